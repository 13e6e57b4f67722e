"""For each pair 2 <= M < R <= Rmax: s0 = least s with D_s <= cap_s; balanced selector classes (j mod M);
graded cap condition max_beta R*dim(I_k)_beta <= cap_{s-1}; the least s >= s0 where it holds (s_sel)."""
import sys, itertools
from es import mch, D_s, cap_s
from gs import T_dim_beta
def compositions(s, M):
    for c in itertools.combinations(range(s + M - 1), M - 1):
        prev = -1; b = []
        for x in c: b.append(x - prev - 1); prev = x
        b.append(s + M - 2 - prev); yield tuple(b)
def maxT(M, R, s):
    sizes = [len(range(m, R, M)) for m in range(M)]
    # max over beta; by symmetry of equal sizes restrict to sorted? just brute force for small M, s
    return max(R * T_dim_beta(b, sizes) for b in compositions(s, M))
Rmax = int(sys.argv[1])
rows = []
for R in range(3, Rmax + 1):
    for M in range(2, R):
        s0 = next(s for s in range(1, 60) if D_s(M, R, s) <= cap_s(M, R, s))
        s = s0
        while mch(M, s) ** 1 and maxT(M, R, s) > cap_s(M, R, s - 1): s += 1
        rows.append((M, R, s0, s))
        print(M, R, "s0", s0, "s_sel", s, "D_s0", D_s(M, R, s0), "maxT", maxT(M, R, s0), "cap_{s0-1}", cap_s(M, R, s0 - 1), flush=True)
