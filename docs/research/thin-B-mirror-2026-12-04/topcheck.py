"""[helper-167 copy: env SWAP=1 -> S_p^sigma (J, Y^(2) rows then use the swapped W3: the target at S_p^sigma)]
Top(a, b):  T_(a,b),(n+2) ∩ t^(a+1) F  ⊆  M_(a,b),(n+2)   (helper-164).
By Lemma Q of the B notes (m = a+1 >= n-b), T_(a,b),(n+2) ∩ t^(a+1)F = t^(a+1) Q_(n+1-a), Q = (J : t) ∩ Y^(2)_a.
dim(M ∩ t^(a+1)F) comes from blockstep.step (kernel of the low slices); dim Q_d from explicit condition rows:
  (J : t) in the c̃-basis (c̃ = W3^T c): for ν with ν_2 = 0: ν = n e_1: F̃_ν ∈ (x); ν = n e_3: F̃_ν ∈ (z); else F̃_ν ∈ (x, z);
  Y^(2)_a: the c^κ-part vanishes to order (κ_r - a)^+ at z_r^(2) = {y_r = z = 0} (all derivatives of order e-1).
Top holds iff the two dimensions agree (M ⊆ T is proved).  Also prints dim (J:t)_d alone (control: Y matters).
usage: topcheck.py n a,b [a,b ...]   (env SEED)"""
import sys, os, time, itertools
from math import comb, factorial
import numpy as np
import sympy as sp
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
from blockstep import step


def qdim(M, a, d, with_Y=True):
    n, nc, cm = M.n, M.nc, M.cm
    mons = [(i, j, d - i - j) for i in range(d + 1) for j in range(d + 1 - i)]   # exponents of x, t, z
    midx = {m: k for k, m in enumerate(mons)}
    nm = len(mons)
    W3 = sp.Matrix(M.W3.tolist())
    Winv = (W3.T).inv_mod(P)            # c = Winv c̃
    ct = sp.symbols('u1:4')
    cexpr = [sum(int(Winv[i, l]) * ct[l] for l in range(3)) for i in range(3)]
    # A[κ, ν]: c^κ = Σ_ν A[κ,ν] c̃^ν
    A = np.zeros((nc, nc), np.int64)
    for ki, kap in enumerate(cm):
        poly = sp.Poly(sp.expand(cexpr[0] ** kap[0] * cexpr[1] ** kap[1] * cexpr[2] ** kap[2]), *ct)
        for mon, co in poly.terms():
            A[ki, M.cidx[tuple(mon)]] = int(co) % P
    rows = []
    # (J : t): F̃_ν = Σ_κ A[κ,ν] F_κ ; unknowns indexed (κ, monomial)
    for ni, nu in enumerate(cm):
        if nu[1] > 0:
            continue
        if nu[0] == n:
            bad = [m for m in mons if m[0] == 0]
        elif nu[2] == n:
            bad = [m for m in mons if m[2] == 0]
        else:
            bad = [(0, d, 0)]
        for m in bad:
            r = np.zeros(nc * nm, np.int64)
            r[np.arange(nc) * nm + midx[m]] = A[:, ni]
            rows.append(r)
    if with_Y:
        for r_ in range(3):
            Pt = (int(M.W3[r_, 1]), (-int(M.W3[r_, 0])) % P, 0)
            for ki, kap in enumerate(cm):
                e = kap[r_] - a
                if e <= 0:
                    continue
                # all derivatives of order e-1: ∂^α with |α| = e-1 evaluated at Pt
                for al in [(i, j, e - 1 - i - j) for i in range(e) for j in range(e - i)]:
                    r = np.zeros(nc * nm, np.int64)
                    for m in mons:
                        if all(m[q] >= al[q] for q in range(3)):
                            co = 1
                            for q in range(3):
                                co = co * (factorial(m[q]) // factorial(m[q] - al[q])) * pow(Pt[q], m[q] - al[q], P) % P
                            r[ki * nm + midx[m]] = co
                    rows.append(r)
    R = np.array(rows) % P
    return nc * nm - rank(R)


if __name__ == "__main__":
    n = int(sys.argv[1]); seed = int(os.environ.get('SEED', '1'))
    SW = os.environ.get('SWAP', '0') == '1'
    M = Model(n, seed=seed, swap=SW)
    for st in sys.argv[2:]:
        t0 = time.time()
        a, b = (int(v) for v in st.split(','))
        d = n + 1 - a
        step(M, a, b, low_b=b)     # b' = b: no targets, only M ∩ top
        k0 = step.last_k0
        q = qdim(M, a, d); qJ = qdim(M, a, d, with_Y=False)
        print(f"seed={seed} swap={SW} n={n} Top(a={a}, b={b}): dim(M ∩ t^(a+1)F) = {k0}, dim t^(a+1)Q_{d} = {q} "
              f"[{'HOLDS' if k0 == q else f'FAILS, deficit {q-k0}'}]; dim (J:t)_{d} = {qJ} [{time.time()-t0:.1f}s]", flush=True)
