"""Reviewer helper-106: independent check of the R = 3 box jet lemma pieces (own code).

Representation: a bihomogeneous polynomial of bidegree (e, f) in p = (p1,p2,p3), c = (c1,c2,c3) is a dense
array A[a2, a3, n2, n3] (exponent of p1 = e - a2 - a3, of c1 = f - n2 - n3), entries mod P.
Products by explicit convolution over the nonzero entries of one factor.  Ranks by python-flint nmod_mat.
Random weights from numpy default_rng(seed) in [1, P).

Usage:
  python rvbj.py full n seed      # V_0 at S and at a generic point: dim J, F_r (r = n-1, n, n+1), box
  python rvbj.py e1 n seed [a..]  # Lemma E1 ranks (edge 12) at S
"""
import sys, time, resource
import numpy as np
import flint

P = 999983


def tri(e):
    return [(a2, a3) for a2 in range(e + 1) for a3 in range(e + 1 - a2)]


def zeros(e, f):
    return np.zeros((e + 1, e + 1, f + 1, f + 1), dtype=np.int64)


def linp(v):
    """linear form sum v_l p_l, bidegree (1, 0)"""
    A = zeros(1, 0)
    A[0, 0, 0, 0] = v[0] % P; A[1, 0, 0, 0] = v[1] % P; A[0, 1, 0, 0] = v[2] % P
    return A


def linc(v):
    A = zeros(0, 1)
    A[0, 0, 0, 0] = v[0] % P; A[0, 0, 1, 0] = v[1] % P; A[0, 0, 0, 1] = v[2] % P
    return A


def deg(A):
    return A.shape[0] - 1, A.shape[2] - 1


def mul(A, B):
    (e1, f1), (e2, f2) = deg(A), deg(B)
    if np.count_nonzero(A) > np.count_nonzero(B):
        A, B = B, A
        (e1, f1), (e2, f2) = (e2, f2), (e1, f1)
    C = zeros(e1 + e2, f1 + f2)
    for (a2, a3, n2, n3) in zip(*np.nonzero(A)):
        C[a2:a2 + e2 + 1, a3:a3 + e2 + 1, n2:n2 + f2 + 1, n3:n3 + f2 + 1] += A[a2, a3, n2, n3] * B
        C %= P
    return C


def add(A, B):
    return (A + B) % P


def scal(s, A):
    return (s % P) * A % P


def power(A, k):
    R = zeros(0, 0); R[0, 0, 0, 0] = 1
    for _ in range(k):
        R = mul(R, A)
    return R


class Rows:
    def __init__(self, e, f):
        self.e, self.f = e, f
        self.pm, self.cm = tri(e), tri(f)
        self.idx = -np.ones((e + 1, e + 1, f + 1, f + 1), dtype=np.int64)
        r = 0
        for (a2, a3) in self.pm:
            for (n2, n3) in self.cm:
                self.idx[a2, a3, n2, n3] = r; r += 1
        self.n = r

    def vec(self, A):
        v = np.zeros(self.n, dtype=np.int64)
        m = self.idx >= 0
        v[self.idx[m]] = A[m]
        return v

    def gamma_of_row(self):
        """(G1, G2, G3) for every row"""
        G = np.zeros((self.n, 3), dtype=np.int64)
        for (a2, a3) in self.pm:
            for (n2, n3) in self.cm:
                G[self.idx[a2, a3, n2, n3]] = (self.e - a2 - a3, a2, a3)
        return G


def shifts(A, e_mult, rows):
    """matrix whose columns are the vectors of A * p^kappa, |kappa| = e_mult"""
    e, f = deg(A)
    nz = np.nonzero(A)
    vals = A[nz]
    cols = []
    for (k2, k3) in tri(e_mult):
        v = np.zeros(rows.n, dtype=np.int64)
        v[rows.idx[nz[0] + k2, nz[1] + k3, nz[2], nz[3]]] = vals
        cols.append(v)
    return np.array(cols, dtype=np.int64).T


def rank(M):
    M = np.asarray(M) % P
    t = time.time()
    r = flint.nmod_mat(M.tolist(), P).rank()
    return r, time.time() - t


def randmat(rng, a, b):
    return rng.integers(0, P, size=(a, b), dtype=np.int64)


def matmul(A, B):
    """exact A @ B mod P (entries < 2^20): float64 with inner chunks of 4096"""
    out = np.zeros((A.shape[0], B.shape[1]), dtype=np.int64)
    for s in range(0, A.shape[1], 4096):
        x = A[:, s:s + 4096].astype(np.float64) @ B[s:s + 4096].astype(np.float64)
        out = (out + np.fmod(x, P).astype(np.int64)) % P
    return out


def inv3(W):
    M = flint.nmod_mat([[int(x) for x in row] for row in W], P)
    Mi = M.inv()
    return np.array([[int(Mi[i, j]) for j in range(3)] for i in range(3)], dtype=np.int64)


def weights(seed, special):
    rng = np.random.default_rng(seed)
    W2 = rng.integers(1, P, size=(3, 3)); W3 = rng.integers(1, P, size=(3, 3))
    H2 = rng.integers(1, P, size=(3, 3)); H3 = rng.integers(1, P, size=(3, 3))
    L = rng.integers(1, P, size=3)
    if special:
        L = np.array([1, 1, 1])
        H3 = inv3(W3.T)
    M = (W3.T @ np.diag(L) % P) @ H3 % P
    return dict(W2=W2, W3=W3, H2=H2, H3=H3, L=L, M=M % P, rng=rng)


def model(n, w, withJ=True):
    """generators of V_0 (as matrix 'gens' of columns), J generators, rows."""
    d = n * (n - 1) // 2; D = d + n; m = n - 1
    W3, H2, L, M = w['W3'], w['H2'], w['L'], w['M']
    y = [linp(W3[k]) for k in range(3)]
    h = [linp(H2[k]) for k in range(3)]
    q = [mul(y[l], linc(np.eye(3, dtype=np.int64)[l])) for l in range(3)]   # q_l = c_l y_l
    ell = zeros(1, 1)
    for l in range(3):
        ell = add(ell, scal(L[l], q[l]))
    Mq = []
    for j in range(3):
        s = zeros(1, 1)
        for l in range(3):
            s = add(s, scal(M[j, l], q[l]))
        Mq.append(s)
    rows = Rows(D, n)
    # q^tau, |tau| = m - 1
    qpow = {}
    for (t2, t3) in tri(m - 1):
        t1 = m - 1 - t2 - t3
        qpow[(t2, t3)] = mul(mul(power(q[0], t1), power(q[1], t2)), power(q[2], t3))
    blocks = []
    for j in range(3):
        base = mul(mul(ell, h[j]), Mq[j])
        for tau, qt in qpow.items():
            g = mul(base, qt)            # bidegree (n+1, n)
            blocks.append(shifts(g, d - 1, rows))
    gens = np.concatenate(blocks, axis=1)
    # J = (p_l ct_l) in bidegree (D, n), ct = W3^T diag(L) c
    Ct = (W3.T @ np.diag(L)) % P
    Jb = []
    for l in (range(3) if withJ else []):
        pl = linp(np.eye(3, dtype=np.int64)[l]); ctl = linc(Ct[l])
        base = mul(pl, ctl)
        for (t2, t3) in tri(n - 1):
            cm = zeros(0, n - 1); cm[0, 0, t2, t3] = 1
            Jb.append(shifts(mul(base, cm), D - 1, rows))
    Jg = np.concatenate(Jb, axis=1) if withJ else None
    return dict(rows=rows, gens=gens, J=Jg, d=d, D=D, y=y, h=h)


def krylov_cols(gens, pis, rng, ncols):
    """random elements sum_pi diag(pi) gens R_pi"""
    out = np.zeros((gens.shape[0], ncols), dtype=np.int64)
    for pi in pis:
        R = randmat(rng, gens.shape[1], ncols)
        out = (out + pi[:, None] * matmul(gens, R)) % P
    return out


def poly_pis(rows, r):
    G = rows.gamma_of_row()
    return [(pow_mod(G[:, 1], i) * pow_mod(G[:, 2], j)) % P for i in range(r + 1) for j in range(r + 1 - i)]


def pow_mod(v, k):
    out = np.ones_like(v)
    for _ in range(k):
        out = out * v % P
    return out


def box_pis(rows, W2, n):
    """lambda_{ij}(G) = [w2^i w3^j] prod_l (W2_l1 + W2_l2 w2 + W2_l3 w3)^{G_l}, i, j <= n (Lemma D at vertex e_1)"""
    D = rows.e
    # truncated bivariate series: arrays (n+1, n+1)
    def tmul(a, b):
        c = np.zeros((n + 1, n + 1), dtype=np.int64)
        for i in range(n + 1):
            for j in range(n + 1):
                if a[i, j]:
                    c[i:, j:] = (c[i:, j:] + a[i, j] * b[:n + 1 - i, :n + 1 - j]) % P
        return c
    pw = []
    for l in range(3):
        f = np.zeros((n + 1, n + 1), dtype=np.int64)
        f[0, 0] = W2[l, 0] % P; f[1, 0] = W2[l, 1] % P; f[0, 1] = W2[l, 2] % P
        lst = [np.zeros((n + 1, n + 1), dtype=np.int64)]; lst[0][0, 0] = 1
        for k in range(D):
            lst.append(tmul(lst[-1], f))
        pw.append(lst)
    vals = {}
    for (a2, a3) in rows.pm:
        G = (D - a2 - a3, a2, a3)
        vals[(a2, a3)] = tmul(tmul(pw[0][G[0]], pw[1][G[1]]), pw[2][G[2]])
    pis = []
    G = rows.gamma_of_row()
    for i in range(n + 1):
        for j in range(n + 1):
            pis.append(np.array([vals[(g[1], g[2])][i, j] for g in G], dtype=np.int64))
    return pis


def run_full(n, seed):
    for special in (True, False):
        t0 = time.time()
        w = weights(seed, special)
        md = model(n, w)
        rows, gens, Jg = md['rows'], md['gens'], md['J']
        tag = 'S (L=1, H3=(W3^T)^-1, M=I)' if special else 'generic point'
        print(f"== n={n} seed={seed} p={P} point={tag}: rows={rows.n} V0 generators={gens.shape[1]} "
              f"(build {time.time()-t0:.1f}s)", flush=True)
        rng = np.random.default_rng(10_000 + seed)
        # J: random compression
        target = rows.n - 3 * (rows.e + n)
        ncols = target + 25
        Jc = matmul(Jg, randmat(rng, Jg.shape[1], ncols))
        rJ, tt = rank(Jc)
        print(f"dim J = {rJ} (formula N*C(n+2,2) - 3(D+n) = {target}) [{tt:.1f}s]", flush=True)
        rV, tt = rank(matmul(gens, randmat(rng, gens.shape[1], min(gens.shape[1], ncols))))
        print(f"dim V_0 = {rV}", flush=True)
        # Phi_k: value at P0_k = {h_k = y_k = 0} of the c_k^n-part
        Phi = np.zeros((3, rows.n), dtype=np.int64)
        for k in range(3):
            P0 = np.cross(w['H2'][k].astype(object), w['W3'][k].astype(object))
            P0 = np.array([int(x) % P for x in P0], dtype=np.int64)
            nu = [(0, 0), (n, 0), (0, n)][k]
            for (a2, a3) in rows.pm:
                G = (rows.e - a2 - a3, a2, a3)
                Phi[k, rows.idx[a2, a3, nu[0], nu[1]]] = pow(int(P0[0]), G[0], P) * pow(int(P0[1]), G[1], P) * pow(int(P0[2]), G[2], P) % P
        rPhiJ, _ = rank(matmul(Phi, Jc))
        print(f"rank Phi(J) = {rPhiJ}", flush=True)
        for r in (n - 1, n, n + 1):
            X = krylov_cols(gens, poly_pis(rows, r), rng, ncols)
            rX, tt = rank(X)
            print(f"   Phi(F_{r}) rank = {rank(matmul(Phi, X))[0]}", flush=True)
            rJX, _ = rank(np.concatenate([Jc, X], axis=1))
            print(f"F_{r}: rank {rX}   (J - F: {rJ - rX});  rank[J | F_{r}] = {rJX} (containment iff = {rJ}) [{tt:.1f}s]",
                  flush=True)
        X = krylov_cols(gens, box_pis(rows, w['W2'], n), rng, ncols)
        rX, tt = rank(X)
        print(f"   Phi(box) rank = {rank(matmul(Phi, X))[0]}", flush=True)
        rJX, _ = rank(np.concatenate([Jc, X], axis=1))
        print(f"box (n,n) at vertex e_1 [w^beta-functionals of (W2 w)^gamma]: rank {rX};  rank[J | box] = {rJX} [{tt:.1f}s]",
              flush=True)
        print(f"   time {time.time()-t0:.1f}s, maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024} MB",
              flush=True)


def run_e1(n, seed, alist):
    """E1: sum_{j=1,2} k[p]_{d-1} Kr_n(h_j G_a) vs k_d grad(G_a) and 2N - 3, G_a the edge-12 part (c3 = 0) of
    q^mu ell(q), mu = (a, m-a, 0).  Rows: k[p]_D x <c1^(a+1) c2^(m-a), c1^a c2^(n-a)> only (2N rows)."""
    w = weights(seed, True)
    W3, H2 = w['W3'], w['H2']
    d = n * (n - 1) // 2; D = d + n; m = n - 1; N = (D + 1) * (D + 2) // 2
    y = [linp(W3[k]) for k in range(3)]
    h = [linp(H2[k]) for k in range(3)]
    c1, c2 = linc([1, 0, 0]), linc([0, 1, 0])
    rng = np.random.default_rng(20_000 + seed)
    rows1 = Rows(n + 1, n)
    G1 = rows1.gamma_of_row()
    pis1 = [(pow_mod(G1[:, 1], i) * pow_mod(G1[:, 2], j)) % P for i in range(n + 1) for j in range(n + 1 - i)]
    for a in alist:
        t0 = time.time()
        rows = Rows(D, n)
        rows.idx[:] = -1
        r = 0
        for (a2, a3) in rows.pm:
            for nu2 in (n - a - 1, n - a):      # c1^(a+1) c2^(n-a-1), c1^a c2^(n-a)
                rows.idx[a2, a3, nu2, 0] = r; r += 1
        rows.n = r
        Ga = mul(mul(power(mul(c1, y[0]), a), power(mul(c2, y[1]), m - a)),
                 add(mul(c1, y[0]), mul(c2, y[1])))
        ncols = 2 * N + 20
        Ec = np.zeros((rows.n, ncols), dtype=np.int64)
        for j in (0, 1):
            v = rows1.vec(mul(h[j], Ga))
            msk = rows1.idx >= 0
            for pi in pis1:
                A = zeros(n + 1, n)
                A[msk] = (pi * v % P)[rows1.idx[msk]]
                blk = shifts(A, d - 1, rows)
                Ec = (Ec + matmul(blk, randmat(rng, blk.shape[1], ncols))) % P
        gcols = []
        for (g2, g3) in tri(n):
            A = zeros(n, n); A[g2, g3] = Ga[g2, g3]
            if A.any():
                gcols.append(shifts(A, d, rows))
        Gg = np.concatenate(gcols, axis=1); del gcols
        Gc = matmul(Gg, randmat(rng, Gg.shape[1], ncols)); del Gg
        rE, _ = rank(Ec); rG, _ = rank(Gc); rEG, _ = rank(np.concatenate([Ec, Gc], axis=1))
        print(f"E1 n={n} a={a} seed={seed} p={P}: rows {rows.n} (= 2N); rank E = {rE}, "
              f"rank k_d grad(G_a) = {rG}, rank [E | k_d grad] = {rEG}; 2N - 3 = {2*N-3} [{time.time()-t0:.1f}s, "
              f"maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024} MB]", flush=True)


if __name__ == '__main__':
    what, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if what == 'full':
        run_full(n, seed)
    elif what == 'e1':
        alist = [int(x) for x in sys.argv[4].split(',')] if len(sys.argv) > 4 else list(range(1, n - 1))
        run_e1(n, seed, alist)
