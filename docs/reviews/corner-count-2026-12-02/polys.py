"""Task 3: the five polynomials derived from the caps' definitions; against own and lab integers at s = 4..SMAX;
positivity of the four margins on [4, oo) by Sturm sequences (sympy) and by flint's real-root isolation."""
import sys, time
sys.path.insert(0, "/work/main"); sys.path.insert(0, ".")
import sympy as sp
import flint
from math import comb
from owncaps import *
from numerics.bounds.depth4 import common_support_count, end_ideal_bound, _interior_cap
from numerics.bounds.formulas import depth3_ideal_bound, end_input_cap, end_state_bound

SMAX = int(sys.argv[1]) if len(sys.argv) > 1 else 300
t0 = time.time()
s = sp.Symbol("s")
P = lambda n: sp.expand((n + 2) * (n + 1) / 2)   # ((3, n)) as a polynomial, = the count for n >= -2
C2 = lambda n: n * (n - 1) / 2                    # C(n, 2) as a polynomial (all integers n)

N2, N3 = C2(s + 1), s
# c_3(N_2, N_3): inclusion-exclusion; each N - i >= s - 3 >= 1 for s >= 4 (polynomial form valid for N - i >= -2)
c3 = sp.expand(sum((-1) ** (i + 1) * sp.binomial(3, i) * P(N2 - i) * P(N3 - i) for i in (1, 2, 3)))
# depth 3 at T' = T - 2 = 2 s', s' = s - 1: n1 = C(s'+1, 2) = C(s, 2), n2 = s' = s - 1
n1, n2 = C2(s), s - 1
# disjoint-support double sum: (i, j) = (1,1): 3*2*1*1; (1,2): 3*1*1*(n2-1); (2,1): 3*1*(n1-1)*1
dis = 3 * 2 + 3 * (n2 - 1) + 3 * (n1 - 1)
d3 = sp.expand(3 * (P(n1) * P(n2) - dis))
est = sp.expand(3 * P(n1) * P(n2))                      # l = 3 factor ((3, 1)) = 3
ein_lb = sp.expand(3 * P(C2(s)) * P(C2(s - 1)))          # e = s'+1, s'+2 and T' (N_e = 1, ((3,1)) = 3)
eid_lb = sp.expand(3 * P(C2(s) - 1) * P(C2(s - 1) - 1))  # x_1 in every monomial, two sets
polys = dict(c3=c3, depth3_ideal=d3, end_state=est, end_input_lb=ein_lb, end_ideal_lb=eid_lb)
for k, v in polys.items():
    print(f"{k:14s} = {sp.factor(v)}   [{v}]")
print("brief c3      :", sp.expand(c3 - (s**6 + 5*s**5 + 15*s**4 + 31*s**3 + 16*s**2 - 36*s + 16) / 16) == 0)
print("brief d3ideal :", sp.expand(d3 - 3 * (s**6 - s**5 + 5*s**4 + s**3 - 22*s**2 - 16*s + 48) / 16) == 0)
print("brief d3 sum form 3(P P - 3s - 3(n1-1)) :", sp.expand(d3 - 3 * (P(n1) * P(n2) - 3 * s - 3 * (n1 - 1))) == 0)

# integers at s = 4..SMAX
fails = []
which_min = {}
for n in range(4, SMAX + 1):
    T, Tp = 2 * n, 2 * n - 2
    at = {k: int(v.subs(s, n)) for k, v in polys.items()}
    own = dict(c3=c((comb(n + 1, 2), n)), d3=cap_depth3_ideal(Tp), est=cap_end_state(Tp), ein=cap_end_input(Tp),
               eid=cap_end_ideal(Tp))
    lab = dict(c3=common_support_count(R=3, degrees=(comb(n + 1, 2), n)), d3=depth3_ideal_bound(R=3, T=Tp),
               est=end_state_bound(R=3, T=Tp, depth=3), ein=end_input_cap(M=3, R=3, T=Tp, depth=3),
               eid=end_ideal_bound(R=3, T=Tp, depth=3))
    checks = {
        "c3": at["c3"] == own["c3"] == lab["c3"],
        "d3": at["depth3_ideal"] == own["d3"] == lab["d3"],
        "est": at["end_state"] == own["est"] == lab["est"],
        "ein": own["ein"] == lab["ein"] and at["end_input_lb"] <= own["ein"],
        "eid": own["eid"] == lab["eid"] and at["end_ideal_lb"] <= own["eid"],
        "r0": min(own["d3"], own["est"], own["ein"], own["eid"]) == _interior_cap(3, Tp),
        "margin": 2 * (n + 1) * _interior_cap(3, Tp) > 3 * own["c3"],
        "ein_exact_s4": n != 4 or at["end_input_lb"] == own["ein"],
    }
    fails += [(k, n) for k, ok in checks.items() if not ok]
    m = min(("d3", "est", "ein", "eid"), key=lambda k: own[k])
    which_min.setdefault(m, []).append(n)
print(f"integer checks s = 4..{SMAX}: failures {fails}")
print("which cap is r0:", {k: (v[0], v[-1], len(v)) for k, v in which_min.items()})

# margins: 2(s+1) P - 3 c3; positivity on [4, oo) by (a) Sturm: no real root in [4, oo), value at 4 > 0;
# (b) flint: all real roots (isolated, certified) < 4; (c) own shift s = 5 + v and s = 4 + u coefficients.
u = sp.Symbol("u")
for name in ("depth3_ideal", "end_state", "end_input_lb", "end_ideal_lb"):
    mg = sp.Poly(sp.expand(2 * (s + 1) * polys[name] - 3 * c3), s)
    den = sp.lcm([sp.fraction(co)[1] for co in mg.all_coeffs()])
    mz = sp.Poly(mg.as_expr() * den, s)
    seq = sp.sturm(mz)
    def changes(vals):
        vals = [v for v in vals if v != 0]
        return sum(1 for a, b in zip(vals, vals[1:]) if (a > 0) != (b > 0))
    at4 = [q.eval(4) for q in seq]
    atinf = [q.LC() for q in seq]
    nroots = changes(at4) - changes(atinf)      # distinct real roots in (4, oo)
    f = flint.fmpz_poly([int(x) for x in reversed(mz.all_coeffs())])
    roots = [r for r, mult in f.complex_roots() if abs(r.imag) < 1e-30 or r.imag.contains(0)]
    realmax = max((float(r.real.mid()) for r in roots), default=None)
    shift = sp.Poly(sp.expand(mg.as_expr().subs(s, 4 + u)), u).all_coeffs()
    print(f"{name:14s} deg {mg.degree()} LC {mg.LC()}  margin(4) = {mg.eval(4)}  Sturm roots in (4,oo): {nroots}  "
          f"flint real roots (approx, max) {realmax}  shift s=4+u coeffs all > 0: {all(x > 0 for x in shift)} "
          f"(min coeff {min(shift)})")
print(f"time {time.time()-t0:.1f} s")
