"""Check 4: Lemma 4 (padding) with own code. Usage: python check4.py L R T seed.
W0: width R+1, coordinate k = 0 decoupled (block-diagonal W^{H,l} for all l, W^{I,l} for l >= 2), C-rows of W^{I,1}
= the width-R explicit RAC's, W^O_k = 0."""
import sys
import numpy as np
from rev import *

L, R, T, seed = map(int, sys.argv[1:5])
rng = np.random.default_rng(seed)
def rnd(*sh): return rng.integers(0, p, size=sh)
r0 = Rac.explicit(L, R)
def pad(A, corner):
    B = np.zeros((A.shape[0] + 1, A.shape[1] + 1), dtype=np.int64); B[0, 0] = corner; B[1:, 1:] = A; return B
W_H = [pad(r0.W_H[l], 3 + l) for l in range(L)]
W_I = [np.vstack([np.array([[5, 7]]), r0.W_I[0]])] + [pad(r0.W_I[l], 11 + l) for l in range(1, L)]
W_O = np.concatenate([[0], r0.W_O])
h0 = [np.concatenate([[1], r0.h0[l]]) for l in range(L)]
rp = Rac(W_I, W_H, W_O, h0)
n = T // 2                       # End steps of T (= End' steps of T + 2)
D = sizes(L, T + 2)[1]
assert D == prod(c + 1 for c in end_input_copies(T=T, depth=L))
Q = D + 10
E = rnd(Q, n, 2)
# step 3: G_{W0}(h) == G_R(h_C)
hs = [rnd(R + 1, 30) for _ in range(L)]
print(f"({L},{R},{T}) -> ({L},{R+1},{T+2}); dim V'(T+2) = dim V(T) = {D}")
print("  step 3, G_W0(h) == G_R(h_C) on 30 random states:", np.array_equal(G(rp, hs, E), G(r0, [h[1:] for h in hs], E)))
P = D + 20
v = rnd(R + 1, P); v[K] = 0
b = [rnd(R + 1, P) for _ in range(L - 1)]
top_pad = G(rp, h_of(rp, v, b), E)                     # [t^N] P(e_k + t v, b) = P(v, b)
free_R = G(r0, [rnd(R, P) for _ in range(L)], E)
sep_R = G(r0, start_states(r0, rnd(P, n, 2)), E)
rg = Rac.explicit(L, R + 1)
v2 = rnd(R + 1, P); v2[K] = 0
top_gen = G(rg, h_of(rg, v2, [rnd(R + 1, P) for _ in range(L - 1)]), E)
print(f"  rank Free_R(T) = {rank(free_R)}, rank S_R(T) (explicit width-R RAC) = {rank(sep_R)}, "
      f"joint = {rank(np.vstack([free_R, sep_R]))}")
print(f"  padded top block at (R+1, T+2) = {rank(top_pad)}, joint with Free_R(T) = {rank(np.vstack([top_pad, free_R]))}")
print(f"  explicit (generic proxy) width-(R+1) top block at T+2 = {rank(top_gen)}")
