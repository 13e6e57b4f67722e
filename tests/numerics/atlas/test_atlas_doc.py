"""docs/atlas.md is generated from the committed atlas rows, and the stored numbers recompute."""

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
    assert {r["pins"] for r in ROWS} == {"separation", "grid"}


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


def _row(rank, R=3, **bounds):
    return {"rank": rank, "R": R, "exact": rank == min(bounds.values()), "upper_bounds": bounds}


@pytest.mark.parametrize(
    "row, expected",
    [
        (_row(12, end_state=12, trivial_upper=16), "separation"),  # a bound on the function itself meets it
        (_row(12, end_state=30, last_input_cap=12), "grid"),  # only the K-template cap meets it
        (_row(3, R=3, mps_mincut=3, trivial_upper=4), "separation"),  # the depth-1 bond R
        (_row(2, R=3, mps_mincut=2, trivial_upper=2), "grid"),  # min{R, K^(T/2)} = K^(T/2): the grid side
        (_row(5, end_state=6, trivial_upper=8), None),  # not exact
    ],
)
def test_pins_reads_which_bound_meets_the_rank(row, expected):
    from numerics.atlas.doc import pins

    assert pins(row) == expected


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
