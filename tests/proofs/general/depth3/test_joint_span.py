"""Tests for proofs.general.depth3.joint_span: the killed Start points against free_state_output (an independent evaluator),
the spans Psi_jk recomputed over Q with a naive integer recurrence and exact integer ranks, and the bound against the
random-point rank of P."""

from __future__ import annotations

import itertools
import random
from math import comb

import flint
import numpy as np
import pytest

from proofs.general.depth3.joint_span import (
    joint_span_bound,
    kill_direction,
    killed_start_point,
    proven_sep_bound,
    psi_ranks,
    random_weights,
    relation_cap,
    relation_count,
    sep_closed_form,
)
from proofs.general.depth3.one_step_m2 import one_step_closed_form, vanishing_bound
from proofs.general.free_states import PRIME, free_state_output, free_state_rank


@pytest.mark.parametrize(("R", "M", "n", "seed"), [(3, 2, 2, 0), (3, 2, 5, 1), (4, 2, 3, 2), (4, 3, 3, 3)])
def test_killed_points_vanish(R: int, M: int, n: int, seed: int) -> None:
    WI, WH, WO = random_weights(R=R, M=M, seed=seed)
    g = np.random.default_rng(seed + 100)
    xs = g.integers(0, PRIME, (12, n, M))
    for j, i in itertools.product(range(R), repeat=2):
        a, b, c = killed_start_point(WI, WH, j=j, i=i)
        out = free_state_output(WI, WH, WO, [a[None], b[None], c[None]], xs)
        assert not np.any(out)
        # control: another c at the same (a, b) is not killed
        c2 = c.copy()
        c2[(i + 1) % R] = (c2[(i + 1) % R] + 1) % PRIME
        assert np.count_nonzero(free_state_output(WI, WH, WO, [a[None], b[None], c2[None]], xs)) == 12


def test_kill_direction_needs_fewer_inputs() -> None:
    WI, WH, _ = random_weights(R=3, M=3, seed=0)
    with pytest.raises(ValueError, match="M < R"):
        kill_direction(WI, WH, j=0, i=0)


def _later(WI: list, WH: list, WO: list, h: list, xs: list) -> int:
    """Naive exact evaluation of the last steps from states h (lists of ints), own code (no numpy, no mod p)."""
    h = [list(v) for v in h]
    for x in xs:
        below = [sum(r * xi for r, xi in zip(row, x, strict=True)) for row in WI[0]]
        for l in range(3):
            prev = [sum(r * v for r, v in zip(row, h[l], strict=True)) for row in WH[l]]
            inp = below if l == 0 else [sum(r * v for r, v in zip(row, below, strict=True)) for row in WI[l]]
            h[l] = [p * q for p, q in zip(prev, inp, strict=True)]
            below = h[l]
    return sum(o * v for o, v in zip(WO, h[2], strict=True))


@pytest.mark.parametrize(("R", "M", "n"), [(3, 2, 4), (3, 3, 3)])
def test_psi_over_q(R: int, M: int, n: int) -> None:
    # Psi_jk over Q at small random integer weights: each of dimension ((R, n-1)), their sum within the cap, and the
    # sum equal to the cap minus the relations the proof finds (so the cap is attained and not passed)
    rnd = random.Random(7)

    nonzero = [v for v in range(-9, 10) if v]  # a zero weight is a special point (e.g. beta confined to a plane)

    def mat(r: int, c: int) -> list:
        return [[rnd.choice(nonzero) for _ in range(c)] for _ in range(r)]

    WI = [mat(R, M), mat(R, R), mat(R, R)]
    WH = [mat(R, R) for _ in range(3)]
    WO = [rnd.choice(nonzero) for _ in range(R)]
    per = comb(R + n - 2, n - 1)
    bs = [[rnd.randint(-6, 6) for _ in range(R)] for _ in range(per + 4)]
    xss = [[[rnd.randint(-6, 6) for _ in range(M)] for _ in range(n - 1)] for _ in range(R * per + 4)]
    cap = relation_cap(R=R, M=M, n=n)
    for j in range(R):
        e_j = [int(r == j) for r in range(R)]
        blocks = []
        for k in range(R):
            rows = []
            for b in bs:
                beta = [b[r] * WI[1][r][j] for r in range(R)]
                ell = sum(WI[2][k][r] * beta[r] for r in range(R))
                h3 = [ell * int(r == k) for r in range(R)]
                rows.append([_later(WI, WH, WO, [e_j, beta, h3], xs) for xs in xss])
            blocks.append(rows)
        # exact ranks over Q (FLINT's fmpz_mat: integer elimination, no prime)
        assert [flint.fmpz_mat(B).rank() for B in blocks] == [per] * R
        assert flint.fmpz_mat([r for B in blocks for r in B]).rank() == cap


@pytest.mark.parametrize(("R", "M", "n"), [(3, 2, 4), (3, 2, 5), (3, 3, 3), (4, 3, 4)])
def test_certificate_matches_generic_count(R: int, M: int, n: int) -> None:
    # every Psi_jk full and the joint rank exactly the proven cap: the count is R * (R((R, n-1)) - cap)
    out = psi_ranks(R=R, M=M, n=n, seed=11)
    per = comb(R + n - 2, n - 1)
    assert out["ranks"] == [[per] * R] * R
    assert out["joint"] == [out["cap"]] * R
    assert out["powers_rank"] == R
    assert relation_count(R=R, M=M, n=n, seed=11) == R * (R * per - out["cap"])


def test_bound_above_random_rank_small() -> None:
    # T = 6: the random-point rank of P (free_state_rank, independent code) must not exceed the proven bound
    assert free_state_rank(depth=3, M=2, R=3, T=6, points=80, seed=2) <= joint_span_bound(R=3, n=3, seed=5)


@pytest.mark.slow
def test_bound_meets_rank_at_t10() -> None:
    # (3, 2, 3, 10): the bound 3 * 2385 - 9 equals the random-point rank of P (250 s on one shared core)
    bound = joint_span_bound(R=3, n=5, seed=3)
    assert free_state_rank(depth=3, M=2, R=3, T=10, points=7300, seed=1) == bound


@pytest.mark.parametrize("kwargs", [{"R": 3, "n": 1}, {"R": 2, "n": 3}, {"R": 0, "n": 3}])
def test_bad_input(kwargs: dict) -> None:
    with pytest.raises(ValueError):
        joint_span_bound(**kwargs)


def test_bad_m() -> None:
    with pytest.raises(ValueError, match="M=1"):
        relation_count(R=3, M=1, n=4)


def test_registry_row_passes_and_can_fail(monkeypatch) -> None:
    """Proposition 19's row: the proven bound meets the recorded lower bound at T = 10; against a recorded rank one
    lower (as if the certified lower bound were 7145) it fails."""
    from proofs.general import atlas_open
    from proofs.general.depth3 import joint_span

    assert all(joint_span.check(**c).passed for c in joint_span.cases("quick"))
    data = atlas_open.load_open()
    key = (3, 2, 3, 10)
    wrong = {
        **data,
        "rows": [
            dict(r, eval_rank=r["eval_rank"] - 1) if (r["depth"], r["M"], r["R"], r["T"]) == key else r
            for r in data["rows"]
        ],
    }
    monkeypatch.setattr(atlas_open, "load_open", lambda path=atlas_open.DATA: wrong)
    assert not joint_span.check(T=10).passed
    with pytest.raises(ValueError, match="even"):
        joint_span.check(T=9)


def _one_step_count(n: int) -> int:
    """The one-step bound's count with r_0 = 3 (C(n+2, 4) + C(n+1, 3)), from binomials (independent of the polynomial)."""
    N1 = n * (n + 1) // 2
    ms = lambda r, d: comb(r + d - 1, d) if d >= 0 else 0  # noqa: E731
    return 2 * ms(3, N1 - 1) * ms(3, n - 1) - ms(3, N1 - 2) * ms(3, n - 2) - 3 * (comb(n + 2, 4) + comb(n + 1, 3))


@pytest.mark.parametrize("n", range(2, 40))
def test_closed_form_is_the_count(n: int) -> None:
    assert one_step_closed_form(n=n) == _one_step_count(n)
    if n >= 5:
        assert sep_closed_form(n=n) == 3 * _one_step_count(n) - 9


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_closed_form_meets_the_proven_bound(n: int) -> None:
    # the exact GF(p) rank behind vanishing_bound, at another seed than the registry's
    assert one_step_closed_form(n=n) == vanishing_bound(R=3, n=n, seed=7)


def test_closed_form_range() -> None:
    with pytest.raises(ValueError, match="n=4"):
        sep_closed_form(n=4)


def test_conjecture_row_statuses(monkeypatch) -> None:
    """Conjecture 20's row: held at T = 10 (recorded 7146); a recorded rank one above refutes it, one below makes a
    candidate, none leaves it undecided."""
    from proofs.general import atlas_open
    from proofs.general.depth3 import joint_span

    data = atlas_open.load_open()
    key = (3, 2, 3, 10)

    def recorded(value):
        rows = [dict(r, eval_rank=value) if (r["depth"], r["M"], r["R"], r["T"]) == key else r for r in data["rows"]]
        monkeypatch.setattr(atlas_open, "load_open", lambda path=atlas_open.DATA: {**data, "rows": rows})
        return joint_span.check_conjecture(n=5).details

    held = recorded(7146)
    assert held["proven_upper"] == 7146 and not {"refuted", "undecided", "counterexample_candidate"} & set(held)
    assert recorded(7147).get("refuted")
    assert recorded(7145).get("counterexample_candidate")
    assert recorded(None).get("undecided")


def test_least_cap_row_statuses(monkeypatch) -> None:
    """Conjecture 27's row: held at (R, T) = (4, 10) by Proposition 25's family rank, at (3, 8) by the grid atlas'
    pin (616, the end-input cap there, typed here from the atlas page); a family rank below the cap makes a
    candidate, one above refutes, none leaves the shape undecided; odd T is refused."""
    from proofs.general import atlas_open
    from proofs.general.depth3 import joint_span

    held = joint_span.check_least_cap(R=3, T=8)
    assert held.passed and held.lhs == held.rhs == 616 and held.details["lower_from"] == "grid atlas"
    cap = joint_span.check_least_cap(R=4, T=10).lhs
    assert cap == 4 * (41650 - 4)  # R (V_4(5) - R), V_4(5) = 41650 (Proposition 21's count at R = 4, n = 5)

    def pinned(value):
        pins = {k: v for k, v in atlas_open.FAMILY_PINS.items() if k != (3, 3, 4, 10)}
        if value is not None:
            pins[3, 3, 4, 10] = value
        monkeypatch.setattr(atlas_open, "FAMILY_PINS", pins)
        return joint_span.check_least_cap(R=4, T=10).details

    assert not {"refuted", "undecided", "counterexample_candidate"} & set(pinned(cap))
    assert pinned(cap + 1).get("refuted")
    assert pinned(cap - 1).get("counterexample_candidate")
    assert pinned(None).get("undecided")
    with pytest.raises(ValueError, match="T=9"):
        joint_span.check_least_cap(R=3, T=9)


def _special_point_rank(R: int, n: int, eps: int, j: int, p: int = 1_000_003, seed: int = 0) -> int:
    """dim span of the beta-coefficients of Y(e_j, beta, e_1; x) at Proposition 24's special weights, computed here
    with an own recurrence: the GF(p) rank of Y at random beta (rows) and random later inputs (columns)."""
    g = np.random.default_rng(seed)
    M, m = R - 1, n - 1
    WI1 = np.vstack([np.eye(M, dtype=np.int64), np.zeros((1, M), dtype=np.int64)])
    WH1 = np.ones((R, R), dtype=np.int64)
    WI2 = np.hstack(
        [np.vstack([np.eye(M, dtype=np.int64), -np.ones((1, M), dtype=np.int64)]), g.integers(0, p, (R, 1))]
    )
    WH3 = np.tril(np.ones((R, R), dtype=np.int64))
    WH3[0, R - 1] = eps
    rows, cols = comb(R + m - 1, m) + 8, comb(R + m - 1, m) + 8
    betas, xs = g.integers(0, p, (rows, R)), g.integers(0, p, (cols, m, M))
    Y = np.zeros((rows, cols), dtype=object)
    for a in range(rows):
        for b in range(cols):
            h1, h2, h3 = [0] * R, [int(v) for v in betas[a]], [1 if r == 0 else 0 for r in range(R)]
            h1[j] = 1
            for t in range(m):
                u = [int(v) for v in WI1 @ xs[b, t]]
                h1 = [sum(int(WH1[r, c]) * h1[c] for c in range(R)) * u[r] % p for r in range(R)]
                v = [sum(int(WI2[r, c]) * h1[c] for c in range(R)) for r in range(R)]
                h2 = [h2[r] * v[r] % p for r in range(R)]  # W^(H,2) = I
                h3 = [sum(int(WH3[r, c]) * h3[c] for c in range(R)) * h2[r] % p for r in range(R)]  # W^(I,3) = I
            Y[a, b] = sum(h3) % p  # W^O = 1
    return flint.nmod_mat(Y.tolist(), p).rank()


@pytest.mark.parametrize(("R", "n", "j"), [(3, 3, 0), (3, 4, 1), (3, 5, 2), (4, 3, 0), (4, 4, 3)])
def test_proposition24_special_point(R: int, n: int, j: int) -> None:
    # the proof's point: the ((R, n-1)) beta-coefficients are independent for eps != 0, with exactly one relation at 0
    full = comb(R + n - 2, n - 1)
    assert _special_point_rank(R, n, eps=12345, j=j) == full
    assert _special_point_rank(R, n, eps=0, j=j) == full - 1


@pytest.mark.parametrize("n", range(3, 30))
def test_proven_sep_bound_is_the_sextic(n: int) -> None:
    assert proven_sep_bound(R=3, n=n) == 3 * _one_step_count(n) - 9
    if n >= 5:
        assert proven_sep_bound(R=3, n=n) == sep_closed_form(n=n)


def test_proven_sep_bound_bad_sizes() -> None:
    with pytest.raises(ValueError, match="n=2 must be >= 3"):
        proven_sep_bound(R=3, n=2)
    with pytest.raises(ValueError, match="R=2 must be >= 3"):
        proven_sep_bound(R=2, n=4)
