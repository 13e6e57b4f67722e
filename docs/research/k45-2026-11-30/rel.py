"""Relations among the C_gamma Zhat (gamma <= alpha'), in original coordinates, basis of Zhat from reduced coordinates.
usage: python rel.py SEED a2 a3     (alpha = (20-a2-a3, a2, a3))
Saves the relation space (coefficients on the theta-basis of each slot) to rel_<seed>_<a2><a3>.npz (this folder)."""
import sys, random, time
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, inv3, mm, T, Setup, vec, ctx

seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
C9 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3', 'e1', 'e2', 'e3'), modulus=P)
X = C9.gens(); beta, c, g = X[:3], X[3:6], X[6:]
zero = C9.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), zero) for r in range(3)]
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)],
           Wm=W4, H4=H4)
S = Setup(prm)
mons = [a + b + e for a in kcore.monos(10) for b in kcore.monos(4) for e in kcore.monos(1)]
idx = {m: i for i, m in enumerate(mons)}
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1 = mv(W4, gam)
J = [S.J3_basis(r) for r in range(3)]
basis = []  # (r, poly theta_r)
Zrows = []
for r in range(3):
    for b in J[r]:
        bb = b.compose(*(bp + gam), ctx=C9)
        psi = zero
        for k in range(3):
            psi += int(H4[r][k]) * g[k] * m1[k] * bb
        Zrows.append(vec(psi, idx)); basis.append((r, b))
Z = np.array(Zrows, dtype=np.int64)
print(f"Zhat basis {Z.shape} built ({time.time()-t0:.0f}s)", flush=True)
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
blocks = []
for (x, y) in slots:
    d = np.array([cgam(mn[:3], x, y) for mn in mons], dtype=np.int64)
    blocks.append(Z * d % P)
A = np.vstack(blocks)
M = nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
rA = M.rank()
print(f"alpha' = ({a2},{a3}), slots {slots}: rank A = {rA} of {A.shape[0]}; relations {A.shape[0]-rA} ({time.time()-t0:.0f}s)", flush=True)
N, nn = M.transpose().nullspace()
Nn = np.array([[int(N[i, j]) for j in range(nn)] for i in range(A.shape[0])], dtype=np.int64)
np.savez(f"rel_{seed}_{a2}{a3}.npz", N=Nn, slots=np.array(slots))
print(f"saved ({time.time()-t0:.0f}s)")
