"""The finite set B_c = {a0 : x -> c_x(a0) = Γ(a0 ⊙ u_x) is constant} (NOTES.md §7b) at one integer point, chart
a0 = (1, s, t) (and the line a0_0 = 0 via a0 = (0, 1, t)): lex Groebner basis over GF(p) of the 2x2 minors of
[Γ(a0 ⊙ u_x'), Γ(a0 ⊙ u_x'')] for three random x.  Expected solutions: a_0*, a_1*, a_2*, e_j (c constant there).
Usage: python find_Bc.py seed     (sympy; geo.py of the l1 helper read-only)"""
import sys, os, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
import sympy as sp
seed = int(sys.argv[1]); QQ = len(sys.argv) > 2 and sys.argv[2] == 'QQ'; fam = Family(seed); g = np.random.default_rng(seed + 3)
H2i = from_nmod(to_nmod(fam.H2 % p).inv())
s, t = sp.symbols('s t')
def red(e): return sp.Poly(e, s, t, domain='QQ') if QQ else sp.Poly(e, s, t, modulus=p)
def Gam(v):   # v: list of 3 Poly
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
for chart in ('1st', '0t'):
    t0 = time.time()
    a0 = [red(1), red(s), red(t)] if chart == '1st' else [red(0), red(1), red(t)]
    G = []
    for _ in range(3):
        u = fam.u([1, int(rnd(g, 1)[0])])
        G.append(Gam([a0[c] * int(u[c]) for c in range(3)]))
    eqs = []
    for (A, B) in ((G[0], G[1]), (G[1], G[2]), (G[0], G[2])):
        for (r, q) in ((0, 1), (0, 2), (1, 2)):
            e = A[r] * B[q] - A[q] * B[r]
            if not e.is_zero: eqs.append(e.as_expr())
    gens = (s, t) if chart == '1st' else (t,)
    if chart == '0t':
        eqs = [ (sp.Poly(e, t, domain='QQ') if QQ else sp.Poly(e, t, modulus=p)).as_expr() for e in eqs]
    GB = sp.groebner(eqs, *gens, order='lex', domain='QQ') if QQ else sp.groebner(eqs, *gens, modulus=p, order='lex')
    print(f"seed={seed} chart a0={'(1,s,t)' if chart=='1st' else '(0,1,t)'}: Groebner basis has {len(GB.exprs)} elements, "
          f"[{time.time()-t0:.1f}s]", flush=True)
    last = sp.Poly(GB.exprs[-1], gens[-1], modulus=p)
    for e in GB.exprs:
        P = sp.Poly(e, *gens, domain='QQ') if QQ else sp.Poly(e, *gens, modulus=p)
        print("  GB element: degrees", P.degree_list(), "" if QQ else P, flush=True)
        if QQ and len(gens) == 2 and P.degree(s) == 0:
            print("  univariate factors over QQ (degrees):", [ (sp.Poly(f, t).degree(), m) for f, m in sp.factor_list(P.as_expr())[1]], flush=True)
    if chart == '1st':
        for i in range(3):
            a = fam.astar[i]; ia = pow(int(a[0]), p - 2, p)
            if QQ:
                print(f"  a_{i}* in chart: (s, t) = ({sp.Rational(int(a[1]), int(a[0]))}, {sp.Rational(int(a[2]), int(a[0]))}) [mod-p representatives, not rational values]", flush=True)
            else:
                print(f"  a_{i}* in chart: (s, t) = ({int(a[1])*ia % p}, {int(a[2])*ia % p}); root of the t-quartic: {sp.Poly(GB.exprs[-1], *gens, modulus=p).eval({s: 0, t: int(a[2])*ia % p}) == 0}", flush=True)
    else:
        print("  e_1 = (0,1,0): t = 0; e_2 at t = infinity", flush=True)
