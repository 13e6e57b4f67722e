"""Direct check of the deficit on the full End functions, Start restricted to a in {e_0, e_1, e_2}.

Rows: Start points (a = e_j, b random, c random) of the full RAC End map P (own recurrence, p = 10^9 + 7);
columns: random End sequences x^{s+1..T}. Steps (2)-(4) predict
    rank P|_{a = e_j} = sum_j dim sum_k Psi_jk  and  sum_k rank F_k|_{a = e_j} = sum_{j,k} dim Psi_jk,
so the deficit on this restricted Start set is sum_j kappa_j (9 at (R, M) = (3, 2), n >= 4).
Usage: OMP_NUM_THREADS=1 python restricted_deficit.py
"""

from __future__ import annotations

import time

import numpy as np
from review_checks import P, mset, rank, run_end, weights


def restricted(n: int, seed: int, R: int = 3, M: int = 2) -> tuple[int, list, int]:
    rng = np.random.default_rng(seed)
    WI, WH, WO = weights(R, M, rng, P)
    per = 3 * mset(R, n) + 10
    cols = 2 * R * per
    xs = rng.integers(0, P, (n, M, cols))
    rowsP, rowsF = [], [[] for _ in range(R)]
    for j in range(R):
        a = np.zeros(R, dtype=np.int64)
        a[j] = 1
        for _ in range(per):
            b, c = rng.integers(0, P, R), rng.integers(0, P, R)
            rowsP.append(run_end(WI, WH, WO, a, b, c, xs, P))
            for k in range(R):
                ek = np.zeros(R, dtype=np.int64)
                ek[k] = 1
                rowsF[k].append(run_end(WI, WH, WO, a, b, ek, xs, P))
    return rank(rowsP, P), [rank(r, P) for r in rowsF], cols


def main() -> None:
    for n in (3, 4, 5, 6):
        t = time.time()
        rp, rf, cols = restricted(n, seed=100 + n)
        print(
            f"n={n}: rank P|a=e_j = {rp}, rank F_k|a=e_j = {rf}, sum = {sum(rf)}, deficit = {sum(rf) - rp}, "
            f"cols = {cols} ({time.time() - t:.1f}s)"
        )


if __name__ == "__main__":
    main()
