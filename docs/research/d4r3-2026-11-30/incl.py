"""Consistency check: the Start span of Q_alpha (stored k-components, store_s1.npz) lies in Y_alpha and in J_(k alpha),
in evaluation coordinates at the 990 (b, c) points of blocks.py (same seed).  Also checks that evaluation at these
points is injective on bidegree-(10, 4) forms.  usage: python incl.py SEED STORE a1,a2,a3 ..."""
import sys
from itertools import product

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402

P = 1048573
S, N2 = 4, 10


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


def rank(A):
    return flint_rank_mod_p(np.ascontiguousarray(A, dtype=np.int64).astype(np.uint64) % P, P, threads=1)[0]


seed = int(sys.argv[1])
d = np.load(sys.argv[2])
store, reps = d["store"], [tuple(r) for r in d["reps"].tolist()]
rng = np.random.default_rng(seed)
W2, W3, W4, H1, H2, H3, H4 = [rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(7)]
WO = rng.integers(1, P, size=3, dtype=np.int64)
X = 990
bpts = rng.integers(0, P, size=(X, 3), dtype=np.int64)
cpts = rng.integers(0, P, size=(X, 3), dtype=np.int64)


def evalmono(eb, ec):
    v = np.ones(X, dtype=np.int64)
    for r in range(3):
        for _ in range(eb[r]):
            v = v * bpts[:, r] % P
        for _ in range(ec[r]):
            v = v * cpts[:, r] % P
    return v


mono_vals = {(eb, ec): evalmono(eb, ec) for eb in monos(N2) for ec in monos(S)}
print("evaluation injective on bidegree (10,4):", rank(np.array(list(mono_vals.values()))) == 990, flush=True)
n = np.einsum("im,mj->ijm", W3, W2) % P
lin = [[{tuple(int(x == m) for x in range(3)): int(n[i, jj, m]) for m in range(3)} for jj in range(3)] for i in range(3)]


def pmul(f, g):
    o = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = (e1[0] + e2[0], e1[1] + e2[1], e1[2] + e2[2])
            o[e] = (o.get(e, 0) + v1 * v2) % P
    return o


for arg in sys.argv[3:]:
    alpha = tuple(int(v) for v in arg.split(","))
    r = reps.index(alpha)
    supp = [j for j in range(3) if alpha[j] > 0]
    Y = []
    for kappa in monos(S):
        F = {(0, 0, 0): {(0, 0, 0): 1}}
        for i in range(3):
            for _ in range(kappa[i]):
                G = {}
                for wexp, f in F.items():
                    for dj in range(3):
                        w2 = tuple(wexp[x] + (x == dj) for x in range(3))
                        acc = G.setdefault(w2, {})
                        for e, v in pmul(f, lin[i][dj]).items():
                            acc[e] = (acc.get(e, 0) + v) % P
                F = G
        for bw, f in F.items():
            if all(bw[x] <= alpha[x] for x in range(3)):
                for mon in monos(N2 - S):
                    v = np.zeros(X, dtype=np.int64)
                    for e, c in f.items():
                        v = (v + c * mono_vals[(tuple(e[q] + mon[q] for q in range(3)), kappa)]) % P
                    Y.append(v)
    Y = np.array(Y)
    rY = rank(Y)
    out = [f"alpha={alpha}: rank Y={rY}"]
    for k in range(3):
        Sk = store[r, k].astype(np.int64).T  # rows = End columns, as functions on the points
        J = []
        for j in supp:
            # m_kj(b, c) = sum_i W4[k,i] c_i n_ij(b): evaluate directly
            nb = (bpts @ n[:, j, :].T) % P  # (X, 3): n_ij(b) for each i
            mval = (cpts * nb % P * W4[k] % P).sum(axis=1) % P
            for beta in monos(N2 - 1):
                for gam in monos(S - 1):
                    J.append(mval * evalmono(beta, gam) % P)
        J = np.array(J)
        rJ, rS = rank(J), rank(Sk)
        rSY, rSJ = rank(np.vstack([Y, Sk])), rank(np.vstack([J, Sk]))
        out.append(f"  k={k}: rank S={rS} rank J={rJ}  S in Y: {rSY == rY}  S in J: {rSJ == rJ}")
    print("\n".join(out), flush=True)
