"""The per-mu (c-monomial-wise) form of statement E'(n) (NOTES §3), own code, exact mod p at S_p's W3, H2.

Dehomogenize at t = p_2 = 1.  A generator v = h_k q^mu l (|mu| = n-1, k in supp mu) is c^mu * phi(x,z) * l_loc with
phi = H_k(x,z) Y_mu(x,z) (scalar), H_k = eta_k2 + eta_k1 x + eta_k3 z, Y_mu = prod_r (w_r2 + w_r1 x + w_r3 z)^mu_r,
l_loc = ct2 + x ct1 + z ct3 (c~ basis).  Rows n+1, n, n-1 = local degrees 0, 1, 2: A = [phi l]_0, B = [phi l]_1,
C = [phi l]_2.  W_mu := span over k in supp mu and m in {1, x, z} of m * {z d_z B, z d_z C, B + (n+1) A,
C - C(n+1,2) A}  (inside k[x,z]_(<=3) (x) <ct1, ct2, ct3>).  Checks whether ct2 * {1, x, z} lies in W_mu, for every mu.
usage: permu.py nmin nmax"""
import sys
from math import comb
import numpy as np
from proofs.general.depth4.thin.slices import special_point
from proofs.general.depth4.window_model import _monos

pt = special_point(seed=1); p = pt.p
W3 = [[int(v) % p for v in row] for row in np.asarray(pt.W3)]
H2 = [[int(v) % p for v in row] for row in np.asarray(pt.H2)]
MON = [(i, j) for d in range(4) for i in range(d, -1, -1) for j in [d - i]]  # x^i z^j, deg <= 3
MI = {m: k for k, m in enumerate(MON)}

def rank_mod(rows):
    A = [list(r) for r in rows]; r = 0
    if not A: return 0
    ncol = len(A[0])
    for c in range(ncol):
        piv = next((i for i in range(r, len(A)) if A[i][c] % p), None)
        if piv is None: continue
        A[r], A[piv] = A[piv], A[r]
        inv = pow(A[r][c], p - 2, p)
        A[r] = [v * inv % p for v in A[r]]
        for i in range(len(A)):
            if i != r and A[i][c] % p:
                f = A[i][c]; A[i] = [(vi - f * vr) % p for vi, vr in zip(A[i], A[r])]
        r += 1
    return r

def pmul(f, g, maxdeg=3):  # scalar polys as dict (i,j)->v
    out = {}
    for (a, b), u in f.items():
        for (c, d), v in g.items():
            if a + b + c + d <= maxdeg:
                out[(a + c, b + d)] = (out.get((a + c, b + d), 0) + u * v) % p
    return out

def phi(mu, k):
    f = {(0, 0): H2[k][1], (1, 0): H2[k][0], (0, 1): H2[k][2]}
    for r in range(3):
        lin = {(0, 0): W3[r][1], (1, 0): W3[r][0], (0, 1): W3[r][2]}
        for _ in range(mu[r]):
            f = pmul(f, lin, 2)
    return {m: v for m, v in f.items() if m[0] + m[1] <= 2}

def vec(parts):  # parts: list of (scalar poly dict, ctilde index) -> flat vector len 10*3
    v = [0] * (len(MON) * 3)
    for f, ci in parts:
        for m, val in f.items():
            v[MI[m] * 3 + ci] = (v[MI[m] * 3 + ci] + val) % p
    return v

def homog(f, d): return {m: v for m, v in f.items() if m[0] + m[1] == d}
def shift(f, m): return {(a + m[0], b + m[1]): v for (a, b), v in f.items()}
def scal(f, s): return {m: v * s % p for m, v in f.items()}
def zdz(f): return {m: v * m[1] % p for m, v in f.items() if m[1]}

def elements(mu, k, n):
    f = phi(mu, k)
    f0, f1, f2 = homog(f, 0), homog(f, 1), homog(f, 2)
    # phi * l_loc by local degree, as parts (poly, ctilde index 0,1,2 = ct1, ct2, ct3)
    A = [(f0, 1)]
    B = [(f1, 1), (shift(f0, (1, 0)), 0), (shift(f0, (0, 1)), 2)]
    C = [(f2, 1), (shift(f1, (1, 0)), 0), (shift(f1, (0, 1)), 2)]
    base = [[(zdz(g), ci) for g, ci in B], [(zdz(g), ci) for g, ci in C],
            B + [(scal(g, n + 1), ci) for g, ci in A], C + [(scal(g, -comb(n + 1, 2)), ci) for g, ci in A]]
    out = []
    for e in base:
        for m in [(0, 0), (1, 0), (0, 1)]:
            out.append(vec([(shift(g, m), ci) for g, ci in e]))
    return out

target = [vec([({m: 1}, 1)]) for m in [(0, 0), (1, 0), (0, 1)]]
def main():
  for n in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
      bad = []; dims = {}
      for mu in _monos(n - 1):
          rows = [r for k in range(3) if mu[k] for r in elements(mu, k, n)]
          r0 = rank_mod(rows); r1 = rank_mod(rows + target)
          dims[r0] = dims.get(r0, 0) + 1
          if r1 > r0: bad.append((mu, r1 - r0))
      print(f"n={n}: #mu={len(_monos(n-1))} rank W_mu histogram {sorted(dims.items())}; mu where ct2*(1,x,z) not in W_mu: {bad}")
      sys.stdout.flush()

if __name__ == "__main__":
    main()