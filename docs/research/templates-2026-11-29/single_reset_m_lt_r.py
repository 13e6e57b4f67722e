"""Depth 2, M < R: a lead for (S) (NOTES.md section 7). Instance: W^{I,1} = [e_1 | random columns] (so U contains the
unit vector e_1: a reset of layer 1 onto coordinate 1), other weights random mod p; templates: the M columns of
W^{I,1} and K - M random vectors of U, K = ((M, s)).
(a) rank of the ideal spanning products on the Start grid (as start_ideal_depth2.py) at this instance;
(b) the reduced statement of a Lemma-C-type proof with the single reset: for each k, the points
    C = {W^{H,1} D_{w_m} ... D_{w_1} W^{H,1} e_1 : 0 <= m <= s-2} impose dim (I_k)_s conditions on (I_k)_s.
usage: python single_reset_m_lt_r.py M R T [seed]
"""

import sys
import time

import numpy as np

from conj15_check import sample_words
from modp import P, mc, mono_eval, monomials, random_rac, rank, run


def main(M, R, T, seed=1):
    s = T // 2
    K = mc(M, s)
    rng = np.random.default_rng(seed)
    rac = random_rac(2, R, rng)
    WI1 = np.hstack([np.eye(R, dtype=np.int64)[:, :1], rng.integers(0, P, size=(R, M - 1), dtype=np.int64)])
    coef = rng.integers(0, P, size=(K - M, M), dtype=np.int64)
    templ = np.vstack([WI1.T, (coef @ WI1.T) % P])  # u-vectors
    D = R * (mc(R, s) - mc(R - M, s))
    t0 = time.time()
    S = sample_words(K, s, 4000, rng)
    h = run(rac, templ[S])
    a = (h[0] @ rac.WH[0].T) % P
    g = (h[1] @ rac.WH[1].T) % P
    B = mono_eval(a, monomials(R, s - 1))
    cols = []
    for k in range(R):
        for m in range(M):
            l_ = (a @ ((rac.WI[1][k, :] * WI1[:, m]) % P)) % P
            cols.append((((g[:, k] * l_) % P)[:, None] * B) % P)
    rk = rank(np.hstack(cols))
    # (b): depth-1 points reached from the reset e_1 (first template) in m <= s-2 further steps
    pts = []
    A = rac.WH[0]
    for m in range(0, s - 1):
        tails = sample_words(K, m, 3000, rng) if m else np.zeros((1, 0), dtype=np.int64)
        for t in tails:
            hv = np.eye(R, dtype=np.int64)[0]
            for w in t:
                hv = ((A @ hv) % P * templ[w]) % P
            pts.append((A @ hv) % P)
    pts = np.array(pts)
    Bs = mono_eval(pts, monomials(R, s - 1))
    dimI = mc(R, s) - mc(R - M, s)
    red = []
    for k in range(R):
        c = [(((pts @ ((rac.WI[1][k, :] * WI1[:, m]) % P)) % P)[:, None] * Bs) % P for m in range(M)]
        red.append(rank(np.hstack(c)))
    print(f"(M,R,T)=({M},{R},{T}) K={K} (a) rank S_W={rk} of D={D} {'FULL' if rk == D else 'SHORT'};"
          f" (b) {len(pts)} reset points, per-k ranks {red} of dim (I_k)_s={dimI} ({time.time() - t0:.1f}s)", flush=True)


if __name__ == "__main__":
    main(*[int(v) for v in sys.argv[1:]])
