"""Check 2: Lemma 1 (b), (c), (d) and Corollary 2 numerically, mod p = 2^25-39, explicit RAC, numpy seed given.
Usage: python check2.py L R T seed"""
import sys
import numpy as np
from rev import *

L, R, T, seed = map(int, sys.argv[1:5])
rng = np.random.default_rng(seed)
rac = Rac.explicit(L, R)
s, n = T // 2, T // 2 - 1
N, D = sizes(L, T)
Q = D + 10
E = rng.integers(0, p, size=(Q, n, 2))            # End' points = End points of T - 2
def rnd(*sh): return rng.integers(0, p, size=sh)

def hyper(P):
    h = [rnd(R, P) for _ in range(L)]; h[0][K] = 0; return h

Pf = D + 20
F = G(rac, [rnd(R, Pf) for _ in range(L)], E); rF = rank(F)
print(f"({L},2,{R},{T}): N={N}, dim V'=dim V(T-2)={D}; rank Free(T-2) on {Q} End' points = {rF}")
# free-b blocks
Pb = D + 20
v = rnd(R, Pb); v[K] = 0
b = [rnd(R, Pb) for _ in range(L - 1)]
B = tcoeffs(rac, v, b, E, N)
rb = [rank(B[j]) for j in range(N + 1)]
allB = B.reshape(-1, Q)
print(f"  free-b block ranks j=0..N: {rb}")
print(f"  (b) rank of all blocks stacked = {rank(allB)}; joint rank [blocks; Free(T-2)] = {rank(np.vstack([allB, F]))}"
      f" (Lemma 1(a)+(b) predict both = rank Free(T-2) = {rF})")
# (c) top block vs E_n(hyperplane h^1_k = 0), block 0 vs E_n(h^1 in K e_k)
Hy = G(rac, hyper(Pb), E)
print(f"  (c) top: rank B_N = {rb[N]}, rank E_n(hyperplane) = {rank(Hy)}, joint = {rank(np.vstack([B[N], Hy]))}")
h0 = [rnd(R, Pb) for _ in range(L)]; c = rnd(Pb); h0[0] = np.zeros((R, Pb), dtype=np.int64); h0[0][K] = c
Ax = G(rac, h0, E)
print(f"  (c) block 0: rank B_0 = {rb[0]}, rank E_n(h^1 in K e_k) = {rank(Ax)}, joint = {rank(np.vstack([B[0], Ax]))}")
# (d) [t^(N-i)] P(e_k + t v) == [eps^i] P(v + eps e_k), elementwise
ek = np.zeros((R, Pb), dtype=np.int64); ek[K] = 1
Bd = tcoeffs(rac, ek, b, E, N, base=v)
print(f"  (d) [t^(N-i)] P(e_k + t v) == [eps^i] P(v + eps e_k) for all i, all entries: "
      f"{all(np.array_equal(B[N - i], Bd[i]) for i in range(N + 1))}")
# Corollary 2: S(T) and Free(T) restricted to a first End input theta lie in Free(T - 2)
W1 = rac.W_I[0]
theta_star = np.array([W1[K, 1], (-W1[K, 0]) % p])
assert (W1[K] @ theta_star) % p == 0
Ps = 300
starts = rnd(Ps, s, 2)
hS = start_states(rac, starts)
for name, th in [("theta*", theta_star), ("random theta 1", rnd(2)), ("random theta 2", rnd(2))]:
    Eth = np.concatenate([np.broadcast_to(th, (Q, 1, 2)), E], axis=1)
    Ys = G(rac, hS, Eth)          # y(start, theta, E') = G_s(reachable state; theta, E')
    Yf = G(rac, [rnd(R, Ps) for _ in range(L)], Eth)   # free states at T
    print(f"  Cor. 2 at {name}: rank S(T)|theta = {rank(Ys)}, joint with Free(T-2) = {rank(np.vstack([F, Ys]))}; "
          f"rank Free(T)|theta = {rank(Yf)}, joint = {rank(np.vstack([F, Yf]))}  (prediction: joint = {rF})")
# S(T) itself (sep of the explicit RAC at T) on theta_c x E' grid, as a sanity number
# negative control: End functions of T - 2 from the explicit RAC of width R + 1 (another map)
rac2 = Rac.explicit(L, R + 1)
F2 = G(rac2, [rnd(R + 1, Pf) for _ in range(L)], E)
print(f"  negative control: rank Free_(R+1)(T-2) of another RAC = {rank(F2)}, joint with Free_R(T-2) = "
      f"{rank(np.vstack([F, F2]))}")
