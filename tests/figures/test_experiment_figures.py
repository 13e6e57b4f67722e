"""Experiment figures plot exactly the rows' largest solved T and most bits, computed here independently."""

import matplotlib
import pytest

from figures.experiments import EXPERIMENT_FIGURES, capacity_bits, committed_experiments, ses_depth
from figures.style import rc


def _row(task, cell, depth, params, size, solved, value=0.0, actual=None):
    return {
        "task": task,
        "cell": cell,
        "depth": depth,
        "params": params,
        "R": 2,
        "T": size,
        "solved": solved,
        "metric": "accuracy",
        "value": value,
        "seed": 0,
        "iterations": 1,
        "seconds": 0.1,
        "lr": 1e-3,
        "size": size,
        "actual_params": actual or params,
    }


SES = [_row("ses", "scornn", d, P, T, T <= 8 * d * P // 100) for d in (1, 3) for P in (100, 200) for T in (8, 16, 24)]
CAP = [
    _row("capacity", c, 1, 100, b, False, value=v, actual=90)
    for c, vals in (("rnn", (40, 70, 60)), ("gru", (30, 50, 80)))
    for b, v in zip((100, 200, 400), vals)
]


def _drawn(fig):
    return {line.get_label(): list(zip(*line.get_data())) for line in fig.axes[0].get_lines()}


def test_ses_depth_plots_the_largest_solved_length():
    with matplotlib.rc_context(rc()):
        fig, info = ses_depth(SES)
    drawn = _drawn(fig)
    for d in (1, 3):
        expect = [(P, max([T for T in (8, 16, 24) if T <= 8 * d * P // 100], default=0)) for P in (100, 200)]
        assert drawn[f"depth {d}"] == expect == info["measured"][f"depth {d}"]
    assert info["caption"]


def test_capacity_bits_plots_the_best_b_per_cell():
    with matplotlib.rc_context(rc()):
        fig, info = capacity_bits(CAP)
    drawn = _drawn(fig)
    assert drawn["rnn"] == [(90, 70.0)] and drawn["gru"] == [(90, 80.0)]
    assert info["measured"]["rnn"] == [(90, 70.0)]


def test_empty_rows_are_refused_with_the_command_to_run():
    with pytest.raises(ValueError, match="numerics.train --task ses"):
        ses_depth([])
    with pytest.raises(ValueError, match="numerics.train --task capacity"):
        capacity_bits(SES)


@pytest.mark.parametrize("name", sorted(EXPERIMENT_FIGURES))
def test_committed_figures_build_and_save(tmp_path, name):
    rows = committed_experiments()
    with matplotlib.rc_context(rc()):
        fig, info = EXPERIMENT_FIGURES[name](rows)
        fig.savefig(tmp_path / "f.svg", format="svg")
    assert (tmp_path / "f.svg").stat().st_size > 0 and info["measured"]
