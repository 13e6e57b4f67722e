# Reviewer's own code: dims of the jet spaces J_(r,k) of §0 (0.2) of the d4b4 NOTES, on F = {H4 = I}, built
# directly from depth-4 weights (no model translation):
#   J_(r,k) = sum_{i<=r} { [s^i] l_k(x1) f(H2 beta, H3 gamma) : f in T_(n-1,k) },  x1 = e_1 + s e_2 (end "e1")
#   or x1 = e_2 + s e_1 (end "e2"),  beta = b ⊙ W2 x1, gamma = c ⊙ W3 beta, l_k = (W4 gamma)_k,
#   T_(n-1,k) = ideal (m_k1, m_k2) in bidegree (C(n,2), n-1), m_kj(b,c) = (W4 (c ⊙ W3 (b ⊙ W2 e_j)))_k.
# Evaluated at P random (b, c) points as truncated power series in s (order n); exact ranks mod p (flint).
# mode "special": row k of W4 = (1, 1), H3 = (W3^T)^(-1) (the special point of §§5, 5b).
import sys, time, numpy as np
from math import comb
from itertools import product
from flint import nmod_mat
p = 1000000007
n = int(sys.argv[1]); seed = int(sys.argv[2]); k = int(sys.argv[3]); mode = sys.argv[4]; end = sys.argv[5]
rng = np.random.default_rng(seed)
def rmat(): return [[int(v) for v in row] for row in rng.integers(1, p, size=(2, 2))]
H2, H3, W2, W3, W4 = (rmat() for _ in range(5))
if mode in ("special", "special_bad"):
    W4[k] = [1, 1]
    Mi = nmod_mat([[W3[0][0], W3[1][0]], [W3[0][1], W3[1][1]]], p).inv()  # (W3^T)^-1
    H3 = [[int(Mi[i, j]) for j in range(2)] for i in range(2)]
    if mode == "special_bad":  # violate condition (b) of Lemma F: h_1 proportional to Y_1 (eta_12 = rho_1 eta_11)
        H2[0] = [1, W3[0][1] * pow(W3[0][0], p - 2, p) % p]
L = n + 1  # series length: coefficients s^0..s^n
d1p, mp = comb(n, 2), n - 1  # source bidegree
def c2(D, m): return (D + 1) * (m + 1) - 2
target = [c2(comb(n, 2), n - 1)] + [c2(comb(n + 1, 2), n) - 2 * comb(n - r + 1, 2) for r in range(1, n + 1)]
P = c2(comb(n + 1, 2), n) + 15
b = rng.integers(0, p, size=(2, P)).astype(object); c = rng.integers(0, p, size=(2, P)).astype(object)
# series: array shape (P, L) of python ints is slow; use int64 with mod and chunked convolution
b = b.astype(np.int64); c = c.astype(np.int64)
def ser_lin(c0, c1):  # c0 + c1 s, c0, c1 arrays (P,)
    S = np.zeros((P, L), dtype=np.int64); S[:, 0] = c0 % p
    if L > 1: S[:, 1] = c1 % p
    return S
def smul(A, B):  # truncated product mod p, A, B (K, L)
    C = np.zeros(A.shape, dtype=np.int64)
    for i in range(L):
        if not A[..., i].any(): continue
        C[..., i:] = (C[..., i:] + A[..., i:i + 1] * B[..., :L - i]) % p
    return C
x1 = ((1, 0), (0, 1)) if end == "e1" else ((0, 1), (1, 0))  # x1 = x1[0] + s x1[1]
def lin(Mt, v0, v1):  # Mt (2x2) applied to the linear series v = v0 + s v1 (each a pair of arrays)
    return ([(Mt[i][0] * v0[0] + Mt[i][1] * v0[1]) % p for i in range(2)], [(Mt[i][0] * v1[0] + Mt[i][1] * v1[1]) % p for i in range(2)])
# beta = b ⊙ W2 x1 (linear in s)
w0 = [W2[i][0] * x1[0][0] + W2[i][1] * x1[0][1] for i in range(2)]; w1 = [W2[i][0] * x1[1][0] + W2[i][1] * x1[1][1] for i in range(2)]
be0 = [b[i] * w0[i] % p for i in range(2)]; be1 = [b[i] * w1[i] % p for i in range(2)]
g0, g1 = lin(W3, be0, be1); ga0 = [c[i] * g0[i] % p for i in range(2)]; ga1 = [c[i] * g1[i] % p for i in range(2)]
l0, l1 = lin(W4, ga0, ga1); ell = ser_lin(l0[k], l1[k])
Bp0, Bp1 = lin(H2, be0, be1); Cp0, Cp1 = lin(H3, ga0, ga1)
Bs = [ser_lin(Bp0[i], Bp1[i]) for i in range(2)]; Cs = [ser_lin(Cp0[i], Cp1[i]) for i in range(2)]
# m_kj(b', c') at (B', C'): sum_{j'} W2[j'][j] B'_j' (W3^T diag(W4_k) C')_j'
def mkj(j):
    out = np.zeros((P, L), dtype=np.int64)
    for jp in range(2):
        ct = sum((W3[i][jp] * W4[k][i] % p) * Cs[i] for i in range(2)) % p
        out = (out + W2[jp][j] * smul(Bs[jp], ct)) % p
    return out
def powers(S, e):
    out = [ser_lin(np.ones(P, dtype=np.int64), np.zeros(P, dtype=np.int64))]
    for _ in range(e): out.append(smul(out[-1], S))
    return out
t0 = time.time()
pB1, pB2 = powers(Bs[0], d1p - 1), powers(Bs[1], d1p - 1); pC1, pC2 = powers(Cs[0], mp - 1), powers(Cs[1], mp - 1)
mon_b = [smul(pB1[d1p - 1 - e], pB2[e]) for e in range(d1p)]
mon_c = [smul(pC1[mp - 1 - f], pC2[f]) for f in range(mp)]
pre = [smul(ell, mkj(j)) for j in range(2)]
gens = []  # list of (P, L)
for j in range(2):
    for f in range(mp):
        A = smul(pre[j], mon_c[f])
        for e in range(d1p):
            gens.append(smul(A, mon_b[e]))
G = np.stack(gens)  # (ngen, P, L)
print(f"n={n} seed={seed} k={k} mode={mode} end={end} P={P} ngen={G.shape[0]} series {time.time()-t0:.1f}s", flush=True)
basis = None; dims = []
for r in range(0, n + 1):
    rows = G[:, :, r]
    M = nmod_mat(rows.shape[0], P, [int(v) for v in rows.ravel()], p)
    if basis is not None:
        M = nmod_mat(basis.nrows() + M.nrows(), P, [int(basis[i, j]) for i in range(basis.nrows()) for j in range(P)] + [int(v) for v in rows.ravel()], p)
    R_, rk = M.rref()
    basis = nmod_mat(rk, P, [int(R_[i, j]) for i in range(rk) for j in range(P)], p)
    dims.append(rk)
    print(f"  r={r} dim J={rk} target={target[r]} {'OK' if rk == target[r] else 'MISMATCH'} ({time.time()-t0:.1f}s)", flush=True)
print("dims", dims, "all OK" if dims == target else "MISMATCH", f"total {time.time()-t0:.1f}s")
