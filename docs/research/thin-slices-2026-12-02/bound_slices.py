"""The improved lower bound on sep(4, M >= 3, 3, T) from the sliced thin boxes (helper-126).

usage: python bound_slices.py T LOG [LOG3] [--deg=DEGLOG]
DEGLOG (optional): output of thin_deg.py at the same point: lines {"a", "b", "best"}, best <= dim X_(a,b) (the
one-variable degeneration bound, PROVED inequality, COMPUTED value). Used with monotonicity: for a <= n,
dim X_(a,b) >= max over the computed (a', b') <= (a, b) of best(a', b').
LOG3 (optional): the output of slices_xab.py n seed bmax --p3 at the SAME point (seed, prime): its line "b" = i gives
dim X_(i, a') for a' >= n + 1 (p_2 <-> p_3), in particular i = 0: the theta_3-hull X_(0, n+1).
With LOG3, for a = min(alpha_2, d_1) <= n also the Lemma K interpolations at the point (PROVED inequalities, COMPUTED
endpoints):  row: dim X_(a,b) >= ((n+1-a) E3(b) + a X_(n+1,b))/(n+1),  E3(b) = ((n+1-b) V + b X_(0,n+1))/(n+1);
column (where LOG3 has the Krylov index a): dim X_(a,b) >= ((n+1-b) E2(a) + b X_(a,n+1))/(n+1),
E2(a) = ((n+1-a) V + a X_(n+1,0))/(n+1).
LOG: the output of slices_xab.py at n = T/2 (JSON lines with "b" and "dim_X"; dim_X = dim X_(a,b) for a >= n + 1 at
the special point, COMPUTED mod p).

Per non-interior orbit (sorted alpha, alpha_3 < n): Theorem L's bound (box_jet.outer_block_lower_bound); where
a = min(alpha_2, d_1) >= n + 1 also 3 * dim X_(a, min(alpha_3, d_1)) (Lemmas G, B', W, T, H, M: rank Q_alpha >=
3 dim X_(a,b) at any point of Lemma H's family with H1 e_1 free of zeros); the larger of the two. Interior:
Proposition 50's (near_vertex.interior_bound).
"""
import json
import sys
from collections import defaultdict
from math import comb

from numerics.bounds.depth4_blocks import formula_block_rank, orbit_representatives
from proofs.general.depth4.box_jet import outer_block_lower_bound, outer_lower_bound
from proofs.general.depth4.near_vertex import interior_bound

T, log = int(sys.argv[1]), sys.argv[2]
n = T // 2
d1 = comb(n + 1, 2)
X = {}
for line in open(log):
    if line.startswith("{"):
        r = json.loads(line)
        X[r["b"]] = r["dim_X"]
print(f"T={T} n={n}: dim X_(a,b), a >= n+1, from {log}: {X}")
DEG = {}
for arg in sys.argv[3:]:
    if arg.startswith("--deg="):
        for line in open(arg.split("=", 1)[1]):
            if line.startswith("{"):
                r = json.loads(line)
                DEG[(r["a"], r["b"])] = r["best"]
        print(f"degeneration bounds: {DEG}")
X3 = {}
if len(sys.argv) > 3 and not sys.argv[3].startswith("--"):
    for line in open(sys.argv[3]):
        if line.startswith("{"):
            r = json.loads(line)
            X3[r["b"]] = r["dim_X"]
    print(f"dim X_(i, a'), a' >= n+1, from {sys.argv[3]}: {X3}")
from fractions import Fraction
from math import ceil
V = comb(comb(n, 2) + 2, 2) * comb(n + 1, 2) - 3 * (comb(n, 2) + n - 1)


def xb(b):
    """A lower bound on dim X_(a,b), a >= n + 1: the computed value, else (Lemma K: b -> dim X_(a,b) is concave and
    non-decreasing) the best chord between computed b_lo < b < b_hi, or X_(a,b_lo)."""
    if b in X:
        return X[b]
    best = max([X[c] for c in X if c < b], default=0)
    for lo in [c for c in X if c < b]:
        for hi in [c for c in X if c > b]:
            best = max(best, ceil(Fraction((hi - b) * X[lo] + (b - lo) * X[hi], hi - lo)))
    return best


def interp(a, b):
    """Lemma K interpolations at the point (0 if the data are missing)."""
    best = Fraction(0)
    if 0 in X3 and X:
        e3 = Fraction((n + 1 - b) * V + b * X3[0], n + 1)
        best = max(best, ((n + 1 - a) * e3 + a * xb(b)) / (n + 1))
    if a in X3 and 0 in X:
        e2 = Fraction((n + 1 - a) * V + a * xb(0), n + 1)
        best = max(best, ((n + 1 - b) * e2 + b * X3[a]) / (n + 1))
    return best
orbits = orbit_representatives(n1=comb(n + 2, 3))
inner = interior_bound(T=T)
cls_L, cls_new, cls_F, cls_cnt = defaultdict(int), defaultdict(int), defaultdict(int), defaultdict(int)
per = {}
tot_L = tot_new = 0
for alpha, k in orbits:
    a1, a2, a3 = sorted(alpha, reverse=True)
    if a3 >= n:
        continue
    cls, fr = formula_block_rank(T=T, alpha=alpha)
    lb = outer_block_lower_bound(T=T, alpha=alpha)
    a, b = min(a2, d1), min(a3, d1)
    new = lb
    if a >= n + 1:
        new = max(lb, 3 * xb(b))
    else:
        dg = max([v for (x, y), v in DEG.items() if x <= a and y <= b], default=0)
        new = max(lb, 3 * ceil(interp(a, b)), 3 * dg)
    assert new <= fr, (alpha, new, fr)  # Conjecture 49's rank is an upper bound (Proposition 57)
    cls_L[cls] += k * lb
    cls_new[cls] += k * new
    cls_F[cls] += k * fr
    cls_cnt[cls] += k
    key = (cls, min(a2, n + 1), a3)
    per.setdefault(key, (lb // 3, new // 3, fr // 3, 0))
    per[key] = (lb // 3, new // 3, fr // 3, per[key][3] + k)
    tot_L += k * lb
    tot_new += k * new
assert inner + tot_L == outer_lower_bound(T=T), (inner + tot_L, outer_lower_bound(T=T))
formula = inner + sum(cls_F.values())
print(f"interior (Proposition 50): {inner}")
print("per coordinate, (class, min(alpha_2, n+1), alpha_3): Theorem L / new / Conjecture 49 (blocks)")
for key in sorted(per):
    L, N, F, k = per[key]
    print(f"  {key}: {L} / {N} / {F}   ({k} blocks){'  improved' if N > L else ''}{'  = formula' if N == F else ''}")
print("per class: blocks, Theorem L, new, Conjecture 49")
for c in sorted(cls_F):
    print(f"  {c}: {cls_cnt[c]} blocks, {cls_L[c]}, {cls_new[c]}, {cls_F[c]}   (gain {cls_new[c] - cls_L[c]},"
          f" gap left {cls_F[c] - cls_new[c]})")
print(f"TOTAL: Theorem L {inner + tot_L}; new {inner + tot_new}; Conjecture 49 {formula}; "
      f"gap {formula - inner - tot_L} -> {formula - inner - tot_new}")
