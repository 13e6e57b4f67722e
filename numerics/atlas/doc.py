"""``docs/atlas.md``: the rank atlas as a document, every number in its reading computed from the rows.

Regenerate with::

    python -m numerics.atlas --db atlas.sqlite --export json > numerics/data/atlas.json
    python -m numerics.atlas --db atlas.sqlite --export markdown > docs/atlas.md

The committed rows ship as package data (:func:`committed_atlas`), so an installed package can plot them.
A test checks that ``docs/atlas.md`` is what this module makes of them, and recomputes a sample of the rows.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from importlib.resources import files

from numerics.atlas.db import COLUMNS
from numerics.atlas.kseq import K_STABLE, STATUSES, k_sequences
from numerics.atlas.run import SKETCH_MIN_SIDE
from numerics.bounds.formulas import conjecture1_bound
from numerics.bounds.registry import BOUNDS, SEPARATION_CAPS, separation_caps
from numerics.bounds.templates import end_side_templates
from numerics.certify.plan import SKETCH_FRACTION
from numerics.rank.factorised import FACTORISED_SHARE

__all__ = [
    "committed_atlas",
    "export",
    "atlas_document",
    "atlas_summary",
    "atlas_markdown",
    "best_rows",
    "one_hot_rows",
    "beyond_m_rows",
    "row_separation_caps",
    "pins",
    "TABLE_K_BEYOND",
    "ALONG_K_COMMANDS",
]


def committed_atlas() -> list[dict]:
    """The committed atlas rows (``numerics/data/atlas.json``, package data), one dict per case."""
    return json.loads(files("numerics.data").joinpath("atlas.json").read_text())


def one_hot_rows(rows: Iterable[dict]) -> list[dict]:
    """The rows with the M one-hot templates (``K = M``; rows stored before ``--K`` have no ``K``)."""
    return [r for r in rows if r.get("K", r["M"]) == r["M"]]


def beyond_m_rows(rows: Iterable[dict]) -> list[dict]:
    """The rows with ``K > M`` random templates."""
    return [r for r in rows if r.get("K", r["M"]) > r["M"]]


def atlas_summary(rows: list[dict]) -> dict:
    """Counts that the reading of ``docs/atlas.md`` states, computed from the rows."""
    deep = [r for r in rows if r["depth"] >= 2]
    shallow = [r for r in rows if r["depth"] == 1]
    conj_short = [r for r in rows if r["rank"] < r["lower_bounds"].get("conjecture1", 0)]
    return {
        "cases": len(rows),
        "sketched": sum(r.get("method") == "sketch" for r in rows),
        "factorised": sum(r.get("method") == "factorised" for r in rows),
        "pins_separation": sum(pins(r) == "separation" for r in rows),
        "pins_grid": sum(pins(r) == "grid" for r in rows),
        "missing": missing_cases(rows),
        "exact": sum(r["exact"] for r in rows),
        "shallow": len(shallow),
        "shallow_equal": sum(r["rank"] == r["lower_bounds"]["shallow"] for r in shallow),
        "deep": len(deep),
        "deep_theorem1": sum(r["rank"] >= r["lower_bounds"]["theorem1"] for r in deep),
        "deep_exact": sum(r["exact"] for r in deep),
        "conj_short": len(conj_short),
        "conj_short_at_cap": sum(r["rank"] == r["upper_bounds"]["last_input_cap"] for r in conj_short),
        "depth2": sum(1 for r in rows if r["depth"] == 2),
        "depth2_exact": sum(r["exact"] for r in rows if r["depth"] == 2),
        "depth2_formula": sum(
            r["rank"] == min(r["upper_bounds"][k] for k in ("depth2_ideal", "trivial_upper", "last_input_cap"))
            for r in rows
            if r["depth"] == 2
        ),
        "depth2_at_ideal": sum(r["rank"] == r["upper_bounds"]["depth2_ideal"] for r in rows if r["depth"] == 2),
        "depth2_below_end_state": sum(
            r["rank"] == r["upper_bounds"]["depth2_ideal"] < r["upper_bounds"]["end_state"]
            for r in rows
            if r["depth"] == 2
        ),
        "deep3_wide": sum(1 for r in rows if r["depth"] >= 3 and r["R"] >= 3),
        "deep3_wide_exact": sum(r["exact"] for r in rows if r["depth"] >= 3 and r["R"] >= 3),
        "not_exact": sorted({(r["M"], r["depth"], r["R"]) for r in rows if not r["exact"]}),
        "gaps": {
            k: sorted(
                {r["upper_bound"] - r["rank"] for r in rows if (r["M"], r["depth"], r["R"]) == k and not r["exact"]}
            )
            for k in sorted({(r["M"], r["depth"], r["R"]) for r in rows if not r["exact"]})
        },
        "ideal_needed": sum(
            r["rank"] < min(v for k, v in r["upper_bounds"].items() if not k.endswith("_ideal")) for r in rows
        ),
        "ideal_needed_met": sum(
            r["rank"] < min(v for k, v in r["upper_bounds"].items() if not k.endswith("_ideal")) and r["exact"]
            for r in rows
        ),
        "depth3_below_end_state": sum(
            r["rank"] == r["upper_bounds"]["depth3_ideal"] < r["upper_bounds"]["end_state"]
            for r in rows
            if r["depth"] == 3
        ),
        "depth3_gaps": sorted(
            {
                r["upper_bounds"]["end_state"] - r["rank"]
                for r in rows
                if r["depth"] == 3 and r["rank"] == r["upper_bounds"]["depth3_ideal"] < r["upper_bounds"]["end_state"]
            }
        ),
        "depth3_below_shapes": sorted(
            {
                (r["M"], r["R"])
                for r in rows
                if r["depth"] == 3 and r["rank"] == r["upper_bounds"]["depth3_ideal"] < r["upper_bounds"]["end_state"]
            }
        ),
        "max_T": {M: max(r["T"] for r in rows if r["M"] == M) for M in sorted({r["M"] for r in rows})},
        "max_side": max(r["M"] ** (r["T"] // 2) for r in rows),
    }


def best_rows(rows: Iterable[dict], *, K: int | None = None) -> dict:
    """``{(M, depth, R, T): row}`` keeping the highest rank where several seed sets cover one case, over the rows
    with ``K`` templates (default: the one-hot rows, ``K = M``)."""
    best: dict = {}
    for r in rows:
        if r.get("K", r["M"]) != (r["M"] if K is None else K):
            continue
        k = (r["M"], r["depth"], r["R"], r["T"])
        if k not in best or r["rank"] > best[k]["rank"]:
            best[k] = r
    return best


def row_separation_caps(row: dict) -> dict:
    r"""The proven K-free caps on the separation rank of the row's shape (:func:`numerics.bounds.separation_caps`:
    Proposition 2's end-input product, the end-state bound, the ideal bounds, the scalar bound, the depth-1 bond
    R), whatever the row's templates."""
    return separation_caps(depth=row["depth"], M=row["M"], R=row["R"], T=row["T"])


def pins(row: dict) -> str | None:
    """What an exact row pins: ``"separation"`` when its rank meets a proven K-free cap on the separation rank
    (:func:`row_separation_caps`; by Claim 2 the grid rank is at most the separation rank, so the generic
    separation rank is then that rank), ``"grid"`` when only a cap of the K-template grid meets it (the generic grid
    rank with these templates), ``None`` when it is not exact."""
    if not row["exact"]:
        return None
    return "separation" if row["rank"] == min(row_separation_caps(row).values()) else "grid"


def missing_cases(rows: list[dict]) -> list[tuple]:
    """``(M, depth, R, T)`` of the one-hot grid (every M, depth, R and even T up to the largest stored per M) that
    has no row."""
    have = {(r["M"], r["depth"], r["R"], r["T"]) for r in rows}
    Ls, Rs = range(1, max(r["depth"] for r in rows) + 1), range(1, max(r["R"] for r in rows) + 1)
    top = {M: max(r["T"] for r in rows if r["M"] == M) for M in {r["M"] for r in rows}}
    return sorted(
        (M, L, R, T)
        for M, Tmax in top.items()
        for L in Ls
        for R in Rs
        for T in range(2, Tmax + 1, 2)
        if (M, L, R, T) not in have
    )


def atlas_markdown(rows: list[dict], *, K: int | None = None) -> str:
    """Tables per M (rows depth and R, columns T) of the rows with ``K`` templates (default one-hot, ``K = M``):
    certified rank, ``=`` when it meets a proven bound on the separation rank, ``~`` when it meets only a cap of
    the K-template grid (:func:`pins`), ``!`` when it is below Conjecture 1's value."""
    best = best_rows(rows, K=K)
    rows = list(best.values())
    Ts = sorted({r["T"] for r in rows})
    lines = ["| M | depth | R | " + " | ".join(f"T={T}" for T in Ts) + " |"]
    lines.append("| --- " * (3 + len(Ts)) + "|")
    for M, L, R in sorted({(r["M"], r["depth"], r["R"]) for r in rows}):
        cells = []
        for T in Ts:
            r = best.get((M, L, R, T))
            if r is None:
                cells.append("")
                continue
            conj = r["lower_bounds"].get("conjecture1")
            mark = {"separation": "=", "grid": "~", None: ""}[pins(r)]
            mark += "!" if conj is not None and r["rank"] < conj else ""
            cells.append(f"{r['rank']}{mark}")
        lines.append(f"| {M} | {L} | {R} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def _fmt_shapes(shapes) -> str:
    return ", ".join(f"(M={M}, L={L}, R={R})" for M, L, R in shapes) or "none"


def _beyond_m_section(rows: list[dict]) -> list[str]:
    """The ``K > M`` rows: tables per (M, K), and how many meet a proven upper bound."""
    if not rows:
        return []
    out = [
        "## Templates beyond M (K > M)",
        "",
        "K random templates per trial (drawn by `numerics.certified_rank`'s seed rule, as `sep_rank --K` draws",
        "them); the certified rank is a lower bound on the Start-End separation rank of almost every RAC of the",
        "shape; `=` marks cells where it meets a proven bound on the separation rank, `~` cells where only a cap of",
        "the K-template grid meets it (K^(T/2), the last-input or end-input cap).",
        f"Exact in {sum(r['exact'] for r in rows)} of {len(rows)} cases.",
        "",
    ]
    for M, K in sorted({(r["M"], r["K"]) for r in rows if r["K"] <= r["M"] + TABLE_K_BEYOND}):
        out += [f"### M = {M}, K = {K}", "", atlas_markdown([r for r in rows if r["M"] == M], K=K), ""]
    if any(r["K"] > r["M"] + TABLE_K_BEYOND for r in rows):
        out += [
            f"Rows with K > M + {TABLE_K_BEYOND} (the campaign along K) appear in the next section, per shape, and in"
            " `numerics/data/atlas.json`.",
            "",
        ]
    return out


#: The K > M rows get one table per (M, K) up to K = M + TABLE_K_BEYOND (the grid the issues named); the campaign
#: along K (:mod:`numerics.atlas.kseq`) goes further, and its rows are read per shape instead.
TABLE_K_BEYOND = 4
#: The commands of the committed campaign along K, in the order they ran on one store (``docs/atlas.md`` quotes
#: them); each resumes the rows before it with wider limits. ``{M}`` and ``{Tmax}``: (2, 28), (3, 16), (4, 14), the
#: one-hot grid's T range per M.
ALONG_K_COMMANDS = (
    "python -m numerics.atlas --extend-K --M 2-4 --R 1-6 --depth 1-4 --T 2-28 --max-entries 268435456 "
    "--case-seconds 20 --budget-seconds 2700 --db atlas.sqlite",
    "python -m numerics.atlas --extend-K --M {M} --R 1-6 --depth 1-4 --T 2-{Tmax} --max-entries 4294967296 "
    "--max-bytes 3000000000 --case-seconds 60 --budget-seconds 2400 --db atlas.sqlite",
    "python -m numerics.atlas --extend-K --M {M} --R 1-6 --depth 1-4 --T 2-{Tmax} --max-entries 4294967296 "
    "--max-bytes 3000000000 --case-seconds 150 --budget-seconds 900 (M=2), 400 (M=3), 300 (M=4) --db atlas.sqlite",
    "python -m numerics.atlas --extend-K --M {M} --R 1-6 --depth 1-4 --T 2-{Tmax} --max-entries 4294967296 "
    "--max-bytes 3000000000 --case-seconds 400 --budget-seconds 900 (M=2), 500 (M=3) --db atlas.sqlite",
)


def _shapes_text(seqs: list[dict], *, at_K: bool = False) -> str:
    """``(L, M, R): T = ...`` groups of shapes for the reading (``at_K``: each T with its ``stable_from`` K)."""
    groups: dict = {}
    for q in seqs:
        groups.setdefault((q["depth"], q["M"], q["R"]), []).append(
            f"{q['T']} (K={q['stable_from']})" if at_K else str(q["T"])
        )
    return "; ".join(f"(L={L}, M={M}, R={R}): T = {', '.join(Ts)}" for (L, M, R), Ts in groups.items())


def _along_k_section(rows: list[dict]) -> list[str]:
    """Per shape (L, M, R, T): the certified ranks along K, where they stop rising, and the least proven K-free cap
    on the separation rank (:func:`numerics.atlas.kseq.k_sequences`)."""
    seqs = k_sequences(rows)
    if not any(len(q["Ks"]) > 1 for q in seqs):
        return []
    by = {k: [q for q in seqs if q["status"] == k] for k in STATUSES}
    pinned = by["pinned"]
    one_hot = sum(q["stable_from"] == q["M"] for q in pinned)
    exact = [q for q in pinned if q["threshold_exact"]]
    beyond = [q for q in pinned if q["stable_from"] != q["M"]]
    over = sum(
        q["stable_from"] > max(q["M"], end_side_templates(depth=q["depth"], M=q["M"], R=q["R"], T=q["T"]))
        for q in pinned
    )
    prop2 = [q for q in pinned if q["cap_keys"] == ["end_inputs"]]
    out = [
        "## The separation rank along K (general inputs)",
        "",
        "For general inputs (f the identity on R^M, the thesis' setting) the Start-End separation rank sep is not a grid",
        "rank: by Claim 2 the grid rank with any K templates is at most sep, and with K generic templates it rises to",
        "sep as K grows. Per shape (L, M, R, T) the table gives the certified ranks at K = M, M+1, ... (one seeded",
        "instance each, a row of `numerics/data/atlas.json`; K = M: the one-hot templates, K > M: random ones) and the",
        "least proven K-free cap on sep (`numerics.bounds.separation_caps`; each is the K-free form of a proven registry",
        "bound, never a conjecture):",
        "",
        *[f"* `{c.key}`: {c.label} ({c.proof})" for c in SEPARATION_CAPS],
        "",
        "A shape is **pinned** when a certified rank meets that cap: sep is then that number for almost every RAC of",
        "the shape (certified lower bound = proven upper bound), and the column `stops at K` gives the first K that",
        f"reaches it. **stable**: the rank did not rise over the last {K_STABLE} steps of K but stays below the cap, so",
        "sep >= rank and whether it is more is open (the cap may be loose, or a larger K may still raise the rank).",
        "**rising**: the rank rose at the last K computed and the campaign stopped there: the next K was over its",
        "limits (predicted seconds per case, grid entries, memory), or the rank sat at the K-template grid's own cap",
        "while the least K whose grid cap reaches the separation cap was over them; sep >= rank is all that is known.",
        "The campaign, smallest T first, on one store (each command resumes what ran before; the rows are the atlas'"
        " own; {M} and {Tmax} run over (2, 28), (3, 16), (4, 14), the one-hot grid's T range):",
        "",
        *[f"    {c}" for c in ALONG_K_COMMANDS],
        "",
        "(A first run of the first command without the grid-cap stop went further at T = 4 and 6 before it was"
        " restarted; its rows are kept.) `--export kseq` prints this table as JSON.",
        "",
        f"Of {len(seqs)} shapes, {len(pinned)} are pinned ({one_hot} already with the one-hot templates, K = M;"
        f" {len(prop2)} only through Proposition 2's K-free end-input product), {len(by['stable'])} are stable below"
        f" the cap and {len(by['rising'])} are still rising. Conjecture 1 for general inputs (sep >="
        " min{((min{M,R}, ((T/2, L-1)))), M^(T/2)}): the best certified rank along K reaches its value in"
        f" {sum(q['rank'] >= conjecture1_bound(M=q['M'], R=q['R'], T=q['T'], depth=q['depth']) for q in seqs)} of"
        f" {len(seqs)} shapes, and the least proven cap is below it (which would refute it) in"
        f" {sum(q['separation_cap'] < conjecture1_bound(M=q['M'], R=q['R'], T=q['T'], depth=q['depth']) for q in seqs)}.",
        "",
        "Where the rank stops rising (issue 32, item 1): the generic grid rank never falls as K grows (a grid is a"
        " sub-grid of the next), so a pinned shape has sep from its first K at the cap on; that K is *exact* (for a"
        " generic RAC of the shape no smaller K reaches sep, for any templates) when a proven bound on the grid rank"
        f" with one template fewer is below sep: so in {len(exact)} of the {len(pinned)} pinned shapes"
        f" ({sum(q in exact for q in beyond)} of the {len(beyond)} pinned beyond K = M). Proposition 14"
        " (`numerics.sufficient_templates`) proves that K >= ((min{R,M}, D_1)), D_1 = C(T+L-2, L-1), always suffices;"
        " Conjecture 15 (`numerics.end_side_templates`) that ((min{R,M}, D_(T/2+1))) does for almost every RAC"
        " (docs/theory/templates.md; some special RACs need more). In the tables below, `stops at K` says `(exact)`"
        f" where it is. Pinned shapes whose first K at the cap is above max{{M, that K}}: {over}.",
        "",
        "* **Pinned beyond K = M** (per (L, M, R): T at the first K that reaches the cap): "
        + (_shapes_text(beyond, at_K=True) or "none")
        + ".",
        "* **Stable below the cap** (shape: the K from which the rank stopped rising, rank, cap): "
        + (
            "; ".join(
                f"(L={q['depth']}, M={q['M']}, R={q['R']}, T={q['T']}): K={q['stable_from']}, {q['rank']} < "
                f"{q['separation_cap']}"
                for q in by["stable"]
            )
            or "none"
        )
        + ".",
        "* **Still rising** (not pinned): " + (_shapes_text(by["rising"]) or "none") + ".",
        "",
    ]
    for M in sorted({q["M"] for q in seqs}):
        out += [
            f"### Along K, M = {M}",
            "",
            "| L | R | T | ranks at K = M, M+1, ... | stops at K | rank | least cap on sep | status | gap |",
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        for q in seqs:
            if q["M"] != M:
                continue
            since = (
                "-" if q["stable_from"] is None else f"{q['stable_from']}{' (exact)' if q['threshold_exact'] else ''}"
            )
            cap = f"{q['separation_cap']} ({', '.join(q['cap_keys'])})"
            out.append(
                f"| {q['depth']} | {q['R']} | {q['T']} | {', '.join(map(str, q['ranks']))} | {since} | {q['rank']} |"
                f" {cap} | {q['status']} | {q['gap']} |"
            )
        out.append("")
    return out


def atlas_document(rows: list[dict]) -> str:
    """``docs/atlas.md``: the one-hot (``K = M``) rows as the reading and tables per M, then the ``K > M`` rows."""
    extra = beyond_m_rows(rows)
    rows = one_hot_rows(rows)
    if not rows:
        out = [
            "# Rank atlas: certified Start-End ranks of RACs",
            "",
            "No rows with the M one-hot templates (K = M).",
            "",
        ]
        return "\n".join(out + _beyond_m_section(extra) + _along_k_section(extra)).rstrip() + "\n"
    s = atlas_summary(rows)
    cover = ", ".join(f"M={M}: T <= {T}" for M, T in s["max_T"].items())
    trials = sorted({r["trials"] for r in rows})
    out = [
        "# Rank atlas: certified Start-End ranks of RACs",
        "",
        "Every cell is the best exact GF(p) rank of the Start-End matricization of the grid tensor (one-hot",
        f"templates) over {'/'.join(map(str, trials))} seeded random instance(s), as `numerics.certified_rank` and"
        " `python -m numerics.sep_rank`",
        f"report it for the same seed (from {SKETCH_MIN_SIDE} x {SKETCH_MIN_SIDE} on: `--method factorised` in the"
        f" {s['factorised']} cases whose end-state count D is at most side/{FACTORISED_SHARE}, "
        + (
            f"`--method sketch` in the {s['sketched']} other provably low-rank cases (best proven upper bound at most"
            f" side/{SKETCH_FRACTION}); "
            if s["sketched"]
            else ""
        )
        + "`--method exact` otherwise, as `numerics.atlas.run.case_method` chooses; the methods give the same exact"
        " rank wherever both ran; each row's method and prime are in",
        "`numerics/data/atlas.json`): a certified lower bound on the rank over Q of that instance and, by Claims 2"
        " and 5, on the",
        "Start-End separation rank of almost every RAC of the shape. `=` marks cells where it meets a proven",
        "K-free cap on the separation rank of general inputs (Proposition 2's end-input product, the end-state, ideal or"
        " scalar bound, or the depth-1 bond R; list below: the generic separation rank is then",
        "known exactly), `~` cells where only a cap of the one-hot grid meets it (M^(T/2), the last-input or",
        "end-input cap: the generic one-hot grid rank is known, which for M-symbol inputs is the separation rank);",
        "`!` marks cells below Conjecture 1's value.",
        "Proven upper bounds (`numerics.BOUNDS`, where each is proved):",
        "",
        *[f"* `{b.key}`: {b.label} ({b.reference}; {b.proof})" for b in BOUNDS if b.upper],
        "",
        "Of these, the K-free forms that bound the separation rank itself (`numerics.bounds.separation_caps`; they"
        " decide `=`): " + ", ".join(f"`{c.key}` {c.label}" for c in SEPARATION_CAPS) + ".",
        "",
        f"Coverage: {s['cases']} cases, depth 1-{max(r['depth'] for r in rows)}, "
        f"R 1-{max(r['R'] for r in rows)}, even T up to M^(T/2) <= {s['max_side']} ({cover})"
        + (
            ", every case of that grid."
            if not s["missing"]
            else f"; not yet computed: {len(s['missing'])} cases ("
            + ", ".join(f"M={M} L={L} R={R} T={T}" for M, L, R, T in s["missing"])
            + "), each a full exact rank at side M^(T/2); rerun the atlas with `--max-entries 300000000` to add"
            " them."
        ),
        f"What the exact cells pin: the generic separation rank in {s['pins_separation']} cases (`=`), the generic"
        f" one-hot grid rank in {s['pins_grid']} (`~`); every row of `numerics/data/atlas.json`, K > M rows included"
        " (whose `grid` is the K-template grid), says which in its column `pins` (`separation`, `grid`, or `null`"
        " where the row is not exact).",
        "",
        "## Reading",
        "",
        f"* **Exactly known.** In {s['exact']} of {s['cases']} cases the certified rank equals a proven upper bound"
        + (
            ". Not everywhere exact: " + _fmt_shapes(s["not_exact"]) + "; the gaps to the best proven bound, per shape"
            " (the distinct values over T): "
            + "; ".join(f"(M={M}, L={L}, R={R}): {', '.join(map(str, g))}" for (M, L, R), g in s["gaps"].items())
            + ". Either a sharper upper bound exists there or the rank of almost every RAC is that much lower."
            if s["not_exact"]
            else ": the generic grid rank is known in every case."
        ),
        f"* **Below every classical cap.** In {s['ideal_needed']} cases the rank is below M^(T/2), the last-input cap,"
        f" the end-state bound and the min-cuts; the ideal bounds meet it in {s['ideal_needed_met']} of them",
        "  (this lab, `numerics.depth2_ideal_bound` and `numerics.depth3_ideal_bound`, proved in their docstrings",
        "  and `docs/theory/proposition5.md`, `docs/theory/proposition6.md` (Propositions 5-6), checked in `python -m proofs`): the first End input reaches the top layer",
        "  through a space of forms in the Start states, and the top-layer coefficients lie in the ideal it",
        "  generates.",
        f"* **Shallow RACs (Theorem 1 (1)).** All {s['shallow_equal']} of {s['shallow']} depth-1 cases have rank",
        "  min{R, M^(T/2)}: flat in T once T/2 >= log_M R.",
        f"* **Deep RACs (Theorem 1 (2)).** {s['deep_theorem1']} of {s['deep']} cases of depth >= 2 reach",
        f"  ((min{{M,R}}, T/2)); {s['deep_exact']} of them are exactly at a proven upper bound, i.e. as high as any",
        "  RAC of the shape can go.",
        f"* **Conjecture 1 with one-hot templates.** {s['conj_short']} cases are below Conjecture 1's value, and",
        f"  {s['conj_short_at_cap']} of them sit exactly at the last-input cap min{{R,M}} M^(T/2-1). For M-symbol inputs",
        "  (one-hot f on an M-letter alphabet) the one-hot grid rank *is* the separation rank, so wherever that cap",
        "  is below the value these cases refute Conjecture 1 for every weight (`docs/conjecture1.md`, `docs/theory/proposition3.md`",
        "  Proposition 3). For general inputs on R^M the conjecture is checked with K > M templates and holds in every",
        "  case checked (`python -m proofs`, `sep_rank --K`).",
        f"* **Depth 2.** Exact in {s['depth2_exact']} of {s['depth2']} cases, and in {s['depth2_formula']} the rank is",
        "  min{R (((R, T/2)) - ((R-M, T/2))), M^(T/2), min{R,M} M^(T/2-1)}. The first term is the depth-2 ideal",
        "  bound (this lab: `numerics.depth2_ideal_bound`, checked in `python -m proofs`): the factor R comes from",
        "  the linear use of the top state h^{T/2,2}, and ((R-M, T/2)) is lost because the first End input reaches",
        "  the top layer through at most M linear forms in the Start state. It is the rank itself in",
        f"  {s['depth2_at_ideal']} cases, {s['depth2_below_end_state']} of them (R > M) strictly below the end-state"
        " bound R ((R, T/2)).",
        f"* **Depth 3.** The rank is the depth-3 ideal bound, below the end-state bound, in"
        f" {s['depth3_below_end_state']} cases"
        f" ({', '.join(f'M={M} R={R}' for M, R in s['depth3_below_shapes']) or '-'});",
        f"  the gap to the end-state bound is {' or '.join(map(str, s['depth3_gaps'])) or '-'} there, at every T where"
        " no smaller cap binds.",
        f"* **Depth >= 3, R >= 3.** Exact in {s['deep3_wide_exact']} of {s['deep3_wide']} cases: such RACs reach the",
        "  largest rank any RAC of their shape can have. At depth 1 the rank stays at R; deep rows grow",
        "  geometrically in T until a cap binds.",
        "",
    ]
    for M in sorted({r["M"] for r in rows}):
        out += [f"## M = {M}", "", atlas_markdown([r for r in rows if r["M"] == M]), ""]
    out += _beyond_m_section(extra)
    out += _along_k_section(rows + extra)
    return "\n".join(out).rstrip() + "\n"


def document_bounds(depth: int) -> dict:
    """The bounds the document reads of a row of ``depth``: ``{"lower_bounds": (...), "upper_bounds": (...)}``."""
    return {
        "lower_bounds": ("shallow",) if depth == 1 else ("theorem1",),
        "upper_bounds": ("trivial_upper", "last_input_cap", "end_state")
        + {2: ("depth2_ideal",), 3: ("depth3_ideal",)}.get(depth, ()),
    }


def _document_problem(row: dict) -> str | None:
    """Why the document cannot read ``row`` (a bound it reads is missing), or ``None``."""
    for column, need in document_bounds(row["depth"]).items():
        missing = [k for k in need if k not in row[column]]
        if missing:
            return f"its {column} lack {', '.join(map(repr, missing))}"
    return None


def export(rows: Iterable[dict], fmt: str) -> str:
    """The rows as ``csv``, ``json`` (a list of objects) or ``markdown`` (:func:`atlas_markdown`).

    ``csv`` and ``json`` add two derived columns: ``separation_caps`` (:func:`row_separation_caps`, the proven K-free
    caps on the separation rank of the row's shape) and ``pins`` (:func:`pins`): what each exact row pins, the generic
    ``"separation"`` rank or only the generic ``"grid"`` rank with its templates (``null`` if not exact).
    ``markdown`` first checks that every row has the bounds the document reads (:func:`document_bounds`):
    ``ValueError`` naming the first that does not."""
    rows = list(rows)
    if fmt == "markdown":
        for r in rows:
            why = _document_problem(r)
            if why is not None:
                raise ValueError(
                    f"the row M={r['M']} K={r.get('K', r['M'])} R={r['R']} T={r['T']} depth={r['depth']} cannot be published: "
                    f"{why}; run --refresh-bounds on the database, or rerun the case"
                )
    if fmt in ("csv", "json"):
        rows = [{**r, "separation_caps": row_separation_caps(r), "pins": pins(r)} for r in rows]
    if fmt == "json":
        return json.dumps(rows, indent=1) + "\n"
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=[*COLUMNS, "separation_caps", "pins"], lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({k: json.dumps(v) if isinstance(v, (dict, list)) else v for k, v in r.items()})
        return buf.getvalue()
    if fmt == "markdown":
        return atlas_document(rows)
    raise ValueError(f"--export {fmt!r}: choose csv, json or markdown")
