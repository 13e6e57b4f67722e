"""Check of Lemma C' (depth 2, one-hot, K = ((R, s)) symbols, s >= 3): rank S_full = R ((R, s)) at the instance
with R reset symbols (u = e_j) and K - R positive random symbols, all other weights positive random.
Rows: only the Start words the proof uses, (0^(s-2), i, j) and (0^(s-3), i, j, w) (i, j resets, w non-reset).
"""

import sys
import time

import numpy as np

from modp import P, RAC, mc, mono_eval, monomials, rank, run


def instance(R, K, rng):
    pos = lambda *sh: rng.integers(1, 100, size=sh, dtype=np.int64)  # noqa: E731
    templ = np.vstack([np.eye(R, dtype=np.int64), rng.integers(1, 1000, size=(K - R, R), dtype=np.int64)])
    rac = RAC(2, R, [pos(R, R), pos(R, R)], [None, pos(R, R)], [pos(R), pos(R)], pos(R))
    return rac, templ


def s_full(rac, U, s):
    h = run(rac, U)
    a = (h[0] @ rac.WH[0].T) % P
    g = (h[1] @ rac.WH[1].T) % P
    A = mono_eval(a, monomials(rac.R, s))
    return np.hstack([(g[:, [k]] * A) % P for k in range(rac.R)])


def proof_words(R, K, s):
    ws = []
    for i in range(R):
        for j in range(R):
            ws.append([0] * (s - 2) + [i, j])
            for w in range(R, K):
                ws.append([0] * (s - 3) + [i, j, w])
    return np.array(ws)


def main(cases):
    rng = np.random.default_rng(20261129)
    for R, s in cases:
        K = mc(R, s)
        D = R * K
        t0 = time.time()
        rac, templ = instance(R, K, rng)
        idx = proof_words(R, K, s)
        rk = rank(s_full(rac, templ[idx], s))
        print(f"R={R} s={s} K=((R,s))={K} D=R((R,s))={D} rows={len(idx)} rank S_full={rk} {'OK' if rk == D else 'SHORT'}"
              f" ({time.time() - t0:.1f}s)", flush=True)
        # with one symbol fewer (K - 1): the same words cannot reach D if the hypothesis count is tight
        rac2, templ2 = instance(R, K - 1, rng)
        idx2 = proof_words(R, K - 1, s)
        print(f"    K-1={K-1}: rank on the proof's words = {rank(s_full(rac2, templ2[idx2], s))}", flush=True)


if __name__ == "__main__":
    main([(2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (7, 3), (3, 4), (4, 4), (2, 5), (3, 5)])
