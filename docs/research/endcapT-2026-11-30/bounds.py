"""Lemma 3's monomial bounds on the blocks at (L, R, T) vs the observed ranks (arithmetic only).
low_j = C(j+R-1, R-1) * prod_{l>=2} ((R, m_l)),  top_j = sum_{c=0}^{min(N-j, m_1)} ((R-1, m_1 - c)) * prod_{l>=2} ((R, m_l)),
m_l = C(s-2+L-l, L-l) the degrees of the End map at T-2 in its states h^l; bound_j = min(dim V', low_j, top_j)."""
import sys
from math import comb, prod
sys.path.insert(0, "/work/main")
from numerics.bounds.formulas import end_input_copies

def ms(r, n):
    return comb(n + r - 1, r - 1) if n >= 0 else 0

def bounds(L, R, T):
    s = T // 2
    c = end_input_copies(T=T, depth=L); N = c[0]
    D = prod(x + 1 for x in c[1:])
    m = [comb(s - 2 + L - l, L - l) for l in range(1, L + 1)]
    assert sum(m) == N
    up = prod(ms(R, x) for x in m[1:])
    low = [comb(j + R - 1, R - 1) * up for j in range(N + 1)]
    top = [sum(ms(R - 1, m[0] - c_) for c_ in range(min(N - j, m[0]) + 1)) * up for j in range(N + 1)]
    return N, D, m, [min(D, a, b) for a, b in zip(low, top)]

observed = {  # block ranks j = 0..N (axis b); sources in NOTES.md
    (3, 3, 10): [42, 105, 165, 225, 285, 345, 405, 465, 525, 585, 616, 616, 616, 616, 616, 438],
    (3, 4, 10): [120, 480] + [616] * 14,
    (3, 5, 10): [275] + [616] * 15,
    (3, 2, 10): [10] + [12] * 14 + [10],
    (4, 2, 10): [106, 148, 164, 176, 184] + [188] * 26 + [184, 176, 164, 148, 106],
    (4, 3, 10): [1932, 2190, 2262, 2298] + [2310] * 32,
    (4, 3, 8): [104] + [110] * 20,
    (3, 3, 8): [27] + [56] * 10,
    (3, 4, 12): [200, 756, 1596, 2744, 4200, 5964, 8036] + [9856] * 15,
    (3, 5, 12): [525, 2625, 7420] + [9856] * 19,
    (3, 3, 12): [60, 144, 225, 306, 387, 468, 549, 630, 711, 792, 873, 954, 1035, 1116, 1197, 1278, 1350, 1404, 1431,
                 1422, 1359, 930],
}
for (L, R, T), obs in observed.items():
    N, D, m, b = bounds(L, R, T)
    ok = all(o <= x for o, x in zip(obs, b))
    short = [j for j in range(N + 1) if b[j] < D]
    print(f"({L},{R},{T}) N={N} dimV'={D} m={m}: all observed <= bound: {ok}; blocks proven short by the bound: {short}")
    print(f"   bound   : {b}")
    print(f"   observed: {obs}")
