"""Step-by-step numerical test of the proof of (B) in NOTES.md (this folder), own code throughout.
From the lab only special_point(seed=1) is used (for W3, H2, p).  Optionally a random point (--random SEED) to show the
steps are not special to S_p.

Objects (NOTES.md §1): R = k[x,z], binary forms stored as coefficient arrays f[i] = coeff of x^(deg-i) z^i.
An element of R_N (x) k[c]_n is an array (nc, N+1) in the c-monomial basis.
  G      = { g_(mu,j) = hbar_j c^mu ybar^mu lbar : |mu| = n-1, j in supp mu }
  S(N)   = R_(N-n-1) . (G + theta_z G)
  T(N)   = (J0) + (Y1)   [target T_0^(1)(N)]
  Y0     = { F : F_kappa divisible by ybar^kappa }   (q-picture)
  M0(N)  = R_(N-n-1) . G
  E      = { theta_z(P g) : g in G },  P = ybar_1 ybar_2 ybar_3
Checks (N = n + 4 unless said):
  [C]  open conditions (C0)-(C6) of NOTES.md §1
  [1]  S(N) subset T(N); dim S(N) = dim T(N) (statement (B)); also N = n + 3 (deficit)
  [2]  rank L(S(N)) = rank L(T(N)) = 3 C(n+1,2)   (Lemma L, N = n+3 and n+4)
  [3]  dim T(N) cap Y0 = 5 C(n+1,2) + 2n          (Lemma Q)
  [4]  dim M0(N) = 5 C(n+1,2) - 3, M0 subset Y0 cap T (Lemma M)
  [5]  E subset S(N) cap Y0 cap T; dim(M0 + E) = dim T cap Y0  (Lemma E / the main step)
  [6]  Claim A: rank{ hbar_j (x) ybar'^mu : mu non-vertex, j in supp mu } = 2n in R_1 (x) R'_(n-1)
  [7]  Lbar(x,z;x',z') = lambda0 * x * delta, lambda0 = prod_t w_t1 * sum_s c*_s w_s3^2/w_s1  (Lemma E (a))
  [9]  (informational) rank of the vertex functionals Psi_k on S(N) cap Y0, N = n+3 and n+4
  [10] Proposition 3 at N = n+3: dim S cap Y0 = dim M0 + n, dim T cap Y0 = dim M0 + n + 3, deficit 3
  [8]  Psi_k of theta_z(P g_vertex_k) = P(tau_k) eta_k3 z(tau_k) != 0, and Psi_k = 0 on the other E elements
usage: proofB.py n [--random SEED [--breakC4]]
(--breakC4: negative control, a random point with hbar_2 proportional to hbar_1.)"""
import sys
import time
from itertools import product
from math import comb

import numpy as np

t0 = time.time()
n = int(sys.argv[1])
RANDOM = None
if "--random" in sys.argv:
    RANDOM = int(sys.argv[sys.argv.index("--random") + 1])

if RANDOM is None:
    from proofs.general.depth4.thin.slices import special_point
    pt = special_point(seed=1)
    p = int(pt.p)
    W3 = [[int(v) % p for v in row] for row in np.asarray(pt.W3)]
    H2 = [[int(v) % p for v in row] for row in np.asarray(pt.H2)]
    print(f"point: special_point(seed=1), p = {p}")
else:
    p = 1048571
    rng = np.random.default_rng(RANDOM)
    W3 = [[int(v) for v in rng.integers(1, p, 3)] for _ in range(3)]
    H2 = [[int(v) for v in rng.integers(1, p, 3)] for _ in range(3)]
    print(f"point: random W3, H2 (numpy seed {RANDOM}), p = {p}")
    if "--breakC4" in sys.argv:
        # negative control for (C4): make hbar_2 = 2 hbar_1 (H2 stays invertible through its middle column)
        H2[1][0] = 2 * H2[0][0] % p; H2[1][2] = 2 * H2[0][2] % p
        print("    (negative control: hbar_2 := 2 hbar_1, so (C4) fails)")
inv = lambda a: pow(a % p, p - 2, p)


# ---------- linear algebra mod p (own) ----------
def rank(rows):
    A = np.array(rows, dtype=np.int64) % p if len(rows) else np.zeros((0, 1), np.int64)
    if A.size == 0:
        return 0
    A = A.copy()
    r = 0
    nr, nc_ = A.shape
    for col in range(nc_):
        if r == nr:
            break
        piv = np.nonzero(A[r:, col])[0]
        if len(piv) == 0:
            continue
        i = r + piv[0]
        if i != r:
            A[[r, i]] = A[[i, r]]
        A[r] = A[r] * inv(int(A[r, col])) % p
        nz = np.nonzero(A[:, col])[0]
        nz = nz[nz != r]
        if len(nz):
            A[nz] = (A[nz] - np.outer(A[nz, col], A[r])) % p
        r += 1
    return r


# ---------- binary forms ----------
def bmul(f, g):
    out = np.zeros(len(f) + len(g) - 1, dtype=object)
    for i, a in enumerate(f):
        if a:
            for j, b in enumerate(g):
                out[i + j] += a * b
    return np.array([int(v) % p for v in out], dtype=object)


def bpow(f, e):
    out = np.array([1], dtype=object)
    for _ in range(e):
        out = bmul(out, f)
    return out


def beval(f, pt_):
    X, Z = pt_
    d = len(f) - 1
    return sum(int(f[i]) * pow(X, d - i, p) * pow(Z, i, p) for i in range(d + 1)) % p


def theta_z(f):
    return np.array([int(f[i]) * i % p for i in range(len(f))], dtype=object)


ybar = [np.array([W3[r][0], W3[r][2]], dtype=object) for r in range(3)]  # w_r1 x + w_r3 z
hbar = [np.array([H2[k][0], H2[k][2]], dtype=object) for k in range(3)]
rho = [((W3[r][2]) % p, (-W3[r][0]) % p) for r in range(3)]              # root of ybar_r
tau = [((H2[k][2]) % p, (-H2[k][0]) % p) for k in range(3)]              # root of hbar_k
Pp = bmul(bmul(ybar[0], ybar[1]), ybar[2])


def det2(a, b, c, d):
    return (a * d - b * c) % p


# c* = (W3^T)^{-1} e_2  (c-coordinates of ctilde = e_2)
def inv3(M):
    a = [[x % p for x in row] for row in M]
    det = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
           + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])) % p
    assert det != 0
    di = inv(det)
    C = [[0] * 3 for _ in range(3)]
    for i in range(3):
        for j in range(3):
            m = [[a[r][c] for c in range(3) if c != j] for r in range(3) if r != i]
            C[i][j] = ((-1) ** (i + j)) * (m[0][0] * m[1][1] - m[0][1] * m[1][0])
    return [[C[j][i] * di % p for j in range(3)] for i in range(3)], det


W3T = [[W3[j][i] for j in range(3)] for i in range(3)]
B, detW3 = inv3(W3T)
cstar = [B[r][1] % p for r in range(3)]
assert all(sum(W3[r][l] * cstar[r] for r in range(3)) % p == (1 if l == 1 else 0) for l in range(3))

# ---------- [C] open conditions ----------
print("[C] open conditions:")
conds = {}
conds["C0 det W3 != 0"] = detW3 != 0
conds["C1 w_r1 != 0, w_r3 != 0 (all r)"] = all(W3[r][0] % p and W3[r][2] % p for r in range(3))
conds["C1 rho_r pairwise distinct"] = all(det2(W3[r][0], W3[r][2], W3[s][0], W3[s][2]) for r in range(3) for s in range(r))
conds["C2 c*_r = B_r2 != 0"] = all(cstar)
conds["C3 hbar_k(rho_r) != 0 (all k, r)"] = all(beval(hbar[k], rho[r]) for k in range(3) for r in range(3))
conds["C4 hbar_k pairwise independent"] = all(det2(H2[k][0], H2[k][2], H2[j][0], H2[j][2]) for k in range(3) for j in range(k))
conds["C5 eta_k1 != 0, eta_k3 != 0 (all k)"] = all(H2[k][0] % p and H2[k][2] % p for k in range(3))
lam0 = 1
for t in range(3):
    lam0 = lam0 * W3[t][0] % p
lam0 = lam0 * sum(cstar[s] * W3[s][2] * W3[s][2] * inv(W3[s][0]) for s in range(3)) % p
conds["C6 lambda0 = prod w_t1 * sum_s c*_s w_s3^2/w_s1 != 0"] = lam0 != 0
# (C6) is implied by C0-C2 (NOTES.md Lemma E (a)): w_s = c*_s w_s1, t_s = w_s3/w_s1 satisfy sum w = sum w t = 0
wv = [cstar[s] * W3[s][0] % p for s in range(3)]; tv = [W3[s][2] * inv(W3[s][0]) % p for s in range(3)]
conds["   (identities sum w_s = sum w_s t_s = 0 behind C6 <= C0-C2)"] = (sum(wv) % p == 0 and sum(a * b for a, b in zip(wv, tv)) % p == 0)
for k_, v in conds.items():
    print(f"    {k_}: {v}")
print(f"    (values: c* = {cstar}, lambda0 = {lam0})")
ALL_C = all(conds.values())

# ---------- c-monomials, generators ----------
def monos(d):
    return [(a, b, d - a - b) for a in range(d, -1, -1) for b in range(d - a, -1, -1)]


cm = monos(n); cidx = {m: i for i, m in enumerate(cm)}; nc = len(cm)
mus = monos(n - 1)
add = lambda a, b: tuple(x + y for x, y in zip(a, b))
E3 = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]


def ypow(kap):
    out = np.array([1], dtype=object)
    for r in range(3):
        out = bmul(out, bpow(ybar[r], kap[r]))
    return out


gens = []  # (mu, j, element dict kappa -> binary form of degree n+1)
for mu in mus:
    for j in range(3):
        if mu[j] > 0:
            el = {}
            for s in range(3):
                kap = add(mu, E3[s])
                el[kap] = bmul(hbar[j], ypow(kap))
            gens.append((mu, j, el))


def el_theta(el):
    return {k: theta_z(f) for k, f in el.items()}


def el_mulform(el, f):
    return {k: bmul(g, f) for k, g in el.items()}


def el_vec(el, N):
    v = np.zeros((nc, N + 1), dtype=np.int64)
    for k, f in el.items():
        assert len(f) - 1 <= N
    for k, f in el.items():
        v[cidx[k], :len(f)] = [int(a) % p for a in f]
    return v


def shifts(el, N):
    """all x^(e-i) z^i * el, e = N - deg(el)"""
    deg = len(next(iter(el.values()))) - 1
    e = N - deg
    out = []
    for i in range(e + 1):
        v = np.zeros((nc, N + 1), dtype=np.int64)
        for k, f in el.items():
            v[cidx[k], i:i + len(f)] = [int(a) % p for a in f]
        out.append(v.reshape(-1))
    return out


# ---------- condition rows ----------
# c-basis -> ctilde-basis: c = B ctilde; (B ctilde)^kappa = sum_nu P[kappa, nu] ctilde^nu
def poly_ct(kap):
    poly = {(0, 0, 0): 1}
    for r in range(3):
        lin = {E3[l]: B[r][l] for l in range(3)}
        for _ in range(kap[r]):
            new = {}
            for a, u in poly.items():
                for b_, v in lin.items():
                    kk = add(a, b_)
                    new[kk] = (new.get(kk, 0) + u * v) % p
            poly = new
    return poly


Pct = np.zeros((nc, nc), dtype=np.int64)
for i, kap in enumerate(cm):
    for nu, v in poly_ct(kap).items():
        Pct[i, cidx[nu]] = v


def taylor_rows(N, kap_i, r, orders):
    """rows: eps^der coefficient of F_kappa((x0,z0) + eps (u,v)) at rho_r, der in orders"""
    x0, z0 = rho[r]
    u, v = (1, 0) if x0 % p != 0 else (0, 1)
    if det2(x0, z0, u, v) == 0:
        u, v = 0, 1
    rows = []
    for der in orders:
        row = np.zeros((nc, N + 1), dtype=np.int64)
        for i in range(N + 1):  # monomial x^(N-i) z^i
            s = 0
            for j1 in range(0, min(der, N - i) + 1):
                j2 = der - j1
                if j2 > i:
                    continue
                s += comb(N - i, j1) * pow(x0, N - i - j1, p) * pow(u, j1, p) * comb(i, j2) * pow(z0, i - j2, p) * pow(v, j2, p)
            row[kap_i, i] = s % p
        rows.append(row.reshape(-1))
    return rows


def J0_rows(N):
    rows = []
    for j, nu in enumerate(cm):
        def crow(s):
            row = np.zeros((nc, N + 1), dtype=np.int64)
            row[:, s] = Pct[:, j]
            return row.reshape(-1)
        if nu[0] > 0 and nu[2] > 0:
            continue
        elif nu[0] > 0:
            rows.append(crow(N))      # x | F_nu : z^N coefficient vanishes
        elif nu[2] > 0:
            rows.append(crow(0))      # z | F_nu : x^N coefficient vanishes
        else:
            rows += [crow(s) for s in range(N + 1)]
    return rows


def Y_rows(N, extra):
    """(Y1) rows; extra=True adds the order kappa_r - 1 rows (then: Y0)"""
    rows = []
    for i, kap in enumerate(cm):
        for r in range(3):
            e = max(kap[r] - 1, 0) + (1 if (extra and kap[r] >= 1) else 0)
            if e:
                rows += taylor_rows(N, i, r, range(min(e, N + 1)))
    return rows


def L_rows(N):
    rows = []
    for i, kap in enumerate(cm):
        for r in range(3):
            if kap[r] >= 1:
                rows += taylor_rows(N, i, r, [kap[r] - 1])
    return rows


def apply(rows, vecs):
    if not len(rows) or not len(vecs):
        return 0
    A = np.array(rows, dtype=np.int64) % p
    V = np.array(vecs, dtype=np.int64) % p
    # A @ V.T mod p without overflow: split V into 10-bit chunks
    out = np.zeros((A.shape[0], V.shape[0]), dtype=np.int64)
    Vt = V.T.copy()
    for sh in (0, 10):
        part = (Vt >> sh) & 1023
        out = (out + ((A @ part) % p) * (1 << sh)) % p
    return out


OK = True


def check(label, cond):
    global OK
    OK &= bool(cond)
    print(f"    {label}: {cond}")


def vs(rows):
    return [np.asarray(r).reshape(-1) for r in rows]


for N in (n + 3, n + 4):
    m = N - n
    print(f"--- N = {N} (m = N - n = {m}) ---")
    Srows = []
    M0rows = []
    for (mu, j, el) in gens:
        sh = shifts(el, N)
        M0rows += sh
        Srows += sh + shifts(el_theta(el), N)
    J0 = J0_rows(N); Y1 = Y_rows(N, False); Y0c = Y_rows(N, True); Lr = L_rows(N)
    tot = nc * (N + 1)
    dimT = tot - rank(J0 + Y1)
    dimS = rank(Srows)
    inT = not np.any(apply(J0 + Y1, Srows))
    print(f"[1] S(N) subset T(N): {inT}; dim S = {dimS}, dim T = {dimT}, (B) at N: {dimS == dimT}")
    OK &= inT
    rLS = rank(apply(Lr, Srows).T.tolist())
    # rank of L on T: dim T - dim (T cap Y0)
    dimTY0 = tot - rank(J0 + Y0c)
    print(f"[2] rank L(S(N)) = {rLS}, rank L(T(N)) = dim T - dim(T cap Y0) = {dimT - dimTY0}, 3C(n+1,2) = {3 * comb(n + 1, 2)}")
    check("[2] L(S) = L(T) = 3C(n+1,2)", rLS == dimT - dimTY0 == 3 * comb(n + 1, 2))
    exp3 = (m + 1) * comb(n + 1, 2) + (m - 2) * n
    print(f"[3] dim T cap Y0 = {dimTY0}; formula (m+1)C(n+1,2) + (m-2)n = {exp3}")
    check("[3] Lemma Q count", dimTY0 == exp3)
    dimM0 = rank(M0rows)
    inTY0 = not np.any(apply(J0 + Y0c, M0rows))
    print(f"[4] dim M0(N) = {dimM0}; formula (m+1)C(n+1,2) - 3 = {(m + 1) * comb(n + 1, 2) - 3}; M0 subset T cap Y0: {inTY0}")
    check("[4] Lemma M", dimM0 == (m + 1) * comb(n + 1, 2) - 3 and inTY0)
    if m == 3:
        print(f"[10] Proposition 3 (N = n+3): dim S cap Y0 = dim S - rank L(S) = {dimS - rLS}, dim M0 + n = {dimM0 + n}; "
              f"dim T cap Y0 = {dimTY0}, dim M0 + n + 3 = {dimM0 + n + 3}")
        check("[10] Proposition 3 count", dimS - rLS == dimM0 + n and dimTY0 == dimM0 + n + 3 and dimT - dimS == 3)
    # [9] (informational, the hint of the earlier notes) the vertex functionals ev_k(F) = F_(n e_k)(tau_k) on S cap Y0
    evr = []
    for k in range(3):
        row = np.zeros((nc, N + 1), dtype=np.int64)
        kap = tuple(n if r == k else 0 for r in range(3))
        X, Z = tau[k]
        for i in range(N + 1):
            row[cidx[kap], i] = pow(X, N - i, p) * pow(Z, i, p) % p
        evr.append(row.reshape(-1))
    rLevS = rank(apply(Lr + evr, Srows).T.tolist())
    print(f"[9] dim of (ev_1, ev_2, ev_3)(S(N) cap Y0) = {rLevS - rLS}  (the vertex functionals Psi_k; 0 means S(N) cap Y0 "
          f"lies in their kernel)")
    if m >= 4:
        Erows = []
        for (mu, j, el) in gens:
            Erows += shifts(el_theta(el_mulform(el, Pp)), N) if m > 4 else [el_vec(el_theta(el_mulform(el, Pp)), N).reshape(-1)]
        inE = not np.any(apply(J0 + Y0c, Erows))
        inS = rank(Srows + Erows) == dimS
        dME = rank(M0rows + Erows)
        print(f"[5] E subset T cap Y0: {inE}; E subset S(N): {inS}; dim(M0 + E) = {dME} (dim T cap Y0 = {dimTY0}); "
              f"dim E mod M0 = {dME - dimM0} (2n+3 = {2 * n + 3})")
        check("[5] main step", inE and inS and dME == dimTY0 and dME - dimM0 == 2 * n + 3)
    sys.stdout.flush()

# ---------- [6] Claim A ----------
vecs = []
for mu in mus:
    if max(mu) == n - 1:
        continue
    ym = np.array([1], dtype=object)
    for r in range(3):
        ym = bmul(ym, bpow(ybar[r], mu[r]))
    for j in range(3):
        if mu[j] > 0:
            vecs.append(np.concatenate([np.array([int(H2[j][0]) * int(a) % p for a in ym]),
                                        np.array([int(H2[j][2]) * int(a) % p for a in ym])]))
rA = rank(vecs)
print(f"[6] Claim A: rank {{hbar_j (x) ybar'^mu : non-vertex}} = {rA}, 2n = {2 * n}")
check("[6] Claim A", rA == 2 * n)

# ---------- [7] Lbar = lambda0 x delta ----------
# Lbar(x,z;x',z') = sum_s w_s3 P_shat(x,z) c*_s ybar_s(x',z'); store as dict (i, i') -> coeff, i = z-exp in R_2, i' in R'_1
Lbar = {}
for s in range(3):
    Ps = np.array([1], dtype=object)
    for t in range(3):
        if t != s:
            Ps = bmul(Ps, ybar[t])
    for i in range(3):
        for ip in range(2):
            Lbar[(i, ip)] = (Lbar.get((i, ip), 0) + W3[s][2] * int(Ps[i]) * cstar[s] * int(ybar[s][ip])) % p
# x * delta = x (x z' - z x') = x^2 z' - x z x'  -> (i=0, i'=1): 1 ; (i=1, i'=0): -1
target = {(i, ip): 0 for i in range(3) for ip in range(2)}
target[(0, 1)] = lam0 % p; target[(1, 0)] = (-lam0) % p
check("[7] Lbar = lambda0 x delta", all(Lbar[k] == target[k] for k in target))

# ---------- [8] Psi_k ----------
ok8 = True
vals = []
for (mu, j, el) in gens:
    a = el_theta(el_mulform(el, Pp))   # c^kappa-part = ybar^kappa * a_kappa
    for k in range(3):
        kap = tuple(n if r == k else 0 for r in range(3))
        if kap in a:
            # a_kappa = F_kappa / ybar_k^n ; evaluate F_kappa(tau_k) / ybar_k(tau_k)^n
            val = beval(a[kap], tau[k]) * inv(pow(beval(ybar[k], tau[k]), n, p)) % p
        else:
            val = 0
        is_vertex = (mu == tuple(n - 1 if r == k else 0 for r in range(3)))
        if is_vertex:
            pred = beval(Pp, tau[k]) * H2[k][2] % p * tau[k][1] % p
            vals.append(val)
            ok8 &= (val == pred and val != 0)
        else:
            ok8 &= (val == 0)
print(f"[8] vertex values Psi_k = {vals}")
check("[8] Psi_k formula, nonzero at vertices, zero elsewhere", ok8)
print(f"ALL CHECKS {'PASS' if OK and ALL_C else 'FAIL'} (n = {n}; {time.time() - t0:.1f} s)")
