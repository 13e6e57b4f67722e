"""The functionals of NOTES.md for any s (generalising k189's omegafun.py and omega3fun.py; copied, not imported).
 - |alpha'| = s     : one functional Omega_ij per point q_ij (Lemma V_s): binary forms of degree s (was 4).
 - |alpha'| = s - 1 : two functionals Omega^(1)_ij, Omega^(2)_ij per point (Lemma V_(s-1)): binary exponents of
                      degree s - 1 (was 3).
Only the degrees changed; the formulas are k189's."""
import numpy as np
from math import comb
from core10 import P, VM, NV, S_
def cross(r, s):
    return [(r[1] * s[2] - r[2] * s[1]) % P, (r[2] * s[0] - r[0] * s[2]) % P, (r[0] * s[1] - r[1] * s[0]) % P]
def kapf(ai, bi, aj, bj, ni, nj, a2, a3):
    """[u2^a2 u3^a3] (u2 ai + u3 bi)^ni (u2 aj + u3 bj)^nj mod P"""
    tot = 0
    for s in range(ni + 1):
        t = a2 - s
        if t < 0 or t > nj or (ni - s) + (nj - t) != a3: continue
        tot += comb(ni, s) * pow(ai, s, P) * pow(bi, ni - s, P) * comb(nj, t) * pow(aj, t, P) * pow(bj, nj - t, P)
    return tot % P
def evalvec(q, cexp, delta=None):
    """h -> [c^cexp] h(q, c)  (delta None)  or  [c^cexp] (d/d delta) h(q, c)"""
    v = np.zeros(NV, dtype=np.int64)
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
TRIPLES = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
def _pt(W3, lam, lamp, i, j, k):
    lin = lambda t, x, q: sum(W3[t][m] * x[m] * q[m] for m in range(3)) % P
    q = cross(W3[i], W3[j])
    assert lin(i, [1, 1, 1], q) == 0 and lin(j, [1, 1, 1], q) == 0
    return q, lin
def omegas_top(Sp, a2, a3, verbose=True):
    """|alpha'| = s: Omega_ij(h) = sum_nu rho_nu prod_(nu' != nu) kappa_nu' [c^nu] h(q_ij, c), nu_k = 0, |nu| = s"""
    assert a2 + a3 == S_
    W3, w, lam, lamp = Sp.W3, Sp.w, Sp.lam, Sp.lamp
    out = []
    for (i, j, k) in TRIPLES:
        q, lin = _pt(W3, lam, lamp, i, j, k)
        ai, bi, aj, bj = lin(i, lam, q), lin(i, lamp, q), lin(j, lam, q), lin(j, lamp, q)
        nus = [(n, S_ - n) for n in range(S_ + 1)]            # (nu_i, nu_j)
        kap = {nu: kapf(ai, bi, aj, bj, nu[0], nu[1], a2, a3) for nu in nus}
        vec = np.zeros(NV, dtype=np.int64)
        for nu in nus:
            o = pow(w[j], nu[0], P) * pow((-w[i]) % P, nu[1], P) % P
            for nu2 in nus:
                if nu2 != nu: o = o * kap[nu2] % P
            e = [0, 0, 0]; e[i] = nu[0]; e[j] = nu[1]
            vec = (vec + o * evalvec(q, tuple(e))) % P
        verbose and print(f"  Omega_{i}{j}: q = {q}; all kappa != 0: {all(kap[n] != 0 for n in nus)}; l_k(q) != 0: {lin(k, [1, 1, 1], q) != 0}", flush=True)
        out.append(vec)
    return np.array(out)
def omegas_sub(Sp, a2, a3, verbose=True):
    """|alpha'| = s - 1: Omega^(1)_ij = sum_nu pi_nu (p_i d_j phi_(i,nu) + p_j d_i phi_(j,nu)),
    Omega^(2)_ij = sum_nu pi_nu (w_i d_i psi_nu - w_k l_k(q) phi_(i,nu)), |nu| = s - 1 binary."""
    assert a2 + a3 == S_ - 1
    W3, w, lam, lamp = Sp.W3, Sp.w, Sp.lam, Sp.lamp
    out = []
    for (i, j, k) in TRIPLES:
        q, lin = _pt(W3, lam, lamp, i, j, k)
        di_vec, dj_vec = cross(W3[j], W3[k]), cross(W3[k], W3[i])
        d_i, d_j = lin(i, [1, 1, 1], di_vec), lin(j, [1, 1, 1], dj_vec)
        assert lin(j, [1, 1, 1], di_vec) == 0 and lin(i, [1, 1, 1], dj_vec) == 0
        ai, bi, aj, bj = lin(i, lam, q), lin(i, lamp, q), lin(j, lam, q), lin(j, lamp, q)
        lk = lin(k, [1, 1, 1], q)
        pi, pj = w[j], (-w[i]) % P
        nus = [(n, S_ - 1 - n) for n in range(S_)]
        kap = {nu: kapf(ai, bi, aj, bj, nu[0], nu[1], a2, a3) for nu in nus}
        def full(nu, extra):
            e = [0, 0, 0]; e[i] += nu[0]; e[j] += nu[1]; e[extra] += 1; return tuple(e)
        O1 = np.zeros(NV, dtype=np.int64); O2 = np.zeros(NV, dtype=np.int64)
        for nu in nus:
            coef = pow(pi, nu[0], P) * pow(pj, nu[1], P) % P
            for nu2 in nus:
                if nu2 != nu: coef = coef * kap[nu2] % P
            phi_i = evalvec(q, full(nu, i), di_vec); phi_j = evalvec(q, full(nu, j), dj_vec); psi = evalvec(q, full(nu, k))
            O1 = (O1 + coef * (((pi * d_j % P) * phi_i % P + (pj * d_i % P) * phi_j % P) % P)) % P
            O2 = (O2 + coef * (((w[i] * d_i % P) * psi % P - (w[k] * lk % P) * phi_i % P) % P)) % P
        verbose and print(f"  q_{i}{j} = {q}: kappa all nonzero {all(kap[n] for n in nus)}, l_k(q) != 0 {lk != 0}, d_i d_j != 0 {d_i * d_j % P != 0}", flush=True)
        out += [O1, O2]
    return np.array(out)
def omegas(Sp, a2, a3, verbose=True):
    if a2 + a3 == S_: return omegas_top(Sp, a2, a3, verbose)
    if a2 + a3 == S_ - 1: return omegas_sub(Sp, a2, a3, verbose)
    raise ValueError("|alpha'| must be s or s - 1")
