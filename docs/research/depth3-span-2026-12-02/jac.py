"""Start Jacobian ranks at depth 3 (the lab's start_jacobian_rank, read-only), helper-125."""
import sys, json, time
sys.path.insert(0, "/work/main")
from proofs.general.free_states import start_jacobian_rank
for (M, R) in [(2, 4), (3, 4), (2, 5), (3, 5), (4, 5), (2, 3), (2, 6), (3, 6), (4, 6)]:
    out = {}
    for s in range(2, 16):
        out[s] = start_jacobian_rank(n=s, R=R, M=M, depth=3, seed=0)
    s1 = min([s for s in out if out[s] == 3 * R], default=None)
    pred = {s: min(3 * R, s * (M - 1) + 3) for s in out}
    print(json.dumps(dict(M=M, R=R, ranks=out, full=3 * R, s1=s1, matches_min_3R_s_M1_3=(out == pred))), flush=True)
