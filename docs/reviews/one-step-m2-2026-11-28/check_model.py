"""Reviewer's end-to-end check of steps (i)-(iii) on the ORIGINAL model (a-variables, W1 with M = 2, R = 3).

Generators l(b . z) w^alpha (b . z)^beta', w = a . (W1 x), z = W2 w, expanded over GF(P) at N1 + 1 values of x
(the generators are homogeneous of degree N1 in x), then moved to p = a . u1 (u1 = first column of W1) by
rescaling each a-monomial; d = u2 / u1 mod P. Checks: C G = 0 (own conditions of recompute_bound), rank [Phi | G]
= rank Phi, rank G (= dim V) against the bound. Usage: python check_model.py N [SEED] [--control].
"""

from __future__ import annotations

import random
import sys

import flint
from recompute_bound import P, R, kernel_vector, monos, taylor_table


def run(n: int, seed: int, *, control: bool = False) -> dict:
    rng = random.Random(seed)
    N1 = n * (n + 1) // 2
    W1 = [[rng.randrange(1, P) for _ in range(2)] for _ in range(R)]
    W2 = [[rng.randrange(1, P) for _ in range(R)] for _ in range(R)]
    ell = [rng.randrange(1, P) for _ in range(R)]
    u1 = [W1[j][0] for j in range(R)]
    d = [W1[j][1] * pow(W1[j][0], P - 2, P) % P for j in range(R)]
    basis = [(a, b) for a in monos(R, N1) for b in monos(R, n)]
    index = {m: t for t, m in enumerate(basis)}
    unit = [tuple(int(t == c) for t in range(R)) for c in range(R)]

    def mul(f: dict, g: dict) -> dict:
        out: dict = {}
        for m1, x in f.items():
            for m2, y in g.items():
                m = tuple(s + t for s, t in zip(m1, m2))
                out[m] = (out.get(m, 0) + x * y) % P
        return out

    gens = []
    for t in range(N1 + 1):
        x = (1, t + 2)
        u = [(W1[j][0] * x[0] + W1[j][1] * x[1]) % P for j in range(R)]
        # (b . z)_i = b_i sum_k W2[i][k] u_k a_k, as {a-exp + b-exp: coef}
        bz = [{unit[k] + unit[i]: W2[i][k] * u[k] % P for k in range(R)} for i in range(R)]
        lbz: dict = {}
        for i in range(R):
            for m, c in bz[i].items():
                lbz[m] = (lbz.get(m, 0) + ell[i] * c) % P
        for bp in monos(R, n - 1):
            h = dict(lbz)
            for i in range(R):
                for _ in range(bp[i]):
                    h = mul(h, bz[i])
            for al in monos(R, N1 - n):
                sc = 1
                for k in range(R):
                    sc = sc * pow(u[k], al[k], P) % P
                col = {}
                for m, c in h.items():
                    A = tuple(m[k] + al[k] for k in range(R))
                    # a^A = p^A * prod u1^-A
                    conv = 1
                    for k in range(R):
                        conv = conv * pow(u1[k], (P - 2) * A[k], P) % P
                    col[index[(A, m[R:])]] = c * sc % P * conv % P
                gens.append(col)
    G = flint.nmod_mat(len(basis), len(gens), P)
    for ci, col in enumerate(gens):
        for ri, c in col.items():
            G[ri, ci] = c
    # own conditions (control: built for a wrong d_0, so C G = 0 must fail)
    dc = [(d[0] + 1) % P] + d[1:] if control else d  # d + const is no control: same pencil
    lam = [[[W2[j][k] * (dc[k] if s else 1) % P for k in range(R)] for j in range(R)] for s in range(2)]
    rows = []
    for i in range(R):
        v = kernel_vector(lam[0][i], lam[1][i])
        tab = taylor_table(v, 0, 1, N1, n)
        for beta in monos(R, n):
            for m in range(beta[i]):
                for c in monos(2, m):
                    rows.append({index[(A, beta)]: tab[A].get(c, 0) for A in monos(R, N1)})
    C = flint.nmod_mat(len(rows), len(basis), P)
    for ri, row in enumerate(rows):
        for k, c in row.items():
            C[ri, k] = c
    CG = C * G
    violated = sum(1 for i in range(CG.nrows()) for j in range(CG.ncols()) if int(CG[i, j]) != 0)
    cols = [(s, a, b) for s in range(2) for a in monos(R, N1 - 1) for b in monos(R, n - 1)]
    Phi = flint.nmod_mat(len(basis), len(cols), P)
    for ci, (s, a, b) in enumerate(cols):
        for j in range(R):
            for k in range(R):
                key = (a[:k] + (a[k] + 1,) + a[k + 1 :], b[:j] + (b[j] + 1,) + b[j + 1 :])
                Phi[index[key], ci] = (int(Phi[index[key], ci]) + ell[j] * lam[s][j][k]) % P
    PhiG = flint.nmod_mat(len(basis), len(cols) + len(gens), P)
    for i in range(len(basis)):
        for j in range(len(cols)):
            PhiG[i, j] = Phi[i, j]
        for j in range(len(gens)):
            PhiG[i, len(cols) + j] = G[i, j]
    rank_phi = Phi.rank()
    return {
        "n": n,
        "dim_V": G.rank(),
        "rank_Phi": rank_phi,
        "rank_Phi_plus_G": PhiG.rank(),
        "CG_nonzero": violated,
        "bound": rank_phi - (C * Phi).rank(),
    }


if __name__ == "__main__":
    print(run(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 3, control="--control" in sys.argv))
