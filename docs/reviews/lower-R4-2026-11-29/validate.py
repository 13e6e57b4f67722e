"""Validate rac4.py at R = 4, M = 3 (and R = 3, M = 2):
(1) cut: y_full(start, end) == P(a(start), b(start), g(start); end) mod p, exact full RAC vs eval_P;
    negative control: g reversed must disagree;
(2) fast path (H3 = I) vs eval_P, modes top0 and free; negative control: fast path at generic H3 must disagree;
(3) blas_rank_mod_p vs FLINT nmod_mat.rank on evaluation matrices."""
import sys, time, numpy as np
sys.path.insert(0, '/work/main')
from rac4 import *

P1, P2 = 16777213, 11863279
t00 = time.time()

# (1) cut check
ok = tot = 0; neg_groups = neg_bad = 0
for (R, M) in ((4, 3), (3, 2)):
    for fam in ('H3I', 'generic'):
        for n in (2, 3, 5):
            for ws in range(3):
                p = P1 if ws % 2 == 0 else P2
                W = draw_weights(1000 + 100 * n + ws, p, R, M, fam)
                g = np.random.default_rng(5000 + 100 * n + ws)
                nS, nE = 4, 5
                starts = [g.integers(-50, 50, (n, M)) for _ in range(nS)]
                h0s = [[g.integers(-50, 50, R) for _ in range(3)] for _ in range(nS)]
                ends = np.stack([g.integers(-50, 50, (n, M)) for _ in range(nE)])
                abg = [start_states_exact(W, h0s[i], starts[i]) for i in range(nS)]
                a = np.array([[v % p for v in s[0]] for s in abg], dtype=np.int64)
                b = np.array([[v % p for v in s[1]] for s in abg], dtype=np.int64)
                gg = np.array([[v % p for v in s[2]] for s in abg], dtype=np.int64)
                Y = eval_P(W, a, b, gg, ends, p)
                Yneg = eval_P(W, a, b, gg[:, ::-1].copy(), ends, p)
                bad_neg = 0
                for i in range(nS):
                    for j in range(nE):
                        y = full_rac_exact(W, h0s[i], list(starts[i]) + list(ends[j]))
                        tot += 1
                        ok += (y - int(Y[i, j])) % p == 0
                        bad_neg += (y - int(Yneg[i, j])) % p == 0
                neg_groups += 1
                neg_bad += bad_neg == nS * nE
print(f"(1) cut check: {ok}/{tot} agree (R,M in (4,3),(3,2); H3I and generic; n = 2, 3, 5; 3 weight draws each);"
      f" negative control (g reversed) agrees on all entries in {neg_bad} of {neg_groups} groups", flush=True)

# (2) fast path vs general evaluator
for (R, M, n, fam, mode) in ((4, 3, 4, 'H3I', 'top0'), (4, 3, 5, 'H3I', 'top0'), (4, 3, 5, 'H3I', 'free'),
                             (4, 3, 5, 'H3I', 'top2'), (3, 2, 5, 'H3I', 'free'), (4, 3, 5, 'generic', 'top0')):
    p = P1
    W = draw_weights(77 + n, p, R, M, fam)
    g = np.random.default_rng(88 + n)
    c, Q = 100, 300
    a = g.integers(-(p // 2), p // 2, (c, R)); b = g.integers(-(p // 2), p // 2, (c, R))
    if mode == 'free':
        gg = g.integers(-(p // 2), p // 2, (c, R)); ks = None
    else:
        k = int(mode[3:]); gg = np.zeros((c, R), dtype=np.int64); gg[:, k] = 1; ks = [k]
    X = g.integers(-(p // 2), p // 2, (Q, n, M))
    Yf = fast_rows(W, precompute(W, X, p), a, b, gg, p, ks)
    Yg = eval_P(W, a, b, gg, X, p)
    print(f"(2) R={R} M={M} n={n} family={fam} mode={mode}: fast vs general: {np.count_nonzero(np.mod(Yf - Yg, p))}"
          f" of {Yf.size} entries differ; nonzero entries {np.count_nonzero(np.mod(Yg, p))}"
          + ("   [negative control: must differ]" if fam == 'generic' else ""), flush=True)

# (3) BLAS vs FLINT
from numerics.rank.blas import blas_rank_mod_p
def build(R, M, n, pts, ws, ps, p, mode='top0'):
    W = draw_weights(ws, p, R, M, 'H3I')
    g = np.random.default_rng(ps)
    a = g.integers(-(p // 2), p // 2, (pts, R)); b = g.integers(-(p // 2), p // 2, (pts, R))
    if mode == 'free':
        gg = g.integers(-(p // 2), p // 2, (pts, R)); ks = None
    else:
        gg = np.zeros((pts, R), dtype=np.int64); gg[:, 0] = 1; ks = [0]
    X = g.integers(-(p // 2), p // 2, (pts, n, M))
    NtT = precompute(W, X, p)
    Y = np.empty((pts, pts), dtype=np.float32)
    for i in range(0, pts, 32):
        Y[i:i + 32] = crd(fast_rows(W, NtT, a[i:i + 32], b[i:i + 32], gg[i:i + 32], p, ks), p)
    return Y
for (R, M, n, pts, mode, p) in ((4, 3, 3, 1000, 'top0', P1), (4, 3, 3, 1000, 'top0', P2), (4, 3, 3, 1200, 'free', P1),
                                (3, 2, 5, 2450, 'top0', P1), (3, 2, 5, 2450, 'top0', P2), (4, 3, 4, 3000, 'top0', P1)):
    t0 = time.time()
    Y = build(R, M, n, pts, 31 + n, 41 + n, p, mode)
    rf = flint_rank(Y.astype(np.float64), p)
    t1 = time.time()
    rb = blas_rank_mod_p(Y, p, overwrite=True)
    print(f"(3) R={R} n={n} mode={mode} points={pts} p={p}: FLINT {rf}, BLAS {rb} (flint+build {t1-t0:.1f}s, blas {time.time()-t1:.1f}s)", flush=True)
print(f"total wall {time.time()-t00:.1f}s")
