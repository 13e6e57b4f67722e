"""docs/atlas.md is generated from the committed atlas rows, and the stored numbers recompute."""

import functools
import math
from pathlib import Path

import pytest

from numerics.atlas.doc import atlas_document, committed_atlas
from numerics.atlas.run import compute_case

ROOT = Path(__file__).resolve().parents[3]
ROWS = committed_atlas()


def test_atlas_md_is_generated_from_atlas_json():
    assert (ROOT / "docs" / "atlas.md").read_text() == atlas_document(ROWS), (
        "stale: python -m numerics.atlas --db atlas.sqlite --export markdown > docs/atlas.md"
    )


def test_coverage_named_by_the_issues():
    """One-hot templates (K = M) for every M^(T/2) <= 16384, and K = M+1..M+4 random templates for every
    K^(T/2) <= 4096; R <= 6, depth <= 4."""
    have = {(r["M"], r.get("K", r["M"]), r["R"], r["T"], r["depth"]) for r in ROWS}
    need = {
        (M, K, R, T, L)
        for M in (2, 3, 4)
        for K in range(M, M + 5)
        for R in range(1, 7)
        for L in range(1, 5)
        for T in range(2, 29, 2)
        if K ** (T // 2) <= (16384 if K == M else 4096)
    }
    assert need <= have, sorted(need - have)[:5]


def test_stored_bounds_are_the_registrys_today():
    """A bound added to the registry makes the committed rows stale (``--refresh-bounds``, then re-export)."""
    from numerics.atlas.run import case_bounds

    for r in ROWS:
        assert case_bounds(r) == r["upper_bounds"], (r["M"], r.get("K"), r["R"], r["T"], r["depth"])


def test_each_row_records_the_method_the_rule_picks_today():
    """``docs/atlas.md`` says which method ran by the rule (``case_method``); a changed rule makes the rows stale."""
    from numerics.atlas.run import case_method

    stale = [(r["M"], r["K"], r["R"], r["T"], r["depth"], r["method"]) for r in ROWS if r["method"] != case_method(r)]
    assert not stale, f"{len(stale)} rows ran another method, e.g. {stale[:3]}: recompute them and re-export"


def test_each_row_states_what_it_pins():
    """The exported ``pins`` column is :func:`pins` of the row, recomputed here from its rank and bounds."""
    from numerics.atlas.doc import pins

    assert all(r["pins"] == pins(r) for r in ROWS)
    assert {r["pins"] for r in ROWS} == {"separation", "grid", None}  # None: a K > M row below its grid's cap
    assert all((r["pins"] is None) == (r["rank"] < r["upper_bound"]) for r in ROWS)


def test_no_certified_rank_exceeds_a_separation_cap():
    """Claim 2: every grid rank, any K, is at most the separation rank, so at most each proven K-free cap; the
    exported caps are the registry's today (for general inputs Proposition 2's product is counted directly)."""
    from numerics.atlas.doc import row_separation_caps

    for r in ROWS:
        assert r["separation_caps"] == row_separation_caps(r), (r["M"], r["K"], r["R"], r["T"], r["depth"])
        assert r["separation_caps"]["end_inputs"] == _end_input_product(r["depth"], r["M"], r["R"], r["T"])
        assert r["rank"] <= min(r["separation_caps"].values()), (r["M"], r["K"], r["R"], r["T"], r["depth"])


def test_upper_bounds_dominate_on_every_stored_row():
    for r in ROWS:
        assert r["rank"] <= r["upper_bound"] == min(r["upper_bounds"].values())
        assert r["exact"] == (r["rank"] == r["upper_bound"])


SAMPLE = [r for r in ROWS if r.get("K", r["M"]) ** r["T"] <= 4**6][::17]


@pytest.mark.parametrize("row", SAMPLE, ids=lambda r: f"M{r['M']}K{r.get('K', r['M'])}R{r['R']}T{r['T']}L{r['depth']}")
def test_stored_rows_recompute(row):
    case = {k: row[k] for k in ("M", "K", "R", "T", "depth", "trials", "seed") if k in row}
    fresh = compute_case(case)
    for k in ("rank", "trial_ranks", "prime", "lower_bounds", "upper_bound", "upper_bounds", "exact"):
        assert fresh[k] == row[k], k


def _row(rank, *, L, M, R, T, **bounds):
    return {
        "rank": rank,
        "depth": L,
        "M": M,
        "R": R,
        "T": T,
        "exact": rank == min(bounds.values()),
        "upper_bounds": bounds,
    }


@functools.cache
def _end_input_product(L, M, R, T):
    """Proposition 2 without a grid, by its direct formula: End input x^e enters y through min{R, M} linear forms
    with degree N_e = C(T-e+L-1, L-1) (lattice paths from (e, 1) to (T, L)); one factor ((min{R,M}, N_e)) =
    C(min{R,M} + N_e - 1, N_e) per End input."""
    r = min(R, M)
    return math.prod(
        math.comb(r + n - 1, n) for n in (math.comb(T - e + L - 1, L - 1) for e in range(T // 2 + 1, T + 1))
    )


@pytest.mark.parametrize(
    "row",
    [
        _row(6, L=2, M=2, R=2, T=4, end_inputs=6, trivial_upper=9),  # K = 3: Proposition 2's K-free cap meets it
        _row(4, L=2, M=2, R=2, T=4, trivial_upper=4, end_inputs=4),  # K = M = 2: only the grid's side meets it
        _row(2, L=1, M=2, R=3, T=2, trivial_upper=2, mps_mincut=2),  # one End input: min{R, M} forms
        _row(3, L=3, M=2, R=3, T=4, end_inputs=6, trivial_upper=9),  # not exact
    ],
)
def test_pins_reads_the_separation_cap_of_the_shape(row):
    """``pins`` says ``separation`` exactly where the rank meets a K-free cap, here Proposition 2's product or the
    depth-1 bond R counted directly (the end-state and ideal bounds are larger on these shapes)."""
    from numerics.atlas.doc import pins

    L, M, R, T = row["depth"], row["M"], row["R"], row["T"]
    cap = min([_end_input_product(L, M, R, T)] + ([R] if L == 1 else []))
    expected = None if not row["exact"] else "separation" if row["rank"] == cap else "grid"
    assert pins(row) == expected
    assert pins({**row, "rank": cap, "exact": True}) == "separation"


def test_missing_cases_lists_the_holes_of_the_grid():
    from numerics.atlas.doc import missing_cases

    rows = [
        {"M": 2, "depth": L, "R": R, "T": T}
        for L in (1, 2)
        for R in (1, 2)
        for T in (2, 4, 6)
        if (L, R, T) != (2, 2, 4)
    ]
    assert missing_cases(rows) == [(2, 2, 2, 4)]
