"""Reviewer: A(ii) at n = 12, the certified boxes' g = 3, 2, 1 at the lowest N of the swap range, N = 3(n - g) (the
tightest point of Lemma C2's Chinese-remainder step): ORIGINAL rc.Rev.dimT (unpatched) vs count_T and own count."""
import sys, time, itertools
from math import comb
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
import rc
n = 12
def own_count(g, N):
    K = [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]
    return (N + 1) * comb(n + 1, 2) + N * n - sum(max(k[r] - g, 0) for k in K for r in range(3))
M = rc.Rev(n); t0 = time.time()
for g in [int(v) for v in sys.argv[1:]]:
    N = 3 * (n - g)
    r = M.dimT(g, N); c = M.count_T(g, N); o = own_count(g, N)
    print(f'n=12 g={g} N={N}: rank dimT={r} count_T={c} own={o} equal={r == c == o}  [{time.time()-t0:.1f}s]', flush=True)
