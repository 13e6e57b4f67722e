"""The cell zoo: parameter counts, equal-parameter widths, initialisation, forward against the naive oracle."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_cayley, naive_cell_output
from strategies import cell_names, small_stack_args

from racs import ModP, random_rac
from racs.cells import CELLS, init_stack, param_count, rac_stack, stacked_forward, width_for_params

# Hand counts per layer (n = layer input size), Collins et al. Sec. 1.4 with one bias per gate.
HAND = {
    "rac": lambda n, R, first: R * n + R * R,
    "rnn": lambda n, R, first: R * n + R * R + R,
    "irnn": lambda n, R, first: R * n + R * R + R,
    "ugrnn": lambda n, R, first: 2 * (R * n + R * R + R),
    "gru": lambda n, R, first: 3 * (R * n + R * R + R),
    "lstm": lambda n, R, first: 4 * (R * n + R * R + R),
    "plusrnn": lambda n, R, first: 4 * (R * n + R * R + R) + (R * n if first else 0),
    "mcrm": lambda n, R, first: 4 * (R * n + R * R + R) + 3 * (R * 2 * R + R * R + R),
    "scornn": lambda n, R, first: R * n + R * (R - 1) // 2 + R,
}
NOT_PARAMETERS = {"b_fg", "D"}  # constants: Collins' b^fg, scoRNN's fixed diagonal


def test_every_cell_has_a_hand_count():
    assert set(HAND) == set(CELLS)


@given(cell=cell_names, n_in=st.integers(1, 9), R=st.integers(1, 12), depth=st.integers(1, 4))
def test_param_count_matches_hand_count(cell, n_in, R, depth):
    expected = sum(HAND[cell](n_in if l == 0 else R, R, l == 0) for l in range(depth))
    assert param_count(cell, n_in=n_in, R=R, depth=depth) == expected


@given(cell=cell_names, n_in=st.integers(1, 5), R=st.integers(1, 6), depth=st.integers(1, 3))
@settings(max_examples=15)
def test_param_count_counts_the_initialised_arrays(cell, n_in, R, depth):
    s = init_stack(cell, depth=depth, R=R, n_in=n_in, seed=0)
    free = 0
    for p in s.layers:
        for k, v in p.items():
            if k in NOT_PARAMETERS:
                continue
            free += v.size if k != "A" else v.shape[0] * (v.shape[0] - 1) // 2  # skew: strict upper triangle
    assert param_count(cell, n_in=n_in, R=R, depth=depth) == free


@given(cell=cell_names, depth=st.integers(1, 3), n_in=st.integers(1, 4), params=st.integers(1, 3000))
def test_width_for_params_is_the_largest_width_within_budget(cell, depth, n_in, params):
    fits = [
        R for R in range(1, 200) if sum(HAND[cell](n_in if l == 0 else R, R, l == 0) for l in range(depth)) <= params
    ]
    if not fits:
        with pytest.raises(ValueError, match="raise --params"):
            width_for_params(cell, depth=depth, params=params, n_in=n_in)
    else:
        assert width_for_params(cell, depth=depth, params=params, n_in=n_in) == max(fits)


@pytest.mark.parametrize("cell,torch_cls,gates", [("rnn", "RNN", 1), ("gru", "GRU", 3), ("lstm", "LSTM", 4)])
def test_param_count_matches_torch_less_its_second_bias(cell, torch_cls, gates):
    torch = pytest.importorskip("torch")
    for n_in, R, depth in [(3, 5, 1), (2, 7, 3)]:
        m = getattr(torch.nn, torch_cls)(n_in, R, num_layers=depth)
        n_torch = sum(p.numel() for p in m.parameters())
        assert param_count(cell, n_in=n_in, R=R, depth=depth) == n_torch - depth * gates * R


@given(args=small_stack_args(), B=st.integers(1, 3), T=st.integers(1, 4), data_seed=st.integers(0, 99))
@settings(max_examples=30)
def test_stacked_forward_matches_naive_oracle(args, B, T, data_seed):
    s = init_stack(args.pop("cell"), **args)
    X = np.random.default_rng(data_seed).standard_normal((B, T, s.n_in))
    y = stacked_forward(s, X)
    expected = np.array([naive_cell_output(s, X[b]) for b in range(B)])
    assert y.shape == (B, 1)
    np.testing.assert_allclose(y[:, 0], expected, rtol=1e-9, atol=1e-12 * max(1.0, np.abs(expected).max()))


def test_rac_cell_in_gf_p_matches_naive_rac():
    from naive import naive_output as naive_rac

    p = 10007
    rac = random_rac(depth=2, M=3, R=4, C=2, seed=3, field=ModP(p))
    X = np.random.default_rng(0).integers(0, p, size=(5, 4, 3))
    y = stacked_forward(rac_stack(rac), rac.field.asarray(X))
    for b in range(5):
        expected = naive_rac(rac, [list(map(int, x)) for x in X[b]], c=0)
        assert int(y[b, 0]) % p == expected % p


def test_analytic_cell_refuses_an_exact_field():
    from racs.cells import FieldOps

    p = dict(init_stack("rnn", depth=1, R=2, n_in=2, seed=0).layers[0])
    with pytest.raises(AttributeError, match="tanh"):
        CELLS["rnn"].update(p, (np.zeros((2, 1)),), np.zeros((2, 1)), np.zeros((2, 1)), None, FieldOps(ModP(7)))


def test_init_is_seeded_and_gain_scales_weights():
    a = init_stack("lstm", depth=2, R=60, n_in=40, seed=7, gain=2.0)
    b = init_stack("lstm", depth=2, R=60, n_in=40, seed=7, gain=2.0)
    c = init_stack("lstm", depth=2, R=60, n_in=40, seed=8, gain=2.0)
    np.testing.assert_array_equal(a.layers[1]["Wh"], b.layers[1]["Wh"])
    assert not np.array_equal(a.layers[1]["Wh"], c.layers[1]["Wh"])
    # N(0, g^2/fan_in): sample std within 5% of g/sqrt(fan_in) on 9600 and 14400 entries
    assert abs(a.layers[0]["Wx"].std() - 2.0 / np.sqrt(40)) < 0.05 * 2.0 / np.sqrt(40)
    assert abs(a.layers[1]["Wh"].std() - 2.0 / np.sqrt(60)) < 0.05 * 2.0 / np.sqrt(60)
    with pytest.raises(ValueError):
        a.layers[0]["Wx"][0, 0] = 1.0


def test_irnn_identity_recurrence_and_zero_biases():
    s = init_stack("irnn", depth=2, R=5, n_in=3, seed=1, bias_scale=1.0)
    for p in s.layers:
        np.testing.assert_array_equal(p["Wh"], np.eye(5))
        np.testing.assert_array_equal(p["b"], 0)


@given(R=st.integers(1, 9), seed=st.integers(0, 999))
@settings(max_examples=15)
def test_scornn_cayley_init(R, seed):
    import array_api_compat.numpy as xp

    from racs.cells import cayley

    p = init_stack("scornn", depth=1, R=R, n_in=2, seed=seed).layers[0]
    A, D = p["A"], p["D"]
    np.testing.assert_array_equal(A, -A.T)
    assert list(D).count(-1.0) == R // 2 and set(D) <= {1.0, -1.0}
    assert np.all(np.abs(p["b"]) <= 0.01)
    W = cayley(xp, A, D)
    np.testing.assert_allclose(W @ W.T, np.eye(R), atol=1e-12)
    np.testing.assert_allclose(W, naive_cayley(A, D), atol=1e-12)


def test_api_errors_are_one_line():
    with pytest.raises(ValueError, match="unknown cell 'foo'"):
        param_count("foo", n_in=2, R=3, depth=1)
    with pytest.raises(TypeError, match="R=2.5 must be an int"):
        param_count("rnn", n_in=2, R=2.5, depth=1)
    with pytest.raises(ValueError, match="depth=0 must be >= 1"):
        init_stack("rnn", depth=0, R=2, n_in=2, seed=0)
    with pytest.raises(ValueError, match="gain"):
        init_stack("rnn", depth=1, R=2, n_in=2, seed=0, gain=0.0)
    with pytest.raises(ValueError, match="shape"):
        stacked_forward(init_stack("rnn", depth=1, R=2, n_in=2, seed=0), np.zeros((1, 3, 5)))
