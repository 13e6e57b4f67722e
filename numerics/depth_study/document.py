r"""``docs/spectra.md``: the depth study as a document, every number in it computed from the published rows.

Regenerate with::

    python -m numerics.depth_study --db DB --export json > numerics/data/spectra.json
    python -m numerics.depth_study --db DB --export markdown > docs/spectra.md

A test checks that ``docs/spectra.md`` is :func:`spectra_markdown` of ``numerics/data/spectra.json``.

The comparison rule (:func:`compare`): at one setting ``(budget, gain, K, T)`` depth :math:`L'` *raises* a
measure over depth :math:`L` when the lower quartile over seeds at :math:`L'` exceeds the upper quartile at
:math:`L` (the interquartile ranges are apart), *lowers* it in the mirror case, and otherwise shows no clear
change. :math:`T = 2` is left out (a :math:`K \times K` matrix: nothing to grade), and so are settings where
either side is ``null`` (below the precision floor, or every seed out of float64's range).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from numerics.depth_study import export_rows
from racs.cells import CELLS

__all__ = ["MEASURES", "compare", "depth_effects", "spectra_markdown"]

#: The graded measures the document compares: row key (and eps key), label.
MEASURES = (
    ("eps_rank", "1e-2", "1e-2-rank"),
    ("eps_rank", "1e-4", "1e-4-rank"),
    ("entropy", None, "entropy"),
    ("entropy_centred", None, "centred entropy"),
)


def _stats(row: Mapping, key: str, eps: str | None) -> Mapping | None:
    v = row[key]
    return v.get(eps) if eps is not None and v is not None else v


def compare(shallow: Mapping | None, deep: Mapping | None) -> str | None:
    """``"raises"``, ``"lowers"``, ``"unclear"`` (module text), or ``None`` when either side is ``None``."""
    if shallow is None or deep is None:
        return None
    if deep["q1"] > shallow["q3"]:
        return "raises"
    if deep["q3"] < shallow["q1"]:
        return "lowers"
    return "unclear"


def _index(rows: Iterable[Mapping]) -> dict:
    return {(r["cell"], r["depth"], r["budget"], r["gain"], r["K"], r["T"]): r for r in rows}


def depth_effects(
    rows: Iterable[Mapping], *, cell: str, deep: int, shallow: int = 1, key: str, eps: str | None = None
) -> dict:
    r"""Counts of :func:`compare` over the settings ``(budget, gain, K, T >= 4)`` holding both depths.

    Returns ``{"raises", "lowers", "unclear", "null": int, "largest": (setting, shallow stats, deep stats) of the
    largest rise of the median, or None}``.
    """
    return _effects(_index(rows), cell=cell, deep=deep, shallow=shallow, key=key, eps=eps)


def _effects(idx: dict, *, cell, deep, shallow=1, key, eps) -> dict:
    out: dict[str, Any] = {"raises": 0, "lowers": 0, "unclear": 0, "null": 0, "largest": None}
    best = 0.0
    for (c, L, budget, gain, K, T), r in sorted(idx.items()):
        if c != cell or L != shallow or T < 4 or (c, deep, budget, gain, K, T) not in idx:
            continue
        a, b = _stats(r, key, eps), _stats(idx[(c, deep, budget, gain, K, T)], key, eps)
        verdict = compare(a, b)
        out[verdict or "null"] += 1
        if verdict == "raises" and a is not None and b is not None and b["median"] - a["median"] > best:
            best = b["median"] - a["median"]
            out["largest"] = ((budget, gain, K, T), a, b)
    return out


def _num(v: float) -> str:
    return f"{v:.3g}" if abs(v) < 1000 else f"{v:.0f}"


def _cell(s: Mapping | None) -> str:
    if s is None:
        return "null"
    return f"{_num(s['median'])} [{_num(s['q1'])}, {_num(s['q3'])}]"


def _grid_text(rows: list) -> dict:
    kt: dict[int, int] = {}
    for r in rows:
        kt[r["K"]] = max(kt.get(r["K"], 0), r["T"])
    return {
        "cells": [c for c in CELLS if any(r["cell"] == c for r in rows)],
        "depths": sorted({r["depth"] for r in rows}),
        "budgets": sorted({r["budget"] for r in rows}),
        "gains": sorted({r["gain"] for r in rows}),
        "seeds": sorted({r["seeds"] for r in rows}),
        "max_T": sorted(kt.items()),
    }


def _join(values) -> str:
    return ", ".join(f"{v:g}" if isinstance(v, float) else str(v) for v in values)


def _verdict_line(e: dict) -> str:
    return f"{e['raises']} / {e['lowers']} / {e['unclear']}" + (f" ({e['null']} null)" if e["null"] else "")


def _summary_table(idx: dict, cells: list, depths: list) -> list:
    deeper = [L for L in depths if L > 1]
    head = "| cell | measure | " + " | ".join(f"depth {L} vs 1: raises / lowers / unclear" for L in deeper) + " |"
    lines = [head, "| --- | --- |" + " --- |" * len(deeper)]
    for c in cells:
        for key, eps, label in MEASURES:
            cols = [_verdict_line(_effects(idx, cell=c, deep=L, key=key, eps=eps)) for L in deeper]
            lines.append(f"| `{c}` | {label} | " + " | ".join(cols) + " |")
    return lines


def _answer(idx: dict, cells: list, depths: list) -> list:
    """Per measure, the cells where the deepest stack raises it over depth 1 in more settings than it lowers it."""
    L = max(depths)
    if L == 1:
        return ["Only depth 1 was run: nothing to compare."]
    lines = [
        f"Depth {L} against depth 1 at equal parameters, counting settings (P, g, K, T >= 4) where the quartile",
        "ranges are apart; in parentheses: settings where the measure rises, falls, and all compared:",
        "",
    ]
    for key, eps, label in MEASURES:
        e = {c: _effects(idx, cell=c, deep=L, key=key, eps=eps) for c in cells}
        tag = {
            c: f"`{c}` ({e[c]['raises']} up, {e[c]['lowers']} down of "
            f"{e[c]['raises'] + e[c]['lowers'] + e[c]['unclear']})"
            for c in cells
        }
        up = [tag[c] for c in cells if e[c]["raises"] > e[c]["lowers"]]
        down = [tag[c] for c in cells if e[c]["lowers"] > e[c]["raises"]]
        lines.append(
            f"- the {label} rises more often than it falls for "
            + (", ".join(up) or "no cell")
            + "; falls more often for "
            + (", ".join(down) or "no cell")
            + "."
        )
    candidates = [
        (r, idx.get((c, 1, P, g, K, T)))
        for (c, d, P, g, K, T), r in sorted(idx.items())
        if c == "rac" and d == L and r["certified_rank"]
    ]
    pairs = [(r, s) for r, s in candidates if s is not None and s["certified_rank"]]
    if pairs:
        higher = sum(r["certified_rank"]["rank"] > s["certified_rank"]["rank"] for r, s in pairs)
        lower = sum(r["certified_rank"]["rank"] < s["certified_rank"]["rank"] for r, s in pairs)
        lines += [
            "",
            f"For `rac` the falls are in what float64 resolves, not in the rank: its certified rank at depth {L}",
            f"is higher than at depth 1 in {higher} of {len(pairs)} settings (T >= 2) and lower in {lower}.",
        ]
    return lines


def _cell_paragraph(idx: dict, cell: str, depths: list) -> list:
    out = []
    for L in [d for d in depths if d > 1]:
        parts = []
        for key, eps, label in MEASURES:
            e = _effects(idx, cell=cell, deep=L, key=key, eps=eps)
            n = e["raises"] + e["lowers"] + e["unclear"]
            text = f"the {label} in {e['raises']} of {n} settings, lowers it in {e['lowers']}"
            if e["largest"] is not None:
                (budget, gain, K, T), a, b = e["largest"]
                text += (
                    f" (largest rise at P = {budget}, g = {gain:g}, K = {K}, T = {T}: {_cell(a)} at depth 1, "
                    f"{_cell(b)} at depth {L})"
                )
            parts.append(text)
        out += [f"Depth {L} against depth 1 raises " + "; ".join(parts) + ".", ""]
    return out[:-1]


def _cell_table(rows: list, idx: dict, cell: str, depths: list, max_T: list) -> list:
    rac = cell == "rac"
    head = (
        "| K | T | P | g | "
        + " | ".join(f"1e-4-rank, L={L}" for L in depths)
        + " | "
        + " | ".join(f"centred entropy, L={L}" for L in depths)
        + " |"
        + (" " + " | ".join(f"certified rank, L={L}" for L in depths) + " |" if rac else "")
    )
    lines = [head, "| --- " * (4 + len(depths) * (3 if rac else 2)) + "|"]
    for K, T in max_T:
        settings = sorted({(r["budget"], r["gain"]) for r in rows if r["cell"] == cell and r["K"] == K and r["T"] == T})
        for budget, gain in settings:
            rs = [idx.get((cell, L, budget, gain, K, T)) for L in depths]
            ranks = [_cell(_stats(r, "eps_rank", "1e-4")) if r else "" for r in rs]
            ents = [_cell(_stats(r, "entropy_centred", None)) if r else "" for r in rs]
            cert = [str(r["certified_rank"]["rank"]) if r and r["certified_rank"] else "" for r in rs] if rac else []
            lines.append(f"| {K} | {T} | {budget} | {gain:g} | " + " | ".join(ranks + ents + cert) + " |")
    return lines


def _rac_lines(rows: list) -> list:
    rac = [r for r in rows if r["cell"] == "rac" and r["certified_rank"]]
    if not rac:
        return []
    graded = [r for r in rac if r["eps_rank"]["1e-8"] is not None]
    equal = sum(r["eps_rank"]["1e-8"]["median"] == r["certified_rank"]["rank"] for r in graded)
    below = [r for r in graded if r["eps_rank"]["1e-8"]["median"] < r["certified_rank"]["rank"]]
    deep_below = sum(r["depth"] >= 2 for r in below)
    worst = max(below, key=lambda r: r["certified_rank"]["rank"] - r["eps_rank"]["1e-8"]["median"], default=None)
    sz = max(r["certified_rank"]["schwartz_zippel"] for r in rac)
    lines = [
        "For the `rac` cell each row also carries a **certified** number: the exact GF(p) Start-End rank of one",
        "random RAC of the row's shape (`numerics.certified_rank(depth=L, M=K, R=R, T=T, trials=1, seed=0)`), a",
        "lower bound on the rank over Q of almost every RAC of that shape (Claims 2 and 5), hence, with",
        f"probability one, of every sampled instance (Schwartz-Zippel failure bound at most {sz:.1e} per row).",
        "Everything else in this document is numerical. Over the rac rows whose 1e-8-rank is above the",
        f"precision floor ({len(graded)} of {len(rac)}), the median 1e-8-rank equals the certified rank in {equal}",
        f"and is below it in {len(below)} ({deep_below} of them at depth >= 2)"
        + (
            "."
            if worst is None
            else f"; the widest gap is at depth {worst['depth']}, K = {worst['K']}, T = {worst['T']}, "
            f"P = {worst['budget']}, g = {worst['gain']:g}: certified rank {worst['certified_rank']['rank']}, "
            f"median 1e-8-rank {_num(worst['eps_rank']['1e-8']['median'])}."
        ),
        "There the RAC's exact rank is real but its singular values fall below float64's resolution: the",
        'numerical ranks of a deep RAC say little about its certified one (`docs/core.md`, "Why exact is the',
        "default\"). A RAC's grid tensor is homogeneous in its weights, so the gain only rescales it; the rac",
        "rows of different gains differ only where the scale leaves float64's range (out-of-range seeds).",
    ]
    return lines


def spectra_markdown(rows: Iterable[Mapping]) -> str:
    """The text of ``docs/spectra.md`` for the rows (published first with :func:`numerics.depth_study.export_rows`)."""
    rows = export_rows(rows)
    idx = _index(rows)
    g = _grid_text(rows)
    oor = [r for r in rows if r["out_of_range"]]
    oor_cells = sorted({(r["cell"], r["depth"]) for r in oor}, key=lambda cd: (list(CELLS).index(cd[0]), cd[1]))
    floor_nulls = sum(any(r["eps_rank_nulls"].values()) for r in rows)
    empty = sum(r["out_of_range"] == r["seeds"] for r in rows)
    out = [
        "# Start-End spectra of the cell zoo: does depth help at equal parameters?",
        "",
        "Generated from `numerics/data/spectra.json` by `numerics.depth_study.document.spectra_markdown`; do not edit.",
        "Regenerate with `python -m numerics.depth_study --db DB --workers N` (the study, resumable) and",
        "`python -m numerics.depth_study --db DB --export json > numerics/data/spectra.json`, then",
        "`--export markdown > docs/spectra.md`.",
        "",
        f"The study (issue 12, item 4): cells {', '.join(f'`{c}`' for c in g['cells'])}; depths {_join(g['depths'])} at",
        f"equal parameter budgets P = {_join(g['budgets'])} (Collins' rule: the widest R within the budget, readout",
        f"excluded); gains g = {_join(g['gains'])}; {_join(g['seeds'])} seeds per row; "
        + "; ".join(f"K = {K}, T = 2..{T}" for K, T in g["max_T"])
        + " (even T, one-hot",
        f"templates, n_in = K). {len(rows)} rows, one per (cell, depth, P, g, K, T). Each row holds, over the seeds,",
        "the median, quartiles [q1, q3] and extremes of the eps-ranks (eps = 1e-2, 1e-4, 1e-8), of the entanglement",
        "entropy (nats) and of the entropy of the mean-centred grid tensor, and the per-index median of the",
        "normalised singular values (`numerics.depth_study`, `numerics.spectrum`). Tables show `median [q1, q3]`.",
        "The figures `spectrum_vs_T` (eps-rank against T, a panel per cell, a line per depth) and `singular_values`",
        "(decay curves) plot these rows (`figures/spectra.py`, `python -m figures --only spectrum_vs_T singular_values`).",
        "",
        "## What is numerical and what is certified",
        "",
        "Every eps-rank, entropy and singular value here comes from a float64 SVD of the Start-End matrix and is",
        "numerical. Each row carries its precision floor, side x 2^-52 relative to s_1; an eps-rank whose eps",
        "lies below the resolution that floor allows is `null`, never a number, and a row's eps-rank is `null`",
        f"when any seed's is ({floor_nulls} rows have such a `null`). A seed whose grid tensor leaves float64's",
        "range (an infinite entry, or a largest entry below 2^-970) is left out of its row's statistics and",
        f"counted in `out_of_range`: {len(oor)} rows lose seeds this way"
        + (", all of them " + ", ".join(f"`{c}` at depth {L}" for c, L in oor_cells) if oor else "")
        + f", and {empty} rows lose every seed (all their statistics `null`).",
        "",
        *_rac_lines(rows),
        "",
        "## The answer in brief",
        "",
        *_answer(idx, g["cells"], g["depths"]),
        "",
        "## Depth against depth 1 at equal parameters",
        "",
        "Per setting (P, g, K, T >= 4), depth L *raises* a measure over depth 1 when its lower quartile over the",
        "seeds lies above depth 1's upper quartile, *lowers* it in the mirror case, and otherwise shows no clear",
        "change; settings where either side is `null` are counted apart. Counts of settings:",
        "",
        *_summary_table(idx, g["cells"], g["depths"]),
        "",
        "## Per cell",
        "",
        "Each table shows the longest sequences of each K; the paragraphs count every setting with T >= 4.",
    ]
    for c in g["cells"]:
        out += [
            "",
            f"### `{c}`",
            "",
            *_cell_paragraph(idx, c, g["depths"]),
            "",
            *_cell_table(rows, idx, c, g["depths"], g["max_T"]),
        ]
    return "\n".join(out) + "\n"
