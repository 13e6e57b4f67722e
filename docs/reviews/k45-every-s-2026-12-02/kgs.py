"""Reviewer helper-118: k45's edge family K_G at general s in reduced coordinates (beta', gamma), with the J3_r
quotient computed BLOCKWISE (grading by the beta'-exponent a; per block a numerical null space of the gamma-part
generators zeta_rm gamma^b, m in supp a).  Adapted from docs/reviews/upper-T12-2026-12-01/kg.py (itself k189-T10's
kg_check.py): same model (random H2, H3, H4, W3, W4, lambda; B = W3 H2^-1; L = H2 diag(lam) H2^-1;
Q_r = W3^T diag(W4[r]) H3), same F, F' formulas; only the quotient is graded so that s = 7, 8 fit.
Imports nothing from proofs.*.  Usage: python kgs.py SEED PRIME s [chunk]"""
import sys, random, itertools, time, resource
import numpy as np
from flint import nmod_mpoly_ctx, nmod_mat
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_matmul_mod_p
t0 = time.time()
seed, P, s = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
CH = int(sys.argv[4]) if len(sys.argv) > 4 else 1500
N2 = s * (s + 1) // 2; DB, DG = N2 - s, s - 1
rnd = random.Random(seed); R = lambda: rnd.randrange(1, P)
def M(): return nmod_mat(3, 3, [R() for _ in range(9)], P)
H2, H3, H4, W3 = M(), M(), M(), M(); W4 = [[R() for _ in range(3)] for _ in range(3)]; lam = [R() for _ in range(3)]
assert all(int(A.det()) for A in (H2, H3, H4, W3))
B = W3 * H2.inv(); L = H2 * nmod_mat(3, 3, [lam[0], 0, 0, 0, lam[1], 0, 0, 0, lam[2]], P) * H2.inv()
assert all(int(B[i, j]) for i in range(3) for j in range(3))
H4iT = H4.inv().transpose()
ctx = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'g1', 'g2', 'g3'), modulus=P)
x = ctx.gens()[:3]; g = ctx.gens()[3:]; z = ctx.from_dict({})
lin = lambda A, v: [sum((int(A[i, t]) * v[t] for t in range(3)), z) for i in range(3)]
l = lin(B, x); Lx = lin(L, x); lp = lin(B, Lx)
l123 = l[0] * l[1] * l[2]
m1 = [sum((W4[k][i] * g[i] for i in range(3)), z) for k in range(3)]
Q = [W3.transpose() * nmod_mat(3, 3, [W4[r][0], 0, 0, 0, W4[r][1], 0, 0, 0, W4[r][2]], P) * H3 for r in range(3)]
assert all(int(q.det()) for q in Q)
def l123L0(h):
    t1 = sum((Lx[a] * h.derivative(a) for a in range(3)), z) * l123
    t2 = sum((g[i] * lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] * h.derivative(3 + i) for i in range(3)), z)
    return t1 + t2
L0l123 = sum((lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] for i in range(3)), z)
def mon(dg): return [e for e in itertools.product(range(dg + 1), repeat=3) if sum(e) == dg]
def mono(v, e):
    r_ = ctx.from_dict({(0,) * 6: 1})
    for t in range(3): r_ = r_ * v[t] ** e[t]
    return r_
GM = mon(DG); GIX = {b: i for i, b in enumerate(GM)}; ng = len(GM)
# gamma-part annihilators per (r, support): null space of rows zeta_rm * gamma^b (|b| = DG - 1), m in supp
ANN = {}; qdims = {}
for r in range(3):
    zr = [sum((int(Q[r][m, i]) * ctx.gens()[3 + i] for i in range(3)), z) for m in range(3)]
    for size in (1, 2, 3):
        for S in itertools.combinations(range(3), size):
            rows = []
            for m in S:
                for b in mon(DG - 1):
                    v = [0] * ng
                    for e, c in (zr[m] * mono(g, b)).to_dict().items(): v[GIX[tuple(e[3:])]] = int(c)
                    rows.append(v)
            Jm = nmod_mat(len(rows), ng, [c for row in rows for c in row], P)
            X, nul = Jm.nullspace()
            ANN[(r, S)] = np.array([[int(X[i, j]) for j in range(nul)] for i in range(ng)], dtype=np.int64)
            qdims[(r, S)] = nul
# the beta'-blocks with nonzero quotient: only a with a zero entry (checked below: size-3 supports have quotient 0)
for r in range(3):
    print(f"r={r}: gamma-quotient dims by support: " + " ".join(f"{''.join(map(str, S))}:{qdims[(r, S)]}" for (rr, S) in qdims if rr == r))
AB = [a for a in mon(DB)]
supp = lambda a: tuple(i for i in range(3) if a[i] > 0)
q_r = [sum(qdims[(r, supp(a))] for a in AB) for r in range(3)]
dimP = len(AB) * ng
print(f"s={s} d={DB}: dim P(d,s-1) = {dimP}; quotient q_r = {q_r}; so dim J3_r = {[dimP - q for q in q_r]}", flush=True)
assert all(qdims[(r, (0, 1, 2))] == 0 for r in range(3))
BND = [a for a in AB if min(a) == 0]; BIX = {a: i for i, a in enumerate(BND)}
# Abig: rows (a in BND, b), columns: for each r, the quotient coordinates of block a
cols = []; off = 0; coloff = {}
for r in range(3):
    for a in BND:
        coloff[(r, a)] = off; off += qdims[(r, supp(a))]
Abig = np.zeros((len(BND) * ng, off), dtype=np.int64)
for r in range(3):
    for a in BND:
        A = ANN[(r, supp(a))]
        Abig[BIX[a] * ng:(BIX[a] + 1) * ng, coloff[(r, a)]:coloff[(r, a)] + A.shape[1]] = A
rblock = np.zeros(off, dtype=np.int64)
for (r, a), o in coloff.items(): rblock[o:o + qdims[(r, supp(a))]] = r
U = lambda A: np.ascontiguousarray(np.array(A) % P, dtype=np.uint64)
rk = lambda A: flint_rank_mod_p(U(A), P, threads=1)[0]
def bvec(p, out):
    for e, c in p.to_dict().items():
        a = tuple(e[:3])
        if min(a) == 0: out[BIX[a] * ng + GIX[tuple(e[3:])]] = int(c)
print(f"  boundary monomials {len(BND) * ng}, quotient columns {off}; setup {time.time() - t0:.1f}s", flush=True)
# Lemma 1 identity on a few G: l123 m1_k F'_k == m1_k (l123 L0)(F_k) + F_k (l123 L0)(m1_k)
Gs = [a + b for a in mon(DB - 3) for b in mon(DG - 1)]
ok = True
for t in range(5):
    k = t % 3; e = Gs[rnd.randrange(len(Gs))]; G = mono(x, e[:3]) * mono(g, e[3:])
    F = m1[k] * l123 * G; lm = l123L0(m1[k]); Fp = 2 * G * lm + m1[k] * (G * L0l123 + l123L0(G))
    ok &= (l123 * m1[k] * Fp == m1[k] * l123L0(F) + F * lm)
print(f"  Lemma 1 identity on 5 random G: {ok}", flush=True)
unk = [(k, e) for k in range(3) for e in Gs]
print(f"  unknowns {len(unk)}", flush=True)
C1 = np.zeros((len(unk), off), dtype=np.int64); C2 = np.zeros((len(unk), off), dtype=np.int64)
H = np.array([[int(H4iT[r, k]) for k in range(3)] for r in range(3)], dtype=np.int64)
lms = [l123L0(m1[k]) for k in range(3)]
for st in range(0, len(unk), CH):
    part = unk[st:st + CH]
    V1 = np.zeros((len(part), len(BND) * ng), dtype=np.int64); V2 = np.zeros_like(V1)
    for i, (k, e) in enumerate(part):
        G = mono(x, e[:3]) * mono(g, e[3:])
        bvec(m1[k] * l123 * G, V1[i]); bvec(2 * G * lms[k] + m1[k] * (G * L0l123 + l123L0(G)), V2[i])
    for V, C in ((V1, C1), (V2, C2)):
        Y = flint_matmul_mod_p(U(V), U(Abig), P).astype(np.int64)
        ks = np.array([k for k, _ in part])
        C[st:st + len(part)] = (Y * H[rblock][:, ks].T) % P    # theta_r = (H4^-T)[r,k] F_k
    print(f"    rows {st + len(part)}/{len(unk)}  {time.time() - t0:.0f}s", flush=True)
r1, r2, r12 = rk(C1), rk(C2), rk(np.hstack([C1, C2]))
q = q_r[0]
print(f"s={s} seed={seed} P={P}: unknowns {len(unk)}; rank(F-conditions) {r1} [count 3(q-9) = {3 * (q - 9)}]; "
      f"rank(F'-conditions) {r2} [count 3q = {3 * q}]; together {r12}; dim K_G = {len(unk) - r12} "
      f"[count {len(unk) - 3 * (q - 9) - 3 * q}]; z_bound {sum(dimP - qq for qq in q_r)}; "
      f"2 z_bound - dim K_G = {2 * sum(dimP - qq for qq in q_r) - (len(unk) - r12)}", flush=True)
# Lemma 2 alone, r = 0: image of l123 * P(d-3, s-1) in P(d, s-1)/J3_0 (count q - 9)
G3 = [a + b for a in mon(DB - 3) for b in mon(DG)]
cols0 = np.where(rblock == 0)[0]
rows = []
for st in range(0, len(G3), CH):
    part = G3[st:st + CH]; V = np.zeros((len(part), len(BND) * ng), dtype=np.int64)
    for i, e in enumerate(part): bvec(l123 * mono(x, e[:3]) * mono(g, e[3:]), V[i])
    rows.append(flint_matmul_mod_p(U(V), U(Abig[:, cols0]), P).astype(np.int64))
print(f"  Lemma 2, r=0: rank of l123*P(d-3,s-1) in the quotient = {rk(np.vstack(rows))} [count q-9 = {q - 9}], "
      f"over {len(G3)} generators", flush=True)
print(f"done {time.time() - t0:.0f}s, maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")
