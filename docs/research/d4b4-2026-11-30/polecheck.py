"""Check of the two parts of the (J1) proof at the special point (L = 1, H' = (W^T)^-1):
 dim(K_r ∩ Y_0) = (d+1)(m+2) - 2 for r >= 1  (Part ii),   dim K_r - dim(K_r ∩ Y_0) = 2 sum_(j<=r) (m+2-j)  (Part i).
Y_0 = span{ [a] * Z_a * t^c : c <= d }, Z_a = Y_1^(m+1-a) Y_2^a (pole-free in the q-coordinates).
Usage: python polecheck.py m seed"""
import sys, json, time, inspect
from math import comb
import numpy as np
import flint
sys.path.insert(0, "/work/main/docs/research/d4b4-2026-11-30")
sys.path.insert(0, "/work/main/docs/research/d4-2026-11-29")
from d4 import P, rank
import jetmodel_fast as J

m, seed = int(sys.argv[1]), int(sys.argv[2])
t0 = time.time()
sys.argv = [sys.argv[0], str(m), str(seed), "special"]
src = inspect.getsource(J.run)
src = src.replace("    V0, r0 = basis(B)", "    return B, W2, D, d, ncol")
ns = dict(vars(J)); exec(src, ns)
B, W2, D, d, ncol = ns["run"](m, seed, True)
# Y_0 basis in the same coordinates (b-monomial index e2 = a, t-degree): [a] Z_a t^c, with q_k = b_k y_k(t), y_k = W2[k][0] + W2[k][1] t
y = [flint.nmod_poly([W2[k][0], W2[k][1]], P) for k in range(2)]
Y0 = []
for a in range(m + 2):
    Z = y[0] ** (m + 1 - a) * y[1] ** a
    for c in range(d + 1):
        v = np.zeros(ncol, dtype=np.int64)
        cs = [int(x) for x in (Z * flint.nmod_poly([0] * c + [1], P)).coeffs()]
        v[a * (D + 1): a * (D + 1) + len(cs)] = cs
        Y0.append(v)
Y0 = np.array(Y0, dtype=np.int64)
avec = np.tile(np.arange(D + 1, dtype=np.int64), m + 2)
dimY0 = rank(Y0)
out = []
rows = B.copy(); cur = B.copy()
for r in range(0, m + 2):
    if r > 0:
        cur = cur * avec % P
        rows = np.concatenate([rows, cur], axis=0)
    dk = rank(rows)
    dsum = rank(np.concatenate([rows, Y0], axis=0))
    inter = dk + dimY0 - dsum
    pp = dk - inter
    out.append((r, dk, inter, pp, (d + 1) * (m + 2) - 2 if r >= 1 else (d + 1) * (m + 1) - 2,
                2 * sum(m + 2 - j for j in range(1, r + 1))))
print(json.dumps({"m": m, "seed": seed, "dimY0": dimY0, "(r, dim K_r, dim K_r∩Y0, dim PP(K_r), predicted ∩, predicted PP)": out,
                  "sec": round(time.time() - t0, 1)}))
