"""helper-97: window-model ranks of all 150 non-interior S_3-orbits at T = 12 (n = 6), own code (rv_model.py, a copy
of the interior reviewer's implementation with PR = 999983), own seed, own grouping.
python rv_outer.py seed [deadline HHMM UTC]
Groups: window of the componentwise minimum of the group (B_min subset of B_alpha for all alpha in G, asserted), so
the group's lambdas lie in Lambda_alpha for every member by construction (Lemma M).
"""
import sys, time, json, datetime
import numpy as np
from math import comb
from itertools import permutations
sys.path.insert(0, '.')
from rv_model import RV, PR, window
from numerics.rank.flint_bridge import flint_rank_mod_p
from numerics.bounds.depth4 import corner_bound

seed = int(sys.argv[1]); deadline = sys.argv[2] if len(sys.argv) > 2 else None
n = 6; t0 = time.time()
m = RV(n, seed); N1, D = m.N1, m.D
assert (N1, D) == (56, 36)
mm = lambda d: comb(2 + d, d) if d >= 0 else 0
c3 = sum((-1) ** (i + 1) * comb(3, i) * mm(m.d1 - i) * mm(n - i) for i in range(1, 4))
ncols = c3 + 40
Mr = m.Mrows(); cols = m.columns(ncols); ng = len(m.gam)
print(f"n={n} seed={seed} p={PR} D={D} rows={ng * m.nc} cols={ncols} c3={c3} setup {time.time() - t0:.0f}s", flush=True)
arng = np.random.default_rng(7000 + seed)

def rank_for(B):
    Ms = np.stack([Mr[b] for b in B])
    a = arng.integers(0, PR, size=(ncols, len(B)), dtype=np.int64)
    lam = np.zeros((ncols, ng), np.int64)
    for s in range(0, len(B), 64):
        lam = (lam + a[:, s:s + 64] @ Ms[s:s + 64]) % PR
    A = (cols * lam[:, None, :]) % PR
    A = np.ascontiguousarray(A.reshape(ncols, -1).T).astype(np.uint64)
    rB = flint_rank_mod_p(Ms.astype(np.uint64), PR, threads=1)[0]
    return flint_rank_mod_p(A, PR, threads=1)[0], rB

# all non-interior orbit representatives (sorted descending)
blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a)]
outer_blocks = [x for x in blocks if min(x) < n]
orb = sorted({tuple(sorted(x, reverse=True)) for x in outer_blocks})
size = {o: len(set(permutations(o))) for o in orb}
print(f"blocks {len(blocks)}, non-interior blocks {len(outer_blocks)}, orbits {len(orb)}, sum sizes {sum(size.values())}", flush=True)
def case(o):
    a, b, c = o
    if o == (56, 0, 0): return 'V'
    if b >= n and c == 0: return 'C'
    if b >= n and 1 <= c < n: return 'A'
    return 'B/open'
bound = {o: corner_bound(R=3, T=12, alpha=o) for o in orb}
groups = []   # (name, members, target per coordinate or None)
TA = {1: 6793, 2: 6898, 3: 6958, 4: 6988, 5: 7000}
for mval in range(1, 6):
    mem = [o for o in orb if case(o) == 'A' and o[2] == mval]
    groups.append((f"A{mval}-big", [o for o in mem if o[0] >= 36], TA[mval]))
    groups.append((f"A{mval}-small", [o for o in mem if o[0] < 36], TA[mval]))
mem = [o for o in orb if case(o) == 'C']
groups.append(("C-big", [o for o in mem if o[0] >= 36], 6237)); groups.append(("C-small", [o for o in mem if o[0] < 36], 6237))
helper = {eval(k): v for k, v in json.load(open('/work/main/docs/research/outer-T12-2026-12-01/results.json'))['results'].items()}
rest = [o for o in orb if case(o) == 'B/open']
rest.sort(key=lambda o: -size[o] * helper[o]['x3'])   # biggest totals first
for o in rest: groups.append((f"single{o}", [o], helper[o]['model_rank']))
groups.append(("vertex", [(56, 0, 0)], 2796))
cov = sorted(sum((g[1] for g in groups), []))
assert cov == orb and len(set(cov)) == 150, "grouping must cover every orbit once"
print(f"{len(groups)} ranks planned", flush=True)
res = {}
for name, G, tgt in groups:
    if deadline and datetime.datetime.utcnow().strftime('%H%M') >= deadline:
        print("deadline reached, stopping", flush=True); break
    t1 = time.time()
    mn = tuple(min(y[i] for y in G) for i in range(3))
    B = window(D, mn)
    assert B and all(all(b[i] <= y[i] for i in range(3)) for b in B for y in G)
    r, rB = rank_for(B)
    over = [y for y in G if 3 * r > bound[y] or (case(y) == 'C' and 3 * r > 18711)]
    for y in G:
        res[str(y)] = dict(size=size[y], case=case(y), rank=r, x3=3 * r, bound=bound[y], helper=helper[y]['model_rank'], group=name)
    print(f"{name}: {len(G)} orbits min={mn} |B|={len(B)} rankM={rB} rank={r} target={tgt} "
          f"{'MEETS' if r >= tgt else 'SHORT'} helper={sorted({helper[y]['model_rank'] for y in G})} "
          f"{'ERROR-over-bound ' + str(over) if over else 'ok<=bound'} alphas={G} "
          f"[{time.time() - t1:.0f}s, total {time.time() - t0:.0f}s]", flush=True)
    json.dump(dict(point=f"rv_model seed={seed} p={PR} ncols={ncols} arng={7000 + seed}", results=res),
              open(f"rv_outer_seed{seed}.json", "w"), indent=0)
tot = sum(v['size'] * v['x3'] for v in res.values())
print(f"done: {len(res)} orbits, sum size*3*rank = {tot}; total {time.time() - t0:.0f}s", flush=True)
