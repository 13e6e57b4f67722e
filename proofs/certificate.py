"""The record every proof check returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Certificate", "BUDGETS", "check_budget"]

#: ``quick`` runs in about 70-80 s on two cores (the committed docs/claims.md and CI); ``full`` takes much longer:
#: some of its rows alone take minutes and gigabytes.
BUDGETS = ("quick", "full")


def check_budget(budget: str) -> None:
    if budget not in BUDGETS:
        raise ValueError(f"budget={budget!r}: choose one of {', '.join(BUDGETS)}")


@dataclass(frozen=True)
class Certificate:
    """One exact comparison of the theory with a computation.

    Attributes
    ----------
    statement : str
        The thesis' statement, e.g. ``"Claim 1"``.
    parameters : dict
        Everything needed to repeat the check (sizes, seeds, primes).
    computed : str
        What was computed, in words.
    lhs, relation, rhs
        The exact values compared (``relation`` one of ``==, <=, >=, <, !=``).
    passed : bool
    details : dict
        Extra exact values worth keeping (e.g. per-trial ranks).
    """

    statement: str
    parameters: dict
    computed: str
    lhs: Any
    relation: str
    rhs: Any
    passed: bool
    details: dict = field(default_factory=dict)

    @staticmethod
    def compare(statement: str, parameters: dict, computed: str, lhs, relation: str, rhs, **details) -> Certificate:
        ops = {
            "==": lambda a, b: a == b,
            "<=": lambda a, b: a <= b,
            ">=": lambda a, b: a >= b,
            "<": lambda a, b: a < b,
            "!=": lambda a, b: a != b,
        }
        if relation not in ops:
            raise ValueError(f"relation={relation!r} must be one of {sorted(ops)}")
        return Certificate(
            statement, dict(parameters), computed, lhs, relation, rhs, bool(ops[relation](lhs, rhs)), details
        )

    @staticmethod
    def no_shortfall(statement: str, parameters: dict, computed: str, slack, **details) -> Certificate:
        """Every entry of ``slack`` (a table of exact differences, e.g. a bound minus what it must reach) is
        ``>= 0``, recorded as the shortfalls ``min(x, 0) == 0`` so that a failing entry shows where it falls short."""
        slack = list(slack)
        return Certificate.compare(
            statement, parameters, computed, [min(x, 0) for x in slack], "==", [0] * len(slack), **details
        )
