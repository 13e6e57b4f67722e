"""[C]: the (n, n) box model sum_{r <= (n,n)} D_(e_r) V_0 at the special point S (M = I, L = 1), W2 random.
e_r(gamma) = [t2^r2 t3^r3] prod_l (1 + t2 s2_l + t3 s3_l)^gamma_l, s_k = (W2 e_k) / (W2 e_1) (Lemma P).
Also: the degree-<=n part alone (F_n(S)) and F_n(S) + the e_r with |r| = n+1 only."""
import sys, time
import numpy as np
from fj import Model, rank, colbasis, P, mm
n, seed = int(sys.argv[1]), int(sys.argv[2])
t0 = time.time()
mod = Model(n, seed=seed, special=True)
rng = np.random.default_rng(500 + seed)
W2 = rng.integers(1, P, size=(3, 3))
z = [W2[:, k] % P for k in range(3)]
inv1 = [pow(int(v), P - 2, P) for v in z[0]]
s2 = [int(z[1][l]) * inv1[l] % P for l in range(3)]
s3 = [int(z[2][l]) * inv1[l] % P for l in range(3)]
def trunc_mul(A, B):
    C = np.zeros_like(A)
    for i in range(n + 1):
        for j in range(n + 1):
            if B[i, j]:
                C[i:, j:] = (C[i:, j:] + A[:n + 1 - i, :n + 1 - j] * int(B[i, j])) % P
    return C
def e_table():
    out = np.zeros((mod.npp, n + 1, n + 1), np.int64)
    for gi, g in enumerate(mod.pm):
        A = np.zeros((n + 1, n + 1), np.int64); A[0, 0] = 1
        for l in range(3):
            f = np.zeros((n + 1, n + 1), np.int64); f[0, 0] = 1; f[1, 0] = s2[l]; f[0, 1] = s3[l]
            for _ in range(g[l]):
                A = trunc_mul(A, f)
        out[gi] = A
    return out
E = e_table()
print(f"n={n} seed={seed} e_r table {time.time()-t0:.1f}s", flush=True)
V0 = mod.V0(); B, dv = colbasis(V0); dj = rank(mod.J())
def run(rs, label):
    ncols = dj + 40
    X = mm(B, rng.integers(0, P, size=(B.shape[1], ncols), dtype=np.int64))
    for t in range(ncols):
        r2, r3 = rs[t % len(rs)]
        X[:, t] = X[:, t] * np.repeat(E[:, r2, r3], mod.npc) % P
    print(f"  {label}: {len(rs)} functionals, rank {rank(X)} (dim J = {dj})  {time.time()-t0:.1f}s", flush=True)
box = [(a, b) for a in range(n + 1) for b in range(n + 1)]
run([rb for rb in box if sum(rb) <= n], "e_r, |r| <= n (= F_n(S) by Lemma P)")
run(box, "the (n,n) box")
