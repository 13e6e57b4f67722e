"""Lemma S6: the (3,3) two-input block D33, its 6x6 Krylov matrix at 3 steps and its determinant (sympy, exact)."""
import sympy as sp
sig, tau, alp = [0, 0, 0], [0, 2, 1], [0, 0, 1]
Ps = sp.zeros(3, 3); Pt = sp.zeros(3, 3); Pa = sp.zeros(3, 3)
for v in range(3): Ps[v, sig[v]] = 1; Pt[v, tau[v]] = 1; Pa[v, alp[v]] = 1
Mk = sp.BlockMatrix([[Ps, sp.zeros(3, 3)], [Pa * Ps, Pt]]).as_explicit()
cols = []
for h in (0, 1):
    e = sp.zeros(3, 1); e[h] = 1
    cols.append(sp.Matrix.vstack(e, Pa * e))
K = sp.Matrix.hstack(*[Mk**j * b for b in cols for j in range(3)])
print("M =", Mk.tolist()); print("beta_0 =", cols[0].T.tolist(), "beta_1 =", cols[1].T.tolist())
print("K =", K.tolist()); print("det K =", K.det())
