"""Read-only comparison with the lab's generic Start Jacobian rank (random weights, seed 0, depth 2):
rank at s = 2..s1_proved equals min(2R, s(M-1)+2) (the previous helper's observation), and is 2R at the proved s1."""
import math, json, sys
sys.path.insert(0, "/work/main")
from proofs.general.free_states import start_jacobian_rank
bad = 0
for R in range(3, 13):
    for M in range(2, R):
        s1 = 2 * math.ceil((R - 1) / (M - 1))
        ranks = {s: start_jacobian_rank(n=s, R=R, M=M, depth=2, seed=0) for s in range(2, s1 + 1)}
        ok = all(r == min(2 * R, s * (M - 1) + 2) for s, r in ranks.items())
        bad += not ok
        print(json.dumps(dict(M=M, R=R, s1_proved=s1, s1_optimal=math.ceil((2 * R - 2) / (M - 1)), ranks=ranks, formula_ok=ok)), flush=True)
print("mismatches:", bad)
