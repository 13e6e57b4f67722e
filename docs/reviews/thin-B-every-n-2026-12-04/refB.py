"""Referee's own check of Theorem B / Proposition 3 (docs/research/thin-B-every-n-2026-12-04/NOTES.md).

Own code throughout (own polynomial arithmetic, own Gaussian elimination mod p).  From the lab only the drawn
matrices W3, H2 and p of special_point(seed=1).  Usage:
    refB.py n [--random SEED]
Forms in R_d = k[x,z]_d are arrays f[i] = coefficient of x^(d-i) z^i.
"""
import sys, time, itertools
from math import comb
import numpy as np

T0 = time.time()
args = sys.argv[1:]
n = int(args[0])
RANDOM = None
if '--random' in args:
    RANDOM = int(args[args.index('--random') + 1])

if RANDOM is None:
    from proofs.general.depth4.thin.slices import special_point
    pt = special_point(seed=1)
    p = int(pt.p)
    W3 = np.array(pt.W3, dtype=np.int64) % p
    H2 = np.array(pt.H2, dtype=np.int64) % p
    where = "S_p = special_point(seed=1)"
else:
    p = int(args[args.index('--prime') + 1]) if '--prime' in args else 1048571
    rng = np.random.default_rng(1000 + RANDOM)
    def _ok(W, H):
        # (C0)-(C5) by brute force (used only to pick a good draw when p is small)
        d = (W[0,0]*(W[1,1]*W[2,2]-W[1,2]*W[2,1]) - W[0,1]*(W[1,0]*W[2,2]-W[1,2]*W[2,0]) + W[0,2]*(W[1,0]*W[2,1]-W[1,1]*W[2,0])) % p
        if d == 0: return False
        if any(W[r,0] % p == 0 or W[r,2] % p == 0 or H[r,0] % p == 0 or H[r,2] % p == 0 for r in range(3)): return False
        lin = [(W[r,0], W[r,2]) for r in range(3)] + [(H[k,0], H[k,2]) for k in range(3)]
        for i in range(6):
            for j in range(i + 1, 6):
                if (lin[i][0]*lin[j][1] - lin[i][1]*lin[j][0]) % p == 0: return False
        # C2: c*_r = cofactor_(r,2)(W) / det W != 0 (0-indexed column 1)
        for r in range(3):
            rr = [a for a in range(3) if a != r]
            if (W[rr[0],0]*W[rr[1],2] - W[rr[0],2]*W[rr[1],0]) % p == 0: return False
        return True
    while True:
        W3 = rng.integers(1, p, size=(3, 3)).astype(np.int64)
        H2 = rng.integers(1, p, size=(3, 3)).astype(np.int64)
        if '--prime' not in args or _ok(W3, H2):
            break
    where = f"random point (rng seed {1000 + RANDOM})"
    if '--break' in args:
        what = args[args.index('--break') + 1]
        if what == 'C4':      # hbar_2 = 2 hbar_1 (C4 fails; C3, C5 kept)
            H2[1, 0] = 2 * H2[0, 0] % p; H2[1, 2] = 2 * H2[0, 2] % p
        elif what == 'C5':    # eta_11 = 0 (C5 fails)
            H2[0, 0] = 0
        elif what == 'C3':    # hbar_1 proportional to ybar_1 (C3 fails)
            H2[0, 0] = 3 * W3[0, 0] % p; H2[0, 2] = 3 * W3[0, 2] % p
        where += f", BROKEN {what}"

def inv(a):
    a = int(a) % p
    assert a != 0
    return pow(a, p - 2, p)

def log(*a):
    print(*a, flush=True)

log(f"n = {n}, p = {p}, point: {where}")
log("W3 =", W3.tolist()); log("H2 =", H2.tolist())

# ---------------- linear algebra mod p ----------------
def rref(A):
    A = np.array(A, dtype=np.int64) % p
    rows, cols = A.shape
    r = 0; piv = []
    for c in range(cols):
        if r == rows:
            break
        nz = np.nonzero(A[r:, c])[0]
        if len(nz) == 0:
            continue
        i = r + nz[0]
        if i != r:
            A[[r, i]] = A[[i, r]]
        A[r] = A[r] * inv(A[r, c]) % p
        col = A[:, c].copy(); col[r] = 0
        nzr = np.nonzero(col)[0]
        if len(nzr):
            A[nzr] = (A[nzr] - np.outer(col[nzr], A[r]) % p) % p
        piv.append(c); r += 1
    return A[:r], piv

def rank(A):
    A = np.asarray(A)
    if A.size == 0:
        return 0
    return len(rref(A)[1])

def nullspace(A, ncols=None):
    """rows = basis of {v : A v = 0}."""
    A = np.asarray(A, dtype=np.int64)
    if A.size == 0:
        return np.eye(ncols, dtype=np.int64)
    R, piv = rref(A)
    cols = A.shape[1]
    free = [c for c in range(cols) if c not in set(piv)]
    K = np.zeros((len(free), cols), dtype=np.int64)
    for t, f in enumerate(free):
        K[t, f] = 1
        for i, c in enumerate(piv):
            K[t, c] = (-R[i, f]) % p
    return K

def matmul(A, B):
    # entries < 2^20; split B to stay inside int64
    A = np.asarray(A, dtype=np.int64) % p; B = np.asarray(B, dtype=np.int64) % p
    lo = B & 1023; hi = B >> 10
    return ((A @ lo) % p + ((A @ hi) % p) * 1024) % p

# ---------------- polynomials ----------------
def pmul(f, g):
    out = np.zeros(len(f) + len(g) - 1, dtype=object)
    for i, a in enumerate(f):
        if a:
            for j, b in enumerate(g):
                out[i + j] += int(a) * int(b)
    return np.array([int(v) % p for v in out], dtype=np.int64)

def ppow(f, e):
    out = np.array([1], dtype=np.int64)
    for _ in range(e):
        out = pmul(out, f)
    return out

def ev(f, pt):
    d = len(f) - 1
    return sum(int(f[i]) * pow(int(pt[0]), d - i, p) * pow(int(pt[1]), i, p) for i in range(d + 1)) % p

def thz(f):  # theta_z on a form (last axis = z-degree index)
    return f * np.arange(f.shape[-1], dtype=np.int64) % p

def comps(d):
    return [(a, b, d - a - b) for a in range(d, -1, -1) for b in range(d - a, -1, -1)]

yb = [np.array([W3[r, 0], W3[r, 2]], dtype=np.int64) for r in range(3)]   # ybar_r = w_r1 x + w_r3 z
hb = [np.array([H2[k, 0], H2[k, 2]], dtype=np.int64) for k in range(3)]   # hbar_k
rho = [((W3[r, 2]) % p, (-W3[r, 0]) % p) for r in range(3)]               # root of ybar_r
tau = [((H2[k, 2]) % p, (-H2[k, 0]) % p) for k in range(3)]                # root of hbar_k
P = pmul(pmul(yb[0], yb[1]), yb[2])
Phat = [pmul(yb[(s + 1) % 3], yb[(s + 2) % 3]) for s in range(3)]

# ---------------- conditions (C0)-(C5), (OC), (OC') ----------------
def det3(M):
    M = [[int(x) for x in r] for r in M]
    return (M[0][0]*(M[1][1]*M[2][2]-M[1][2]*M[2][1]) - M[0][1]*(M[1][0]*M[2][2]-M[1][2]*M[2][0])
            + M[0][2]*(M[1][0]*M[2][1]-M[1][1]*M[2][0])) % p

def inv3(M):
    M = [[int(x) % p for x in r] for r in M]
    d = inv(det3(M))
    C = [[0]*3 for _ in range(3)]
    for i in range(3):
        for j in range(3):
            rr = [a for a in range(3) if a != i]; cc = [b for b in range(3) if b != j]
            m = M[rr[0]][cc[0]]*M[rr[1]][cc[1]] - M[rr[0]][cc[1]]*M[rr[1]][cc[0]]
            C[i][j] = ((-1)**(i+j)) * m
    return np.array([[C[j][i] * d % p for j in range(3)] for i in range(3)], dtype=np.int64)  # adj^T / det

C0 = det3(W3) != 0
B = inv3(W3.T)                         # c = B ctilde
assert (matmul(B, W3.T) % p == np.eye(3, dtype=np.int64)).all()
cstar = B[:, 1] % p                    # ctilde(c*) = e_2
assert (matmul(W3.T, cstar.reshape(3, 1)).ravel() % p == np.array([0, 1, 0])).all()
C1 = all(W3[r, 0] % p and W3[r, 2] % p for r in range(3)) and all(
    (W3[r, 0] * W3[s, 2] - W3[r, 2] * W3[s, 0]) % p for r in range(3) for s in range(3) if r < s)
C2 = all(int(c) % p for c in cstar)
C3 = all(ev(hb[k], rho[r]) for k in range(3) for r in range(3))
C3b = all(ev(P, tau[k]) for k in range(3))
C4 = all((H2[j, 0] * H2[k, 2] - H2[j, 2] * H2[k, 0]) % p for j in range(3) for k in range(3) if j < k)
C5 = all(H2[k, 0] % p and H2[k, 2] % p for k in range(3))
log(f"[C] C0 {C0}  C1 {C1}  C2 {C2} (c* = {cstar.tolist()})  C3 {C3} (equiv. P(tau_k)!=0: {C3b})  C4 {C4}  C5 {C5}")
OC = all(W3.ravel() % p) and all(H2.ravel() % p) and C1 and all(
    ev(yb[s], rho[r]) for r in range(3) for s in range(3) if s != r) and C3
Qk = np.array([pmul(hb[k], yb[k]) for k in range(3)])
OCp = all(B[r, 1] % p for r in range(3)) and rank(Qk) == 3
log(f"[C] (OC) of the AB notes: {OC}; (OC'): B_r2 = {[int(B[r,1]) for r in range(3)]}, quadrics hbar_k ybar_k rank {rank(Qk)} -> {OCp}")
prod1 = 1
for t in range(3):
    prod1 = prod1 * int(W3[t, 0]) % p
lam0 = prod1 * sum(int(cstar[s]) * int(W3[s, 2]) ** 2 % p * inv(W3[s, 0]) for s in range(3)) % p
ws = [int(cstar[s]) * int(W3[s, 0]) % p for s in range(3)]
ts = [int(W3[s, 2]) * inv(W3[s, 0]) % p for s in range(3)]
log(f"[C] lambda0 (formula of Lemma E(a)) = {lam0};  sum w_s = {sum(ws) % p}, sum w_s t_s = "
    f"{sum(a*b for a, b in zip(ws, ts)) % p}, t_s distinct: {len(set(ts)) == 3}")
log(f"[C] char p = {p} > n: {p > n};  > n+1: {p > n + 1}")

# ---------------- index sets ----------------
K = comps(n); nk = len(K); kidx = {k: i for i, k in enumerate(K)}
MU = comps(n - 1)
def supp(m): return [r for r in range(3) if m[r] > 0]
def is_vertex(m): return len(supp(m)) == 1
def add(m, s): return tuple(m[r] + (r == s) for r in range(3))
GENS = [(mu, j) for mu in MU for j in supp(mu)]

ybpow = {}
def ybk(kappa):
    if kappa not in ybpow:
        f = np.array([1], dtype=np.int64)
        for r in range(3):
            f = pmul(f, ppow(yb[r], kappa[r]))
        ybpow[kappa] = f
    return ybpow[kappa]

def gen(mu, j):
    """g_(mu,j) in R_(n+1) (x) k[c]_n: c^kappa-part hbar_j ybar^kappa, kappa = mu + e_s."""
    F = np.zeros((nk, n + 2), dtype=np.int64)
    for s in range(3):
        kap = add(mu, s)
        F[kidx[kap]] = pmul(hb[j], ybk(kap))
    return F

def mult_mono(F, d, b):
    """multiply by x^(d-b) z^b."""
    out = np.zeros((F.shape[0], F.shape[1] + d), dtype=np.int64)
    out[:, b:b + F.shape[1]] = F
    return out

def mult_form(F, phi):
    out = np.zeros((F.shape[0], F.shape[1] + len(phi) - 1), dtype=np.int64)
    for b, cf in enumerate(phi):
        if cf:
            out[:, b:b + F.shape[1]] = (out[:, b:b + F.shape[1]] + int(cf) * F) % p
    return out

G = [gen(mu, j) for (mu, j) in GENS]
TG = [thz(g) for g in G]

# c -> ctilde: c^kappa = prod_r (sum_l B_rl ct_l)^kappa_r ; Mat[kappa, nu]
NU = comps(n); nidx = {v: i for i, v in enumerate(NU)}
def lin_pow_expand(kappa):
    poly = {(0, 0, 0): 1}
    for r in range(3):
        for _ in range(kappa[r]):
            new = {}
            for mono, cf in poly.items():
                for l in range(3):
                    if B[r, l] % p:
                        m2 = tuple(mono[t] + (t == l) for t in range(3))
                        new[m2] = (new.get(m2, 0) + cf * int(B[r, l])) % p
            poly = new
    return poly
Mat = np.zeros((nk, len(NU)), dtype=np.int64)
for kap in K:
    for mono, cf in lin_pow_expand(kap).items():
        Mat[kidx[kap], nidx[mono]] = cf

def taylor_rows(N, r, upto):
    """rows i = 0..upto-1: t^i-coefficient of f(rho_r + t e_x); vanish iff ybar_r^upto | f."""
    rx, rz = rho[r]
    rows = np.zeros((upto, N + 1), dtype=np.int64)
    for i in range(upto):
        for a in range(N + 1):
            if N - a >= i:
                rows[i, a] = comb(N - a, i) % p * pow(int(rx), N - a - i, p) % p * pow(int(rz), a, p) % p
    return rows

def cond_rows(N, which):
    """which: 'J0', 'Y1', 'Y0', 'L' -> rows acting on flattened F (nk*(N+1))."""
    cols = nk * (N + 1)
    rows = []
    if which == 'J0':
        for nu in NU:
            coef = Mat[:, nidx[nu]]
            if nu == (0, n, 0):
                idxs = range(N + 1)
            elif nu[0] > 0 and nu[2] == 0:
                idxs = [N]
            elif nu[0] == 0 and nu[2] > 0:
                idxs = [0]
            else:
                idxs = []
            for i in idxs:
                row = np.zeros((nk, N + 1), dtype=np.int64); row[:, i] = coef
                rows.append(row.ravel())
    else:
        for kap in K:
            for r in range(3):
                if which == 'Y1':
                    e = max(kap[r] - 1, 0)
                elif which == 'Y0':
                    e = kap[r]
                else:
                    e = 0
                if which == 'L':
                    if kap[r] >= 1:
                        tr = taylor_rows(N, r, kap[r])[-1] * pow(inv(W3[r, 0]), kap[r] - 1, p) % p
                        row = np.zeros((nk, N + 1), dtype=np.int64); row[kidx[kap]] = tr
                        rows.append(row.ravel())
                    continue
                if e > 0:
                    tr = taylor_rows(N, r, e)
                    for t in tr:
                        row = np.zeros((nk, N + 1), dtype=np.int64); row[kidx[kap]] = t
                        rows.append(row.ravel())
    return np.array(rows, dtype=np.int64).reshape(-1, cols)

def S_rows(N):
    d = N - n - 1
    rows = []
    for g in G + TG:
        for b in range(d + 1):
            rows.append(mult_mono(g, d, b).ravel())
    return np.array(rows, dtype=np.int64)

def M0_rows(N):
    d = N - n - 1
    return np.array([mult_mono(g, d, b).ravel() for g in G for b in range(d + 1)], dtype=np.int64)

# q-picture
def qpic(Fs, N):
    """Fs: (cnt, nk, N+1) in Y0 -> a: (cnt, nk, N-n+1), a_kappa = F_kappa / ybar^kappa (exact, checked)."""
    A = Fs.copy() % p
    for kap in K:
        f = A[:, kidx[kap], :]
        deg = N
        for r in range(3):
            for _ in range(kap[r]):
                al, be = int(yb[r][0]), int(yb[r][1]); ial = inv(al)
                g = np.zeros((f.shape[0], deg), dtype=np.int64)
                g[:, 0] = f[:, 0] * ial % p
                for i in range(1, deg):
                    g[:, i] = (f[:, i] - be * g[:, i - 1]) % p * ial % p
                assert ((f[:, deg] - be * g[:, deg - 1]) % p == 0).all(), "not divisible"
                f = g; deg -= 1
        A[:, kidx[kap], :deg + 1] = f
        A[:, kidx[kap], deg + 1:] = 0
    return A[:, :, :N - n + 1]

# Ybar'_kappa(x',z') = prod_r (c*_r ybar_r(x',z'))^kappa_r  in R'_n
Yq = np.zeros((nk, n + 1), dtype=np.int64)
for kap in K:
    cf = 1
    for r in range(3):
        cf = cf * pow(int(cstar[r]), kap[r], p) % p
    Yq[kidx[kap]] = ybk(kap) * cf % p

def abar(a):
    """a: (cnt, nk, m+1) -> abar: (cnt, m+1, n+1)."""
    cnt, _, m1 = a.shape
    out = np.zeros((cnt, m1, n + 1), dtype=np.int64)
    for t in range(nk):
        out = (out + a[:, t, :, None] * Yq[t][None, None, :] % p) % p
    return out

def xzdelta_basis(m):
    rows = []
    for a_ in range(m - 2):
        for b_ in range(n):
            E = np.zeros((m + 1, n + 1), dtype=np.int64)
            E[a_ + 1, b_ + 1] += 1          # x*z*x^(m-3-a)z^a * x z'
            E[a_ + 2, b_] -= 1              # - x*z*... * z x'
            rows.append(E.ravel() % p)
    return np.array(rows, dtype=np.int64).reshape(-1, (m + 1) * (n + 1))

def vertex_vals(a):
    """a: (cnt, nk, m+1) -> (cnt, 3): a_(n e_k)(tau_k)."""
    out = np.zeros((a.shape[0], 3), dtype=np.int64)
    for k in range(3):
        ek = tuple(n * (t == k) for t in range(3))
        f = a[:, kidx[ek], :]
        m = f.shape[1] - 1
        w = np.array([pow(int(tau[k][0]), m - i, p) * pow(int(tau[k][1]), i, p) % p for i in range(m + 1)], dtype=np.int64)
        out[:, k] = matmul(f, w.reshape(-1, 1)).ravel()
    return out

def in_span(Bm, V):
    return rank(np.vstack([Bm, V])) == rank(Bm)

c1 = comb(n + 1, 2)
allok = True
def check(label, cond, msg):
    global allok
    allok &= bool(cond)
    log(f"{label} {'OK ' if cond else 'FAIL'} {msg}")

# ---------------- Claim A and L-bar (independent of N) ----------------
rowsA = []
for (mu, j) in GENS:
    if not is_vertex(mu):
        ymu = np.array([1], dtype=np.int64)
        for r in range(3):
            ymu = pmul(ymu, ppow(yb[r], mu[r]))
        rowsA.append(np.outer(hb[j], ymu).ravel() % p)
rA = rank(np.array(rowsA))
check("[ClaimA]", rA == 2 * n, f"rank span(hbar_j (x) ybar'^mu, mu non-vertex) = {rA}, 2n = {2*n}")
Lbar = np.zeros((3, 2), dtype=np.int64)
for s in range(3):
    Lbar = (Lbar + int(W3[s, 2]) * int(cstar[s]) % p * np.outer(Phat[s], yb[s]) % p) % p
target = np.zeros((3, 2), dtype=np.int64); target[0, 1] = lam0; target[1, 0] = (-lam0) % p
check("[E(a)]", (Lbar == target).all() and lam0 != 0, f"Lbar = lambda0 x delta with lambda0 = {lam0} != 0: Lbar = {Lbar.tolist()}")

for m in (3, 4):
    N = n + m
    t1 = time.time()
    log(f"---- N = n + {m} = {N} (m = {m}) ----")
    cols = nk * (N + 1)
    J0 = cond_rows(N, 'J0'); Y1 = cond_rows(N, 'Y1'); Y0 = cond_rows(N, 'Y0'); Lr = cond_rows(N, 'L')
    Srows = S_rows(N)
    SB, _ = rref(Srows); dimS = SB.shape[0]
    check("[cont]", not matmul(Srows, np.vstack([J0, Y1]).T).any(), "S(N) satisfies (J0) and (Y1) (S subset T)")
    Tb = nullspace(np.vstack([J0, Y1]), cols); dimT = Tb.shape[0]
    exp_T = {3: 7 * c1 + n, 4: 8 * c1 + 2 * n}[m]
    check("[dims]", dimT == exp_T and dimS == dimT - {3: 3, 4: 0}[m],
          f"dim S = {dimS}, dim T = {dimT}, deficit {dimT - dimS}; formula dim T = {exp_T}")
    # Lemma L
    rLS = rank(matmul(Srows, Lr.T)); rLT = rank(matmul(Tb, Lr.T))
    check("[L]", rLS == 3 * c1 and rLT == 3 * c1 and Lr.shape[0] == 3 * c1,
          f"rank L(S) = {rLS}, rank L(T) = {rLT}, #L-coords = {Lr.shape[0]}, 3C(n+1,2) = {3*c1}")
    # Lemma L (b), one generator: L_(kappa,r)(theta_z g) = kappa_r w_r(kappa) hbar_j(rho_r)
    okw = True
    Lmat = Lr.reshape(-1, nk, N + 1)
    for (mu, j) in GENS[:12]:
        tg = mult_mono(thz(gen(mu, j)), m - 1, 0).ravel()   # x^(m-1) * theta_z g  (phi = x^(m-1))
        vals = matmul(Lr, tg.reshape(-1, 1)).ravel()
        t = 0
        for kap in K:
            for r in range(3):
                if kap[r] >= 1:
                    exp_ = 0
                    if any(add(mu, s_) == kap for s_ in range(3)):
                        w = int(W3[r, 2]) * (-int(W3[r, 0])) % p
                        for r2 in range(3):
                            if r2 != r:
                                w = w * pow(ev(yb[r2], rho[r]), kap[r2], p) % p
                        exp_ = kap[r] * w % p * ev(hb[j], rho[r]) % p * pow(int(rho[r][0]), m - 1, p) % p
                    okw &= int(vals[t]) == exp_
                    t += 1
    check("[L(b)]", okw, "L_(kappa,r)(phi theta_z g) = phi(rho_r) kappa_r w_r(kappa) hbar_j(rho_r) (exact, 12 generators, phi = x^(m-1))")
    # Lemma L (a): ker L on Y = Y0: dim T cap Y0 = dim T - rank L(T)
    TY0 = nullspace(np.vstack([J0, Y0]), cols); dTY0 = TY0.shape[0]
    check("[L(a)]", dTY0 == dimT - rLT and not matmul(TY0, Lr.T).any(),
          f"dim T cap Y0 = {dTY0} = dim T - rank L(T) = {dimT - rLT}; L vanishes on T cap Y0")
    exp_TY0 = (m + 1) * c1 + (m - 2) * n
    check("[Q-count]", dTY0 == exp_TY0, f"dim T cap Y0 = {dTY0}, (m+1)C(n+1,2)+(m-2)n = {exp_TY0}")
    # Lemma Q: abar in xz delta (R_(m-3) (x) R'_(n-1))
    a_T = qpic(TY0.reshape(-1, nk, N + 1), N)
    ab_T = abar(a_T).reshape(dTY0, -1)
    if m >= 3:
        XB = xzdelta_basis(m)
        okQ = in_span(XB, ab_T) if XB.size else not ab_T.any()
        rXB = rank(XB) if XB.size else 0
        check("[Q]", okQ and rank(ab_T) == rXB,
              f"every abar of T cap Y0 lies in xz delta(R_(m-3) (x) R'_(n-1)) (dim {rXB}); rank of abar on T cap Y0 = {rank(ab_T)} (so Lemma Q's image is all of it)")
    # Lemma M
    M0 = M0_rows(N); dM0 = rank(M0)
    check("[M0]", dM0 == (m + 1) * c1 - 3 and not matmul(M0, np.vstack([J0, Y0]).T).any(),
          f"dim M0 = {dM0} = (m+1)C(n+1,2)-3 = {(m+1)*c1-3}; M0 subset T cap Y0")
    a_M = qpic(M0.reshape(-1, nk, N + 1), N)
    PsiM = np.hstack([abar(a_M).reshape(M0.shape[0], -1), vertex_vals(a_M)])
    Psi_T = np.hstack([ab_T, vertex_vals(a_T)])
    rPsi = rank(Psi_T)
    check("[M]", not PsiM.any() and rPsi == dTY0 - dM0 and rPsi == (m - 2) * n + 3,
          f"Psi(M0) = 0; rank Psi on T cap Y0 = {rPsi} = dim(T cap Y0) - dim M0 = {dTY0 - dM0} = dim V_m = {(m-2)*n+3}  => ker Psi = M0")
    # independent check of the sigma U_m description: M0 = sigma * U_m via q-picture
    # S cap Y0
    comb_ = nullspace(matmul(SB, Y0.T).T, dimS)
    SY0 = matmul(comb_, SB) if comb_.size else np.zeros((0, cols), dtype=np.int64)
    dSY0 = rank(SY0)
    a_S = qpic(SY0.reshape(-1, nk, N + 1), N)
    vS = vertex_vals(a_S); rV = rank(vS) if vS.size else 0
    rPhiS = rank(abar(a_S).reshape(SY0.shape[0], -1))
    if m == 3:
        check("[P3]", dSY0 == dM0 + n and dTY0 == dM0 + n + 3 and rV == 0 and rPhiS == n,
              f"dim S cap Y0 = {dSY0} = dim M0 + n; dim T cap Y0 = dim M0 + n + 3; rank(Psi_1,Psi_2,Psi_3) on S cap Y0 = {rV}; rank Phi1 on S cap Y0 = {rPhiS}")
        # the three missing functionals: vertex values separate T from S on T cap Y0
        check("[P3b]", rank(vertex_vals(a_T)) == 3, f"rank (Psi_1,Psi_2,Psi_3) on T cap Y0 = {rank(vertex_vals(a_T))}")
        # Prop 3 (v): sigma phi q_k^(n-1) elements are in T cap Y0 and Psi_k = phi(tau_k)
    else:
        check("[B-Y0]", dSY0 == dTY0 and rV == 3, f"dim S cap Y0 = {dSY0} = dim T cap Y0; rank vertex functionals on S cap Y0 = {rV}")
        # Lemma E
        E = []
        for (mu, j) in GENS:
            g = gen(mu, j)
            E.append(thz(mult_form(g, P)).ravel())
        E = np.array(E, dtype=np.int64)
        check("[E(o)]", in_span(SB, E) and not matmul(E, Y0.T).any() and not matmul(E, J0.T).any(),
              "every e_g = theta_z(P g) lies in S(n+4), in Y0 and satisfies (J0)")
        a_E = qpic(E.reshape(-1, nk, N + 1), N)
        abE = abar(a_E)
        okb = True; okc = True
        vE = vertex_vals(a_E)
        for t, (mu, j) in enumerate(GENS):
            ymu = np.array([1], dtype=np.int64); cm = 1
            for r in range(3):
                ymu = pmul(ymu, ppow(yb[r], mu[r])); cm = cm * pow(int(cstar[r]), mu[r], p) % p
            phi1 = np.outer(hb[j], ymu) * (lam0 * cm % p) % p       # in R_1 (x) R'_(n-1)
            # multiply by x z delta: (R_1 (x) R'_(n-1)) -> R_4 (x) R'_n
            expect = np.zeros((5, n + 1), dtype=np.int64)
            for i in range(2):
                for jj in range(n):
                    cf = int(phi1[i, jj])
                    if cf:
                        expect[i + 1, jj + 1] = (expect[i + 1, jj + 1] + cf) % p
                        expect[i + 2, jj] = (expect[i + 2, jj] - cf) % p
            okb &= bool((abE[t] % p == expect).all())
            for k in range(3):
                if mu == tuple((n - 1) * (tt == k) for tt in range(3)):
                    val = (-ev(P, tau[k]) * int(H2[k, 2]) * int(H2[k, 0])) % p
                    okc &= int(vE[t, k]) == val and val != 0
                else:
                    okc &= int(vE[t, k]) == 0
        check("[E(b)]", okb, "ebar_g = x z delta * lambda0 c*^mu hbar_j (x) ybar'^mu for every g (exact arrays)")
        check("[E(c)]", okc, "Psi_k(e_g) = -P(tau_k) eta_k3 eta_k1 != 0 iff mu = (n-1)e_k, else 0 (exact values)")
        rME = rank(np.vstack([M0, E]))
        check("[E-main]", rME == dTY0 and rME - dM0 == 2 * n + 3,
              f"dim(M0 + E) = {rME} = dim T cap Y0; E adds {rME - dM0} = 2n+3")
        check("[B]", dimS == dimT == 8 * c1 + 2 * n, f"(B): S(n+4) = T(n+4), dim {dimS} = 8C(n+1,2)+2n = {8*c1+2*n}")
    log(f"   (N = {N}: {time.time() - t1:.1f} s)")

log(f"ALL CHECKS {'PASSED' if allok else 'FAILED'}  total {time.time() - T0:.1f} s")
