"""(L^E) for one E box (a, 0), 1 <= a <= n, at S_p in bounded memory (lead, session 59): echeck.py's check with its
module part replaced by the scoping notes' ntop.py loop, so that n = 12 fits.

echeck.py builds M_(a,0),D with tri.Tri.M, which keeps every degree's basis as int64 and forms x R, t R, z R as one
matrix (> 10 GB in degree 15 at n = 12).  Here, as in ntop.py, only the current degree's basis is kept, as uint64,
and the three multiples are absorbed one at a time into a running rref: same generators (tri.Tri.Gab(a, 0)), same
column order, same t-profile.  The P^1 part is echeck.py's, for the one e0 = e0_P: P(e, a) against Theorem C's
target dim T_a(e) (thin-C-slices common.CModel.dimT), e = 0..n+2; R_inf(a; e0) = F_a - L_a - sum_(g<=a) dim S_g(d1-g)
- sum_(e=e0)^(d1-a-1) dim T_a(e) (L_a = 18 for a = 1, else 9).  The module stops at the first D' >= a + e0 with
top_(e0)(D') >= R_inf and prints the control top_(e0)(D' - 1); each degree also compares the slices g <= a with the
C box's (Lemma E2) and dim M_D with formula_D - L_a.
usage: etop.py n Dmax a   (env SEED, default 1)"""
import importlib.util
import json
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "thin-NEC-scoping-2026-12-05"))
from common import P, Tri, formula_D, next_degree, rank_blocks, t_profile  # noqa: E402  (scoping notes; imports tri.py, own_copy.py)

spec = importlib.util.spec_from_file_location("ccommon", os.path.join(HERE, "..", "thin-C-slices-2026-12-05", "common.py"))
cc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cc)

n, Dmax, a = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
seed = int(os.environ.get("SEED", "1"))
T = Tri(n, seed=seed)
CM = cc.CModel(n, seed=seed)
d1 = n * (n + 1) // 2
loss = 18 if a == 1 else 9
t0 = time.time()
cacheT, cacheS = {}, {}


# lead, session 60: the slice ranks dim S_g(e) and targets dim T_g(e) do not depend on the box, so at n = 12 they are
# shared between runs through a JSON file of this folder (used only if it exists: etop_cache_n<n>_seed<seed>.json;
# each entry was computed by this script, or copied by the lead from this script's logs).  Values read from it are
# counted on the "cached" line.
CACHE = os.path.join(HERE, f"etop_cache_n{n}_seed{seed}.json")
disk = json.load(open(CACHE)) if os.path.exists(CACHE) else None
hits = []


def cached(kind, g, e, compute):
    key = f"{kind} {g} {e}"
    if disk is None:
        return compute()
    if key in disk:
        hits.append(key)
        return disk[key]
    v = compute()
    merged = json.load(open(CACHE))  # another run may have added entries meanwhile
    merged[key] = v
    disk.update(merged)
    tmp = f"{CACHE}.{os.getpid()}"
    with open(tmp, "w") as f:
        json.dump(merged, f, sort_keys=True)
    os.replace(tmp, CACHE)
    return v


def dT(g, e):
    if (g, e) not in cacheT:
        cacheT[(g, e)] = cached("T", g, e, lambda: CM.dimT(g, e))
    return cacheT[(g, e)]


def dS(g, e):
    if (g, e) not in cacheS:
        # lead, session 60: chunked (the slices at d1 did not fit 9 GB at n = 12, a = 3); session 61: drawn block by
        # block (building slice 5 at d1 did not fit 7 GB)
        cacheS[(g, e)] = cached("S", g, e, lambda: rank_blocks(T.m.S_blocks(g, e, 0), (e + 1) * T.nc))
    return cacheS[(g, e)]


f3 = formula_D(n, a, 0, d1)[1]
fails = [(e, dS(a, e), dT(a, e)) for e in range(0, n + 3) if dS(a, e) != dT(a, e)]
e0 = max(1, 1 + max([e for e, _, _ in fails], default=-1))
print(f"=== n={n} E box ({a},0) d1={d1} seed={seed} formula/3={f3} loss={loss} target={f3 - loss}", flush=True)
print(f"P(e,{a}) fails at (e, dim S_a(a+e), dim T_a(e)) = {fails} -> e0_P = {e0}  [{time.time() - t0:.0f}s]", flush=True)
low = [(g, dS(g, d1 - g), dT(g, d1 - g)) for g in range(a + 1)]
Rinf = f3 - loss - sum(s for _, s, _ in low) - sum(dT(a, e) for e in range(e0, d1 - a))
print(f"slices g<=a at d1 (g, dim S_g, dim T_g): {low}; R_inf(e0={e0}) = {Rinf}  [{time.time() - t0:.0f}s]", flush=True)
if disk is not None:
    print(f"cached (from {os.path.basename(CACHE)}): {len(hits)} values: {sorted(set(hits))}", flush=True)


R = np.ascontiguousarray(T.Gab(a, 0) % P, dtype=np.uint64)  # Gab is already a basis (tri.basis)
tops, Dt, low_ok = {}, None, True
for D in range(n + 1, Dmax + 1):
    if D > n + 1:
        R = next_degree(T, R, D)
    prof = t_profile(T, R, D)
    ok = prof[:min(a, D) + 1] == [dS(g, D - g) for g in range(min(a, D) + 1)]
    low_ok &= ok
    tops[D] = sum(prof[D - e] for e in range(min(e0, D + 1)))
    print(f"D={D}: dim M={R.shape[0]} formula_D-loss={formula_D(n, a, 0, D)[1] - loss} top_e0(D)={tops[D]} "
          f"t-profile={prof} (slices g<=a = C box's: {ok})  [{time.time() - t0:.0f}s]", flush=True)
    if tops[D] >= Rinf and D >= a + e0:
        Dt = D
        break
ctrl = tops.get(Dt - 1, "-") if Dt else "-"
print(f"RESULT n={n} ({a},0): e0={e0} R_inf={Rinf} D'={Dt} control top(D'-1)={ctrl} low slices = C box's: {low_ok} "
      f"{'(L^E) HOLDS' if Dt else f'(L^E) not reached by D={Dmax}'}  [{time.time() - t0:.0f}s]", flush=True)
