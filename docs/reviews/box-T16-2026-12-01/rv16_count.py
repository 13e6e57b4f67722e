"""helper-103: counts at T = 16 (n = 8), generalised from the T = 14 reviewer's rv14.py 'count' mode."""
import sys, time
from math import comb
from itertools import permutations
sys.path.insert(0, '/work/main')
t0 = time.time()
n = 8; T = 2 * n
N1, d1 = comb(n + 2, 3), comb(n + 1, 2)
D = d1 + 3 * (n - 1)


def c3(d1, d2, R=3, k=3):
    mm = lambda d: comb(R + d - 1, d) if d >= 0 else 0
    return sum((-1) ** (i + 1) * comb(k, i) * mm(d1 - i) * mm(d2 - i) for i in range(1, k + 1))


blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if min(a, b, N1 - a - b) >= n]
orb = sorted({tuple(sorted(x, reverse=True)) for x in blocks})
size = lambda o: len(set(permutations(o)))
cov = [o for o in orb if o[0] >= D]
rest = [o for o in orb if o[0] < D]
print(f"n={n} T={T} N1={N1} d1={d1} D={D} e=C(n+1,3)-3(n-1)={comb(n + 1, 3) - 3 * (n - 1)} (e+D={comb(n + 1, 3) - 3 * (n - 1) + D}) "
      f"side={comb(d1 + 2, 2)}*{comb(n + 2, 2)}={comb(d1 + 2, 2) * comb(n + 2, 2)}")
print(f"interior blocks={len(blocks)} (C(N1-3n+2,2)={comb(N1 - 3 * n + 2, 2)}) orbits={len(orb)} "
      f"sum of orbit sizes={sum(map(size, orb))}")
print(f"max alpha >= D (Lemma B): orbits={len(cov)} blocks={sum(map(size, cov))}; max alpha < D: orbits={len(rest)} "
      f"blocks={sum(map(size, rest))}")
tgt = c3(d1, n)
print(f"c3({d1},{n})={tgt}  3*c3={3 * tgt}  level n-1: c3({comb(n, 2)},{n - 1})={c3(comb(n, 2), n - 1)}")
print(f"{len(blocks)} x {3 * tgt} = {len(blocks) * 3 * tgt}  (lab: 4753 x 94509 = 449201277: "
      f"{len(blocks) * 3 * tgt == 449201277})")
# brute-force independent count of blocks (no formula): all alpha with |alpha| = N1, each alpha_i >= n
bf = sum(1 for a in range(n, N1 + 1) for b in range(n, N1 + 1) if N1 - a - b >= n)
print("brute-force block count:", bf)
from numerics.bounds.depth4 import corner_bound, depth4_ideal_bound
vals = {corner_bound(R=3, T=T, alpha=a) for a in orb}
print(f"corner_bound(R=3,T={T}) over the {len(orb)} interior orbits: {vals}")
try:
    tot = depth4_ideal_bound(R=3, T=T)
    print(f"depth4_ideal_bound(R=3,T={T}) = {tot}; interior share {len(blocks) * 3 * tgt / tot:.3f}")
except Exception as ex:
    print("depth4_ideal_bound not run:", ex)
try:
    from numerics.bounds.depth3 import depth3_ideal_bound
    print("depth3_ideal_bound(R=3,T=16) =", depth3_ideal_bound(R=3, T=T))
except Exception as ex:
    print("depth3 ideal bound not run:", ex)
print(f"[{time.time() - t0:.1f}s]")
