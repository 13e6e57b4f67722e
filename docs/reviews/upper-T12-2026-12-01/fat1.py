"""Reviewer's own code (fatpoints-T10 review, 2026-12-01): Y_alpha, J_{k alpha}, Y + J at one integer point mod p,
the divisibility + fat-point bound UB(dim Y_alpha), and the per-block / orbit-weighted bounds at depth 4, R = 3.

usage: python fat1.py T SEED P A2 A3 K   (helper-100 adaptation: one class, one output coordinate)
Writes nothing; prints a log (tee it).  Only lab code used: numerics.rank.flint_bridge (ranks, rref, matmul mod p)
and numerics.bounds.depth4 (corner_bound, common_support_count; the latter checked against a brute-force count).
"""
import sys
import time
from itertools import product
from math import comb

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import common_support_count, corner_bound  # noqa: E402
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p  # noqa: E402

T, SEED, P = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
A2, A3, KOUT = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
s = T // 2
N1, N2 = comb(s + 2, 3), comb(s + 1, 2)
t0 = time.time()


def log(*a):
    print(*a, flush=True)


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


KAP = monos(s)
BN = monos(N2)
IB = {e: t for t, e in enumerate(BN)}
IK = {e: t for t, e in enumerate(KAP)}
D = len(KAP) * len(BN)
log(f"T={T} s={s} N1={N1} N2={N2} seed={SEED} p={P}  #kappa={len(KAP)} #b-monomials={len(BN)} D={D}")

# ---------------- the ideal count c_k(N2, s): lab function vs brute force over monomials ----------------
def brute_c(k):
    # monomials b^beta c^gamma (|beta| = N2, |gamma| = s) whose supports share an index of {0..k-1}
    return sum(1 for be in BN for ga in KAP if any(be[j] > 0 and ga[j] > 0 for j in range(k)))


def koszul_c(k):
    # inclusion-exclusion / Koszul count with multiset(3, d) = C(d + 2, 2)
    ms = lambda d: comb(d + 2, 2) if d >= 0 else 0  # noqa: E731
    return sum((-1) ** (i + 1) * comb(k, i) * ms(N2 - i) * ms(s - i) for i in range(1, k + 1))


C = {}
for k in (1, 2, 3):
    lab = common_support_count(R=3, degrees=(N2, s), k=k)
    bf, kz = brute_c(k), koszul_c(k)
    log(f"c_{k}(N2={N2}, s={s}): lab={lab} brute-force={bf} inclusion-exclusion={kz}")
    assert lab == bf == kz
    C[k] = lab

# ---------------- random integer weights ----------------
rng = np.random.default_rng(SEED)
W2, W3, W4 = (rng.integers(1, P, size=(3, 3)).astype(object) for _ in range(3))
# n[i][j] = coefficient vector (over b_0, b_1, b_2) of n_ij(b) = sum_m W3[i,m] b_m W2[m,j]
n = [[[int(W3[i, m] * W2[m, j] % P) for m in range(3)] for j in range(3)] for i in range(3)]


def cross(u, v):
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]


def dot(u, v):
    return sum(x * y for x, y in zip(u, v)) % P


# z_i^(l) (l = 1, 2, 3 -> index 0, 1, 2): common zero of n_ij, j != l
Z = {}
for i in range(3):
    for l in range(3):
        o = [j for j in range(3) if j != l]
        z = cross(n[i][o[0]], n[i][o[1]])
        assert any(z), "n_ij, n_ij' proportional: point undefined"
        Z[(i, l)] = z
keys = sorted(Z)
dist = all(any(cross(Z[a], Z[b])) for x, a in enumerate(keys) for b in keys[x + 1:])
log("nine points z_i^(l) pairwise distinct mod p:", dist)
assert dist
# the quotient argument needs n_{i'1} (i' != i) nonzero at z_i^(2), z_i^(3) (l = 1, 2 in 0-based)
offL = all(dot(n[ip][0], Z[(i, l)]) != 0 for i in range(3) for l in (1, 2) for ip in range(3) if ip != i)
log("n_{i'1}(z_i^(l)) != 0 for i' != i, l in {2,3}:", offL)
assert offL
# also: z_i^(2), z_i^(3) lie on L_i = {n_i1 = 0} and the two are distinct (included above); n_i1 != 0 as forms
assert all(dot(n[i][0], Z[(i, l)]) == 0 for i in range(3) for l in (1, 2))

# ---------------- l_i^kappa as polynomials in (w, b) ----------------
def pmul(f, g):
    out = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = tuple(x + y for x, y in zip(e1, e2))
            out[e] = (out.get(e, 0) + v1 * v2) % P
    return out


lpoly = []
for i in range(3):
    d = {}
    for j in range(3):
        for m in range(3):
            key = tuple(int(x == j) for x in range(3)) + tuple(int(x == m) for x in range(3))
            d[key] = (d.get(key, 0) + n[i][j][m]) % P
    lpoly.append(d)
powcache = {}


def lpow(i, e):
    if (i, e) not in powcache:
        f = {(0,) * 6: 1}
        for _ in range(e):
            f = pmul(f, lpoly[i])
        powcache[(i, e)] = f
    return powcache[(i, e)]


LK = {}
for kp in KAP:
    f = {(0,) * 6: 1}
    for i in range(3):
        f = pmul(f, lpow(i, kp[i]))
    LK[kp] = f
MULT = monos(N2 - s)


def Y_basis(alpha):
    """rref basis of Y_alpha (rows in the D-dim space, column = IK[kappa] * len(BN) + IB[b-exp]); per-kappa dims."""
    blocks, per = [], []
    for kp in KAP:
        gens = {}
        for key, v in LK[kp].items():
            bw, eb = key[:3], key[3:]
            if v and all(bw[x] <= alpha[x] for x in range(3)):
                gens.setdefault(bw, {})[eb] = v
        rows = []
        for g in gens.values():
            for mm in MULT:
                r = np.zeros(len(BN), dtype=np.uint64)
                for eb, v in g.items():
                    r[IB[tuple(x + y for x, y in zip(eb, mm))]] = v
                rows.append(r)
        if not rows:
            per.append((kp, 0, 0))
            continue
        R_, rk = flint_rref_mod_p(np.array(rows, dtype=np.uint64), P)
        per.append((kp, len(gens), rk))
        big = np.zeros((rk, D), dtype=np.uint64)
        off = IK[kp] * len(BN)
        big[:, off:off + len(BN)] = R_[:rk]
        blocks.append(big)
    return np.vstack(blocks), per


def J_basis(supp, k):
    rows = []
    for j in supp:
        for beta in monos(N2 - 1):
            for gam in monos(s - 1):
                r = np.zeros(D, dtype=np.uint64)
                for i in range(3):
                    ec = tuple(gam[x] + (x == i) for x in range(3))
                    for m in range(3):
                        eb = tuple(beta[x] + (x == m) for x in range(3))
                        col = IK[ec] * len(BN) + IB[eb]
                        r[col] = (int(r[col]) + int(W4[k, i]) * n[i][j][m]) % P
                rows.append(r)
    R_, rk = flint_rref_mod_p(np.array(rows, dtype=np.uint64), P)
    return R_[:rk], rk


def UB(alpha):
    """divisibility + fat-point count for sorted alpha = (a1, a2, a3); asserts the fat-point lemma's hypothesis."""
    a1, a2, a3 = alpha
    tot = 0
    worst = None
    for kp in KAP:
        g = [max(kp[i] - a2 - a3, 0) for i in range(3)]
        deg = N2 - sum(g)
        conds = summ = 0
        for i in range(3):
            for al in (a2, a3):  # z_i^(3): order (kappa_i - a3)^+ ; z_i^(2): order (kappa_i - a2)^+
                m = max(kp[i] - al, 0) - g[i]
                assert m >= 0
                conds += comb(m + 1, 2)
                summ += m
        assert deg >= summ - 1, (alpha, kp, deg, summ)
        slack = deg - (summ - 1)
        worst = slack if worst is None else min(worst, slack)
        tot += comb(deg + 2, 2) - conds
    return tot, worst



alpha = (N1 - A2 - A3, A2, A3)
supp = tuple(j for j in range(3) if alpha[j] > 0)
Yb, per = Y_basis(alpha)
dY = Yb.shape[0]
ub, slack = UB(alpha)
log(f"alpha={alpha}: dimY(point)={dY}  fat-point UB={ub} (slack {slack})  per-kappa={[r for _, _, r in per]}  [{time.time()-t0:.0f}s]")
Jb, dJ = J_basis(supp, KOUT)
log(f"dim J_{KOUT} (point) = {dJ}  (c = {C[len(supp)]})  [{time.time()-t0:.0f}s]")
dYJ = flint_rank_mod_p(np.vstack([Yb, Jb]), P, threads=1)[0]
log(f"dim(Y + J_{KOUT}) at the point = {dYJ}  (D = {D})  [{time.time()-t0:.0f}s]")
c = C[len(supp)]
log(f"per-coordinate bound min(c, UB + c - rank) = {min(c, ub + c - dYJ)}; with point dimY instead of UB: {min(c, dY + c - dYJ)}")
