"""docs/theory/proposition7.md, Proposition 7: regime (iii)(b) (T = 4, 2 <= R < M: Theorem I's Steps 1-7) and Lemma L with
regime (viii) (T >= 2(R+1): the routing instance), each step checked on small cases by sympy over Q or exact GF(p)
on naively evaluated matrices (``tests/depth2_naive.py``), never with the code under test.
"""

from fractions import Fraction
from itertools import combinations, combinations_with_replacement, product

import numpy as np
import pytest
import sympy
from depth2_naive import (
    col as _col,
)
from depth2_naive import (
    had as _had,
)
from depth2_naive import (
    ideal_dim as _ideal_dim,
)
from depth2_naive import (
    monomial as _monomial,
)
from depth2_naive import (
    mult as _mult,
)
from depth2_naive import (
    mv as _mv,
)
from depth2_naive import (
    naive_matrix as _naive_matrix,
)
from depth2_naive import (
    naive_output as _naive_output,
)
from depth2_naive import (
    rank as _rank,
)
from depth2_naive import (
    rho as _rho,
)
from depth2_naive import (
    s_full_rows as _s_full_rows,
)
from depth2_naive import (
    start_point as _start_point,
)
from depth2_naive import (
    weights as _weights,
)
from naive import sympy_rank as _sympy_rank

from numerics import trial_prime
from proofs.depth2 import closed_form as d2
from racs import Rational

# --- regime (iii)(b): T = 4, 2 <= R < M (Theorem I) ----------------------------------------------------------------


def _pairs_Q(M, R):
    """Q of the proof: the R squares, then the first M - R pairs i < j in lexicographic order."""
    return [(i, i) for i in range(R)] + list(combinations(range(R), 2))[: M - R]


def _theorem_I_weights(M, R, t):
    """(U, V, H1, H2, w, h01, h02) of (iii)(b) written from docs/theory/proposition7-regimes-i-iv-ix-xi.md with H = I + tJ (t = 1/(2R) in the proof)."""
    U = [[Fraction(int(r in q)) for q in _pairs_Q(M, R)] for r in range(R)]
    eye = [[Fraction(int(i == j)) for j in range(R)] for i in range(R)]
    H = [[eye[i][j] + t for j in range(R)] for i in range(R)]
    V = [[eye[i][j] + 1 for j in range(R)] for i in range(R)]
    one = [Fraction(1)] * R
    return U, V, H, eye, one, one, one


def test_polarisation_reset_instance_is_the_documented_one():
    """polarisation_reset_rac is the documented integer instance (W^{H,1} = 2R I + J = 2R (I + J/(2R))); extra
    symbols beyond ((R, 2)) repeat symbol 0; R >= M is refused."""
    for M, R in [(3, 2), (5, 3), (8, 3)]:
        U, V, H1, H2, w, h01, h02 = _weights(d2.polarisation_reset_rac(M=M, R=R, field=Rational()))
        docU, docV, docH, eye, one, _, _ = _theorem_I_weights(min(M, _mult(R, 2)), R, Fraction(1, 2 * R))
        assert U == [row + [row[0]] * (M - len(row)) for row in docU]
        assert V == docV and H2 == eye and w == h01 == h02 == one
        assert H1 == [[2 * R * v for v in row] for row in docH]
    with pytest.raises(ValueError, match="2 <= R < M"):
        d2.polarisation_reset_rac(M=3, R=3, field=Rational())


def _det(X):
    return sympy.Matrix(X).det()


@pytest.mark.parametrize("M, R", [(3, 2), (4, 3), (6, 3), (5, 4)])
def test_theorem_I_steps(M, R):
    """Steps 1-7 of (iii)(b) over Q at t = 1/(2R): the minor's entries (naive Eq. 1.2), the polarised columns,
    A_0 E = B~ (S_QQ ⊗ I) Ψ entry by entry, det Ψ_m = det D_{V_i+V_j} t^(R-1) det V (t + ζ) with
    ζ = (R+2)/(3(R+1)), det S_QQ != 0 with the Schur complement >= 1, B~ block lower triangular with invertible
    diagonal blocks, det(t I + Z) > 0 for the documented Z and κ, and rank A_0 = R M. (The closed forms of the
    diagonal blocks in terms of Z are not checked here; a reviewer checked them with sympy for R = 2..5.)"""
    t = Fraction(1, 2 * R)
    W = _theorem_I_weights(M, R, t)
    U, V, H = W[0], W[1], W[2]
    Q = _pairs_Q(M, R)
    rows = [(l, x) for l in range(R) for x in range(M)]
    cols = [(x, r) for x in range(M) for r in range(R)]
    A0 = [[_naive_output(W, (l, x2, x3, r)) for x3, r in cols] for l, x2 in rows]
    gamma = 1 + R * t
    Vc = [_col(V, i) for i in range(R)]
    b = {(l, x2): [gamma * U[k][x2] * H[k][l] for k in range(R)] for l, x2 in rows}  # Step 1: h^{2,1}
    c = {key: _had(Vc[key[0]], _mv(V, b[key])) for key in rows}
    for (n, key), (m, (x3, r)) in product(enumerate(rows), enumerate(cols)):
        a = _mv(H, b[key])
        Da = _had(_col(U, x3), a)
        Y = [V[k][r] * _mv(V, Da)[k] * _mv(H, Da)[r] for k in range(R)]
        assert A0[n][m] == gamma * sum(ci * yi for ci, yi in zip(c[key], Y))

    def psi(q, r):
        i, j = q
        if i == j:
            return [H[r][i] * V[k][r] * V[k][i] for k in range(R)]
        return [V[k][r] * (H[r][j] * V[k][i] + H[r][i] * V[k][j]) for k in range(R)]

    E = sympy.eye(R * M)  # Step 2: subtract the reset columns
    for x3, (i, j) in enumerate(Q):
        if i != j:
            for r in range(R):
                E[i * R + r, x3 * R + r] -= 1
                E[j * R + r, x3 * R + r] -= 1
    pol = sympy.Matrix(A0) * E
    for (n, key), (x3, r) in product(enumerate(rows), cols):
        a = _mv(H, b[key])
        i, j = Q[x3]
        assert pol[n, x3 * R + r] == gamma * a[i] * a[j] * sum(ci * pi for ci, pi in zip(c[key], psi(Q[x3], r)))
    # Step 3: S[m', m] = coefficient of b^{m'} in (Hb)^m, over Q x Q (b only lives on Q's monomials)
    bs = sympy.symbols(f"b0:{R}")
    Hb = _mv(H, list(bs))
    S = [[sympy.Poly(sympy.expand(Hb[i] * Hb[j]), *bs).coeff_monomial(bs[p] * bs[q]) for i, j in Q] for p, q in Q]
    Bt = [[gamma * b[key][p] * b[key][q] * c[key][k] for p, q in Q for k in range(R)] for key in rows]
    Psi = sympy.diag(*[sympy.Matrix(R, R, lambda k, r, q=q: psi(q, r)[k]) for q in Q])
    assert pol == sympy.Matrix(Bt) * sympy.kronecker_product(sympy.Matrix(S), sympy.eye(R)) * Psi  # Step 4
    Vm = sympy.Matrix(V)
    for q in Q:  # Step 5
        i, j = q
        d = _det(sympy.Matrix(R, R, lambda k, r, q=q: psi(q, r)[k]))
        if i == j:
            assert d == sympy.prod(Vc[i]) * Vm.det() * t ** (R - 1) * (t + 1) != 0
        else:
            zeta = Fraction(R + 2, 3 * (R + 1))
            assert d == sympy.prod([u + v for u, v in zip(Vc[i], Vc[j])]) * t ** (R - 1) * Vm.det() * (t + zeta) != 0
    assert _det(S) != 0  # Step 6
    deg = [sum(1 for p, q in Q if p != q and v in (p, q)) for v in range(R)]
    dt = sympy.Matrix([1 + d for d in deg])
    K = (1 + 2 * t) * sympy.eye(R) + t * sympy.Matrix(
        R, R, lambda p, q: deg[p] * (p == q) + ((min(p, q), max(p, q)) in Q and p != q)
    )
    schur = 1 + t**2 * sum(dt) - 2 * t**3 * (dt.T * K.inv() * dt)[0, 0]
    assert schur >= 1
    kappa = Fraction(3 * R + 4, 6 * (R + 1))  # Step 7
    Z = sympy.Matrix(
        [[Fraction(4, 3) - kappa, Fraction(1, 3) - kappa], [Fraction(1, 3) - kappa, Fraction(4, 3) - kappa]]
    )
    assert (t * sympy.eye(2) + Z).det() > 0 and kappa <= Fraction(5, 9)
    order = sorted(range(M), key=lambda x: (Q[x][0] != Q[x][1], x))
    Bm = sympy.Matrix(Bt)
    for bi, x2 in enumerate(order):
        rr = [rows.index((l, x2)) for l in range(R)]
        for bj, x in enumerate(order):
            block = Bm.extract(rr, list(range(x * R, x * R + R)))
            if bj > bi:
                assert block.is_zero_matrix
            if bj == bi:
                assert block.det() != 0
    assert _rank(A0) == R * M


@pytest.mark.parametrize("M, R", [(3, 2), (4, 2), (4, 3), (6, 3), (7, 3), (5, 4)])
def test_theorem_I_rank_of_the_naive_matrix(M, R):
    """The Start-End rank of the integer instance, naively evaluated, is ρ_2(M, R, 4): at M = R + 1, M = ((R, 2))
    and M = ((R, 2)) + 1 (over Q up to side 36, else GF(p))."""
    A = _naive_matrix(d2.polarisation_reset_rac(M=M, R=R, field=Rational()), 4)
    assert (_rank(A) if M * M <= 36 else _sympy_rank(A, 1_000_003)) == _rho(M, R, 2) == min(R * M, R * _mult(R, 2))


def _v_is_j(*, M, R, field, _instance=d2.polarisation_reset_rac):
    """(iii)(b)'s instance with V = J: every Ψ_m is singular (``_instance`` is bound before any monkeypatch)."""
    from racs import make_rac

    rac = _instance(M=M, R=R, field=Rational())
    return make_rac(
        [rac.W_I[0], np.ones((R, R), dtype=np.int64).astype(object)], list(rac.W_H), rac.W_O, list(rac.h0), field=field
    )


def test_theorem_I_fails_with_a_rank_one_layer_2_input():
    """Control: with V = J the rank at (M, R) = (4, 3) is 4 < 12, while the documented instance passes `check`
    (the next test makes `check` fail with it)."""
    assert _rank(_naive_matrix(_v_is_j(M=4, R=3, field=Rational()), 4)) == 4
    c = d2.check(M=4, R=3, T=4)
    assert c.passed and c.details["lower_bound"] == "T = 4" and c.lhs[-1] == 12


def test_degenerate_polarisation_reset_instance_fails_the_check(monkeypatch):
    monkeypatch.setattr(d2, "polarisation_reset_rac", _v_is_j)
    c = d2.check(M=4, R=3, T=4)
    assert not c.passed and c.lhs[-1] == 4


# --- Lemma L and regime (viii): T >= 2(R+1), the routing instance (Theorem III) -----------------------------------


def _walk(z0, word):
    """Lemma L's walk, written from its statement: 0 adds 1 everywhere, i >= 1 maps z_i -> 2 z_i + 1, others + 1."""
    z = list(z0)
    for x in word:
        z = [2 * v + 1 if x == i + 1 else v + 1 for i, v in enumerate(z)]
    return tuple(z)


def _handles(points, r, degree, p=None):
    """No nonzero polynomial of degree <= ``degree`` in r variables vanishes on ``points`` (evaluation rank)."""
    mons = [m for d in range(degree + 1) for m in combinations_with_replacement(range(r), d)]
    pts = sorted(set(points))
    return len(pts) >= len(mons) and _sympy_rank([[_monomial(z, m) for m in mons] for z in pts], p) == len(mons)


@pytest.mark.parametrize("r, n", [(1, 2), (1, 4), (2, 2), (2, 3), (3, 4)])
def test_lemma_L_levels_and_conclusions(r, n):
    """The patterns' last coordinates 2^d (c + n - d + 1) - 1 (increasing) and 2c + n (distinct), the levels are
    translated walks, (Q) degree n is handled and, for n >= r + 1, (P) degree n + 1 is handled."""
    z0 = tuple(Fraction(3 + 2 * i, 2) for i in range(r))
    c0 = z0[-1]
    last = [_walk(z0, (0,) * (n - d) + (r,) * d)[-1] for d in range(n + 1)]
    assert last == [2**d * (c0 + n - d + 1) - 1 for d in range(n + 1)] and last == sorted(set(last))
    star = _walk(z0, (r,) + (0,) * (n - 1))
    assert star[-1] == 2 * c0 + n and star[-1] not in last
    for d in range(n + 1):
        for w in product(range(r), repeat=n - d):
            assert _walk(z0, w + (r,) * d)[:-1] == tuple(v + d for v in _walk(z0[:-1], w))
    for w in product(range(r), repeat=n - 1):
        assert _walk(z0, (r,) + w)[:-1] == _walk(tuple(v + 1 for v in z0[:-1]), w)
    points = [_walk(z0, w) for w in product(range(r + 1), repeat=n)]
    assert _handles(points, r, n)  # over Q: the points have half-integer coordinates
    if n >= r + 1:
        assert _handles(points, r, n + 1)


def test_lemma_L_needs_n_at_least_r_plus_1():
    """At n = r = 3 the walk's points lie on a quartic: (P) fails below its range."""
    z0 = (Fraction(2), Fraction(2), Fraction(2))
    assert len({_walk(z0, w) for w in product(range(4), repeat=3)}) >= _mult(4, 4)  # enough points for degree 4
    assert not _handles([_walk(z0, w) for w in product(range(4), repeat=3)], 3, 4)


def test_routing_instance_is_the_documented_one():
    """u_0 = 1, u_x = 1 + e_x, W^{H,1} = [[I, 1], [0, 1]], h^{0,1} = e_R, W^{I,2} B = I, W^{H,2} = I, h^{0,2} = 1,
    W^O = 1^T; extra symbols repeat u_0; R = 2 and M < R are refused."""
    R, M = 4, 6
    U, V, H1, H2, w, h01, h02 = _weights(d2.routing_rac(M=M, R=R, field=Rational()))
    B = [[1] + [1 + (r == x - 1) for x in range(1, R)] for r in range(R)]
    assert U == [row + [1] * (M - R) for row in B]
    assert H1 == [[int(i == j or (j == R - 1)) for j in range(R)] for i in range(R)]
    assert sympy.Matrix(V) * sympy.Matrix(B) == sympy.eye(R) and H2 == sympy.eye(R).tolist()
    assert h01 == [0] * (R - 1) + [1] and h02 == w == [1] * R
    for M_, R_ in [(3, 2), (3, 4)]:
        with pytest.raises(ValueError, match="3 <= R <= M"):
            d2.routing_rac(M=M_, R=R_, field=Rational())


@pytest.mark.parametrize("R, s, M", [(3, 4, 3), (3, 4, 4), (4, 5, 4)])
def test_routing_start_points_follow_steps_1_and_2(R, s, M):
    """On every Start word: h^{t,1} = (κ ⊙ z^(t-1), 1), (V h^{t,1})_1 <= 2 - R and the rest >= 1 for t >= 2,
    g = g_k e_k with g_k != 0 for k = x^1 + 1 (extra symbols act as symbol 0), and a = (z, 1) with z Lemma L's walk
    of x^2..x^s from 2 + e_{x^1}."""
    rac = d2.routing_rac(M=M, R=R, field=Rational())
    U, V, H1, *_ = _weights(rac)
    for word in product(range(M), repeat=s):
        sym = [x if x < R else 0 for x in word]
        a, g = _start_point(rac, word)
        assert [v != 0 for v in g] == [k == sym[0] for k in range(R)]
        h1, z = [0] * (R - 1) + [1], [1] * (R - 1)
        for t, x in enumerate(sym, start=1):
            h1 = _had(_mv(H1, h1), _col(U, x))
            assert h1 == [(1 + (x == i + 1)) * v for i, v in enumerate(z)] + [1]
            if t >= 2:
                Vh = _mv(V, h1)
                assert Vh[0] <= 2 - R and all(v >= 1 for v in Vh[1:])
            z = [(1 + (x == i + 1)) * v + 1 for i, v in enumerate(z)]
        assert list(a) == z + [1]
        assert tuple(z) == _walk(tuple(2 + (sym[0] == i + 1) for i in range(R - 1)), sym[1:])


@pytest.mark.parametrize("R, s, M", [(3, 4, 3), (3, 4, 4), pytest.param(4, 5, 4, marks=pytest.mark.slow)])
def test_routing_start_rank_is_D(R, s, M):
    """rank S_full = R ((R, s)) = D from the naive recurrence (GF(p) rank <= rank over Q <= D), and start_rank
    agrees; below the range, s = R = 3 gives 27 < 30."""
    from racs import ModP

    rac = d2.routing_rac(M=M, R=R, field=Rational())
    rank = _sympy_rank(_s_full_rows(rac, list(product(range(M), repeat=s)), s), 1_000_003)
    assert rank == R * _mult(R, s) == _ideal_dim(M, R, s)
    assert d2.start_rank(d2.routing_rac(M=M, R=R, field=ModP(10007)), T=2 * s) == rank
    if (R, s) == (3, 4):
        assert (
            _rank(_s_full_rows(d2.routing_rac(M=3, R=3, field=Rational()), list(product(range(3), repeat=3)), 3))
            == 27
            < 3 * _mult(3, 3)
        )


def test_regime_viii_is_named_and_checked():
    """proved_regime names (viii) exactly where its condition holds and no earlier one does (R = 3..6, M < 24, and
    at the edge R = 17, 18); ρ_2 = D there (R = 3..6, M < 24; and D <= R^s at M = R for R <= 17 up to s = R + 20,
    from which D <= cap <= M^s for every M >= R); check passes at (M, R, T) = (3, 3, 8) and (4, 3, 8) with the End base at
    M = R = 3 (45 at j_0 = 4) and rank S_full = D; at (M, R, T) = (5, 5, 12) and (6, 5, 12), beyond the committed
    sides, Lemma A's two side ranks are the base at M = R = 5 (350 at j_0 = 4) and rank S_full = D = 1050."""
    for M, R, T in product(range(2, 24), range(3, 7), range(4, 19, 2)):
        s = T // 2
        earlier = T == 4 or M >= _mult(R, s) + R - 1 or R >= s * (M - 1) + 1 or (T >= 8 and M >= _mult(R, 2) + R - 1)
        holds = T >= 2 * (R + 1) and M >= (R if R <= 17 else _mult(R, 2))
        assert (d2.proved_regime(M=M, R=R, T=T) == d2.ROUTING_REGIME) == (holds and not earlier)
        if holds:
            assert _rho(M, R, s) == _ideal_dim(M, R, s)
    for R in range(3, 18):
        for s in range(R + 1, R + 21):
            assert _ideal_dim(R, R, s) <= R**s
    # the End bases stop at R = 17: from R = 18 on only the polarisation base, M >= ((R, 2)), is known
    assert d2.proved_regime(M=17, R=17, T=36) == d2.ROUTING_REGIME
    assert d2.proved_regime(M=18, R=18, T=38) is None and d2.proved_regime(M=170, R=18, T=38) is None
    assert d2.proved_regime(M=171, R=18, T=38) == d2.ROUTING_REGIME
    for M in (3, 4):
        c = d2.check(M=M, R=3, T=8)
        assert c.passed and c.details["lower_bound"] == d2.ROUTING_REGIME and c.lhs[-2:] == [45, 45]
    for M in (5, 6):
        assert d2.proved_regime(M=M, R=5, T=12) == d2.ROUTING_REGIME
        sides = d2._lemma_a_sides(d2.ROUTING_REGIME, M=M, R=5, T=12, p=trial_prime(M=M, R=5))
        assert sides == [(350, 5 * _mult(5, 4)), (1050, 5 * _mult(5, 6))]


def test_degenerate_routing_instance_fails_the_check(monkeypatch):
    """Without the ones column of W^{H,1}, h^{1,1} = e_R for every symbol: layer 2 no longer routes x^1, the walk
    stops, rank S_full < D and check fails."""
    from racs import make_rac

    original = d2.routing_rac

    def degenerate(*, M, R, field):
        rac = original(M=M, R=R, field=Rational())
        return make_rac(
            list(rac.W_I), [np.eye(R, dtype=np.int64).astype(object), rac.W_H[1]], rac.W_O, list(rac.h0), field=field
        )

    monkeypatch.setattr(d2, "routing_rac", degenerate)
    c = d2.check(M=3, R=3, T=8)
    assert not c.passed and c.lhs[-1] < 45


# --- regime (ix): the delayed register, R >= (s-1)(M-1)+1 for M <= 16 ----------------------------------------------


def _delayed_F(M, s, word):
    """Step 1 of (ix), written from the proof: y = sum_k prod_t (1 + lambda_k(x^t) m_t), lambda_k(y) = (k+1)^(y+1)
    for y < M-1 and 0 for the silent symbol, m_t = 1 + n_{t-d, x^t}, n_{t,y} = [x^t = y](1 + n_{t-d,y}), d = s-1."""
    d = s - 1
    n = {}
    for t, x in enumerate(word, start=1):
        for y in range(M - 1):
            n[t, y] = (x == y) * (1 + n.get((t - d, y), 0))
    return sum(
        np.prod(
            [1 + sum((k + 1) ** (y + 1) * n[t, y] for y in range(M - 1)) for t in range(1, len(word) + 1)], dtype=object
        )
        for k in range(M)
    )


@pytest.mark.parametrize(
    "M, s, extra", [(2, 3, 0), (2, 4, 1), (3, 3, 0), (3, 3, 2), pytest.param(4, 3, 0, marks=pytest.mark.slow)]
)
def test_delayed_register_output_and_rank(M, s, extra):
    """Step 1 on every word of length 2s (the naive Eq. 1.2 output of the instance, spare units included) and the
    rank of its Start-End matrix: M^s = ρ_2 over Q (Steps 2-5's conclusion)."""
    R = (s - 1) * (M - 1) + 1 + extra
    rac = d2.delayed_register_rac(M=M, R=R, T=2 * s, field=Rational())
    W = _weights(rac)
    for word in product(range(M), repeat=2 * s):
        assert _naive_output(W, word) == _delayed_F(M, s, word)
    A = _naive_matrix(rac, 2 * s)
    assert (_rank(A) if M**s <= 27 else _sympy_rank(A, 1_000_003)) == M**s == _rho(M, R, s)


@pytest.mark.parametrize("M", [2, 3, 4, 5, 6])
def test_delayed_register_small_matrices_are_invertible(M):
    """Step 3: every K_k (K_k[a, c] = (1 + λ_k(a))(1 + λ_k(c)(1 + [a = c]))) has determinant
    prod_y (1 + λ_k(y)) · prod_{y < M-1} (k+1)^(y+1), and J1 = [A1_0 | .. | A1_{M-1}], J2 = [A2_0; ..; A2_{M-1}]
    (the two flattenings of G_k) are invertible over Q (the proof checks M <= 16; here M <= 6)."""
    lam = [[(k + 1) ** (y + 1) if y < M - 1 else 0 for y in range(M)] for k in range(M)]
    for k in range(M):
        L = lam[k]
        K = [[(1 + L[a]) * (1 + L[c] * (1 + (a == c))) for c in range(M)] for a in range(M)]
        assert _det(K) == sympy.prod([1 + v for v in L]) * sympy.prod([(k + 1) ** (y + 1) for y in range(M - 1)])

    def G(k, a, b, c):
        L = lam[k]
        return (1 + L[a]) * (1 + L[b] * (1 + (a == b))) * (1 + L[c] * (1 + (b == c) * (1 + (a == c))))

    J1 = [[G(k, a, b, c) for k in range(M) for c in range(M)] for a in range(M) for b in range(M)]
    J2 = [[G(k, a, b, c) for b in range(M) for c in range(M)] for k in range(M) for a in range(M)]
    assert _rank(J1) == _rank(J2) == M * M


def test_degenerate_delayed_register_fails_the_check(monkeypatch):
    """With λ independent of the symbol (every layer-2 row e_c + (k+1) Σ_y e_(1,y)) the rank at M = 3, s = 3 falls
    below 27, and `check` fails."""
    real = d2.delayed_register_rac

    def degenerate(*, M, R, T, field):
        rac = real(M=M, R=R, T=T, field=Rational())
        V = np.array(rac.W_I[1], dtype=object)
        V[:M, 1:M] = [[k + 1] * (M - 1) for k in range(M)]
        from racs import make_rac

        return make_rac([rac.W_I[0], V], list(rac.W_H), rac.W_O, list(rac.h0), field=field)

    assert _rank(_naive_matrix(degenerate(M=3, R=5, T=6, field=Rational()), 6)) < 27
    monkeypatch.setattr(d2, "delayed_register_rac", degenerate)
    c = d2.check(M=3, R=5, T=6)
    assert c.details["lower_bound"] == d2.DELAYED_REGISTER_REGIME and not c.passed
