"""Eq. (2.5), the TT cores and the Fig. A.2 networks against the naive recurrence (exact, over Q)."""

import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_grid, naive_output, scalars
from strategies import seeds

from numerics import identity_templates
from racs import Rational, Real, contract, random_rac, shallow_mps, shallow_network, tt_tensor, weights_tensor


@given(st.integers(1, 3), st.integers(1, 3), st.integers(1, 2), st.integers(1, 4), seeds)
def test_every_shallow_view_is_the_grid_tensor(M, R, C, T, seed):
    rac = random_rac(depth=1, M=M, R=R, C=C, seed=seed, field=Rational())
    c = seed % C
    ref = naive_grid(rac, T, identity_templates(rac), c)
    views = {
        "Eq. (2.5)": weights_tensor(rac, T=T, c=c),
        "TT cores": tt_tensor(rac, T=T, c=c),
        "Fig. A.2a": contract(shallow_network(rac, T=T, c=c)),
        "Fig. A.2c": contract(shallow_mps(rac, T=T, c=c)),
    }
    for name, A in views.items():
        assert A.shape == (M,) * T, name
        assert all(A[d] == v for d, v in ref.items()), name


@given(st.integers(1, 3), st.integers(1, 3), st.integers(1, 4), seeds)
def test_eq_2_4_and_networks_with_inputs_equal_the_recurrence(M, R, T, seed):
    rac = random_rac(depth=1, M=M, R=R, seed=seed, field=Rational())
    X = Rational().random(np.random.default_rng(seed), (T, M))
    y = naive_output(rac, [scalars(rac, x) for x in X])
    A = weights_tensor(rac, T=T)
    eq24 = sum(A[d] * np.prod([X[i][d[i]] for i in range(T)]) for d in itertools.product(range(M), repeat=T))
    assert eq24 == y
    assert contract(shallow_network(rac, T=T, inputs=X)) == y
    assert contract(shallow_mps(rac, T=T, inputs=X)) == y


@pytest.mark.parametrize("T", [1, 3, 5])
def test_tensornetwork_engine_agrees(T):
    rac = random_rac(depth=1, M=2, R=3, seed=T, field=Rational())
    net = shallow_network(rac, T=T)
    assert np.array_equal(contract(net, engine="tensornetwork"), contract(net))


def test_network_structure_fig_a2():
    net = shallow_network(random_rac(depth=1, M=2, R=3, seed=0), T=4)
    assert [net.count(k) for k in ("W_H", "W_I", "delta", "h0", "W_O")] == [4, 4, 4, 1, 1]
    assert [o.time for o in net.open_legs] == [1, 2, 3, 4] and all(o.dim == 2 for o in net.open_legs)
    mps = shallow_mps(random_rac(depth=1, M=2, R=3, seed=0), T=4)
    assert mps.count("core") == 4 and {e.dim for e in mps.edges} == {3}


def test_shallow_constructions_refuse_deep_or_modular():
    from racs import ModP

    with pytest.raises(ValueError, match="depth 1"):
        weights_tensor(random_rac(depth=2, M=2, R=2, seed=0), T=3)
    with pytest.raises(TypeError, match=r"Real\(\) or Rational\(\)"):
        shallow_network(random_rac(depth=1, M=2, R=2, seed=0, field=ModP(101)), T=3)
    with pytest.raises(ValueError, match="inputs must have shape"):
        shallow_network(random_rac(depth=1, M=2, R=2, seed=0, field=Real()), T=3, inputs=np.ones((2, 2)))
