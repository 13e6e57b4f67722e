"""proofs.depth2_sides: rank S_W from a basis of W equals the rank of the spanning products evaluated naively
(``tests/depth2_naive.py``, sympy over GF(p)), also where the forms l_{k,x} are dependent mod p; the memory plan
refuses before allocating."""
from itertools import product

import numpy as np
import pytest

from proofs._util import int_matrix
from proofs.depth2_sides import ideal_start_rank
from racs import ModP, Rational, make_rac
from racs.memory import TooLargeError

from depth2_naive import spanning_products as _spanning_products, start_point as _start_point
from naive import sympy_rank as _sympy_rank


def _random_weights(rng, M, R, degenerate):
    W_I = [int_matrix(rng, (R, M), 2), int_matrix(rng, (R, R), 2)]
    if degenerate == "zero row":  # l_{1,x} = 0 for every x: I_1 = 0
        W_I[1][0, :] = 0
    elif degenerate == "equal symbols":  # u_0 = u_1: l_{k,0} = l_{k,1}, every I_k has fewer generators
        W_I[0][:, 1] = W_I[0][:, 0]
    elif degenerate == "zero mod 7":  # every form is 0 over GF(7): W = 0 there, rank 0
        W_I[1] = 7 * W_I[1]
    elif degenerate == "equal mod 7":  # independent over Q, equal over GF(7) (where the first unit's weight is)
        W_I[0][:, 1] = W_I[0][:, 0]
        W_I[0][0, 1] += 7
    return (W_I, [int_matrix(rng, (R, R), 2), int_matrix(rng, (R, R), 2)], int_matrix(rng, (1, R), 2),
            [int_matrix(rng, (R,), 2), int_matrix(rng, (R,), 2)])


_DEGENERATE = [None, "zero row", "equal symbols", "equal mod 7", "zero mod 7"]


@pytest.mark.parametrize("M, R, s, degenerate, p",
                         [(M, R, s, d, p) for M, R, s in [(3, 2, 3), (4, 3, 3), (2, 4, 3)] for d in _DEGENERATE
                          for p in (7, 32749)] + [(2, 3, 7, None, 32749), (2, 3, 7, "equal mod 7", 7)])
def test_ideal_start_rank_equals_the_naive_rank_of_the_spanning_products(M, R, s, degenerate, p):
    """Every Start word: the GF(p) rank of the naive spanning products g_k m(a) l_{k,x}(a) (m of degree s - 1) at
    the naive Start points equals ideal_start_rank, which ranks a basis of W instead. Every size but (2, 4, 3)
    has more Start words than D, so a wrong basis shows; "equal mod 7" has forms independent over Q but dependent mod 7
    (so fewer generators mod p than over Q)."""
    rng = np.random.default_rng(1000 * M + 100 * R + 10 * s + p % 10)
    weights = _random_weights(rng, M, R, degenerate)
    exact = make_rac(*weights, field=Rational())
    rows = []
    for word in product(range(M), repeat=s):
        a, g = _start_point(exact, word)
        rows.append(_spanning_products(exact, s, a, g))
    assert ideal_start_rank(make_rac(*weights, field=ModP(p)), T=2 * s) == _sympy_rank(rows, p)


def test_ideal_start_rank_refuses_before_allocating():
    rac = make_rac(*_random_weights(np.random.default_rng(0), 3, 6, None), field=ModP(32749))
    with pytest.raises(TooLargeError, match="S_W for M=3, R=6, T=40"):
        ideal_start_rank(rac, T=40)
