"""The lab's jet bound on dim Y_alpha (local_jets.jet_dimension, seed 1, p = 2^29 - 3) on the edges at T = 14, and the
edge bound 3 min(c_2, bound + c_2 - D + 3C(s+1,2) + 3C(s-j+1,2)) that Theorem E (NOTES.md §2) makes a proof."""
import sys, time, resource
from math import comb
sys.path.insert(0, "/work/main")
from proofs.general.depth4.local_jets import jet_dimension
from numerics.bounds.depth4 import common_support_count, start_degrees, corner_bound
from proofs.general.depth4 import sep_formula
T = int(sys.argv[1]); js = [int(x) for x in sys.argv[2:]]
s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
D = comb(n2 + 2, 2) * comb(s + 2, 2); c2 = common_support_count(R=3, degrees=(n2, s), k=2)
for j in js:
    t0 = time.time()
    a = (n1 - j, j, 0)
    got = jet_dimension(T=T, alpha=a)
    f = 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2)
    ub = 3 * min(c2, got["bound"] + c2 - D + f)
    ub = min(ub, corner_bound(R=3, T=T, alpha=a))
    conj = sep_formula.block_rank(T=T, alpha=a)
    print(f"T={T} alpha={a}: dim Y jet bound {got['bound']}, point {got['point']}; edge upper bound {ub} (Prop 12: {corner_bound(R=3, T=T, alpha=a)}); Conjecture 49 {conj}; "
          f"{time.time()-t0:.1f}s peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1024:.0f} MB", flush=True)
