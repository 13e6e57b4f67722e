"""Monomial localisation of the defect of k[a]_{d-1} C_n in M''_{n,n+d} (a-coordinates of the family).

Usage: python defect_box.py SEED n d c1,c2,... k1,k2,...

(fibre e_j, order < c): coefficient functionals of the monomials a^alpha b^gamma with sum_{r != j} alpha_r < c;
(box k): coefficient functionals of the monomials with alpha_r >= k for r = 0, 1, 2 (a^alpha divisible by
(a_0 a_1 a_2)^k).  Reports dim(A ∩ L) (A the annihilator of k[a]_{d-1} C_n in M''^*, see defect_local.py).
"""
import sys

import numpy as np

from defect_local import L, p, rank_mod, setup


def main():
    seed, n, d = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    cs = [int(x) for x in sys.argv[4].split(",")] if len(sys.argv) > 4 and sys.argv[4] else []
    ks = [int(x) for x in sys.argv[5].split(",")] if len(sys.argv) > 5 and sys.argv[5] else []
    fam, E, B, A, g, t0 = setup(seed, n, d, elements=True)
    dA = A.shape[0]
    if dA == 0:
        return

    def report(name, mask):
        LB = B[np.nonzero(mask)[0]] % p  # coefficient functionals restricted to M'' = rows of B
        rL = rank_mod(LB)
        rAL = rank_mod(np.concatenate([A, LB], axis=0))
        print(f"  {name}: #monomials {int(mask.sum())}, rank L = {rL}, dim(A ∩ L) = {dA + rL - rAL}", flush=True)

    from defect_local import kernel_cols
    for c in cs:
        Js = []
        for j in range(3):
            mask = (E[:, :3].sum(axis=1) - E[:, j]) < c
            report(f"fibre e{j}, a-order < {c}", mask)
            Js.append(kernel_cols(B[np.nonzero(mask)[0]] % p))  # J_j = M'' ∩ (m_{e_j}^c ⊗ k[b]), in B-coordinates
        rJ = rank_mod(np.concatenate(Js, axis=1))
        print(f"  J_0 + J_1 + J_2 (c = {c}): dims {[J.shape[1] for J in Js]}, dim sum = {rJ}, codim in M'' = "
              f"{B.shape[1] - rJ}", flush=True)
    for k in ks:
        report(f"box (a0 a1 a2)^{k} | a^alpha", np.all(E[:, :3] >= k, axis=1))


if __name__ == "__main__":
    main()
