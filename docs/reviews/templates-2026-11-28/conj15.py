"""Look for a counterexample to Conjecture 15: special (sparse, low-rank, identity) RACs, grid rank at K = ((r, D_(s+1)))
against sep (rank at random points), mod p."""

from math import comb

import numpy as np
from grid_ranks import P, eval_matrix, grid_rank, multiset, rank_mod_p


def special_rac(L, M, R, rng, kind):
    def mat(a, b):
        if kind == "sparse01":
            return rng.integers(0, 2, size=(a, b), dtype=np.int64)
        if kind == "rank1":
            return np.outer(rng.integers(0, P, a), rng.integers(0, P, b)) % P
        return rng.integers(0, P, size=(a, b), dtype=np.int64)

    WI = [mat(R, M)] + [mat(R, R) for _ in range(L - 1)]
    WH = [np.eye(R, dtype=np.int64) if kind == "identityH" else mat(R, R) for _ in range(L)]
    h0 = [rng.integers(0, 2, size=R, dtype=np.int64) if kind == "sparse01" else np.ones(R, np.int64) for _ in range(L)]
    return WI, WH, h0, rng.integers(0, P, size=(1, R), dtype=np.int64)


def main():
    rng = np.random.default_rng(15)
    shapes = [(2, 2, 2, 4), (2, 2, 3, 4), (3, 2, 2, 4), (2, 3, 3, 4), (3, 3, 3, 4), (2, 2, 2, 6), (2, 2, 3, 6)]
    shapes += [(3, 2, 2, 6), (2, 3, 3, 6)]
    found = checked = 0
    for L, M, R, T in shapes:
        s, r = T // 2, min(R, M)
        D = [comb(T - t + L - 1, L - 1) for t in range(1, T + 1)]
        end_prod = int(np.prod([multiset(r, d) for d in D[s:]]))
        ke = multiset(r, D[s])
        for kind in ("generic", "sparse01", "rank1", "identityH"):
            for _ in range(3):
                rac = special_rac(L, M, R, rng, kind)
                n = end_prod + 8
                pts = [[rng.integers(0, P, size=(M, n), dtype=np.int64) for _ in range(s)] for _ in range(2)]
                sep = rank_mod_p(eval_matrix(rac, *pts))
                g = grid_rank(rac, M, s, ke, rng)
                checked += 1
                if g != sep:
                    found += 1
                    redo = [grid_rank(rac, M, s, K, rng) for K in range(ke, multiset(r, D[0]) + 1) for _ in range(2)]
                    print("MISMATCH", (L, M, R, T), kind, "K", ke, "grid", g, "sep", sep)
                    print("  grid ranks, 2 fresh template draws each, K =", ke, "..", multiset(r, D[0]), ":", redo)
                    print(
                        "  RAC (W_I, W_H, h0, w_O):", [[m.tolist() for m in part] for part in rac[:3]], rac[3].tolist()
                    )
        print((L, M, R, T), "K =", ke, "done", flush=True)
    print(f"instances checked: {checked}; grid rank != sep at K = ((r, D_(s+1))): {found}")


if __name__ == "__main__":
    main()
