"""Depth-2 grid ranks, M >= R, with K = ((R, s)) and K - 1 random templates, against sep.

Usage: python check_depth2.py M R T seed [direct_max [Kmin [Kmax]]]  (K runs from Kmax (default Ke) down to Kmin (default Ke - 1))
 - sep_rp: rank of y at (d+10) x (d+10) random Start/End input sequences (a lower bound on sep of this RAC;
   sep <= d = R ((R, s)) always, by the factorisation), compared with the closed form R ((R, s)).
 - grid (direct): the full K^s x K^s grid computed by running the recurrence, if K^s <= direct_max.
 - grid (factorised): rank(S B) exactly mod p, S = W_full monomials at the K^s Start-grid states,
   B = coefficients of the End polynomials (solved from d random states; identity checked in check_validate.py).
"""
import sys
import time

import flint
import numpy as np

from racgf import P, RAC, end_values, grid_matrix, mc, monomials2, random_point_matrix, rank_np, start_states, words

M, R, T, seed = (int(a) for a in sys.argv[1:5])
direct_max = int(sys.argv[5]) if len(sys.argv) > 5 else 1100
s = T // 2
rng = np.random.default_rng(seed)
rac = RAC(2, M, R, rng)
d = R * mc(R, s)
t0 = time.time()
sep_rp = rank_np(random_point_matrix(rac, s, d + 10, d + 10, rng))
print(f"(2,{M},{R},{T}) seed {seed}: closed form R((R,s)) = {d}; rank at random points = {sep_rp}  [{time.time()-t0:.1f}s]")


def nm(A):
    A = np.asarray(A, dtype=np.int64) % P
    return flint.nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)


def factorised_rank(tau):
    K = len(tau)
    W = words(K, s)
    S = monomials2(rac, start_states(rac, tau, W), s)
    Sn = nm(S)
    rS = Sn.rank()
    while True:
        rst = [rng.integers(0, P, size=(d, R)) for _ in range(2)]
        Mon = nm(monomials2(rac, rst, s))
        if Mon.rank() == d:
            break
    Pm = end_values(rac, rst, tau, W)
    B = Mon.solve(nm(Pm))
    rB = B.rank()
    if rS == d:
        rY = rB
    else:
        C, r = Sn.rref()
        Cr = flint.nmod_mat(r, d, [int(C[i, j]) for i in range(r) for j in range(d)], P)
        rY = (Cr * B).rank()
    return rS, rB, rY


Ke = mc(R, s)
Kmin = int(sys.argv[6]) if len(sys.argv) > 6 else Ke - 1
Kmax = int(sys.argv[7]) if len(sys.argv) > 7 else Ke
for K in range(Kmax, Kmin - 1, -1):
    tau = rng.integers(0, P, size=(K, M))
    t1 = time.time()
    msg = f"  K = {K}{' (Ke)' if K == Ke else f' (Ke-{Ke-K})'}, grid {K**s} x {K**s}:"
    if K ** s <= direct_max:
        rd = rank_np(grid_matrix(rac, tau, s))
        msg += f" direct rank {rd};"
    rS, rB, rY = factorised_rank(tau)
    msg += f" factorised: rank S_start {rS}, rank B_end {rB}, grid rank {rY} (target {d})  [{time.time()-t1:.1f}s]"
    print(msg, flush=True)
