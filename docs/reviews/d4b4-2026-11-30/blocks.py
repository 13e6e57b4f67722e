# Reviewer's own code: per-corner ranks of the depth-4, R = 2 RAC (End part after the cut), generic weights.
# Q(w; b, c, g; u_2..u_n): first End step w (= a ⊙ u_1), beta = b ⊙ W2 w, gamma = c ⊙ W3 beta, delta = g ⊙ W4 gamma;
# steps tau = 2..n: x = (H1 x) ⊙ u, beta = (H2 beta) ⊙ (W2 x), gamma = (H3 gamma) ⊙ (W3 beta),
# delta = (H4 delta) ⊙ (W4 gamma); y = WO . delta.  Q_j = coefficient of w1^(N1-j) w2^j, via w = (1, t), t = 0..N1.
import sys, time, numpy as np
from math import comb
from flint import nmod_mat
p = 1000000007
n = int(sys.argv[1]); seed = int(sys.argv[2]); fam = sys.argv[3] if len(sys.argv) > 3 else "generic"
rng = np.random.default_rng(seed)
def rmat(): return rng.integers(1, p, size=(2, 2), dtype=np.int64)
H1, H2, H3, H4, W2, W3, W4 = (rmat() for _ in range(7))
WO = rng.integers(1, p, size=2, dtype=np.int64)
if fam == "H4=I": H4 = np.eye(2, dtype=np.int64)
N1, N2 = comb(n + 2, 3), comb(n + 1, 2)
def c2(D, m): return (D + 1) * (m + 1) - 2
flat = 2 * c2(N2, n); vert = 2 * c2(comb(n, 2), n - 1)
bound = [vert if j in (0, N1) else (flat if n <= min(j, N1 - j) else 2 * (c2(N2, n) - 2 * comb(n - min(j, N1 - j) + 1, 2))) for j in range(N1 + 1)]
X = Y = max(bound) + 12
def mv(A, v):  # A (2x2) times v (2, K) mod p
    return np.stack([(A[0, 0] * v[0] + A[0, 1] * v[1]) % p, (A[1, 0] * v[0] + A[1, 1] * v[1]) % p])
t0 = time.time()
b = rng.integers(0, p, size=(2, X), dtype=np.int64); c = rng.integers(0, p, size=(2, X), dtype=np.int64)
g = rng.integers(0, p, size=(2, X), dtype=np.int64)
U = rng.integers(0, p, size=(n + 1, 2, Y), dtype=np.int64)
# broadcast to (2, X*Y): index x*Y + y
def rx(v): return np.repeat(v, Y, axis=1)
def ry(v): return np.tile(v, (1, X))
bX, cX, gX = rx(b), rx(c), rx(g)
Uy = [ry(U[t]) for t in range(n + 1)]
# inverse Vandermonde for t = 0..N1 mod p via flint
V = nmod_mat([[pow(t, j, p) for j in range(N1 + 1)] for t in range(N1 + 1)], p)
Vi = V.inv()
Vi = np.array([[int(Vi[i, j]) for j in range(N1 + 1)] for i in range(N1 + 1)], dtype=np.int64)
acc = np.zeros((N1 + 1, X * Y), dtype=np.int64)
for t in range(N1 + 1):
    w = np.array([[1], [t]], dtype=np.int64) * np.ones((1, X * Y), dtype=np.int64)
    x = w
    be = bX * mv(W2, x) % p; ga = cX * mv(W3, be) % p; de = gX * mv(W4, ga) % p
    for tau in range(2, n + 1):
        x = mv(H1, x) * Uy[tau] % p
        be = mv(H2, be) * mv(W2, x) % p
        ga = mv(H3, ga) * mv(W3, be) % p
        de = mv(H4, de) * mv(W4, ga) % p
    yv = (WO[0] * de[0] + WO[1] * de[1]) % p
    for j in range(N1 + 1):
        acc[j] = (acc[j] + Vi[j, t] * yv) % p
print(f"n={n} seed={seed} fam={fam} X=Y={X} eval {time.time()-t0:.1f}s", flush=True)
ranks = []
for j in range(N1 + 1):
    M = nmod_mat(X, Y, [int(v) for v in acc[j]], p)
    ranks.append(M.rank())
print("ranks", ranks)
print("bound", bound)
mism = [j for j in range(N1 + 1) if ranks[j] != bound[j]]
print("sum", sum(ranks), "bound sum", sum(bound), "mismatches", mism, f"total {time.time()-t0:.1f}s", flush=True)
