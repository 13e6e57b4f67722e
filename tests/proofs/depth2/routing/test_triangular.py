"""proofs.depth2.routing.triangular: the generalized cross product against sympy determinants, and the routing count on
instances whose routing is broken in each of the ways it counts (naive Eq. 1.2 shows the broken routing)."""

from itertools import product

import numpy as np
import pytest
import sympy
from depth2_naive import start_point as _start_point
from hypothesis import given
from hypothesis import strategies as st

from proofs.depth2.routing import four_walks as fw
from proofs.depth2.routing import triangular as rt
from racs import Rational, make_rac


@given(
    st.integers(3, 6).flatmap(
        lambda n: st.lists(st.lists(st.integers(-9, 9), min_size=n, max_size=n), min_size=n, max_size=n)
    )
)
def test_cofactor_vector_is_the_primitive_determinant_vector(square):
    """n - 1 rows and a last row x: v . x = c det[rows; x] with c > 0 (sympy), gcd 1 or v = 0; first_positive only
    flips the sign, so that the first nonzero entry is positive."""
    rows, x = square[:-1], square[-1]
    v = rt.cofactor_vector(rows)
    det = sympy.Matrix(rows + [x]).det()
    dot = sum(a * b for a, b in zip(v, x))
    assert all(sum(a * b for a, b in zip(v, r)) == 0 for r in rows)
    if sympy.Matrix(rows).rank() == len(rows):  # det = c (v . x) with c = the gcd of the cofactors > 0
        assert sympy.gcd_list(v) == 1 and (det == 0) == (dot == 0) and det * dot >= 0 and (dot == 0 or det % dot == 0)
    else:
        assert not any(v)
    w = rt.cofactor_vector(rows, first_positive=True)
    assert w in (v, [-a for a in v]) and (not any(w) or next(a for a in w if a) > 0)


def _routed_on_every_word(rac, classes, s):
    """Naive Eq. 1.2: on every word of class k, g_j = 0 for every j > k."""
    for word in product(range(rac.M), repeat=s):
        for k, c in enumerate(classes):
            parts = [c] if not isinstance(c[0], tuple) else c
            if any(word[: len(z)] == z for z in parts):
                g = _start_point(rac, word)[1]
                if any(v != 0 for v in g[k + 1 :]):
                    return False
    return True


def test_routing_misses_counts_uncovered_classes_and_a_mixing_layer_two():
    good = fw.balanced_rac(field=Rational())
    routing = dict(zeros=fw.ROUTING_ZEROS, classes=fw.BALANCED_CLASSES)
    assert rt.routing_misses(good, **routing) == 0 and _routed_on_every_word(good, fw.BALANCED_CLASSES, 6)
    # the words beginning 11 moved into c_1: rows 2..5 are not zero there
    moved = (fw.BALANCED_CLASSES[0] + ((1, 1),),) + fw.BALANCED_CLASSES[1:4] + (((1, 1, 1),),)
    assert rt.routing_misses(good, zeros=fw.ROUTING_ZEROS, classes=moved) == 4
    assert not _routed_on_every_word(good, moved, 6)
    # W^{H,2} mixing the units: g is no longer a product of per-unit factors
    mixed = make_rac(
        list(good.W_I),
        [good.W_H[0], np.ones((5, 5), dtype=np.int64).astype(object)],
        good.W_O,
        list(good.h0),
        field=Rational(),
    )
    assert rt.routing_misses(mixed, **routing) == 1 and not _routed_on_every_word(mixed, fw.BALANCED_CLASSES, 6)
    with pytest.raises(ValueError, match="4 classes for R=5 units"):
        rt.routing_misses(good, zeros=fw.ROUTING_ZEROS, classes=fw.BALANCED_CLASSES[:4])
