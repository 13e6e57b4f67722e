"""docs/atlas.md is generated from the committed atlas rows, and the stored numbers recompute."""
from pathlib import Path

import pytest

from numerics.atlas_doc import atlas_document, committed_atlas
from numerics.atlas_run import compute_case

ROOT = Path(__file__).resolve().parents[2]
ROWS = committed_atlas()


def test_atlas_md_is_generated_from_atlas_json():
    assert (ROOT / "docs" / "atlas.md").read_text() == atlas_document(ROWS), (
        "stale: python -m numerics.atlas --db atlas.sqlite --export markdown > docs/atlas.md")


def test_coverage_named_by_the_issue():
    have = {(r["M"], r["R"], r["T"], r["depth"]) for r in ROWS}
    need = {(M, R, T, L) for M in (2, 3, 4) for R in range(1, 7) for L in range(1, 5)
            for T in range(2, 25, 2) if M ** (T // 2) <= 4096}
    assert need <= have


def test_upper_bounds_dominate_on_every_stored_row():
    for r in ROWS:
        assert r["rank"] <= r["upper_bound"] == min(r["upper_bounds"].values())
        assert r["exact"] == (r["rank"] == r["upper_bound"])


SAMPLE = [r for r in ROWS if r["M"] ** r["T"] <= 4**6][::17]


@pytest.mark.parametrize("row", SAMPLE, ids=lambda r: f"M{r['M']}R{r['R']}T{r['T']}L{r['depth']}")
def test_stored_rows_recompute(row):
    case = {k: row[k] for k in ("M", "R", "T", "depth", "trials", "seed")}
    fresh = compute_case(case)
    for k in ("rank", "trial_ranks", "prime", "lower_bounds", "upper_bound", "upper_bounds", "exact"):
        assert fresh[k] == row[k], k
