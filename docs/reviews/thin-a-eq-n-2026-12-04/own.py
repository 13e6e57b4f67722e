"""Referee's own code (thin-a-eq-n review). Only the point's data W3, H2, p are taken from the lab
(special_point(seed=1)); everything else (generators h_k q^mu l, box operators C(g2,i)C(g3,j), products,
targets) is built here. Ranks mod p via python-flint's nmod_mat (a library, not the author's code)."""
import itertools, math, sys
import numpy as np
import flint
from proofs.general.depth4.thin.slices import special_point

PT = special_point(seed=1)
p = int(PT.p)
W3 = [[int(x) % p for x in r] for r in np.asarray(PT.W3)]
H2 = [[int(x) % p for x in r] for r in np.asarray(PT.H2)]
inv = lambda a: pow(a % p, p - 2, p)

def monos(D):
    return [(D - a - b, a, b) for a in range(D + 1) for b in range(D + 1 - a)]

def polymul(A, B):
    C = {}
    for ea, ca in A.items():
        for eb, cb in B.items():
            e = (ea[0] + eb[0], ea[1] + eb[1], ea[2] + eb[2])
            C[e] = (C.get(e, 0) + ca * cb) % p
    return C

def lin(v):
    return {(1, 0, 0): v[0] % p, (0, 1, 0): v[1] % p, (0, 0, 1): v[2] % p}

Y = [lin(W3[r]) for r in range(3)]      # y_r = sum_l w_rl p_l
H = [lin(H2[k]) for k in range(3)]      # h_k = sum_l eta_kl p_l

def ypow(mu):
    P = {(0, 0, 0): 1}
    for r in range(3):
        for _ in range(mu[r]):
            P = polymul(P, Y[r])
    return P

class Space:
    """k[p]_D (x) k[c]_n, dense vectors, index pidx*nc + cidx."""
    def __init__(self, D, n):
        self.D, self.n = D, n
        self.pm = monos(D); self.pi = {m: i for i, m in enumerate(self.pm)}
        self.cm = monos(n); self.ci = {m: i for i, m in enumerate(self.cm)}
        self.nc = len(self.cm); self.dim = len(self.pm) * self.nc

def rank(A):
    A = np.asarray(A)
    if A.shape[0] == 0:
        return 0
    return flint.nmod_mat(A.tolist(), p).rank()

def basis(A):
    A = np.asarray(A)
    if A.shape[0] == 0:
        return A
    R, r = flint.nmod_mat(A.tolist(), p).rref()
    return np.array(R.tolist()[:r], dtype=np.int64).reshape(r, A.shape[1])

def generators(n):
    """rows of h_k q^mu l, |mu| = n-1, k in supp mu, in Space(n+1, n); also the list of (mu, k)."""
    S = Space(n + 1, n)
    rows, labels = [], []
    for mu in monos(n - 1):
        ym = ypow(mu)
        for k in range(3):
            if mu[k] == 0:
                continue
            hy = polymul(H[k], ym)
            v = np.zeros(S.dim, np.int64)
            for s in range(3):
                kap = tuple(mu[r] + (r == s) for r in range(3))
                f = polymul(hy, Y[s])
                for e, c in f.items():
                    v[S.pi[e] * S.nc + S.ci[kap]] = (v[S.pi[e] * S.nc + S.ci[kap]] + c) % p
            rows.append(v); labels.append((mu, k))
    return S, np.array(rows), labels

def apply_fun(S, rows, fun):
    """multiply the p^gamma part by fun(gamma) (an operator f(theta))."""
    w = np.array([fun(g) % p for g in S.pm], dtype=np.int64)
    return rows * np.repeat(w, S.nc)[None, :] % p

def box(S, Gb, a, b):
    """G_(a,b) by the DEFINITION: span{C(th2,i) C(th3,j) g : i<=a, j<=b}, reduced to a basis of the
    operator space restricted to the monomials of degree D first."""
    F = np.array([[math.comb(g[1], i) * math.comb(g[2], j) % p for g in S.pm]
                  for i in range(a + 1) for j in range(b + 1)], dtype=np.int64)
    Fb = basis(F)
    out = [Gb * np.repeat(f, S.nc)[None, :] % p for f in Fb]
    return basis(np.concatenate(out))

def times_lin(S, T, rows):
    """rows in S (degree D) -> p_l * rows in T (degree D+1), l = 1,2,3 stacked."""
    out = []
    for l in range(3):
        idx = np.zeros(S.dim, np.int64)
        for i, e in enumerate(S.pm):
            e2 = list(e); e2[l] += 1
            j = T.pi[tuple(e2)]
            idx[i * S.nc:(i + 1) * S.nc] = j * S.nc + np.arange(S.nc)
        M = np.zeros((rows.shape[0], T.dim), np.int64)
        M[:, idx] = rows
        out.append(M)
    return np.concatenate(out)

def times_deg(S, T, rows):
    """k[p]_(T.D - S.D) * rows, degree by degree with row bases in between."""
    cur, Sc = rows, S
    while Sc.D < T.D:
        Sn = Space(Sc.D + 1, Sc.n) if Sc.D + 1 < T.D else T
        cur = basis(times_lin(Sc, Sn, cur)); Sc = Sn
    return cur
