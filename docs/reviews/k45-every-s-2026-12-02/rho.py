"""Reviewer helper-118: Lemma 2's three claims at general s, directly, with explicit rho_S functionals.
zeta_m = (Q gamma)_m, l = B beta' random (Q, B random mod P).  For each 2-set S = {m, m'}: z = common zero of
zeta_m, zeta_m' (cross product of the rows); phi_S = 3 functionals on binary d-forms killing c_S * k[.]_(d-3)
(null space), c_S = l123(beta'_m'' = 0).  omega_S(beta'^a gamma^e) = [a_m'' = 0] z^e phi_S(t^a_m u^a_m').
Checks: (1) rho kills every generator beta'_n zeta_n beta'^a gamma^b of J3(d, s-1); (2) rho kills l123 * every
monomial of P(d-3, s-1); (3) rank of rho on the monomials of P(d, s-1) whose beta'-support is exactly some S is 9.
Imports nothing from proofs.*.  Usage: python rho.py SEED PRIME s"""
import sys, random, itertools, time
import numpy as np
from flint import nmod_mpoly_ctx, nmod_mat
seed, P, s = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); t0 = time.time()
N2 = s * (s + 1) // 2; DB, DG = N2 - s, s - 1
rnd = random.Random(seed); R = lambda: rnd.randrange(1, P)
ctx = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'g1', 'g2', 'g3'), modulus=P)
x = ctx.gens()[:3]; g = ctx.gens()[3:]
def mon(d): return [e for e in itertools.product(range(d + 1), repeat=3) if sum(e) == d]
def mono(v, e):
    r = ctx.from_dict({(0,) * 6: 1})
    for t in range(3): r = r * v[t] ** e[t]
    return r
Q = [[R() for _ in range(3)] for _ in range(3)]; B = [[R() for _ in range(3)] for _ in range(3)]
zeta = [sum(Q[m][t] * g[t] for t in range(3)) for m in range(3)]
l = [sum(B[i][t] * x[t] for t in range(3)) for i in range(3)]; l123 = l[0] * l[1] * l[2]
funcs = []   # (m, m', m'', z, phi matrix (d+1) x 3)
for S in itertools.combinations(range(3), 2):
    m, mp = S; mpp = 3 - m - mp
    a, b = Q[m], Q[mp]
    zpt = [(a[1] * b[2] - a[2] * b[1]) % P, (a[2] * b[0] - a[0] * b[2]) % P, (a[0] * b[1] - a[1] * b[0]) % P]
    assert any(zpt)
    # c_S as binary cubic in (t, u) = (beta'_m, beta'_m'): prod_i (B[i][m] t + B[i][mp] u); coefficients by t-degree
    c = [1]
    for i in range(3):
        new = [0] * (len(c) + 1)
        for j, cj in enumerate(c):            # c_j is the coefficient of t^j u^(deg-j)
            new[j + 1] = (new[j + 1] + cj * B[i][m]) % P; new[j] = (new[j] + cj * B[i][mp]) % P
        c = new
    rows = []   # c_S * t^i u^(d-3-i) as vectors over t^j u^(d-j), j = 0..d
    for i in range(DB - 2):
        v = [0] * (DB + 1)
        for j, cj in enumerate(c): v[i + j] = cj
        rows.append(v)
    X, nul = nmod_mat(len(rows), DB + 1, [t for r in rows for t in r], P).nullspace()
    assert nul == 3, nul
    phi = [[int(X[i, j]) for j in range(3)] for i in range(DB + 1)]
    funcs.append((m, mp, mpp, zpt, phi))
def rho(p):
    out = [0] * 9
    for e, cf in p.to_dict().items():
        a, ge = e[:3], e[3:]
        for k, (m, mp, mpp, zpt, phi) in enumerate(funcs):
            if a[mpp]: continue
            w = cf * pow(zpt[0], ge[0], P) * pow(zpt[1], ge[1], P) * pow(zpt[2], ge[2], P) % P
            row = phi[a[m]]   # the monomial t^a_m u^a_m' sits at index j = a_m
            for j in range(3): out[3 * k + j] = (out[3 * k + j] + w * row[j]) % P
    return out
bad_J = 0; nJ = 0
for n in range(3):
    for a in mon(DB - 1):
        for b in mon(DG - 1):
            nJ += 1; bad_J += any(rho(x[n] * zeta[n] * mono(x, a) * mono(g, b)))
bad_L = 0; nL = 0
for a in mon(DB - 3):
    for b in mon(DG):
        nL += 1; bad_L += any(rho(l123 * mono(x, a) * mono(g, b)))
mixed = [rho(mono(x, a) * mono(g, b)) for a in mon(DB) if sum(1 for t in a if t) == 2 for b in mon(DG)]
rk = nmod_mat(len(mixed), 9, [t for r in mixed for t in r], P).rank()
print(f"s={s} d={DB} seed={seed} P={P}: rho nonzero on {bad_J} of {nJ} J3 generators; on {bad_L} of {nL} "
      f"l123*monomials; rank of rho on {len(mixed)} support-2 monomials = {rk} (claim 9); {time.time() - t0:.0f}s")
