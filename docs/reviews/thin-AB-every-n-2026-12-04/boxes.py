"""A boxes a >= n+1 at S_p, own code: dim T_(a,b) = sum_g dim T_g(d1) (target slices, (J) + (Y) condition rows),
optionally dim X_(a,b) = sum_g dim S_g(d1) (slice spans), against formula/3 (lab's formula_block_rank // 3 and the
closed form c_3 - 3C(n-b+3,4)) and the lab's records (EXACT_DIMS at special_point = S_p; GENERAL_DIMS at
general_point). Usage: boxes.py n [--X] [--flint] [b ...]"""
import sys, time
from math import comb
import numpy as np
from own import *
from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.thin.exact_boxes import EXACT_DIMS
from proofs.general.depth4.thin.general_boxes import GENERAL_DIMS

args = sys.argv[1:]
n = int(args[0]); doX = "--X" in args; useflint = "--flint" in args
bs = [int(a) for a in args[1:] if not a.startswith("--")] or list(range(1, n))
pt, _ = lab_point(1)
m = Model(n, pt)
d1 = comb(n + 1, 2); nc = m.nc
c3 = comb(d1 + 2, 2) * nc - 3 * (d1 + n)

def rank(A):
    if not useflint:
        return rank_mod_p(A)
    import flint
    if A.shape[0] == 0:
        return 0
    return flint.nmod_mat(A.shape[0], A.shape[1], [int(v) for v in (A % P).ravel()], P).rank()

# sum over g of dim (J-slice only) must be c_3
Jsum = sum((d1 - g + 1) * nc - rank_mod_p(m.conditions(g, d1 - g, 1, with_Y=False)) for g in range(d1 + 1))
print(f"n={n}: d1={d1}, c_3={c3}, sum_g dim(J slice g at d1) = {Jsum}  (== c_3: {Jsum == c3})", flush=True)
for b in bs:
    t0 = time.time()
    a = n + 1
    f3 = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - a - b, a, b))
    closed = c3 - 3 * comb(n - b + 3, 4)
    dT = 0; dX = 0; slices_ok = True
    for g in range(d1 + 1):
        N = d1 - g
        C = m.conditions(g, N, b)
        t = (N + 1) * nc - rank_mod_p(C)
        dT += t
        if doX:
            S = m.S(g, N, b)
            s = rank(S) if S.shape[0] else 0
            dX += s
            slices_ok &= (s == t)
    rec = []
    if n in EXACT_DIMS and (n + 1, b) in EXACT_DIMS[n]:
        rec.append(f"EXACT_DIMS[{n}][({n+1},{b})] (S_p) = {EXACT_DIMS[n][(n+1, b)]}")
    if n in GENERAL_DIMS and (n + 1, b) in GENERAL_DIMS[n]:
        rec.append(f"GENERAL_DIMS[{n}][({n+1},{b})] (general_point) = {GENERAL_DIMS[n][(n+1, b)]}")
    if n in GENERAL_DIMS and (n, b) in GENERAL_DIMS[n]:
        rec.append(f"GENERAL_DIMS[{n}][({n},{b})] = {GENERAL_DIMS[n][(n, b)]}")
    print(f"  b={b}: class {f3[0]}, formula/3 = {f3[1] // 3} (rem {f3[1] % 3}), c_3-3C(n-b+3,4) = {closed}, "
          f"own dim T_(a,b) = {dT}" + (f", own dim X_(a,b) (S_p) = {dX}, every slice S_g = T_g: {slices_ok}" if doX else "")
          + ("; " + "; ".join(rec) if rec else "") + f"  [{time.time()-t0:.0f}s]", flush=True)
