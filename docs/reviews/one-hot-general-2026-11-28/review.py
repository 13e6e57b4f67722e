"""Independent checks of Propositions 17 and 18 (reviewer's own code; only flint's nmod_mat rank is borrowed).

Usage: ``python review.py identity|formulas|rank M R T|exceptions``. Arithmetic is GF(P), P = 67108859 < 2**26,
so products of two residues plus a sum of <= 8 of them fit in int64.
"""

from __future__ import annotations

import sys
from math import comb

import flint
import numpy as np

P = 67108859


def mset(n: int, k: int) -> int:
    """((n, k)): multisets of size k from n items; 0 for n <= 0 < k, 1 for k = 0."""
    if k == 0:
        return 1
    return comb(n + k - 1, k) if n > 0 else 0


def rho2(M: int, R: int, T: int) -> int:
    s = T // 2
    return min(R * (mset(R, s) - mset(R - M, s)), M**s, min(R, M) * M ** (s - 1))


def ideal(M: int, R: int, T: int) -> int:
    s = T // 2
    return R * (mset(R, s) - mset(R - M, s))


def end_input(M: int, R: int, T: int) -> int:
    """Proposition 2, general inputs, depth 2: prod_{e=s+1}^T ((min(R, M), N_e)), N_e = T - e + 1."""
    out = 1
    for e in range(T // 2 + 1, T + 1):
        out *= mset(min(R, M), T - e + 1)
    return out


def cap(M: int, R: int, T: int) -> int:
    return min(ideal(M, R, T), end_input(M, R, T))


def rand_rac(rng, L: int, M: int, R: int, free_h0: bool):
    WI = [rng.integers(0, P, (R, M if l == 0 else R)) for l in range(L)]
    WH = [rng.integers(0, P, (R, R)) for _ in range(L)]
    WO = rng.integers(0, P, (1, R))
    h0 = [rng.integers(0, P, R) for _ in range(L)] if free_h0 else None
    return WI, WH, WO, h0


def run(rac, X, state=None):
    """Own recurrence. X: (T', M, B) inputs (columns = sequences). state: per-layer (R, B) states or None (start:
    h0 given, or the convention W^H h^0 = 1). Returns the final per-layer states."""
    WI, WH, _, h0 = rac
    L, B = len(WH), X.shape[2]
    h = state
    for t in range(X.shape[0]):
        if h is None:
            a = [
                np.ones((WH[0].shape[0], B), np.int64) if h0 is None else np.tile((WH[l] @ h0[l] % P)[:, None], B)
                for l in range(L)
            ]
        else:
            a = [WH[l] @ h[l] % P for l in range(L)]
        new, below = [], X[t]
        for l in range(L):
            new.append(a[l] * (WI[l] @ below % P) % P)
            below = new[-1]
        h = new
    return h


def out(rac, h):
    return (rac[2] @ h[-1] % P)[0]


def words(K: int, n: int) -> np.ndarray:
    return np.array(np.meshgrid(*[np.arange(K)] * n, indexing="ij")).reshape(n, -1) if n else np.zeros((0, 1), int)


def grid_matrix(rac, symbols, T):
    """Start-End matrix of y on the grid: symbols (M', K) columns; rows Start words, cols End words."""
    K, s = symbols.shape[1], T // 2
    S, E = words(K, s), words(K, T - s)
    hs = run(rac, symbols[:, S].transpose(1, 0, 2))
    rows = []
    for i in range(S.shape[1]):
        st = [np.tile(x[:, i : i + 1], E.shape[1]) for x in hs]
        rows.append(out(rac, run(rac, symbols[:, E].transpose(1, 0, 2), st)))
    return np.array(rows)


def rank(A) -> int:
    return flint.nmod_mat(A.tolist(), P).rank()


def identity(seed: int = 0):
    rng = np.random.default_rng(seed)
    for L, M, R, T, K in [
        (2, 2, 2, 4, 3),
        (2, 3, 2, 4, 5),
        (2, 2, 3, 4, 2),
        (3, 2, 2, 4, 3),
        (3, 3, 2, 6, 4),
        (2, 3, 3, 4, 7),
        (3, 2, 3, 4, 4),
        (2, 2, 2, 6, 4),
        (3, 4, 3, 4, 6),
        (2, 2, 3, 6, 5),
    ]:
        for free in (False, True):
            rac = rand_rac(rng, L, M, R, free)
            tau = rng.integers(0, P, (M, K))  # templates as columns
            G = grid_matrix(rac, tau, T)
            oh = ([rac[0][0] @ tau % P, *rac[0][1:]], rac[1], rac[2], rac[3])
            H = grid_matrix(oh, np.eye(K, dtype=np.int64), T)
            extra = (
                f" rho2(K,R,T)={rho2(K, R, T)} rho2(M,R,T)={rho2(M, R, T)} cap(M,R,T)={cap(M, R, T)}" if L == 2 else ""
            )
            print(
                f"L={L} M={M} R={R} T={T} K={K} free_h0={free}: mismatches={int(np.count_nonzero(G != H))}"
                f" rank={rank(G)}{extra}"
            )


def formulas():
    bad = 0
    for R in range(1, 41):
        for T in range(4, 201, 2):
            s = T // 2
            K = mset(R, s) + R - 1
            D = R * mset(R, s)
            for M in (R, R + 1, R + 5):
                if not (rho2(K, R, T) == D == cap(M, R, T) == ideal(M, R, T) <= end_input(M, R, T)):
                    bad += 1
        if not (rho2(R, R, 2) == R == cap(R, R, 2) == cap(R + 3, R, 2)):
            bad += 1
    print(f"R=1..40, T=4..200, M in R, R+1, R+5 (and T=2): failures={bad}")


def eval_rank(M, R, T, seed=0, extra=10):
    rng = np.random.default_rng(seed)
    rac = rand_rac(rng, 2, M, R, False)
    s, N = T // 2, cap(M, R, T) + extra
    hs = run(rac, rng.integers(0, P, (s, M, N)))
    Xe = rng.integers(0, P, (T - s, M, N))
    A = np.empty((N, N), np.int64)
    for i in range(N):
        A[i] = out(rac, run(rac, Xe, [np.tile(x[:, i : i + 1], N) for x in hs]))
    return rank(A), N


def main():
    cmd = sys.argv[1]
    if cmd == "identity":
        identity()
    elif cmd == "formulas":
        formulas()
    elif cmd == "rank":
        M, R, T = map(int, sys.argv[2:5])
        r, N = eval_rank(M, R, T)
        print(
            f"(M,R,T)=({M},{R},{T}) N={N} rank={r} cap={cap(M, R, T)} rho2={rho2(M, R, T)} "
            f"R((R,s))={R * mset(R, T // 2)}"
        )
    elif cmd == "exceptions":
        from proofs.depth2.more_symbols import settled_by

        mine = []
        for R in range(2, 7):
            for M in range(2, R):
                for T in range(2, 61, 2):
                    ok = any(
                        settled_by(M=K, R=R, T=T) is not None and rho2(K, R, T) == cap(M, R, T) for K in range(M, 0, -1)
                    )
                    if not ok:
                        mine.append((M, R, T))
        print(mine)


if __name__ == "__main__":
    main()
