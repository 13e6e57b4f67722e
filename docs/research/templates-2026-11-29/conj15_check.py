"""Conjecture 15 at one shape, random GF(p) RAC (own code, modp.py): grid rank with K random templates (all K^s
words a side, or a random sample of distinct words) against the rank at random points (sep of this RAC).
usage: python conj15_check.py L M R T K [seed] [max_side]
"""

import sys
import time

import numpy as np

from modp import P, mc, eval_matrix, random_rac, rank


def sample_words(K, s, n, rng):
    if K**s <= n:
        return np.array(np.unravel_index(np.arange(K**s), (K,) * s)).T
    seen = set()
    while len(seen) < n:
        seen.add(tuple(rng.integers(0, K, size=s)))
    return np.array(sorted(seen))


def check(L, M, R, T, K, seed=1, max_side=1500, ref_points=None):
    from math import comb

    rng = np.random.default_rng(seed)
    rac = random_rac(L, R, rng)
    WI1 = rng.integers(0, P, size=(R, M), dtype=np.int64)
    s = T // 2
    Ke = mc(min(M, R), comb(s + L - 2, L - 1))
    if ref_points is None:
        from numerics.bounds import separation_cap

        ref_points = separation_cap(depth=L, M=M, R=R, T=T) + 6
    X = rng.integers(0, P, size=(ref_points, T, M), dtype=np.int64)
    U = (X @ WI1.T) % P
    t0 = time.time()
    ref = rank(eval_matrix(rac, U[:, :s], U[:, s:]))
    templ = (rng.integers(0, P, size=(K, M), dtype=np.int64) @ WI1.T) % P
    S = sample_words(K, s, max_side, rng)
    E = sample_words(K, T - s, max_side, rng)
    g = rank(eval_matrix(rac, templ[S], templ[E]))
    print(f"(L,M,R,T)=({L},{M},{R},{T}) K={K} Ke={Ke} grid side={len(S)}x{len(E)} of {K**s}: grid rank={g}"
          f" reference(sep)={ref} {'EQUAL' if g == ref else 'SHORT'} ({time.time() - t0:.1f}s)", flush=True)
    return g, ref


if __name__ == "__main__":
    a = [int(v) for v in sys.argv[1:]]
    check(*a[:5], *(a[5:6] or [1]), *(a[6:7] or [1500]))
