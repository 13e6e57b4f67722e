"""d3span against the lab's free_state_rank and one_step_span (helper-125)."""
import sys, json
sys.path.insert(0, "/work/main")
from d3span import span_rank
from proofs.general.free_states import free_state_rank, one_step_span
print(json.dumps(dict(case="S_4 at (M,R)=(2,3) (T=8)", d3span=span_rank(2, 3, 4, None, None, 0, 700),
                      lab_free_state_rank=free_state_rank(depth=3, M=2, R=3, T=8, points=700))), flush=True)
print(json.dumps(dict(case="one-step per k at (R,M,n)=(4,2,3)", d3span=span_rank(2, 4, 3, 2, 0, 0, 1696),
                      lab_one_step_span=one_step_span(M=2, R=4, n=3))), flush=True)
print(json.dumps(dict(case="F_0 at (M,R)=(2,3), n=4", d3span=span_rank(2, 3, 4, None, 0, 0, 700),
                      lab_free_state_rank_top0=free_state_rank(depth=3, M=2, R=3, T=8, points=700, top=0))), flush=True)
