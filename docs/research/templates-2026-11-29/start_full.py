"""Depth L, M = R: is the Start grid (K = Ke = ((R, N_1)) random templates) unisolvent for the FULL space
W_full = { sum_k a^(L)_k F_k(a^(1), .., a^(L-1)) : F_k of multidegree (N_1, .., N_(L-1)) },  N_l = C(s-1+L-l, L-l)?
W_full contains every End polynomial P(., end) for every RAC, so 'yes' at one point gives Conjecture 15 at the
shape by Lemma A (NOTES.md, Proposition C), whatever sep is.  Random GF(p) RAC, sampled Start grid words.
usage: python start_full.py L R T [K] [seed] [rows]
"""

import itertools
import sys
import time
from math import comb

import numpy as np

from conj15_check import sample_words
from modp import P, mc, mono_eval, monomials, random_rac, rank, run


def main(L, R, T, K=None, seed=1, rows=None):
    s = T // 2
    N = [comb(s - 1 + L - l, L - l) for l in range(1, L + 1)]
    K = K or mc(R, N[0])
    rng = np.random.default_rng(seed)
    rac = random_rac(L, R, rng)
    dimW = R
    for n in N[:-1]:
        dimW *= mc(R, n)
    rows = rows or min(K**s, dimW + 300)
    templ = rng.integers(0, P, size=(K, R), dtype=np.int64)
    t0 = time.time()
    S = sample_words(K, s, rows, rng)
    h = run(rac, templ[S])
    a = [(h[l] @ rac.WH[l].T) % P for l in range(L)]
    blocks = [mono_eval(a[l], monomials(R, N[l])) for l in range(L - 1)]
    # Kronecker (row-wise) product of the blocks, times a^(L)_k
    cur = np.ones((len(S), 1), dtype=np.int64)
    for B in blocks:
        cur = ((cur[:, :, None] * B[:, None, :]) % P).reshape(len(S), -1)
    full = ((a[L - 1][:, :, None] * cur[:, None, :]) % P).reshape(len(S), -1)
    rk = rank(full)
    print(f"L={L} M=R={R} T={T} N={N} K={K} rows={len(S)} (K^s={K**s}) dim W_full={dimW} rank={rk} "
          f"{'FULL' if rk == dimW else 'SHORT'} ({time.time() - t0:.1f}s)", flush=True)


if __name__ == "__main__":
    a = [int(v) for v in sys.argv[1:]]
    main(*a)
