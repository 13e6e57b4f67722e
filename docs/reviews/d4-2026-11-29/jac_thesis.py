"""Jacobian rank with the thesis convention H_l h^(0,l) = 1 (h0 = H^{-1} 1 mod p); own code (rev.py)."""
import sys, json, numpy as np
sys.path.insert(0, __file__.rsplit('/', 1)[0])
import rev
p = rev.p
def inv2(H):
    a, b, c, d = (int(v) for v in H.ravel()); det = pow((a*d - b*c) % p, p - 2, p)
    return np.array([[d, -b], [-c, a]], dtype=np.int64) * det % p
def jac_thesis(s, seed):
    W = rev.weights(seed, False); rng = np.random.default_rng(seed + 1000); nv = 2 * s
    st = [(inv2(W["H%d" % (l+1)]) @ np.ones(2, dtype=np.int64) % p, np.zeros((2, nv), dtype=np.int64)) for l in range(4)]
    assert all((rev.mv(W["H%d" % (l+1)], st[l][0]) == 1).all() for l in range(4))
    for t in range(s):
        x = rng.integers(0, p, size=2, dtype=np.int64); G = np.zeros((2, nv), dtype=np.int64); G[:, 2*t:2*t+2] = np.eye(2, dtype=np.int64)
        below = (x, G); new = []
        for l in range(4):
            Hl, Wl = W["H%d" % (l+1)], W["W%d" % (l+1)]
            rv, rg = rev.mv(Hl, st[l][0]), rev.mv(Hl, st[l][1]); iv, ig = rev.mv(Wl, below[0]), rev.mv(Wl, below[1])
            hv = rv * iv % p; hg = (rv[:, None] * ig % p + iv[:, None] * rg % p) % p
            new.append((hv, hg)); below = (hv, hg)
        st = new
    J = np.concatenate([rev.mv(W["H%d" % (l+1)], st[l][1]) for l in range(4)], axis=0)
    return rev.rank_modp(J)
for seed in (21, 22):
    print(json.dumps({"seed": seed, "convention": "H_l h0_l = 1", "ranks_s=2..9": [jac_thesis(s, seed) for s in range(2, 10)]}))
