"""Validate rev.py's forward-mode Jacobian against sympy differentiation (s = 4, 5; small integer weights)."""
import sys, numpy as np, sympy as sp
sys.path.insert(0, __file__.rsplit('/', 1)[0]); import rev
p = rev.p
for s in (4, 5):
    rng = np.random.default_rng(s)
    W = {k: rng.integers(1, 6, size=(2, 2), dtype=np.int64) for k in ("W1","W2","W3","W4","H1","H2","H3","H4")}
    h0 = [rng.integers(1, 4, size=2, dtype=np.int64) for _ in range(4)]
    xs = [rng.integers(0, 7, size=2, dtype=np.int64) for _ in range(s)]
    X = sp.symbols('x0:%d' % (2*s))
    M = lambda A: sp.Matrix(A.tolist())
    st = [sp.Matrix(h.tolist()) for h in h0]
    for t in range(s):
        below = sp.Matrix([X[2*t], X[2*t+1]])
        for l in range(4):
            h = (M(W["H%d" % (l+1)]) * st[l]).multiply_elementwise(M(W["W%d" % (l+1)]) * below)
            st[l] = h; below = h
    F = sp.Matrix.vstack(*[M(W["H%d" % (l+1)]) * st[l] for l in range(4)])
    sub = {X[i]: int(xs[i//2][i % 2]) for i in range(2*s)}
    Js = np.array([[int(sp.diff(F[i], X[j]).subs(sub)) % p for j in range(2*s)] for i in range(8)], dtype=np.int64)
    # dual-number version
    nv = 2*s; cur = [(h.copy(), np.zeros((2, nv), dtype=np.int64)) for h in h0]
    for t in range(s):
        G = np.zeros((2, nv), dtype=np.int64); G[:, 2*t:2*t+2] = np.eye(2, dtype=np.int64); below = (xs[t], G); new = []
        for l in range(4):
            Hl, Wl = W["H%d" % (l+1)], W["W%d" % (l+1)]
            rv, rg = rev.mv(Hl, cur[l][0]), rev.mv(Hl, cur[l][1]); iv, ig = rev.mv(Wl, below[0]), rev.mv(Wl, below[1])
            hv = rv*iv % p; hg = (rv[:, None]*ig % p + iv[:, None]*rg % p) % p; new.append((hv, hg)); below = (hv, hg)
        cur = new
    Jd = np.concatenate([rev.mv(W["H%d" % (l+1)], cur[l][1]) for l in range(4)], axis=0)
    print("s", s, "sympy == dual:", bool((Js == Jd).all()), "rank mod p", rev.rank_modp(Jd), "rank over Q", sp.Matrix(Js.tolist()).rank() if s == 4 else "-")
