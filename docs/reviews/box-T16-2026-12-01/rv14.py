"""Reviewer's T = 14 (n = 7) checks, built on the T = 12 reviewer's own model code (rv_model14.py = rv_model.py with
another prime, PR = 999983).  Modes:
  python rv14.py count            : item 3 (orbit / block counts, c_3, arithmetic, corner_bound)
  python rv14.py contain SEED     : item 1 numerics (box rows inside Lambda_alpha for the 169 box-covered orbits)
  python rv14.py ranks SEED [box|group|both] : items 2 and 4 (one V_0 sample, then the box rank and/or the group rank)
The box is taken at the vertex e_3 (box functionals u -> [w_1^i w_2^j w_3^(d1-i-j)] u, i, j <= n), as in Lemma B
(the helper used the vertex e_1); the group is the helper's 20 most central non-box orbits, Lambda_G = the
intersection of the window spaces at a random H1 (computed from kernels with python-flint), containment asserted."""
import sys, time, json, resource
import numpy as np
from math import comb
from itertools import permutations
sys.path.insert(0, '.')
sys.path.insert(0, '/work/main')
from rv_model14 import RV, PR, window, monos, mulin
from numerics.rank.flint_bridge import flint_rank_mod_p
import flint

import os
n = int(os.environ.get('RV_N', '7'))


def c3(d1, d2, R=3, k=3):
    mm = lambda d: comb(R + d - 1, d) if d >= 0 else 0
    return sum((-1) ** (i + 1) * comb(k, i) * mm(d1 - i) * mm(d2 - i) for i in range(1, k + 1))


def rss():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6  # GB


def coef_rows(m, H1, pexp):
    """dict beta -> vector over gamma of [w^beta](prod_r (H1 w)_r^pexp (W2 w)^gamma), |beta| = d1 + 3 pexp"""
    deg = m.d1 + 3 * pexp
    K = deg + 1
    P = np.zeros((K, K), np.int64); P[0, 0] = 1
    for r in range(3):
        for _ in range(pexp):
            P = mulin(P, H1[r])
    G = np.repeat(P[None], len(m.gam), axis=0)
    e = np.array(m.gam, dtype=np.int64)
    for r in range(3):
        for k in range(m.d1):
            sel = e[:, r] > k
            G[sel] = mulin(G[sel], m.W2[r])
    return {(b1, b2, b3): G[:, b2, b3].copy() for (b1, b2, b3) in monos(deg)}


def rk(rows):
    A = np.ascontiguousarray(np.stack(rows) % PR).astype(np.uint64)
    return flint_rank_mod_p(A, PR, threads=1)[0]


def nullspace(A):
    """basis (rows) of {v : A v = 0} mod PR, A an int array (r, c)"""
    r, c = A.shape
    M = flint.nmod_mat(r, c, [int(x) for x in (A % PR).ravel()], PR)
    X, k = M.nullspace()
    return np.array([[int(X[i, j]) for i in range(c)] for j in range(k)], dtype=np.int64).reshape(k, c)


def interior(N1):
    return [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]


mode = sys.argv[1]
t0 = time.time()
N1, d1 = comb(n + 2, 3), comb(n + 1, 2)
D = d1 + 3 * (n - 1)

if mode == 'count':
    blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if min(a, b, N1 - a - b) >= n]
    orb = sorted({tuple(sorted(x, reverse=True)) for x in blocks})
    size = lambda o: len(set(permutations(o)))
    cov = [o for o in orb if o[0] >= D]
    rest = sorted([o for o in orb if o[0] < D], key=lambda a: (-min(a), a))
    g = rest[:20]
    print(f"n={n} N1={N1} d1={d1} D={D} side={comb(d1 + 2, 2)}*{comb(n + 2, 2)}={comb(d1 + 2, 2) * comb(n + 2, 2)}")
    print(f"interior blocks={len(blocks)} (C(N1-3n+2,2)={comb(N1 - 3 * n + 2, 2)}) orbits={len(orb)} "
          f"sum of orbit sizes={sum(map(size, orb))}")
    print(f"max alpha >= D: orbits={len(cov)} blocks={sum(map(size, cov))} (direct count "
          f"{sum(1 for x in blocks if max(x) >= D)})")
    print(f"max alpha < D: orbits={len(rest)} blocks={sum(map(size, rest))}")
    print(f"group of 20 most central (sorted by (-min, alpha)): {g[0]} ... {g[-1]}, blocks={sum(map(size, g))}")
    print("group:", g)
    print(f"c3(28,7)={c3(28, 7)} c3(21,6)={c3(21, 6)} 3*c3(28,7)={3 * c3(28, 7)}")
    nb = sum(map(size, cov)) + sum(map(size, g))
    print(f"{sum(map(size, cov))}*{3 * c3(28, 7)}={sum(map(size, cov)) * 3 * c3(28, 7)}; "
          f"{nb}*{3 * c3(28, 7)}={nb * 3 * c3(28, 7)}; all interior {len(blocks)}*{3 * c3(28, 7)}="
          f"{len(blocks) * 3 * c3(28, 7)}")
    # every interior block has a coordinate >= D for n >= 11?
    for nn in range(5, 16):
        NN, dd = comb(nn + 2, 3), comb(nn + 1, 2); DD = dd + 3 * (nn - 1)
        worst = min(max(a, b, NN - a - b) for a in range(NN + 1) for b in range(NN + 1 - a) if min(a, b, NN - a - b) >= nn)
        print(f"  n={nn} N1={NN} D={DD} min over interior of max alpha = {worst} -> all covered: {worst >= DD}")
    try:
        from numerics.bounds.depth4 import corner_bound
        vals = {corner_bound(R=3, T=14, alpha=a) for a in orb}
        print("corner_bound(R=3,T=14) over the 363 interior orbits:", vals)
    except Exception as ex:
        print("corner_bound not run:", ex)
    try:
        from proofs.general.depth4.corner_blocks import start_jacobian_rank
        for s in (1, 7):
            print(f"start_jacobian_rank(n=7, R=3, seed={s}) =", start_jacobian_rank(n=7, R=3, seed=s), flush=True)
    except Exception as ex:
        print("lemma S not run:", ex)
    print(f"[{time.time() - t0:.1f}s]")

if mode == 'contain':
    seed = int(sys.argv[2])
    m = RV(n, seed)
    print("point checksum", [int(x.sum() % PR) for x in (m.W2, m.W3, m.H2, m.H3, m.H1, m.L)], flush=True)
    H1 = m.H1
    Pe3 = 1
    for r in range(3):
        Pe3 = Pe3 * pow(int(H1[r, 2]), n - 1, PR) % PR
    print(f"n={n} seed={seed} p={PR} D={D} H1 e_3 = {H1[:, 2].tolist()}, P(e_3) = {Pe3} (nonzero: {Pe3 != 0})", flush=True)
    Mw = coef_rows(m, H1, n - 1)
    Mb = coef_rows(m, H1, 0)
    box = [Mb[(i, j, d1 - i - j)] for i in range(n + 1) for j in range(n + 1)]
    rbox = rk(box)
    print(f"box functionals: {len(box)}, rank {rbox}", flush=True)
    orb = interior(N1)
    cov = [o for o in orb if o[0] >= D]
    bad = 0
    for o in cov:
        a = (o[2], o[1], o[0])          # largest coordinate last: the box at e_3
        B = window(D, a)
        rw = rk([Mw[b] for b in B]); rwb = rk([Mw[b] for b in B] + box)
        bad += rw != rwb
        print(f"alpha={a} |B|={len(B)} rank window={rw} rank window+box={rwb} {'CONTAINED' if rw == rwb else 'NOT'}",
              flush=True)
    print(f"box-covered orbits: {len(cov)}, not contained: {bad}", flush=True)
    # control 1: orbits with max alpha < D (Lemma B does not apply): how many windows contain the box anyway
    rest = [o for o in orb if o[0] < D]
    cnt = 0
    for o in rest:
        a = (o[2], o[1], o[0]); B = window(D, a)
        rw = rk([Mw[b] for b in B]); rwb = rk([Mw[b] for b in B] + box)
        cnt += rw == rwb
    print(f"control: orbits with max < D whose window (largest coordinate at e_3) contains the box: {cnt} of {len(rest)}",
          flush=True)
    # control 2: H1 e_3 with a zero entry (P(e_3) = 0): containment should fail for (19, 19, 46)
    H1z = H1.copy(); H1z[0, 2] = 0
    Mz = coef_rows(m, H1z, n - 1)
    for a in [(19, 19, 46), (7, 7, 70)]:
        B = window(D, a)
        rw = rk([Mz[b] for b in B]); rwb = rk([Mz[b] for b in B] + box)
        print(f"control P(e_3)=0: alpha={a} rank window={rw} rank window+box={rwb} "
              f"{'CONTAINED' if rw == rwb else 'NOT'}", flush=True)
    print(f"[{time.time() - t0:.1f}s, maxrss {rss():.2f} GB]")

if mode == 'ranks':
    seed = int(sys.argv[2]); which = sys.argv[3] if len(sys.argv) > 3 else 'both'
    m = RV(n, seed)
    print("point checksum", [int(x.sum() % PR) for x in (m.W2, m.W3, m.H2, m.H3, m.H1, m.L)], flush=True)
    target = c3(d1, n)
    ncols = target + 45
    nc, ng = m.nc, len(m.gam)
    print(f"n={n} seed={seed} p={PR} d1={d1} D={D} rows={ng * nc} cols={ncols} target={target}", flush=True)
    Mb = coef_rows(m, m.H1, 0)
    Mw = coef_rows(m, m.H1, n - 1)
    base = np.empty((ncols, nc, ng), np.uint32)
    for s in range(0, ncols, 512):
        k = min(512, ncols - s)
        base[s:s + k] = m.columns(k)
    print(f"V_0 sample built [{time.time() - t0:.0f}s, maxrss {rss():.2f} GB]", flush=True)
    arng = np.random.default_rng(7000 + seed)
    res = {}

    def xrank(Lam, label):
        t1 = time.time()
        Lam = np.asarray(Lam, np.int64) % PR
        A = np.empty((nc * ng, ncols), np.uint32)
        for s in range(0, ncols, 512):
            k = min(512, ncols - s)
            a = arng.integers(0, PR, size=(k, len(Lam)), dtype=np.int64)
            lam = np.zeros((k, ng), np.int64)
            for s2 in range(0, len(Lam), 64):
                lam = (lam + a[:, s2:s2 + 64] @ Lam[s2:s2 + 64]) % PR
            blk = (base[s:s + k].astype(np.int64) * lam[:, None, :]) % PR
            A[:, s:s + k] = blk.reshape(k, -1).T
        print(f"  {label}: matrix {A.shape} built [{time.time() - t1:.0f}s]", flush=True)
        r = flint_rank_mod_p(A, PR, threads=1)[0]
        del A
        print(f"  {label}: rank={r} target={target} {'FULL' if r == target else 'SHORT'} [{time.time() - t1:.0f}s, "
              f"total {time.time() - t0:.0f}s, maxrss {rss():.2f} GB]", flush=True)
        return r

    if which in ('box', 'both'):
        box = [Mb[(i, j, d1 - i - j)] for i in range(n + 1) for j in range(n + 1)]
        print(f"box at e_3: 64 functionals, rank {rk(box)}", flush=True)
        res['box'] = xrank(box, f'box ({n},{n}) at e_3')
    if which in ('group', 'both'):
        orb = interior(N1)
        rest = sorted([o for o in orb if o[0] < D], key=lambda a: (-min(a), a))
        G = rest[:20]
        t1 = time.time()
        kers = []
        for a in G:
            Ma = np.stack([Mw[b] for b in window(D, a)])
            Ka = nullspace(Ma)
            print(f"  alpha={a} |B|={len(Ma)} dim Lambda_alpha={ng - len(Ka)}", flush=True)
            kers.append(Ka)
        Z = np.concatenate(kers)
        LamG = nullspace(Z) if len(Z) else np.eye(ng, dtype=np.int64)
        for a in G:
            Ma = np.stack([Mw[b] for b in window(D, a)])
            ra = rk(list(Ma)); rab = rk(list(Ma) + list(LamG))
            assert ra == rab, a
        mn = tuple(min(y[i] for y in G) for i in range(3))
        rsub = rk([Mw[b] for b in window(D, mn)])
        print(f"group {G}\n  dim Lambda_G={len(LamG)} (containment in every Lambda_alpha asserted); "
              f"[the sub-window of the componentwise min {mn}: |B|={len(window(D, mn))}, rank {rsub}] "
              f"[{time.time() - t1:.0f}s]", flush=True)
        res['group'] = xrank(LamG, 'group of 20')
    json.dump(res, open(f"rv14_ranks_seed{seed}_{which}.json", "w"))
    print("done", f"total {time.time() - t0:.0f}s")
