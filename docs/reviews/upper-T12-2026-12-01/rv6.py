"""helper-100 adaptation (upper-T12 review) of the k189-T10 reviewer's rv.py to general s.
Usage: python rv6.py SEED PRIME a2 a3 S YBOUND   (YBOUND: the claimed upper bound on dim Y_alpha, used in Lemma C)
Builds, at one random integer point mod PRIME (weights W3, w=W4[k,:], lam, lamp from random.Random(SEED)):
 A_k = sum_{g<=a'} C_g(m1_k P) from the definition C_g(h) = [u^g] h(v*beta, c), v = 1 + u2 lam + u3 lamp,
 Y   = span{[u^g](Gamma_v^nu) f}, J = (m_k1, m_k2, m_k3)_(N2, s), Lemma V's functionals (NOTES sec. 2 formula),
and prints: vanishing on A, rank of Omega on J, dim(Y + J cap ker Omega), the Lemma C bound."""
import sys, random, itertools, time
import numpy as np
from math import factorial, comb
from flint import nmod_mpoly_ctx, nmod_mat
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p, flint_matmul_mod_p
seed, P, a2, a3, s, UBY = map(int, sys.argv[1:7])
N2 = comb(s + 1, 2); m = s - a2 - a3
t0 = time.time()
def mon(d, n=3): return [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
VB = [(b, c) for b in mon(N2) for c in mon(s)]; IX = {b + c: i for i, (b, c) in enumerate(VB)}; NV = len(VB)
U = lambda A: np.ascontiguousarray(np.asarray(A, dtype=np.int64) % P, dtype=np.uint64)
def rank(A): return 0 if len(A) == 0 else flint_rank_mod_p(U(A), P, threads=1)[0]
def rb(A):
    M, r = flint_rref_mod_p(U(A), P); return M[:r].astype(np.int64)
def mm(A, B): return flint_matmul_mod_p(U(A), U(B), P).astype(np.int64)
rnd = random.Random(seed); R = lambda: rnd.randrange(1, P)
W3 = [[R() for _ in range(3)] for _ in range(3)]; w = [R() for _ in range(3)]
lam = [R() for _ in range(3)]; lamp = [R() for _ in range(3)]
ctx = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'u2', 'u3'), modulus=P)
b1, b2, b3, c1, c2, c3, u2, u3 = ctx.gens(); bb = [b1, b2, b3]; cc = [c1, c2, c3]
v = [1 + u2 * lam[t] + u3 * lamp[t] for t in range(3)]
bs = [bb[t] * v[t] for t in range(3)]                       # beta -> v * beta
Gam = [cc[i] * sum(W3[i][t] * bs[t] for t in range(3)) for i in range(3)]   # gamma(v*beta, c)
M1 = sum(w[i] * Gam[i] for i in range(3))                    # m1_k(v*beta, c)
def ucomp(poly):
    """dict g -> list of ((b,c) exps, coef) for g <= alpha'"""
    out = {}
    for e, cf in poly.to_dict().items():
        g = (e[6], e[7])
        if g[0] <= a2 and g[1] <= a3: out.setdefault(g, []).append((e[:3], e[3:6], int(cf)))
    return out
IDX = np.full((N2 + 1,) * 3 + (s + 1,) * 3, -1, dtype=np.int64)
for kk, ii in IX.items(): IDX[kk] = ii
_cache = {}
def place(terms, fb, fc=(0, 0, 0)):
    key = id(terms)
    if key not in _cache:
        E = np.array([list(eb) + list(ec) for eb, ec, cf in terms], dtype=np.int64)
        C = np.array([cf for eb, ec, cf in terms], dtype=np.int64); _cache[key] = (E, C, terms)
    E, C, _ = _cache[key]
    Es = E + np.array(list(fb) + list(fc))
    ix = IDX[tuple(Es.T)]
    assert (ix >= 0).all()
    row = np.zeros(NV, dtype=np.int64)
    np.add.at(row, ix, C)
    return row % P
G = [(g2, g3) for g2 in range(a2 + 1) for g3 in range(a3 + 1)]
# v^f as polynomial in u only, truncated components
def vpow(f):
    pr = ctx.from_dict({(0,) * 8: 1})
    for t in range(3): pr = pr * v[t] ** f[t]
    d = {}
    for e, cf in pr.to_dict().items():
        if e[6] <= a2 and e[7] <= a3: d[(e[6], e[7])] = int(cf)
    return d
# ---- A_k from the definition: C_g(m1_k gamma^e beta^f) = [u^g] (M1 Gam^e)(..) * beta^f * v^f
Arows = []
Fs = mon(N2 - s); VP = {f: vpow(f) for f in Fs}
for e in mon(s - 1):
    comp = ucomp(M1 * Gam[0] ** e[0] * Gam[1] ** e[1] * Gam[2] ** e[2])
    for f in Fs:
        for g in G:
            row = np.zeros(NV, dtype=np.int64)
            for h, t in comp.items():
                if h[0] <= g[0] and h[1] <= g[1]:
                    cf = VP[f].get((g[0] - h[0], g[1] - h[1]), 0)
                    if cf: row = (row + cf * place(t, f)) % P
            Arows.append(row)
Arows = np.array(Arows)
print(f"s={s} seed={seed} P={P} alpha'=({a2},{a3}) m={m}: {len(Arows)} A_k generators built ({time.time()-t0:.0f}s)", flush=True)
# ---- Lemma V functionals
def cross(x, y): return [(x[1]*y[2]-x[2]*y[1]) % P, (x[2]*y[0]-x[0]*y[2]) % P, (x[0]*y[1]-x[1]*y[0]) % P]
L = lambda t, coef, x: sum(W3[t][r] * coef[r] * x[r] for r in range(3)) % P
one = [1, 1, 1]
ectx = nmod_mpoly_ctx.get(('ei', 'ej'), modulus=P); ei, ej = ectx.gens()
uctx = nmod_mpoly_ctx.get(('U2', 'U3'), modulus=P); U2, U3 = uctx.gens()
xctx = nmod_mpoly_ctx.get(('xi', 'xj', 'xk'), modulus=P)
Om = []
for (i, j, k) in [(1, 0, 2), (2, 1, 0), (0, 2, 1)]:       # reviewer's own labelling of the three points
    q = cross(W3[i], W3[j]); di_v = cross(W3[j], W3[k]); dj_v = cross(W3[k], W3[i])
    assert L(i, one, q) == 0 and L(j, one, q) == 0 and L(j, one, di_v) == 0 and L(i, one, dj_v) == 0
    d_i, d_j, lk = L(i, one, di_v), L(j, one, dj_v), L(k, one, q)
    ai, bi, aj, bj = L(i, lam, q), L(i, lamp, q), L(j, lam, q), L(j, lamp, q)
    nus = [(n, s - m - n) for n in range(s - m + 1)]
    kap = {}
    for nu in nus:
        pol = (U2 * ai + U3 * bi) ** nu[0] * (U2 * aj + U3 * bj) ** nu[1]
        kap[nu] = int(pol.coefficient(pol.monoms().index((a2, a3)))) if (a2, a3) in pol.monoms() else 0
    pvec = (w[j] % P, (-w[i]) % P)
    pin = {}
    for nu in nus:
        x = pow(pvec[0], nu[0], P) * pow(pvec[1], nu[1], P) % P
        for n2 in nus:
            if n2 != nu: x = x * kap[n2] % P
        pin[nu] = x
    # derivative table: D[mu][(ai,aj)] = (d_di^ai d_dj^aj beta^mu)(q)
    D = {}
    for mu in mon(N2):
        pol = ectx.from_dict({(0, 0): 1})
        for t in range(3): pol = pol * (q[t] + ei * di_v[t] + ej * dj_v[t]) ** mu[t]
        dd = pol.to_dict(); D[mu] = {e: int(cf) * factorial(e[0]) * factorial(e[1]) % P for e, cf in dd.items() if sum(e) <= m}
    xi, xj, xk = xctx.gens()
    u1d = w[j] * xi - w[i] * xj; u2d = w[k] * xi - w[i] * xk       # operator symbols
    for r in range(m + 1):
        op = (u1d ** (m - r) * u2d ** r).to_dict() if m > 0 else {(0, 0, 0): 1}
        vec = np.zeros(NV, dtype=np.int64)
        for (x_, y_, z_), cf in op.items():
            cf = int(cf) * factorial(z_) % P * pow(lk, m - z_, P) % P * pow(d_i, m - x_, P) % P * pow(d_j, m - y_, P) % P
            if not cf: continue
            for nu in nus:
                ce = [0, 0, 0]; ce[i] = x_ + nu[0]; ce[j] = y_ + nu[1]; ce[k] = z_
                for mu in mon(N2):
                    val = D[mu].get((x_, y_), 0)
                    if val: vec[IX[mu + tuple(ce)]] = (vec[IX[mu + tuple(ce)]] + cf * pin[nu] % P * val) % P
        Om.append(vec)
    print(f"  point q_{i}{j}: kappa nonzero {all(kap.values())}, l_k d_i d_j nonzero {lk*d_i*d_j % P != 0}", flush=True)
Om = np.array(Om); n = len(Om)
van = not mm(Arows, Om.T).any()
print(f"  {n} functionals; vanish on all A_k generators: {van}; rank Omega {rank(Om)}", flush=True)
Ab = rb(Arows); rA = len(Ab); del Arows
# ---- Y
Yr = []
for nu in mon(s):
    comp = ucomp(Gam[0] ** nu[0] * Gam[1] ** nu[1] * Gam[2] ** nu[2])
    for g, t in comp.items():
        for f in Fs: Yr.append(place(t, f))
Yb = rb(np.array(Yr)); rY = len(Yb); del Yr
# ---- J
Mp = ucomp(M1) if False else None
Jr = []
for gj in [(0, 0), (1, 0), (0, 1)]:
    mk = {}
    for e, cf in M1.to_dict().items():
        if (e[6], e[7]) == gj: mk.setdefault(0, []).append((e[:3], e[3:6], int(cf)))
    for fb in mon(N2 - 1):
        for fc in mon(s - 1): Jr.append(place(mk[0], fb, fc))
Jr = np.array(Jr); Jb = rb(Jr); rJ = len(Jb)
rOJ = rank(mm(Jr, Om.T)); del Jr
print(f"  dim A_k {rA}, dim Y {rY}, dim J {rJ}, dim(Y+J) {rank(np.vstack([Yb, Jb]))}; A in Y {rank(np.vstack([Yb, Ab])) == rY}; A in J {rank(np.vstack([Jb, Ab])) == rJ}", flush=True)
print(f"  rank Omega on J: {rOJ} (n = {n})", flush=True)
MJ = mm(Jb, Om.T)                                  # rJ x n
Mt = nmod_mat(n, rJ, [int(x) for x in MJ.T.ravel()], P)
X, nul = Mt.nullspace()
Xn = np.array([[int(X[a, b]) for b in range(nul)] for a in range(rJ)], dtype=np.int64)
K = mm(Xn.T, Jb)                                    # basis of J cap ker Omega at the point
assert not mm(K, Om.T).any()
rK = rank(K)
rYK = rank(np.vstack([Yb, K]))
print(f"  dim(J cap ker Omega) at point {rK}; dim(Y + J cap ker Omega) {rYK} (D = {NV}); dim(A + ...) A in J cap kerOmega {rank(np.vstack([K, Ab])) == rK}", flush=True)
c3 = 3 * comb(N2 + 1, 2) * comb(s + 1, 2) - 3 * comb(N2, 2) * comb(s, 2) + comb(N2 - 1, 2) * comb(s - 1, 2)
bd = UBY + (c3 - rOJ) - rYK
print(f"  c3 = {c3}; BOUND dim A_k <= {UBY} + ({c3} - {rOJ}) - {rYK} = {bd}; block 3x = {3*bd}; point dim(Y cap J cap kerOm) = {rY + rK - rYK}  ({time.time()-t0:.0f}s)", flush=True)
