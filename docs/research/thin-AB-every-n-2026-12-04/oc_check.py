"""Open conditions of Lemma 7 at S_p (special_point, seed 1; independent of n): B := (W3^T)^(-1) mod p has
B[r, 1] != 0 for r = 1, 2, 3 (the c-coordinates of the point c~ = e_2), and the three binary quadrics
hbar_k ybar_k are linearly independent (also printed by cert2.py)."""
import numpy as np
from numerics.rank.flint_bridge import flint_inv_mod_p
from proofs.general.depth4.thin.slices import special_point
pt = special_point(seed=1)
p = pt.p
W3 = np.asarray(pt.W3) % p
B = np.asarray(flint_inv_mod_p((W3.T % p).astype(np.uint64), p), dtype=np.int64)
assert ((B @ W3.T) % p == np.eye(3, dtype=np.int64)).all()
print("B = (W3^T)^-1 mod p, column 2:", B[:, 1].tolist(), "all nonzero:", bool((B[:, 1] % p != 0).all()))
print("W3 entries nonzero:", bool((W3 != 0).all()), " H2 entries nonzero:", bool((np.asarray(pt.H2) % p != 0).all()))
