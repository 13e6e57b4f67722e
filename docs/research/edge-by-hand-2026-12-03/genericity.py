"""helper-143: the open conditions used at the points of fastphi.py / phi.py (seeds 1, 2), checked mod p:
H2, H3, H4, W3 invertible (so B = W3 H2^-1 invertible, Q_r invertible when W4 rows are zero-free), every entry of
W2 e_1, W4, B nonzero, lambda = W2e_2/W2e_1 not constant (Lemma R's (G): l'_i not in k l_i), the s points on each
line distinct and z_(r,S) != 0, m1_k(z) and m1_k not proportional to zeta_km (Theorem 6's p_km is a point).
A nonzero residue mod p is a nonzero integer, so each condition also holds over Q at the integer point."""
import random
from flint import nmod_mat
from phi import P, params, mm, Tr, inv3, cross

def det(A):
    return int(nmod_mat(3, 3, [x % P for r in A for x in r], P).det())

for seed in (1, 2):
    rnd = random.Random(seed)
    R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
    W2, W3, W4, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3()
    prm = params(seed)
    B, Q, L = prm['B'], prm['Q'], prm['L']
    lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
    ok = {
        "det H2, H3, H4, W3 != 0": all(det(A) for A in (H2, H3, H4, W3)),
        "det Q_r != 0": all(det(Q[r]) for r in range(3)),
        "W2 e_1, W4, B zero-free": all(W2[i][0] % P for i in range(3)) and all(x % P for r in W4 + B for x in r),
        "lambda not constant": len(set(lam)) > 1,
        "z_(r,S) != 0": all(any(cross(Q[r][a], Q[r][b])) for r in range(3) for a, b in ((0, 1), (0, 2), (1, 2))),
        "m1_k not prop. to zeta_km": all(any(cross(W4[k], Q[k][m])) for k in range(3) for m in range(3)),
        "m1_k(z_(r,S)) != 0": all(sum(W4[k][i] * cross(Q[r][a], Q[r][b])[i] for i in range(3)) % P
                                 for k in range(3) for r in range(3) for a, b in ((0, 1), (0, 2), (1, 2))),
    }
    print(f"seed {seed}: " + "; ".join(f"{k}: {v}" for k, v in ok.items()))
