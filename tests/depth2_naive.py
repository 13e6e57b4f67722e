"""Exact oracles for the depth-2 proofs of docs/theory/proposition7.md, Proposition 7, written from the seed's equations
(h^{t,1} = (W^{H,1} h^{t-1,1}) ⊙ (W^{I,1} x^t), h^{t,2} = (W^{H,2} h^{t-1,2}) ⊙ (W^{I,2} h^{t,1}), y = W^O h^{T,2})
with exact rationals, never with the code under test. Shared by the tests/proofs/test_depth2_*.py modules.
"""

from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import sympy


def mult(n, k):
    """((n, k)) = C(n+k-1, k), and 0 for n <= 0 < k (the seed's multiset coefficient)."""
    return comb(n + k - 1, k) if n > 0 else int(k == 0)


def ideal_dim(M, R, s):
    return R * (mult(R, s) - mult(R - M, s))


def rho(M, R, s):
    return min(ideal_dim(M, R, s), M**s, min(R, M) * M ** (s - 1))


def naive_matrix(rac, T):
    from naive import naive_start_end

    return naive_start_end(rac, T, np.eye(rac.M, dtype=np.int64).astype(object))


def rank(rows):
    from naive import sympy_rank

    return sympy_rank(rows)


def weights(rac):
    """(U, V, H1, H2, w, h01, h02) as lists of Fractions."""
    from naive import scalars

    U, V = (scalars(rac, w) for w in rac.W_I)
    H1, H2 = (scalars(rac, w) for w in rac.W_H)
    h01, h02 = (scalars(rac, h) for h in rac.h0)
    return U, V, H1, H2, scalars(rac, rac.W_O)[0], h01, h02


def mv(W, v):
    return [sum(W[i][j] * v[j] for j in range(len(v))) for i in range(len(W))]


def had(a, b):
    return [x * y for x, y in zip(a, b)]


def col(U, x):
    return [row[x] for row in U]


def start_point(rac, sigma):
    """(a, g) = (W^{H,1} h^{s,1}, W^{H,2} h^{s,2}) after the Start sequence sigma."""
    U, V, H1, H2, _, h1, h2 = weights(rac)
    for x in sigma:
        h1 = had(mv(H1, h1), col(U, x))
        h2 = had(mv(H2, h2), mv(V, h1))
    return mv(H1, h1), mv(H2, h2)


def end_poly(rac, tau, a, g):
    """p_tau(a, g): the End recurrence started from the (symbolic or numeric) pair (a, g)."""
    U, V, H1, H2, w, _, _ = weights(rac)
    h1 = had(a, col(U, tau[0]))
    h2 = had(g, mv(V, h1))
    for x in tau[1:]:
        h1 = had(mv(H1, h1), col(U, x))
        h2 = had(mv(H2, h2), mv(V, h1))
    return sum(wk * hk for wk, hk in zip(w, h2))


def symbols(R):
    return list(sympy.symbols(f"a0:{R}")), list(sympy.symbols(f"g0:{R}"))


def coefficient_rows(polys, gens):
    """Coefficient vectors of polynomials over the union of their monomials (Fractions)."""
    dicts = [sympy.Poly(sympy.expand(p), *gens).as_dict() for p in polys]
    monos = sorted({m for d in dicts for m in d})
    return [
        [Fraction(int(sympy.Rational(d.get(m, 0)).p), int(sympy.Rational(d.get(m, 0)).q)) for m in monos] for d in dicts
    ]


def monomial(a, alpha):
    """a^alpha for alpha given as a multiset of indices."""
    out = 1
    for r in alpha:
        out = out * a[r]
    return out


def class_block_row(U, V, a, g, k, s):
    """Unit k's products g_k m(a) l_{k,x}(a) (x = 1..M, m a monomial of degree s-1): the block g_k (I_k)_s of S_W at
    one point (a, g), or symbolically."""
    R, M = len(U), len(U[0])
    out = []
    for x in range(M):
        l_kx = sum(V[k][i] * U[i][x] * a[i] for i in range(R))
        out += [g[k] * monomial(a, mono) * l_kx for mono in combinations_with_replacement(range(R), s - 1)]
    return out


def spanning_products(rac, s, a, g):
    """The products g_k m(a) l_{k,x}(a) spanning W (m a monomial of degree s-1), at one point or symbolically."""
    U, V, *_ = weights(rac)
    return [p for k in range(len(U)) for p in class_block_row(U, V, a, g, k, s)]


def end_span(rac, j):
    """Rank over Q of the End polynomials p_tau(a, g), |tau| = j, as coefficient vectors (sympy)."""
    a, g = symbols(rac.R)
    return rank(coefficient_rows([end_poly(rac, tau, a, g) for tau in product(range(rac.M), repeat=j)], a + g))


def naive_output(W, word):
    """y after ``word`` for weights W = (U, V, H1, H2, w, h01, h02) given as plain lists (the order of ``weights``),
    so that a proof's own instance can be evaluated without building a RAC."""
    U, V, H1, H2, w, h1, h2 = W
    for x in word:
        h1 = had(mv(H1, h1), col(U, x))
        h2 = had(mv(H2, h2), mv(V, h1))
    return sum(wk * hk for wk, hk in zip(w, h2))


def int_weights(rac):
    """(U, V, H1, h01) = (W^{I,1}, W^{I,2}, W^{H,1}, h^{0,1}) of an integer RAC as Python ints, for comparing a proof's
    instance with its weights as written in docs/theory/proposition7.md."""
    return (
        [[int(v) for v in row] for row in rac.W_I[0]],
        [[int(v) for v in row] for row in rac.W_I[1]],
        [[int(v) for v in row] for row in rac.W_H[0]],
        [int(v) for v in rac.h0[0]],
    )


def routed_states(W, word):
    """The layer-1 states h^{t,1} (t = 1..s) and the Start point (a, g) after ``word`` by Eq. 1.2, for
    W = (U, V, H1, h01, ...) as lists of ints with W^{H,2} = I and h^{0,2} = 1 (the routed instances' layer 2)."""
    U, V, H1, h = W[:4]
    R = len(U)
    g, states = [1] * R, []
    for x in word:
        h = [sum(H1[i][j] * h[j] for j in range(R)) * U[i][x] for i in range(R)]
        g = [gk * sum(V[k][j] * h[j] for j in range(R)) for k, gk in enumerate(g)]
        states.append(h)
    return states, [sum(H1[i][j] * h[j] for j in range(R)) for i in range(R)], g


def s_full_rows(rac, words, s):
    """Rows g_k a^alpha (k <= R, |alpha| = s) at the Start points of ``words``, from the naive recurrence."""
    rows = []
    for sigma in words:
        a, g = start_point(rac, sigma)
        rows.append(
            [g[k] * monomial(a, al) for k in range(rac.R) for al in combinations_with_replacement(range(rac.R), s)]
        )
    return rows


def top_degree(fibres):
    """Lemma T3's top degree (docs/theory/proposition7-regimes-xii-xv.md) of a list of fibre bounds, entry by entry: the largest d with
    f_i >= d - i for i = 0..d (f sorted decreasingly), -1 if none; a running minimum of f_i + i."""
    best, low = -1, None
    for d, v in enumerate(sorted(fibres, reverse=True)):
        low = v + d if low is None else min(low, v + d)
        if low >= d:
            best = d
    return best


@cache
def tau(points):
    """Lemma T3's tau by its definition (best coordinate at every node), points a frozenset of tuples (brute force
    on the abstract configurations of the thread regimes)."""
    if not points:
        return -1
    q = len(next(iter(points)))
    if q == 1:
        return len(points) - 1
    best = -1
    for c in range(q):
        fibres = {}
        for p in points:
            fibres.setdefault(p[c], set()).add(p[:c] + p[c + 1 :])
        best = max(best, top_degree([tau(frozenset(f)) for f in fibres.values()]))
    return best
