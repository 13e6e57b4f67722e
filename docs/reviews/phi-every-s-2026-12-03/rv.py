"""helper-149's own code for the review of docs/research/phi-every-s-2026-12-03 (Phi', the star action, targets).

Generic over a field: mod p (flint.nmod) or exact Q (flint.fmpq).  Nothing from helper-148's scripts is used; the lab
module edge_phi is used only for (a) the integer weights of weight_point(seed) and (b) the oracle rank of Phi.

Phi' is evaluated on V_r by DUAL NUMBERS: F'_k(P) = D(m1_k^2 l123 G_k)(P) / (l123(P) m1_k(P)), D the derivative along the
vector field of l123*Lambda0 at P, i.e. direction (l123(P) L beta'(P), (gamma_i C_i(P))_i).  No closed formula for F'.
"""
import itertools, sys, time
from math import comb
import numpy as np
import flint

P31 = 2**31 - 1


def mons(deg, n=3):
    return [e for e in itertools.product(range(deg + 1), repeat=n) if sum(e) == deg]


class Field:
    def __init__(self, p=None):
        self.p = p

    def __call__(self, x):
        if self.p is None:
            return flint.fmpq(x)
        return flint.nmod(int(x) % self.p, self.p)

    def rank(self, rows):
        if not rows or not rows[0]:
            return 0
        if self.p is None:
            return flint.fmpq_mat(rows).rank()
        return flint.nmod_mat([[int(x) for x in r] for r in rows], self.p).rank()


def mat(F, A):
    return [[F(x) for x in r] for r in A]


def mul(A, B):
    return [[sum((A[i][k] * B[k][j] for k in range(3)), start=A[0][0] * 0) for j in range(3)] for i in range(3)]


def det(A):
    return (A[0][0] * (A[1][1] * A[2][2] - A[1][2] * A[2][1]) - A[0][1] * (A[1][0] * A[2][2] - A[1][2] * A[2][0])
            + A[0][2] * (A[1][0] * A[2][1] - A[1][1] * A[2][0]))


def inv(A):
    dA = det(A)
    assert dA != 0
    C = [[(A[(j + 1) % 3][(i + 1) % 3] * A[(j + 2) % 3][(i + 2) % 3]
           - A[(j + 1) % 3][(i + 2) % 3] * A[(j + 2) % 3][(i + 1) % 3]) / dA for j in range(3)] for i in range(3)]
    return C


def cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


class Point:
    """derived data of a weight point: lam, L, B, BL, Q_r, h = H4^{-T}"""

    def __init__(self, F, W2, W3, W4, H2, H3, H4):
        self.F = F
        W2, W3, W4, H2, H3, H4 = (mat(F, X) for X in (W2, W3, W4, H2, H3, H4))
        self.W4 = W4
        lam = [W2[i][1] / W2[i][0] for i in range(3)]
        self.lam = lam
        H2i = inv(H2)
        D = [[lam[i] if i == j else F(0) for j in range(3)] for i in range(3)]
        self.L = mul(mul(H2, D), H2i)
        self.B = mul(W3, H2i)
        self.BL = mul(self.B, self.L)
        W3T = [[W3[j][i] for j in range(3)] for i in range(3)]
        self.Q = [mul(mul(W3T, [[W4[r][i] if i == j else F(0) for j in range(3)] for i in range(3)]), H3)
                  for r in range(3)]
        H4i = inv(H4)
        self.h = [[H4i[k][r] for k in range(3)] for r in range(3)]
        self.ok = {
            'B no zero': all(x != 0 for r in self.B for x in r),
            'Q_r invertible': all(det(Q) != 0 for Q in self.Q),
            'W4 no zero': all(x != 0 for r in W4 for x in r),
            'lam not all equal': len({int(x) if F.p else x for x in lam}) > 1 if F.p else not (lam[0] == lam[1] == lam[2]),
            "l'_i not prop l_i": all(any(self.B[i][a] * self.BL[i][b] - self.B[i][b] * self.BL[i][a] != 0
                                         for a, b in ((0, 1), (0, 2), (1, 2))) for i in range(3)),
            'det W2,H2,H3,H4': all(det(X) != 0 for X in (W2, H2, H3, H4)),
        }

    # linear forms at arrays of beta' points
    def lin(self, Mrow, X):
        return sum((Mrow[j] * X[j] for j in range(3)), start=self.F(0) * X[0])


def lab_point(F, seed, h4_identity=False):
    from proofs.general.depth4.thin.edge_phi import weight_point
    w = weight_point(seed=seed, h4_identity=h4_identity)
    return Point(F, w.W2, w.W3, w.W4, w.H2, w.H3, w.H4), w


def own_point(F, seed, lo=1, hi=P31, h4_identity=False):
    rng = np.random.default_rng(777000 + seed)
    Ms = [rng.integers(lo, hi, size=(3, 3)).tolist() for _ in range(6)]
    if h4_identity:
        Ms[5] = [[int(i == j) for j in range(3)] for i in range(3)]
    return Point(F, *Ms), Ms


# ---------------------------------------------------------------- points of V_r
def vr_points(pt, r, a, b):
    """points (beta', gamma) on V_r enough for forms of bidegree (a, b): vertex m: b+1 points e_m x (u + t v);
    edge S: a+1 points (e_m + t e_m') x z_rS.  t = 1, 2, ... skipping t where l123 or some m1_k vanishes.
    Returns list of (component label, beta', gamma)."""
    F = pt.F
    Q = pt.Q[r]
    out = []

    def good(be, ga):
        l = [pt.lin(pt.B[i], be) for i in range(3)]
        if l[0] * l[1] * l[2] == 0:
            return False
        return all(pt.lin(pt.W4[k], ga) != 0 for k in range(3))

    for m in range(3):
        q = Q[m]
        # kernel basis of q
        i0 = next(i for i in range(3) if q[i] != 0)
        o = [j for j in range(3) if j != i0]
        u = [F(0)] * 3; v = [F(0)] * 3
        u[i0] = q[o[0]]; u[o[0]] = -q[i0]
        v[i0] = q[o[1]]; v[o[1]] = -q[i0]
        be = [F(int(i == m)) for i in range(3)]
        t, cnt = 1, 0
        while cnt < b + 1:
            ga = [u[i] + F(t) * v[i] for i in range(3)]
            if good(be, ga):
                out.append((('v', m), be, ga)); cnt += 1
            t += 1
    for m, mm in ((0, 1), (0, 2), (1, 2)):
        z = cross(Q[m], Q[mm])
        assert any(x != 0 for x in z)
        t, cnt = 1, 0
        while cnt < a + 1:
            be = [F(int(i == m)) + F(t) * F(int(i == mm)) for i in range(3)]
            if good(be, z):
                out.append((('e', m, mm), be, z)); cnt += 1
            t += 1
    return out


# ---------------------------------------------------------------- dual numbers over arrays of points
class Dual:
    def __init__(self, v, d):
        self.v, self.d = v, d

    def __mul__(self, o):
        if isinstance(o, Dual):
            return Dual(self.v * o.v, self.v * o.d + self.d * o.v)
        return Dual(self.v * o, self.d * o)

    def __add__(self, o):
        return Dual(self.v + o.v, self.d + o.d)


def arr(xs):
    a = np.empty(len(xs), dtype=object)
    a[:] = xs
    return a


class PointSet:
    """arrays over a list of points: values, the l123*Lambda0 direction, dual powers of the six variables"""

    def __init__(self, pt, pts, maxdeg_b, maxdeg_g):
        F = pt.F
        self.pt = pt
        be = [arr([P[1][i] for P in pts]) for i in range(3)]
        ga = [arr([P[2][i] for P in pts]) for i in range(3)]
        self.be, self.ga = be, ga
        l = [pt.lin(pt.B[i], be) for i in range(3)]
        lp = [pt.lin(pt.BL[i], be) for i in range(3)]
        Lb = [pt.lin(pt.L[i], be) for i in range(3)]
        self.l123 = l[0] * l[1] * l[2]
        self.C = [lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] for i in range(3)]
        self.Lb = Lb
        Vb = [self.l123 * Lb[i] for i in range(3)]
        Vg = [ga[i] * self.C[i] for i in range(3)]
        self.vars = [Dual(be[i], Vb[i]) for i in range(3)] + [Dual(ga[i], Vg[i]) for i in range(3)]
        n = len(pts)
        one = arr([F(1)] * n); zero = arr([F(0)] * n)
        self.one, self.zero = one, zero
        self.pw = []
        for i, x in enumerate(self.vars):
            md = maxdeg_b if i < 3 else maxdeg_g
            lst = [Dual(one, zero)]
            for k in range(md):
                lst.append(lst[-1] * x)
            self.pw.append(lst)
        self.m1 = [Dual(pt.lin(pt.W4[k], ga), pt.lin(pt.W4[k], Vg)) for k in range(3)]
        self.L123 = Dual(l[0], pt.lin(pt.B[0], Vb)) * Dual(l[1], pt.lin(pt.B[1], Vb)) * Dual(l[2], pt.lin(pt.B[2], Vb))

    def mono(self, b, e):
        out = self.pw[0][b[0]]
        for i in (1, 2):
            out = out * self.pw[i][b[i]]
        for i in range(3):
            out = out * self.pw[3 + i][e[i]]
        return out


def phiprime_blocks(pt, s, d):
    """per r: (PointSet for Gamma at degree (d-3, s-1), PointSet for theta' at degree (d, s-1))"""
    blocks = []
    for r in range(3):
        A = PointSet(pt, vr_points(pt, r, d - 3, s - 1), d, s)
        Bq = PointSet(pt, vr_points(pt, r, d, s - 1), d, s)
        blocks.append((A, Bq))
    return blocks


def phiprime_values(blocks, k, b, e):
    """Phi'(G) for G = beta'^b gamma^e in coordinate k (other coords 0): list of arrays (Gamma_r, theta'_r)_r"""
    out = []
    for r, (A, Bq) in enumerate(blocks):
        pt = A.pt
        h = pt.h[r][k]
        MA = A.mono(b, e)
        gam = A.m1[k].v * MA.v * h
        MB = Bq.mono(b, e)
        X = Bq.m1[k] * Bq.m1[k] * Bq.L123 * MB  # dual: value and D-derivative of m1^2 l123 G
        Fp = X.d / (Bq.l123 * Bq.m1[k].v)  # F'_k = Lambda0(m1 F)/m1 = D(m1^2 l123 G)/(l123 m1)
        out.append((gam, Fp * h))
    return out


def phiprime_rank(pt, s, d, gamma_only=False):
    blocks = phiprime_blocks(pt, s, d)
    rows = []
    for k in range(3):
        for b in mons(d - 3):
            for e in mons(s - 2):
                vals = phiprime_values(blocks, k, b, e)
                row = []
                for g, t in vals:
                    row += list(g)
                    if not gamma_only:
                        row += list(t)
                rows.append(row)
    return pt.F.rank(rows), len(rows), len(rows[0])


def target_dims(pt, s, d):
    """dim C_r(d-3, s-1), dim C_r(d, s-1) per r, by evaluating all monomials at the V_r points"""
    out = []
    for r in range(3):
        res = []
        for a in (d - 3, d):
            S = PointSet(pt, vr_points(pt, r, a, s - 1), d, s)
            rows = [list(S.mono(b, e).v) for b in mons(a) for e in mons(s - 1)]
            res.append(pt.F.rank(rows))
        out.append(tuple(res))
    return out


def q_of(s, d):
    return 3 * s + 3 * (d - 1)


if __name__ == '__main__':
    pass
