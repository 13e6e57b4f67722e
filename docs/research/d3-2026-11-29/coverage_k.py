"""Coverage of the chain step at source level m (d = N_1(m)) for width R when B_gamma'(1, m) is known full for
every gamma' (|gamma'| = m+2) whose support has at most k elements (k = 1: pure, by hand; k = 2: 'pair'
certificates; k = 3: triples ...), using B_gamma(d, m) = sum_{gamma' <= gamma} B_gamma'(1, m):
gamma is covered iff for each l in supp(gamma) some set K containing l, |K| <= k, has sum_{K} gamma >= m+2.
(Choosing gamma' <= gamma supported in K with gamma'_l >= 1 and |gamma'| = m+2 is then possible.)
Prints the number of uncovered gamma (with max gamma <= m+1; the others are covered by hand)."""
import sys
from coverage import parts
def covered(g, m, k):
    supp = [i for i, x in enumerate(g) if x]
    srt = sorted(supp, key=lambda i: -g[i])
    for l in supp:
        others = [g[i] for i in srt if i != l][:k - 1]
        if g[l] + sum(others) < m + 2: return False
    return True
R = int(sys.argv[1]); k = int(sys.argv[2])
for m in range(3, 2 * R):
    D = (m + 1) * (m + 2) // 2
    bad = sum(1 for g in parts(D, R, m + 1) if not covered(g, m, k))
    print(f"R={R} k={k} m={m} uncovered={bad}")
