"""Falsification test of the window model at n = 5 (T = 10): Lemma W gives X_alpha subset S_alpha for EVERY alpha
(not only the interior), so 3 * rank(model) must be <= the recorded generic block rank (near_vertex.OUTER_RANKS,
Proposition 39) on the 76 non-interior orbits; also checks X_alpha subset J (rank [J | X] = rank J) on a few alphas."""
import sys, time
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, window, xrank
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.depth4.near_vertex import OUTER_RANKS
n, seed = 5, int(sys.argv[1]) if len(sys.argv) > 1 else 1
t0 = time.time()
m = Model(n, seed)
B0 = m.V0(); Jm = m.J()
rJ = flint_rank_mod_p(Jm.astype(np.uint64), PR, threads=1)[0]
ncols = 2796 + 60
rng = np.random.default_rng(1000 + seed)
B0R = mm(B0, rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64))
Mr = m.Mmat(m.H1r)
npt = comb(m.d1 + 2, 2); nc = m.nc
print(f"n=5 seed={seed} p={PR} dim J={rJ} [{time.time()-t0:.0f}s]", flush=True)
bad = 0
for al, rk in sorted(OUTER_RANKS.items()):
    bet = window(m, al)
    r = xrank(m, B0R, Mr, bet, ncols)
    ok = 3 * r <= rk
    bad += not ok
    print(f"alpha={al} model={r} x3={3*r} recorded={rk} {'ok' if ok else 'VIOLATION'}"
          f"{' (equal)' if 3*r == rk else ''}", flush=True)
# containment X subset J on three alphas
for al in [(12, 12, 11), (25, 5, 5), (34, 1, 0)]:
    bet = window(m, al)
    Ms = np.stack([Mr[b] for b in bet]); assign = np.arange(ncols) % len(bet)
    A = ((B0R.reshape(npt, nc, ncols) * Ms[assign].T[:, None, :]) % PR).reshape(npt * nc, ncols)
    rX = flint_rank_mod_p(A.astype(np.uint64), PR, threads=1)[0]
    rJX = flint_rank_mod_p(np.concatenate([Jm, A], 1).astype(np.uint64), PR, threads=1)[0]
    print(f"containment alpha={al}: rank X={rX}, rank J={rJ}, rank [J|X]={rJX} {'ok' if rJX == rJ else 'FAIL'}", flush=True)
print("violations:", bad, f"[{time.time()-t0:.0f}s]")
