"""Local model of the one-step module at a fat point P_i (exploration, NOTES §7): variables s, t (local parameters of
P^2_a at a_i*: s = (W2(a ⊙ w1))_i, t = (W2(a ⊙ w2))_i), y = b_i, β1, β2 (b_⊥ after an O-linear change making
μ1 = y s + β1 =: u, μ2 = y t + β2 =: v). Weight w = (degree in s, t) - (degree in y); u, v have weight 0.
  T_w = { u g1 + v g2 : g_m of weight w, (y, β)-degree n - 1 }          (target: (μ1, μ2) ∩ {weight >= 0})
  N_w = span { h y^k β^γ c_{k,j} },  c_{k,j} = coefficient of x^j in (x1 u + x2 v)(x1 s + x2 t)^k, h in k[s,t]_w
(the one-step generators λ_x (b ⊙ ζ_x)^β, up to units). Compares dim N_w with dim T_w over Q (sympy-free: exact
integer ranks via flint fmpz_mat)."""
import sys, itertools, math
import flint
from collections import defaultdict

def polymul(P, Q):
    R = defaultdict(int)
    for m1, c1 in P.items():
        for m2, c2 in Q.items():
            R[tuple(a + b for a, b in zip(m1, m2))] += c1 * c2
    return {m: c for m, c in R.items() if c}

# monomial exponent order: (s, t, y, b1, b2)
u = {(1, 0, 1, 0, 0): 1, (0, 0, 0, 1, 0): 1}
v = {(0, 1, 1, 0, 0): 1, (0, 0, 0, 0, 1): 1}
def mono(e): return {tuple(e): 1}

def rank_of(polys):
    idx = {}
    for P in polys:
        for m in P: idx.setdefault(m, len(idx))
    if not polys or not idx: return 0
    M = flint.fmpz_mat(len(polys), len(idx))
    for r, P in enumerate(polys):
        for m, c in P.items(): M[r, idx[m]] = c
    return M.rank()

def run(n, w):
    Rp = []   # weight-w monomials of (y, β)-degree n-1
    for k in range(n):
        for g1 in range(n - k):
            g2 = n - 1 - k - g1
            for a in range(k + w + 1):
                Rp.append((a, k + w - a, k, g1, g2))
    T = [polymul(u, mono(m)) for m in Rp] + [polymul(v, mono(m)) for m in Rp]
    N = []
    for k in range(n):
        for j in range(k + 2):
            c = defaultdict(int)
            if j >= 1:
                for m, cc in polymul(u, mono((j - 1, k + 1 - j, 0, 0, 0))).items(): c[m] += math.comb(k, j - 1) * cc
            if j <= k:
                for m, cc in polymul(v, mono((j, k - j, 0, 0, 0))).items(): c[m] += math.comb(k, j) * cc
            for g1 in range(n - k):
                g2 = n - 1 - k - g1
                for a in range(w + 1):
                    N.append(polymul(dict(c), mono((a, w - a, k, g1, g2))))
    return rank_of(N), rank_of(T)

for n in map(int, sys.argv[1:]):
    print(f"n={n}: " + ", ".join(f"w={w}: N {a}/T {b}{'' if a == b else ' SHORT'}" for w in range(0, 5) for a, b in [run(n, w)]), flush=True)
