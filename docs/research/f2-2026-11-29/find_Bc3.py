"""(B) of NOTES.md §6 in three affine charts covering P^2_a: a0 = (1, s, t), (s, 1, t), (s, t, 1).  For three random x,
the 2x2 minors of [Γ(a0 ⊙ u_x'), Γ(a0 ⊙ u_x'')] (Γ(v) = H2^{-1} b*(H1 v) ⊙ adj(W2 v)); lex Groebner basis mod p.
In shape position (s - P(t), Q(t)) with Q squarefree the solution scheme in that chart is reduced, with deg Q points.
Expected: chart 1: e_0 and the a_i* (4 points); chart 2: e_1 plus those of a_i*, e_0 with a0_1 != 0; chart 3: e_2 plus ...
Usage: python find_Bc3.py seed   (sympy; geo.py of the l1 helper, read-only)"""
import sys, os, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
import sympy as sp
seed = int(sys.argv[1]); fam = Family(seed); g = np.random.default_rng(seed + 3)
H2i = from_nmod(to_nmod(fam.H2 % p).inv())
s, t = sp.symbols('s t')
def red(e): return sp.Poly(e, s, t, modulus=p)
def Gam(v):
    Hv = [sum((int(fam.H1[r, c]) * v[c] for c in range(3)), red(0)) for r in range(3)]
    def zeta(wm):
        pa = [Hv[c] * int(wm[c]) for c in range(3)]
        return [sum((int(fam.W2[r, c]) * pa[c] for c in range(3)), red(0)) * int(fam.ell[r]) for r in range(3)]
    z1, z2 = zeta(fam.W1[:, 0]), zeta(fam.W1[:, 1])
    bs = [z1[1]*z2[2] - z1[2]*z2[1], z1[2]*z2[0] - z1[0]*z2[2], z1[0]*z2[1] - z1[1]*z2[0]]
    hb = [sum((int(H2i[r, c]) * bs[c] for c in range(3)), red(0)) for r in range(3)]
    W = [sum((int(fam.W2[r, c]) * v[c] for c in range(3)), red(0)) for r in range(3)]
    adj = [W[1]*W[2], W[0]*W[2], W[0]*W[1]]
    return [hb[r] * adj[r] for r in range(3)]
xs = [fam.u([1, int(rnd(g, 1)[0])]) for _ in range(3)]
special = [np.eye(3, dtype=np.int64)[j] for j in range(3)] + [fam.astar[i] for i in range(3)]
names = ['e_0', 'e_1', 'e_2', 'a_0*', 'a_1*', 'a_2*']
for c in range(3):
    t0 = time.time()
    a0 = [None] * 3; a0[c] = red(1); free = [k for k in range(3) if k != c]; a0[free[0]] = red(s); a0[free[1]] = red(t)
    G = [Gam([a0[k] * int(u[k]) for k in range(3)]) for u in xs]
    eqs = []
    for (A, B) in ((G[0], G[1]), (G[1], G[2]), (G[0], G[2])):
        for (r, q) in ((0, 1), (0, 2), (1, 2)):
            e = A[r] * B[q] - A[q] * B[r]
            if not e.is_zero: eqs.append(e.as_expr())
    GB = sp.groebner(eqs, s, t, modulus=p, order='lex')
    polys = [sp.Poly(e, s, t, modulus=p) for e in GB.exprs]
    shape = len(polys) == 2 and polys[0].degree(s) == 1 and polys[0].degree(t) < polys[1].degree(t) and polys[1].degree(s) == 0 \
        and polys[0].as_dict().get((1, 0), 0) % p != 0
    Qt = sp.Poly(polys[-1].as_expr(), t, modulus=p)
    sqfree = sp.degree(sp.gcd(Qt, Qt.diff(t))) == 0 if Qt.degree() > 0 else True
    inchart = []
    for v, nm in zip(special, names):
        if int(v[c]) % p == 0: continue
        iv = pow(int(v[c]), p - 2, p); sv, tv = int(v[free[0]]) * iv % p, int(v[free[1]]) * iv % p
        ok = all(int(P.eval({s: sv, t: tv})) % p == 0 for P in polys)
        inchart.append((nm, ok))
    print(f"seed={seed} chart a0_{c} = 1: GB {[P.degree_list() for P in polys]}, shape position: {shape}, "
          f"univariate degree {Qt.degree()}, squarefree: {sqfree}; special points in chart (all solutions?): {inchart}  [{time.time()-t0:.1f}s]", flush=True)
