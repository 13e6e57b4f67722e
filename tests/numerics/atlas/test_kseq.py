"""The atlas along K (``--extend-K``): its ranks, stopping K and pinning against an independent recomputation over Q
(naive evaluation, sympy ranks) with the caps counted directly."""

from math import prod

import numpy as np
import pytest
from naive import input_degree, monomial_count, naive_start_end, sympy_rank

from numerics.atlas.__main__ import main as atlas_main
from numerics.atlas.db import atlas_rows, open_atlas
from numerics.atlas.doc import atlas_document, export, pins
from numerics.atlas.kseq import extend_K, k_sequences
from racs import Rational, random_rac


def _cap(L, M, R, T):
    """The least K-free cap the tiny shapes below need, counted directly: Proposition 2's product of monomial
    counts of the End inputs, the depth-1 bond R, the scalar width 1 (the end-state and ideal bounds are larger on
    these shapes, which the assertion on ``separation_cap`` checks)."""
    r = min(R, M)
    caps = [prod(monomial_count(r, input_degree(L, T, e)) for e in range(T // 2 + 1, T + 1))]
    caps += [R] if L == 1 else []
    caps += [1] if R == 1 else []
    return min(caps)


def _q_rank(L, M, R, T, K):
    """The best rank over Q (sympy) of the naive Start-End matrix over two random rational RACs with K templates
    (one-hot for K = M): the generic grid rank with K templates, up to a measure-zero miss in both."""
    best = 0
    for seed in (1, 2):
        rac = random_rac(depth=L, M=M, R=R, seed=seed, field=Rational())
        F = (
            np.eye(M, dtype=np.int64).astype(object)
            if K == M
            else Rational().random(np.random.default_rng(seed + 100), (K, M), high=9)
        )
        best = max(best, sympy_rank(naive_start_end(rac, T, F)))
    return best


def _independent(L, M, R, T, *, K_max, stable=2):
    """Raise K from M until the rank meets the cap or stays for ``stable`` steps, or K_max: (ranks, status, K)."""
    cap, ranks = _cap(L, M, R, T), []
    for K in range(M, K_max + 1):
        ranks.append(_q_rank(L, M, R, T, K))
        if ranks[-1] == cap:
            return ranks, "pinned", K
        if len(ranks) > stable and len(set(ranks[-stable - 1 :])) == 1:
            return ranks, "stable", K - stable
    return ranks, "rising", None


SHAPES = [(2, 2, 2, 4), (3, 2, 2, 4), (1, 2, 3, 4), (2, 2, 3, 4), (1, 2, 1, 2), (3, 3, 2, 2)]


def test_extend_K_matches_an_independent_recomputation(tmp_path):
    with open_atlas(tmp_path / "a.sqlite") as store:
        s = extend_K(SHAPES, store, max_entries=6**4)
        rows = atlas_rows(store)
    assert s.ran == len(rows) and not s.stopped
    got = {(q["depth"], q["M"], q["R"], q["T"]): q for q in k_sequences(rows)}
    assert set(got) == set(SHAPES)
    for L, M, R, T in SHAPES:
        ranks, status, K = _independent(L, M, R, T, K_max=6)
        q = got[(L, M, R, T)]
        assert (q["ranks"], q["status"], q["stable_from"]) == (ranks, status, K), (L, M, R, T)
        assert q["separation_cap"] == _cap(L, M, R, T) and q["gap"] == _cap(L, M, R, T) - max(ranks)
    for r in rows:  # a row pins the separation rank exactly when its rank meets the directly counted cap
        independent = "separation" if r["rank"] == _cap(r["depth"], r["M"], r["R"], r["T"]) else "grid"
        assert pins(r) == (independent if r["exact"] else None), r


@pytest.mark.parametrize(
    "shape, max_entries, last_K, needle",
    [
        ((2, 2, 2, 4), 16, 2, "K=3: K^T entries"),  # the next K's grid is over the limit
        # at the grid cap 4 with K = 2; the cap 8 needs a grid cap >= 8, first at K = 4 (4^4 = 256 > 81 entries)
        ((3, 2, 2, 4), 81, 2, "needs K >= 4"),
    ],
)
def test_a_limit_leaves_a_shape_rising_at_the_last_K_it_allowed(tmp_path, shape, max_entries, last_K, needle):
    L, M, R, T = shape
    with open_atlas(tmp_path / "a.sqlite") as store:
        s = extend_K([shape], store, max_entries=max_entries)
        (q,) = k_sequences(atlas_rows(store))
    assert q["Ks"][-1] == last_K and q["ranks"] == [_q_rank(L, M, R, T, K) for K in range(M, last_K + 1)]
    assert q["status"] == "rising" and q["stable_from"] is None and q["gap"] == _cap(L, M, R, T) - max(q["ranks"])
    assert list(s.stopped) == [shape] and needle in s.stopped[shape]


def _rows(ranks, *, M=2, L=4, R=3, T=6):
    return [dict(M=M, K=M + i, depth=L, R=R, T=T, rank=r) for i, r in enumerate(ranks)]


@pytest.mark.parametrize(
    "ranks, stable",
    [([4, 6, 6, 6], 2), ([4, 6, 6], 2), ([4, 6, 6], 1), ([4, 4, 4, 5], 2), ([3], 2)],
)
def test_stable_means_no_rise_over_the_last_steps(ranks, stable):
    """Ranks below the cap (110 at L=4, M=2, R=3, T=6; at R = 2 the depth-4 ideal bound, 106, is lower): stable from the start of the final run of equal ranks once it
    spans ``stable`` steps of K, else rising; recomputed here by scanning the list."""
    (q,) = k_sequences(_rows(ranks), stable=stable)
    run = 1
    while run < len(ranks) and ranks[-run - 1] == ranks[-1]:
        run += 1
    expect = ("stable", 2 + len(ranks) - run) if run - 1 >= stable else ("rising", None)
    assert (q["status"], q["stable_from"]) == expect and q["separation_cap"] == _cap(4, 2, 3, 6)


def test_a_gap_in_K_ends_the_run_and_pinning_wins_over_stability():
    rows = _rows([4, 6]) + [dict(M=2, K=5, depth=4, R=3, T=6, rank=9)]  # K = 4 missing: the run is K = 2, 3
    (q,) = k_sequences(rows)
    assert q["Ks"] == [2, 3] and q["status"] == "rising"
    (q,) = k_sequences(_rows([1, 1, 1], L=2, R=1, T=4))
    assert (q["status"], q["stable_from"], q["gap"]) == ("pinned", 2, 0)
    with pytest.raises(ValueError, match="stable=0"):
        k_sequences(rows, stable=0)


def test_command_line_extends_exports_and_documents(tmp_path, capsys):
    db = tmp_path / "a.sqlite"
    code = atlas_main(["--extend-K", "--M", "2", "--R", "2", "--T", "4", "--depth", "2-3", "--db", str(db)])
    err = capsys.readouterr().err
    assert code == 0 and "2 shapes: 2 pinned, 0 stable, 0 rising" in err
    assert atlas_main(["--db", str(db), "--export", "kseq"]) == 0
    import json

    seqs = json.loads(capsys.readouterr().out)
    assert [(q["depth"], q["ranks"]) for q in seqs] == [
        (L, [_q_rank(L, 2, 2, 4, K) for K in q["Ks"]]) for L, q in zip((2, 3), seqs)
    ]
    with open_atlas(db, create=False) as store:
        rows = atlas_rows(store)
    doc = atlas_document(rows)
    assert "## The separation rank along K (general inputs)" in doc
    for q in seqs:
        # exact when Proposition 2's grid form with one template fewer, counted here, is below the cap
        K1, L = q["stable_from"] - 1, q["depth"]
        short = prod(min(K1, monomial_count(min(2, K1), input_degree(L, 4, e))) for e in (3, 4)) < _cap(L, 2, 2, 4)
        since = f"{q['stable_from']}{' (exact)' if short else ''}"
        line = f"| {L} | 2 | 4 | {', '.join(map(str, q['ranks']))} | {since} | {q['rank']} |"
        assert short and line in doc
    js = json.loads(export(rows, "json"))
    assert all(r["separation_caps"]["end_inputs"] == _cap(r["depth"], 2, 2, 4) for r in js)


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--extend-K", "--M", "2", "--R", "2", "--T", "4"], "needs all of --M, --R, --T and --depth"),
        (["--extend-K", "--M", "2", "--R", "2", "--T", "4", "--depth", "2", "--K", "3"], "drop --K"),
        (["--extend-K", "--M", "2", "--R", "2", "--T", "4", "--depth", "2", "--case-seconds", "0"], "--case-seconds"),
    ],
)
def test_command_line_refusals_are_one_line(tmp_path, capsys, args, needle):
    try:
        code = atlas_main([*args, "--db", str(tmp_path / "a.sqlite")])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and needle in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_pinned_threshold_is_exact_only_when_one_template_fewer_is_provably_short():
    """(3, 2, 3, 8): the least K-free cap is Proposition 2's End product ((2, 10)) ((2, 6)) ((2, 3)) ((2, 1)) =
    11 * 7 * 4 * 2 = 616 (counted here), and with K = 10 templates the first factor is 10, so no grid with 10
    templates reaches 616: a pin at K = 11 is exact. A pin at K = 3 with 2 = M templates before it is exact too
    when 2^(T/2) < cap; a shape pinned where one template fewer is not provably short (the ranks, not a bound,
    rose) is not."""
    cap = prod(monomial_count(2, input_degree(3, 8, e)) for e in range(5, 9))
    assert cap == 11 * 7 * 4 * 2
    (q,) = k_sequences(_rows([100 + K for K in range(2, 11)] + [cap], L=3, R=3, T=8))
    assert (q["status"], q["stable_from"], q["threshold_exact"]) == ("pinned", 11, True)
    # K = 10 pinned: with 9 templates the End product is 9 * 7 * 4 * 2 = 504 < 616, still exact
    (q,) = k_sequences(_rows([100 + K for K in range(2, 10)] + [cap], L=3, R=3, T=8))
    assert (q["stable_from"], q["threshold_exact"]) == (10, True)
    # (3, 3, 3, 6): least cap 759 (depth-3 ideal bound); with 27 templates the End product is
    # 27 * ((3, 3)) * ((3, 1)) = 27 * 10 * 3 = 810 >= 759, and no other bound at K = 27 is below 759
    (q,) = k_sequences(_rows([700 + K for K in range(3, 28)] + [759], M=3, L=3, R=3, T=6))
    assert (q["separation_cap"], q["stable_from"], q["threshold_exact"]) == (759, 28, False)
    (q,) = k_sequences(_rows([4, 6]))
    assert q["threshold_exact"] is False  # not pinned
