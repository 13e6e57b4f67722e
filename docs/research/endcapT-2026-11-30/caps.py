"""End-input cap vs end-state bound (and the depth-3 ideal bound) at M = 2: where can sep = cap hold at all?"""
import sys
sys.path.insert(0, "/work/main")
from numerics.bounds.formulas import end_input_cap, end_state_bound, depth3_ideal_bound
for L in (3, 4, 5):
    print(f"depth {L}: largest even T with end_state_bound >= cap, per R (and the first T where it fails)")
    for R in range(2, 11):
        last = None
        rows = []
        for T in range(4, 41, 2):
            cap = end_input_cap(M=2, R=R, T=T, depth=L)
            esb = end_state_bound(R=R, T=T, depth=L)
            ib = depth3_ideal_bound(R=R, T=T) if L == 3 else None
            ub = min(esb, ib) if ib is not None else esb
            rows.append((T, cap, esb, ib))
            if ub >= cap:
                last = T
        first_fail = next((T for T, c, e, i in rows if min(e, i if i is not None else e) < c and T > 4), None)
        print(f"  R={R}: cap <= state bounds for T <= {last} (all T in 4..40 checked); first failing T = {first_fail}")
    print()
for L, R in [(3, 3), (3, 4), (3, 5), (3, 6), (4, 3), (4, 4)]:
    print(f"(L,R)=({L},{R}):", [(T, end_input_cap(M=2, R=R, T=T, depth=L), end_state_bound(R=R, T=T, depth=L),
                                  depth3_ideal_bound(R=R, T=T) if L == 3 else '-') for T in range(6, 19, 2)])
