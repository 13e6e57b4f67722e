"""helper-131 (reviewer): graded block ranks of S_3 at a selector point (W selector, B = I, c = 1, any H), mod p.

Own derivation from Lemma 1 (checked against the literal forward evaluation rac3.py on small pairs, graded3_validate.log):
with u = W x, D(u) a multiplies a_j by x_cls(j), so S_s splits by class degree beta, S_(s,beta) = pi_beta Psi(S_(s-1)),
Psi(Q)_k(w) = (A_k . w) Q_k(H w).  S_1 = span_m (A_k|_m . a)_k.
S_2 generators (m, beta'), |beta'| = 2:  Q_k(v) = pi_beta'[(A_k . v)(hk_m . v)],  hk_m = H^T (A_k|_m), i.e.
   beta' = e_c1 + e_c2: (A_k|_c1 . v)(hk_m|_c2 . v) + (A_k|_c2 . v)(hk_m|_c1 . v);   beta' = 2 e_c: (A_k|_c . v)(hk_m|_c . v).
Q_k(Hw) = sum (H^T P . w)(H^T Q . w).  Block beta (|beta| = 3):
   pi_beta[(A_k . w) X(w)] = sum_{m in supp beta} lambda_(k,m)(w) pi_(beta - e_m)[X](w).
Rows: the M((M,2)) generators; columns: (k, random point w) with n_beta + 3 points per k (n_beta = number of monomials
of class degree beta).  rank_p <= dim S_(3,beta) <= dim T_(3,beta) = R (n_beta - prod_m ((r_m - 1, beta_m))).
"""
import sys, json, time, itertools, random
import numpy as np
import flint
from math import comb

P = 1048573


def mc(n, k):
    return comb(n + k - 1, k) if n > 0 else (1 if k == 0 else 0)


def setup(M, R, groups, seed, Hmode='witness'):
    rng = np.random.default_rng(seed)
    cls = np.array([j % M for j in range(R)])
    r = lambda *sh: rng.integers(1, P, size=sh).astype(np.float64)
    A = r(R, R)
    if Hmode == 'witness':
        H = np.zeros((R, R))
        for grp in groups:
            zeta = np.where(np.isin(cls, grp), r(R), 0.0)
            H = np.fmod(H + np.outer(zeta, r(R)), P)
    else:
        H = r(R, R)
    mask = np.array([(cls == c).astype(np.float64) for c in range(M)])  # (M, R)
    md = lambda z: np.fmod(z, P)
    # Ar[k, c, :] = A_k|_c ; HA[k, c, :] = H^T (A_k|_c) ; HH[k, m, c, :] = H^T (HA[k, m]|_c)
    Ar = A[:, None, :] * mask[None]
    HA = md(Ar @ H)                          # (R, M, R): row vector (A_k|_c) H = (H^T A_k|_c)^T
    HH = md((HA[:, :, None, :] * mask[None, None]) @ H)   # (R, M, M, R)
    return dict(M=M, R=R, cls=cls, A=A, H=H, mask=mask, Ar=Ar, HA=HA, HH=HH, rng=rng)


def gens(M):
    bps = [(c1, c2) for c1 in range(M) for c2 in range(c1, M)]
    return [(m, bp) for m in range(M) for bp in bps]


def block_rank(st, beta, extra=3):
    M, R, cls, mask, Ar, HA, HH, rng = (st[k] for k in ('M', 'R', 'cls', 'mask', 'Ar', 'HA', 'HH', 'rng'))
    md = lambda z: np.fmod(z, P)
    sizes = [int((cls == c).sum()) for c in range(M)]
    supp = [c for c in range(M) if beta[c] > 0]
    nb = 1
    for c in supp:
        nb *= mc(sizes[c], beta[c])
    quot = 1
    for c in supp:
        quot *= mc(sizes[c] - 1, beta[c])
    target = R * (nb - quot)
    npts = nb + extra
    G = gens(M)
    gm = np.array([g[0] for g in G]); g1 = np.array([g[1][0] for g in G]); g2 = np.array([g[1][1] for g in G])
    cols = []
    for k in range(R):
        w = rng.integers(0, P, size=(npts, R)).astype(np.float64)
        # restricted dots: for a family of vectors V (n, R): d[c] = V|_c . w  -> (n, npts) for c in supp
        def rdot(V, c):
            return md((V * mask[c][None]) @ w.T)
        lam = {c: md(w @ (Ar[k, c])) for c in supp}            # (npts,)
        # pairs for each generator: (HA[k, g1], HH[k, m, g2]) and, if g1 != g2, (HA[k, g2], HH[k, m, g1])
        Pa, Qa = HA[k, g1], HH[k, gm, g2]
        Pb, Qb = HA[k, g2], HH[k, gm, g1]
        two = (g1 != g2)
        dots = {}
        for c in supp:
            dots[c] = (rdot(Pa, c), rdot(Qa, c), rdot(Pb, c), rdot(Qb, c))
        val = np.zeros((len(G), npts))
        for m in supp:
            gam = list(beta); gam[m] -= 1
            cs = [c for c in supp if gam[c] > 0]
            def piq(pd, qd):
                if len(cs) == 1:
                    c = cs[0]
                    return md(pd[c] * qd[c])
                c1, c2 = cs
                return md(md(pd[c1] * qd[c2]) + md(pd[c2] * qd[c1]))
            pa = {c: dots[c][0] for c in supp}; qa = {c: dots[c][1] for c in supp}
            pb = {c: dots[c][2] for c in supp}; qb = {c: dots[c][3] for c in supp}
            X = piq(pa, qa) + np.where(two[:, None], piq(pb, qb), 0.0)
            val = md(val + md(md(X) * lam[m][None]))
        cols.append(val)
    Mx = np.concatenate(cols, axis=1).astype(np.int64)
    n, mm = Mx.shape
    rk = flint.nmod_mat(n, mm, [int(v) for v in Mx.ravel()], P).rank()
    return rk, target


def all_betas(M):
    for combo in itertools.combinations_with_replacement(range(M), 3):
        beta = [0] * M
        for c in combo:
            beta[c] += 1
        yield beta


if __name__ == '__main__':
    M, R = int(sys.argv[1]), int(sys.argv[2])
    groups = json.loads(sys.argv[3]) if sys.argv[3] != '-' else None
    seed = int(sys.argv[4])
    which = sys.argv[5] if len(sys.argv) > 5 else 'all'
    st = setup(M, R, groups, seed, 'witness' if groups else 'rand')
    t0 = time.time()
    if which == 'all':
        betas = list(all_betas(M))
    else:
        betas = json.loads(which)  # list of combos (lists of 3 class indices)
        betas = [[combo.count(c) for c in range(M)] for combo in betas]
    tot_r = tot_t = 0
    short = []
    for beta in betas:
        rk, tg = block_rank(st, beta)
        tot_r += rk; tot_t += tg
        if rk != tg:
            short.append(([c for c in range(M) for _ in range(beta[c])], rk, tg))
    print(json.dumps(dict(M=M, R=R, groups=groups, seed=seed, p=P, blocks=len(betas), rank=tot_r, target=tot_t,
                          full=(tot_r == tot_t), short=short[:12], n_short=len(short), secs=round(time.time() - t0, 1))),
          flush=True)
