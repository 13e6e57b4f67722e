"""Local (per c-monomial κ) version of RS(b', g) (helper-164).  The c^κ-component of an element of G is λ_κ·y^κ with
λ_κ = Σ_(s: κ_s>0) Λ_(κ-e_s), Λ_μ ∈ span{h_k : k ∈ supp μ}; so λ_κ ranges over H_κ := span{h_k : k ∈ ∪_s supp(κ-e_s)}
(edge κ = (i, n-i, 0): span{h_1, h_2}; vertex n e_r: span{h_r}; interior: all).  A functional supported on one κ
kills the RS span iff it kills the LOCAL span
   L_κ = Σ_(j∈J) [C(θ_z,j) π_g(H_κ y^κ) + x C(θ_z,j) π_(g+1)(H_κ y^κ) + z C(θ_z,j) π_(g+1)(H_κ y^κ)],
so each κ with C(θ_z,b') π_g(H_κ y^κ) ⊄ L_κ gives global obstructions (a lower bound for the RS deficit, exact if
the targets at different failing κ can be chosen independently).
usage: local.py n1 n2 b',g [...]  (env SEED, JS as rs_stats) — prints the κ with nonzero local deficit."""
import sys, os, itertools
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
from rs_stats import Jset

def binC1(v, j):
    return np.array([v[h] * comb(h, j) for h in range(len(v))], np.int64) % P

seed = int(os.environ.get('SEED', '1')); mode = os.environ.get('JS', 'pair')
W3, H2 = point(seed)
for n in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
    for st in sys.argv[3:]:
        bp, g = (int(v) for v in st.split(','))
        tot, bad = 0, []
        for kap in cmonos(n):
            mus = [tuple(kap[q] - (q == s) for q in range(3)) for s in range(3) if kap[s] > 0]
            ks = sorted(set(k for mu in mus for k in range(3) if mu[k] > 0))
            A = np.ones((1, 1), np.int64)
            for r in range(3):
                for _ in range(kap[r]):
                    A = mul_lin(A, W3[r])
            span, tgt = [], []
            for k in ks:
                F = mul_lin(A, H2[k])            # degree n+1, [g, h]
                pg = F[g, :n + 2 - g].copy(); pg1 = F[g + 1, :n + 1 - g].copy()
                for j in Jset(bp, mode):
                    span.append(binC1(pg, j))
                    b1 = binC1(pg1, j)
                    span.append(np.concatenate([b1, [0]])); span.append(np.concatenate([[0], b1]))
                tgt.append(binC1(pg, bp))
            S = np.array(span) % P; T = np.array(tgt) % P
            d = rank(np.concatenate([S, T])) - rank(S)
            if d:
                tot += d; bad.append((kap, d))
        print(f"seed={seed} n={n} local RS({bp},{g}; {mode}): total local deficit {tot}; " +
              " ".join(f"{k}:{d}" for k, d in bad), flush=True)
