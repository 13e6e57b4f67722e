"""Localisation of the gap dim(Y cap J) - dim A_k: compare ranks of A_k and Y cap J under jet maps along lines
and at points of beta-space (all c^nu coefficients kept).  usage: python loc2.py SEED a2 a3"""
import sys
import numpy as np
from flint import nmod_mpoly_ctx
from core import *
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
d = np.load(f"sp_{seed}_{a2}{a3}.npz"); A, YJ = d['A'], d['YJ']
S = Setup(seed)
W3 = S.W3
def inv3(M):
    return tonp(fm(M).inv())
C3 = nmod_mpoly_ctx.get(('y1', 'y2', 'y3'), modulus=P)
y = C3.gens()
def chg(rows):
    """rows: 3 linear forms (coefficient vectors in beta) defining y = Mchg beta; returns 66x66 matrix beta-mono -> y-mono"""
    Mi = inv3(np.array(rows, dtype=np.int64))  # beta = Mi y
    bet = [sum((int(Mi[m][j]) * y[j] for j in range(3)), C3.from_dict({})) for m in range(3)]
    T = np.zeros((66, 66), dtype=np.int64); yi = {m: i for i, m in enumerate(B10)}
    for i, mu in enumerate(B10):
        pol = bet[0] ** mu[0] * bet[1] ** mu[1] * bet[2] ** mu[2]
        for mon, v in pol.to_dict().items():
            T[i, yi[tuple(mon)]] = int(v)
    return T
def apply(Mat, T):
    # Mat rows in VM = (mu, nu) order, mu major
    X = Mat.reshape(Mat.shape[0], 66, 15)
    out = np.zeros_like(X)
    for nu in range(15):
        out[:, :, nu] = (fm(X[:, :, nu]) * fm(T)).entries() if False else tonp(fm(X[:, :, nu]) * fm(T))
    return out.reshape(Mat.shape[0], 990)
def test(name, rows, cond):
    T = chg(rows)
    Sidx = [i for i, m in enumerate(VM) if cond(m[:3])]
    As, Ys = apply(A, T)[:, Sidx], apply(YJ, T)[:, Sidx]
    ra, ry = rank(As), rank(Ys)
    print(f"  {name}: |S| {len(Sidx)}, rank A {ra}, rank YJ {ry}, diff {ry - ra}", flush=True)
lam, lamp = S.lam, S.lamp
lrow = lambda i, x: [W3[i][m] * x[m] % P for m in range(3)]
one = [1, 1, 1]
forms = {}
for i in range(3):
    forms[f"l{i}"] = lrow(i, one); forms[f"l'{i}"] = lrow(i, lam); forms[f"l''{i}"] = lrow(i, lamp)
for m in range(3):
    forms[f"b{m}"] = [1 if j == m else 0 for j in range(3)]
import random
rnd = random.Random(5)
rf = lambda: [rnd.randrange(P) for _ in range(3)]
print(f"seed {seed} alpha' ({a2},{a3}); dims A {len(A)}, YJ {len(YJ)}")
for r in [2, 4, 6]:
    for nm in ["l0", "l'0", "l''0"]:
        test(f"jet order<={r} along line {nm}=0", [forms[nm], rf(), rf()], lambda a: a[0] <= r)
pts = [("l0", "l1"), ("l0", "l'0"), ("l0", "l''0"), ("l'0", "l''0"), ("l0", "l'1"), ("l0", "b0"), ("l0","b1")]
for r in [4, 6, 8]:
    for (f1, f2) in pts:
        test(f"jet order<={r} at point {f1}={f2}=0", [forms[f1], forms[f2], rf()], lambda a: a[0] + a[1] <= r)
