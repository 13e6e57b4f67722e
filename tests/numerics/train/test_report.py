"""The fixed protocol's copy and capacity tables (numerics.train.report, numerics.train.stats), against
statistics recomputed here by plain loops over the rows."""

import itertools
import math

import numpy as np
import pytest

from numerics.train import report, stats

GRID = {100: [25, 50, 100, 200], 300: [75, 150, 300, 600]}
ACTUAL = {1: 84, 2: 80, 3: 69}


def _cap_rows(rng, seeds, depths=(1, 2, 3), budgets=(100, 300)):
    return [
        {
            "task": "capacity",
            "cell": "rac",
            "depth": d,
            "params": P,
            "actual_params": ACTUAL[d] * P // 100,
            "size": b,
            "seed": s,
            "value": float(rng.uniform(0, b)),
            "solved": False,
            "protocol": "fixed",
        }
        for P in budgets
        for d, b, s in itertools.product(depths, GRID[P], seeds)
    ]


def test_capacity_by_cell_against_loops():
    rng = np.random.default_rng(5)
    seeds = list(range(7))
    rows = _cap_rows(rng, seeds)
    bits = {(r["depth"], r["params"], r["size"], r["seed"]): r["value"] for r in rows}
    table = stats.capacity_by_cell(rows)
    assert [(e["depth"], e["params"]) for e in table] == [(d, P) for d in (1, 2, 3) for P in (100, 300)]
    for e in table:
        d, P = e["depth"], e["params"]
        assert e["grid"] == GRID[P] and e["seeds"] == len(seeds) and e["actual_params"] == ACTUAL[d] * P // 100
        means = {b: sum(bits[(d, P, b, s)] for s in seeds) / len(seeds) for b in GRID[P]}
        best = None
        for b in GRID[P]:
            assert math.isclose(e["by_b"][b][0], means[b], rel_tol=1e-12)
            assert e["by_b"][b][1] <= means[b] <= e["by_b"][b][2]
            if best is None or means[b] > means[best]:
                best = b
        assert e["best_b"] == best
        assert e["inside"] == (best not in (GRID[P][0], GRID[P][-1]))
        most = []
        for s in seeds:
            top = max(GRID[P], key=lambda b: bits[(d, P, b, s)])
            assert e["best_by_seed"][s] == top
            most.append(bits[(d, P, top, s)])
        assert math.isclose(e["bits"][0], sum(most) / len(most), rel_tol=1e-12)
        assert math.isclose(e["bits_per_param"][0], sum(most) / len(most) / e["actual_params"], rel_tol=1e-12)
        assert e["bits"][1] <= e["bits"][0] <= e["bits"][2]


def test_capacity_cell_keeps_only_seeds_that_ran_the_whole_grid():
    rows = _cap_rows(np.random.default_rng(1), [0, 1, 2], depths=(1,), budgets=(100,))
    partial = [r for r in rows if not (r["seed"] == 2 and r["size"] == 50)]
    (e,) = stats.capacity_by_cell(partial)
    assert e["seeds"] == 2 and set(e["best_by_seed"]) == {0, 1}


def test_capacity_differences_against_loops():
    rng = np.random.default_rng(9)
    seeds = list(range(8))
    rows = _cap_rows(rng, seeds)
    bits = {(r["depth"], r["params"], r["size"], r["seed"]): r["value"] for r in rows}
    diffs = stats.capacity_differences(rows)
    assert [(e["params"], e["depth"], e["n"], e["family"]) for e in diffs] == [
        (P, d, len(seeds), 4) for P in (100, 300) for d in (2, 3)
    ]
    for e in diffs:
        P, d = e["params"], e["depth"]
        per = [
            max(bits[(d, P, b, s)] for b in GRID[P]) / (ACTUAL[d] * P // 100)
            - max(bits[(1, P, b, s)] for b in GRID[P]) / (ACTUAL[1] * P // 100)
            for s in seeds
        ]
        assert math.isclose(e["ci"][0], sum(per) / len(per), rel_tol=1e-9, abs_tol=1e-12)
        assert e["bonf"][1] <= e["ci"][1] <= e["ci"][2] <= e["bonf"][2]  # wider at 1 - 0.05/4


def test_capacity_markdown_marks_the_best_b_and_whether_it_is_inside():
    rows = []
    for s, (d, b) in itertools.product(range(3), itertools.product((1, 2), (25, 50, 100))):
        value = {25: 20.0, 50: 40.0 + s, 100: 10.0}[b] if d == 1 else {25: 5.0, 50: 10.0, 100: 30.0 + s}[b]
        rows.append(
            {
                "task": "capacity",
                "cell": "rac",
                "depth": d,
                "params": 100,
                "actual_params": 80,
                "size": b,
                "seed": s,
                "value": value,
                "solved": False,
                "protocol": "fixed",
            }
        )
    text = "\n".join(report.capacity_markdown(rows))
    assert "| rac | 1 | 100 | 80 | 3 | 25: 20.0, **50: 41.0**, 100: 10.0 | yes | 25: 0, 50: 3, 100: 0 |" in text
    assert "| rac | 2 | 100 | 80 | 3 | 25: 5.0, 50: 10.0, **100: 31.0** | no | 25: 0, 50: 0, 100: 3 |" in text
    # depth 2 minus depth 1 per seed: (30 + s - 40 - s) / 80 = -0.125 for every seed
    assert "| rac | 100 | 2 | 3 | -0.1250 [-0.1250, -0.1250] \\* | 1 |" in text
    assert report.capacity_markdown([{**r, "task": "copy"} for r in rows]) == []


@pytest.mark.parametrize("task, H", [("copy", "B"), ("ses", "T")])
def test_fixed_tables_name_the_tasks_hardness(task, H):
    rows = [
        {
            "task": task,
            "cell": "scornn",
            "depth": d,
            "params": 1000,
            "R": 10,
            "size": size,
            "seed": s,
            "value": 0.5 + 0.1 * d,
            "solved": d == 3,
            "lr": 3e-3,
            "iterations": 600,
            "seconds": 1.0,
            "protocol": "fixed",
        }
        for d, size, s in itertools.product((1, 3), (16, 32), range(3))
    ]
    text = "\n".join(report._fixed_markdown(rows, task))
    assert f"| cell | params | {H} | depth |" in text and f"largest {H} solved per seed" in text
    assert "| scornn | 1000 | 3 | 16,32 | 3 | 32 | 32-32 | 32 32 32 | +32.0 [+32.0, +32.0] |" in text
    assert ("data-accuracy" in text) == (task == "copy")


def test_capacity_figure_draws_each_seeds_most_bits_and_the_mean():
    matplotlib = pytest.importorskip("matplotlib")
    from figures.experiments import capacity_bits
    from figures.style import rc

    rows = _cap_rows(np.random.default_rng(2), list(range(5)), depths=(1, 3))
    with matplotlib.rc_context(rc()):
        fig, info = capacity_bits(rows)
    for d in (1, 3):
        label = f"rac, depth {d}"
        expect = []
        for P in (100, 300):
            most = [
                max(r["value"] for r in rows if (r["depth"], r["params"], r["seed"]) == (d, P, s)) for s in range(5)
            ]
            assert list(info["seeds"][label][P].values()) == most
            expect.append((ACTUAL[d] * P // 100, sum(most) / len(most)))
        got = info["measured"][label]
        assert [p for p, _ in got] == [p for p, _ in expect]
        assert all(math.isclose(a, b, rel_tol=1e-12) for (_, a), (_, b) in zip(got, expect))
    assert "b in {25, 50, 100, 200}" in info["caption"]
    fig.clear()
