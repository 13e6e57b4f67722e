"""Exploratory (not a proof): the edge class (34,1,0), alpha' = (1,0), s = 5, at one point.
J_k = (m_k1, m_k2) (core10.J keeps only g <= alpha'), c_2 = 2550.  Prints dim A_k, Y, J, Y + J, dim(Y cap J) and the
rank of the unified functionals (m = 4, five per point) on A_k, on Y cap J.   usage: K189_S=5 python explore_edge.py SEED"""
import sys
import numpy as np
from core10 import *
from omegagen import omegas_gen
seed = int(sys.argv[1]); a2, a3 = 1, 0
Sp = Setup(seed)
Om = omegas_gen(Sp, a2, a3)
Ag = Sp.A(a2, a3)
print(f"s {S_} seed {seed} alpha' (1,0): the {len(Om)} functionals vanish on all {len(Ag)} generators of A_k: {not mulT(Ag, Om).any()}", flush=True)
Ab = rowbasis(Ag); Yb = rowbasis(Sp.Y(a2, a3)); Jb = rowbasis(Sp.J(a2, a3))
rYJ = rank(np.vstack([Yb, Jb]))
print(f"  dim A_k {len(Ab)}, dim Y {len(Yb)}, dim J {len(Jb)}, dim(Y + J) {rYJ}, dim(Y cap J) {len(Yb) + len(Jb) - rYJ}", flush=True)
print(f"  rank of the functionals on Y {rank(mulT(Yb, Om))}, on J {rank(mulT(Jb, Om))}", flush=True)
