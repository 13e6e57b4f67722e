"""Least R at which the proven state bounds (end-state bound; at depth 3 also the depth-3 ideal bound) reach the
end-input cap at M = 2, per (L, T): below it sep < cap for every RAC."""
import sys
sys.path.insert(0, "/work/main")
from numerics.bounds.formulas import end_input_cap, end_state_bound, depth3_ideal_bound
for L in (3, 4, 5):
    out = []
    for T in range(6, 31, 2):
        cap = end_input_cap(M=2, R=2, T=T, depth=L)
        R = 2
        while True:
            ub = end_state_bound(R=R, T=T, depth=L)
            if L == 3:
                ub = min(ub, depth3_ideal_bound(R=R, T=T))
            if ub >= cap:
                break
            R += 1
        out.append((T, R))
    print(f"depth {L}: (T, least R with state bounds >= cap):", out)
