"""Proposition 16's constructions against naive evaluation over Q (tests/naive.py), its bound transfer against
hand-computed cases, and the committed data against the proposition (no certified rank above a cap at or above
its shape)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from numerics.atlas import committed_atlas, k_sequences
from proofs.general import monotone
from proofs.general.monotone import deeper_rac, dominance_bounds, emulating_rac, more_inputs_rac, wider_rac
from racs import Rational, make_rac, random_rac
from tests.naive import naive_output

ROOT = Path(__file__).resolve().parents[3]


def _seqs(rng, *, count, T, M, M0, c=None):
    """Random integer sequences in Q^M, zero past M0, scaled onto c^T x = 1 when c is given."""
    out = []
    while len(out) < count:
        seq = []
        for _ in range(T):
            x = [Fraction(int(v)) for v in rng.integers(-5, 6, M0)] + [Fraction(0)] * (M - M0)
            if c is not None:
                dot = sum(Fraction(int(ci)) * xi for ci, xi in zip(c, x))
                if dot == 0:
                    break
                x = [xi / dot for xi in x]
            seq.append(x)
        else:
            out.append(seq)
    return out


@pytest.mark.parametrize(
    "small, big",
    [
        ((1, 2, 2), (1, 2, 3)),
        ((2, 2, 2), (2, 3, 3)),
        ((1, 2, 2), (2, 2, 2)),
        ((2, 2, 2), (4, 3, 3)),
        ((2, 3, 2), (3, 3, 2)),
    ],
)
def test_emulation_reproduces_the_smaller_rac_over_q(small, big):
    rac = random_rac(depth=small[0], M=small[1], R=small[2], seed=3, field=Rational())
    plus, c = emulating_rac(rac, depth=big[0], M=big[1], R=big[2])
    assert (plus.depth, plus.M, plus.R) == big
    for seq in _seqs(np.random.default_rng(0), count=6, T=4, M=big[1], M0=small[1], c=c):
        assert naive_output(plus, seq) == naive_output(rac, [x[: small[1]] for x in seq])


def test_default_initial_states_are_kept():
    rac = random_rac(depth=2, M=2, R=2, seed=1, field=Rational())
    plus, _ = emulating_rac(rac, depth=3, M=3, R=4)
    for w, h in zip(plus.W_H, plus.h0):
        ws = [[Fraction(v) for v in row] for row in w]
        assert [sum(a * Fraction(b) for a, b in zip(row, h)) for row in ws] == [1] * plus.R


def test_depth_step_needs_the_hyperplane():
    # can fail: off c^T x = 1 the pass-through layer multiplies by c^T x_(t-1), so the outputs differ
    rac = random_rac(depth=2, M=2, R=2, seed=4, field=Rational())
    plus, c = deeper_rac(rac)
    seqs = _seqs(np.random.default_rng(1), count=4, T=4, M=2, M0=2)
    assert all(sum(Fraction(int(ci)) * xi for ci, xi in zip(c, s[0])) != 1 for s in seqs)
    assert any(naive_output(plus, s) != naive_output(rac, s) for s in seqs)


def test_wider_and_more_inputs_alone():
    rac = random_rac(depth=3, M=2, R=2, seed=5, field=Rational())
    for plus, M in ((wider_rac(rac, R=4), 2), (more_inputs_rac(rac, M=4), 4)):
        for seq in _seqs(np.random.default_rng(2), count=4, T=3, M=M, M0=2):
            assert naive_output(plus, seq) == naive_output(rac, [x[:2] for x in seq])


def test_bad_sizes_are_refused():
    rac = random_rac(depth=2, M=3, R=3, seed=0)
    with pytest.raises(ValueError, match="R=2"):
        wider_rac(rac, R=2)
    with pytest.raises(ValueError, match="M=2"):
        more_inputs_rac(rac, M=2)
    with pytest.raises(ValueError, match="depth=1"):
        emulating_rac(rac, depth=1, M=3, R=3)
    zero = make_rac([np.zeros((2, 2)), np.eye(2)], [np.eye(2), np.eye(2)], np.ones((1, 2)))
    with pytest.raises(ValueError, match="W_I\\[0\\] is zero"):
        deeper_rac(zero)


def test_dominance_bounds_by_hand():
    lower = {(2, 2, 2, 4): 6, (2, 2, 3, 4): 7, (3, 2, 2, 4): 8, (2, 2, 2, 6): 20}
    upper = {(2, 2, 2, 4): 6, (3, 3, 3, 4): 30, (3, 2, 3, 4): 25, (2, 2, 3, 4): 9}
    b = dominance_bounds(lower, upper)
    assert b[(3, 2, 3, 4)] == {"lower": 8, "lower_from": (3, 2, 2, 4), "upper": 25, "upper_from": (3, 2, 3, 4)}
    assert b[(2, 2, 3, 4)]["lower"] == 7 and b[(2, 2, 3, 4)]["upper"] == 9
    assert b[(3, 3, 3, 4)]["upper_from"] == (3, 3, 3, 4) and b[(3, 3, 3, 4)]["lower"] == 8
    # T is never mixed: the T = 6 bound stays at T = 6, and nothing caps it
    assert b[(2, 2, 2, 6)] == {"lower": 20, "lower_from": (2, 2, 2, 6), "upper": None, "upper_from": None}
    assert b[(3, 2, 2, 4)]["upper"] == 25


def test_committed_ranks_never_exceed_a_cap_above_them():
    """Proposition 16 as a test of the data: a certified rank at one shape is at most the least proven cap of every
    shape above it (same T). A violation would be a wrong rank, a wrong cap or a wrong proposition."""
    lower, upper = {}, {}
    for s in k_sequences(committed_atlas()):
        key = (s["depth"], s["M"], s["R"], s["T"])
        lower[key], upper[key] = s["rank"], s["separation_cap"]
    for r in json.loads((ROOT / "docs" / "general_inputs.json").read_text())["rows"]:
        if r["eval_rank"] is not None:
            key = (r["depth"], r["M"], r["R"], r["T"])
            lower[key] = max(lower[key], r["eval_rank"])
    assert len(lower) > 600
    for key, b in dominance_bounds(lower, upper).items():
        assert b["upper"] is None or b["lower"] <= b["upper"], (key, b)


def test_registry_rows_pass_and_can_fail(monkeypatch):
    c = monotone.cases("quick")[2]
    assert monotone.check(**c).passed
    assert monotone.check_ranks(**c).passed
    # a wrong construction (the pass-through layer without its rank-one W^H) must be caught
    real = monotone.deeper_rac

    def broken(rac, *, layers=1):
        plus, cc = real(rac, layers=layers)
        W_H = [np.eye(rac.R, dtype=np.int64)] * layers + list(plus.W_H[layers:])
        return make_rac(plus.W_I, W_H, plus.W_O, plus.h0, field=plus.field), cc

    monkeypatch.setattr(monotone, "deeper_rac", broken)
    assert not monotone.check(**c).passed
