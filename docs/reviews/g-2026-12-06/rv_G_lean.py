"""G(n, d), memory-lean (g review, 2026-12-06): rank of Theta(I_X(d, n-1)) in a-degree d+n against h_n(d+n).

Model (weights, mu, psi, lambda, generators of I_X, h) from the previous reviewer's rv_theta.py
(docs/reviews/f2-2026-11-29), imported read-only; points (A, B) and x = (1, t) drawn exactly as its rv_G.py does.
The matrix is allocated once in float64 (N x cols, centred residues mod p) and filled column block by column block,
one block per value of x. Columns (RV_COLS):
  subset   (default) for each x, a random subset of the generators g: column = T_x g = lam_x(A,B) * g(psi_x(A,B));
  sparse:s each column = T_x of a random combination of s random generators;
  comb     each column = T_x of a random combination of all generators (float64 BLAS, exact chunked mod p).
Rank: rv_rank.rank_mod_p (own blocked GF(p) elimination, in place). Every column is T_x of an element of I_X, so
rank = h_n(d+n) (a proven upper bound) certifies G(n, d).
usage: python rv_G_lean.py SEED n d [d ...]     env: RV_COLS, RV_MARGIN (12), RV_MAXGB (refuse above), RV_B (512)
"""
import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "f2-2026-11-29"))
import rv_theta as T  # noqa: E402
from rv_rank import rank_mod_p  # noqa: E402

P = T.P
MODE = os.environ.get("RV_COLS", "subset")
MARGIN = int(os.environ.get("RV_MARGIN", "12"))
MAXGB = float(os.environ.get("RV_MAXGB", "9"))
BW = int(os.environ.get("RV_B", "512"))
DT = np.dtype(os.environ.get("RV_DTYPE", "float64"))  # float32: half the memory (centred residues are exact)


def gen_index(d, n):
    """(k, ia, ib) arrays of ix_generators(d, n-1), same order, with ia, ib indices into exps(d-1), exps(n-2)."""
    Ea, Eb = T.exps(d - 1), T.exps(n - 2)
    ia = {e: i for i, e in enumerate(Ea)}; ib = {e: i for i, e in enumerate(Eb)}
    gens = T.ix_generators(d, n - 1)
    return (np.array([g[0] for g in gens]), np.array([ia[g[1]] for g in gens]), np.array([ib[g[2]] for g in gens]),
            Ea, Eb)


def tx_parts(W, A, B, x, Ea, Eb):
    """lam_x * mu_k(psi_x) (2 x N) and monomial values va (N x |Ea|), vb (N x |Eb|) at psi_x(A, B)."""
    a2, b2 = W.psi(A, B, x)
    lam = W.lam(A, B, x)
    LM = np.stack([lam * W.mu(a2, b2, 0) % P, lam * W.mu(a2, b2, 1) % P])
    return LM, T.mono_vals(a2, Ea), T.mono_vals(b2, Eb)


def gen_cols(LM, va, vb, ks, ias, ibs):
    """int64 (N x len(ks)) values T_x g for the generators (ks, ias, ibs)."""
    return LM[ks].T * va[:, ias] % P * vb[:, ibs] % P


def centred(V):
    V = V.astype(np.float64)
    V[V > P // 2] -= P
    return V


def fill(F, c0, LM, va, vb, K, IA, IB, ncols, rng):
    """Write ncols columns for one x into F[:, c0:c0+ncols]."""
    G = len(K)
    CH = 256
    if MODE == "subset":
        sel = rng.choice(G, ncols, replace=False)
        for s in range(0, ncols, CH):
            q = sel[s:s + CH]
            F[:, c0 + s:c0 + s + len(q)] = centred(gen_cols(LM, va, vb, K[q], IA[q], IB[q]))
    elif MODE.startswith("sparse:"):
        sp = int(MODE.split(":")[1])
        for s in range(0, ncols, CH):
            m = min(CH, ncols - s)
            acc = np.zeros((F.shape[0], m), dtype=np.int64)
            for _ in range(sp):
                q = rng.integers(0, G, m)
                c = rng.integers(1, P, m)
                acc = (acc + gen_cols(LM, va, vb, K[q], IA[q], IB[q]) * c % P) % P
            F[:, c0 + s:c0 + s + m] = centred(acc)
    elif MODE == "comb":
        from rv_rank import matmul_mod
        R = centred(rng.integers(0, P, (G, ncols)))
        out = np.zeros((F.shape[0], ncols))
        for s in range(0, G, 1024):
            q = np.arange(s, min(s + 1024, G))
            V = centred(gen_cols(LM, va, vb, K[q], IA[q], IB[q]))
            t = matmul_mod(V, R[q], P)
            out += t
        from rv_rank import red
        F[:, c0:c0 + ncols] = red(out, P)
    else:
        raise ValueError(MODE)


def run(seed, n, d):
    t0 = time.time()
    W = T.Weights(seed)
    rng = np.random.default_rng(1000 * seed + 17 * n + d)  # as rv_G.py
    K, IA, IB, Ea, Eb = gen_index(d, n)
    tgt = T.h(n, d + n)
    N = tgt + MARGIN
    A = rng.integers(1, P, (N, 3)).astype(np.int64); B = rng.integers(1, P, (N, 3)).astype(np.int64)
    D = d + n
    xs = [(1, int(t)) for t in rng.choice(np.arange(2, P), D + 1, replace=False)]
    per_x = min(len(K), -(-(tgt + MARGIN) // (D + 1)) + (2 if MODE != "subset" else 1))
    cols = per_x * (D + 1)
    gb = DT.itemsize * N * cols / 2**30
    print(f"p={P} seed={seed} n={n} d={d} mode={MODE} dtype={DT}: gens={len(K)} rows={N} cols={cols} (per x {per_x}, "
          f"{D + 1} x) h_n(d+n)={tgt}; float64 matrix {gb:.2f} GiB", flush=True)
    avail = [int(l.split()[1]) for l in open("/proc/meminfo") if l.startswith("MemAvailable")][0] / 2**20
    est = gb * 1.15 + 0.5 + (16 * 1024 * cols / 2**30 if DT == np.float32 else 0)
    print(f"  estimated peak {est:.1f} GiB; RV_MAXGB={MAXGB}; MemAvailable now {avail:.1f} GiB", flush=True)
    if est > MAXGB or est + 1.5 > avail:
        print("REFUSED: does not fit", flush=True)
        return None
    # Lemma I sanity: T_x g vanishes at the Q_j and on X (all generators, x = xs[0])
    QA = np.array([q[0] for q in W.Q]); QB = np.array([q[1] for q in W.Q])
    aX = rng.integers(1, P, (5, 3)).astype(np.int64); bX = np.array([W.bstar(a) for a in aX])
    vQ = gen_cols(*tx_parts(W, QA, QB, xs[0], Ea, Eb), K, IA, IB)
    vX = gen_cols(*tx_parts(W, aX, bX, xs[0], Ea, Eb), K, IA, IB)
    # control: at random points the same values are not all zero
    aR = rng.integers(1, P, (5, 3)).astype(np.int64); bR = rng.integers(1, P, (5, 3)).astype(np.int64)
    vR = gen_cols(*tx_parts(W, aR, bR, xs[0], Ea, Eb), K, IA, IB)
    sane = (not vQ.any()) and (not vX.any()) and bool(vR.all())
    crng = np.random.default_rng(10**6 + 1000 * seed + 17 * n + d)  # column choices
    F = np.empty((N, cols), dtype=DT)
    for i, x in enumerate(xs):
        fill(F, i * per_x, *tx_parts(W, A, B, x, Ea, Eb), K, IA, IB, per_x, crng)
    t1 = time.time()
    print(f"  built in {t1 - t0:.1f}s; LemmaI-sanity(zero at Q_j and X, nonzero at random)={sane}", flush=True)
    r = rank_mod_p(F, P, b=BW, verbose=N > 12000)
    del F
    t2 = time.time()
    print(f"p={P} seed={seed} n={n} d={d} mode={MODE} dtype={DT}: rows={N} cols={cols} rank Theta(I_X_d)={r} h_n(d+n)={tgt} "
          f"short={tgt - r} G holds: {r == tgt}  LemmaI-sanity={sane} [build {t1 - t0:.1f}s, rank {t2 - t1:.1f}s]",
          flush=True)
    return r


if __name__ == "__main__":
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    for d in map(int, sys.argv[3:]):
        run(seed, n, d)
