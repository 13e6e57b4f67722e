"""Numerical tests of Lemmas 3-8 (own code). Usage: lemmas.py n Nmax gmax [b ...]
For every b, g <= gmax, N <= Nmax: P(N,g) [dim S_g(N+g) == dim T_g(N+g), with S <= T checked];
the 'core' surjectivity statement of each lemma, tested independently of its hypothesis:
  L4: rank ev_P(S_g) == nc (g>=1) / nc-1 (g=0) at a random P
  L6: S_g(N+g) + T_(g-1)(N+g-1) == T_g(N+g)        (2 <= g <= n+1)
  L7: S_1(N+1) + T_0(N) == T_1(N+1), also with the h=1 term alone
  L8: S_0^(b)(N) + T_0^(b-1)(N) == T_0^(b)(N)       (b >= 2)
and the implications of Lemmas 3, 5, 6, 7, 8 over the grid (any counterexample is printed)."""
import sys, time, random
import numpy as np
from own import *

pt, _ = lab_point(1)
n, Nmax, gmax = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
bs = [int(a) for a in sys.argv[4:]] or list(range(1, n))
m = Model(n, pt)
nc = m.nc
rng = random.Random(12345)
P0 = (rng.randrange(1, P), rng.randrange(1, P))
crank = {}

def rC(g, N, b):
    if (g, N, b) not in crank:
        C = m.conditions(g, N, b)
        crank[(g, N, b)] = (rank_mod_p(C), C)
    return crank[(g, N, b)]

def cell(g, N, b):
    S = m.S(g, N, b)
    rc, C = rC(g, N, b)
    dT = (N + 1) * nc - rc
    dS = rank_mod_p(S) if S.shape[0] else 0
    cont = not (matmul_mod(C, S.T) % P).any() if S.shape[0] and C.shape[0] else True
    return dS, dT, cont, S

def onto(S, glow, N, b_low, g, b):
    """S (spanning rows of a subspace of T_g^(b)(N+g)) + T_glow^(b_low)(N+glow) == T_g^(b)(N+g) ?"""
    rlow, Clow = rC(glow, N, b_low)
    rhi, _ = rC(g, N, b)
    need = rlow - rhi
    got = rank_mod_p(matmul_mod(Clow, S.T)) if S.shape[0] else 0
    return got == need, got, need

t0 = time.time()
print(f"n={n}, nc={nc}, random P={P0}, grid N<={Nmax}, g<={gmax}, b in {bs}", flush=True)
allP = {}
bad = []
for b in bs:
    grid = {}
    for g in range(gmax + 1):
        for N in range(Nmax + 1):
            dS, dT, cont, S = cell(g, N, b)
            if not cont:
                bad.append(("containment fails", b, g, N))
            grid[(N, g)] = (dS == dT)
            allP[(b, N, g)] = grid[(N, g)]
            # Lemma 4 core
            if N >= n - 1 and S.shape[0]:
                ev = rank_mod_p(matmul_mod(S, ev_matrix(N, nc, P0)))
                want = nc if g >= 1 else nc - 1
                if N >= n + 1 and ev != want:
                    bad.append(("L4 fiber", b, g, N, ev, want))
                if N <= n and ev == want:
                    pass
                grid[("ev", N, g)] = ev == want
            # Lemma 6 core
            if 2 <= g <= n + 1 and N >= 1:
                ok, got, need = onto(S, g - 1, N, b, g, b)
                grid[("L6", N, g)] = ok
                if N + g >= n + 3 and not ok:
                    bad.append(("L6 onto", b, g, N, got, need))
            # Lemma 7 core
            if g == 1 and N >= 1:
                ok, got, need = onto(S, 0, N, b, 1, b)
                S1 = m.S(1, N, b, hs=[1])
                ok1, got1, _ = onto(S1, 0, N, b, 1, b)
                grid[("L7", N, g)] = (ok, ok1)
                if N >= n + 5 and not (ok and ok1):
                    bad.append(("L7 onto", b, N, got, got1, need))
            # Lemma 8 core
            if g == 0 and b >= 2 and N >= 1:
                ok, got, need = onto(S, 0, N, b - 1, 0, b)
                grid[("L8", N, g)] = ok
                if N >= n + 3 and not ok:
                    bad.append(("L8 onto", b, N, got, need))
    # print the grid
    print(f"\nb={b}: P(N,g) grid ('#' true, '.' false); rows g, columns N=0..{Nmax}   [{time.time()-t0:.0f}s]")
    for g in range(gmax + 1):
        print(f"  g={g:2d} " + "".join("#" if grid[(N, g)] else "." for N in range(Nmax + 1)))
    print("  least N (N>=n-1) with generic fiber, per g:",
          [min([N for N in range(n - 1, Nmax + 1) if grid.get(("ev", N, g))] or [None]) for g in range(gmax + 1)])
    print("  L6 core true from N+g >= ? (per g=2..):",
          {g: min([N + g for N in range(1, Nmax + 1) if all(grid[("L6", M, g)] for M in range(N, Nmax + 1))] or [None])
           for g in range(2, min(gmax, n + 1) + 1)})
    l7 = [N for N in range(1, Nmax + 1) if all(grid[("L7", M, 1)][0] for M in range(N, Nmax + 1))]
    l7h = [N for N in range(1, Nmax + 1) if all(grid[("L7", M, 1)][1] for M in range(N, Nmax + 1))]
    print(f"  L7 core (S_1 + T_0 = T_1) true for all N >= {min(l7 or [None])}; with the h=1 term alone: N >= {min(l7h or [None])}")
    if b >= 2:
        l8 = [N for N in range(1, Nmax + 1) if all(grid[("L8", M, 0)] for M in range(N, Nmax + 1))]
        print(f"  L8 core (S_0^(b) + T_0^(b-1) = T_0^(b)) true for all N >= {min(l8 or [None])}")
    # implications
    for (N, g), v in [(k, v) for k, v in grid.items() if len(k) == 2]:
        if g >= n + 1 and not v:
            bad.append(("L3", b, N, g))
        if N >= n + 1 and N >= 2 and N - 1 >= 0 and grid.get((N - 1, g)) and not v:
            bad.append(("L5 implication", b, N, g))
        if 2 <= g <= n + 1 and N + g >= n + 3 and grid.get((N, g - 1)) and not v:
            bad.append(("L6 implication", b, N, g))
        if g == 1 and N >= n + 5 and grid.get((N, 0)) and not v:
            bad.append(("L7 implication", b, N))
    if b >= 2:
        for N in range(n + 3, Nmax + 1):
            if allP.get((b - 1, N, 0)) and not allP[(b, N, 0)]:
                bad.append(("L8 implication", b, N))
print("\ncounterexamples / failures:", bad if bad else "none")
print(f"time {time.time()-t0:.0f}s")
