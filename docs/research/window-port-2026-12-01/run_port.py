"""python run_port.py T seed mode : mode 'orbits' = every interior orbit as a group of one (run_model.py's per-orbit
ranks), 'group0' = the first group of interior_groups(T, size=6) (group.py's first line), 'groups' = all groups."""
import sys, time
from proofs.general.depth4.window_model import WindowModel, interior_groups
from proofs.general.depth4.near_vertex import interior_representatives, interior_bound
from numerics.bounds.depth4 import corner_bound

T, seed, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
dims = len(sys.argv) > 4 and sys.argv[4] == "dims"
t0 = time.time()
m = WindowModel(T=T, seed=seed)
print(f"T={T} seed={seed} p={m.p} d1={m.d1} D={m.D} rows={m.rows} cols={m.ncols} generators={m.ngen} target={m.target} [{time.time()-t0:.1f}s]", flush=True)
if dims:
    t1 = time.time(); d = m.dims()
    print(f"dim V0 = {d['dim_v0']}, dim J = {d['dim_j']} [{time.time()-t1:.1f}s]", flush=True)
reps = interior_representatives(T=T)
groups = [[a] for a, _ in reps] if mode == "orbits" else interior_groups(T=T, size=6)
if mode == "group0":
    groups = groups[:1]
full = 0
for g in groups:
    t1 = time.time()
    got = m.rank(g)
    b = corner_bound(R=3, T=T, alpha=g[0])
    full += len(g) * (3 * got["rank"] == b)
    print(f"alphas={g} dim Lambda_G={got['dim_lambda']} rank={got['rank']} x3={3*got['rank']} bound={b} "
          f"{'FULL' if 3*got['rank'] == b else 'short'} [{time.time()-t1:.1f}s]", flush=True)
print(f"{full} of {sum(len(g) for g in groups)} orbits full; interior_bound={interior_bound(T=T)} [{time.time()-t0:.1f}s]")
