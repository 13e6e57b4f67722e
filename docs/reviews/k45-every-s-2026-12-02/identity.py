"""Reviewer helper-118: k45 edge counts reimplemented from closures.edge_kernel_bound's docstring (not imported).
Checks 2 z_bound - kernel == 3(s^6+s^5+13s^4-9s^3+2s^2+24s-144)/16 identically in s (sympy), and numerically."""
import sympy as sp
from math import comb
s = sp.symbols('s')
C2 = lambda n: n * (n - 1) / 2
N2 = C2(s + 1)                      # C(s+1, 2)
d = N2 - s
dimP = C2(d + 2) * C2(s + 1)        # dim P(d, s-1) = C(d+2,2) C(s+1,2)
q = 3 * s + 3 * (d - 1)             # codim of J3_r(d, s-1)
unk = 3 * C2(d - 1) * C2(s)         # 3 dim P(d-3, s-2) = 3 C(d-1,2) C(s,2)
kernel = unk - 3 * (q - 9) - 3 * q
zb = 3 * (dimP - q)
bound = sp.expand(2 * zb - kernel)
target = sp.Rational(3, 16) * (s**6 + s**5 + 13 * s**4 - 9 * s**3 + 2 * s**2 + 24 * s - 144)
print("2 z_bound - kernel =", sp.factor(bound))
print("difference =", sp.simplify(bound - target))
def counts(si):  # integer version, written independently
    dd = comb(si + 1, 2) - si
    qq = 3 * si + 3 * (dd - 1)
    u = 3 * comb(dd - 1, 2) * comb(si, 2)
    k = u - 3 * (qq - 9) - 3 * qq
    z = 3 * (comb(dd + 2, 2) * comb(si + 1, 2) - qq)
    return dd, qq, u, k, z, 2 * z - k
bad = 0
for si in range(4, 201):
    dd, qq, u, k, z, b = counts(si)
    t = 3 * (si**6 + si**5 + 13 * si**4 - 9 * si**3 + 2 * si**2 + 24 * si - 144)
    if t % 16 or t // 16 != b: bad += 1
    if si <= 9: print(f"s={si}: d={dd} q={qq} unknowns={u} kernel={k} z_bound={z} bound={b} formula={t/16}")
print("integer mismatches s=4..200:", bad)
