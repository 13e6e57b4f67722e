"""Proposition 47 (the box jet, Conjecture 40 at T = 14): the orbit counts against a fresh enumeration of the
blocks, the check's arithmetic and its failure on a wrong record; at T = 12 (slow) the box rank against the ideal
count c_3(21, 6) from its own formula, with the containment checked on every interior orbit (Lemma B's 25 hold it)."""

from __future__ import annotations

from itertools import permutations, product
from math import comb

import pytest

from proofs.general.depth4 import box_jet


def _interior(n1: int, n: int) -> dict[tuple[int, ...], int]:
    out: dict[tuple[int, ...], int] = {}
    for a in product(range(n1 + 1), repeat=2):
        c = n1 - sum(a)
        if c >= 0 and min(a[0], a[1], c) >= n:
            key = tuple(sorted((a[0], a[1], c), reverse=True))
            out[key] = out.get(key, 0) + 1
    return out


def test_counts_at_T14_from_a_fresh_enumeration():
    blocks = _interior(84, 7)  # N_1 = C(9, 3) = 84, D = 28 + 18 = 46
    assert (len(blocks), sum(blocks.values())) == (363, 2080)
    boxed = {a: k for a, k in blocks.items() if a[0] >= 46}
    assert (len(boxed), sum(boxed.values())) == (169, 975)
    assert dict(box_jet.lemma_b_orbits(T=14)) == boxed
    assert all(k == len(set(permutations(a))) for a, k in blocks.items())


def test_recorded_check_and_a_wrong_record(monkeypatch):
    cert = box_jet.check(part="recorded")
    assert cert.passed and cert.lhs[3] == 2080 * 46665 == box_jet.LOWER[3, 14]
    assert box_jet.proven_lower_bound(M=3, R=3, T=14) == 97063200
    assert box_jet.proven_lower_bound(M=2, R=3, T=14) is None
    assert box_jet.cases("quick") == [dict(part="recorded")]
    with pytest.raises(ValueError, match="part='x'"):
        box_jet.check(part="x")
    monkeypatch.setitem(box_jet.RECORDED, 14, {"box": 15554, "contained": 363})
    assert not box_jet.check(part="recorded").passed
    monkeypatch.setitem(box_jet.RECORDED, 14, {"box": 15555, "contained": 362})
    assert not box_jet.check(part="recorded").passed


@pytest.mark.slow
def test_box_fills_the_ideal_at_T12():
    # c_3(21, 6) for three generators of bidegree (1, 1): 3 V(20, 5) - 3 V(19, 4) + V(18, 3), V(d, e) the forms of
    # bidegree (d, e) in three b's and three c's (the Koszul count, a regular sequence); about 3 min, 1.5 GB
    def v(d: int, e: int) -> int:
        return comb(d + 2, 2) * comb(e + 2, 2)

    got = box_jet.box_lower_bound(T=12)
    assert got["target"] == 3 * v(20, 5) - 3 * v(19, 4) + v(18, 3) == 7003
    # at T = 12 the box lies only in Lemma B's 25 windows (the reviewer's finding), and reaches the target there
    assert got["box"] == 7003 and got["lemma_b"]
    assert got["blocks"] == sum(k for _, k in box_jet.lemma_b_orbits(T=12)) and len(got["contained"]) == 25
