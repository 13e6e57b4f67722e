"""Check that rank_from_definition.py's mode 'lab' reproduces the lab's seed-0 weight draw (imports the lab's
_weights only to obtain its numbers). Run from /work/main."""
import numpy as np
from proofs.general.depth3.one_step_m2 import _weights

for R in (3, 4, 5, 6):
    W2, d, ell, _ = _weights(R, 2, 0, R - 1)
    g = np.random.default_rng(0)
    P = 2**31 - 1
    W = g.integers(1, P, (R, R)); dd = g.integers(1, P, (R - 2, R)); l = g.integers(1, P, R)
    print(R, "W2 equal", (W == W2).all(), "d equal", (np.atleast_2d(d) == dd).all(), "ell equal", (l == ell).all())
