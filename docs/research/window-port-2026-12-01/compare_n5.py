"""Compare the port (proofs.general.depth4.window_model) with the helper's model.py at T = 10, seed 1, entry by entry."""
import sys, time
import numpy as np
sys.path.insert(0, "/work/main/docs/research/interior-2026-12-01")
from model import Model, PR, mm, window, xrank  # the original
from proofs.general.depth4.window_model import WindowModel, _monos

t0 = time.time()
m = Model(5, 1)
B0 = m.V0()
ncols = 2796 + 60
rng = np.random.default_rng(1001)
B0R = mm(B0, rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64))
Mr = m.Mmat(m.H1r)
Jm = m.J()
print(f"original built [{time.time()-t0:.1f}s]", flush=True)
t0 = time.time()
w = WindowModel(T=10, seed=1)
print(f"port built [{time.time()-t0:.1f}s]", flush=True)
print("columns equal:", np.array_equal(w.columns, B0R))
print("functionals equal:", all(np.array_equal(w.functionals[b], Mr[b]) for b in _monos(m.D)))
print("ideal equal:", np.array_equal(w.ideal_matrix(), Jm))
for al in [(12, 12, 11), (34, 1, 0)]:
    r0 = xrank(m, B0R, Mr, window(m, al), ncols)
    r1 = w.rank([al])["rank"]
    print(f"alpha={al}: original xrank={r0} port={r1}", flush=True)
