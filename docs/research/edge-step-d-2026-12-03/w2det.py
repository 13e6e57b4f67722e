"""det W2 and det H3 mod p at helper-143's points (replays phi.params' rng order: W2, W3, W4, H2, H3, H4; own code)."""
import random, flint
P = 2**31 - 1
for seed in (1, 2):
    rnd = random.Random(seed)
    R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
    W2, W3, W4, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3()
    print(f"seed {seed}: det W2 = {flint.nmod_mat(W2, P).det()}, det H3 = {flint.nmod_mat(H3, P).det()}, "
          f"det H4 = {flint.nmod_mat(H4, P).det()} (mod p; nonzero residue => nonzero integer)")
