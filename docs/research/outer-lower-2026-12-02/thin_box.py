"""Thin-box ranks of the window model (one output coordinate) against Conjecture 49's per-coordinate rank.

Box(a, b) := span{u -> [w^mu] u : |mu| = d_1, mu_2 <= a, mu_3 <= b} (functionals on k[w]_{d_1}).
X(Box(a,b)) = sum_{lambda in Box(a,b)} D_lambda V_0 (Lemma D), at the lab's WindowModel point.
By Lemma B' (NOTES.md) Box(min(alpha_2,n), min(alpha_3,n)) lies in Lambda_alpha whenever alpha_1 >= D and
P(e_1) != 0, so 3 x rank is a lower bound on the generic rank of Q_alpha (given Conjecture 40 at T - 2).
usage: python thin_box.py T seed [a,b a,b ...]
"""
import sys, time, json
from math import comb
import numpy as np
from proofs.general.depth4.window_model import WindowModel, _monos, _rank
from numerics.bounds.depth4_blocks import formula_block_rank

T, seed = int(sys.argv[1]), int(sys.argv[2])
t0 = time.time()
M = WindowModel(T=T, seed=seed)
n, d1, N1, D = M.n, M.d1, M.n1, M.D
print(f"T={T} n={n} d1={d1} N1={N1} D={D} seed={seed} p={M.p} sampling={M.sampling} target={M.target} "
      f"rows={M.rows} ncols={M.ncols} build {time.time()-t0:.1f}s", flush=True)
eye = M._window_functionals(np.eye(3, dtype=np.int64))
s = n - 1
if len(sys.argv) > 3:
    pairs = [tuple(int(x) for x in a.split(",")) for a in sys.argv[3:]]
else:
    pairs = [(a, b) for a in range(n, -1, -1) for b in range(a, -1, -1)]
out = []
for a, b in pairs:
    t1 = time.time()
    lam = np.stack([eye[(m[0] + s, m[1] + s, m[2] + s)] for m in _monos(d1) if m[1] <= a and m[2] <= b])
    r = _rank(M.x_matrix(lam), M.p)
    alpha = (N1 - a - b, a, b)
    cls, fr = formula_block_rank(T=T, alpha=alpha)
    contained = None
    if alpha[0] >= D:
        try:
            M.check_contained(lam, [alpha]); contained = True
        except ArithmeticError:
            contained = False
    rec = dict(a=a, b=b, nfun=int(lam.shape[0]), rank=int(r), alpha=alpha, cls=cls, formula=fr,
               formula_per_coord=fr / 3, diff=int(r) - fr / 3, alpha1_ge_D=alpha[0] >= D, contained=contained,
               secs=round(time.time() - t1, 1))
    out.append(rec)
    print(json.dumps(rec), flush=True)
print(f"total {time.time()-t0:.1f}s")
