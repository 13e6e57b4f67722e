"""Proposition 47 (the box jet, Conjecture 40 at T = 14): the orbit counts against a fresh enumeration of the
blocks, the check's arithmetic and its failure on a wrong record; at T = 12 (slow) the box rank against the ideal
count c_3(21, 6) from its own formula, with the containment checked on every interior orbit (Lemma B's 25 hold it)."""

from __future__ import annotations

from itertools import permutations, product
from math import comb

import pytest

from numerics.bounds.registry import least_separation_cap
from proofs.general.depth4 import box_jet
from proofs.general.depth4.window_model import WindowModel
from racs.memory import TooLargeError


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


def test_counts_at_T16_from_a_fresh_enumeration():
    blocks = _interior(120, 8)  # N_1 = C(10, 3) = 120, D = 36 + 21 = 57
    assert (len(blocks), sum(blocks.values())) == box_jet.RECORDED[16]["interior"] == (817, 4753)
    boxed = {a: k for a, k in blocks.items() if a[0] >= 57}
    assert (len(boxed), sum(boxed.values())) == box_jet.RECORDED[16]["lemma_b"]
    assert dict(box_jet.lemma_b_orbits(T=16)) == boxed


def test_t16_check_and_its_bound():
    cert = box_jet.check_t16(part="recorded")
    assert cert.passed and cert.lhs[3] == 4753 * 94509 == box_jet.LOWER[3, 16]
    assert box_jet.proven_lower_bound(M=4, R=3, T=16) == 449201277
    # the registry never runs the 15.6 GiB box, and the default plan refuses it before allocating
    assert box_jet.cases_t16("full") == [dict(part="recorded")]
    with pytest.raises(TooLargeError, match="T=16"):
        box_jet.box_lower_bound(T=16)


def test_recorded_check_and_a_wrong_record(monkeypatch):
    cert = box_jet.check(part="recorded")
    assert cert.passed and cert.lhs[3] == 2080 * 46665 == box_jet.LOWER[3, 14]
    assert box_jet.proven_lower_bound(M=3, R=3, T=14) == 97063200
    assert box_jet.proven_lower_bound(M=2, R=3, T=14) is None
    assert box_jet.cases("quick") == [dict(part="recorded")]
    with pytest.raises(ValueError, match="part='x'"):
        box_jet.check(part="x")
    rec = box_jet.RECORDED[14]
    monkeypatch.setitem(box_jet.RECORDED, 14, {**rec, "box": 15554})
    assert not box_jet.check(part="recorded").passed
    monkeypatch.setitem(box_jet.RECORDED, 14, {**rec, "contained": 362})
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


def test_boxless_orbits_and_the_corollary_from_a_fresh_enumeration():
    # interior orbits whose largest entry is below D = C(n+1, 2) + 3(n - 1): 10, 44, 115, 194, 217, 147, 56 at
    # n = 4..10, and none at n = 11, 12 (the Corollary: from n = 11 on, ceil(N_1 / 3) >= D)
    for n in range(4, 13):
        n1, d = comb(n + 2, 3), comb(n + 1, 2) + 3 * (n - 1)
        boxless = {a: k for a, k in _interior(n1, n).items() if a[0] < d}
        assert dict(box_jet.boxless_orbits(T=2 * n)) == boxless
        assert len(boxless) == box_jet.BOXLESS.get(n, 0)


def test_every_t_check_and_its_bound(monkeypatch):
    cert = box_jet.check_all(part="recorded")
    assert cert.passed
    # C(N_1 - 3s + 2, 2) interior blocks (N_1 = 165, s = 9), each at sep(3, M >= 3, 3, 18), the depth-3 least cap
    per_block = least_separation_cap(depth=3, M=3, R=3, T=18)[0]
    assert box_jet.interior_lower_bound(M=3, R=3, T=18) == comb(140, 2) * per_block == 1730762670
    assert box_jet.interior_lower_bound(M=2, R=3, T=18) is None
    monkeypatch.setitem(box_jet.CONTAINED, 18, 146)
    assert not box_jet.check_all(part="recorded").passed
    with pytest.raises(ValueError, match="part='x'"):
        box_jet.check_all(part="x")


def test_containment_from_the_windows_alone_agrees_with_proposition_47():
    # the windows-only model at T = 14 finds the box in the 194 windows Lemma B does not reach, as the full model of
    # Proposition 47 did (363 of 363 in all); its columns are never sampled, so it refuses a rank
    got = box_jet.containment(T=14)
    assert got["lemma_b"] and len(got["contained"]) == len(box_jet.boxless_orbits(T=14)) == 194
    assert len(got["contained"]) + box_jet.RECORDED[14]["lemma_b"][0] == box_jet.RECORDED[14]["contained"]
    model = WindowModel(T=10, sampling="windows")
    with pytest.raises(ValueError, match="sampling='windows'"):
        model.rank([(12, 12, 11)])


@pytest.mark.slow
def test_containment_at_T16_to_T20():
    # Proposition 50's recorded containments (about 10 min on a shared core)
    for T, k in box_jet.CONTAINED.items():
        got = box_jet.containment(T=T)
        assert got["lemma_b"] and len(got["contained"]) == k == len(box_jet.boxless_orbits(T=T))
