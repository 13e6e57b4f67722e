"""Where does the defect of G sit?  Q_e = M''_{n,e} / Θ(I_X^{(n-1)}_{e-n}).  Test whether J_2 · M''_{n,e-2} ⊆ Θ(I_X_{e-n})
for J = the ideal of the three fat points a_i* (J_2: the 3 quadrics through them), J = I_E (quadrics through e_0, e_1, e_2),
and J = all quadrics (control: must give the whole M''_{n,e} by Theorem G).  Ranks of evaluation matrices at common
random points.  Usage: python defect_support.py seed n d     (n = 8, d = 3: defect 3)"""
import sys, os, math, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
from t_fill import mulmod
seed, n, d = map(int, sys.argv[1:4]); fam = Family(seed); g = np.random.default_rng(seed + 71)
e = d + n
def K(k, n): return 2 * math.comb(k + 1, 2) * math.comb(n + 1, 2) - math.comb(k, 2) * math.comb(n, 2)
tgt = K(e, n) - 3 * (math.comb(n + 3, 4) - math.comb(n + 1, 2)) - 3
t0 = time.time()
E_s, S = space(fam, d, n - 1, P=False, Q=False)          # I_X in bidegree (d, n-1)
E_m, Mb = space(fam, e - 2, n)                            # M''_{n, e-2}
rows = tgt + 60
A = rnd(g, rows, 3); B = rnd(g, rows, 3); pts = np.concatenate([A, B], axis=1)
ncols = tgt + 20
acc = np.zeros((rows, ncols), np.int64)
for j in range(e + 1):
    u = fam.u([1, j + 2])
    MonS = mulmod(evalmon(E_s, fam.psi(pts, u)), S)
    acc = (acc + fam.lam(pts, u)[:, None] * mulmod(MonS, rnd(g, S.shape[1], ncols))) % p
r0 = rank(acc)
MonM = mulmod(evalmon(E_m, pts), Mb)                      # rows x dim M''_{e-2}
def quadrics_through(points):
    mons = list(comps(2)); C = np.array([[int(np.prod([int(pt[k]) ** m[k] for k in range(3)]) % p) for m in mons] for pt in points], np.int64)
    M = to_nmod(C % p); R, r = M.rref(); Rn = np.array(R.entries(), dtype=np.int64).reshape(R.nrows(), R.ncols())[:r]
    piv = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]; free = [j for j in range(6) if j not in piv]
    N = np.zeros((6, len(free)), np.int64); N[free, np.arange(len(free))] = 1; N[piv, :] = (-Rn[:, free]) % p
    return mons, N
res = {}
for name, points in (('fat points a_i*', list(fam.astar)), ('E', [np.eye(3, dtype=np.int64)[j] for j in range(3)]), ('all quadrics', [])):
    if points:
        mons, N = quadrics_through(points)
    else:
        mons, N = list(comps(2)), np.eye(6, dtype=np.int64)
    Qv = np.stack([np.prod([A[:, k] ** 0 for k in range(3)], axis=0)] * 0 + [np.ones(rows, np.int64)] * 0, 0) if False else None
    monv = np.stack([(A[:, 0] ** m[0] % p) * (A[:, 1] ** m[1] % p) % p * (A[:, 2] ** m[2] % p) % p for m in mons], 1)   # rows x 6
    qv = mulmod(monv, N)                                  # rows x (#quadrics)
    extra = np.concatenate([qv[:, [c]] * MonM % p for c in range(qv.shape[1])], axis=1)
    extra = mulmod(extra, rnd(g, extra.shape[1], min(extra.shape[1], 200)))
    res[name] = rank(np.concatenate([acc, extra], axis=1))
print(f"seed={seed} n={n} d={d} (e={e}): h_n(e) = {tgt}, rank Θ(I_X_d) = {r0}; adding J_2 · M''_(n,{e-2}): "
      + ", ".join(f"J = {k}: {v}" for k, v in res.items()) + f"  [{time.time()-t0:.1f}s]", flush=True)
