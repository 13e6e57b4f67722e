"""Thin-box ranks at special points of Lemma H's family (lower bounds on generic ranks by Lemma T).

usage: python thin_box_special.py T seed mode [a,b ...]
mode: 'coordW2'  : W2 = [[1,0,0],[1,1,0],[1,0,1]] (W2 e_1 = (1,1,1), sigma_2 = e_2, sigma_3 = e_3), rest random;
                   then e_r(gamma) = C(gamma_2, r_2) C(gamma_3, r_3) and D_{z_1^gamma} = id.
      'S'        : the flat-jet point S (L = (1,1,1), H3 = (W3^T)^{-1}), W2 random.
      'S+coordW2': both.
      'random'   : the lab's point (control; must equal thin_box.py).
"""
import sys, time, json
import numpy as np
from math import comb
import proofs.general.depth4.window_model as wm
from proofs.general.depth4.window_model import WindowModel, _monos, _rank, _vinv
from numerics.rank.blas import blas_matmul_mod_p
from numerics.rank.flint_bridge import flint_inv_mod_p
from numerics.bounds.depth4_blocks import formula_block_rank

T, seed, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
M = WindowModel(T=T, seed=seed, sampling="windows")  # draws the point, builds no columns
p = M.p
if "coordW2" in mode:
    M.W2 = np.array([[1, 0, 0], [1, 1, 0], [1, 0, 1]], dtype=np.int64)
if mode.startswith("S"):
    M.L = np.ones(3, dtype=np.int64)
    M.H3 = np.array(flint_inv_mod_p(M.W3.T.astype(np.uint64) % p, p), dtype=np.int64)
    assert ((M.H3 @ M.W3.T) % p == np.eye(3, dtype=np.int64)).all()
# now build the generator columns as WindowModel.__init__ does (generators sampling)
M.sampling = "generators"
comb_rng = np.random.default_rng(1000 + seed)
vals = M._generator_values()
mix = blas_matmul_mod_p(vals, comb_rng.integers(0, p, size=(M.ngen, M.ncols), dtype=np.int64), p)
del vals
vi = _vinv(M.d1, p)
M.columns = blas_matmul_mod_p(vi, mix.reshape(M.npt, -1), p).reshape(M.rows, M.ncols).astype(np.uint32)
n, d1, N1 = M.n, M.d1, M.n1
eye = M._window_functionals(np.eye(3, dtype=np.int64))
s = n - 1
print(f"T={T} n={n} seed={seed} mode={mode} W2={M.W2.tolist()} L={M.L.tolist()} target={M.target}", flush=True)
pairs = ([tuple(int(x) for x in a.split(",")) for a in sys.argv[4:]] if len(sys.argv) > 4
         else [(a, b) for a in range(n, -1, -1) for b in range(a, -1, -1)])
for a, b in pairs:
    t1 = time.time()
    lam = np.stack([eye[(m[0] + s, m[1] + s, m[2] + s)] for m in _monos(d1) if m[1] <= a and m[2] <= b])
    r = _rank(M.x_matrix(lam), p)
    cls, fr = formula_block_rank(T=T, alpha=(N1 - a - b, a, b))
    print(json.dumps(dict(a=a, b=b, rank=int(r), cls=cls, formula_per_coord=fr / 3, diff=int(r) - fr / 3,
                          secs=round(time.time() - t1, 1))), flush=True)
