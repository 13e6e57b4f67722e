# Reviewer's own: (c) coverage counts, the n >= 2R equivalence; (e) caps; Lemma S Jacobian ranks.
import itertools, sys, time, numpy as np
from common_rv import *
sys.path.insert(0, '/work/main')

def N1(n): return n * (n + 1) // 2

def comps(total, parts, cap):
    if parts == 1:
        if total <= cap: yield (total,)
        return
    for x in range(min(cap, total) + 1):
        for rest in comps(total - x, parts - 1, cap):
            yield (x,) + rest

def uncovered(R, m, k):
    D = N1(m) + m + 1
    bad = 0; n = 0
    for g in comps(D, R, m + 1):
        n += 1
        supp = [i for i in range(R) if g[i] > 0]
        for l in supp:
            others = sorted((g[i] for i in supp if i != l), reverse=True)[:k - 1]
            if g[l] + sum(others) < m + 2:
                bad += 1; break
    return bad, n

print("== (c) coverage: uncovered gamma (|g| = N1(m)+m+1, max g <= m+1) with full pieces on supports of size <= k")
plan = {3: [(m, 3) for m in (3, 4)], 4: [(m, 4) for m in range(3, 7)],
        5: [(m, 5) for m in (3, 4, 5)] + [(m, 2) for m in (6, 7, 8)],
        6: [(m, 3) for m in range(3, 8)] + [(m, 2) for m in (8, 9, 10)]}
allok = True
for R, lst in plan.items():
    for m, k in lst:
        t0 = time.time(); bad, n = uncovered(R, m, k)
        allok &= (bad == 0)
        print(f"R={R} m={m} k={k}: {n} gammas with max<=m+1, uncovered {bad} ({time.time()-t0:.2f}s)")
    # also: steps m >= 2R-1 by hand: condition d >= (R-1)(m+1)+1 at d = N1(m)
print("all planned supports cover:", allok)
print("-- helper's listed k=2 counts, for comparison (R=4: 4 at m=3; R=5: 71,50,5 at m=3,4,5; R=6: 456,850,726,210,6 at m=3..7):")
print("R=4 k=2:", [uncovered(4, m, 2)[0] for m in range(3, 8)])
print("R=5 k=2:", [uncovered(5, m, 2)[0] for m in range(3, 10)])
print("R=6 k=2:", [uncovered(6, m, 2)[0] for m in range(3, 12)])
print("R=6 k=3:", [uncovered(6, m, 3)[0] for m in range(3, 12)])
ok = all(((N1(n - 1) >= (R - 1) * n + 1) == (n >= 2 * R)) for R in range(1, 30) for n in range(1, 200))
print("(v) N1(n-1) >= (R-1)n+1  <=>  n >= 2R  for R=1..29, n=1..199:", ok)

print("== (e) caps")
from numerics.bounds.formulas import depth3_ideal_bound
from numerics.bounds import separation_caps
ok_f = all(depth3_ideal_bound(R=R, T=2 * n) == R * c_formula(R, n) for R in range(1, 9) for n in range(1, 16))
print("depth3_ideal_bound == reviewer's R c(R,n) for R=1..8, n=1..15:", ok_f)
print("T=6 values R=2..6:", [R * c_formula(R, 3) for R in range(2, 7)])
bad = []
for R in range(2, 7):
    for M in (R, R + 1, R + 4, 12):
        for T in range(2, 31, 2):
            caps = separation_caps(depth=3, M=M, R=R, T=T)
            vals = {k: v for k, v in caps.items() if isinstance(v, int)} if isinstance(caps, dict) else caps
            mn = min(vals.values())
            want = R if T == 2 else (R * mset(R, 3) if T == 4 else R * c_formula(R, T // 2))
            if mn != want: bad.append((R, M, T, mn, want))
print("least registry cap == claimed value for R=2..6, M in {R,R+1,R+4,12}, T=2..30:", not bad, bad[:5])
caps = separation_caps(depth=3, M=6, R=6, T=6); print("sample caps R=M=6,T=6:", {k: v for k, v in caps.items()})

print("== Lemma S: Jacobian rank of (x^1..x^s) -> (a,b,g) mod p, forward-mode, random weights and h0")
def jac_rank(R, s, seed):
    rng = np.random.default_rng(seed)
    WH = [rmat(rng, R, R) for _ in range(3)]; WI = [rmat(rng, R, R) for _ in range(3)]
    h = [rmat(rng, R, 1)[:, 0] for _ in range(3)]
    nv = R * s
    dh = [np.zeros((R, nv), dtype=np.int64) for _ in range(3)]
    for t in range(s):
        x = rng.integers(1, P, size=R, dtype=np.int64)
        dx = np.zeros((R, nv), dtype=np.int64); dx[np.arange(R), t * R + np.arange(R)] = 1
        below, dbelow = x, dx
        nh, ndh = [], []
        for l in range(3):
            A = (WH[l] @ h[l]) % P; dA = (WH[l] @ dh[l]) % P
            Bv = (WI[l] @ below) % P; dB = (WI[l] @ dbelow) % P
            hv = (A * Bv) % P; dhv = ((dA * Bv[:, None]) % P + (A[:, None] * dB) % P) % P
            nh.append(hv); ndh.append(dhv); below, dbelow = hv, dhv
        h, dh = nh, ndh
    J = np.vstack([(WH[l] @ dh[l]) % P for l in range(3)])  # d(a,b,g)/dx
    return rank_modp(J)
for R in range(2, 7):
    print(f"R={R}: rank J at s=2: {jac_rank(R, 2, R)} (3R={3*R}), s=3: {jac_rank(R, 3, R)}, s=4: {jac_rank(R, 4, R)}")
