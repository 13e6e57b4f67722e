"""Reviewer's own check of the (34,1,0) counts at s = 5 (NOTES 7.2): dim J3_r(10,4) = 948 (quotient 42) and
Lemma 2: dim of the image of l123 * P(7,4) in P(10,4)/J3_r(10,4) <= 33.  Random point: zeta_m = (Q gamma)_m with Q
random, l = B beta' with B random.  Usage: python lemma2_check.py SEED PRIME [s]"""
import sys, random, itertools
import numpy as np
from flint import nmod_mpoly_ctx
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p
seed, P = int(sys.argv[1]), int(sys.argv[2]); s = int(sys.argv[3]) if len(sys.argv) > 3 else 5
N2 = s * (s + 1) // 2; DB, DG = N2 - s, s - 1            # P(DB, DG) = P(10, 4) at s = 5
rnd = random.Random(seed); R = lambda: rnd.randrange(1, P)
ctx = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'g1', 'g2', 'g3'), modulus=P)
x = ctx.gens()[:3]; g = ctx.gens()[3:]
def mon(d): return [e for e in itertools.product(range(d + 1), repeat=3) if sum(e) == d]
def mono(v, e):
    r = ctx.from_dict({(0,) * 6: 1})
    for t in range(3): r = r * v[t] ** e[t]
    return r
Q = [[R() for _ in range(3)] for _ in range(3)]; B = [[R() for _ in range(3)] for _ in range(3)]
zeta = [sum(Q[m][t] * g[t] for t in range(3)) for m in range(3)]
l = [sum(B[i][t] * x[t] for t in range(3)) for i in range(3)]; l123 = l[0] * l[1] * l[2]
BAS = [a + b for a in mon(DB) for b in mon(DG)]; IX = {m: i for i, m in enumerate(BAS)}
def row(p):
    v = np.zeros(len(BAS), dtype=np.int64)
    for e, c in p.to_dict().items(): v[IX[tuple(e)]] = int(c)
    return v
rk = lambda A: flint_rank_mod_p(np.ascontiguousarray(np.array(A) % P, dtype=np.uint64), P, threads=1)[0]
J = [row(x[m] * zeta[m] * mono(x, a) * mono(g, b)) for m in range(3) for a in mon(DB - 1) for b in mon(DG - 1)]
L = [row(l123 * mono(x, a) * mono(g, b)) for a in mon(DB - 3) for b in mon(DG)]
rJ = rk(J); rJL = rk(J + L)
print(f"s={s} seed={seed} P={P}: dim P({DB},{DG}) = {len(BAS)}; dim J3({DB},{DG}) = {rJ}; quotient {len(BAS) - rJ}; "
      f"image of l123*P({DB-3},{DG}) in the quotient: {rJL - rJ}")
