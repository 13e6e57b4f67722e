"""Cross-check of endrank.evaluate (this folder) against the lab's proofs.general.free_states.free_state_output."""
import numpy as np
from endrank import weights, evaluate, p
from proofs.general.free_states import free_state_output
for R, n in [(2, 3), (3, 4), (4, 3)]:
    w = weights(R, 5, ())
    rng = np.random.default_rng(9)
    a, b, g = (rng.integers(0, p, size=(7, R), dtype=np.int64) for _ in range(3))
    us = rng.integers(0, p, size=(6, n, R), dtype=np.int64)
    mine = evaluate(w, a, b, g, us)
    I = np.eye(R, dtype=np.int64)
    lab = free_state_output([I, w['W2'], w['W3']], [w['H1'], w['H2'], w['H3']], w['WO'], [a, b, g], us)
    print(R, n, 'agree' if np.array_equal(mine % p, np.asarray(lab) % p) else 'DIFFER')
