"""helper-97: second point (seed given), NON-representative orbit members (cyclic shift (a,b,c) -> (c,a,b)),
each with its own window, one rank each: for every single orbit (B, open, vertex) and for the two end members of each
of rv_outer.py's 12 groups.  A lower bound for the permuted block by Lemma T directly; equality with the
representative's rank is a check of the S_3-invariance used in the sum and of the point-independence.
python rv_perm.py seed [deadline HHMM]"""
import sys, time, json, datetime
import numpy as np
from math import comb
sys.path.insert(0, '.')
from rv_model import RV, PR, window
from numerics.rank.flint_bridge import flint_rank_mod_p
from numerics.bounds.depth4 import corner_bound

seed = int(sys.argv[1]); deadline = sys.argv[2] if len(sys.argv) > 2 else None
n = 6; t0 = time.time()
m = RV(n, seed); N1, D = m.N1, m.D
ncols = 7003 + 40
Mr = m.Mrows(); cols = m.columns(ncols); ng = len(m.gam)
print(f"n={n} seed={seed} p={PR} D={D} rows={ng * m.nc} cols={ncols} setup {time.time() - t0:.0f}s", flush=True)
arng = np.random.default_rng(7000 + seed)
def rank_for(B):
    Ms = np.stack([Mr[b] for b in B])
    a = arng.integers(0, PR, size=(ncols, len(B)), dtype=np.int64)
    lam = np.zeros((ncols, ng), np.int64)
    for s in range(0, len(B), 64):
        lam = (lam + a[:, s:s + 64] @ Ms[s:s + 64]) % PR
    A = (cols * lam[:, None, :]) % PR
    A = np.ascontiguousarray(A.reshape(ncols, -1).T).astype(np.uint64)
    return flint_rank_mod_p(A, PR, threads=1)[0], flint_rank_mod_p(Ms.astype(np.uint64), PR, threads=1)[0]
mine = {eval(k): v for k, v in json.load(open('rv_outer_seed37.json'))['results'].items()}
singles = sorted([o for o, v in mine.items() if v['group'].startswith('single') or v['group'] == 'vertex'],
                 key=lambda o: -mine[o]['size'] * mine[o]['x3'])
ends = []
for g in sorted({v['group'] for v in mine.values()} - {'vertex'}):
    if g.startswith('single'): continue
    mem = sorted(o for o, v in mine.items() if v['group'] == g)
    ends += [mem[0], mem[-1]]
todo = ends + singles
print(f"{len(todo)} ranks planned", flush=True)
res = {}; bad = 0
for o in todo:
    if deadline and datetime.datetime.utcnow().strftime('%H%M') >= deadline:
        print("deadline reached, stopping", flush=True); break
    t1 = time.time()
    x = (o[2], o[0], o[1])
    B = window(D, x)
    r, rB = rank_for(B)
    ref = mine[o]['rank']; bd = corner_bound(R=3, T=12, alpha=x)
    eq = r == ref; over = 3 * r > bd or (mine[o]['case'] == 'C' and 3 * r > 18711)
    bad += (not eq) + over
    res[str(x)] = dict(rep=str(o), rank=r, rep_rank_seed37=ref, helper=mine[o]['helper'], bound=bd)
    print(f"alpha={x} (rep {o}, {mine[o]['case']}) |B|={len(B)} rankM={rB} rank={r} rep@seed37={ref} helper={mine[o]['helper']} "
          f"{'EQUAL' if eq else 'DIFFERENT'} {'ERROR-over-bound' if over else 'ok<=bound'} [{time.time() - t1:.0f}s, total {time.time() - t0:.0f}s]", flush=True)
    json.dump(dict(point=f"rv_model seed={seed} p={PR}", results=res), open(f"rv_perm_seed{seed}.json", "w"), indent=0)
print(f"done: {len(res)} ranks, not-equal-or-over: {bad}; total {time.time() - t0:.0f}s", flush=True)
