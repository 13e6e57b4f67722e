"""Reviewer helper-117: the j = 1 identity in sympy, my own closed forms.
Formula E rank at j = 1 before min with P12: 3(c2 - codim_model(j=1) + 3C(s+1,2) + 3C(s,2)) - 27.
codim_model(j=1) = sum over compositions kappa of s, by support size t in {1,2,3} (3, 3(s-1), C(s-1,2) of them):
   C(N2+2,2) - C(N2 - s + t + 2, 2) + t + 2 C(t,2)    (g_i = (k_i-1)^+, a_i = min(k_i,1), b_i = 0, lambda(k,k',1,0) = 2)
k45 (transcribed from k189-T10 NOTES 7.2 / k45 section 2 with general s): d = N2 - s, dimP = C(d+2,2) C(s+1,2),
q = 3s + 3(d-1), unknowns = 3 C(d-1,2) C(s,2), kernel = unknowns - 3(q-9) - 3q, z = 3(dimP - q), bound = 2z - kernel."""
import sys
import sympy as sp
from math import comb
sys.path.insert(0, "/work/main")
s = sp.symbols('s')
def Cb(n, k):
    return sp.expand(sp.binomial(n, k).expand(func=True))
H = sp.Rational(1, 2)
N2 = s * (s + 1) * H
ms = lambda d: (d + 2) * (d + 1) * H
c2 = 2 * ms(N2 - 1) * ms(s - 1) - ms(N2 - 2) * ms(s - 2)
codim = 0
for t, cnt in ((1, 3), (2, 3 * (s - 1)), (3, (s - 1) * (s - 2) * H)):
    codim += cnt * (ms(N2) - ms(N2 - s + t + 2 - 2) + t + 2 * sp.Integer(t * (t - 1) // 2))
formula = 3 * (c2 - codim + 3 * s * (s + 1) * H + 3 * s * (s - 1) * H) - 27
d = N2 - s
dimP = ms(d) * s * (s + 1) * H
q = 3 * s + 3 * (d - 1)
unknowns = 3 * (d - 1) * (d - 2) * H * s * (s - 1) * H
kernel = unknowns - 3 * (q - 9) - 3 * q
k45 = 2 * 3 * (dimP - q) - kernel
diff = sp.simplify(sp.expand(formula - k45))
print("formula - k45 =", diff)
print("formula =", sp.factor(sp.expand(formula)))
print("16*formula/3 =", sp.expand(16 * formula * sp.Rational(1, 3)))
# numeric: against the lab's start_codimension / formula_block_rank at j = 1 (inner value) for s = 4..60
import numerics.bounds.depth4_blocks as B
bad = []
for sv in range(4, 61):
    T = 2 * sv
    cm = B.start_codimension(T=T, a2=1, a3=0)
    mine = codim.subs(s, sv)
    if cm != mine:
        bad.append(('codim', sv, cm, mine))
    n2v = comb(sv + 1, 2)
    if formula.subs(s, sv) != k45.subs(s, sv):
        bad.append(('id', sv))
print("numeric s=4..60 mismatches:", bad)
