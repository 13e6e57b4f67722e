"""Reviewer helper-117: for even T in a range, check on the (A), (B) orbits that Proposition 12's corner bound is
3 c_3(N_2, s): best[2] (terms 1-2 at support 3, from the lab's _corner_setup = P12's inputs) == 3 c_3 (my own c_3),
and the least r_0-term over (A), (B), r_0 * 2 (s + 1), >= 3 c_3.  Also records the c_2 analogue on (C) (not needed).
Also, for T <= Tdirect, computes min over every (A)/(B) orbit of the lab's corner_bound directly."""
import sys, time
from math import comb, prod
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import _corner_setup, corner_bound

def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0
def ms(d):
    return C(d + 2, 2) if d >= 0 else 0
def c_k(k, degs):
    return sum((-1) ** (i + 1) * comb(k, i) * prod(ms(d - i) for d in degs) for i in range(1, k + 1))

lo, hi, Tdirect = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
bad = []
for T in range(lo, hi + 1, 2):
    t0 = time.time()
    s = T // 2; N1, N2 = C(s + 2, 3), C(s + 1, 2)
    best, r0, n2, n3 = _corner_setup(3, T)
    c3 = c_k(3, (N2, s))
    ok1 = best[2] == 3 * c3
    ok2 = r0 * 2 * (s + 1) >= 3 * c3
    direct = None
    if T <= Tdirect:
        direct = True
        for a1 in range(N1, -1, -1):
            for a2 in range(min(a1, N1 - a1), -1, -1):
                a3 = N1 - a1 - a2
                if a3 > a2 or a3 < 1 or a3 >= s:
                    continue
                if a2 >= s or a2 + a3 >= s + 1:
                    if corner_bound(R=3, T=T, alpha=(a1, a2, a3)) != 3 * c3:
                        direct = False
    if not (ok1 and ok2) or direct is False:
        bad.append(T)
    print(f"T={T} best3==3c3:{ok1} r0*2(s+1)>=3c3:{ok2} margin={r0*2*(s+1)-3*c3} direct_all_AB_orbits:{direct} ({time.time()-t0:.1f}s)", flush=True)
print("failures:", bad)
