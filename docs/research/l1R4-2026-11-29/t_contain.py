"""span F_0^(n) ⊆ M''_{n,N_1} checked directly on F_0 (no basis of M''): for random End inputs u_1..u_n in H,
F_0 = prod_t ell(h2^(t)) (W^(H,3) = I; own evaluator of the recurrence) must vanish (i) at random points of X,
(ii) at the Q_j, (iii) to order n at each P_i: F_0(P_i + t v) = O(t^n) for random directions v in k^{2R}
(truncated power series in t).  Controls: the t^n coefficient at P_i, F_0 off X, F_0 at perturbed Q_j are nonzero.
Usage: python t_contain.py R seed n trials"""
import sys, time
from geoR import *
R, seed, n, trials = map(int, sys.argv[1:5])
fam = Family(seed, R); g = np.random.default_rng(seed + 31)
T = n + 1                                   # series length: coefficients t^0..t^n

def smul(x, y):                             # (R,T) x (R,T) -> (R,T) elementwise series product mod t^T
    out = np.zeros_like(x)
    for i in range(T):
        out[:, i:] = (out[:, i:] + x[:, i:i+1] * y[:, :T-i]) % p
    return out

def F0_series(a, b, us):                    # a, b: (R,T) series -> series of F_0 (T,)
    F = np.zeros(T, np.int64); F[0] = 1
    for t, u in enumerate(us):
        if t == 0:
            h1 = a * u[:, None] % p
            h2 = smul(b, fam.W2.dot(h1) % p)
        else:
            h1 = fam.H1.dot(h1) % p * u[:, None] % p
            h2 = smul(fam.H2.dot(h2) % p, fam.W2.dot(h1) % p)
        lv = fam.ell.dot(h2) % p
        F = np.array([sum(int(F[i]) * int(lv[k - i]) for i in range(k + 1)) % p for k in range(T)], np.int64)
    return F

def const(x):
    s = np.zeros((R, T), np.int64); s[:, 0] = x % p; return s

t0 = time.time()
bad_X = bad_Q = bad_P = 0; ctrl_X = ctrl_Q = ctrl_P = 0; nX = nP = 0
for tr in range(trials):
    us = [fam.u(rnd(g, R - 1)) for _ in range(n)]
    for _ in range(10):                     # (i) points of X, and a control off X
        A = rnd(g, 1, R); B = fam.bstar(A)
        bad_X += int(F0_series(const(A[0]), const(B[0]), us)[0] != 0); nX += 1
        ctrl_X += int(F0_series(const(A[0]), const(rnd(g, R)), us)[0] != 0)
    for j in range(R):                      # (ii) Q_j and a perturbed control
        Qj = fam.Q[j]
        bad_Q += int(F0_series(const(Qj[:R]), const(Qj[R:]), us)[0] != 0)
        ctrl_Q += int(F0_series(const(Qj[:R]), const(Qj[R:] + np.eye(R, dtype=np.int64)[0]), us)[0] != 0)
    for i in range(R):                      # (iii) order >= n at P_i along random lines; t^n coefficient as control
        for _ in range(3):
            v = rnd(g, 2 * R)
            a = np.zeros((R, T), np.int64); b = np.zeros((R, T), np.int64)
            a[:, 0] = fam.astar[i]; a[:, 1] = v[:R]
            b[:, 0] = np.eye(R, dtype=np.int64)[i]; b[:, 1] = v[R:]
            s = F0_series(a, b, us)
            bad_P += int(np.any(s[:n] != 0)); ctrl_P += int(s[n] != 0); nP += 1
print(f"R={R} seed={seed} n={n} trials={trials}: violations on X {bad_X}/{nX}, at Q_j {bad_Q}/{trials*R}, "
      f"order < n at P_i {bad_P}/{nP};  controls nonzero: off X {ctrl_X}/{nX}, perturbed Q_j {ctrl_Q}/{trials*R}, "
      f"t^n coefficient at P_i {ctrl_P}/{nP}  [{time.time()-t0:.1f}s]", flush=True)
