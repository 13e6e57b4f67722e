"""Reviewer's own dim J and dim(Y + J) (bidegree (N2, s) in (b, c)) at the reviewer's point.
J_(k, alpha) = (m_kj : j in supp alpha), m_kj = sum_i W4[k,i] c_i n_ij(b).  Y_alpha = sum_kappa c^kappa Y_alpha(kappa).
Ranks mod P via numerics.rank.flint_bridge.flint_rank_mod_p (lab numerics, allowed by the brief).

usage: python rev_sum.py SEED PRIME a1,a2,a3 [...]
"""

import random
import sys
import time

import flint
import numpy as np

from numerics.rank.flint_bridge import flint_rank_mod_p
from rev_local import Setting, add, monos

seed, P = int(sys.argv[1]), int(sys.argv[2])
alphas = [tuple(int(x) for x in a.split(",")) for a in sys.argv[3:]]
s = 5
S = Setting(seed, P, s)
rng = random.Random(seed * 7 + 1)  # W4: independent draw
W4 = [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
N2 = S.N2
kappas = monos(s)
ic = {k: t for t, k in enumerate(kappas)}
nb = len(S.mon_top)
ncols = nb * len(kappas)
print(f"seed {seed} prime {P} (W4 from Random(seed*7+1)) cols {ncols}", flush=True)
t0 = time.time()

Jcache = {}


def J_rows(k, supp):
    key = (k, supp)
    if key in Jcache:
        return Jcache[key]
    rows = []
    mus = monos(N2 - 1)
    gams = monos(s - 1)
    for j in supp:
        # m_kj = sum_i W4[k,i] c_i n_ij(b) = sum_{i,m} W4[k,i] n[i][j][m] c_i b_m
        terms = []
        for i in range(3):
            for m in range(3):
                v = W4[k][i] * S.n[i][j][m] % P
                if v:
                    ci = tuple(int(t == i) for t in range(3))
                    bm = tuple(int(t == m) for t in range(3))
                    terms.append((ci, bm, v))
        for mu in mus:
            for ga in gams:
                r = np.zeros(ncols, dtype=np.uint64)
                for ci, bm, v in terms:
                    col = ic[add(ci, ga)] * nb + S.idx_top[add(bm, mu)]
                    r[col] = (int(r[col]) + v) % P
                rows.append(r)
    A = np.array(rows, dtype=np.uint64)
    Jcache[key] = A
    return A


for alpha in alphas:
    blocks = []
    ytot = 0
    for kappa in kappas:
        gens = {b: g for b, g in S.powers[kappa].items() if all(x <= y for x, y in zip(b, alpha))}
        rows = []
        for beta, g in gens.items():
            for mu in S.mus:
                r = [0] * nb
                for eb, v in g.items():
                    r[S.idx_top[add(eb, mu)]] = v
                rows.append(r)
        if not rows:
            continue
        M = flint.nmod_mat(len(rows), nb, [x for r in rows for x in r], P)
        R, rk = M.rref()
        ytot += rk
        B = np.zeros((rk, ncols), dtype=np.uint64)
        for t in range(rk):
            B[t, ic[kappa] * nb:(ic[kappa] + 1) * nb] = [int(R[t, u]) for u in range(nb)]
        blocks.append(B)
    Y = np.vstack(blocks)
    supp = tuple(j for j in range(3) if alpha[j])
    js, sums = [], []
    for k in range(3):
        J = J_rows(k, supp)
        js.append(flint_rank_mod_p(J, P, threads=1)[0])
        sums.append(flint_rank_mod_p(np.vstack([Y, J]), P, threads=1)[0])
    print(f"SUM alpha {alpha} Y {ytot} sums ({sums[0]}, {sums[1]}, {sums[2]}) J {tuple(js)} time {time.time() - t0:.1f}",
          flush=True)
