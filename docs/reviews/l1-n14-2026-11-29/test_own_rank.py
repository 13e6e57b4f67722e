"""own_rank (r12.py) against FLINT's nmod_mat.rank on matrices with planted structure."""
import numpy as np, flint, time
from r14 import own_rank, cen, p
g = np.random.default_rng(4242)
cases = []
# (1) product of random m x r and r x n (entries < p, inner r <= 8 fine in float64 before mod)
for (m, n, r) in [(700, 900, 650), (900, 700, 640), (1000, 1000, 999), (600, 600, 600)]:
    X = g.integers(0, p, (m, r)).astype(object); Y = g.integers(0, p, (r, n)).astype(object)
    M = np.array((flint.nmod_mat(m, r, [int(v) for v in X.ravel()], p) * flint.nmod_mat(r, n, [int(v) for v in Y.ravel()], p)).entries(), np.int64).reshape(m, n)
    cases.append((f"rank-{r} product {m}x{n}", M))
# (2) zero columns / duplicated columns / rows, a zero panel in the middle, a rank-deficient head
M = g.integers(0, p, (900, 1100)); M[:, 256:512] = 0; M[:, 600:650] = M[:, 700:750]; M[850:] = M[:50]
cases.append(("zero panel + dup cols + dup rows", M))
M = g.integers(0, p, (1200, 800)); M[:600, :] = 0        # head rows of every panel zero
cases.append(("zero head rows", M))
M = g.integers(0, p, (1000, 1000)); M[:, 300:560] = M[:, 0:1] * g.integers(0, p, (1, 260)) % p   # rank-1 panel
cases.append(("rank-1 panel", M))
ok = True
for name, M in cases:
    rf = flint.nmod_mat(M.shape[0], M.shape[1], [int(v) for v in (M % p).ravel()], p).rank()
    A = cen(M).astype(np.float32)
    ro = own_rank(A)
    print(f"{name}: flint {rf}, own {ro}, {'AGREE' if rf == ro else 'DISAGREE'}", flush=True)
    ok &= rf == ro
print("ALL AGREE" if ok else "SOME DISAGREE")
