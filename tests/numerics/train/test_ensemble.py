"""Batched ensembles against the same seeds trained alone, the fixed protocol's statistics against brute force
and normal theory, and the ensemble campaign through the command line."""

import dataclasses
import itertools
import json
import math

import numpy as np
import pytest

from numerics.train import stats
from racs.cells import CELLS

CELL_NAMES = sorted(CELLS)
#: Float64 members and their alone twins differ by rounding only (bmm against mm; summation order).
TOL = 1e-9


@pytest.fixture(scope="module")
def torch():
    t = pytest.importorskip("torch")
    t.set_num_threads(1)
    return t


def _check_members(torch, cell, task, settings, *, depth=2, R=3, **problem_kw):
    from numerics.train import init_net, make_problem, train
    from numerics.train.ensemble import leaves, train_ensemble

    seeds, lrs = [0, 1, 0], [1e-2, 3e-3, 3e-2]  # a seed twice: members share data, not weights' updates
    problems = {s: make_problem(task, seed=s, **problem_kw) for s in set(seeds)}
    p = problems[0]

    def net(s):
        return init_net(cell, depth=depth, R=R, n_in=p.n_in, C=p.C, seed=[s, 0], dtype=torch.float64)

    nets = [net(s) for s in seeds]
    results, cpu = train_ensemble(nets, [problems[s] for s in seeds], settings, seeds=seeds, lrs=lrs)
    assert cpu > 0
    for e, (s, lr) in enumerate(zip(seeds, lrs)):
        alone = net(s)
        r = train(alone, problems[s], dataclasses.replace(settings, lr=lr), seed=s)
        got = results[e]
        assert (got.iterations, got.solved, got.metric) == (r.iterations, r.solved, r.metric), (cell, e)
        assert math.isclose(got.val_loss, r.val_loss, rel_tol=TOL, abs_tol=TOL), (cell, e)
        assert math.isclose(got.score, r.score, rel_tol=TOL, abs_tol=TOL), (cell, e)
        for a, b in zip(leaves(alone)[0], leaves(nets[e])[0]):
            np.testing.assert_allclose(b.detach().numpy(), a.detach().numpy(), rtol=TOL, atol=TOL)


@pytest.mark.parametrize("cell", CELL_NAMES)
def test_each_member_is_its_seed_trained_alone(torch, cell):
    from numerics.train import Settings

    # validations every 2 steps, halving after 1 bad one and stopping after 3: the schedule and the stopping
    # rule act within the 12 steps, so members stop at different steps and leave the batch
    settings = Settings(iterations=12, batch=8, eval_every=2, plateau_patience=0, stop_patience=3, stop_on_solved=False)
    _check_members(torch, cell, "ses", settings, size=8, val=20, test=30, m=2, n=2)


# scoRNN: its own path, with a readout at every step; IRNN and scoRNN meet relu's ties (|z| + b = 0 exactly)
@pytest.mark.parametrize("cell", ["lstm", "scornn", "irnn"])
@pytest.mark.parametrize("task, kw", [("copy", dict(size=3, m=2, n=2)), ("adding", dict(size=5))])
def test_each_member_is_its_seed_trained_alone_on_every_step_and_regression(torch, cell, task, kw):
    from numerics.train import Settings

    settings = Settings(iterations=6, batch=8, eval_every=2, plateau_patience=0, stop_patience=2)
    _check_members(torch, cell, task, settings, val=20, test=30, **kw)


def test_ensemble_refuses_mixed_shapes(torch):
    from numerics.train import Settings, init_net, make_problem
    from numerics.train.ensemble import train_ensemble

    p = make_problem("ses", size=8, val=4, test=4, seed=0, m=2, n=2)
    nets = [init_net("rnn", depth=1, R=R, n_in=p.n_in, C=p.C, seed=0) for R in (2, 3)]
    with pytest.raises(ValueError, match="one cell and shape"):
        train_ensemble(nets, [p, p], Settings(iterations=1), seeds=[0, 0], lrs=[1e-3, 1e-3])
    with pytest.raises(ValueError, match="equally long"):
        train_ensemble(nets, [p], Settings(iterations=1), seeds=[0, 0], lrs=[1e-3, 1e-3])


# ----------------------------------------------------------------- statistics (numpy only)


def test_bootstrap_of_two_values_is_the_exact_resampling_distribution():
    # resampling {0, 1} twice gives means 0, 1/2, 1 with probabilities 1/4, 1/2, 1/4: the 95% interval is [0, 1],
    # a 40% interval [1/2, 1/2]
    assert stats.bootstrap_ci([0.0, 1.0]) == (0.5, 0.0, 1.0)
    assert stats.bootstrap_ci([0.0, 1.0], level=0.4) == (0.5, 0.5, 0.5)
    assert stats.bootstrap_ci([3.0] * 7) == (3.0, 3.0, 3.0)


def test_bootstrap_matches_normal_theory_on_a_large_sample():
    x = np.random.default_rng(5).standard_normal(400)
    m, lo, hi = stats.bootstrap_ci(x)
    half = 1.959964 * x.std() / math.sqrt(len(x))
    assert math.isclose(lo, m - half, abs_tol=0.15 * half) and math.isclose(hi, m + half, abs_tol=0.15 * half)
    assert stats.bootstrap_ci(x) == (m, lo, hi)  # seeded: the same interval every time


def _rows(rng, grid, depths, seeds):
    return [
        {
            "task": "ses",
            "cell": "scornn",
            "params": 1000,
            "size": T,
            "depth": d,
            "seed": s,
            "value": v,
            "solved": v > 0.5,
        }
        for T, d, s in itertools.product(grid, depths, seeds)
        for v in [float(rng.uniform())]
    ]


def test_largest_solved_and_paired_differences_against_brute_force():
    rng = np.random.default_rng(3)
    grid, seeds = [8, 16, 24], list(range(6))
    rows = _rows(rng, grid, [1, 2], seeds)
    solved = {(r["depth"], r["seed"], r["size"]): r["solved"] for r in rows}
    value = {(r["depth"], r["seed"], r["size"]): r["value"] for r in rows}
    table = {e["depth"]: e["largest"] for e in stats.largest_solved_by_seed(rows)}
    for d, s in itertools.product([1, 2], seeds):
        brute = 0
        for T in grid:
            if solved[(d, s, T)]:
                brute = T
        assert table[d][s] == brute
    diffs = stats.paired_differences(rows)
    assert [(e["size"], e["depth"], e["n"], e["family"]) for e in diffs] == [(T, 2, 6, 3) for T in grid]
    for e in diffs:
        mean = sum(value[(2, s, e["size"])] - value[(1, s, e["size"])] for s in seeds) / len(seeds)
        assert math.isclose(e["acc_ci"][0], mean, abs_tol=1e-12)
        assert e["acc_ci"][1] <= mean <= e["acc_ci"][2]
        assert e["acc_bonf"][1] <= e["acc_ci"][1] and e["acc_ci"][2] <= e["acc_bonf"][2]  # wider at 1 - 0.05/3
    # a seed missing one size of the grid has no largest T
    partial = [r for r in rows if not (r["seed"] == 0 and r["size"] == 16 and r["depth"] == 1)]
    table = {e["depth"]: e["largest"] for e in stats.largest_solved_by_seed(partial)}
    assert 0 not in table[1] and 0 in table[2]


# ----------------------------------------------------------------- command line


def test_cli_ensemble_campaign_resumes_and_exports_per_seed_rows(torch, tmp_path, capsys):
    from numerics.train.__main__ import main

    db = str(tmp_path / "runs.sqlite")
    args = [
        "--task", "ses", "--cell", "rnn", "--depth", "1-2", "--params", "120", "--sizes", "6,8", "--m", "2",
        "--n", "2", "--seeds", "0-2", "--lrs", "1e-2,3e-2", "--iterations", "4", "--eval-every", "2",
        "--val", "20", "--test", "20", "--db", db,
    ]  # fmt: skip
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert "4 ensembles trained" in err and "ses rnn depth 2 params 120 size 8: " in out
    assert main(args) == 0
    assert "0 ensembles trained, 4 reused" in capsys.readouterr().err
    old = tmp_path / "old.json"
    old.write_text(json.dumps([{"task": "copy", "x": 1}, {"task": "ses", "x": 2}, {"task": "ses", "lens": {}}]))
    assert main(["--export", "json", "--db", db, "--keep-rows", str(old)]) == 0
    rows = json.loads(capsys.readouterr().out)
    fixed = [r for r in rows if r.get("protocol") == "fixed"]
    # one row per (depth, size, seed), the learning rate chosen on validation loss
    assert sorted((r["depth"], r["size"], r["seed"]) for r in fixed) == sorted(
        itertools.product([1, 2], [6, 8], [0, 1, 2])
    )
    assert all(r["device"] == "cpu" and r["seconds"] > 0 and r["lr"] in (1e-2, 3e-2) for r in fixed)
    kept = [r for r in rows if r.get("protocol") == "one-seed"]
    assert kept == [
        {"task": "copy", "x": 1, "protocol": "one-seed"},
        {"task": "ses", "lens": {}, "protocol": "one-seed"},
    ]


def test_ses_depth_figure_draws_each_seeds_largest_t_and_the_median(tmp_path):
    matplotlib = pytest.importorskip("matplotlib")
    from figures.experiments import ses_depth
    from figures.style import rc

    rng = np.random.default_rng(4)
    rows = [
        {**r, "protocol": "fixed", "params": P} for P in (1000, 3000) for r in _rows(rng, [8, 16], [1, 3], range(5))
    ]
    with matplotlib.rc_context(rc()):
        fig, info = ses_depth(rows)
        fig.savefig(tmp_path / "f.svg", format="svg")
    for d in (1, 3):
        expect = []
        for P in (1000, 3000):
            largest = []
            for s in range(5):
                ok = [r["size"] for r in rows if (r["params"], r["depth"], r["seed"]) == (P, d, s) and r["solved"]]
                largest.append(max(ok, default=0))
            assert sorted(info["seeds"][f"depth {d}"][P].values()) == sorted(largest)
            expect.append((P, float(np.median(largest))))
        assert info["measured"][f"depth {d}"] == expect
