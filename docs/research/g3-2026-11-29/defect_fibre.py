"""Is the defect of k[a]_{d-1} C_n in M''_{n,n+d} local along the fibres {a0} x P^2_b, a0 in {a_i*, e_j}?

Usage: python defect_fibre.py SEED n d c1,c2,...

Functionals at the fibre over a0, order < c: F -> coefficient of t^k (k < c) of F(a0 + t v, b) for random (v, b)
(a-jets at a0, every b). Reports dim(A ∩ L) for each single fibre and for the three fibres over the a_i* together
(and over the e_j together).
"""
import math
import sys

import numpy as np

from defect_local import L, p, rank_mod, setup


def fibre_rows(E, a0, c, n, g):
    npairs = math.comb(c + 1, 2) * math.comb(n + 2, 2) // max(1, c // 2) + 60
    rows = []
    for _ in range(npairs):
        b = L._rnd(g, 3)
        v = np.concatenate([L._rnd(g, 3), np.zeros(3, np.int64)])
        rows.append(L._jets(E, np.concatenate([a0, b]), v, c))
    return np.concatenate(rows, axis=0)


def main():
    seed, n, d = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    cs = [int(x) for x in sys.argv[4].split(",")]
    fam, E, B, A, g, t0 = setup(seed, n, d)
    dA = A.shape[0]
    if dA == 0:
        return

    def report(name, Lrows):
        LB = np.array(L._mulmod(Lrows % p, B), np.int64)
        rL = rank_mod(LB)
        rAL = rank_mod(np.concatenate([A, LB], axis=0))
        print(f"  {name}: rank L = {rL}, dim(A ∩ L) = {dA + rL - rAL}", flush=True)
        return LB

    I3 = np.eye(3, dtype=np.int64)
    for c in cs:
        LBs = [report(f"fibre a{i}*, a-order < {c}", fibre_rows(E, fam.astar[i] % p, c, n, g)) for i in range(3)]
        report(f"fibres a0*, a1*, a2* together, a-order < {c}", np.concatenate(LBs, axis=0) @ np.eye(1, dtype=np.int64) if False else None) if False else None
        LB = np.concatenate(LBs, axis=0)
        rL = rank_mod(LB)
        rAL = rank_mod(np.concatenate([A, LB], axis=0))
        print(f"  fibres over a0*, a1*, a2* together, a-order < {c}: rank L = {rL}, dim(A ∩ L) = {dA + rL - rAL}",
              flush=True)
        for j in range(3):
            mask = (E[:, :3].sum(axis=1) - E[:, j]) < c
            rows = np.zeros((int(mask.sum()), E.shape[0]), np.int64)
            rows[np.arange(int(mask.sum())), np.nonzero(mask)[0]] = 1
            report(f"fibre e{j}, a-order < {c}", rows)


if __name__ == "__main__":
    main()
