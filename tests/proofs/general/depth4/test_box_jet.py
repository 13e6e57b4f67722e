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


# --- Proposition 60 (Theorem L) ---------------------------------------------------------------------------------


def _support_kinds(n: int) -> tuple[int, int, int]:
    """The nu with |nu| = n - 1 in three variables, counted one by one by the size of their support."""
    kinds = [0, 0, 0]
    for nu in product(range(n), repeat=3):
        if sum(nu) == n - 1:
            kinds[sum(v > 0 for v in nu) - 1] += 1
    return kinds[2], kinds[1], kinds[0]


def _monomials(e: int, keep) -> int:
    return sum(1 for m in product(range(e + 1), repeat=3) if sum(m) == e and keep(m))


@pytest.mark.parametrize("n", [5, 8, 9])
def test_the_t_adic_filtration_counts_ideals_monomial_by_monomial(n):
    # dim F_0 = K(d) = V: full support (the whole ring in degree d, the colon of m), two (a coordinate point's ideal),
    # one (a coordinate hyperplane's), each counted over monomials; V = c_3(d, n - 1) from common_support_count.
    full, two, one = _support_kinds(n)
    d = comb(n, 2)
    K = (
        full * _monomials(d, lambda m: True)
        + two * _monomials(d, lambda m: m[1] + m[2] > 0)
        + one * _monomials(d, lambda m: m[0] > 0)
    )
    a, b = box_jet._hull_slices(n)
    assert sum(a) == sum(b) == K == box_jet.common_support_count(R=3, degrees=(d, n - 1))
    assert min(a) >= 0 and min(b) >= 0


def test_the_hull_bound_against_the_reviewers_own_code():
    # docs/reviews/outer-lower-2026-12-02/arith.log: H'' from the reviewer's code (Lemma H is below it from n = 5 on)
    reviewer = {5: 1698, 6: 4785, 7: 11511, 8: 24675, 9: 48432, 10: 88668, 11: 153420, 12: 253341}
    assert {n: box_jet.hull_lower_bound(n=n) for n in reviewer} == reviewer


@pytest.mark.parametrize("n", [8, 9])
def test_the_thin_box_bound_interpolates_between_its_anchors(n):
    V = box_jet.common_support_count(R=3, degrees=(comb(n, 2), n - 1))
    c = box_jet.common_support_count(R=3, degrees=(comb(n + 1, 2), n))
    lb = {(a, b): box_jet.thin_box_lower_bound(n=n, a=a, b=b) for a in range(n + 3) for b in range(n + 3)}
    assert lb[0, 0] == V and lb[n, n] == c and lb[n + 1, 0] == box_jet.hull_lower_bound(n=n)
    assert all(lb[a, b] == lb[b, a] and V <= lb[a, b] <= c for a, b in lb)
    assert all(lb[a, b] <= lb[a + 1, b] for a, b in lb if (a + 1, b) in lb)
    # Lemma S1: the edge row stops at n + 1
    assert lb[n + 2, 0] == lb[n + 1, 0]


def _sorted_outer(n: int):
    n1 = comb(n + 2, 3)
    for a1 in range(n1 + 1):
        for a2 in range(min(a1, n1 - a1) + 1):
            a3 = n1 - a1 - a2
            if a2 >= a3 and a3 < n:
                yield (a1, a2, a3), len(set(permutations((a1, a2, a3))))


def test_lemma_g_by_a_fresh_enumeration():
    for n, fails in ((7, True), (8, False), (9, False)):
        short = [a for a, _ in _sorted_outer(n) if a[0] < comb(n + 1, 2) + 3 * (n - 1)]
        assert bool(short) == fails and box_jet.lemma_g_failures(T=2 * n) == short


def test_the_outer_bound_below_conjecture_49_and_the_total_against_the_reviewer():
    # Every block's bound is at most Proposition 57's upper bound (Conjecture 49's rank), with equality at the
    # vertices (3V = Proposition 12's vertex bound); the total at T = 16 is the reviewer's exact recomputation.
    from numerics.bounds.depth4_blocks import formula_block_rank

    total = box_jet.interior_bound(T=16)
    for alpha, k in _sorted_outer(8):
        cls, upper = formula_block_rank(T=16, alpha=alpha)
        bound = box_jet.outer_block_lower_bound(T=16, alpha=alpha)
        assert bound <= upper and (bound == upper) == (cls == "V")
        total += k * bound
    assert total == box_jet.outer_lower_bound(T=16) == 663970554
    assert box_jet.thin_box_sep_lower_bound(M=4, R=3, T=16) == 663970554
    assert box_jet.thin_box_sep_lower_bound(M=2, R=3, T=16) is None
    assert box_jet.thin_box_sep_lower_bound(M=3, R=3, T=14) is None


def test_the_outer_check_and_its_refusals():
    assert box_jet.check_outer(Tmax=18).passed
    with pytest.raises(ValueError, match="Tmax=17"):
        box_jet.check_outer(Tmax=17)
    with pytest.raises(ValueError, match="alpha="):
        box_jet.outer_block_lower_bound(T=16, alpha=(60, 59, 0))
    with pytest.raises(ValueError, match="alpha="):
        box_jet.outer_block_lower_bound(T=16, alpha=(40, 40, 40))
    with pytest.raises(ValueError, match="three entries"):
        box_jet.outer_block_lower_bound(T=16, alpha=(120, 0))
    with pytest.raises(ValueError, match="T=15"):
        box_jet.outer_block_lower_bound(T=15, alpha=(120, 0, 0))
