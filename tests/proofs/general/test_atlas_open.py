"""proofs.general.atlas_open against independent oracles: the open shapes recomputed from the raw atlas JSON, the
evaluation-matrix rank as the exact rank over Q (sympy) of y evaluated naively with Python integers from the
written-out formula for the explicit integers, and the generated markdown block against the recorded JSON."""

import json
from importlib.resources import files
from pathlib import Path

import pytest
import sympy as sp

from numerics.bounds.registry import separation_cap
from proofs.general import atlas_open
from proofs.general.atlas_open import (
    DATA,
    MARK_BEGIN,
    MARK_END,
    least_cap_verdict,
    load_open,
    open_markdown,
    open_shapes,
    run_open,
)

ROOT = Path(__file__).resolve().parents[3]


def _c(n: int) -> int:
    # docs/theory/general-inputs.md's formula for the explicit integers, typed again
    return (7919 * n**3 + 104729 * n**2 + 1299709 * n + 17) % 65521 - 32760


def _naive_rank(L: int, M: int, R: int, T: int, n: int) -> int:
    """Rank over Q of the n x n matrix y(start_i, end_j) of the explicit RAC, all in Python integers."""
    idx = 0
    WI, WH = [], []
    for l in range(L):
        cols = M if l == 0 else R
        WI.append([[_c(idx + k * cols + j) for j in range(cols)] for k in range(R)])
        idx += R * cols
        WH.append([[_c(idx + k * R + j) for j in range(R)] for k in range(R)])
        idx += R * R
    WO = [_c(idx + k) for k in range(R)]
    h0 = [[_c(10**6 + l * R + k) for k in range(R)] for l in range(L)]
    s = T // 2

    def seq(i: int, offset: int) -> list:
        return [[_c(offset + (i * s + t) * M + m) for m in range(M)] for t in range(s)]

    def y(xs: list) -> int:
        h = [list(v) for v in h0]
        for x in xs:
            below = x
            for l in range(L):
                a = [sum(WH[l][k][j] * h[l][j] for j in range(R)) for k in range(R)]
                b = [sum(WI[l][k][j] * below[j] for j in range(len(below))) for k in range(R)]
                h[l] = [a[k] * b[k] for k in range(R)]
                below = h[l]
        return sum(WO[k] * h[L - 1][k] for k in range(R))

    starts = [seq(i, 2 * 10**6) for i in range(n)]
    ends = [seq(j, 3 * 10**6) for j in range(n)]
    return sp.Matrix([[y(a + b) for b in ends] for a in starts]).rank()


def _shape(depth, M, R, T, grid_rank=0):
    return dict(
        depth=depth, M=M, R=R, T=T, grid_rank=grid_rank, grid_K=M, cap=separation_cap(depth=depth, M=M, R=R, T=T)
    )


def test_open_shapes_match_the_raw_atlas():
    rows = json.loads(files("numerics.data").joinpath("atlas.json").read_text())
    best: dict = {}
    for r in rows:
        key = (r["depth"], r["M"], r["R"], r["T"])
        best[key] = max(best.get(key, 0), r["rank"])
    # shapes whose K run starts at K = M (as the atlas summarises them) and whose best rank is below the cap
    starts = {(r["depth"], r["M"], r["R"], r["T"]) for r in rows if r.get("K", r["M"]) == r["M"]}
    want = {k: v for k, v in best.items() if k in starts and v < separation_cap(depth=k[0], M=k[1], R=k[2], T=k[3])}
    got = open_shapes()
    assert {(s["depth"], s["M"], s["R"], s["T"]): s["grid_rank"] for s in got} == want
    assert [s["cap"] for s in got] == sorted(s["cap"] for s in got)


@pytest.mark.parametrize("shape", [(2, 2, 2, 4), (3, 2, 2, 4), (4, 2, 2, 2), (2, 3, 2, 2)])
def test_run_open_rank_equals_the_naive_rank_over_Q(shape):
    s = _shape(*shape)
    (row,) = run_open([s], case_seconds=60, budget_seconds=60, max_cap=100, prime=16777213)
    want = _naive_rank(*shape, s["cap"])
    assert row["eval_rank"] == want and row["prime"] == 16777213
    assert row["pinned"] == (want == s["cap"])
    assert row["outcome"] == ("pinned" if want == s["cap"] else "below cap")


def test_run_open_limits():
    small, big = _shape(2, 2, 2, 4), _shape(3, 2, 2, 4)
    rows = run_open([small, big], case_seconds=60, budget_seconds=60, max_cap=small["cap"])
    assert [r["outcome"] for r in rows][1] == "skipped: cap" and rows[1]["eval_rank"] is None
    rows = run_open([big, big], case_seconds=1e-4, budget_seconds=60, max_cap=100)
    assert [r["outcome"] for r in rows] == ["timeout", "skipped: timeout below"]
    with pytest.raises(ValueError, match="positive"):
        run_open([small], case_seconds=0, budget_seconds=1, max_cap=1)


def test_least_cap_verdict_counts():
    rows = [
        dict(depth=2, M=2, R=2, T=4, eval_rank=6, cap=6),
        dict(depth=3, M=2, R=2, T=4, eval_rank=7, cap=8),
        dict(depth=3, M=2, R=2, T=6, eval_rank=None, cap=8),
        dict(depth=4, M=2, R=2, T=6, eval_rank=106, cap=110),
    ]
    v = least_cap_verdict(rows)
    assert (v["computed"], v["agree"], len(v["candidates"]), v["contradictions"]) == (2, 1, 1, [])


def test_generated_block_is_current():
    """The markdown block is regenerated from docs/general_inputs.json (not from the ranks) and compared."""
    text = (ROOT / "docs" / "theory" / "atlas-open.md").read_text()
    block = MARK_BEGIN + text.split(MARK_BEGIN, 1)[1].split(MARK_END, 1)[0] + MARK_END
    assert block == open_markdown(load_open(DATA)), "run: python -m proofs.general --atlas-open --markdown"


def test_recorded_rows_are_consistent():
    data = load_open(DATA)
    for r in data["rows"]:
        assert r["cap"] == separation_cap(depth=r["depth"], M=r["M"], R=r["R"], T=r["T"])
        assert r["pinned"] == (r["eval_rank"] == r["cap"])
        assert r["eval_rank"] is None or r["eval_rank"] <= r["cap"]
        assert (r["prime"] is None) == (r["eval_rank"] is None)


def test_family_pins_are_least_caps_of_unpinned_rows_and_are_carried_upward():
    """Proposition 25's pins equal the least registry cap of their shape (so they pin sep), sit on rows the table
    has not pinned itself, and Proposition 16 carries each to the shapes above it at the same T."""
    from proofs.general.atlas_open import FAMILY_PINS, carried_bounds

    rows = load_open(DATA)["rows"]
    by_key = {(r["depth"], r["M"], r["R"], r["T"]): r for r in rows}
    assert FAMILY_PINS
    for (L, M, R, T), value in FAMILY_PINS.items():
        assert value == separation_cap(depth=L, M=M, R=R, T=T)
        assert not by_key[L, M, R, T]["pinned"]
        above = [k for k in by_key if k[3] == T and k != (L, M, R, T) and all(a >= b for a, b in zip(k, (L, M, R)))]
        assert above
        carried = carried_bounds(rows)
        assert all(carried[k]["lower"] >= value for k in above)


def test_theorem_pins_agree_with_every_computed_rank_and_mark_their_rows():
    """Propositions 33, 34 and 36 give the row's least registry cap wherever they apply; where the row has its own
    evaluation rank (an independent computation), that rank equals it; the rows they pin say 'Prop. 33' (depth 3),
    'Prop. 34' (depth 4) or 'Prop. 36' (M = 2 at a certified (L, T), any larger R). Propositions 38, 43, 46, 56 and
    65 give sep at depth 4, R = 3, T = 8, 10, 12, 14 and 16, M >= 3: the least cap since Proposition 57, so their rows
    say only the proposition."""
    from proofs.general.atlas_open import open_markdown, theorem_pin
    from proofs.general.filtration.end_filtration import CERTIFIED

    data = load_open(DATA)
    pinned_by_theorem = []
    for r in data["rows"]:
        L, M, R, T = (r[k] for k in ("depth", "M", "R", "T"))
        v = theorem_pin(r)
        by36 = M == 2 and any(L == a and b <= R and T == c for a, b, c in CERTIFIED)
        if not v:
            assert not by36
            assert (
                (L == 3 and (M < R or R > 6))
                or (L == 4 and (R not in (2, 3) or M < R or T < 8))
                or L == 2
                or ((L, R) == (4, 3) and T not in (8, 10, 12, 14, 16))
            )
            continue
        if (L, R) == (4, 3) and T in (8, 10, 12, 14, 16) and M >= 3:  # Propositions 38-65: at Proposition 57's cap
            assert v == separation_cap(depth=L, M=M, R=R, T=T)
            pinned_by_theorem.append(((L, M, R, T), f"Prop. {({8: 38, 10: 43, 12: 46, 14: 56, 16: 65})[T]}"))
            continue
        assert v == separation_cap(depth=L, M=M, R=R, T=T)
        assert r["eval_rank"] in (None, v)
        if r["eval_rank"] is None:
            pinned_by_theorem.append(
                ((L, M, R, T), "Prop. 36" if by36 else "Prop. 59" if L == 2 else f"Prop. {30 + L}")
            )
    labels = [label for _, label in pinned_by_theorem]
    assert labels.count("Prop. 33") >= 5 and labels.count("Prop. 34") >= 3 and labels.count("Prop. 36") >= 4
    assert labels.count("Prop. 38") == labels.count("Prop. 43") == labels.count("Prop. 46") == 2
    assert labels.count("Prop. 56") == 2 and labels.count("Prop. 65") >= 1
    assert labels.count("Prop. 59") == 1  # (2, 2, 6, 28), where no matrix fits
    block = open_markdown(data)
    for (L, M, R, T), label in pinned_by_theorem:
        line = next(x for x in block.splitlines() if x.startswith(f"| {L} | {M} | {R} | {T} |"))
        assert f"| {label} |" in line


def test_registry_row_quick_sample_passes():
    cs = atlas_open.cases("quick")
    assert cs
    assert all(atlas_open.check(**c).passed for c in cs[:3])


def test_registry_row_fails_against_a_wrong_recorded_rank(monkeypatch):
    data = load_open(DATA)
    c = atlas_open.cases("quick")[0]
    wrong = {
        **data,
        "rows": [dict(r, eval_rank=r["eval_rank"] - 1) if all(r[k] == c[k] for k in c) else r for r in data["rows"]],
    }
    monkeypatch.setattr(atlas_open, "load_open", lambda path=DATA: wrong)
    assert not atlas_open.check(**c).passed


def test_command_line_markdown_only(tmp_path):
    from proofs.general.__main__ import main

    doc = tmp_path / "page.md"
    doc.write_text("# page\n")
    assert main(["--atlas-open", "--markdown", "--out", str(DATA), "--doc", str(doc)]) == 0
    assert open_markdown(load_open(DATA)) in doc.read_text()
    assert main(["--atlas-open", "--markdown", "--out", str(tmp_path / "none.json"), "--doc", str(doc)]) == 2


def test_fresh_run_refuses_to_replace_recorded_rows(tmp_path, capsys):
    """A fresh run with small limits would drop the rows an earlier long run computed: it refuses an --out that
    records computed rows (exit 2, one line naming the fixes) and leaves the file as it was."""
    from proofs.general.__main__ import main

    out, doc = tmp_path / "t.json", tmp_path / "d.md"
    out.write_text(DATA.read_text())
    doc.write_text("# page\n")
    args = ["--atlas-open", "--max-cap", "1", "--budget-seconds", "1", "--out", str(out), "--doc", str(doc)]
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--retry" in err and "--overwrite" in err
    assert out.read_text() == DATA.read_text()
    assert main([*args, "--overwrite"]) == 0
    assert all(r["outcome"] != "pinned" for r in load_open(out)["rows"])


def test_refresh_caps_takes_the_registrys_caps_and_rejudges_pins(tmp_path):
    """A recorded table with stale caps (as before a new bound) gets the registry's caps from --refresh-caps: a rank
    equal to the new cap becomes a pin, one below stays below, and no rank is recomputed."""
    from proofs.general.__main__ import main

    data = load_open(DATA)
    stale = []
    for r in data["rows"][:6]:
        row = dict(r, cap=r["cap"] + 7, cap_keys=["stale"])
        if row["eval_rank"] is not None:
            row.update(pinned=False, outcome="below cap")
        stale.append(row)
    out, doc = tmp_path / "t.json", tmp_path / "page.md"
    out.write_text(json.dumps({**data, "rows": stale[::-1]}))
    doc.write_text("# page\n")
    assert main(["--atlas-open", "--refresh-caps", "--out", str(out), "--doc", str(doc)]) == 0
    fresh = load_open(out)["rows"]
    assert [(r["depth"], r["M"], r["R"], r["T"]) for r in fresh] == [
        (r["depth"], r["M"], r["R"], r["T"]) for r in data["rows"][:6]
    ]
    for old, new in zip(data["rows"][:6], fresh, strict=True):
        assert new["cap"] == separation_cap(depth=new["depth"], M=new["M"], R=new["R"], T=new["T"])
        assert new["eval_rank"] == old["eval_rank"] and new["pinned"] == (new["eval_rank"] == new["cap"])


def test_retry_with_shape_recomputes_only_the_named_rows(tmp_path, capsys):
    """--retry --shape L,M,R,T: of two rows marked as timed out, only the named one is recomputed (to the rank
    recorded before), the other stays as it was, and the command and the block name the shape."""
    from proofs.general.__main__ import main

    data = load_open(DATA)
    rows = [dict(r) for r in data["rows"]]
    named, other = rows[0], rows[1]
    assert named["eval_rank"] is not None and other["eval_rank"] is not None
    for r in (named, other):
        r.update(eval_rank=None, pinned=False, seconds=None, outcome="timeout")
    out, doc = tmp_path / "t.json", tmp_path / "page.md"
    out.write_text(json.dumps({**data, "rows": rows}))
    doc.write_text("# page\n")
    key = ",".join(str(named[k]) for k in ("depth", "M", "R", "T"))
    args = ["--atlas-open", "--retry", "--shape", key, "--case-seconds", "60", "--budget-seconds", "60"]
    assert main([*args, "--max-cap", "1000", "--out", str(out), "--doc", str(doc)]) == 0
    new = {(r["depth"], r["M"], r["R"], r["T"]): r for r in load_open(out)["rows"]}
    first, second = (new[tuple(r[k] for k in ("depth", "M", "R", "T"))] for r in (named, other))
    assert first["eval_rank"] == data["rows"][0]["eval_rank"] and first["outcome"] in ("pinned", "below cap")
    assert second["eval_rank"] is None and second["outcome"] == "timeout"
    assert f"--shape {key}" in load_open(out)["command"]
    assert "then only (" in doc.read_text()
    with pytest.raises(SystemExit) as exit_info:  # argparse's error: exit 2 with one line
        main(["--atlas-open", "--shape", key, "--out", str(out), "--doc", str(doc)])
    assert exit_info.value.code == 2 and "--shape needs --retry" in capsys.readouterr().err


def test_command_line_refuses_a_prime_the_blas_rank_cannot_take(tmp_path, capsys):
    from proofs.general.__main__ import main

    for bad in ("12", str(2**26 + 15)):  # not prime; prime but too large for float64 residues
        with pytest.raises(SystemExit) as e:
            main(["--atlas-open", "--prime", bad, "--out", str(tmp_path / "t.json"), "--doc", str(tmp_path / "d.md")])
        assert e.value.code == 2 and f"--prime {bad}" in capsys.readouterr().err
