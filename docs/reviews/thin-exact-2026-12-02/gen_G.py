"""helper-134: write the generators G of the window model at the integer point (seed, p = 1048571) for Macaulay2.

G = the 3 C(n,2) forms l(q) m'_j(b', c') c'^nu of bidegree (n+1, n) in (p, c), built exactly mod p as bihomogeneous
polynomials.  draw / Poly / generators are COPIED verbatim from the reviewer helper-128's
docs/reviews/thin-slices-2026-12-02/rev_deg.py (independent of proofs.general.depth4.thin, which is NOT imported).

Output (M2 syntax):  nn, Gcoef (list of 3C(n,2) lists: coefficient of p^(e1,e2,e3) c^f in g), pexp (list of {e1,e2,e3}),
cind (c-monomial index 0..nc-1 of each coordinate), cexp (list of {f1,f2,f3}).
Also prints the GF(p) rank of G_(a,b) = sum_{i<=a,j<=b} theta_2^i theta_3^j G for the requested boxes (python/FLINT),
as a cross-check of M2's Hilbert function in degree n+1.
usage: gen_G.py n seed OUT.m2 [a:b,a:b,...]
"""
import sys
import time
from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_rref_mod_p

P = 1048571


def draw(seed, general=False):
    rng = np.random.default_rng(seed)
    W2, W3, H2, H3, H1 = (rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(5))
    L = rng.integers(1, P, size=3, dtype=np.int64)
    W2 = np.array([[1, 0, 0], [1, 1, 0], [1, 0, 1]], dtype=np.int64)
    if not general:
        L = np.ones(3, dtype=np.int64)
        import flint

        M = flint.nmod_mat(3, 3, [int(x) for x in W3.T.reshape(-1)], P).inv()
        H3 = np.array([[int(M[i, j]) for j in range(3)] for i in range(3)], dtype=np.int64)
    # conditions of the family used: det W2, W3, H2, H3 != 0, H1 e_1, W2 e_1, L zero-free
    import flint

    for A in (W2, W3, H2, H3):
        assert int(flint.nmod_mat(3, 3, [int(x) for x in A.reshape(-1)], P).det()) != 0
    assert all(int(x) % P for x in H1[:, 0]) and all(int(x) % P for x in W2[:, 0]) and all(int(x) % P for x in L)
    return W2, W3, H2, H3, H1, L


class Poly:
    """bihomogeneous poly of bidegree (dp, dc) in p = (p1,p2,p3), c = (c1,c2,c3): A[e2, e3, f2, f3] (e1, f1 implied)"""

    def __init__(self, dp, dc, A=None):
        self.dp, self.dc = dp, dc
        self.A = np.zeros((dp + 1, dp + 1, dc + 1, dc + 1), np.int64) if A is None else A

    def __add__(self, o):
        assert (self.dp, self.dc) == (o.dp, o.dc)
        return Poly(self.dp, self.dc, (self.A + o.A) % P)

    def scale(self, s):
        return Poly(self.dp, self.dc, self.A * (int(s) % P) % P)

    def mul(self, o):
        out = np.zeros((self.dp + o.dp + 1,) * 2 + (self.dc + o.dc + 1,) * 2, np.int64)
        a = self.A
        for idx in zip(*np.nonzero(o.A)):
            e2, e3, f2, f3 = (int(t) for t in idx)
            out[e2 : e2 + self.dp + 1, e3 : e3 + self.dp + 1, f2 : f2 + self.dc + 1, f3 : f3 + self.dc + 1] += (
                a * int(o.A[idx]) % P
            )
            out %= P
        return Poly(self.dp + o.dp, self.dc + o.dc, out)


def mono_p(t):  # p_t, t in 0,1,2, as (1,0) poly
    A = np.zeros((2, 2, 1, 1), np.int64)
    if t == 1:
        A[1, 0, 0, 0] = 1
    elif t == 2:
        A[0, 1, 0, 0] = 1
    else:
        A[0, 0, 0, 0] = 1
    return Poly(1, 0, A)


def mono_c(s):
    A = np.zeros((1, 1, 2, 2), np.int64)
    if s == 1:
        A[0, 0, 1, 0] = 1
    elif s == 2:
        A[0, 0, 0, 1] = 1
    else:
        A[0, 0, 0, 0] = 1
    return Poly(0, 1, A)


def bilin(C):  # sum_{t,s} C[t,s] p_t c_s
    out = Poly(1, 1)
    for t in range(3):
        for s in range(3):
            if C[t, s] % P:
                out = out + mono_p(t).mul(mono_c(s)).scale(C[t, s])
    return out


def lin_p(v):
    out = Poly(1, 0)
    for t in range(3):
        out = out + mono_p(t).scale(v[t])
    return out


def generators(n, W2, W3, H2, H3, L):
    # c'_r = sum_s H3[r,s] c_s (W3 p)_s: coefficient of p_t c_s = H3[r,s] W3[s,t]
    cp = [bilin(np.array([[H3[r, s] * W3[s, t] % P for s in range(3)] for t in range(3)])) for r in range(3)]
    ell = bilin(np.array([[L[s] * W3[s, t] % P for s in range(3)] for t in range(3)]))
    bp = [lin_p(H2[l] % P) for l in range(3)]  # b'_l = sum_t H2[l,t] p_t
    mp = []
    for j in range(3):
        acc = Poly(2, 1)
        for r in range(3):
            lf = Poly(1, 0)
            for l in range(3):
                lf = lf + bp[l].scale(W3[r, l] * W2[l, j] % P)
            acc = acc + cp[r].mul(lf).scale(L[r])
        mp.append(acc)
    # c'^nu, |nu| = n - 2
    one = Poly(0, 0, np.ones((1, 1, 1, 1), np.int64))
    pw = [[one] for _ in range(3)]
    for r in range(3):
        for _ in range(n - 2):
            pw[r].append(pw[r][-1].mul(cp[r]))
    gens = []
    for j in range(3):
        base = ell.mul(mp[j])
        for a in range(n - 1):
            for b in range(n - 1 - a):
                nu = (n - 2 - a - b, a, b)
                gens.append(base.mul(pw[0][nu[0]]).mul(pw[1][nu[1]]).mul(pw[2][nu[2]]))
    assert len(gens) == 3 * comb(n, 2) and all((g.dp, g.dc) == (n + 1, n) for g in gens)
    return gens


def rank_mod_p(M):
    if M.shape[0] == 0:
        return 0
    _, r = flint_rref_mod_p(np.ascontiguousarray(M % P, dtype=np.uint64), P)
    return int(r)


def main():
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    t0 = time.time()
    W2, W3, H2, H3, H1, L = draw(seed, False)
    gens = generators(n, W2, W3, H2, H3, L)
    cm = [(f2, f3) for f2 in range(n + 1) for f3 in range(n + 1 - f2)]
    cols = [(e2, e3) for e2 in range(n + 2) for e3 in range(n + 2 - e2)]
    coords = [(e2, e3, k) for (e2, e3) in cols for k in range(len(cm))]
    fi = np.array([f for f, _ in cm]), np.array([f for _, f in cm])
    Gc = np.stack([np.stack([g.A[e2, e3][fi[0], fi[1]] for (e2, e3) in cols]).reshape(-1) for g in gens]) % P
    print(f"# n={n} seed={seed} p={P}: {len(gens)} forms, {Gc.shape[1]} coordinates, rank G = {rank_mod_p(Gc)}, "
          f"{time.time()-t0:.1f}s", flush=True)
    with open(out, "w") as fh:
        fh.write(f"nn = {n};\n")
        fh.write("pexp = {" + ",".join("{%d,%d,%d}" % (n + 1 - e2 - e3, e2, e3) for (e2, e3, k) in coords) + "};\n")
        fh.write("cind = {" + ",".join(str(k) for (_, _, k) in coords) + "};\n")
        fh.write("cexp = {" + ",".join("{%d,%d,%d}" % (n - f2 - f3, f2, f3) for (f2, f3) in cm) + "};\n")
        fh.write("Gcoef = {\n" + ",\n".join("{" + ",".join(str(int(x)) for x in row) + "}" for row in Gc) + "};\n")
    np.savez(out.replace(".m2", ".npz"), Gc=Gc, E2=np.array([c[0] for c in coords]), E3=np.array([c[1] for c in coords]))
    if len(sys.argv) > 4:
        E2 = np.array([c[0] for c in coords], dtype=object)
        E3 = np.array([c[1] for c in coords], dtype=object)
        for ab in sys.argv[4].split(","):
            a, b = (int(t) for t in ab.split(":"))
            mats = []
            for i in range(a + 1):
                for j in range(b + 1):
                    w = np.array([pow(int(x), i, P) * pow(int(y), j, P) % P for x, y in zip(E2, E3)], dtype=np.int64)
                    mats.append(Gc * w[None, :] % P)
            print(f"rank G_({a},{b}) = {rank_mod_p(np.concatenate(mats))}", flush=True)


if __name__ == "__main__":
    main()
