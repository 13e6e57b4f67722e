"""Checks for the B-region steps (own code, core.py).
usage: stepcheck.py n [a,b' ...]   (default: every B-region step (a, b') with a, b' <= n - 1, a + b' - 1 >= n + 1,
and the base b' in {n, n+1} (target M_(a,n-1)), every a with a + n - 1 >= n + 1)
For each step it prints:
 (D) the column description: G_(a,b') = G_(a,b'-1) + span{t^g C(theta_3,b') pi_g(G) : g <= n+1-b'}  (rank equality)
 (S) the Step itself, t G_(a,b') ⊆ k[p]_1 G_(a,b'-1), deficit; and deficit of G_(a,b') itself (no factor t)
 (R) RowStep_g for each g: C(theta_z,b') pi_g G ⊆ sum_{j0<=j<=b'-1} [C(theta_z,j) pi_g G + x,z C(theta_z,j) pi_{g+1} G]
     (j0 = n+1-a), deficit per g; and the same with j0 = 0 ('A-version').
"""
import sys, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

n = int(sys.argv[1])
M = Model(n)
steps = [tuple(int(v) for v in s.split(',')) for s in sys.argv[2:]]
if not steps:
    for a in range(1, n):
        for bp in range(2, n + 2):
            lo = bp - 1 if bp <= n - 1 else n - 1
            if a + lo >= n + 1 and lo <= n - 1:
                steps.append((a, bp))

def binC(A3, j):  # A3 [rows, kappa, h] binary forms; apply C(theta_z, j)
    N = A3.shape[2] - 1
    f = np.array([comb(h, j) % P for h in range(N + 1)], np.int64)
    return A3 * f[None, None] % P

def bmul(A3, which):  # multiply binary form by x (which=0) or z (which=1)
    N = A3.shape[2] - 1
    out = np.zeros(A3.shape[:2] + (N + 2,), np.int64)
    if which == 0: out[:, :, :N + 1] = A3
    else: out[:, :, 1:] = A3
    return out

def fl(A3):
    return A3.reshape(A3.shape[0], -1) % P

for (a, bp) in steps:
    t0 = time.time()
    low = bp - 1 if bp <= n - 1 else n - 1      # target box (a, low)
    j0 = n + 1 - a
    Gs = M.Gab4(a, bp); Gl = M.Gab4(a, low)
    # (D)
    reps = []
    for bb in range(low + 1, bp + 1):
        for g in range(0, n + 2 - bb):
            reps.append(M.theta_rows(M.G4, lambda gg, h, g=g, bb=bb: (gg == g) * comb(h, bb)))
    reps = np.concatenate(reps)
    rS = rank(M.flat(Gs)); rL = rank(M.flat(Gl)); rLR = rank(M.flat(np.concatenate([Gl, reps])))
    # (S)
    L = M.flat(M.lin_mult(Gl))
    dS = contained(M.flat(M.mul(Gs, (0, 1, 0))), L)
    dR = contained(M.flat(M.mul(reps, (0, 1, 0))), L)
    print(f"n={n} step (a,b')=({a},{bp}) -> ({a},{low}): (D) dim G_(a,b')={rS}, dim G_(a,low)={rL}, "
          f"with reps={rLR} [{'ok' if rLR == rS else 'FAIL'}]; (S) Step deficit {dS}, reps-only deficit {dR}", flush=True)
    # (R) RowStep per g
    for jlo, lab in ((j0, "RowStep"), (0, "A-version")):
        out = []
        for bb in range(low + 1, bp + 1):
            for g in range(0, n + 2 - bb):
                tgt = binC(M.pi(g), bb)
                span = [binC(M.pi(g), j) for j in range(jlo, low + 1)]
                nxt = [binC(M.pi(g + 1), j) for j in range(jlo, low + 1)] if g + 1 <= n + 1 else []
                S3 = [bmul(X, 0) for X in nxt] + [bmul(X, 1) for X in nxt]
                Sp = fl(np.concatenate(span)) if g + 1 > n + 1 else np.concatenate([fl(np.concatenate(span)), fl(np.concatenate(S3))])
                out.append((bb, g, contained(fl(tgt), Sp)))
        print(f"   {lab} (j >= {jlo}): " + " ".join(f"[b={bb},g={g}]:{d}" for bb, g, d in out), flush=True)
    print(f"   [{time.time()-t0:.1f}s]", flush=True)
