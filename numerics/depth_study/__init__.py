r"""The depth study: Start-End spectra of every cell of the zoo at depths 1-3 and equal parameter budgets.

Issue 12, item 4, asks of the thesis' Start-End view (Sec. 2.3, Claim 1; Ch. 4): does depth raise the
Start-End entanglement of ordinary recurrent cells when the parameter count is held fixed? A *case* is one
``(cell, depth, budget, gain, K, T)``; its width is Collins' equal-parameter rule
:math:`R = \max\{R : \text{params}(R) \le \text{budget}\}` (:func:`racs.cells.width_for_params`, ``n_in = K``
one-hot templates), and its row summarises the spectra of seeds ``0..seeds-1``, each the stack and grid tensor
of :func:`numerics.spectrum.cell_spectrum` (seed ``s`` draws :func:`racs.cells.init_stack` with ``seed=s``, as
``python -m numerics.spectrum --seeds N`` does, so a row's medians are that command's while every seed's grid
stays in float64's range; seeds out of range are counted, not measured, by the rule both share:
:func:`numerics.spectrum.seed_spectra`).

A row holds, over the seeds, the median, quartiles and extremes of the :math:`\varepsilon`-ranks
(:math:`\varepsilon \in \{10^{-2}, 10^{-4}, 10^{-8}\}`; ``None`` when any seed's is below its precision floor,
with the count of such seeds), of the entanglement entropy and of the mean-centred entropy; the precision floor
:math:`\text{side}\cdot 2^{-52}` relative to :math:`s_1`; and the per-index median of the normalised singular
values :math:`s_i/s_1` (the decay curves), kept down to the precision floor (values below it are not resolved
by a float64 SVD and are dropped). Everything there is numerical. For the ``rac`` cell only, the row also holds
a *certified* number: the exact GF(p) Start-End rank of one random RAC of the same shape
(:func:`numerics.certified_rank`, trial seed 0), a lower bound on the rank over :math:`\mathbb Q` of almost
every RAC of the shape (Claims 2, 5), hence of the sampled real instances with probability one.

Rows go through the campaign store (:mod:`numerics.campaigns.store`, campaign :data:`CAMPAIGN`); the published file
``numerics/data/spectra.json`` (package data, :func:`committed_spectra`) is :func:`export_json` of them and
``docs/spectra.md`` is :func:`numerics.depth_study.document.spectra_markdown` of that file.

Rounding of the published rows (:func:`publish_row`), by what the float64 arithmetic supports: the
singular values of the computed Start-End matrix are known to an absolute error of about the precision floor,
:math:`\le 243 \cdot 2^{-52} \approx 5.4\cdot 10^{-14}` relative to :math:`s_1` here, and an entropy
:math:`-\sum p_i \ln p_i` inherits at most about :math:`\text{side}\cdot\text{floor}\cdot\ln(1/\text{floor})
\approx 4\cdot 10^{-10}` nats from them; entropies are published to :data:`ENTROPY_DECIMALS` = 9 decimals.
(Measured: computing the grid per sequence with :func:`racs.cells.stacked_forward` instead of by prefix
sharing and transposing the Start-End matrix moved entropies by at most :math:`1.1\cdot 10^{-15}` and
normalised singular values by at most :math:`10^{-15}` over every cell at depths 1 and 3, gains 0.5 and 3,
:math:`(K, T) = (2, 14), (3, 10)`, budget 1000.) A normalised singular value :math:`v` is published to one
significant digit per decade between it and the floor, at least 1 and at most :data:`SV_DIGITS` = 4
(plotting precision: fewer digits than the arithmetic supports well above the floor, to keep the file small).
:math:`\varepsilon`-rank statistics are quarter-integers (exact); the precision floor is exact. With these
rules the full study exported from a run on a 16-core machine (numpy 2.5.2) and from one on this lab's
2-core machine (numpy 2.4.6) gave byte-identical files.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files

import numpy as np

from numerics.certify.certified import certified_rank
from numerics.spectrum import EPS, MAX_SPECTRUM_LAYER_STEPS, UNIT_ROUNDOFF, check_spectrum_fits, seed_spectra
from racs.cells import CELLS, param_count, width_for_params
from racs.memory import check_fits, log2_bytes

__all__ = [
    "CAMPAIGN",
    "CELL_NAMES",
    "DEPTHS",
    "BUDGETS",
    "GAINS",
    "SEEDS",
    "MAX_T",
    "ENTROPY_DECIMALS",
    "SV_DIGITS",
    "MAX_CASES",
    "STAT_KEYS",
    "StudyGrid",
    "FULL_GRID",
    "study_cases",
    "case_key",
    "compute_case",
    "seed_stats",
    "publish_row",
    "export_rows",
    "export_json",
    "committed_spectra",
]

#: The store's campaign name for these rows.
CAMPAIGN = "spectra"
CELL_NAMES = tuple(CELLS)
DEPTHS = (1, 2, 3)
#: Parameter budgets P (issue 12, item 4).
BUDGETS = (300, 1000)
GAINS = (0.5, 1.0, 1.5, 2.0, 3.0)
SEEDS = 10
#: The longest sequence per alphabet size: T up to 14 at K = 2, up to 10 at K = 3 (even T from 2).
MAX_T = ((2, 14), (3, 10))
ENTROPY_DECIMALS = 9
SV_DIGITS = 4
#: Most cases one study may expand to (the full study has 3240): a grid beyond it is refused before it is listed.
MAX_CASES = 100_000
#: The spread of a quantity over seeds: ``numpy.percentile`` (linear interpolation) at 50, 25, 75, 0, 100.
STAT_KEYS = ("median", "q1", "q3", "min", "max")


@dataclass(frozen=True)
class StudyGrid:
    r"""The cases of a depth study (defaults: the full study of issue 12).

    Attributes
    ----------
    cells : tuple of str
        Keys of :data:`racs.cells.CELLS`.
    depths, budgets : tuple of int
        Depths :math:`L` and parameter budgets :math:`P`.
    gains : tuple of float
        Weight gains :math:`g` (:func:`racs.cells.init_stack`).
    seeds : int
        Seeds ``0..seeds-1`` per row.
    max_T : tuple of (int, int)
        Pairs ``(K, largest T)``: alphabet size and the longest sequence; every even :math:`T` from 2 is run.
    """

    cells: tuple = CELL_NAMES
    depths: tuple = DEPTHS
    budgets: tuple = BUDGETS
    gains: tuple = GAINS
    seeds: int = SEEDS
    max_T: tuple = MAX_T


FULL_GRID = StudyGrid()


def _check_grid(grid: StudyGrid) -> None:
    unknown = [c for c in grid.cells if c not in CELLS]
    if unknown or not grid.cells:
        raise ValueError(f"cells={list(grid.cells)!r}: use one or more of {', '.join(CELLS)}")
    for name, values in (("depths", grid.depths), ("budgets", grid.budgets)):
        if not values or any(isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 1 for v in values):
            raise ValueError(f"{name}={list(values)!r} must be a non-empty list of ints >= 1")
    if not grid.gains or any(not (isinstance(g, (int, float)) and 0 < g < float("inf")) for g in grid.gains):
        raise ValueError(f"gains={list(grid.gains)!r} must be a non-empty list of finite numbers > 0")
    if isinstance(grid.seeds, bool) or not isinstance(grid.seeds, (int, np.integer)) or grid.seeds < 1:
        raise ValueError(f"seeds={grid.seeds!r} must be an int >= 1")
    if (
        not grid.max_T
        or any(K < 1 or T < 2 for K, T in grid.max_T)
        or len({K for K, _ in grid.max_T}) < len(grid.max_T)
    ):
        raise ValueError(
            f"max_T={grid.max_T!r} must pair distinct K >= 1 with a largest T >= 2, e.g. ((2, 14), (3, 10))"
        )


def study_cases(grid: StudyGrid = FULL_GRID) -> list[dict]:
    r"""Every case of ``grid``, as JSON-able dicts, in a fixed order (cheap sequences first within a setting).

    Keys ``cell, depth, budget, R, K, T, gain, seeds``; ``R`` is :func:`racs.cells.width_for_params` at
    ``n_in = K``. A budget below the smallest stack of a cell and depth raises ``ValueError`` naming it, as do
    more than :data:`MAX_CASES` cases and a case of more than
    :data:`numerics.spectrum.MAX_SPECTRUM_LAYER_STEPS` (layer, step, seed) updates.
    """
    _check_grid(grid)
    per_T = sum(int(max_T) // 2 for _, max_T in grid.max_T)
    count = len(set(grid.cells)) * len(set(grid.depths)) * len(set(grid.budgets)) * len(set(grid.gains)) * per_T
    if count > MAX_CASES:
        raise ValueError(
            f"the grid has {count} cases, more than the {MAX_CASES} allowed; lower max_T or give "
            "fewer cells, depths, budgets or gains"
        )
    # planned from the sizes alone, before any stack is built
    steps = int(grid.seeds) * max(grid.depths) * max(int(T) for _, T in grid.max_T)
    if steps > MAX_SPECTRUM_LAYER_STEPS:
        raise ValueError(
            f"the grid's largest case needs {steps} layer-step updates in Python (seeds x depth x T), more "
            f"than the {MAX_SPECTRUM_LAYER_STEPS} allowed per case; lower seeds, depths or max_T"
        )
    cases = []
    for cell in grid.cells:
        for depth in sorted(set(grid.depths)):
            for budget in sorted(set(grid.budgets)):
                for K, max_T in sorted(grid.max_T):
                    R = width_for_params(cell, depth=int(depth), params=int(budget), n_in=int(K))
                    for gain in sorted(set(float(g) for g in grid.gains)):
                        for T in range(2, int(max_T) + 1, 2):
                            cases.append(
                                {
                                    "cell": cell,
                                    "depth": int(depth),
                                    "budget": int(budget),
                                    "R": R,
                                    "K": int(K),
                                    "T": T,
                                    "gain": gain,
                                    "seeds": int(grid.seeds),
                                }
                            )
    return cases


def case_key(case: Mapping) -> str:
    """The store key of a case: its canonical JSON (sorted keys, no spaces)."""
    return json.dumps(dict(case), sort_keys=True, separators=(",", ":"))


def seed_stats(values: Sequence[float]) -> dict:
    r"""``{median, q1, q3, min, max}`` of the values over seeds (see :data:`STAT_KEYS`)."""
    q = np.percentile(np.asarray(values, dtype=np.float64), [50, 25, 75, 0, 100])
    return {k: float(v) for k, v in zip(STAT_KEYS, q)}


def compute_case(case: Mapping) -> dict:
    r"""One row of the study: the spectra of seeds ``0..seeds-1`` of one case, summarised (module text).

    Module-level and pure, so a process pool can run it. The row repeats the case's keys and adds
    ``params, n_in, side, precision_floor, out_of_range, eps_rank, eps_rank_nulls, entropy, entropy_centred,
    singular_values, certified_rank``.

    Returns
    -------
    dict
        JSON-able. Statistics run over the seeds whose grid stayed in float64's range (``seeds - out_of_range``
        of them); with none, every statistic is ``None`` and ``singular_values`` empty. ``eps_rank[key]`` is
        :func:`seed_stats` of the seeds' ranks, or ``None`` when any seed's is below its precision floor
        (``eps_rank_nulls[key]`` counts them); ``singular_values`` (length at most ``side = K^(T/2)``) is the
        per-index median of :math:`s_i/s_1` down to the floor; ``certified_rank`` is ``None`` except for
        ``rac``: ``{"rank", "prime", "trials", "schwartz_zippel"}``.

    Raises
    ------
    TooLargeError
        Before anything is built, when the seeds' spectra or one seed's weights, grid tensor and SVD
        (:func:`numerics.spectrum.check_spectrum_fits`) exceed the memory; the message names the options of
        ``python -m numerics.depth_study`` that shrink the case.
    """
    cell, depth, R, K, T = case["cell"], case["depth"], case["R"], case["K"], case["T"]
    # the seeds' spectra are kept (side singular values, side + 1 truncation errors), then stacked: planned in
    # log2 before the side itself is formed, which a huge T or K would make too large for a float
    check_fits(
        log2_bytes(base=K, exponent=T // 2, times=8 * 3 * case["seeds"]),
        f"the spectra of {case['seeds']} seeds at side {K}^{T // 2}",
        fix="lower the seeds (--seeds) or T (--max-T K:T)",
        log2=True,
    )
    check_spectrum_fits(
        cell,
        depth=depth,
        R=R,
        T=T,
        K=K,
        what=f"the {cell} stack (weights, grid tensor of {K}^{T} entries and its SVD)",
        fix="lower T (--max-T K:T), the budget (--params) or the depth (--depth)",
    )
    side = K ** (T // 2)
    floor = side * UNIT_ROUNDOFF
    specs, _ = seed_spectra(cell, depth=depth, R=R, T=T, K=K, seeds=range(case["seeds"]), gain=case["gain"])
    ranks, nulls = {}, {}
    for key in EPS:
        vals = [sp.eps_rank[key] for sp in specs]
        nulls[key] = sum(v is None for v in vals)
        ranks[key] = None if nulls[key] or not specs else seed_stats(vals)
    sv = np.median(np.stack([sp.singular_values for sp in specs]), axis=0) if specs else np.zeros(0)
    certified = None
    if cell == "rac":
        rep = certified_rank(depth=depth, M=K, R=R, T=T, trials=1, seed=0)
        sz = rep.schwartz_zippel
        if sz is None:  # certified_rank gives one for every method but "svd" (not the default)
            raise RuntimeError(f"certified_rank(method={rep.method!r}) gave no Schwartz-Zippel bound")
        certified = {
            "rank": rep.rank,
            "prime": rep.prime,
            "trials": rep.trials,
            "schwartz_zippel": sz["all_trials"],
        }
    return {
        **dict(case),
        "params": param_count(cell, n_in=K, R=R, depth=depth),
        "n_in": K,
        "side": side,
        "precision_floor": floor,
        "out_of_range": case["seeds"] - len(specs),
        "eps_rank": ranks,
        "eps_rank_nulls": nulls,
        "entropy": seed_stats([sp.entropy for sp in specs]) if specs else None,
        "entropy_centred": seed_stats([sp.entropy_centred for sp in specs]) if specs else None,
        "singular_values": [float(v) for v in sv if v > floor],
        "certified_rank": certified,
    }


def _sv_digits(v: float, floor: float) -> int:
    r"""Significant digits of a normalised singular value :math:`v` known to :math:`\pm` ``floor``: one per decade
    between them, at least 1, at most :data:`SV_DIGITS`. Decades of ``v`` (not ``v / floor``) keep rounding
    idempotent: rounding never lowers a value's decade."""
    return max(1, min(SV_DIGITS, math.floor(math.log10(v)) - math.floor(math.log10(floor))))


def _sig(x: float, digits: int) -> float:
    return float(f"{x:.{digits - 1}e}")


def _stats(d: Mapping | None, decimals: int | None) -> dict | None:
    if d is None:
        return None
    return {k: (round(float(v), decimals) + 0.0 if decimals is not None else float(v)) for k, v in d.items()}


def publish_row(row: Mapping) -> dict:
    r"""A stored row rounded for publication (module text); idempotent, so a published row republishes
    to itself."""
    out = dict(row)
    out["entropy"] = _stats(row["entropy"], ENTROPY_DECIMALS)
    out["entropy_centred"] = _stats(row["entropy_centred"], ENTROPY_DECIMALS)
    out["eps_rank"] = {k: _stats(v, None) for k, v in row["eps_rank"].items()}
    floor = row["precision_floor"]
    out["singular_values"] = [_sig(v, _sv_digits(v, floor)) for v in row["singular_values"]]
    return out


def _setting(row: Mapping) -> tuple:
    return (row["cell"], row["depth"], row["budget"], row["K"], row["gain"], row["T"])


def export_rows(rows: Iterable[Mapping]) -> list[dict]:
    r"""Published rows in a fixed order: one per ``(cell, depth, budget, K, gain, T)``, the one with the most
    seeds where a store holds several (a reduced run beside the full one), rounded by :func:`publish_row`."""
    best: dict = {}
    for r in rows:
        k = _setting(r)
        if k not in best or r["seeds"] > best[k]["seeds"]:
            best[k] = r
    order = {c: i for i, c in enumerate(CELLS)}
    keys = sorted(best, key=lambda k: (order.get(k[0], len(order)), k[0], *k[1:]))
    return [publish_row(best[k]) for k in keys]


def export_json(rows: Iterable[Mapping]) -> str:
    """``numerics/data/spectra.json``: :func:`export_rows` as JSON, sorted keys, one row per line."""
    body = ",\n".join(json.dumps(r, sort_keys=True, separators=(",", ":")) for r in export_rows(rows))
    return "[\n" + body + "\n]\n"


def committed_spectra() -> list[dict]:
    """The committed rows (``numerics/data/spectra.json``, package data)."""
    return json.loads(files("numerics.data").joinpath("spectra.json").read_text())
