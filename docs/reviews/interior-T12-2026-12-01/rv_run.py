"""python rv_run.py n seed mode [args]
mode 'orbits': one rank per orbit (own window) for the listed set: 'interior' or 'outer' (near_vertex.OUTER_RANKS)
mode 'groups': greedy groups of interior orbits with a common sub-window (window of the componentwise min)
"""
import sys, time, json
import numpy as np
from math import comb
sys.path.insert(0, '.')
from rv_model import RV, PR, window, monos
from numerics.rank.flint_bridge import flint_rank_mod_p

n, seed, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
t0 = time.time()
m = RV(n, seed)
N1, D = m.N1, m.D
def c3(d1, d2, R=3, k=3):
    mm = lambda d: comb(R + d - 1, d) if d >= 0 else 0
    return sum((-1) ** (i + 1) * comb(k, i) * mm(d1 - i) * mm(d2 - i) for i in range(1, k + 1))
target = c3(m.d1, n)
ncols = target + 40
Mr = m.Mrows()
cols = m.columns(ncols)
ng = len(m.gam)
print(f"n={n} seed={seed} p={PR} D={D} d1={m.d1} rows={ng * m.nc} cols={ncols} target c3={target} setup {time.time() - t0:.0f}s", flush=True)
arng = np.random.default_rng(5000 + seed)

def rank_for(B):
    Ms = np.stack([Mr[b] for b in B])                            # (|B|, ng)
    a = arng.integers(0, PR, size=(ncols, len(B)), dtype=np.int64)
    lam = np.zeros((ncols, ng), np.int64)
    for s in range(0, len(B), 64):
        lam = (lam + a[:, s:s + 64] @ Ms[s:s + 64]) % PR
    A = (cols * lam[:, None, :]) % PR                            # (ncols, nc, ng)
    A = A.reshape(ncols, -1).T
    rB = flint_rank_mod_p(Ms.astype(np.uint64), PR, threads=1)[0]
    return flint_rank_mod_p(np.ascontiguousarray(A).astype(np.uint64), PR, threads=1)[0], rB

if mode == 'vertex':
    # V_0 itself (lambda = 1 on every gamma): should be c3(C(n,2), n-1)... as a space in k[b,c]_(d1, n)
    A = cols.reshape(ncols, -1).T
    print("rank V0 columns:", flint_rank_mod_p(np.ascontiguousarray(A).astype(np.uint64), PR, threads=1)[0], flush=True)
if mode == 'orbits':
    which = sys.argv[4]
    if which == 'interior':
        al = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
        ref = {x: 3 * target for x in al}   # block bound 3 c3
    else:
        from proofs.general.depth4.near_vertex import OUTER_RANKS
        ref = dict(OUTER_RANKS)
        al = sorted(ref)
    if len(sys.argv) > 5:
        al = [al[i] for i in map(int, sys.argv[5].split(','))]
    bad = 0
    for x in al:
        t1 = time.time()
        B = window(D, x)
        if not B:
            print(f"alpha={x} empty window -> model 0", flush=True); continue
        r, rB = rank_for(B)
        ok = 3 * r <= ref[x]
        bad += not ok
        print(f"alpha={x} |B|={len(B)} dimLambda={rB} model={r} x3={3 * r} ref={ref[x]} {'ok' if ok else 'VIOLATION'}"
              f"{' EQUAL' if 3 * r == ref[x] else ''} [{time.time() - t1:.1f}s]", flush=True)
    print("violations:", bad, f"total {time.time() - t0:.0f}s")
if mode == 'groups':
    minwin = int(sys.argv[4]); maxg = int(sys.argv[5])
    only = sys.argv[6] if len(sys.argv) > 6 else None
    al = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
    al.sort(key=lambda x: (x[2], x[0]))
    groups = []; cur = []
    for x in al:
        trial = cur + [x]
        mn = tuple(min(y[i] for y in trial) for i in range(3))
        if cur and (len(trial) > maxg or len(window(D, mn)) < minwin or x[2] != cur[0][2]):
            groups.append(cur); cur = [x]
        else:
            cur = trial
    groups.append(cur)
    assert sorted(sum(groups, [])) == sorted(al) and len(al) == len(set(al))
    print(f"{len(al)} interior orbits, {len(groups)} groups (min window {minwin}, max size {maxg})", flush=True)
    if only:
        sel = [int(i) for i in only.split(',')]
    else:
        sel = range(len(groups))
    res = {}
    for gi in sel:
        G = groups[gi]
        t1 = time.time()
        mn = tuple(min(y[i] for y in G) for i in range(3))
        B = window(D, mn)
        assert all(all(b[i] <= y[i] for i in range(3)) for b in B for y in G)   # B subset B_alpha for all alpha in G
        r, rB = rank_for(B)
        for y in G: res[str(y)] = r
        print(f"group {gi} size={len(G)} min={mn} |B|={len(B)} dimLambda>={rB} rank={r} {'FULL' if r == target else 'SHORT'} "
              f"alphas={G} [{time.time() - t1:.0f}s, total {time.time() - t0:.0f}s]", flush=True)
        json.dump(res, open(f"rv_groups_n{n}_seed{seed}.json", "w"), indent=0)
    print("done", f"total {time.time() - t0:.0f}s")
