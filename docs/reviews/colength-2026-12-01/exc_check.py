"""(b) the gamma(0) = -1 counterexample and the exceptional set.
1. (5,5,3,3) constant units, c = -1 -> 17 (formula 16).
2. (5,5,3,3) constant c = w^r, w a primitive 8th root of unity in F_P: NOTES §3.8 predicts 17 for r = 1..7
   (z^0, z^8 dependent modulo (z + c)(z + 1) iff c^8 = 1); and c = random -> 16.
3. non-constant units with gamma(0) = -1: A, B, A' random quadratic units and
   B' = -A' B A^{-1} (1 + r x + s y + ...) (truncated), random r, s; also gamma = -1 exactly.
4. the 7 cases of the NOTES at c = -1, with non-constant units.
5. (observational) the values found lie in [lambda_gen, lambda(c0)], the bounds of REPORT.md §D."""
import random
import sys

import numpy as np

import colen

P = colen.P
rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)


def const(c):
    return ({(0, 0): 1}, {(0, 0): 1}, {(0, 0): 1}, {(0, 0): c % P})


def inv_series(u, N):
    """1/u mod m^N as a dict (u polynomial dict with u(0) != 0)."""
    S = np.zeros((N, N), dtype=np.int64)
    S[0, 0] = pow(u[(0, 0)], P - 2, P)
    # Newton-free: solve degree by degree
    u0inv = S[0, 0]
    for d in range(1, N):
        for i in range(d + 1):
            j = d - i
            acc = 0
            for (p, q), c in u.items():
                if (p, q) != (0, 0) and p <= i and q <= j:
                    acc += c * int(S[i - p, j - q])
            S[i, j] = (-acc * u0inv) % P
    return {(i, j): int(S[i, j]) for i in range(N) for j in range(N - i) if S[i, j]}


def pmul(f, g, N):
    out = {}
    for (i, j), a in f.items():
        for (p, q), b in g.items():
            if i + j + p + q < N:
                out[(i + p, j + q)] = (out.get((i + p, j + q), 0) + a * b) % P
    return out


def units_gamma0(c0, N, exact=False):
    A, B, A2 = (colen.rand_unit(rng) for _ in range(3))
    pert = {(0, 0): 1} if exact else {(0, 0): 1, (1, 0): rng.randrange(P), (0, 1): rng.randrange(P),
                                      (1, 1): rng.randrange(P), (2, 0): rng.randrange(P)}
    # gamma = A B' / (A' B) = c0 * pert
    B2 = pmul(pmul(pmul(A2, B, N), inv_series(A, N), N), pert, N)
    B2 = {m: (c0 * v) % P for m, v in B2.items()}
    return A, B, A2, B2


# 1, 2
w = next(g for g in range(2, P) if pow(g, (P - 1) // 2, P) != 1)  # a non-residue => generator of the 2-part
w = pow(w, (P - 1) // 8, P)  # primitive 8th root of unity (P - 1 = 2^5 * ...)
assert pow(w, 8, P) == 1 and pow(w, 4, P) != 1
print("(5,5,3,3) formula", colen.formula(5, 5, 3, 3))
print("  c = -1 (constant units):", colen.hilbert_graded(5, 5, 3, 3, -1))
for r in range(1, 8):
    print(f"  c = w^{r} (w^8 = 1):", colen.hilbert_graded(5, 5, 3, 3, pow(w, r, P)))
for _ in range(3):
    c = rng.randrange(2, P - 1)
    print(f"  c = {c} (random):", colen.hilbert_graded(5, 5, 3, 3, c))
for c in (2, -2, 3, P // 2 + 1):  # P//2+1 = 1/2 mod P
    print(f"  c = {c if c < P // 2 else '1/2'}:", colen.hilbert_graded(5, 5, 3, 3, c))

# 3, 4
cases = [(5, 5, 3, 3), (5, 7, 4, 4), (6, 6, 3, 5), (6, 6, 5, 3), (7, 7, 3, 7), (7, 7, 5, 5), (7, 7, 7, 3), (4, 4, 2, 2)]
NT = 22
for case in cases:
    f = colen.formula(*case)
    lam_c0 = colen.hilbert_graded(*case, -1)[0]
    res = []
    for exact in (True, False, False, False):
        u = units_gamma0(-1, NT, exact)
        res.append(colen.colength(*case, u)[0])
    print(f"{case}: formula {f}, constant c=-1: {lam_c0}, units with gamma = -1 exactly: {res[0]}, "
          f"gamma(0) = -1 non-constant (3 seeds): {res[1:]}")
