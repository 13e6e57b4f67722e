# Reviewer k189: own, independent check of the functionals and point ranks.
# Usage: python rv.py P SEED a2 a3 [k ...]      (k in 0,1,2; default all)
# Everything mod P, weights drawn with random.Random(SEED).
# Coordinates: beta (3), c (3); forms of bidegree (10,4) (66*15 = 990 coordinates).
import sys, random, itertools, time
from flint import nmod_mat

P = int(sys.argv[1]); SEED = int(sys.argv[2]); A2 = int(sys.argv[3]); A3 = int(sys.argv[4])
KS = [int(x) for x in sys.argv[5:]] or [0, 1, 2]
rng = random.Random(SEED)
def rnd(): return rng.randrange(1, P)
inv = lambda x: pow(x % P, P - 2, P)

# RAC weights: W2 (3x3) gives lambda = W2[:,1]/W2[:,0], lambda' = W2[:,2]/W2[:,0]; W3 (3x3); W4 (3x3)
W2 = [[rnd() for _ in range(3)] for _ in range(3)]
W3 = [[rnd() for _ in range(3)] for _ in range(3)]
W4 = [[rnd() for _ in range(3)] for _ in range(3)]
lam = [W2[m][1] * inv(W2[m][0]) % P for m in range(3)]
lamp = [W2[m][2] * inv(W2[m][0]) % P for m in range(3)]

def monos(n, d):
    return [t for t in itertools.product(range(d + 1), repeat=n) if sum(t) == d]
B10 = monos(3, 10); C4 = monos(3, 4)
IDX = {}
for mu in B10:
    for s in C4:
        IDX[(mu, s)] = len(IDX)
N = len(IDX)
assert N == 990
G_ALL = [(g2, g3) for g2 in range(A2 + 1) for g3 in range(A3 + 1)]

# ---- sparse polys as dicts: key (beta exps(3), c exps(3), u exps(2)) -> coeff
def pmul(a, b):
    r = {}
    for ka, va in a.items():
        for kb, vb in b.items():
            k = tuple(x + y for x, y in zip(ka, kb))
            r[k] = (r.get(k, 0) + va * vb) % P
    return {k: v for k, v in r.items() if v}
def padd(a, b):
    r = dict(a)
    for k, v in b.items():
        r[k] = (r.get(k, 0) + v) % P
    return {k: v for k, v in r.items() if v}
def ppow(a, e):
    r = {(0,) * 8: 1}
    for _ in range(e):
        r = pmul(r, a)
    return r
def ev(i, m):  # unit exponent vector, var m of 8
    t = [0] * 8; t[m] = 1; return tuple(t)

# linear forms l_i = (W3 beta)_i etc., as polys in beta only
def lin(coefs):
    return {ev(None, m) if False else tuple(1 if x == m else 0 for x in range(8)): c % P for m, c in enumerate(coefs) if c % P}
l = [lin(W3[i]) for i in range(3)]
lp = [lin([W3[i][m] * lam[m] for m in range(3)]) for i in range(3)]
lpp = [lin([W3[i][m] * lamp[m] for m in range(3)]) for i in range(3)]
cvar = [{tuple(1 if x == 3 + i else 0 for x in range(8)): 1} for i in range(3)]
U2 = {ev(0, 6): 1}; U3 = {ev(0, 7): 1}

def tovec(h):
    """h: dict over (beta,c) of bidegree (10,4) with u-exps 0 -> list of 990"""
    v = [0] * N
    for k, c in h.items():
        assert k[6] == 0 and k[7] == 0
        v[IDX[(k[0:3], k[3:6])]] = c
    return v

# ---- A_k by the DEFINITION: C_g acts on beta-monomials diagonally with the scalar
# [u^g] prod_m (1 + u2 lam_m + u3 lam'_m)^{mu_m}
def ucoef_table():
    tab = {}
    fac = [{(0,) * 8: 1, ev(0, 6): lam[m], ev(0, 7): lamp[m]} for m in range(3)]
    for mu in B10:
        pr = {(0,) * 8: 1}
        for m in range(3):
            pr = pmul(pr, ppow(fac[m], mu[m]))
            pr = {k: v for k, v in pr.items() if k[6] <= A2 and k[7] <= A3}
        tab[mu] = {g: pr.get((0,) * 6 + g, 0) for g in G_ALL}
    return tab
TAB = ucoef_table()

def A_rows(k):
    w = W4[k]
    gam = [pmul(cvar[i], l[i]) for i in range(3)]
    m1 = {}
    for i in range(3):
        m1 = padd(m1, {kk: vv * w[i] % P for kk, vv in gam[i].items()})
    rows = []
    for e in monos(3, 3):
        ge = m1
        for i in range(3):
            ge = pmul(ge, ppow(gam[i], e[i]))
        for f in monos(3, 6):
            X = {(kk[0] + f[0], kk[1] + f[1], kk[2] + f[2]) + kk[3:]: vv for kk, vv in ge.items()}
            for g in G_ALL:
                v = [0] * N
                for kk, vv in X.items():
                    s = TAB[kk[0:3]][g]
                    if s:
                        v[IDX[(kk[0:3], kk[3:6])]] = vv * s % P
                rows.append(v)
    return rows

def Y_rows():
    Gam = [pmul(cvar[i], padd(padd(l[i], pmul(U2, lp[i])), pmul(U3, lpp[i]))) for i in range(3)]
    rows = []
    for nu in C4:
        pr = {(0,) * 8: 1}
        for i in range(3):
            pr = pmul(pr, ppow(Gam[i], nu[i]))
        for g in G_ALL:
            part = {kk[:6] + (0, 0): vv for kk, vv in pr.items() if kk[6:] == g}
            for f in monos(3, 6):
                X = {(kk[0] + f[0], kk[1] + f[1], kk[2] + f[2]) + kk[3:]: vv for kk, vv in part.items()}
                rows.append(tovec(X))
    return rows

def J_rows(k):
    w = W4[k]
    gens = []
    for L in (l, lp, lpp):
        mk = {}
        for i in range(3):
            mk = padd(mk, {kk: vv * w[i] % P for kk, vv in pmul(cvar[i], L[i]).items()})
        gens.append(mk)
    rows = []
    for mk in gens:
        for a in monos(3, 9):
            for s in monos(3, 3):
                X = {(kk[0] + a[0], kk[1] + a[1], kk[2] + a[2], kk[3] + s[0], kk[4] + s[1], kk[5] + s[2], 0, 0): vv
                     for kk, vv in mk.items()}
                rows.append(tovec(X))
    return rows

# ---- functionals (from the NOTES' formulas, written independently)
def cross(x, y):
    return [(x[1] * y[2] - x[2] * y[1]) % P, (x[2] * y[0] - x[0] * y[2]) % P, (x[0] * y[1] - x[1] * y[0]) % P]
def dot(x, y): return sum(a * b for a, b in zip(x, y)) % P
def mono_at(mu, pt):
    r = 1
    for m in range(3): r = r * pow(pt[m], mu[m], P) % P
    return r
def dmono_at(mu, pt, d):  # directional derivative of beta^mu along d at pt
    r = 0
    for m in range(3):
        if mu[m] == 0: continue
        mm = list(mu); mm[m] -= 1
        r += d[m] * mu[m] * mono_at(mm, pt)
    return r % P
W3lam = [[W3[i][m] * lam[m] % P for m in range(3)] for i in range(3)]
W3lamp = [[W3[i][m] * lamp[m] % P for m in range(3)] for i in range(3)]
def kappa(nu, i, j, q, a2, a3):
    # [u2^a2 u3^a3] (u2 a_i + u3 b_i)^nu_i (u2 a_j + u3 b_j)^nu_j
    ai, bi = dot(W3lam[i], q), dot(W3lamp[i], q)
    aj, bj = dot(W3lam[j], q), dot(W3lamp[j], q)
    fi = ppow({ev(0, 6): ai, ev(0, 7): bi}, nu[0]); fj = ppow({ev(0, 6): aj, ev(0, 7): bj}, nu[1])
    return pmul(fi, fj).get((0,) * 6 + (a2, a3), 0)
def cmono(i, j, k, ei, ej, ek):
    t = [0, 0, 0]; t[i] += ei; t[j] += ej; t[k] += ek; return tuple(t)

PAIRS = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
def functionals(k, ctl_rho=1, ctl_sgn2=1):
    # ctl_*: negative controls (1 = the helper's functionals)
    w = W4[k]; out = []
    for (i, j, kk) in PAIRS:
        q = cross(W3[i], W3[j])
        assert dot(W3[i], q) == 0 and dot(W3[j], q) == 0
        if A2 + A3 == 4:
            nus = [(t, 4 - t) for t in range(5)]
            kap = {nu: kappa(nu, i, j, q, A2, A3) for nu in nus}
            v = [0] * N
            for nu in nus:
                om = pow(w[j], nu[0], P) * pow(-ctl_rho * w[i] % P, nu[1], P) % P
                for nu2 in nus:
                    if nu2 != nu: om = om * kap[nu2] % P
                s = cmono(i, j, kk, nu[0], nu[1], 0)
                for mu in B10:
                    v[IDX[(mu, s)]] = (v[IDX[(mu, s)]] + om * mono_at(mu, q)) % P
            out.append(v)
        elif A2 + A3 == 3:
            nus = [(t, 3 - t) for t in range(4)]
            kap = {nu: kappa(nu, i, j, q, A2, A3) for nu in nus}
            di_dir = cross(W3[j], W3[kk]); dj_dir = cross(W3[kk], W3[i])
            assert dot(W3[j], di_dir) == 0 and dot(W3[i], dj_dir) == 0
            d_i = dot(W3[i], di_dir); d_j = dot(W3[j], dj_dir); lkq = dot(W3[kk], q)
            pi_, pj_ = w[j], (-ctl_rho * w[i]) % P
            v1 = [0] * N; v2 = [0] * N
            for nu in nus:
                pn = pow(pi_, nu[0], P) * pow(pj_, nu[1], P) % P
                for nu2 in nus:
                    if nu2 != nu: pn = pn * kap[nu2] % P
                si = cmono(i, j, kk, nu[0] + 1, nu[1], 0)   # c_i c^nu
                sj = cmono(i, j, kk, nu[0], nu[1] + 1, 0)   # c_j c^nu
                sk = cmono(i, j, kk, nu[0], nu[1], 1)       # c_k c^nu
                for mu in B10:
                    phi_i = dmono_at(mu, q, di_dir); phi_j = dmono_at(mu, q, dj_dir); psi = mono_at(mu, q)
                    # Omega1 = sum pi_nu (p_i d_j phi_(i,nu) + p_j d_i phi_(j,nu))
                    v1[IDX[(mu, si)]] = (v1[IDX[(mu, si)]] + pn * pi_ * d_j * phi_i) % P
                    v1[IDX[(mu, sj)]] = (v1[IDX[(mu, sj)]] + pn * pj_ * d_i * phi_j) % P
                    # Omega2 = sum pi_nu (w_i d_i psi_nu - w_k l_k(q) phi_(i,nu))
                    v2[IDX[(mu, sk)]] = (v2[IDX[(mu, sk)]] + pn * w[i] * d_i * psi) % P
                    v2[IDX[(mu, si)]] = (v2[IDX[(mu, si)]] - ctl_sgn2 * pn * w[kk] * lkq * phi_i) % P
            out += [v1, v2]
        else:
            raise SystemExit("only |alpha'| = 3, 4")
    return out

def mat(rows, nc=N):
    return nmod_mat(len(rows), nc, [x for r in rows for x in r], P) if rows else nmod_mat(0, nc, P)
def rank(rows): return mat(rows).rank() if rows else 0
def apply(rows, fun):  # matrix rows x functionals
    M = mat(rows) * mat(fun).transpose()
    return [[int(M[r, c]) for c in range(M.ncols())] for r in range(M.nrows())]

def main():
    t0 = time.time()
    print(f"P={P} seed={SEED} alpha'=({A2},{A3}) g<=alpha': {len(G_ALL)}", flush=True)
    Yr = Y_rows(); rY = rank(Yr)
    print(f"dim Y = {rY}  ({len(Yr)} generators)  [{time.time()-t0:.1f}s]", flush=True)
    for k in KS:
        Ar = A_rows(k); Jr = J_rows(k); Om = functionals(k)
        rA = rank(Ar); rJ = rank(Jr)
        OA = apply(Ar, Om); nz = sum(1 for r in OA for x in r if x)
        OJ = apply(Jr, Om)
        rOJ = mat(OJ, len(Om)).rank()
        # J cap ker Omega at the point: left kernel of OJ
        MT = mat(OJ, len(Om)).transpose()  # n x |J|
        X, nul = MT.nullspace()
        Kb = [[int(X[r, c]) for r in range(X.nrows())] for c in range(nul)]  # vectors of length |J|
        JK = mat(Kb, len(Jr)) * mat(Jr)
        JKrows = [[int(JK[r, c]) for c in range(N)] for r in range(JK.nrows())]
        rJK = rank(JKrows)
        rsum = rank(Yr + JKrows)
        rYJ = rank(Yr + Jr)
        inter = rY + rJK - rsum
        rAY = rank(Yr + Ar); rAJK = rank(JKrows + Ar)
        bound = {(2, 2): 960, (3, 1): 942, (2, 1): 894, (1, 2): 894}[(A2, A3)] + 948 - len(Om) - 990
        print(f"k={k}: dim A_k={rA} dim J={rJ} #Omega={len(Om)} Omega(A_k) nonzero entries={nz} "
              f"rank Omega on J={rOJ} dim(J cap ker Omega)={rJK} dim(Y+J)={rYJ} dim(Y + J cap ker Omega)={rsum} "
              f"dim(Y cap J cap ker Omega)={inter} A_k in Y: {rAY==rY} A_k in J cap kerOmega: {rAJK==rJK} "
              f"Lemma C bound (reviewed a, b=948) = {bound}  [{time.time()-t0:.1f}s]", flush=True)

if __name__ == '__main__':
    main()
