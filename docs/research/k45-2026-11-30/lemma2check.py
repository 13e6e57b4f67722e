"""Direct check of Lemma 2's ingredients at a point (sanity only; the lemma is proved by hand).
For each r and 2-set S: rho_S = (F restricted to b'_{m''} = 0, gamma = z_(r,S)) mod c_S * binary cubics.
Checks: rho kills J3_r(6,3) and l123 P(3,3); rank of rho on P(6,3) is 9; and on the mixed monomials of support S alone.
usage: python lemma2check.py SEED MODE"""
import sys
from kcore import *

seed, mode = int(sys.argv[1]), sys.argv[2]
S = Setup(params(seed, mode))
Q = S.prm['Q']; B = S.prm['B']
M6 = bimonos(6, 3)
def cross(u, v): return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]
allok = True
for r in range(3):
    rows_all = []  # functionals as lists over M6
    for S2 in [(0, 1), (0, 2), (1, 2)]:
        m, mp = S2; mpp = 3 - m - mp
        z = cross(Q[r][m], Q[r][mp])
        # binary sextic coefficients in (b'_m, b'_mp): index j = exponent of b'_m (0..6)
        # c_S * cubics: 4 sextics; functionals = left kernel (3 of them)
        cS = [[B[i][m], B[i][mp]] for i in range(3)]
        # product of the three linear forms, coefficients by exponent of b'_m
        poly = [1]
        for (x, y) in cS:  # (x b_m + y b_mp)
            new = [0] * (len(poly) + 1)
            for j, a in enumerate(poly):
                new[j + 1] = (new[j + 1] + a * x) % P; new[j] = (new[j] + a * y) % P
            poly = new
        Mc = nmod_mat(4, 7, [poly[j - t] if 0 <= j - t < 4 else 0 for t in range(4) for j in range(7)], P)
        Nn, nn = Mc.nullspace()  # vectors v (7) with Mc v = 0, i.e. functionals killing c_S*cubics
        assert nn == 3
        for col in range(3):
            v = [int(Nn[j, col]) for j in range(7)]
            fun = [0] * len(M6)
            for t, e in enumerate(M6):
                a, g = e[:3], e[3:]
                if a[mpp] != 0: continue
                val = pow(z[0], g[0], P) * pow(z[1], g[1], P) * pow(z[2], g[2], P) % P
                fun[t] = v[a[m]] * val % P
            rows_all.append(fun)
    Fm = nmod_mat(9, len(M6), [x for rr in rows_all for x in rr], P)
    def apply(polys):
        idx = {e: i for i, e in enumerate(M6)}
        V = nmod_mat(len(M6), len(polys), [0] * (len(M6) * len(polys)), P)
        for j, f in enumerate(polys):
            for e, cf in f.to_dict().items():
                V[idx[e], j] = int(cf)
        return Fm * V
    J = S.J3_basis(r)
    kJ = apply(J); kL = apply([S.l123 * ctx.from_dict({e: 1}) for e in bimonos(3, 3)])
    zJ = all(int(kJ[i, j]) == 0 for i in range(9) for j in range(kJ.ncols()))
    zL = all(int(kL[i, j]) == 0 for i in range(9) for j in range(kL.ncols()))
    rk9 = Fm.rank()
    mixed = [ctx.from_dict({e: 1}) for e in M6 if sum(1 for x in e[:3] if x) == 2]
    rkm = apply(mixed).rank()
    print(f"r={r}: rho kills J3_r(6,3): {zJ}; kills l123 P(3,3): {zL}; rank on P(6,3): {rk9}; rank on mixed monomials: {rkm}")
    allok &= zJ and zL and rk9 == 9 and rkm == 9
print("all checks:", allok)
