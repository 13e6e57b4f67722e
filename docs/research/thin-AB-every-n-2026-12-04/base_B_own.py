"""Statement (B) of NOTES.md §6 with generators built from scratch (no SliceModel / thin_generators): at S_p's W3, H2
(special_point(seed=1); only the drawn matrices are used), b = 1, slice 0, binary degree N:

    S := k[x,z]_(N-n-1) . (pi_0 G + theta_z pi_0 G),  pi_0 G = span{ hbar_k c^mu ybar^mu lbar : |mu| = n-1, k in supp mu },
    ybar_r = W3[r,0] x + W3[r,2] z, hbar_k = H2[k,0] x + H2[k,2] z, lbar = sum_r c_r ybar_r,

against T_0^(1)(N) (grid.T_condition_rows, own code).  Prints dim S, dim T and whether (B) holds at N.
usage: base_B_own.py n N [N ...]"""
import sys
from itertools import product
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import grid  # noqa: E402
from proofs.general.depth4.thin.slices import special_point
from proofs.general.depth4.window_model import _monos

n = int(sys.argv[1]); Ns = [int(a) for a in sys.argv[2:]]
pt = special_point(seed=1); p = pt.p
W3 = [[int(v) % p for v in row] for row in np.asarray(pt.W3)]
H2 = [[int(v) % p for v in row] for row in np.asarray(pt.H2)]

def mul(f, g):
    out = {}
    for a, u in f.items():
        for b, v in g.items():
            k = tuple(i + j for i, j in zip(a, b))
            out[k] = (out.get(k, 0) + u * v) % p
    return {k: v for k, v in out.items() if v}
# monomial key: (ex, ez, c1, c2, c3)
def lin_xz(a, b): return {(1, 0, 0, 0, 0): a % p, (0, 1, 0, 0, 0): b % p}
ybar = [lin_xz(W3[r][0], W3[r][2]) for r in range(3)]
hbar = [lin_xz(H2[k][0], H2[k][2]) for k in range(3)]
cvar = [{(0, 0) + tuple(1 if i == r else 0 for i in range(3)): 1} for r in range(3)]
q = [mul(cvar[r], ybar[r]) for r in range(3)]
lbar = {}
for r in range(3):
    for k, v in q[r].items():
        lbar[k] = (lbar.get(k, 0) + v) % p
gens = []
for mu in _monos(n - 1):
    qm = {(0,) * 5: 1}
    for r in range(3):
        for _ in range(mu[r]):
            qm = mul(qm, q[r])
    base = mul(qm, lbar)
    for k in range(3):
        if mu[k] > 0:
            v = mul(hbar[k], base)
            gens.append(v)
            gens.append({key: val * key[1] % p for key, val in v.items() if key[1] * val % p})  # theta_z v
cm = _monos(n); cidx = {m: i for i, m in enumerate(cm)}; nc = len(cm)
for N in Ns:
    e = N - n - 1
    rows = []
    for v in gens:
        for i in range(e + 1):  # multiplier x^(e-i) z^i
            row = np.zeros(nc * (N + 1), np.int64)
            for key, val in v.items():
                s = key[1] + i  # z-exponent
                row[cidx[key[2:]] * (N + 1) + s] = val
            rows.append(row)
    dS = grid.rank(rows, p)
    cond, _ = grid.T_condition_rows(n, 1, pt, N, 0)
    dT = nc * (N + 1) - grid.rank(cond, p)
    print(f"n={n} b=1 slice 0 N={N}: dim S = {dS}, dim T_0^(1) = {dT}, (B) at N: {dS == dT}")
    sys.stdout.flush()
