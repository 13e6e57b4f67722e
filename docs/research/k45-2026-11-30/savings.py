"""dim A_alpha = sum_k dim A_k - savings, savings = 81 N - rank(theta-conditions on (+)_k R_k)  (NOTES.md section 5).
R_k = per-k relations {(F^gamma)_gamma in P(6,3)^N : sum_gamma C_gamma (g_k m1_k F^gamma) = 0}.
usage: python savings.py SEED a2 a3"""
import sys, random, time
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, inv3, mm, T, Setup, vec, ctx, bimonos

seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
C6 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
X = C6.gens(); beta, c = X[:3], X[3:6]
zero = C6.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), zero) for r in range(3)]
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)],
           Wm=W4, H4=H4)
S = Setup(prm)
vmons = [a + b for a in kcore.monos(10) for b in kcore.monos(4)]
vidx = {m: i for i, m in enumerate(vmons)}
M6 = bimonos(6, 3); n6 = len(M6)
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1 = mv(W4, gam)
def cgam(mu, g2, g3):
    poly = {(0, 0): 1}
    for m in range(3):
        for _ in range(mu[m]):
            new = {}
            for (a, b), v in poly.items():
                for (da, db, f) in ((0, 0, 1), (1, 0, lam[m]), (0, 1, lamp[m])):
                    if a + da <= g2 and b + db <= g3:
                        key = (a + da, b + db); new[key] = (new.get(key, 0) + v * f) % P
            poly = new
    return poly.get((g2, g3), 0)
slots = [(x, y) for x in range(a2 + 1) for y in range(a3 + 1)]
N = len(slots)
eig = [np.array([cgam(mn[:3], x, y) for mn in vmons], dtype=np.int64) for (x, y) in slots]
pulled = [e.compose(*(bp + gam), ctx=C6) for e in [ctx.from_dict({m: 1}) for m in M6]]
def tonp(M): return np.array([[int(M[i, j]) for j in range(M.ncols())] for i in range(M.nrows())], dtype=np.int64)
def fm(A): return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in np.asarray(A).ravel()], P)
Rk, dimAk = [], []
for k in range(3):
    base = np.array([vec(m1[k] * f, vidx) for f in pulled], dtype=np.int64)  # (280, 990)
    A = np.vstack([base * e % P for e in eig])  # (280N, 990)
    MA = fm(A); r = MA.rank(); dimAk.append(r)
    Nn, nn = MA.transpose().nullspace()
    Rk.append(tonp(Nn)[:, :nn].T)  # (nn, 280N): coefficients (slot, monomial of P(6,3))
    print(f"k={k}: dim A_k = {r}, dim R_k = {nn} ({time.time()-t0:.0f}s)", flush=True)
# theta-conditions: c_r(f) for f in P(6,3): reduce modulo J3_r basis (rref) and keep the non-pivot coordinates
J = [S.J3_basis(r) for r in range(3)]
cond = []  # per r: matrix (280, 27) giving c_r
for r in range(3):
    Jm = fm(np.array([vec(b, {e: i for i, e in enumerate(M6)}) for b in J[r]], dtype=np.int64))
    Rr, rk_ = Jm.rref(); Rr = tonp(Rr)[:rk_]
    piv = [int(np.nonzero(Rr[i])[0][0]) for i in range(rk_)]
    non = [j for j in range(n6) if j not in piv]
    # c(f) = f[non] - sum_i f[piv_i] Rr[i, non]
    Cm = np.zeros((n6, len(non)), dtype=np.int64)
    for jj, j in enumerate(non): Cm[j, jj] = 1
    for i, pcol in enumerate(piv): Cm[pcol, :] = (-Rr[i, non]) % P
    cond.append(Cm)
H4iT = T(inv3(H4))
# build, for each basis vector of (+)_k R_k, its conditions: for slot s, r: c_r(theta_r^s), theta^s = H4^-T F^s
rows = []
for k in range(3):
    Rm = Rk[k]
    for s in range(N):
        pass
blocks_k = []
for k in range(3):
    Rm = Rk[k]; nk = Rm.shape[0]
    out = np.zeros((nk, 81 * N), dtype=np.int64)
    for s in range(N):
        Fs = Rm[:, s * n6:(s + 1) * n6]  # F_k^s (others zero)
        for r in range(3):
            th = Fs * int(H4iT[r][k]) % P
            cr = tonp(fm(th) * fm(cond[r]))
            out[:, s * 81 + r * 27: s * 81 + (r + 1) * 27] = cr
    blocks_k.append(out)
Cmat = np.vstack(blocks_k)
rc = fm(Cmat).rank()
sav = 81 * N - rc
print(f"alpha' = ({a2},{a3}) N = {N}: sum_k dim A_k = {sum(dimAk)}; rank(conditions on (+)R_k) = {rc} of 81N = {81*N}; "
      f"savings = {sav}; => dim A = {sum(dimAk) - sav}  ({time.time()-t0:.0f}s)")
# per-slot ranks of the conditions
for s in range(N):
    print(f"  slot {slots[s]}: rank of its conditions on (+)R_k = {fm(Cmat[:, s*81:(s+1)*81]).rank()} of 81")
