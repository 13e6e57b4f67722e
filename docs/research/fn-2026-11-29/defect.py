"""Sum over beta of the saturation defects dim (S_beta^sat / S_beta)_T, T = e-1, versus q_e = h'_n(e) - dim N'_e.
(a) implies q_e <= this sum for e >= n+1."""
import sys, math
from onestep import comps, pencil, dimN, generators, hp
from sat import dimS
E1, E2 = pencil('random', 1)
for n in [int(x) for x in sys.argv[1:]]:
    gens = generators(n, E1, E2)
    for e in range(n + 1, (3 * n) // 2 + 2):
        T = e - 1
        tot = sum(2 * math.comb(T + 2, 2) - sum(b * (b + 2) for b in beta) - dimS(beta, T, E1, E2) for beta in comps(n - 1))
        q = hp(n, e) - dimN(n, e, E1, E2, gens)
        print(f"n={n} e={e}: q_e = {q}, sum_beta defect_(e-1) = {tot}", flush=True)
