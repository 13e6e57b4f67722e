"""Reviewer's own depth-2 one-hot RAC tools (independent of /work/scratch/item4 and of proofs/).

Model (racs/model.py docstring): h^{t,1} = (W^{H,1} h^{t-1,1}) * u_{x_t}, u_x = W^{I,1} e_x,
h^{t,2} = (W^{H,2} h^{t-1,2}) * (W^{I,2} h^{t,1}), y = W^O h^{T,2}.
All arithmetic is on Python ints, optionally reduced mod p (p=None: exact over Z).
"""
import itertools
from math import comb

import flint


def mset(n, k):
    if k == 0:
        return 1
    if n <= 0:
        return 0
    return comb(n + k - 1, k)


def Dim(M, R, d):
    """D_d = R(((R,d)) - ((R-M,d))), with ((n,d)) = 0 for n <= 0, d >= 1."""
    return R * (mset(R, d) - (mset(R - M, d) if R > M else 0))


def cap(M, R, s):
    return min(R, M) * M ** (s - 1)


def rho2(M, R, s):
    return min(Dim(M, R, s), M ** s, cap(M, R, s))


def red(v, p):
    return v % p if p else v


def matvec(A, v, p):
    return [red(sum(A[i][j] * v[j] for j in range(len(v))), p) for i in range(len(A))]


class RAC2:
    def __init__(self, WI1, WH1, WI2, WH2, h01, h02, WO, p=None):
        self.WI1, self.WH1, self.WI2, self.WH2 = WI1, WH1, WI2, WH2
        self.h01, self.h02, self.WO, self.p = h01, h02, WO, p
        self.R = len(WH1)
        self.M = len(WI1[0])

    def u(self, x):
        return [self.WI1[i][x] for i in range(self.R)]

    # --- direct recurrence on hidden states -------------------------------------------------
    def y(self, word):
        p, R = self.p, self.R
        h1, h2 = list(self.h01), list(self.h02)
        for x in word:
            ux = self.u(x)
            a = matvec(self.WH1, h1, p)
            h1 = [red(a[i] * ux[i], p) for i in range(R)]
            b = matvec(self.WH2, h2, p)
            v = matvec(self.WI2, h1, p)
            h2 = [red(b[i] * v[i], p) for i in range(R)]
        return red(sum(self.WO[i] * h2[i] for i in range(R)), p)

    # --- the cut state z = (a, g) -------------------------------------------------------------
    def z0(self):
        return (matvec(self.WH1, self.h01, self.p), matvec(self.WH2, self.h02, self.p))

    def step(self, z, x):
        """(a, g) -> (a', g') with a = W^{H,1} h^{t,1}, g = W^{H,2} h^{t,2}, computed from h (not from T_x)."""
        p, R = self.p, self.R
        a, g = z
        ux = self.u(x)
        h1 = [red(a[i] * ux[i], p) for i in range(R)]
        v = matvec(self.WI2, h1, p)
        h2 = [red(g[i] * v[i], p) for i in range(R)]
        return (matvec(self.WH1, h1, p), matvec(self.WH2, h2, p))

    def start_points(self, n):
        """Sigma_n in the order of words sigma in [M]^n (lexicographic)."""
        pts = []
        for w in itertools.product(range(self.M), repeat=n):
            z = self.z0()
            for x in w:
                z = self.step(z, x)
            pts.append(z)
        return pts

    def start_matrix(self, s):
        words = list(itertools.product(range(self.M), repeat=s))
        return [[self.y(sg + tu) for tu in words] for sg in words]


# --- polynomials in a (dict exponent tuple -> coeff) ---------------------------------------------
def monomials(R, d):
    out = []
    for c in itertools.combinations_with_replacement(range(R), d):
        e = [0] * R
        for i in c:
            e[i] += 1
        out.append(tuple(e))
    return out


def pmul(P, Q, p):
    out = {}
    for e1, c1 in P.items():
        for e2, c2 in Q.items():
            e = tuple(i + j for i, j in zip(e1, e2))
            out[e] = out.get(e, 0) + c1 * c2
    return {e: red(c, p) for e, c in out.items() if red(c, p) != 0}


def padd(P, Q, scale, p):
    out = dict(P)
    for e, c in Q.items():
        out[e] = out.get(e, 0) + scale * c
    return {e: red(c, p) for e, c in out.items() if red(c, p) != 0}


def linform(row, R):
    return {tuple(1 if j == i else 0 for j in range(R)): row[i] for i in range(R) if row[i] != 0}


def subst(P, L, R, p, cache):
    """P(L a) where L is a list of R linear forms (dicts)."""
    out = {}
    for e, c in P.items():
        term = {tuple([0] * R): c}
        for r in range(R):
            k = e[r]
            if k:
                key = (r, k)
                if key not in cache:
                    pw = {tuple([0] * R): 1}
                    for _ in range(k):
                        pw = pmul(pw, L[r], p)
                    cache[key] = pw
                term = pmul(term, cache[key], p)
        out = padd(out, term, 1, p)
    return out


def Phi(rac, x, q):
    """Explicit formula of NOTE section 1: (Phi_x q)_i = l_{x,i}(a) * sum_k B_{ki} q_k(phi_x a).
    q is a list of R polys (the g_k coefficients)."""
    R, p = rac.R, rac.p
    ux = rac.u(x)
    phi = [[red(rac.WH1[i][j] * ux[j], p) for j in range(R)] for i in range(R)]  # H D_x
    L = [linform(phi[r], R) for r in range(R)]
    VD = [[red(rac.WI2[i][j] * ux[j], p) for j in range(R)] for i in range(R)]  # V D_x
    cache = {}
    qs = [subst(q[k], L, R, p, cache) for k in range(R)]
    out = []
    for i in range(R):
        acc = {}
        for k in range(R):
            if rac.WH2[k][i]:
                acc = padd(acc, qs[k], rac.WH2[k][i], p)
        out.append(pmul(linform(VD[i], R), acc, p))
    return out


def lam(rac):
    """lambda(a, g) = W^O B^{-1} g, as a list of R constants (exact rational -> needs B^{-1}).
    Over Z we scale: returns (list of R fmpq)."""
    B = flint.fmpq_mat(rac.WH2)
    Binv = B.inv()
    WO = flint.fmpq_mat([rac.WO])
    r = WO * Binv
    return [r[0, k] for k in range(rac.R)]


def peval(P, a):
    tot = 0
    for e, c in P.items():
        t = c
        for r, k in enumerate(e):
            t *= a[r] ** k
        tot += t
    return tot


def rank_Z(rows):
    if not rows or not rows[0]:
        return 0
    return flint.fmpz_mat(rows).rank()


def rank_p(rows, p):
    if not rows or not rows[0]:
        return 0
    return flint.nmod_mat(rows, p).rank()


def rank(rows, p):
    return rank_p(rows, p) if p else rank_Z(rows)


def W_spanning_columns(rac, d):
    """Spanning products g_k m(a) l_{k,x}(a) of W_d (m monomial of degree d-1), as callables' data."""
    R, M = rac.R, rac.M
    cols = []
    for k in range(R):
        for x in range(M):
            ux = rac.u(x)
            l = [red(rac.WI2[k][j] * ux[j], rac.p) for j in range(R)]
            for m in monomials(R, d - 1):
                cols.append((k, l, m))
    return cols


def eval_W(rac, pts, d):
    """Matrix of the spanning products of W_d at the points pts (rows = points)."""
    p = rac.p
    cols = W_spanning_columns(rac, d)
    rows = []
    for a, g in pts:
        row = []
        for k, l, m in cols:
            v = g[k] * sum(l[j] * a[j] for j in range(rac.R))
            for r, e in enumerate(m):
                if e:
                    v *= pow(a[r], e, p) if p else a[r] ** e
            row.append(red(v, p))
        rows.append(row)
    return rows


def eval_full(rac, pts, d):
    """Values of all monomials g_k a^alpha (|alpha| = d) at pts."""
    p = rac.p
    mons = monomials(rac.R, d)
    rows = []
    for a, g in pts:
        row = []
        for k in range(rac.R):
            for m in mons:
                v = g[k]
                for r, e in enumerate(m):
                    if e:
                        v *= pow(a[r], e, p) if p else a[r] ** e
                row.append(red(v, p))
        rows.append(row)
    return rows
