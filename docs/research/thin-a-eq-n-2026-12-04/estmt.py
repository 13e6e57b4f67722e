"""Statement E(n) (NOTES §2): at S_p, b = 1, degree n + 2:

    p_l t^(n+1) U  is contained in  k[p]_1 . G_(n,1)     (l = 1, 2, 3;  U = pi_(n+1) G = c~_2 k[c]_(n-1), t = p_2)

with G_(n,1) built from the operator description of the thin-AB notes §6 (own code):
    G_(n,1) = span{ t^h theta_z pi_h g ,  D_h(g) := t^h pi_h g - (beta_h / beta_(n+1)) t^(n+1) g(e_2) : 0 <= h <= n, g in G },
beta_h = (-1)^h C(n+1, h); G = span of the lab's thin_generators (reviewed).  Checks:
  (a) this span equals SliceModel.box_generators(a=n, b=1) (the lab's C(theta_2,i) C(theta_3,j) span), if --check;
  (b) dim G_(n+1,1)/G_(n,1) (degree n+1);
  (c) E(n): rank k[p]_1 G_(n,1) == rank (k[p]_1 G_(n,1) + p_l t^(n+1) U), and the same with G_(n,1) replaced by its
      truncation G^(h0) (only the h >= h0 generators) for the h0 listed.
usage: estmt.py n [--check] [h0 ...]   (environment SEED=s: special_point(seed=s), default 1)"""
import os, sys, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import Mod, rank, basis
from proofs.general.depth4.window_model import _monos

args = sys.argv[1:]
n = int(args[0]); check = "--check" in args
h0s = [int(a) for a in args[1:] if a != "--check"]
t0 = time.time()
SEED = int(os.environ.get('SEED', '1'))
M = Mod(n, seed=SEED); p, nc = M.p, M.nc
print(f'special_point(seed={SEED})')
pm = M.pm; np1 = len(pm)
Gb = basis(M.model.generators.reshape(np1 * nc, -1).T, p)          # rows over (pmono, c)
G3 = Gb.reshape(-1, np1, nc)
print(f"n={n}: dim G = {Gb.shape[0]} (3C(n,2) = {3*comb(n,2)}), nc = {nc}")
beta = [(-1) ** h * comb(n + 1, h) for h in range(n + 2)]
inv_bn1 = pow(beta[n + 1] % p, p - 2, p)
e2 = pm.index((0, n + 1, 0))

def gens(hmin):
    out = []
    for h in range(hmin, n + 1):
        idx = [i for i, m in enumerate(pm) if m[1] == h]
        th = np.array([pm[i][2] for i in idx], np.int64)
        A = np.zeros_like(G3); A[:, idx, :] = G3[:, idx, :] * th[None, :, None] % p   # t^h theta_z pi_h g
        B = np.zeros_like(G3); B[:, idx, :] = G3[:, idx, :]
        B[:, e2, :] = (B[:, e2, :] - beta[h] * inv_bn1 % p * G3[:, e2, :]) % p         # D_h(g)
        out += [A.reshape(A.shape[0], -1), B.reshape(B.shape[0], -1)]
    return basis(np.concatenate(out), p)

Gn = gens(0)
U = np.zeros_like(G3); U[:, e2, :] = G3[:, e2, :]; U = basis(U.reshape(U.shape[0], -1), p)
print(f"dim U = {U.shape[0]} (C(n+1,2) = {comb(n+1,2)}); dim G_(n,1) (description) = {Gn.shape[0]}; "
      f"dim G_(n+1,1)/G_(n,1) = {rank(np.concatenate([Gn, U]), p) - Gn.shape[0]}")
if check:
    Lab = M.G(n, 1)
    r = rank(np.concatenate([Lab, Gn]), p)
    print(f"(a) lab box_generators(a=n,b=1): dim {Lab.shape[0]}; union rank {r}; equal spans: {r == Lab.shape[0] == Gn.shape[0]}")
sys.stdout.flush()
MU = M.mult(U, 1)
for h0 in [0] + h0s:
    Gh = Gn if h0 == 0 else gens(h0)
    MG = M.mult(Gh, 1)
    r0 = rank(MG, p); r1 = rank(np.concatenate([MG, MU]), p)
    print(f"(c) h0={h0}: dim G^(h0) = {Gh.shape[0]}; rank k[p]_1 G^(h0) = {r0}, with p_l t^(n+1) U: {r1}; "
          f"E holds: {r0 == r1}  [{time.time()-t0:.1f}s]")
    sys.stdout.flush()
