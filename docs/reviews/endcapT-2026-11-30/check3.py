"""Check 3: Lemma 3's bounds recomputed from scratch (m_l = C(s-2+L-l, L-l), checked numerically in check1), and,
for (3,3,10) [and optionally more shapes], free-b block ranks (own code, mod p, seed) against the bounds."""
import sys
from math import comb
import numpy as np
from rev import *

def lemma3(L, R, T):
    s = T // 2
    m = [comb(s - 2 + L - l, L - l) for l in range(1, L + 1)]
    N = comb(s + L - 2, L - 1)
    assert sum(m) == N == end_input_copies(T=T, depth=L)[0]
    U = prod(mset(R, x) for x in m[1:])
    low = [comb(j + R - 1, R - 1) * U for j in range(N + 1)]
    top = [sum(mset(R - 1, m[0] - c) for c in range(0, min(N - j, m[0]) + 1)) * U for j in range(N + 1)]
    return m, N, U, low, top

for (L, R, T) in [(3, 5, 12), (3, 4, 12), (3, 3, 10), (3, 4, 10), (3, 5, 10), (3, 3, 12), (4, 3, 10)]:
    m, N, U, low, top = lemma3(L, R, T)
    D = sizes(L, T)[1]
    short = [j for j in range(N + 1) if min(low[j], top[j]) < D]
    print(f"({L},2,{R},{T}): m = {m}, N = {N}, U = {U}, dim V' = {D}")
    print(f"   low-block bounds j = 0..5: {low[:6]}; top-block bounds j = N, N-1, N-2: {top[N]}, {top[N-1]}, {top[N-2]}")
    print(f"   blocks with min(low, top) < dim V' (proven short): {short}")

for arg in sys.argv[1:]:
    L, R, T = map(int, arg.split(","))
    rng = np.random.default_rng(5)
    rac = Rac.explicit(L, R)
    n = T // 2 - 1
    N, D = sizes(L, T)
    Q, Pb = D + 10, D + 24
    E = rng.integers(0, p, size=(Q, n, 2))
    v = rng.integers(0, p, size=(R, Pb)); v[K] = 0
    b = [rng.integers(0, p, size=(R, Pb)) for _ in range(L - 1)]
    B = tcoeffs(rac, v, b, E, N)
    rb = [rank(B[j]) for j in range(N + 1)]
    m, N, U, low, top = lemma3(L, R, T)
    bd = [min(D, x, y) for x, y in zip(low, top)]
    print(f"({L},2,{R},{T}) free-b blocks (seed 5, {Pb} samples x {Q} End' points): {rb}")
    print(f"   bound min(dim V', low, top): {bd}; all within: {all(x <= y for x, y in zip(rb, bd))}")
