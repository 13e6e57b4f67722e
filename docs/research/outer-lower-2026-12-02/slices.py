"""Check of Lemmas H', H'' at one point: dim pi_g(V_0) (the p_2-degree-g slices of V_0) at S + coordinate W2, against
a_g, b_g and max(a_g, b_g + r_g). usage: python slices.py T seed"""
import sys
import numpy as np
from math import comb
from proofs.general.depth4.window_model import WindowModel, _monos, _rank, _vinv
from numerics.rank.blas import blas_matmul_mod_p
from numerics.rank.flint_bridge import flint_inv_mod_p
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hull import counts

T, seed = int(sys.argv[1]), int(sys.argv[2])
M = WindowModel(T=T, seed=seed, sampling="windows")
p = M.p
M.W2 = np.array([[1, 0, 0], [1, 1, 0], [1, 0, 1]], dtype=np.int64)
M.L = np.ones(3, dtype=np.int64)
M.H3 = np.array(flint_inv_mod_p(M.W3.T.astype(np.uint64) % p, p), dtype=np.int64)
M.sampling = "generators"
rng = np.random.default_rng(1000 + seed)
vals = M._generator_values()
mix = blas_matmul_mod_p(vals, rng.integers(0, p, size=(M.ngen, M.ncols), dtype=np.int64), p)
cols = blas_matmul_mod_p(_vinv(M.d1, p), mix.reshape(M.npt, -1), p).reshape(M.rows, M.ncols)
n, d, d1 = M.n, comb(M.n, 2), M.d1
mon = _monos(d1)
V, H, Hp, a, b = counts(n)
print(f"T={T} n={n} seed={seed}: dim V_0 = {_rank(cols, p)} (V = {V})")
tot = 0
for g in range(d1 + 1):
    rows = [i * M.nc + j for i, m in enumerate(mon) if m[1] == g for j in range(M.nc)]
    r = _rank(cols[rows], p)
    e = d - g
    rg = min(a[g], n * (e + 1) - 2) if e >= 1 else 0
    lb = max(a[g], b[g] + rg)
    tot += r
    print(f"g={g}: dim pi_g = {r}   a_g = {a[g]}  b_g = {b[g]}  max(a,b+r) = {lb}  {'OK' if r >= lb else 'VIOLATION'}")
print(f"sum (= dim of the theta_2-hull) = {tot}; H' = {Hp}")
