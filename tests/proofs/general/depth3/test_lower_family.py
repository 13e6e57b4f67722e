"""Proposition 25's checks (``proofs.general.depth3.lower_family``) against an independent computation: Lemma K over Q
with sympy's nullspace and a plain-Python recurrence from free Start states (Eq. 1.2 written out here), the
killed state's formula against sympy mod p, and the family's rank of F_0 against Lemma U's bound."""

import random
from fractions import Fraction

import numpy as np
import pytest
import sympy

from proofs.general.depth3.lower_family import check, check_killed, family_weights, killed_state
from proofs.general.depth3.one_step_m2 import one_step_closed_form
from proofs.general.free_states import PRIME, free_state_output, free_state_rank


def _mat_vec(W, v):
    return [sum(W[i][c] * v[c] for c in range(len(v))) for i in range(len(W))]


def _free_output(WI, WH, WO, states, xs, top):
    """F_top after the End steps xs from the free states (a, b) (the layer-3 state replaced by e_top), over Q."""
    R = len(WO)
    h = [list(states[0]), list(states[1]), [Fraction(int(i == top)) for i in range(R)]]
    for t, x in enumerate(xs):
        below = x
        for l in range(3):
            inp = _mat_vec(WI[l], below)
            prev = h[l] if t == 0 else _mat_vec(WH[l], h[l])
            h[l] = [p * q for p, q in zip(prev, inp)]
            below = h[l]
    return sum(w * v for w, v in zip(WO, h[2]))


def _small_family(seed):
    rng = random.Random(seed)
    r = lambda *shape: [[Fraction(rng.randint(-9, 9)) for _ in range(shape[1])] for _ in range(shape[0])]  # noqa: E731
    WI = [r(3, 2), r(3, 3), r(3, 3)]
    WH = [r(3, 3), r(3, 3), [[Fraction(int(i == j)) for j in range(3)] for i in range(3)]]
    return WI, WH, [Fraction(rng.randint(1, 9)) for _ in range(3)], rng


def _killed_over_Q(WI, WH, k, j):
    """b with ell_k((H2 (b o c_j)) o W2((H1 e_j) o w)) = 0 for w = W1 e_1, W1 e_2: sympy's nullspace."""
    b = sympy.symbols("b0:3")
    c = [WI[1][i][j] for i in range(3)]
    hj = [WH[0][i][j] for i in range(3)]
    eqs = []
    for m in range(2):
        w = [WI[0][i][m] for i in range(3)]
        v = _mat_vec(WI[1], [hj[i] * w[i] for i in range(3)])
        h2 = _mat_vec(WH[1], [b[i] * c[i] for i in range(3)])
        eqs.append(sympy.expand(sum(WI[2][k][r] * h2[r] * v[r] for r in range(3))))
    A = sympy.Matrix([[sympy.Rational(e.coeff(bi)) for bi in b] for e in eqs])
    (kernel,) = A.nullspace()
    return [Fraction(int(sympy.fraction(z)[0]), int(sympy.fraction(z)[1])) for z in kernel]


@pytest.mark.parametrize("seed, n", [(1, 2), (2, 3), (3, 4)])
def test_lemma_k_over_Q(seed, n):
    """At a random rational point of the family, F_k vanishes at (e_j, b_kj) for every End input, and not at a
    perturbed b (the control)."""
    WI, WH, WO, rng = _small_family(seed)
    for k in range(3):
        for j in range(3):
            b = _killed_over_Q(WI, WH, k, j)
            a = [Fraction(int(i == j)) for i in range(3)]
            for _ in range(3):
                xs = [[Fraction(rng.randint(-9, 9)) for _ in range(2)] for _ in range(n)]
                assert _free_output(WI, WH, WO, (a, b), xs, k) == 0
            bumped = [b[0] + 1, b[1] + 2, b[2]]
            draws = [[[Fraction(rng.randint(-99, 99)) for _ in range(2)] for _ in range(n)] for _ in range(3)]
            assert any(_free_output(WI, WH, WO, (a, bumped), xs, k) != 0 for xs in draws)


def test_killed_state_spans_sympys_kernel_mod_p():
    WI, WH, _ = family_weights(R=3, M=2, seed=4)
    for k in range(3):
        for j in range(3):
            b = killed_state(WI, WH, k=k, j=j)
            WIq = [[[Fraction(int(v)) for v in row] for row in W] for W in WI]
            WHq = [[[Fraction(int(v)) for v in row] for row in W] for W in WH]
            ref = _killed_over_Q(WIq, WHq, k, j)
            # proportional mod p: the 2 x 2 minors of [b; ref] vanish
            num = [int(z.numerator) * pow(int(z.denominator), -1, PRIME) % PRIME for z in ref]
            assert any(int(v) for v in b)
            assert all((int(b[i]) * num[l] - int(b[l]) * num[i]) % PRIME == 0 for i in range(3) for l in range(3))


def test_lemma_k_needs_the_family():
    """The registry's check passes on the family; with W^(H,3) drawn at random instead, the same states no longer
    zero the single F_k (there only the sum over k of Proposition 19's relations vanishes)."""
    assert check_killed(n=3).passed
    WI, WH, WO = family_weights(R=3, M=2, seed=0)
    WH = [WH[0], WH[1], np.random.default_rng(9).integers(0, PRIME, (3, 3))]
    xs = np.random.default_rng(10).integers(0, PRIME, (5, 3, 2))
    a = np.eye(3, dtype=np.int64)
    out = [
        free_state_output(WI, WH, WO, [a[j : j + 1], killed_state(WI, WH, k=k, j=j)[None, :], a[:1]], xs, top=k)
        for k in range(3)
        for j in range(3)
    ]
    assert all(np.any(o != 0) for o in out)


@pytest.mark.slow
def test_family_rank_of_F0_is_lemma_u_bound_and_generic_is_not():
    """At n = 5 the family lowers rank F_0 by exactly R = 3 below the one-step bound, which generic weights reach."""
    V = one_step_closed_form(n=5)
    assert free_state_rank(depth=3, M=2, R=3, T=10, points=V + 100, top=0, seed=2, top_hidden_identity=True) == V - 3
    assert free_state_rank(depth=3, M=2, R=3, T=10, points=V + 100, top=0, seed=2) == V
    assert check(n=5).passed


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [(dict(R=5, n=4), "R=5"), (dict(R=4, n=3), "n=3"), (dict(R=3, n=4), "n=4")],
)
def test_check_refuses_widths_and_lengths_without_a_base(kwargs, match):
    """The base of Lemma D is certified at (R, n0) = (3, 5) and (4, 4) only: anything else is refused in one line."""
    with pytest.raises(ValueError, match=match):
        check(**kwargs)
