"""Proposition 72: the T = 24 bound recounted over a fresh enumeration of the blocks, each box's loss assigned by the
reductions' own definitions of the classes (not by the module), Conjecture 49's value summed block by block; the
E boxes' losses tied to the two codes' logs; the check fails on a wrong record."""

from __future__ import annotations

import ast
import re
from math import comb
from pathlib import Path

import pytest

from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep
from proofs.general.depth4.box_jet import outer_block_lower_bound, outer_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
from proofs.general.depth4.thin import reduced_boxes
from tests.thin_oracle import outer_blocks

E_NOTES = Path(__file__).resolve().parents[5] / "docs" / "research" / "thin-E-boxes-2026-12-05"


def _loss(n: int, a: int, b: int) -> int:
    """The point's loss per coordinate, by the notes' definitions: A boxes a >= n, b >= 1 (Proposition 70) and B
    boxes a + b >= n + 1 (the B notes) none; C boxes a >= n + 1, b = 0, 3 (Proposition 71); N boxes b >= 1,
    a + b <= n, 6 (Corollary N); E boxes 1 <= a <= n, b = 0, 9 and (1, 0) 18 (Corollary E)."""
    if b == 0:
        return 3 if a > n else (18 if a == 1 else 9)
    return 6 if a + b <= n and a < n else 0


def test_the_bound_over_a_fresh_enumeration():
    n, T = 12, 24
    n1 = comb(n + 2, 3)
    per_coordinate = {}
    for a in range(1, n + 2):
        for b in range(min(a, n - 1) + 1):
            per_coordinate[a, b] = formula_block_rank(T=T, alpha=(n1 - a - b, a, b))[1] // 3 - _loss(n, a, b)
    total, formula, edges = interior_bound(T=T), interior_bound(T=T), 0
    for alpha, x, y in outer_blocks(n):
        rank = formula_block_rank(T=T, alpha=alpha)[1]
        if (x, y) == (1, 0):  # the edge j = 1: Proposition 67 gives it Conjecture 49's rank
            bound, edges = rank, edges + 1
        else:
            a = min(x, n + 1)
            boxes = [v for (i, j), v in per_coordinate.items() if i <= a and j <= y]
            bound = max(outer_block_lower_bound(T=T, alpha=alpha), 3 * max(boxes, default=0))
        assert bound <= rank
        total, formula = total + bound, formula + rank
    assert edges == 6
    assert formula == formula_sep(T=T)
    assert total == reduced_boxes.reduced_lower_bound(T=T) == reduced_boxes.LOWER[T]
    assert formula - total == sum(reduced_boxes.GAPS[T].values()) == 14499
    assert total - outer_lower_bound(T=T) > 6 * 10**8  # far above Theorem L's bound alone


def test_the_classes_are_conjecture_49s_but_for_the_box_n_0():
    n, n1 = 12, comb(14, 3)
    counts: dict[str, int] = {}
    for a in range(1, n + 2):
        for b in range(min(a, n - 1) + 1):
            mine = reduced_boxes.box_class(n=n, a=a, b=b)
            counts[mine] = counts.get(mine, 0) + 1
            formula_class = formula_block_rank(T=2 * n, alpha=(n1 - a - b, a, b))[0]
            assert mine == formula_class or ((a, b) == (n, 0) and (mine, formula_class) == ("E", "C"))
    # the notes' counts at n = 12: 36 N boxes, the twelve E boxes with (n, 0), the B boxes with b <= a
    assert counts == {"E": 12, "C": 1, "N": 36, "B": 30, "A": 22}


def _etop_results() -> dict[int, tuple[int, ...]]:
    """etop.py's last RESULT per E box at n = 12: (e0, R_inf, D', control)."""
    out, cur = {}, None
    for log in sorted(E_NOTES.glob("etop_n12*.log")):
        for line in log.read_text().splitlines():
            m = re.search(r"cmd: .*etop.py 12 \d+ (\d+)", line)
            if m:
                cur = int(m.group(1))
                continue
            m = re.search(r"RESULT .*e0=(\d+) R_inf=(-?\d+) D'=(\d+) control top\(D'-1\)=(\d+)", line)
            if m and cur is not None:
                out[cur] = tuple(int(g) for g in m.groups())
    return out


@pytest.mark.parametrize("a", range(1, 13))
def test_each_e_box_reaches_its_number_by_both_codes(a):
    # Corollary E: dim X_(a,0) >= F_a - L_a once top_(e0)(D') >= R_inf; both codes' logs must show the same D'
    e0, r_inf, d_prime, control = _etop_results()[a]
    second = (E_NOTES / f"lead_ebox_n12_{a}_D{d_prime}.log").read_text()
    m = re.search(rf"ROW n=12 \({a},0\) e0={e0} R_inf=(-?\d+) D'=(\d+) top\(D'-1\)=(\d+) tops=(\{{.*?\}})", second)
    assert m is not None, f"the second code has no ROW for ({a},0) at e0 = {e0}"
    assert (int(m[1]), int(m[2]), int(m[3])) == (r_inf, d_prime, control)
    tops = ast.literal_eval(m[4])
    assert control < r_inf <= tops[d_prime]  # reached at D', not one degree lower
    f_a, l_a = (int(x) for x in re.search(r"F_a = formula_D\(n,\d+,0,d1\) = (\d+), L_a = (\d+)", second).groups())
    assert f_a - l_a == reduced_boxes.reduced_boxes(n=12)[a, 0]


def test_check_passes_and_fails_on_a_wrong_record(monkeypatch):
    cert = reduced_boxes.check()
    assert cert.passed and cert.statement.startswith("Proposition 72 ")
    monkeypatch.setitem(reduced_boxes.LOWER, 24, reduced_boxes.LOWER[24] + 1)
    assert not reduced_boxes.check().passed
    monkeypatch.undo()
    monkeypatch.setitem(reduced_boxes.SHORT, "N", 5)  # one loss too small: the bound rises above the record
    assert not reduced_boxes.check().passed
    monkeypatch.undo()
    monkeypatch.setitem(reduced_boxes.EDGE_RANK, 24, reduced_boxes.EDGE_RANK[24] + 3)  # above Conjecture 49's rank
    assert not reduced_boxes.check().passed


def test_the_phi_part_compares_the_recomputed_edge(monkeypatch):
    # the wiring, with Proposition 67's rank replaced: the real one is the slow test below
    for shift, passed in ((0, True), (-3, False)):
        monkeypatch.setattr(
            reduced_boxes.edge_phi, "edge_rank_from_phi", lambda *, T: reduced_boxes.EDGE_RANK[T] + shift
        )
        assert reduced_boxes.check(part="phi").passed is passed


@pytest.mark.slow
def test_proposition_67_gives_the_edge_its_rank_at_t24():
    cert = reduced_boxes.check(part="phi")  # about 15 s
    assert cert.passed and cert.lhs[-1] == reduced_boxes.EDGE_RANK[24]


def test_only_at_its_shape_and_bad_input():
    assert reduced_boxes.reduced_sep_lower_bound(M=3, R=3, T=24) == reduced_boxes.LOWER[24]
    assert reduced_boxes.reduced_sep_lower_bound(M=2, R=3, T=24) is None
    assert reduced_boxes.reduced_sep_lower_bound(M=3, R=3, T=22) is None
    with pytest.raises(ValueError, match="T=26"):
        reduced_boxes.reduced_lower_bound(T=26)
    with pytest.raises(ValueError, match="part="):
        reduced_boxes.check(part="ranks")
    with pytest.raises(ValueError, match=r"\(a, b\) = \(2, 3\)"):
        reduced_boxes.box_class(n=12, a=2, b=3)
