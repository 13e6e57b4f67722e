"""Depth 2, M < R: is the Start grid with K = ((M, s)) templates unisolvent for the ideal space
W = sum_k g_k (ideal of l_{k,m}(a) = (W^{I,2} (w_m * a))_k, m = 1..M)_s  (dim D = R(((R,s)) - ((R-M,s))))?
If yes at one point, Lemma A gives generic grid rank >= rank E = generic sep (Conjecture 15 at the shape).
Random GF(p) RAC; rows: the K^s Start grid words (or a sample); columns: the spanning products g_k l_{k,m} a^beta.
usage: python start_ideal_depth2.py M R T [K] [seed]
"""

import sys
import time

import numpy as np

from conj15_check import sample_words
from modp import P, mc, mono_eval, monomials, random_rac, rank, run


def main(M, R, T, K=None, seed=1, max_rows=4000):
    s = T // 2
    K = K or mc(M, s)
    rng = np.random.default_rng(seed)
    rac = random_rac(2, R, rng)
    WI1 = rng.integers(0, P, size=(R, M), dtype=np.int64)
    D = R * (mc(R, s) - mc(R - M, s))
    templ = (rng.integers(0, P, size=(K, M), dtype=np.int64) @ WI1.T) % P
    t0 = time.time()
    S = sample_words(K, s, max_rows, rng)
    h = run(rac, templ[S])
    a = (h[0] @ rac.WH[0].T) % P
    g = (h[1] @ rac.WH[1].T) % P
    B = mono_eval(a, monomials(R, s - 1))
    cols = []
    for k in range(R):
        for m in range(M):
            l = (a @ ((rac.WI[1][k, :] * WI1[:, m]) % P)) % P  # l_{k,m}(a) = sum_j C_kj W_jm a_j
            cols.append((((g[:, k] * l) % P)[:, None] * B) % P)
    rk = rank(np.hstack(cols))
    print(f"(M,R,T)=({M},{R},{T}) K={K} rows={len(S)} (K^s={K**s}) D={D} rank S_W={rk} "
          f"{'FULL' if rk == D else 'SHORT'} ({time.time() - t0:.1f}s)", flush=True)


if __name__ == "__main__":
    a = [int(v) for v in sys.argv[1:]]
    main(*a)
