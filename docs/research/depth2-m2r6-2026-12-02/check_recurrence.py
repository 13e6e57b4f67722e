"""Sanity check: d2span.end_values against a naive exact forward pass and the lab's free_state_output."""
import sys
import numpy as np
sys.path.insert(0, "/work/main"); sys.path.insert(0, ".")
import d2span
from proofs.general.free_states import free_state_output, PRIME

def naive(w, x, a, g, p):
    W1, H, A, B, c = [np.array(z, dtype=object) for z in w]
    s = x.shape[0]
    h1 = a * (W1 @ x[0]); h2 = g * (A @ h1)
    for j in range(1, s):
        h1 = (H @ h1) * (W1 @ x[j]); h2 = (B @ h2) * (A @ h1)
    return int(c @ h2) % p

rng = np.random.default_rng(5)
bad = 0
for (M, R, s) in [(2, 3, 3), (2, 6, 4), (3, 4, 3)]:
    w = d2span.draw_weights(M, R, 1)
    xs = rng.integers(0, d2span.P, (3, s, M)); apts = rng.integers(0, d2span.P, (R, 4))
    vals = d2span.end_values(w, xs, apts)
    for q in range(3):
        for n in range(4):
            for k in range(R):
                e = np.zeros(R, dtype=object); e[k] = 1
                if naive(w, xs[q], apts[:, n].astype(object), e, d2span.P) != vals[q, k, n]:
                    bad += 1
    # lab's free_state_output (its own prime 2^31-1): y = sum_k g_k P_k(a)
    W1, H, A, B, c = d2span.draw_weights(M, R, 2, p=1000)
    gpts = rng.integers(0, 1000, (4, R)); apts2 = rng.integers(0, 1000, (4, R)); xs2 = rng.integers(0, 1000, (3, s, M))
    lab = free_state_output([W1, A], [H, B], c, [apts2, gpts], xs2)
    for n in range(4):
        for q in range(3):
            if naive((W1, H, A, B, c), xs2[q], apts2[n].astype(object), gpts[n].astype(object), PRIME) != lab[n, q]:
                bad += 1
print("mismatches", bad)
