"""The two-step model (proofs.general.depth3.two_step, Proposition 31 and Conjecture 32) against independent
computations: the dimensions of I_X and M' against the kernel of their conditions, the three Theta-spans against the
reviewer's numbers inside and below the Moving-Point Lemma's range, and the threshold conjecture with a control."""

import re
from math import comb
from pathlib import Path

import pytest

from numerics.bounds import relations_bound
from proofs.general.depth3 import two_step
from proofs.general.depth3.l1_reduction import family, forms_on_x, space, target_dimension, theta_rank
from proofs.general.depth3.one_step_m2 import one_step_closed_form
from proofs.general.depth3.two_step import check_reduction, check_two_step, two_step_defect


@pytest.mark.parametrize(("n", "k"), [(2, 3), (3, 4), (3, 6)])
def test_source_dimensions_are_the_kernel_dimensions(n, k):
    """dim I_X(k, n) == the Koszul count, dim M'_(n,k) == h_n(k) + 3 (no Q_j), from the GF(p) kernels."""
    fam = family(5)
    assert space(fam, d=k, m=n, fat=False, killed=False)[1].shape[1] == forms_on_x(n=n, k=k)
    assert space(fam, d=k, m=n, killed=False)[1].shape[1] == target_dimension(n=n, k=k) + 3


def test_the_three_spans_agree_inside_the_range_and_differ_below_it():
    """Inside Proposition 31's range (n, d) = (3, 7) all three images fill h_3(10) = 495; at d = 3, below it, the
    reviewer found 144, 156, 162 for M'', M', I_X (its own code and prime): the lemma's range is not vacuous."""
    assert check_reduction(n=3, d=7).passed
    fam = family(11)
    ranks = []
    for fat, killed in ((True, True), (True, False), (False, False)):
        E, S = space(fam, d=3, m=2, fat=fat, killed=killed)
        ranks.append(theta_rank(fam, E, S, degree=6, columns=target_dimension(n=3, k=6) + 8, seed=3))
    assert ranks == [144, 156, 162]


@pytest.mark.parametrize(("n", "d", "defect"), [(8, 3, 3), (8, 4, 0), (6, 3, 0), (11, 3, 63)])
def test_two_step_rank_matches_the_conjectured_defect(n, d, defect):
    """G(8, 3) is short by 3 and G(8, 4), G(6, 3) hold (the helper's and the reviewer's numbers, two primes)."""
    c = check_two_step(n=n, d=d)
    assert c.passed and c.lhs == target_dimension(n=n, k=d + n) - defect == c.rhs


def test_a_wrong_threshold_is_flagged(monkeypatch):
    """With the defect forced to 0, G(8, 3)'s rank (3 short) is reported as a candidate counterexample."""
    monkeypatch.setattr(two_step, "two_step_defect", lambda **kw: 0)
    c = check_two_step(n=8, d=3)
    assert not c.passed and c.details.get("counterexample_candidate")


def test_defect_refuses_degrees_outside_the_conjecture():
    with pytest.raises(ValueError, match="d=2"):
        two_step_defect(n=8, d=2)


@pytest.mark.parametrize(("n", "d", "match"), [(4, 8, "d=8"), (2, 7, "n=2")])
def test_check_reduction_refuses_outside_its_range(n, d, match):
    with pytest.raises(ValueError, match=match):
        check_reduction(n=n, d=d)


_RESEARCH = Path(__file__).resolve().parents[4] / "docs" / "research"
_RUNS = _RESEARCH / "conj32-n15-2026-12-06"
_RUNS_17 = _RESEARCH / "conj32-n17-2026-12-06"
_RUNS_18 = _RESEARCH / "conj32-n18-2026-12-07"
#: Where each n's runs were logged: n = 15, 16 in session 67's folder, n = 17 in session 68's, n = 18 in session 69's.
_RUN_DIRS = {15: _RUNS, 16: _RUNS, 17: _RUNS_17, 18: _RUNS_18, 19: _RUNS_18}


def _koszul(k: int, n: int) -> int:
    """dim I_X(k, n) at R = 3, written out: X is cut out by two forms of bidegree (1, 1)."""
    return 2 * comb(k + 1, 2) * comb(n + 1, 2) - comb(k, 2) * comb(n, 2)


def _h(n: int, k: int) -> int:
    """h_n(k) written out (the reviewer's form in docs/reviews/f2-2026-11-29/rv_theta.py): the Koszul count less
    3 r(n) fat-point conditions (r(n) = C(n + 3, 4) - C(n + 1, 2)) and the three Q_j."""
    return _koszul(k, n) - 3 * (comb(n + 3, 4) - comb(n + 1, 2)) - 3


def _logged(n: int, d: int) -> tuple[int, int, int]:
    """(source, lhs, rhs) of the recorded run's Certificate, read from its log."""
    text = (_RUN_DIRS[n] / f"c32_n{n}_d{d}.log").read_text()
    source = int(re.search(r"'source': (\d+)", text).group(1))
    lhs, rhs = (int(re.search(rf"{key}=(\d+)", text).group(1)) for key in ("lhs", "rhs"))
    return source, lhs, rhs


@pytest.mark.parametrize("n", [15, 16, 17])
def test_proposition_74_records_the_logged_runs(n):
    """The recorded G(n, d) is the logged run's, its rank is h_n(d + n) (the upper bound), and the pin it gives is
    3 (V(n) - 3) with Proposition 21's closed form, the relations bound at T = 2n."""
    d, source, rank = two_step.RECORDED_G[n]
    assert _logged(n, d) == (source, rank, rank)
    assert (source, rank) == (_koszul(d, n - 1), _h(n, d + n))
    assert 3 * (one_step_closed_form(n=n, R=3) - 3) == 3 * _h(n, n * (n + 1) // 2) == relations_bound(R=3, T=2 * n)
    assert two_step.check_l1_by_g(n=n).passed


def test_proposition_74_fails_on_a_wrong_record_and_refuses_bad_input(monkeypatch):
    monkeypatch.setattr(two_step, "RECORDED_G", {15: (7, 3969, 27641), 16: (8, 5700, 37257)})
    assert not two_step.check_l1_by_g(n=15).passed
    monkeypatch.setattr(two_step, "RECORDED_G", {16: (8, 5700, 37257)})  # no L1(15) before it
    assert not two_step.check_l1_by_g(n=16).passed
    with pytest.raises(ValueError, match="n=18"):
        two_step.check_l1_by_g(n=18)
    with pytest.raises(ValueError, match="part='x'"):
        two_step.check_l1_by_g(n=16, part="x")


def test_conjecture_32_falls_short_at_15_3_and_16_3():
    """The amended form predicted 15675 at (15, 3) and 19244 at (16, 3) before the runs (PREDICTION.md); three family
    points and the full source gave 15667, one point and the full source 19145: candidate counterexamples, flagged
    as such."""
    assert "| 15 | 3 | 16152 | 477 | 15675 |" in (_RUNS / "PREDICTION.md").read_text()
    assert _h(15, 18) - two_step_defect(n=15, d=3) == 15675
    for name in ("c32_n15_d3.log", "c32_n15_d3_s12.log", "c32_n15_d3_s13.log"):
        text = (_RUNS / name).read_text()
        assert "lhs=15667" in text and "counterexample_candidate': True" in text
    assert "rank 15667; predicted 15675" in (_RUNS / "c32_n15_d3_s11_full.log").read_text()
    assert "| 16 | 3 | 19937 | 693 | 19244 |" in (_RUNS / "PREDICTION.md").read_text()
    assert _h(16, 19) - two_step_defect(n=16, d=3) == 19244
    text = (_RUNS / "c32_n16_d3.log").read_text()
    assert "lhs=19145" in text and "counterexample_candidate': True" in text
    assert "rank 19145; predicted 19244" in (_RUNS / "c32_n16_d3_s11_full.log").read_text()


def _as_written(n: int, ranks: dict[int, int], prediction: str = "PREDICTION.md") -> str:
    """Each logged rank at (n, d) against the prediction file's row (the form written out here): d = 3 short of it
    and flagged as a candidate counterexample, every other d equal to it. Returns the prediction table."""
    table = (_RUN_DIRS[n] / prediction).read_text()
    for d, rank in ranks.items():
        want = _h(n, d + n) - two_step_defect(n=n, d=d)
        assert f"| {n} | {d} | {_h(n, d + n)} | {two_step_defect(n=n, d=d)} | {want} |" in table
        assert _logged(n, d) == (_koszul(d, n - 1), rank, want)
        flagged = "counterexample_candidate': True" in (_RUN_DIRS[n] / f"c32_n{n}_d{d}.log").read_text()
        assert (rank < want) == (d == 3) == flagged
    return table


def test_conjecture_32_at_n_17_as_written_before_the_runs():
    """PREDICTION.md at n = 17 was committed before the runs: d = 4..8 came out as written, (17, 3) fell 297 short
    (a third candidate counterexample at d = 3), at the point of seed 11 and with the full source."""
    _as_written(17, {3: 23069, 4: 27570, 5: 31725, 6: 35906, 7: 40173, 8: 44571})
    assert "rank 23069; predicted 23366" in (_RUNS_17 / "c32_n17_d3_s11_full.log").read_text()


def test_conjecture_32_at_n_18_as_written_before_the_runs():
    """PREDICTION.md at n = 18 was committed before the runs: (18, 4) came out as written, (18, 3) fell 614 short (a
    fourth candidate counterexample at d = 3), and both extrapolations of the shortfall written beside it missed."""
    table = _as_written(18, {3: 27478, 4: 33045})
    assert "**27490**" in table and "**27466**" in table  # the extrapolations, beside the 27478 found


def test_conjecture_32_at_18_5_and_19_3_against_what_was_written_before_the_runs():
    """PREDICTION2.md (committed before both runs): (18, 5) came out as written; (19, 3) fell 1111 short (a fifth
    candidate counterexample at d = 3), and both cubic extrapolations written beside it missed."""
    _as_written(18, {5: 37923}, "PREDICTION2.md")
    table = _as_written(19, {3: 32365}, "PREDICTION2.md")
    assert _h(19, 22) - two_step_defect(n=19, d=3) - 32365 == 1111
    assert "**32411**" in table and "**32414**" in table  # the extrapolations, beside the 32365 found


_REVIEW = _RESEARCH.parent / "reviews" / "g-2026-12-06"


@pytest.mark.parametrize("n", [15, 16, 17])
def test_proposition_74_ranks_were_recomputed_by_the_reviewer(n):
    """The review's own code (its weights, prime 1048559) found the recorded rank, h_n(d + n), at each G(n, d)."""
    d, _, rank = two_step.RECORDED_G[n]
    text = (_REVIEW / f"rv_G_n{n}_d{d}.log").read_text()
    found = re.search(rf"p=1048559 seed=7 n={n} d={d} .*?rank Theta\(I_X_d\)=(\d+) h_n\(d\+n\)=(\d+) short=0", text)
    assert found is not None
    assert int(found.group(1)) == int(found.group(2)) == rank == _h(n, d + n)


def test_the_two_step_model_below_the_conjecture_fits_the_observed_forms():
    """The page's observation at d = 1, 2 (n = 8..17, seed 11): dim C_n = n (n - 1) (n + 2) and dim k[a]_1 C_n =
    3 n (n - 1) (n + 2) - 3 (C(n + 1, 3) - n + 1), read from the runs' logs."""
    text = (_RUNS_17 / "small_d_n8-16.log").read_text() + (_RUNS_17 / "small_d_n17.log").read_text()
    ranks = {(int(n), int(d)): int(r) for n, d, r in re.findall(r"^(\d+) ([12]) source \d+ rank (\d+)", text, re.M)}
    assert sorted(ranks) == [(n, d) for n in range(8, 18) for d in (1, 2)]
    for n in range(8, 18):
        c = n * (n - 1) * (n + 2)
        assert ranks[n, 1] == c
        assert ranks[n, 2] == 3 * c - 3 * (comb(n + 1, 3) - n + 1)
