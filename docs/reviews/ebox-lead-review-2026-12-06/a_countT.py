"""Reviewer: A(ii). ORIGINAL (unpatched) rc.Rev.dimT (rank of reviewer-174's conditions, python-flint rank, numpy
int64 mulmod) against rc.Rev.count_T and against the reviewer's own transcription of Lemma C2's closed form, for
every g >= 1 and 3(n - g) <= N <= NMAX(g).  usage: a_countT.py n mode   mode = full (N up to d1 + 1, g = 1..n+1)
or sample (N in {3(n-g), 3(n-g)+1, d1-g}, g = 1..n).  Also prints, informational, N = 3(n-g) - 1 (outside the range)."""
import sys, time, itertools
from math import comb
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
import rc   # the original module; nothing patched in this process
assert rc.rank.__module__ == 'rc' and rc.Rev.dimT.__qualname__ == 'Rev.dimT'

def own_count(n, g, N):  # Lemma C2: (N+1)C(n+1,2) + N n - sum_kappa sum_r (kappa_r - g)^+
    K = [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]
    return (N + 1) * comb(n + 1, 2) + N * n - sum(max(k[r] - g, 0) for k in K for r in range(3))

n, mode = int(sys.argv[1]), sys.argv[2]
d1 = comb(n + 1, 2)
M = rc.Rev(n)
t0 = time.time(); bad = 0; cnt = 0; outside = []
print(f'== n={n} d1={d1} mode={mode}', flush=True)
for g in range(1, n + 2 if mode == 'full' else n + 1):
    lo = max(0, 3 * (n - g))
    Ns = range(lo, d1 + 2) if mode == 'full' else sorted({lo, lo + 1, d1 - g})
    row = []
    for N in Ns:
        r, c, o = M.dimT(g, N), M.count_T(g, N), own_count(n, g, N)
        cnt += 1; ok = (r == c == o); bad += (not ok)
        row.append((N, r) if ok else (N, r, c, o, 'MISMATCH'))
    if lo >= 1:
        Nb = lo - 1; r, c = M.dimT(g, Nb), M.count_T(g, Nb)
        outside.append((g, Nb, r, c))
    print(f'g={g} N={Ns.start if mode=="full" else Ns[0]}..{Ns[-1] if mode!="full" else Ns.stop-1}: (N, dimT) all equal count: '
          f'{all(len(x) == 2 for x in row)}  {row if mode != "full" else [x for x in row if len(x) > 2] or row[:2] + ["..."] + row[-1:]}  [{time.time()-t0:.1f}s]', flush=True)
print(f'outside the range (g, N=3(n-g)-1, rank dimT, count_T): {outside}', flush=True)
print(f'A(ii) SUMMARY n={n} {mode}: {cnt} (g,N) pairs in range, {bad} mismatches  [{time.time()-t0:.1f}s]', flush=True)
