"""Task 2: every (A), (B) orbit at T = 8..TMAX: product (a2+1)(a3+1) >= 2(s+1), least at (N1-s-1, s, 1);
own corner bound == lab corner_bound == 3 c_3 on (A), (B); own classes == block_case; own r0 == _interior_cap."""
import sys, time
sys.path.insert(0, "/work/main"); sys.path.insert(0, ".")
from owncaps import *
from numerics.bounds.depth4 import corner_bound, _interior_cap, common_support_count
from numerics.bounds.depth4_blocks import block_case

TMAX = int(sys.argv[1]) if len(sys.argv) > 1 else 24
t0 = time.time()
for T in range(8, TMAX + 1, 2):
    s = T // 2
    n1, n2, n3 = depth4_degrees(T)
    rr = r0(T)
    assert rr == _interior_cap(3, T - 2), T
    c3 = c((n2, n3))
    assert c3 == common_support_count(R=3, degrees=(n2, n3))
    nA = nB = 0; minprod = None; argmin = []; bad = 0; allbad = 0
    for a1 in range(n1 + 1):
        for a2 in range(min(a1, n1 - a1) + 1):
            a3 = n1 - a1 - a2
            if a3 > a2: continue
            al = (a1, a2, a3)
            cl = classify(T, al)
            if cl != block_case(T=T, alpha=al)[0]: allbad += 1
            own = corner(T, al, rr)
            if own != corner_bound(R=3, T=T, alpha=al): allbad += 1
            if cl in ("A", "B"):
                nA += cl == "A"; nB += cl == "B"
                p = (a2 + 1) * (a3 + 1)
                if minprod is None or p < minprod: minprod, argmin = p, [al]
                elif p == minprod: argmin.append(al)
                if own != 3 * c3 or rr * p <= 3 * c3: bad += 1
    print(f"T={T:3d} s={s:2d} N1={n1:5d} r0={rr} 3c3={3*c3} orbits A={nA} B={nB} least product={minprod} "
          f"(2(s+1)={2*(s+1)}) at {argmin} class {classify(T, argmin[0])}; (A,B) with corner != 3c3: {bad}; "
          f"all orbits own!=lab (class or bound): {allbad}; margin r0*2(s+1)-3c3={rr*2*(s+1)-3*c3}", flush=True)
print(f"time {time.time()-t0:.1f} s")
