"""python outer_port.py seed : check_outer.py with the port: 3 x (window rank) <= near_vertex.OUTER_RANKS on the 76
non-interior orbits at T = 10 (Lemma W holds for every alpha)."""
import sys, time
from proofs.general.depth4.window_model import WindowModel
from proofs.general.depth4.near_vertex import OUTER_RANKS
seed = int(sys.argv[1])
t0 = time.time()
m = WindowModel(T=10, seed=seed)
print(f"T=10 seed={seed} p={m.p} [{time.time()-t0:.1f}s]", flush=True)
bad = equal = 0
for al, rk in sorted(OUTER_RANKS.items()):
    t1 = time.time()
    r = m.rank([al])["rank"]
    bad += 3 * r > rk
    equal += 3 * r == rk
    print(f"alpha={al} model={r} x3={3*r} recorded={rk} {'ok' if 3*r <= rk else 'VIOLATION'}{' (equal)' if 3*r == rk else ''} [{time.time()-t1:.1f}s]", flush=True)
print(f"violations: {bad}, equal: {equal} of {len(OUTER_RANKS)} [{time.time()-t0:.0f}s]")
