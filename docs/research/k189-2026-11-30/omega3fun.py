"""The six functionals for |alpha'| = 3 (two per point q_ij = {l_i = l_j = 0}), NOTES.md section 3."""
import numpy as np
from math import comb
from core import *
def omegas3(S, a2, a3, verbose=True):
    assert a2 + a3 == 3
    W3, w, lam, lamp = S.W3, S.w, S.lam, S.lamp
    def cross(r, s):
        return [(r[1] * s[2] - r[2] * s[1]) % P, (r[2] * s[0] - r[0] * s[2]) % P, (r[0] * s[1] - r[1] * s[0]) % P]
    def lin(i, x, q):
        return sum(W3[i][m] * x[m] * q[m] for m in range(3)) % P
    def kapf(ai, bi, aj, bj, ni, nj):
        tot = 0
        for s in range(ni + 1):
            t = a2 - s
            if t < 0 or t > nj or (ni - s) + (nj - t) != a3: continue
            tot += comb(ni, s) * pow(ai, s, P) * pow(bi, ni - s, P) * comb(nj, t) * pow(aj, t, P) * pow(bj, nj - t, P)
        return tot % P
    def evalvec(q, cexp, delta=None):
        """functional h -> [c^cexp] h(q, c)  (delta None)  or  [c^cexp] (d/d delta) h(q, c)"""
        v = np.zeros(len(VM), dtype=np.int64)
        for idx, m in enumerate(VM):
            mu, nu = m[:3], m[3:]
            if nu != cexp: continue
            if delta is None:
                v[idx] = pow(q[0], mu[0], P) * pow(q[1], mu[1], P) % P * pow(q[2], mu[2], P) % P
            else:
                tot = 0
                for r in range(3):
                    if mu[r] == 0: continue
                    e = list(mu); e[r] -= 1
                    tot += delta[r] * mu[r] * pow(q[0], e[0], P) * pow(q[1], e[1], P) % P * pow(q[2], e[2], P)
                v[idx] = tot % P
        return v
    out = []
    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)]:
        q = cross(W3[i], W3[j])
        di_vec, dj_vec = cross(W3[j], W3[k]), cross(W3[k], W3[i])   # l_j = l_k = 0, resp. l_k = l_i = 0
        d_i, d_j = lin(i, [1, 1, 1], di_vec), lin(j, [1, 1, 1], dj_vec)
        assert lin(j, [1, 1, 1], di_vec) == 0 and lin(i, [1, 1, 1], dj_vec) == 0
        ai, bi, aj, bj = lin(i, lam, q), lin(i, lamp, q), lin(j, lam, q), lin(j, lamp, q)
        lk = lin(k, [1, 1, 1], q)
        pi, pj = w[j], (-w[i]) % P
        nus = [(n, 3 - n) for n in range(4)]   # (nu_i, nu_j)
        kap = {nu: kapf(ai, bi, aj, bj, nu[0], nu[1]) for nu in nus}
        def full(nu, extra):
            e = [0, 0, 0]; e[i] += nu[0]; e[j] += nu[1]; e[extra] += 1; return tuple(e)
        O2 = np.zeros(len(VM), dtype=np.int64); O1 = np.zeros(len(VM), dtype=np.int64)
        for nu in nus:
            coef = pow(pi, nu[0], P) * pow(pj, nu[1], P) % P
            for nu2 in nus:
                if nu2 != nu: coef = coef * kap[nu2] % P
            phi_i = evalvec(q, full(nu, i), di_vec); phi_j = evalvec(q, full(nu, j), dj_vec); psi = evalvec(q, full(nu, k))
            O2 = (O2 + coef * ((w[i] * d_i % P) * psi % P - (w[k] * lk % P) * phi_i % P)) % P          # condition (ii)
            O1 = (O1 + coef * ((pi * d_j % P) * phi_i % P + (pj * d_i % P) * phi_j % P)) % P           # condition (i)
        verbose and print(f"  q_{i}{j} = {q}: kappa all nonzero {all(kap[n] for n in nus)}, l_k(q) != 0 {lk != 0}, d_i d_j != 0 {d_i * d_j % P != 0}", flush=True)
        out += [O1, O2]
    return np.array(out)
