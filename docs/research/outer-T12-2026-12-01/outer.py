"""python outer.py [stop_utc_HHMM] : window-model lower bounds (Lemmas W, T, H, D, M of
docs/research/interior-2026-12-01) for the 150 NON-interior S_3-orbits at T = 12 (n = 6), at the same point as the
interior run group.py 6 1 6: Model(6, seed=1), p = 1048571, H1 = Model.H1r, columns B0R = V0 @ rng(1000+1) (7063).

Plan (order of total weight): case C (flat edges) and case A (five values of m) in contiguous groups by alpha_2
(two chunks per class); a group below its target t = pred/3 is bisected (each half again) down to single orbits;
then case B singles; then the near-vertex ('open', 'vertex') singles.  A group rank r_G is a lower bound for every
member (Lemma M: Lambda_G subset Lambda_alpha, checked by rank), kept if nothing better is found.
ERROR check: 3 r > corner_bound (Proposition 12) or, for case C, 3 r > 18711 (Proposition 35) -> stop."""
import sys, time, json, datetime
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, window
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p

STOP = sys.argv[1] if len(sys.argv) > 1 else "0650"
def late():
    now = datetime.datetime.now(datetime.timezone.utc)
    return now.strftime("%H%M") >= STOP

n, seed = 6, 1
t0 = time.time()
rows = json.load(open('table.json'))
info = {tuple(r['alpha']): r for r in rows}
m = Model(n, seed)
Mr = m.Mmat(m.H1r)

def kernel(A):
    R, r = flint_rref_mod_p(A.astype(np.uint64), PR)
    R = np.array(R, dtype=np.int64)[:r]
    piv = [int(np.nonzero(R[i])[0][0]) for i in range(r)]
    free = [j for j in range(A.shape[1]) if j not in piv]
    K = np.zeros((len(free), A.shape[1]), np.int64)
    for t, f in enumerate(free):
        K[t, f] = 1
        for i, pc in enumerate(piv):
            K[t, pc] = (-R[i, f]) % PR
    return K

def rk(A):
    return flint_rank_mod_p(A.astype(np.uint64), PR, threads=1)[0]

Ks = {a: kernel(np.stack([Mr[b] for b in window(m, a)])) for a in info}
dimL = {a: len(monos(m.d1)) - Ks[a].shape[0] for a in info}
print(f"n={n} T=12 seed={seed} p={PR} d1={m.d1} D={m.D} e={m.e} orbits={len(info)} [{time.time()-t0:.0f}s]", flush=True)
B0 = m.V0()
ncols = 7003 + 60
rng = np.random.default_rng(1000 + seed)
B0R = mm(B0, rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64)); del B0
npt = comb(m.d1 + 2, 2); nc = m.nc
print(f"setup done: rows {npt*nc}, cols {ncols} [{time.time()-t0:.0f}s]", flush=True)

res = {}      # alpha -> dict(size, r, x3, cert)
runs = []
def save():
    out = {str(a): dict(size=info[a]['size'], case=info[a]['case'], pred=info[a]['pred'], bound=info[a]['bound'],
                        model_rank=v['r'], x3=3 * v['r'], cert=v['cert']) for a, v in res.items()}
    json.dump(dict(point=f"Model(6, seed=1), p={PR}, H1=H1r, cols rng(1001), ncols={ncols}", results=out, runs=runs),
              open('results.json', 'w'), indent=1)

class Stop(Exception): pass

def certify(G, gid):
    """rank of X(Lambda_G); records; returns rank."""
    if late(): raise Stop()
    t1 = time.time()
    S = np.concatenate([Ks[a] for a in G])
    Lam = kernel(S) if S.shape[0] else np.eye(npt, dtype=np.int64)
    if Lam.shape[0] == 0:
        r = 0
    else:
        for a in G:   # Lemma M containment check
            A = np.stack([Mr[b] for b in window(m, a)])
            assert rk(A) == rk(np.concatenate([A, Lam])), ("containment", a)
        assign = np.arange(ncols) % Lam.shape[0]
        A = (B0R.reshape(npt, nc, ncols) * Lam[assign].T[:, None, :]) % PR
        r = rk(A.reshape(npt * nc, ncols))
    preds = sorted(set(info[a]['pred'] for a in G), key=str)
    t = min(info[a]['pred'] for a in G) // 3 if all(info[a]['pred'] for a in G) else None
    cert = gid if len(G) > 1 else 'single'
    for a in G:
        ub = info[a]['bound'] if info[a]['case'] != 'C' else min(info[a]['bound'], 18711)
        if 3 * r > ub:
            print(f"ERROR: alpha={a} 3r={3*r} > upper bound {ub}", flush=True)
            runs.append(dict(id=gid, alphas=[list(x) for x in G], dimLambda=int(Lam.shape[0]), rank=int(r), ERROR=True)); save()
            sys.exit(2)
        if a not in res or r > res[a]['r']:
            res[a] = dict(r=int(r), cert=cert)
    runs.append(dict(id=gid, alphas=[list(x) for x in G], dimLambda=int(Lam.shape[0]), rank=int(r), target=t,
                     secs=round(time.time() - t1)))
    save()
    st = '' if t is None else ('AT TARGET' if r == t else ('short by %d' % (t - r) if r < t else 'ABOVE TARGET (rule refuted?)'))
    print(f"{gid}: size={len(G)} dim Lambda_G={Lam.shape[0]} (dims Lambda_a {min(dimL[a] for a in G)}..{max(dimL[a] for a in G)}) "
          f"rank={r} x3={3*r} target/coord={t} {st} alphas={G} [{time.time()-t1:.0f}s, total {time.time()-t0:.0f}s]", flush=True)
    return r, t

def run_group(G, gid):
    r, t = certify(G, gid)
    if t is not None and r < t and len(G) > 1:
        h = len(G) // 2
        run_group(G[:h], gid + 'a'); run_group(G[h:], gid + 'b')

# classes
from collections import defaultdict
cls = defaultdict(list)
for a, r in info.items():
    cls[(r['case'], r['pred'])].append(a)
order = sorted(cls, key=lambda k: -sum(info[a]['size'] for a in cls[k]))
plan = []
for k in order:
    if k[0] not in ('A', 'C'): continue
    L = sorted(cls[k], key=lambda a: a[1])
    h = (len(L) + 1) // 2
    plan += [(f"{k[0]}{k[1]}-1", L[:h]), (f"{k[0]}{k[1]}-2", L[h:])]
Bs = sorted([a for a in info if info[a]['case'] == 'B'], key=lambda a: -info[a]['size'])
plan += [(f"B-{a[0]}-{a[1]}-{a[2]}", [a]) for a in Bs]
nv = sorted([a for a in info if info[a]['case'] in ('open', 'vertex')], key=lambda a: (-info[a]['size'], a[0]))
plan += [(f"NV-{a[0]}-{a[1]}-{a[2]}", [a]) for a in nv]
print("plan:", [(g, len(G)) for g, G in plan], flush=True)
try:
    for gid, G in plan:
        run_group(G, gid)
except Stop:
    print(f"STOPPED at the deadline guard {STOP} UTC", flush=True)
tot = 16387020 + sum(info[a]['size'] * 3 * v['r'] for a, v in res.items())
print(f"computed orbits {len(res)} of {len(info)}; blocks {sum(info[a]['size'] for a in res)}; "
      f"at prediction {sum(1 for a in res if info[a]['pred'] and 3*res[a]['r'] == info[a]['pred'])}; "
      f"total lower bound sep(4, M>=3, 3, 12) >= {tot} [{time.time()-t0:.0f}s]", flush=True)
