"""helper-143: direct check of Lemma R at small s (independent of Phi): dim R_k = dim U_k, where
R_k = {F in P(d, s-1) : Lambda_0(m1_k F) in m1_k P(d, s-1)} (as polynomials: D(m1 F) in l123 m1 P(d, s-1),
D = l123 Lambda_0) and U_k = m1_k l123 P(d-3, s-2).  Also checks U_k inside R_k.
usage: python lemmaR.py s seed"""
import sys, time
from math import comb
from flint import nmod_mat
from phi import P, ctx, params, Model, bimonos, ZERO

s, seed = int(sys.argv[1]), int(sys.argv[2])
t0 = time.time()
M = Model(s, params(seed))
d = comb(s, 2)
Fm = bimonos(d, s - 1); Tm = bimonos(d + 3, s)
idx = {e: i for i, e in enumerate(Tm)}


def vec(f):
    v = [0] * len(Tm)
    for e, c in f.to_dict().items():
        v[idx[e]] = int(c)
    return v


for k in range(3):
    m1 = M.m1[k]
    A = [vec(M.D(m1 * ctx.from_dict({e: 1}))) for e in Fm]           # D(m1 F), F monomial
    Bb = [vec(M.l123 * m1 * ctx.from_dict({e: 1})) for e in Fm]      # l123 m1 P(d, s-1)
    nA, nB = len(A), len(Bb)
    Mt = nmod_mat(nA + nB, len(Tm), [x for r in A + Bb for x in r], P)
    rk = Mt.rank()
    rB = nmod_mat(nB, len(Tm), [x for r in Bb for x in r], P).rank()
    # dim {(F, H): D(m1 F) = l123 m1 H} = nA + nB - rk; H determined by F (rB = nB), so dim R_k = that
    dimR = nA + nB - rk
    U = comb(d - 1, 2) * comb(s, 2)
    print(f"s={s} seed={seed} k={k}: dim P(d,s-1)={nA}, rank l123 m1 P = {rB}, dim R_k = {dimR}, dim U_k = {U}")
print(f"({time.time()-t0:.1f} s)")
