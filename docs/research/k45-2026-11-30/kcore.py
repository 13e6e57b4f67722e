"""Core for the K = {psi in Z3 : Lambda psi in Z3} computations, in the reduced coordinates (b', gamma, h).

Coordinates (own derivation, see NOTES.md section 1):
  b' = H2 beta,  gamma = c (.) W3 beta,  h = g (.) m1,  m1 = Wm gamma  (Wm = start W4),  delta' = H4 h.
  Z3 = { sum_k h_k F_k : F = H4^T theta, theta_r in J3_r(6,3) },  J3_r = (b'_m zeta_rm : m), zeta_r = Q_r gamma.
  Lambda (= sum lam_m beta_m d/dbeta_m, c, g fixed) becomes
     Lambda = (L b').d/db' + sum_i gamma_i (l'_i / l_i) d/dgamma_i + sum_k h_k (Lambda m1_k / m1_k) d/dh_k,
  l = B b', l' = B L b'.  RAC values: L = H2 diag(lam) H2^-1, B = W3 H2^-1, Q_r = W3^T diag(W4[r,:]) H3, Wm = W4.
Everything mod a prime P. Polynomials: flint nmod_mpoly in (b1,b2,b3,g1,g2,g3).
"""
import random, itertools
import flint
from flint import nmod_mat, nmod_mpoly_ctx

P = 2147483647  # 2^31 - 1 (own choice; the d4r3c helper used 2147483629)
ctx = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'g1', 'g2', 'g3'), modulus=P)
GENS = ctx.gens()
BV, GV = GENS[:3], GENS[3:]


def monos(d, n=3):
    return [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]


def bimonos(db, dg):
    return [a + e for a in monos(db) for e in monos(dg)]


def inv3(A):
    M = nmod_mat(3, 3, [x % P for r in A for x in r], P)
    Mi = M.inv()
    return [[int(Mi[i, j]) for j in range(3)] for i in range(3)]


def mm(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(3)) % P for j in range(3)] for i in range(3)]


def T(A):
    return [list(r) for r in zip(*A)]


def lin(row, vars_):
    return sum((int(c) % P) * v for c, v in zip(row, vars_))


def params(seed, mode="rac", H4I=False):
    rnd = random.Random(seed)
    R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
    if mode == "rac":
        W2, W3, W4, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3()
        lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
        H2i = inv3(H2)
        L = mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i)
        B = mm(W3, H2i)
        Q = [mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)]
        Wm = W4
    else:  # decoupled: every matrix independent
        L, B, Wm, H4 = R3(), R3(), R3(), R3()
        Q = [R3() for _ in range(3)]
    if H4I:
        H4 = [[int(i == j) for j in range(3)] for i in range(3)]
    return dict(L=L, B=B, Q=Q, Wm=Wm, H4=H4)


class Setup:
    def __init__(self, prm):
        self.prm = prm
        L, B, Q, Wm, H4 = prm['L'], prm['B'], prm['Q'], prm['Wm'], prm['H4']
        self.l = [lin(B[i], BV) for i in range(3)]
        BL = mm(B, L)
        self.lp = [lin(BL[i], BV) for i in range(3)]
        self.Lb = [lin(L[i], BV) for i in range(3)]
        self.zeta = [[lin(Q[r][m], GV) for m in range(3)] for r in range(3)]
        self.m1 = [lin(Wm[k], GV) for k in range(3)]
        self.l123 = self.l[0] * self.l[1] * self.l[2]
        self.lo = [self.l[1] * self.l[2], self.l[0] * self.l[2], self.l[0] * self.l[1]]  # l123 / l_i
        self.H4 = H4

    def D(self, f):
        """l1 l2 l3 * Lambda_0 f (Lambda_0 = b'-part + gamma-part), a polynomial."""
        out = self.l123 * sum((self.Lb[m] * f.derivative(m) for m in range(3)), ctx.from_dict({}))
        for i in range(3):
            out += GV[i] * self.lp[i] * self.lo[i] * f.derivative(3 + i)
        return out

    def J3_basis(self, r, db=6, dg=3):
        """basis (list of polys) of J3_r in bidegree (db, dg)."""
        gens = []
        for m in range(3):
            g0 = BV[m] * self.zeta[r][m]
            for e in bimonos(db - 1, dg - 1):
                gens.append(g0 * ctx.from_dict({e: 1}))
        return independent(gens, bimonos(db, dg))


def vec(f, idx):
    v = [0] * len(idx)
    for e, c in f.to_dict().items():
        v[idx[e]] = int(c)
    return v


def mat(polys, mlist):
    idx = {e: i for i, e in enumerate(mlist)}
    rows = [vec(f, idx) for f in polys]
    return nmod_mat(len(rows), len(mlist), [x for r in rows for x in r], P) if rows else nmod_mat(0, len(mlist), [], P)


def independent(polys, mlist):
    M = mat(polys, mlist)
    R, rk = M.rref()
    out = []
    for i in range(rk):
        out.append(ctx.from_dict({mlist[j]: int(R[i, j]) for j in range(len(mlist)) if int(R[i, j])}))
    return out


def rank_polys(polys, mlist):
    if not polys:
        return 0
    return mat(polys, mlist).rank()
