"""Depth 4, general inputs, M = R, W^(I,1) = I: Lemma S (Jacobian) and the per-corner ranks of the End polynomial.

rank P_n = sum_alpha rank Q_alpha (Proposition 12's block diagonal = the a-splitting of the first End step,
w = a ⊙ u_1); Q_alpha is the coefficient of w^alpha in Q(w, b, c, g; u_2..u_n), ranked between (b, c, g) and
(u_2, ..., u_n) at random points mod p. For R = 2, w = (1, t) and interpolation in t gives every Q_alpha at once.
"""
import sys, time, json
from math import comb
import numpy as np
import flint
from numerics.rank.flint_bridge import flint_rank_mod_p
from numerics.bounds.depth4 import (depth4_ideal_bound, start_degrees, end_degrees, common_support_count,
                                    _interior_cap, _width2_term)
from numerics.bounds.registry import least_separation_cap

P = 536870909


def rank(A):
    return flint_rank_mod_p(np.ascontiguousarray(A % P, dtype=np.uint64), P, threads=1)[0]


def mv(W, h):  # W (R,R) @ h (R, ...) mod P
    return np.tensordot(W, h, axes=(1, 0)) % P


def weights(R, seed, family):
    rng = np.random.default_rng(seed)
    w = {k: rng.integers(1, P, size=(R, R), dtype=np.int64) for k in ("W1", "W2", "W3", "W4", "H1", "H2", "H3", "H4")}
    w["WO"] = rng.integers(1, P, size=R, dtype=np.int64)
    if family:
        w["H4"] = np.eye(R, dtype=np.int64)
    if family == "H1H4":
        w["H1"] = np.eye(R, dtype=np.int64)
    return w


def jacobian_rank(R, s, seed=1):
    """Rank of d(a, b, c, g)/d(x^1..x^s) at a random point mod P (M = R, W^(I,1) generic, H_l h^(0,l) = 1)."""
    w = weights(R, seed, False)
    rng = np.random.default_rng(seed + 100)
    nv = s * R
    # states as (val (R,), grad (R, nv)); A_l = H_l h^(t-1,l), initially ones.
    Hh = [(np.ones(R, dtype=np.int64), np.zeros((R, nv), dtype=np.int64)) for _ in range(4)]
    Win = [w["W1"], w["W2"], w["W3"], w["W4"]]
    Hs = [w["H1"], w["H2"], w["H3"], w["H4"]]
    for t in range(s):
        x = rng.integers(0, P, size=R, dtype=np.int64)
        xg = np.zeros((R, nv), dtype=np.int64)
        xg[:, t * R:(t + 1) * R] = np.eye(R, dtype=np.int64)
        below = (x, xg)
        new = []
        for l in range(4):
            iv = Win[l] @ below[0] % P
            ig = mv(Win[l], below[1])
            av, ag = Hh[l]
            hv = av * iv % P
            hg = (av[:, None] * ig + iv[:, None] * ag) % P
            below = (hv, hg)
            new.append((Hs[l] @ hv % P, mv(Hs[l], hg)))
        Hh = new
    J = np.concatenate([g for (_, g) in Hh], axis=0)
    return rank(J), 4 * R, nv


def corner_terms_R2(T):
    """Proposition 12's least term per alpha = (N_1 - j, j), j = 0..N_1, at R = 2 (as in depth4_ideal_bound)."""
    R = 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    end_rest = end_degrees(depth=4, T=T)[1:]
    best = [0] + [min(R * common_support_count(R=R, degrees=(n2, n3), k=k),
                      R * common_support_count(R=R, degrees=end_rest, k=k)) for k in (1, 2)]
    r0 = _interior_cap(R, T - 2)
    out = []
    for j in range(n1 + 1):
        m = min(j, n1 - j)
        out.append(min(best[1], r0) if m == 0 else min(best[2], r0 * (m + 1), _width2_term(n2, n3, m)))
    return out


def corner_ranks_R2(n, seed=1, family=True, margin=12):
    R, T = 2, 2 * n
    n1 = comb(n + 2, 3)
    terms = corner_terms_R2(T)
    X = Y = max(terms) + margin
    w = weights(R, seed, family)
    rng = np.random.default_rng(seed + 7)
    b, c, g = (rng.integers(0, P, size=(R, X, 1), dtype=np.int64) for _ in range(3))
    us = [rng.integers(0, P, size=(R, 1, Y), dtype=np.int64) for _ in range(n - 1)]
    ts = np.arange(1, n1 + 2, dtype=np.int64)  # n1 + 1 distinct t
    V = np.empty((n1 + 1, X, Y), dtype=np.int64)
    for i, t in enumerate(ts):
        h1 = np.array([1, t], dtype=np.int64).reshape(R, 1, 1)
        h2 = b * mv(w["W2"], h1) % P
        h3 = c * mv(w["W3"], h2) % P
        h4 = g * mv(w["W4"], h3) % P
        for u in us:
            h1 = mv(w["H1"], h1) * u % P
            h2 = mv(w["H2"], h2) * mv(w["W2"], h1) % P
            h3 = mv(w["H3"], h3) * mv(w["W3"], h2) % P
            h4 = mv(w["H4"], h4) * mv(w["W4"], h3) % P
        V[i] = np.tensordot(w["WO"], h4, axes=(0, 0)) % P
    Vm = flint.nmod_mat([[pow(int(t), j, P) for j in range(n1 + 1)] for t in ts], P).inv()  # V[i] = sum_j t_i^j Q_j
    Vinv = np.array([[int(Vm[r, q]) for q in range(n1 + 1)] for r in range(n1 + 1)], dtype=np.int64)
    lo, hi = Vinv & 0x7FFF, Vinv >> 15
    flat = V.reshape(n1 + 1, -1)
    Q = ((lo @ flat) % P + ((hi @ flat) % P) * (1 << 15)) % P
    Q = Q.reshape(n1 + 1, X, Y)
    ranks = [rank(Q[j]) for j in range(n1 + 1)]  # j = exponent of w_2: alpha = (n1 - j, j)
    return ranks, terms


if __name__ == "__main__":
    what = sys.argv[1]
    if what == "jac":
        for R in (2, 3):
            for s in range(2, int(sys.argv[2]) if len(sys.argv) > 2 else 15):
                t0 = time.time()
                r, full, nv = jacobian_rank(R, s)
                print(f"R={R} s={s} jacobian rank {r} (4R={full}, inputs {nv}) {time.time()-t0:.2f}s", flush=True)
    else:
        n = int(sys.argv[2]); family = {"family": True, "family2": "H1H4"}.get(what, False); seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
        t0 = time.time()
        ranks, terms = corner_ranks_R2(n, seed=seed, family=family)
        cap = least_separation_cap(depth=4, M=2, R=2, T=2 * n)[0]
        short = [(j, r, t) for j, (r, t) in enumerate(zip(ranks, terms)) if r != t]
        print(json.dumps({"n": n, "T": 2 * n, "family_H4_eq_I": family, "seed": seed, "sum_ranks": sum(ranks),
                          "sum_terms": sum(terms), "depth4_ideal_bound": depth4_ideal_bound(R=2, T=2 * n),
                          "least_cap": cap, "mismatches(j,rank,term)": short, "ranks": ranks,
                          "seconds": round(time.time() - t0, 1)}), flush=True)
