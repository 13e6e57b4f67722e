"""Independent check with the lab's recurrence (proofs.general.free_states.free_state_output, read-only use): the
witness of Theorems E/E1 (selector W, B = I, c = 1, H = sum_t zeta_t eta_t^T, generic A), evaluation matrix over
random free states (a, g) x random End sequences, exact rank mod the lab's prime (numerics rank_mod_p)."""
import sys, json, time
import numpy as np
sys.path.insert(0, "/work/main")
from proofs.general.free_states import free_state_output, PRIME
from numerics.rank.dense import rank_mod_p
from es import D_s
def witness(M, R, K, rng):
    cls = [j % M for j in range(R)]
    W = np.zeros((R, M), dtype=np.int64)
    for j in range(R): W[j, cls[j]] = 1
    H = np.zeros((R, R), dtype=np.int64)
    for t in range(K):
        zeta = np.array([rng.integers(1, PRIME) if (cls[j] * K) // M == t else 0 for j in range(R)], dtype=np.int64)
        eta = rng.integers(1, PRIME, R)
        H = (H + (zeta[:, None] * eta[None, :]) % PRIME) % PRIME
    A = rng.integers(1, PRIME, (R, R))
    return [W, A], [H, np.eye(R, dtype=np.int64)], np.ones(R, dtype=np.int64)
for spec in sys.argv[1].split(";"):
    M, R, K, s = map(int, spec.split(":"))
    rng = np.random.default_rng(5)
    WI, WH, WO = witness(M, R, K, rng)
    D = D_s(M, R, s); pts = D + 20
    states = [rng.integers(0, PRIME, (pts, R)) for _ in range(2)]
    xs = rng.integers(0, PRIME, (pts, s, M))
    t = time.time()
    Y = free_state_output(WI, WH, WO, states, xs)
    r = rank_mod_p(Y, PRIME).rank
    print(json.dumps(dict(M=M, R=R, K=K, s=s, rank=int(r), D=D, full=int(r) == D, prime=PRIME, sec=round(time.time() - t, 1))), flush=True)
