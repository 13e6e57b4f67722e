"""Read-only cross-check of end_span.py against the lab's free_state_rank (generic weights) at small shapes."""
import sys, json
sys.path.insert(0, "/work/main")
import numpy as np
from proofs.general.free_states import free_state_rank
import end_span as es
for (M, R, s) in [(2, 3, 4), (3, 4, 3), (2, 4, 4), (3, 5, 3), (2, 3, 3)]:
    lab = free_state_rank(depth=2, M=M, R=R, T=2 * s, points=es.D_s(M, R, s) + 32, seed=0)
    rng = np.random.default_rng(5); w = es.rand_weights(M, R, rng)
    mine = es.span_rank(w, M, R, s, rng)[0]
    print(json.dumps(dict(M=M, R=R, s=s, lab=lab, mine=mine, D=es.D_s(M, R, s), cap=es.cap_s(M, R, s))), flush=True)
