"""(F_n, e): is sum_j M''_{n,e} ∩ (m_{e_j}^c ⊗ k[b]_n) = M''_{n,e}?  (c = n by default; no C_n involved.)

Usage: python fcheck.py SEED n e1,e2,... [c]
Prints dim M''_{n,e}, dims of the J_j(c), the codimension of their sum, and the free-module count C(n-2d-1, 2) C(n+2, 2)
(d = e - n) of the monomials outside sum_j m_{e_j}^n (c = n only).
"""
import math
import sys

import numpy as np

from proofs.general.depth3 import l1_reduction as L

L.check_fits = lambda *a, **k: None  # the process stays under the shell's ulimit
from defect_local import kernel_cols, p, rank_mod  # noqa: E402


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    es = [int(x) for x in sys.argv[3].split(",")]
    c = int(sys.argv[4]) if len(sys.argv) > 4 else n
    fam = L.family(seed)
    for e in es:
        E, B = L.space(fam, d=e, m=n, seed=seed + 101)
        h = B.shape[1]
        Js = []
        for j in range(3):
            mask = (E[:, :3].sum(axis=1) - E[:, j]) < c
            Js.append(kernel_cols(B[np.nonzero(mask)[0]] % p))
        r = rank_mod(np.concatenate(Js, axis=1))
        r2 = rank_mod(np.concatenate(Js[:2], axis=1))
        d = e - n
        free = math.comb(max(n - 2 * d - 1, 0), 2) * math.comb(n + 2, 2) if c == n else None
        print(f"n={n} e={e} (d={d}) c={c}: dim M'' = {h} (generic {L.target_dimension(n=n, k=e)}), dims J_j = "
              f"{[J.shape[1] for J in Js]}, codim of the sum = {h - r} (of J_0 + J_1: {h - r2}); free-module count {free}", flush=True)


if __name__ == "__main__":
    main()
