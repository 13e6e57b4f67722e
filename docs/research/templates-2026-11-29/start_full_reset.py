"""(S_full) at the structured instance of NOTES.md section 6 (PARTIAL): W^{I,l} = I for 2 <= l <= L-1, the other
weights random mod p, templates = the R unit vectors (resets) + K - R random ones.  Rows: all Start words or a sample.
Also the reduced statement: the states (a^1..a^(L-1)) reached after a reset and a tail of length m <= s-2 are
unisolvent for multidegree (N_1..N_(L-1)) forms.
usage: python start_full_reset.py L R T [K] [seed] [rows]
"""

import sys
import time
from math import comb

import numpy as np

from conj15_check import sample_words
from modp import P, mc, mono_eval, monomials, random_rac, rank, run


def full_matrix(rac, U, N, L, R, with_top=True):
    h = run(rac, U)
    a = [(h[l] @ rac.WH[l].T) % P for l in range(L)]
    cur = np.ones((U.shape[0], 1), dtype=np.int64)
    for l in range(L - 1):
        B = mono_eval(a[l], monomials(R, N[l]))
        cur = ((cur[:, :, None] * B[:, None, :]) % P).reshape(U.shape[0], -1)
    if with_top:
        cur = ((a[L - 1][:, :, None] * cur[:, None, :]) % P).reshape(U.shape[0], -1)
    return cur


def main(L, R, T, K=None, seed=1, rows=None):
    s = T // 2
    N = [comb(s - 1 + L - l, L - l) for l in range(1, L + 1)]
    K = K or mc(R, N[0])
    rng = np.random.default_rng(seed)
    rac = random_rac(L, R, rng)
    for l in range(1, L - 1):
        rac.WI[l] = np.eye(R, dtype=np.int64)
    templ = np.vstack([np.eye(R, dtype=np.int64), rng.integers(0, P, size=(K - R, R), dtype=np.int64)])
    dimW = R
    for n in N[:-1]:
        dimW *= mc(R, n)
    rows = rows or min(K**s, dimW + 400)
    t0 = time.time()
    S = sample_words(K, s, rows, rng)
    rk = rank(full_matrix(rac, templ[S], N, L, R))
    print(f"L={L} R={R} T={T} N={N} K={K} rows={len(S)} dim W_full={dimW} rank={rk} {'FULL' if rk == dimW else 'SHORT'}"
          f" ({time.time() - t0:.1f}s)", flush=True)
    # reduced statement: tails after a reset, lengths 0..s-2, as Start words of length m+1 beginning with the reset
    dimC = dimW // R
    tails = []
    for m in range(0, s - 1):
        W_ = sample_words(K, m, dimC + 200, rng) if m else np.zeros((1, 0), dtype=np.int64)
        for j in range(R):
            tails += [np.concatenate([[j], w]) for w in W_]
    # pad to equal length is impossible (different lengths): evaluate per length
    mats = []
    for m in range(0, s - 1):
        tw = np.array([t for t in tails if len(t) == m + 1])
        mats.append(full_matrix(rac, templ[tw], N, L, R, with_top=False))
    # the reset makes the state independent of what came before up to scalars, so starting from h^0 is fine
    rk2 = rank(np.vstack(mats))
    print(f"   reduced: reset + tails of length <= {s-2}: {sum(len(m_) for m_ in mats)} points, rank {rk2} of "
          f"{dimC} {'FULL' if rk2 == dimC else 'SHORT'}", flush=True)


if __name__ == "__main__":
    a = [int(v) for v in sys.argv[1:]]
    main(*a)
