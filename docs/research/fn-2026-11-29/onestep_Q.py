"""Pointer for F: the one-step model with three point conditions.  For f of bidegree (d, n-1),
T_u f (Q_j) = u_j^(d+n) ell(b_0j ⊙ c_j) f(X_j),  X_j := (H1 e_j, H2 (b_0j ⊙ c_j)) in X   (PROVED, NOTES §6),
so Θ({f : f(X_0) = f(X_1) = f(X_2) = 0}) ⊆ M''_{n,d+n}.  Compare its dimension with h_n(d+n) = h'_n(d+n) - 3.
Uses the l1 helper's geo.py / t_fill.py (imported, not modified)."""
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
from t_fill import theta_rank
from onestep import hp

seed, n = int(sys.argv[1]), int(sys.argv[2])
fam = Family(seed); g = np.random.default_rng(seed + 4242)
Xpts = []
for j in range(3):
    ej = np.zeros(3, np.int64); ej[j] = 1
    b0j = fam.Q[j][3:]
    cj = fam.W2[:, j]
    Xpts.append(np.concatenate([fam.H1.dot(ej) % p, fam.H2.dot(b0j * cj % p) % p]))
Xpts = np.array(Xpts)
for d in map(int, sys.argv[3:]):
    E = monomials(d, n - 1)
    C = evalmon(E, Xpts)                                   # 3 x K
    M = to_nmod(C); R, r = M.rref()
    Rn = np.array(R.entries(), dtype=np.int64).reshape(R.nrows(), R.ncols())[:r]
    piv = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    free = [j for j in range(E.shape[0]) if j not in set(piv)]
    S = np.zeros((E.shape[0], len(free)), np.int64); S[free, np.arange(len(free))] = 1; S[piv, :] = (-Rn[:, free]) % p
    tgt = hp(n, d + n) - 3
    rk = theta_rank(fam, E, S, n, d + n, tgt + 30, g)
    print(f"seed={seed} n={n} d={d}: dim Θ(F_d ∩ I(X_0,X_1,X_2)) = {rk}, h_n(d+n) = dim M''_(n,d+n) = {tgt}, equal: {rk == tgt}", flush=True)
