"""sep (rank at random points) vs grid ranks with K = ((r,D_1)), ((r,D_(s+1))), ((r,D_(s+1)))-1 templates, mod p."""

import itertools
import sys
from math import comb

import numpy as np

P = 1_000_000_007  # prime; p^2 * R < 2^63 for R <= 6, so int64 never overflows below


def multiset(n, k):
    return comb(n + k - 1, k)


def rank_mod_p(a):
    a = a.copy() % P
    rank, (rows, cols) = 0, a.shape
    for c in range(cols):
        piv = np.nonzero(a[rank:, c])[0]
        if piv.size == 0:
            continue
        i = rank + piv[0]
        a[[rank, i]] = a[[i, rank]]
        a[rank] = a[rank] * pow(int(a[rank, c]), P - 2, P) % P
        others = np.nonzero(a[:, c])[0]
        others = others[others != rank]
        a[others] = (a[others] - a[others, c : c + 1] * a[rank]) % P
        rank += 1
        if rank == rows:
            break
    return rank


def matvec(w, v):
    """w (a x b) times v (b x n) mod p, reducing after every term."""
    out = np.zeros((w.shape[0], v.shape[1]), dtype=np.int64)
    for j in range(w.shape[1]):
        out = (out + w[:, j : j + 1] * v[j]) % P
    return out


def random_rac(L, M, R, rng):
    def r(*s):
        return rng.integers(0, P, size=s, dtype=np.int64)

    return [r(R, M)] + [r(R, R) for _ in range(L - 1)], [r(R, R) for _ in range(L)], [r(R) for _ in range(L)], r(1, R)


def evaluate(rac, xs):
    """y at n points; xs[t] has shape (M, n)."""
    WI, WH, h0, wo = rac
    n = xs[0].shape[1]
    h = [np.repeat(v[:, None], n, axis=1) for v in h0]
    for x in xs:
        below = x
        for layer in range(len(WI)):
            h[layer] = matvec(WH[layer], h[layer]) * matvec(WI[layer], below) % P
            below = h[layer]
    return matvec(wo, h[-1])[0]


def eval_matrix(rac, starts, ends):
    """Y[a, b] = y(starts[a], ends[b]); starts/ends: lists of s arrays (M, n)."""
    na, nb = starts[0].shape[1], ends[0].shape[1]
    xs = [np.repeat(x, nb, axis=1) for x in starts] + [np.tile(x, (1, na)) for x in ends]
    return evaluate(rac, xs).reshape(na, nb)


def grid_rank(rac, M, s, K, rng):
    tau = rng.integers(0, P, size=(M, K), dtype=np.int64)
    idx = np.array(list(itertools.product(range(K), repeat=s))).T  # (s, K^s)
    side = [tau[:, idx[t]] for t in range(s)]
    return rank_mod_p(eval_matrix(rac, side, side))


def main():
    shapes = [(2, 2, 2, 4), (2, 2, 3, 4), (3, 2, 2, 4), (2, 3, 2, 4), (3, 2, 3, 4), (4, 2, 2, 4), (2, 2, 2, 6)]
    shapes += [(2, 3, 3, 4), (3, 3, 3, 4)]
    rng = np.random.default_rng(20261128)
    print("L M R T | end_prod sep | K1 rank(K1) | Ke rank(Ke) | Ke-1 rank(Ke-1)")
    for L, M, R, T in shapes:
        s, r = T // 2, min(R, M)
        D = [comb(T - t + L - 1, L - 1) for t in range(1, T + 1)]
        end_prod = int(np.prod([multiset(r, d) for d in D[s:]]))
        rac = random_rac(L, M, R, rng)
        n = end_prod + 8  # > any possible sep: random points give sep w.h.p.
        starts = [rng.integers(0, P, size=(M, n), dtype=np.int64) for _ in range(s)]
        ends = [rng.integers(0, P, size=(M, n), dtype=np.int64) for _ in range(s)]
        sep = rank_mod_p(eval_matrix(rac, starts, ends))
        k1, ke = multiset(r, D[0]), multiset(r, D[s])
        big = k1**s <= 1200
        rk1 = grid_rank(rac, M, s, k1, rng) if big else "skip"
        rke = grid_rank(rac, M, s, ke, rng)
        rkm = grid_rank(rac, M, s, ke - 1, rng)
        print(L, M, R, T, "|", end_prod, sep, "|", k1, rk1, "|", ke, rke, "|", ke - 1, rkm, flush=True)
        print(f"done {(L, M, R, T)}", file=sys.stderr)


if __name__ == "__main__":
    main()
