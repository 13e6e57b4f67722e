"""Omega_ij functionals (module form of omega.py's first part)."""
import numpy as np
from core import *
def omegas(S, a2, a3, verbose=True):
    W3, w, lam, lamp = S.W3, S.w, S.lam, S.lamp
    def cross(r, s):
        return [(r[1] * s[2] - r[2] * s[1]) % P, (r[2] * s[0] - r[0] * s[2]) % P, (r[0] * s[1] - r[1] * s[0]) % P]
    def lin(i, x, q):  # (W3 (x . q))_i
        return sum(W3[i][m] * x[m] * q[m] for m in range(3)) % P
    def binom_coef(ai, bi, aj, bj, ni, nj, g2, g3):
        """[u2^g2 u3^g3] (u2 ai + u3 bi)^ni (u2 aj + u3 bj)^nj"""
        from math import comb
        tot = 0
        for s in range(ni + 1):          # s = power of u2 from first factor
            t = g2 - s                   # power of u2 from second factor
            if t < 0 or t > nj: continue
            if (ni - s) + (nj - t) != g3: continue
            tot += comb(ni, s) * pow(ai, s, P) * pow(bi, ni - s, P) * comb(nj, t) * pow(aj, t, P) * pow(bj, nj - t, P)
        return tot % P
    Omegas = []
    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)]:
        q = cross(W3[i], W3[j])                      # l_i(q) = l_j(q) = 0
        assert lin(i, [1, 1, 1], q) == 0 and lin(j, [1, 1, 1], q) == 0 and lin(k, [1, 1, 1], q) != 0
        ai, bi, aj, bj = lin(i, lam, q), lin(i, lamp, q), lin(j, lam, q), lin(j, lamp, q)
        nus = [nu for nu in C4 if nu[k] == 0]
        kap = {nu: binom_coef(ai, bi, aj, bj, nu[i], nu[j], a2, a3) for nu in nus}
        rho = {nu: pow(w[j], nu[i], P) * pow(-w[i] % P, nu[j], P) % P for nu in nus}
        prodk = 1
        for nu in nus: prodk = prodk * kap[nu] % P
        om = {}
        for nu in nus:
            o = rho[nu]
            for nu2 in nus:
                if nu2 != nu: o = o * kap[nu2] % P
            om[nu] = o
        # functional on VM: h -> sum_nu om[nu] [c^nu] h(q, c)
        vec = np.zeros(len(VM), dtype=np.int64)
        for idx, m in enumerate(VM):
            mu, nu = m[:3], m[3:]
            if nu in om:
                vec[idx] = om[nu] * pow(q[0], mu[0], P) % P * pow(q[1], mu[1], P) % P * pow(q[2], mu[2], P) % P
        verbose and print(f"  Omega_{i}{j}: q = {q}; all kappa != 0: {all(kap[n] != 0 for n in nus)}; prod kappa != 0: {prodk != 0}", flush=True)
        Omegas.append(vec)
    return np.array(Omegas)
