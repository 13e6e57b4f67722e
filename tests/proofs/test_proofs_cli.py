"""``python -m proofs`` and the committed traceability table."""
import json
import subprocess
import sys
from pathlib import Path

from proofs import ENTRIES, STATUSES, format_markdown, run_all

ROOT = Path(__file__).resolve().parents[2]


def test_docs_claims_md_is_current():
    committed = (ROOT / "docs" / "claims.md").read_text()
    assert committed == format_markdown(run_all("quick"), "quick"), \
        "docs/claims.md is stale: run  python -m proofs --markdown > docs/claims.md"


def test_json_rows_and_exit_status():
    r = subprocess.run([sys.executable, "-m", "proofs", "--json"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert len(rows) == len(ENTRIES)
    for row in rows:
        assert set(row) == {"statement", "check", "cases", "largest_case", "status", "detail"}
        assert row["cases"] > 0 and row["status"] in STATUSES
        # a conjecture may be undecided or refuted (a finding); a proved statement must pass
        assert row["status"] == "pass" or (row["statement"].startswith("Conjecture")
                                           and row["status"] in ("undecided", "refuted")), row
    named = {row["statement"] for row in rows}
    assert any(s.startswith("Conjecture 1") for s in named)
    for s in ("Claim 1", "Claim 2", "Theorem 1 (1)", "Theorem 1 (2)", "Claim 3", "Claim 4",
              "Claim 5 / Lemma 1", "Lemma 2", "Lemma 3", "Claim 6", "Sec. 1.2.1 (gradient bound)",
              "Sec. 1.2.2 (Cayley transform)", "Conjecture 1 (App. A.4)"):
        assert s in named


def test_bad_budget_is_one_line_exit_2():
    r = subprocess.run([sys.executable, "-m", "proofs", "--budget", "huge"], capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "invalid choice: 'huge'" in r.stderr


def test_bad_arguments_never_run_the_checks():
    r = subprocess.run([sys.executable, "-m", "proofs", "--json", "--bogus"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("proofs: error: unrecognized arguments: --bogus") and r.stderr.count("\n") == 1
