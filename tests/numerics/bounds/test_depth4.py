"""Ideal bounds from either side of the cut and the depth-4 per-corner bound: the counts by brute force, the
ideal's part over Q (sympy) for the RAC's own forms, the corner sum over every monomial, and certified ranks of
depth-4 RACs (naive evaluation, sympy over GF(p)) that never exceed the bounds."""

import itertools
import random
from math import comb, prod

import numpy as np
import pytest
from naive import naive_output, sympy_rank

from numerics.bounds.depth4 import (
    common_support_count,
    corner_bound,
    depth4_ideal_bound,
    end_degrees,
    end_ideal_bound,
    start_degrees,
    start_ideal_bound,
    width2_corner_bounds,
)
from numerics.bounds.formulas import depth3_ideal_bound, end_input_cap, end_state_bound, multiset
from racs import ModP, random_rac


def _monomials(R, d):
    """Exponent vectors of degree d in R variables, one by one."""
    out = []
    for combo in itertools.combinations_with_replacement(range(R), d):
        e = [0] * R
        for i in combo:
            e[i] += 1
        out.append(tuple(e))
    return out


def _brute_common(R, degrees, k):
    """Tuples of monomials (one per degree) whose supports share an index < k, counted one by one."""
    count = 0
    for tup in itertools.product(*[_monomials(R, d) for d in degrees]):
        if any(all(e[j] > 0 for e in tup) for j in range(k)):
            count += 1
    return count


@pytest.mark.parametrize("R", [1, 2, 3])
@pytest.mark.parametrize("degrees", [(), (3,), (2, 2), (4, 1), (3, 2, 1), (1, 1, 1), (0, 2)])
def test_common_support_count_is_a_direct_count(R, degrees):
    for k in range(1, R + 1):
        assert common_support_count(R=R, degrees=degrees, k=k) == _brute_common(R, degrees, k)


def test_start_side_is_the_known_depth_2_and_3_bounds():
    for R in range(1, 7):
        for T in range(2, 22, 2):
            assert start_ideal_bound(R=R, T=T, depth=3) == depth3_ideal_bound(R=R, T=T)
            assert start_ideal_bound(R=R, T=T, depth=2) == R * multiset(R, T // 2)


def test_degrees_are_the_lattice_path_counts():
    for L in range(1, 6):
        for T in range(2, 14, 2):
            s = T // 2
            assert start_degrees(depth=L, T=T) == tuple(comb(s - 1 + L - l, L - l) for l in range(1, L))
            assert end_degrees(depth=L, T=T) == tuple(comb(T - e + L - 1, L - 1) for e in range(s + 1, T))


def test_the_end_side_is_the_start_side_of_the_transposed_grid():
    for R in range(1, 5):
        for L in range(2, 6):
            for n in range(2, 6):
                assert start_ideal_bound(R=R, T=2 * n, depth=L) == end_ideal_bound(R=R, T=2 * L, depth=n)


def _chain_form(mats, k, j, R):
    """(A_m+1 diag(x^(m)) A_m ... diag(x^(1)) A_1)_{kj} as {(i_1, ..., i_m): coefficient}: the multilinear forms
    m_kj (start side: W4 diag(c) W3 diag(b) W2) and m'_kj (end side: H1 diag(u) H1 ... H1)."""
    out = {}
    m = len(mats) - 1
    for idx in itertools.product(range(R), repeat=m):
        path = (j,) + idx + (k,)  # column index of A_1, then the variable indices, then the row of A_m+1
        c = 1
        for step, A in enumerate(mats):
            c *= A[path[step + 1]][path[step]]
        if c:
            out[idx] = out.get(idx, 0) + c
    return out


def _ideal_part_dim(forms, R, degrees):
    """dim over Q of the part of multidegree `degrees` of the ideal the multilinear `forms` generate (sympy)."""
    m = len(degrees)
    cols = {mono: i for i, mono in enumerate(itertools.product(*[_monomials(R, d) for d in degrees]))}
    rows = []
    for form in forms:
        for nu in itertools.product(*[_monomials(R, d - 1) for d in degrees]):
            row = [0] * len(cols)
            for idx, c in form.items():
                mono = tuple(tuple(nu[l][i] + (i == idx[l]) for i in range(R)) for l in range(m))
                row[cols[mono]] += c
            rows.append(row)
    return sympy_rank(rows)


@pytest.mark.parametrize("side, R, degrees", [("start", 2, (3, 2)), ("start", 3, (2, 2)), ("end", 2, (3, 2, 1))])
def test_the_lemma_bounds_the_ideal_of_the_racs_own_forms(side, R, degrees):
    """The part of the ideal (m_kj : j in K) has dimension <= c_|K| (proven) and = at random weights (generic)."""
    rng = random.Random(7)
    nsets = len(degrees)
    mats = [[[rng.randint(-9, 9) for _ in range(R)] for _ in range(R)] for _ in range(nsets + 1)]
    if side == "end":  # m'_kj: the same H1 between every pair of End inputs
        mats = [mats[0]] * (nsets + 1)
    for k in range(1, R + 1):
        forms = [_chain_form(mats, 0, j, R) for j in range(k)]
        bound = common_support_count(R=R, degrees=degrees, k=k)
        assert _ideal_part_dim(forms, R, degrees) == bound


def test_fewer_inputs_at_depth_2_is_the_depth_2_ideal_bound():
    """Proposition 13 at L = 2: R (((R, s)) - ((R - r, s))), r = min(R, M), counted with binomials here."""
    for R in range(1, 7):
        for M in range(1, 8):
            for T in range(2, 20, 2):
                s, r = T // 2, min(R, M)
                direct = R * (comb(R + s - 1, s) - (comb(R - r + s - 1, s) if R > r else 0))
                assert start_ideal_bound(R=R, T=T, depth=2, M=M) == direct


@pytest.mark.parametrize("R, M, degrees", [(3, 1, (3, 2)), (3, 2, (3, 2)), (3, 2, (2, 2, 1)), (4, 2, (2, 2))])
def test_the_lemma_bounds_the_ideal_of_the_input_span_forms(R, M, degrees):
    """Proposition 13: with u in the M-dimensional col W^{I,1}, v_k = sum_m xi_m mu_km, mu_km = sum_j (W^{I,1})_jm
    a_j m_kj: the ideal of these M forms has dimension <= c_M (proven) and = at random weights."""
    rng = random.Random(11)
    nsets = len(degrees)
    identity = [[int(i == j) for j in range(R)] for i in range(R)]  # the first set is a itself: a_j m_kj
    mats = [identity] + [[[rng.randint(-9, 9) for _ in range(R)] for _ in range(R)] for _ in range(nsets)]
    W1 = [[rng.randint(-9, 9) for _ in range(M)] for _ in range(R)]
    chains = [_chain_form(mats, 0, j, R) for j in range(R)]
    forms = []
    for m in range(M):
        mu = {}
        for j in range(R):
            for idx, c in chains[j].items():
                mu[idx] = mu.get(idx, 0) + W1[j][m] * c
        forms.append(mu)
    assert _ideal_part_dim(forms, R, degrees) == common_support_count(R=R, degrees=degrees, k=M)


def _free_state_coefficient(W, xs, k):
    """The Start-side coefficient F_k of g_k in a depth-3 RAC's output with free Start states (a, b, g) and End
    inputs ``xs`` (sympy, exact): h^{s+1,1} = a o W^{I,1} x^{s+1}, h^{s+1,2} = b o W^{I,2} h^{s+1,1},
    h^{s+1,3} = e_k o W^{I,3} h^{s+1,2}, then Eq. (1.2) for the later End steps. ``W`` holds integer lists
    ``WI1 (R x M), WI2, WI3, WH1, WH2, WH3, WO (1 x R)``. Returns (F_k expanded, a, b)."""
    import sympy

    WI1, WI2, WI3, WH1, WH2, WH3, WO = (sympy.Matrix(w) for w in W)
    R = WI2.shape[0]
    a, b = sympy.symbols(f"a0:{R}"), sympy.symbols(f"b0:{R}")
    had = lambda u, v: sympy.Matrix([u[i] * v[i] for i in range(R)])  # noqa: E731
    x = [sympy.Matrix(v) for v in xs]
    h1 = had(sympy.Matrix(a), WI1 * x[0])
    h2 = had(sympy.Matrix(b), WI2 * h1)
    h3 = had(sympy.Matrix([int(i == k) for i in range(R)]), WI3 * h2)
    for t in range(1, len(x)):
        h1 = had(WH1 * h1, WI1 * x[t])
        h2 = had(WH2 * h2, WI2 * h1)
        h3 = had(WH3 * h3, WI3 * h2)
    return sympy.expand((WO * h3)[0]), a, b


@pytest.mark.parametrize("R, M, n", [(3, 2, 2), (3, 1, 2), (4, 2, 2)])
def test_the_racs_start_coefficients_lie_in_that_ideal(R, M, n):
    """The proof's containment, on the RAC itself: F_k (the coefficient of g_k, k = 0) lies in the part of
    bidegree (N_1, N_2) of the ideal of the M forms mu_m = sum_j (W^{I,1})_jm a_j l_j(b),
    l_j(b) = sum_i (W^{I,3})_0i (W^{I,2})_ij b_i, built from the same weights."""
    import sympy as sp

    rng = random.Random(5)
    draw = lambda rows, cols: [[rng.randint(-5, 5) for _ in range(cols)] for _ in range(rows)]  # noqa: E731
    W = [draw(R, M), draw(R, R), draw(R, R), draw(R, R), draw(R, R), draw(R, R), draw(1, R)]
    W1, W2, W3 = W[0], W[1], W[2]
    N1, N2 = n * (n + 1) // 2, n
    mons = list(itertools.product(_monomials(R, N1), _monomials(R, N2)))
    col = {m: i for i, m in enumerate(mons)}

    def coefficients(poly, a, b):
        row = [0] * len(mons)
        for exps, c in sp.Poly(poly, *a, *b).terms() if poly != 0 else []:
            row[col[(tuple(exps[:R]), tuple(exps[R:]))]] += c
        return row

    spans = []
    for _ in range(3):
        F, a, b = _free_state_coefficient(W, _inputs(rng, n, M), 0)
        spans.append(coefficients(F, a, b))
    mus = [sum(W1[j][m] * a[j] * sum(W3[0][i] * W2[i][j] * b[i] for i in range(R)) for j in range(R)) for m in range(M)]
    ideal = []
    for mu in mus:
        for ea in _monomials(R, N1 - 1):
            for eb in _monomials(R, N2 - 1):
                q = sp.Mul(*[a[i] ** ea[i] for i in range(R)]) * sp.Mul(*[b[i] ** eb[i] for i in range(R)])
                ideal.append(coefficients(sp.expand(mu * q), a, b))
    r_ideal = sympy_rank(ideal)
    assert r_ideal == common_support_count(R=R, degrees=(N1, N2), k=M)
    assert any(any(row) for row in spans)  # a nonzero coefficient, so the containment says something
    assert sympy_rank(ideal + spans) == r_ideal


def _inputs(rng, n, M):
    """n End inputs, each an M x 1 column of nonzero integers (x = 0 would make F_k vanish)."""
    return [[[rng.choice([-1, 1]) * rng.randint(1, 5)] for _ in range(M)] for _ in range(n)]


def _interior(R, T):
    return min(
        end_input_cap(M=R, R=R, T=T, depth=3),
        end_state_bound(R=R, T=T, depth=3),
        depth3_ideal_bound(R=R, T=T),
        end_ideal_bound(R=R, T=T, depth=3),
    )


@pytest.mark.parametrize("R, T", [(1, 6), (2, 4), (2, 6), (2, 8), (2, 10), (3, 4), (3, 6), (3, 8), (4, 6)])
def test_depth4_bound_is_the_sum_over_every_monomial(R, T):
    n1, n2, n3 = start_degrees(depth=4, T=T)
    rest = end_degrees(depth=4, T=T)[1:]
    r0 = _interior(R, T - 2)
    total = 0
    for alpha in _monomials(R, n1):
        k = sum(1 for v in alpha if v)
        corner = r0 * prod(v + 1 for v in alpha) // (max(alpha) + 1)
        start = R * common_support_count(R=R, degrees=(n2, n3), k=k)
        end = R * common_support_count(R=R, degrees=rest, k=k)
        width2 = start  # term 4 of the proof, R = 2 and both entries >= 1 only
        if R == 2 and min(alpha) >= 1:
            s, m = T // 2, min(alpha)
            width2 = R * ((n2 + 1) * (s + 1) - 2 - 2 * comb(max(s - m + 1, 0), 2))
        total += min(start, end, corner, width2)
        assert corner_bound(R=R, T=T, alpha=alpha) == min(start, end, corner, width2)
    assert depth4_ideal_bound(R=R, T=T) == total
    assert total <= min(start_ideal_bound(R=R, T=T, depth=4), end_ideal_bound(R=R, T=T, depth=4))


def _eval_rank(M, R, T, points, seed, p=1_000_003):
    """Rank over GF(p) (sympy) of a random depth-4 RAC's points x points evaluation matrix, naive evaluation."""
    rac = random_rac(depth=4, M=M, R=R, seed=seed, field=ModP(p))
    rng = np.random.default_rng(seed + 1)
    s = T // 2
    starts = rng.integers(0, p, size=(points, s, M)).tolist()
    ends = rng.integers(0, p, size=(points, T - s, M)).tolist()
    return sympy_rank([[naive_output(rac, a + b) for b in ends] for a in starts], p)


@pytest.mark.parametrize("M, R, T", [(2, 2, 4), (3, 2, 4), (2, 3, 4), (1, 2, 6), (2, 2, 6)])
def test_certified_ranks_never_exceed_the_bounds(M, R, T):
    bound = depth4_ideal_bound(R=R, T=T)
    points = min(bound, end_input_cap(M=M, R=R, T=T, depth=4)) + 3
    rank = _eval_rank(M, R, T, points, seed=3)
    assert rank <= bound
    assert rank <= end_ideal_bound(R=R, T=T, depth=4) and rank <= start_ideal_bound(R=R, T=T, depth=4)
    if (M, R, T) == (2, 2, 6):
        assert rank == bound  # attained, below the end-input cap: sep is the bound there


def _corner_ranks(T, n=120, seed=0, p=2**25 - 39, first_j=None):
    """R = 2: rank over GF(p) of Q_alpha, the coefficient of w^alpha (w = a o u_{s+1}), alpha = (N_1 - j, j) for
    j <= first_j (default: all); numpy, by interpolation in w_2 at w = (1, t)."""
    import flint  # the rank here is a check, not the oracle under test

    R, L, s = 2, 4, T // 2
    rng = np.random.default_rng(seed)
    WH = [rng.integers(0, p, (R, R)) for _ in range(L)]
    WI = [rng.integers(0, p, (R, R)) for _ in range(L)]
    WO = rng.integers(0, p, R)
    first = [rng.integers(0, p, (n, R)) for _ in range(L - 1)]  # b, c, g
    ends = [rng.integers(0, p, (n, R)) for _ in range(T - s - 1)]
    n1 = comb(s + 2, 3)
    vals = []
    for t in range(n1 + 1):
        Y = np.zeros((n, n), dtype=np.int64)
        for i in range(n):
            h = [np.tile([1, t], (n, 1))] + [np.tile(f[i], (n, 1)) for f in first]
            for l in range(1, L):  # block (s+1, l): a^(l) o W^{I,l} h^{s+1,l-1}
                h[l] = h[l] * ((h[l - 1] @ WI[l].T) % p) % p
            for u in ends:
                below = u
                for l in range(L):
                    inp = below if l == 0 else (below @ WI[l].T) % p
                    h[l] = ((h[l] @ WH[l].T) % p) * inp % p
                    below = h[l]
            Y[i] = (h[-1] @ WO) % p
        vals.append(Y)
    V = flint.nmod_mat([[pow(t, j, p) for j in range(n1 + 1)] for t in range(n1 + 1)], p).inv()
    Vi = np.array([[int(x) for x in row] for row in V.table()], dtype=np.int64)
    ranks = []
    for j in range(n1 + 1 if first_j is None else first_j + 1):
        C = np.zeros((n, n), dtype=np.int64)
        for t in range(n1 + 1):
            C = (C + Vi[j, t] * vals[t]) % p
        ranks.append(flint.nmod_mat(C.tolist(), p).rank())
    return ranks


def _width2_terms(T):
    """R = 2: the bound's term for each alpha = (N_1 - j, j), restated from the proof (terms 1-4)."""
    R, s = 2, T // 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    rest = end_degrees(depth=4, T=T)[1:]
    r0 = _interior(R, T - 2)
    terms = []
    for j in range(n1 + 1):
        alpha = (n1 - j, j)
        k, m = sum(1 for v in alpha if v), min(alpha)
        options = [
            R * common_support_count(R=R, degrees=(n2, n3), k=k),
            R * common_support_count(R=R, degrees=rest, k=k),
            r0 * (m + 1),
        ]
        if m >= 1:  # term 4: (N_2 + 1)(s + 1) - 2 - 2 C(s - m + 1, 2) per output coordinate
            options.append(R * ((n2 + 1) * (s + 1) - 2 - 2 * comb(max(s - m + 1, 0), 2)))
        terms.append(min(options))
    return terms


@pytest.mark.parametrize("T", [6, 8])
def test_every_corner_term_bounds_its_coefficient(T):
    """rank P = sum_alpha rank Q_alpha, each rank Q_alpha <= its term (R = 2); here every term is attained."""
    ranks = _corner_ranks(T)
    terms = _width2_terms(T)
    assert sum(terms) == depth4_ideal_bound(R=2, T=T)
    assert ranks == terms  # <= is the theorem; == says the bound is attained at these random weights
    assert sum(ranks) == {6: 106, 8: 2038}[T]  # the certified ranks of docs/general_inputs.json


@pytest.mark.slow
def test_the_terms_are_attained_at_T_12():
    """The first nine terms at T = 12 (R = 2) equal the coefficient ranks of random weights."""
    assert _corner_ranks(12, n=330, first_j=8) == _width2_terms(12)[:9]


@pytest.mark.parametrize("T", range(2, 32, 2))
def test_the_per_corner_bounds_are_the_terms_restated(T):
    got = width2_corner_bounds(T=T)
    assert got == ((2,) if T == 2 else tuple(_width2_terms(T)))
    assert sum(got) == depth4_ideal_bound(R=2, T=T)


def test_width_2_closed_form():
    for T in range(8, 42, 2):
        s = T // 2
        n1, n2, n3 = start_degrees(depth=4, T=T)
        full = 2 * ((n2 + 1) * (n3 + 1) - 2)
        assert depth4_ideal_bound(R=2, T=T) == 2 * _interior(2, T - 2) + (n1 - 1) * full - 8 * comb(s + 1, 3)


def test_bad_sizes_are_one_line_errors():
    with pytest.raises(ValueError, match="T=5"):
        depth4_ideal_bound(R=2, T=5)
    with pytest.raises(ValueError, match="R=0"):
        depth4_ideal_bound(R=0, T=6)
    with pytest.raises(TypeError, match="R=2.0"):
        depth4_ideal_bound(R=2.0, T=6)
    with pytest.raises(ValueError, match="depth=1"):
        start_ideal_bound(R=2, T=6, depth=1)
    with pytest.raises(ValueError, match="k=3"):
        common_support_count(R=2, degrees=(1,), k=3)
    with pytest.raises(ValueError, match="alpha=\\(1, 2\\)"):
        corner_bound(R=2, T=6, alpha=(1, 2))  # N_1 = 4 at T = 6
