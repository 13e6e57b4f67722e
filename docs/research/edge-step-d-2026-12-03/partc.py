"""Step (d5) at the level of the ideals (helper-145): for each r, the pull-back J~_r = {f(b', H3 gamma) : f in J'_r}
of Lemma W's source ideal J'_r = (m'_rj)_j, m'_rj(b', c') = (W4(c' (.) W3(b' (.) W2 e_j)))_r (from the layer maps),
against k45's J3_r = (b'_m zeta_rm)_m, zeta_r = Q_r gamma, Q_r = W3^T diag(W4[r,:]) H3, in bidegree (d, s-1) in
(b', gamma). Exact: evaluation at random points checked injective on the ambient space.
usage: partc.py s seed [W2sing]   (W2sing: W2 with rank 2, negative control: J~_r is then a proper subspace)"""
import sys, random, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from check import PR, monos, params, mv, powtab, mono_eval, rank

s, seed = int(sys.argv[1]), int(sys.argv[2])
W = params(seed)
if "W2sing" in sys.argv:
    W["W2"][:, 2] = (W["W2"][:, 0] + W["W2"][:, 1]) % PR
n, d = s, comb(s, 2)
W2, W3, W4, H3 = W["W2"], W["W3"], W["W4"], W["H3"]
rng = random.Random(5000 + seed)
amb = comb(d + 2, 2) * comb(n + 1, 2)
N = amb + 20
bp = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
gam = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
cp = mv(H3, gam)
tb, tg, tc = powtab(bp, d), powtab(gam, n), powtab(cp, n)
print(f"s = {s}, seed {seed}{', W2 singular (control)' if 'W2sing' in sys.argv else ''}", flush=True)
ra = rank([mono_eval(tb, A) * mono_eval(tg, B) % PR for A in monos(d) for B in monos(n - 1)])
print(f"  ambient P({d},{n-1}): {amb}; evaluation rank at {N} points = {ra}", flush=True)
for r in range(3):
    t0 = time.time()
    Jt = []
    for j in range(3):
        x2 = np.array([bp[m] * int(W2[m, j]) % PR for m in range(3)])
        x4 = mv(W4, cp * mv(W3, x2) % PR)
        for ka in monos(d - 1):
            for nu in monos(n - 2):
                Jt.append(mono_eval(tb, ka) * mono_eval(tc, nu) % PR * x4[r] % PR)
    Q = np.array([[sum(int(W3[i, m]) * int(W4[r, i]) * int(H3[i, c]) for i in range(3)) % PR for c in range(3)]
                  for m in range(3)], dtype=np.int64)
    zeta = mv(Q, gam)
    J3 = [mono_eval(tb, a) * bp[m] % PR * zeta[m] % PR * mono_eval(tg, e) % PR
          for m in range(3) for a in monos(d - 1) for e in monos(n - 2)]
    r1, r2, r12 = rank(Jt), rank(J3), rank(Jt + J3)
    c3 = amb - (3 * n + 3 * (d - 1))
    print(f"  r = {r}: dim J~_r = {r1}, dim J3_r = {r2}, dim(J~_r + J3_r) = {r12}  (c_3 = dim P - q = {c3}) "
          f"[{time.time()-t0:.1f}s]", flush=True)
