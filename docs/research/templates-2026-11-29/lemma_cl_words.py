"""Lemma C_L's proof words on its structured instance: rows (0^(p-1), i, j, tail), i, j resets, |tail| = m <= s-2,
p = s-1-m.  If (R_(L-1)) holds, the proof says these rows already give rank dim W_full.  (Consistency check of the
reduction, NOTES.md section 8.)  usage: python lemma_cl_words.py L R T [seed] [tails_per_m]
"""

import sys
import time
from math import comb

import numpy as np

from conj15_check import sample_words
from modp import P, mc, random_rac, rank
from start_full_reset import full_matrix


def main(L, R, T, seed=1, per_m=1500):
    s = T // 2
    N = [comb(s - 1 + L - l, L - l) for l in range(1, L + 1)]
    K = mc(R, N[0])
    rng = np.random.default_rng(seed)
    rac = random_rac(L, R, rng)
    for l in range(1, L - 1):
        rac.WI[l] = np.eye(R, dtype=np.int64)
    templ = np.vstack([np.eye(R, dtype=np.int64), rng.integers(0, P, size=(K - R, R), dtype=np.int64)])
    dimW = R
    for n in N[:-1]:
        dimW *= mc(R, n)
    t0 = time.time()
    mats = []
    for m in range(0, s - 1):
        p = s - 1 - m
        tails = sample_words(K, m, per_m, rng) if m else np.zeros((1, 0), dtype=np.int64)
        ws = [np.concatenate([np.zeros(p - 1, dtype=np.int64), [i, j], t]).astype(np.int64) for i in range(R) for j in range(R) for t in tails]
        mats.append(full_matrix(rac, templ[np.array(ws)], N, L, R))
    A = np.vstack(mats)
    rk = rank(A)
    print(f"L={L} R={R} T={T} K={K} proof words={A.shape[0]} dim W_full={dimW} rank={rk} "
          f"{'FULL' if rk == dimW else 'SHORT'} ({time.time() - t0:.1f}s)", flush=True)


if __name__ == "__main__":
    a = [int(v) for v in sys.argv[1:]]
    main(*a)
