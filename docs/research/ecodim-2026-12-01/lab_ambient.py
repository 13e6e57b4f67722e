"""The lab's own ambient ranks (fat_points.span_ranks, seed 1, p = 2^29 - 3, output k = 0) on the edges j = 1..s:
codim(Y_alpha + J_0) = D - rank, against 3C(s+1,2) + 3C(s-j+1,2)."""
import sys, time, resource
from math import comb
sys.path.insert(0, "/work/main")
from proofs.general.depth4.fat_points import span_ranks
from numerics.bounds.depth4 import start_degrees
for T in [int(x) for x in sys.argv[1:]]:
    s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; N2 = comb(s + 1, 2)
    D = comb(N2 + 2, 2) * comb(s + 2, 2)
    for j in range(1, s + 1):
        t0 = time.time()
        a = (n1 - j, j, 0)
        got = span_ranks(T=T, alphas=[a], outputs=(0,))
        r = got[a]["sum"][0]
        f = 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2)
        print(f"T={T} s={s} alpha={a}: dim Y={got[a]['Y']} dim J={got[a]['J'][0]} rank(Y+J)={r} D={D} codim={D-r} formula={f} "
              f"{'EQUAL' if D-r == f else 'DIFF'} general={got['general']} {time.time()-t0:.1f}s peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1024:.0f} MB", flush=True)
