"""Like conj15_check.py, but the End side is `ref` random End points instead of End grid words. Valid because
with K >= Ke generic templates the End grid is injective on the End space (Proposition 14's End half), so
grid rank = rank G_grid = rank [y(start grid word, random End point)] once the random End points number >= sep.
usage: python conj15_check_endrand.py L M R T K seed start_words
"""

import sys
import time
from math import comb

import numpy as np

from conj15_check import sample_words
from modp import P, eval_matrix, mc, random_rac, rank


def main(L, M, R, T, K, seed, nstart):
    from numerics.bounds import separation_cap

    rng = np.random.default_rng(seed)
    rac = random_rac(L, R, rng)
    WI1 = rng.integers(0, P, size=(R, M), dtype=np.int64)
    s = T // 2
    cap = separation_cap(depth=L, M=M, R=R, T=T)
    n = cap + 6
    X = rng.integers(0, P, size=(n, T, M), dtype=np.int64)
    U = (X @ WI1.T) % P
    t0 = time.time()
    ref = rank(eval_matrix(rac, U[:, :s], U[:, s:]))
    templ = (rng.integers(0, P, size=(K, M), dtype=np.int64) @ WI1.T) % P
    S = sample_words(K, s, nstart, rng)
    g = rank(eval_matrix(rac, templ[S], U[:, s:]))
    print(f"(L,M,R,T)=({L},{M},{R},{T}) K={K} Ke={mc(min(M, R), comb(s + L - 2, L - 1))} start words={len(S)} of "
          f"{K**s}, End = {n} random points: rank={g} reference(sep)={ref} cap={cap} "
          f"{'EQUAL' if g == ref else 'SHORT'} ({time.time() - t0:.1f}s)", flush=True)


if __name__ == "__main__":
    main(*[int(v) for v in sys.argv[1:]])
