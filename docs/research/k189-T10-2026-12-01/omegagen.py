"""Unified functionals for m = s - |alpha'| >= 0 (NOTES.md section 4, Lemma V_gen): m + 1 per point q_ij.
New (not in k189).  For each point q = q_ij (l_i(q) = l_j(q) = 0), directions delta^(i) = W3[j] x W3[k],
delta^(j) = W3[k] x W3[i] (l_j(delta^(i)) = 0, l_i(delta^(j)) = 0), d_i = l_i(delta^(i)), d_j = l_j(delta^(j)),
p = (w_j, -w_i), kappa_nu = [u^alpha'] (u2 a_i + u3 b_i)^nu_i (u2 a_j + u3 b_j)^nu_j for |nu| = s - m,
pi_nu = p^nu prod_(nu' != nu) kappa_nu', and for a_i + a_j + m' = m
    phi_(a, m', nu)(h) = [c_i^(a_i) c_j^(a_j) c_k^(m') c^nu] (d_(delta^(i))^(a_i) d_(delta^(j))^(a_j) h)(q, c).
With u1 = (w_j, -w_i, 0), u2 = (w_k, 0, -w_i) in (x_i, x_j, x_k) and
(u1.D)^(m-r) (u2.D)^r = sum coef_r(a_i, a_j, m') D_i^(a_i) D_j^(a_j) D_k^(m'):
    Omega_(ij, r) = sum coef_r(a, m') m'! l_k(q)^(m - m') d_i^(m - a_i) d_j^(m - a_j) sum_nu pi_nu phi_(a, m', nu),
r = 0..m.  For m = 0, 1 these are k189's functionals up to nonzero factors and signs."""
import numpy as np
from math import comb, factorial
from core10 import P, VM, NV, S_, BN
from omegafun10 import cross, kapf, TRIPLES
def polymul(A, B):
    out = {}
    for ka, va in A.items():
        for kb, vb in B.items():
            key = tuple(x + y for x, y in zip(ka, kb)); out[key] = (out.get(key, 0) + va * vb) % P
    return out
def polypow(A, n, one):
    out = {one: 1}
    for _ in range(n): out = polymul(out, A)
    return out
def taylor_vecs(q, di, dj, m):
    """for each beta-monomial mu (of degree N2): dict (a_i, a_j) -> (d_di^a_i d_dj^a_j beta^mu)(q), a_i + a_j <= m"""
    res = {}
    for mu in BN:
        poly = {(0, 0): 1}
        for t in range(3):
            lin = {(0, 0): q[t] % P, (1, 0): di[t] % P, (0, 1): dj[t] % P}
            for _ in range(mu[t]):
                new = {}
                for (x, y), v in poly.items():
                    for (dx, dy), c in lin.items():
                        if x + dx + y + dy <= m and c:
                            key = (x + dx, y + dy); new[key] = (new.get(key, 0) + v * c) % P
                poly = new
        res[mu] = {k: v * factorial(k[0]) * factorial(k[1]) % P for k, v in poly.items()}
    return res
def omegas_gen(Sp, a2, a3, verbose=True):
    m = S_ - (a2 + a3)
    assert m >= 0
    W3, w, lam, lamp = Sp.W3, Sp.w, Sp.lam, Sp.lamp
    lin = lambda t, x, q: sum(W3[t][mm] * x[mm] * q[mm] for mm in range(3)) % P
    out = []
    for (i, j, k) in TRIPLES:
        q = cross(W3[i], W3[j]); assert lin(i, [1, 1, 1], q) == 0 and lin(j, [1, 1, 1], q) == 0
        dvi, dvj = cross(W3[j], W3[k]), cross(W3[k], W3[i])
        assert lin(j, [1, 1, 1], dvi) == 0 and lin(i, [1, 1, 1], dvj) == 0
        d_i, d_j, lk = lin(i, [1, 1, 1], dvi), lin(j, [1, 1, 1], dvj), lin(k, [1, 1, 1], q)
        ai, bi, aj, bj = lin(i, lam, q), lin(i, lamp, q), lin(j, lam, q), lin(j, lamp, q)
        nus = [(n, S_ - m - n) for n in range(S_ - m + 1)]
        kap = {nu: kapf(ai, bi, aj, bj, nu[0], nu[1], a2, a3) for nu in nus}
        pi_, pj_ = w[j], (-w[i]) % P
        pin = {}
        for nu in nus:
            c = pow(pi_, nu[0], P) * pow(pj_, nu[1], P) % P
            for nu2 in nus:
                if nu2 != nu: c = c * kap[nu2] % P
            pin[nu] = c
        TV = taylor_vecs(q, dvi, dvj, m)
        # Phi_(a, m') = sum_nu pi_nu phi_(a, m', nu) as vectors on VM
        Phi = {}
        for ai_ in range(m + 1):
            for aj_ in range(m + 1 - ai_):
                mp = m - ai_ - aj_
                vec = np.zeros(NV, dtype=np.int64)
                cw = {}
                for nu in nus:
                    e = [0, 0, 0]; e[i] = nu[0] + ai_; e[j] = nu[1] + aj_; e[k] = mp
                    cw[tuple(e)] = (cw.get(tuple(e), 0) + pin[nu]) % P
                for idx, mon in enumerate(VM):
                    cc = cw.get(mon[3:])
                    if cc is None: continue
                    vec[idx] = cc * TV[mon[:3]].get((ai_, aj_), 0) % P
                Phi[(ai_, aj_, mp)] = vec
        # (u1.D)^(m-r) (u2.D)^r in commuting D_i, D_j, D_k (exponent tuples (a_i, a_j, m'))
        U1 = {(1, 0, 0): w[j] % P, (0, 1, 0): (-w[i]) % P}
        U2 = {(1, 0, 0): w[k] % P, (0, 0, 1): (-w[i]) % P}
        for r in range(m + 1):
            op = polymul(polypow(U1, m - r, (0, 0, 0)), polypow(U2, r, (0, 0, 0)))
            vec = np.zeros(NV, dtype=np.int64)
            for (x, y, z), c in op.items():
                if not c: continue
                fac = c * factorial(z) % P * pow(lk, m - z, P) % P * pow(d_i, m - x, P) % P * pow(d_j, m - y, P) % P
                vec = (vec + fac * Phi[(x, y, z)]) % P
            out.append(vec)
        verbose and print(f"  q_{i}{j} = {q}: m = {m}, kappa all nonzero {all(kap[n] for n in nus)}, l_k(q) d_i d_j != 0 {lk * d_i % P * d_j % P != 0}", flush=True)
    return np.array(out)
