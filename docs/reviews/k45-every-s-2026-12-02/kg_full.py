"""Reviewer's own point computation of the (34,1,0) family K_G at s = 5 (NOTES 7.2 / k45 sec. 2), in the reduced
coordinates (beta', gamma): random H2, H3, H4, W4, lambda; B = W3 H2^-1 with W3 random; L = H2 diag(lam) H2^-1;
Q_r = W3^T diag(W4[r]) H3; zeta_r = Q_r gamma.  Unknowns G in P(DB-3, DG-1)^3; F_k = m1_k l123 G_k;
F'_k = 2 G_k l123 L0(m1_k) + m1_k (G_k L0(l123) + l123 L0(G_k)); conditions H4^-T F, H4^-T F' in sum_r J3_r.
Prints the ranks of the two condition sets, together, and dim K.  Usage: python kg_check.py SEED PRIME [s]"""
import sys, random, itertools
import numpy as np
from flint import nmod_mpoly_ctx, nmod_mat
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_matmul_mod_p
seed, P = int(sys.argv[1]), int(sys.argv[2]); s = int(sys.argv[3]) if len(sys.argv) > 3 else 5
N2 = s * (s + 1) // 2; DB, DG = N2 - s, s - 1
rnd = random.Random(seed); R = lambda: rnd.randrange(1, P)
def M(): return nmod_mat(3, 3, [R() for _ in range(9)], P)
H2, H3, H4, W3 = M(), M(), M(), M(); W4 = [[R() for _ in range(3)] for _ in range(3)]; lam = [R() for _ in range(3)]
B = W3 * H2.inv(); L = H2 * nmod_mat(3, 3, [lam[0], 0, 0, 0, lam[1], 0, 0, 0, lam[2]], P) * H2.inv()
H4iT = H4.inv().transpose()
ctx = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'g1', 'g2', 'g3'), modulus=P)
x = ctx.gens()[:3]; g = ctx.gens()[3:]; z = ctx.from_dict({})
lin = lambda A, v: [sum((int(A[i, t]) * v[t] for t in range(3)), z) for i in range(3)]
l = lin(B, x); Lx = lin(L, x); lp = lin(B, Lx)                 # l = B beta', l' = B L beta'
l123 = l[0] * l[1] * l[2]
m1 = [sum((W4[k][i] * g[i] for i in range(3)), z) for k in range(3)]
Q = [W3.transpose() * nmod_mat(3, 3, [W4[r][0], 0, 0, 0, W4[r][1], 0, 0, 0, W4[r][2]], P) * H3 for r in range(3)]
zeta = [lin(Q[r], g) for r in range(3)]
def l123L0(h):   # l123 * Lambda0(h)
    t1 = sum((Lx[a] * h.derivative(a) for a in range(3)), z) * l123
    t2 = sum((g[i] * lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] * h.derivative(3 + i) for i in range(3)), z)
    return t1 + t2
L0l123 = sum((lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] for i in range(3)), z)
def mon(d): return [e for e in itertools.product(range(d + 1), repeat=3) if sum(e) == d]
def mono(v, e):
    r = ctx.from_dict({(0,) * 6: 1})
    for t in range(3): r = r * v[t] ** e[t]
    return r
BAS = [a + b for a in mon(DB) for b in mon(DG)]; IX = {m: i for i, m in enumerate(BAS)}
def vec(p):
    v = np.zeros(len(BAS), dtype=np.int64)
    for e, c in p.to_dict().items(): v[IX[tuple(e)]] = int(c)
    return v
U = lambda A: np.ascontiguousarray(np.array(A) % P, dtype=np.uint64)
rk = lambda A: flint_rank_mod_p(U(A), P, threads=1)[0]
# annihilators of J3_r(DB, DG): null space of the J3_r matrix (rows gens) -> columns y with J y = 0
Ann = []
for r in range(3):
    J = np.array([vec(x[m] * zeta[r][m] * mono(x, a) * mono(g, b)) for m in range(3) for a in mon(DB - 1) for b in mon(DG - 1)])
    Jm = nmod_mat(J.shape[0], J.shape[1], [int(t) for t in J.ravel()], P)
    X, nul = Jm.nullspace()
    Ann.append(np.array([[int(X[i, j]) for j in range(nul)] for i in range(len(BAS))], dtype=np.int64))
    print(f"  r={r}: dim J3_r = {len(BAS) - nul}, quotient {nul}", flush=True)
def mmod(v, A): return flint_matmul_mod_p(U(v[None, :]), U(A), P).astype(np.int64)[0]
C1, C2 = [], []
Gs = [a + b for a in mon(DB - 3) for b in mon(DG - 1)]
for k in range(3):
    lm = l123L0(m1[k])
    for e in Gs:
        G = mono(x, e[:3]) * mono(g, e[3:])
        F = vec(m1[k] * l123 * G)
        Fp = vec(2 * G * lm + m1[k] * (G * L0l123 + l123L0(G)))
        # theta_r = (H4^-T)_{rk} F (only component k nonzero)
        C1.append(np.concatenate([mmod(int(H4iT[r, k]) * F % P, Ann[r]) for r in range(3)]))
        C2.append(np.concatenate([mmod(int(H4iT[r, k]) * Fp % P, Ann[r]) for r in range(3)]))
C1, C2 = np.array(C1) % P, np.array(C2) % P
r1, r2, r12 = rk(C1), rk(C2), rk(np.hstack([C1, C2]))
print(f"s={s} seed={seed} P={P}: unknowns {len(C1)}; rank conditions on F {r1}, on F' {r2}, together {r12}; dim K_G = {len(C1) - r12}")
