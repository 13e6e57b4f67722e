r"""The separation rank for general inputs (:math:`f` = identity on :math:`\mathbb R^M`) at depths 2 and 3: the
conjectured closed form *sep = the least proven upper bound*, fitted on training shapes and tested on held-out
ones (``docs/theory/general-inputs.md``, Conjecture 11).

The proven upper bounds on sep itself (no grid) are :func:`proofs.bounds.conjecture1.general_upper_bound`'s: the
end-input cap :math:`\prod_{e > s} (\!(\min\{R,M\}, N_e)\!)` (Proposition 2), the end-state bound (Proposition 4)
and the depth-2/3 ideal bounds (Propositions 5, 6). The lower bound is the GF(p) rank of the explicit integer RAC's
evaluation matrix on ``cap`` explicit Start and ``cap`` explicit End sequences (:mod:`proofs.general.instance`):
where it equals the cap, sep is *pinned* for almost every RAC (computer-assisted, per case).

The split was fixed before any rank was computed: training = depths 2, 3 with :math:`M \in \{2, 3\}`,
:math:`R \le 4`, :math:`T \le 6` (:func:`is_training`); held out = every other shape in the sweep.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from numerics import depth2_ideal_bound, depth3_ideal_bound, end_state_bound
from numerics.bounds.formulas import end_input_cap
from proofs.bounds.conjecture1 import general_upper_bound
from proofs.certificate import Certificate, check_budget
from proofs.general.instance import sep_lower_bound

__all__ = [
    "STATEMENT",
    "CHECK",
    "CAPS",
    "is_training",
    "caps",
    "sweep_shapes",
    "fit_and_test",
    "check",
    "cases",
]

STATEMENT = "Conjecture (general inputs: sep = least proven upper bound at depths 2-3, this lab)"
CHECK = (
    "GF(p) rank of the explicit integer RAC's cap x cap evaluation matrix on explicit Start/End sequences == "
    "min{end-input cap without grid, end-state bound, depth-2/3 ideal bound} (equality pins sep)"
)
#: The proven caps on sep over general inputs, by name.
CAPS = ("end_inputs", "end_state", "ideal")


def caps(*, M: int, R: int, T: int, depth: int) -> dict:
    """Each proven cap on sep (general inputs) that applies at this depth, by name."""
    out = {"end_inputs": end_input_cap(M=M, R=R, T=T, depth=depth), "end_state": end_state_bound(R=R, T=T, depth=depth)}
    if depth == 2:
        out["ideal"] = depth2_ideal_bound(M=M, R=R, T=T)
    if depth == 3:
        out["ideal"] = depth3_ideal_bound(R=R, T=T)
    return out


def is_training(*, M: int, R: int, T: int, depth: int) -> bool:
    """The training shapes, fixed before the sweep: depths 2, 3, ``M`` in 2..3, ``R <= 4``, ``T <= 6``."""
    return depth in (2, 3) and M in (2, 3) and R <= 4 and T <= 6


def sweep_shapes(*, max_cap: int, depths=(2, 3), Ms=(2, 3, 4, 5), Rs=(1, 2, 3, 4, 5, 6), max_T: int = 20) -> list:
    """Every shape with the least cap at most ``max_cap`` (the evaluation matrix is ``cap x cap``)."""
    return [
        dict(M=M, R=R, T=T, depth=L)
        for L in depths
        for M in Ms
        for R in Rs
        for T in range(2, max_T + 1, 2)
        if general_upper_bound(M=M, R=R, T=T, depth=L) <= max_cap
    ]


def fit_and_test(*, max_cap: int = 1500, max_T: int = 20) -> dict:
    """Rank every shape of :func:`sweep_shapes`; fit the smallest set of :data:`CAPS` whose minimum equals the rank on
    every training shape; count agreement on the held-out shapes."""
    rows = []
    for shape in sweep_shapes(max_cap=max_cap, max_T=max_T):
        cap = general_upper_bound(**shape)
        rows.append(dict(shape, rank=sep_lower_bound(**shape, points=cap), caps=caps(**shape)))
    train = [r for r in rows if is_training(M=r["M"], R=r["R"], T=r["T"], depth=r["depth"])]
    held = [r for r in rows if r not in train]
    fitted: tuple = ()
    for size in range(1, len(CAPS) + 1):
        for subset in combinations(CAPS, size):
            form = lambda r, sub=subset: min(r["caps"][k] for k in sub if k in r["caps"])  # noqa: E731
            if all(form(r) == r["rank"] for r in train):
                fitted = subset
                break
        if fitted:
            break
    out: dict[str, Any] = {"fitted": fitted, "training": len(train), "held_out": len(held)}
    if fitted:
        fails = [r for r in held if min(r["caps"][k] for k in fitted if k in r["caps"]) != r["rank"]]
        out["held_out_agree"] = len(held) - len(fails)
        out["held_out_fail"] = [{k: r[k] for k in ("depth", "M", "R", "T", "rank")} for r in fails]
    out["pinned"] = sum(r["rank"] == general_upper_bound(**{k: r[k] for k in ("M", "R", "T", "depth")}) for r in rows)
    return out


def check(*, M: int, R: int, T: int, depth: int) -> Certificate:
    cap = general_upper_bound(M=M, R=R, T=T, depth=depth)
    rank = sep_lower_bound(M=M, R=R, T=T, depth=depth, points=cap)
    details: dict[str, Any] = {"size": cap * cap, "caps": caps(M=M, R=R, T=T, depth=depth)}
    if rank < cap:
        # a GF(p) rank of one instance is only a lower bound: below the cap it is a candidate, not a refutation
        details["counterexample_candidate"] = True
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, depth=depth),
        "GF(p) rank of the explicit RAC's evaluation matrix vs the least proven cap on sep",
        rank,
        "==",
        cap,
        **details,
    )


def cases(budget: str) -> list:
    """Held-out shapes only (:func:`is_training` is false): quick, least cap <= 200; full, <= 1500."""
    check_budget(budget)
    shapes = sweep_shapes(max_cap=200 if budget == "quick" else 1500)
    return [c for c in shapes if not is_training(**c)]
