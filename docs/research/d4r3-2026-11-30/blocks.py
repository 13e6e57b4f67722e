"""Depth 4, R = 3, T = 8 (s = 4): ranks of the corner blocks Q_alpha of one random RAC, exact mod p.

Own code (d4r3 helper, 2026-11-30).  Notation of docs/research/d4-2026-11-29/NOTES.md §0:
w = a (.) u_5 (the first layer-1 End state), b, c, g free cut states, End inputs u_6, u_7, u_8.
y = sum_{k,i} g_k (u_8)_i B_ki(w, b, c; u_6, u_7)   (y is linear in g and in u_8).
Rows: 990 random (b, c) points x 3 components k   (990 = dim of bidegree (10, 4) forms, so per k the rows
      evaluate the Start span injectively for generic points).
Cols: NY random (u_6, u_7) points x 3 (the coefficient of (u_8)_i).
w = (1, t, u) on the principal lattice {(i, j): i + j <= 20} (231 points), Q_alpha by inverse Vandermonde.
Only one alpha per S_3-orbit (alpha_1 >= alpha_2 >= alpha_3); generic ranks are S_3-invariant (relabel layer 1).
Every rank is a lower bound on the generic rank of Q_alpha (rank of a submatrix, mod p, at one integer point).

usage: python blocks.py SEED NY YC OUT.npz
"""
import sys
import time

import numpy as np
from flint import nmod_mat

P = 1048573  # prime < 2^20: float64 BLAS dot products of length 231 stay exact (< 2^48)
S, N1, N2 = 4, 20, 10


def mats(rng, n):
    return [rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(n)]


def mv(W, x):
    """W (3x3 ints) times vector x given as list of 3 arrays."""
    return [(W[r, 0] * x[0] + W[r, 1] * x[1] + W[r, 2] * x[2]) % P for r in range(3)]


def had(x, y):
    return [(x[r] * y[r]) % P for r in range(3)]


def main():
    seed, NY, YC, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = np.random.default_rng(seed)
    W2, W3, W4, H1, H2, H3, H4 = mats(rng, 7)
    WO = rng.integers(1, P, size=3, dtype=np.int64)
    X = 990
    bpts = rng.integers(0, P, size=(X, 3), dtype=np.int64)
    cpts = rng.integers(0, P, size=(X, 3), dtype=np.int64)
    u6 = rng.integers(0, P, size=(NY, 3), dtype=np.int64)
    u7 = rng.integers(0, P, size=(NY, 3), dtype=np.int64)
    # w-lattice and its inverse Vandermonde
    pts = [(i, j) for i in range(N1 + 1) for j in range(N1 + 1 - i)]
    monos = pts  # t^a u^b, a + b <= 20  <->  alpha = (20 - a - b, a, b)
    V = nmod_mat([[pow(i, a, P) * pow(j, b, P) % P for (a, b) in monos] for (i, j) in pts], P)
    Vi = V.inv()  # Q(pt) = sum_mono V[pt, mono] q_mono  ->  q = Vi Q
    Vi = np.array([[int(Vi[r, c]) for c in range(len(pts))] for r in range(len(pts))], dtype=np.int64)
    reps = [(a1, a2, N1 - a1 - a2) for a1 in range(N1 + 1) for a2 in range(N1 + 1 - a1)
            if a1 >= a2 >= N1 - a1 - a2]
    sel = [monos.index((a[1], a[2])) for a in reps]
    Vsel = Vi[sel].astype(np.float64)  # (nrep, 231)
    nrep = len(reps)
    store = np.zeros((nrep, 3, X, 3 * NY), dtype=np.uint32)
    # broadcast shapes: x -> axis 0, w -> axis 1, y -> axis 2
    b = [bpts[:, r].reshape(X, 1, 1) for r in range(3)]
    c = [cpts[:, r].reshape(X, 1, 1) for r in range(3)]
    w = [np.ones((1, len(pts), 1), dtype=np.int64), np.array([p[0] for p in pts]).reshape(1, -1, 1),
         np.array([p[1] for p in pts]).reshape(1, -1, 1)]
    # step 5 (y-independent)
    h2_5 = had(b, mv(W2, w))
    h3_5 = had(c, mv(W3, h2_5))
    v5 = mv(W4, h3_5)
    H2h2_5, H3h3_5, H1w = mv(H2, h2_5), mv(H3, h3_5), mv(H1, w)
    t0 = time.time()
    for y0 in range(0, NY, YC):
        y1 = min(NY, y0 + YC)
        U6 = [u6[y0:y1, r].reshape(1, 1, -1) for r in range(3)]
        U7 = [u7[y0:y1, r].reshape(1, 1, -1) for r in range(3)]
        h1_6 = had(H1w, U6)
        h2_6 = had(H2h2_5, mv(W2, h1_6))
        h3_6 = had(H3h3_5, mv(W3, h2_6))
        v6 = mv(W4, h3_6)
        h1_7 = had(mv(H1, h1_6), U7)
        h2_7 = had(mv(H2, h2_6), mv(W2, h1_7))
        h3_7 = had(mv(H3, h3_6), mv(W3, h2_7))
        v7 = mv(W4, h3_7)
        E1, E2, E3 = mv(H1, h1_7), mv(H2, h2_7), mv(H3, h3_7)
        # A = W4 diag(E3) W3 diag(E2) W2 diag(E1); matrices as [[row r][col i]]
        M = [[(W2[r, i] * E1[i]) % P for i in range(3)] for r in range(3)]
        M = [[(E2[r] * M[r][i]) % P for i in range(3)] for r in range(3)]
        M = [[(W3[r, 0] * M[0][i] + W3[r, 1] * M[1][i] + W3[r, 2] * M[2][i]) % P for i in range(3)] for r in range(3)]
        M = [[(E3[r] * M[r][i]) % P for i in range(3)] for r in range(3)]
        A = [[(W4[r, 0] * M[0][i] + W4[r, 1] * M[1][i] + W4[r, 2] * M[2][i]) % P for i in range(3)] for r in range(3)]
        # B = D5 H4^T D6 H4^T D7 H4^T diag(WO) A   (B[k][i])
        Z = [[(WO[r] * A[r][i]) % P for i in range(3)] for r in range(3)]
        for D in (v7, v6, v5):
            Z = [[(H4[0, r] * Z[0][i] + H4[1, r] * Z[1][i] + H4[2, r] * Z[2][i]) % P for i in range(3)]
                 for r in range(3)]
            Z = [[(D[r] * Z[r][i]) % P for i in range(3)] for r in range(3)]
        for k in range(3):
            for i in range(3):
                Bki = np.broadcast_to(Z[k][i], (X, len(pts), y1 - y0)).astype(np.float64)
                q = np.tensordot(Vsel, Bki, axes=([1], [1]))  # (nrep, X, ny)
                q = np.fmod(q, P).astype(np.uint32)
                # column index: 3 * y + i
                store[:, k, :, 3 * y0 + i:3 * y1:3] = q
        if y0 == 0 or (y0 // YC) % 20 == 0:
            print(f"chunk {y0}/{NY} {time.time() - t0:.1f}s", flush=True)
    print(f"eval done {time.time() - t0:.1f}s", flush=True)
    np.savez(out, store=store, reps=np.array(reps), seed=seed, P=P)
    print("saved", out, flush=True)


if __name__ == "__main__":
    main()
