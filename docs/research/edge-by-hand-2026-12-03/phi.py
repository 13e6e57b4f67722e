"""helper-143: k45's condition map Phi = (Phi1, Phi2) at general s, split by the beta'-exponent a of the target.

Coordinates and notation as k45 NOTES section 1 (own code, modelled on k45's kcore.py):
  F_k = m1_k l123 G_k, G_k in P(d-3, s-2);  theta = H4^{-T} F;  F'_k = 2 G_k l123 L0(m1_k) + m1_k (G_k L0(l123) + l123 L0(G_k));
  theta' = H4^{-T} F'.  Target: (theta_r, theta'_r) mod J3_r(d, s-1), r = 1..3.
The quotient P(d,s-1)/J3_r is computed explicitly through the grading by a (k45-every-s review, 1.1):
  |supp a| = 1 (a = d e_m): the gamma-form restricted to the line zeta_rm = 0 (s values on the line);
  |supp a| = 2 (supp = S): the value at the point z_(r,S) = {zeta_rm = zeta_rm' = 0};  |supp a| = 3: nothing.
So the target has 2 * 3 * q coordinates, q = 3s + 3(d-1).  Ranks mod P of Phi restricted to: all, pure a, mixed a.
usage: python phi.py s seed [H4I] [extra]"""
import sys, time, random, itertools
from math import comb
from flint import nmod_mat, nmod_mpoly_ctx

P = 2147483647
ctx = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'g1', 'g2', 'g3'), modulus=P)
GENS = ctx.gens(); BV, GV = GENS[:3], GENS[3:]
ZERO = ctx.from_dict({})


def monos(d):
    return [(d - i - j, i, j) for i in range(d + 1) for j in range(d + 1 - i)]


def bimonos(db, dg):
    return [a + e for a in monos(db) for e in monos(dg)]


def inv3(A):
    M = nmod_mat(3, 3, [x % P for r in A for x in r], P).inv()
    return [[int(M[i, j]) for j in range(3)] for i in range(3)]


def mm(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(3)) % P for j in range(3)] for i in range(3)]


def Tr(A):
    return [list(r) for r in zip(*A)]


def lin(row, vs):
    return sum(((int(c) % P) * v for c, v in zip(row, vs)), ZERO)


def params(seed, H4I=False, H4=None):
    rnd = random.Random(seed)
    R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
    W2, W3, W4, H2, H3, H4r = R3(), R3(), R3(), R3(), R3(), R3()
    lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
    H2i = inv3(H2)
    L = mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i)
    B = mm(W3, H2i)
    Q = [mm(mm(Tr(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)]
    if H4 is None:
        H4 = [[int(i == j) for j in range(3)] for i in range(3)] if H4I else H4r
    return dict(L=L, B=B, Q=Q, Wm=W4, H4=H4, seed=seed)


def cross(u, v):
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]


class Model:
    def __init__(self, s, prm):
        self.s, self.d = s, comb(s, 2)
        self.prm = prm
        L, B, Q, Wm = prm['L'], prm['B'], prm['Q'], prm['Wm']
        self.l = [lin(B[i], BV) for i in range(3)]
        BL = mm(B, L)
        self.lp = [lin(BL[i], BV) for i in range(3)]
        self.Lb = [lin(L[i], BV) for i in range(3)]
        self.m1 = [lin(Wm[k], GV) for k in range(3)]
        self.l123 = self.l[0] * self.l[1] * self.l[2]
        self.lo = [self.l[1] * self.l[2], self.l[0] * self.l[2], self.l[0] * self.l[1]]
        self.Dm1 = [sum((GV[i] * self.lp[i] * self.lo[i] * int(Wm[k][i]) for i in range(3)), ZERO) for k in range(3)]
        self.Dl123 = sum((self.lp[i] * self.lo[i] for i in range(3)), ZERO)
        self.H4iT = Tr(inv3(prm['H4']))
        # quotient functionals per r: list of (a, gamma point); pure a -> s points on the line, mixed -> z
        self.funcs = []  # entries (r, a, pt, kind) kind in {'pure','mixed'}
        d = self.d
        for r in range(3):
            for a in monos(d):
                supp = [m for m in range(3) if a[m]]
                if len(supp) == 1:
                    m = supp[0]
                    row = Q[r][m]
                    # two vectors spanning {gamma : row . gamma = 0}
                    u1 = cross(row, [1, 0, 0]); u2 = cross(row, [0, 1, 0])
                    if all(x == 0 for x in cross(u1, u2)):
                        u2 = cross(row, [0, 0, 1])
                    for t in range(1, s + 1):
                        pt = [(u1[i] + t * u2[i]) % P for i in range(3)]
                        self.funcs.append((r, a, tuple(pt), 'pure'))
                elif len(supp) == 2:
                    z = cross(Q[r][supp[0]], Q[r][supp[1]])
                    self.funcs.append((r, a, tuple(z), 'mixed'))
        self.q = sum(1 for f in self.funcs if f[0] == 0)
        assert self.q == 3 * s + 3 * (d - 1), (self.q, s, d)

    def D(self, f):
        """l123 * Lambda_0 f."""
        out = self.l123 * sum((self.Lb[m] * f.derivative(m) for m in range(3)), ZERO)
        for i in range(3):
            out += GV[i] * self.lp[i] * self.lo[i] * f.derivative(3 + i)
        return out


    def qvec(self, polys_r):
        """polys_r[r] = theta_r (polynomial); returns the 3q target coordinates."""
        out = []
        cache = []
        for r in range(3):
            d = {}
            for e, c in polys_r[r].to_dict().items():
                d.setdefault(e[:3], []).append((e[3:], int(c)))
            cache.append(d)
        for (r, a, pt, kind) in self.funcs:
            v = 0
            for e, c in cache[r].get(a, []):
                v += c * pow(pt[0], e[0], P) * pow(pt[1], e[1], P) * pow(pt[2], e[2], P)
            out.append(v % P)
        return out

    def phi_rows(self):
        s, d = self.s, self.d
        rows = []
        for k in range(3):
            for e in bimonos(d - 3, s - 2):
                G = ctx.from_dict({e: 1})
                F = self.m1[k] * self.l123 * G
                Fp = 2 * G * self.Dm1[k] + self.m1[k] * (G * self.Dl123 + self.D(G))
                th = [int(self.H4iT[r][k]) * F for r in range(3)]
                thp = [int(self.H4iT[r][k]) * Fp for r in range(3)]
                rows.append(self.qvec(th) + self.qvec(thp))
        return rows


def rank(rows, cols=None):
    if cols is not None:
        rows = [[r[c] for c in cols] for r in rows]
    if not rows or not rows[0]:
        return 0
    return nmod_mat(len(rows), len(rows[0]), [x for r in rows for x in r], P).rank()


if __name__ == "__main__":
    s, seed = int(sys.argv[1]), int(sys.argv[2])
    H4I = len(sys.argv) > 3 and sys.argv[3] == "H4I"
    t0 = time.time()
    M = Model(s, params(seed, H4I))
    rows = M.phi_rows()
    q = M.q
    nf = len(M.funcs)
    kinds = [f[3] for f in M.funcs]
    first = list(range(nf)); second = list(range(nf, 2 * nf))
    pure = [i for i in range(nf) if kinds[i] == 'pure']; mixed = [i for i in range(nf) if kinds[i] == 'mixed']
    U = comb(comb(s, 2) - 1, 2) * comb(s, 2)
    r1, r12 = rank(rows, first), rank(rows)
    print(f"s={s} seed={seed} H4I={H4I}: q={q}, unknowns 3U={3*U}; rank Phi1={r1} (k45 bound 3(q-9)={3*(q-9)}),"
          f" rank Phi={r12} (bound 6q-27={6*q-27}); dim K_G = {3*U - r12} (kernel {3*U - 6*q + 27})")
    print(f"   pure targets only: Phi1 {rank(rows, pure)} of {len(pure)}, Phi {rank(rows, pure + [nf + i for i in pure])} of {2*len(pure)}")
    print(f"   mixed targets only: Phi1 {rank(rows, mixed)} of {len(mixed)}, Phi {rank(rows, mixed + [nf + i for i in mixed])} of {2*len(mixed)}")
    for r in range(3):
        for m in range(3):
            sel = [i for i in pure if M.funcs[i][0] == r and M.funcs[i][1][m] > 0]
            print(f"   r={r} vertex m={m}: Phi1 {rank(rows, sel)} of {len(sel)}, Phi {rank(rows, sel + [nf + i for i in sel])} of {2*len(sel)}")
    print(f"   ({time.time()-t0:.1f} s)")
