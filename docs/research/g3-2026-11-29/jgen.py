"""Lemma J check: is J_0(n)_{e+1} = k[a]_1 J_0(n)_e ?  (J_0(n) = M'' ∩ (m_{e_0}^n ⊗ k[b]_n).)
Usage: python jgen.py SEED n e1,e2,...   (tests e -> e + 1 for each listed e)"""
import sys

import numpy as np

from proofs.general.depth3 import l1_reduction as L

L.check_fits = lambda *a, **k: None
from defect_local import kernel_cols, p, rank_mod  # noqa: E402


def J0(fam, n, e, seed):
    E, B = L.space(fam, d=e, m=n, seed=seed + 101)
    mask = (E[:, 1] + E[:, 2]) < n
    N = kernel_cols(B[np.nonzero(mask)[0]] % p)
    return E, (B.dot(N) % p) if N.shape[1] else np.zeros((E.shape[0], 0), np.int64)  # coefficient vectors


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    fam = L.family(seed)
    for e in [int(x) for x in sys.argv[3].split(",")]:
        E1, V1 = J0(fam, n, e, seed)
        E2, V2 = J0(fam, n, e + 1, seed)
        index = {tuple(r): i for i, r in enumerate(E2.tolist())}
        prods = []
        for r in range(3):
            W = np.zeros((E2.shape[0], V1.shape[1]), np.int64)
            rows = [index[tuple((E1[i] + np.eye(6, dtype=np.int64)[r]).tolist())] for i in range(E1.shape[0])]
            W[rows] = V1
            prods.append(W)
        rk = rank_mod(np.concatenate(prods, axis=1))
        print(f"n={n} e={e} -> {e + 1}: dim J_0(e) = {V1.shape[1]}, dim J_0(e+1) = {V2.shape[1]}, "
              f"dim k[a]_1 J_0(e) = {rk}  (Lemma J: equal for e >= {2 * n + 2})", flush=True)


if __name__ == "__main__":
    main()
