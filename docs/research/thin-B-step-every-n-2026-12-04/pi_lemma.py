"""Lemma Π (own code): the x-free coefficient spaces Π_g := span{coefficient of t^g z^(n+1-g) in v : v ∈ G} ⊆ k[c]_n.
Claim: Π_0 = c~_3 k[c]_(n-1), Π_(n+1) = c~_2 k[c]_(n-1), and Π_g = I_1 := {F : F(c*1) = 0} for 1 <= g <= n, where
c*1 = (W3^T)^(-1) e_1 (the c-point with c~_2 = c~_3 = 0).  Prints dim Π_g, whether Π_g ⊆ I_1 (all coefficient vectors
vanish at c*1), and dim I_1 = C(n+2,2) - 1.
Also the deliberately broken points:
  (V) eta_k2 := -n omega_k2 eta_k3 / omega_k3 (mod p) for k = 1: the vertex value at g = 1 (∝ n b_k + gamma_k) vanishes
      -> expect dim Π_1 = C(n+2,2) - 2, other g unaffected generically;
  (H) eta_2 := eta_1 on the line x = 0 (eta_22 = eta_12, eta_23 = eta_13): h-bar_1, h-bar_2 proportional on x = 0
      -> the non-vertex families with supp mu = {1, 2} lose a dimension.
usage: pi_lemma.py n1 n2"""
import sys
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

def evalpt(M, c):
    return np.array([int(np.prod([pow(int(c[r]), k[r], P) for r in range(3)]) % P) for k in M.cm], dtype=object)

def report(M, lab):
    n = M.n
    W3T = [[int(M.W3[j][i]) for j in range(3)] for i in range(3)]  # W3^T
    # solve W3^T c = e_1 mod p
    import sympy
    Mt = sympy.Matrix(W3T)
    cstar = [int(v) % P for v in (Mt.inv_mod(P) * sympy.Matrix([1, 0, 0]))]
    ev = evalpt(M, cstar)
    dims, inI = [], []
    for g in range(n + 2):
        Pi = M.G4[:, :, g, n + 1 - g] % P
        dims.append(rank(Pi))
        vals = [(sum(int(Pi[i, j]) * int(ev[j]) for j in range(M.nc)) % P) for i in range(Pi.shape[0])]
        inI.append(all(v == 0 for v in vals))
    print(f"{lab} n={n}: dim Π_g (g=0..n+1) = {dims}; C(n+2,2)-1 = {comb(n+2,2)-1}, C(n+1,2) = {comb(n+1,2)}; "
          f"Π_g ⊆ I_1: {all(inI)}; claim holds: {dims[0]==comb(n+1,2) and dims[-1]==comb(n+1,2) and all(d==comb(n+2,2)-1 for d in dims[1:-1]) and all(inI)}", flush=True)

for n in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
    M = Model(n)
    report(M, "S_p")
    W3, H2 = M.W3.copy(), M.H2.copy()
    H2v = H2.copy(); k = 0
    H2v[k, 1] = (-n * int(W3[k, 1]) * int(H2[k, 2]) * inv(int(W3[k, 2]))) % P
    report(Model(n, W3=W3, H2=H2v), "broken(V)")
    H2h = H2.copy(); H2h[1, 1] = H2[0, 1]; H2h[1, 2] = H2[0, 2]
    report(Model(n, W3=W3, H2=H2h), "broken(H)")
