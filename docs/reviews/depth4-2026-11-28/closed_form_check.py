"""Check the docstring's closed form 2 r0 + (N1 - 1) 2 c_2(N2, N3) - 8 C(s+1, 3) for R = 2, T >= 8."""

from math import comb

from mybounds import Nl, ck, depth4, r0

bad = []
for T in range(4, 32, 2):
    s = T // 2
    N1, N2, N3, _ = Nl(4, T)
    cf = 2 * r0(2, T - 2) + (N1 - 1) * 2 * ck(2, (N2, N3), 2) - 8 * comb(s + 1, 3)
    d = depth4(2, T)
    print(T, d, cf, "equal" if d == cf else "DIFFERENT")
