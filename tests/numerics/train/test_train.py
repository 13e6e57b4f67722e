"""Training: torch cells against the naive oracle, scoRNN's Cayley gradient against its closed form, the
bisection against brute force, the command line, import hygiene and the published results' staleness.

Tests that need torch skip cleanly without it; the rest run on the core install.
"""

import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_cayley, naive_cell_output

from numerics.train import campaign, report
from racs.cells import CELLS, init_stack

ROOT = Path(__file__).resolve().parents[3]
CELL_NAMES = sorted(CELLS)


def _run(*args, timeout=600):
    return subprocess.run(
        [sys.executable, "-m", "numerics.train", *args], capture_output=True, text=True, cwd=ROOT, timeout=timeout
    )


# ----------------------------------------------------------------- no torch needed


def test_core_imports_stay_light():
    code = (
        "import sys, numerics.train, numerics.train.tasks, numerics.campaigns.store; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'torch', 'scipy', 'flint', 'tensornetwork', "
        "'networkx', 'sympy', 'sklearn', 'matplotlib'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"


@given(st.integers(1, 12), st.integers(0, 13), st.integers(1, 3))
def test_bisection_finds_the_brute_force_threshold(n_sizes, threshold, n_lrs):
    sizes = [4 * (i + 1) for i in range(n_sizes)]
    lrs = [10.0**-k for k in range(1, n_lrs + 1)]
    config = campaign.Config(task="ses", cell="rnn", depth=1, params=100)

    def solves(size, lr):  # only the last lr solves
        return size <= 4 * threshold and lr == lrs[-1]

    rows, rounds = [], 0
    while cases := campaign.bisect_cases(rows, [config], sizes, lrs):
        rounds += 1
        assert len(cases) == len(lrs) and len({c["size"] for c in cases}) == 1
        # the solving rate also has the lower validation loss, as a trained run's would
        rows += [
            {"case": c, "solved": solves(c["size"], c["lr"]), "val_loss": 0.0 if solves(c["size"], c["lr"]) else 1.0}
            for c in cases
        ]
    brute = max([s for s in sizes if solves(s, lrs[-1])], default=0)
    assert campaign.largest_solved(rows, config, sizes, lrs) == brute
    assert rounds <= math.ceil(math.log2(len(sizes) + 1))


def test_grid_keeps_valid_start_end_lengths():
    assert campaign.grid(step=3, max_size=15, task="ses", m=2) == [6, 12]
    assert campaign.grid(step=5, max_size=15, task="copy", m=2) == [5, 10, 15]


def test_grid_refuses_more_sizes_than_it_may_list():
    assert len(campaign.grid(step=1, max_size=campaign.MAX_SIZES, task="copy", m=1)) == campaign.MAX_SIZES
    with pytest.raises(ValueError, match="max_size=100000000000000000000 with step=4 gives 25000000000000000000"):
        campaign.grid(step=4, max_size=10**20, task="copy", m=1)


@pytest.mark.parametrize(
    "change, needle",
    [
        ({"iterations": 10**7 + 1}, "iterations=10000001 is more than the 10000000"),
        ({"threads": 1025}, "threads=1025 is more than the 1024"),
        ({"seed": 2**64}, "seed=18446744073709551616"),
        ({"task": "nope"}, "task='nope'"),
        ({"params": 1}, "params=1 is below"),
    ],
)
def test_configs_that_cannot_run_are_refused(change, needle):
    config = campaign.Config(task="adding", cell="rnn", depth=1, params=60)
    campaign.check_config(config)
    with pytest.raises(ValueError, match=needle):
        campaign.check_config(campaign.Config(**{**config.__dict__, **change}))


@given(
    task=st.sampled_from(["ses", "copy", "adding", "capacity", "memory"]),
    cell=st.sampled_from(CELL_NAMES),
    depth=st.integers(1, 2),
    size=st.integers(10, 24),
    val=st.integers(1, 40),
    test=st.integers(1, 40),
    batch=st.integers(1, 16),
    n=st.integers(2, 5),
    n_in=st.integers(1, 6),
    steps=st.integers(1, 4),
)
def test_a_runs_plan_covers_its_data(task, cell, depth, size, val, test, batch, n, n_in, steps):
    # every array the problem holds, measured: the plan must not undercount it
    config = campaign.Config(
        task=task, cell=cell, depth=depth, params=400, m=2, n=n, n_in=n_in, steps=steps, val=val, test=test, batch=batch
    )
    case = campaign.make_case(config, size=size + size % 2, lr=0.01)
    problem = campaign.problem_of(case)
    arrays = [*problem.val, *problem.test, *problem.train_batch(np.random.default_rng(0), batch)]
    assert sum(np.asarray(a).nbytes for a in arrays) <= campaign.case_nbytes(case)


def test_a_run_too_large_for_memory_is_refused_with_its_sizes():
    from racs.memory import TooLargeError

    case = campaign.make_case(
        campaign.Config(task="adding", cell="rnn", depth=1, params=60, val=10**12), size=4, lr=0.01
    )
    with pytest.raises(TooLargeError, match="val=1000000000000"):
        campaign.check_case(case)
    campaign.check_case({**case, "val": 8})


def test_best_rows_choose_the_learning_rate_by_validation_not_test():
    base = {
        "task": "adding",
        "cell": "rnn",
        "depth": 1,
        "params": 50,
        "R": 3,
        "T": 5,
        "metric": "mse",
        "seed": 0,
        "iterations": 1,
        "seconds": 1.0,
        "size": 5,
        "actual_params": 48,
    }
    rows = [
        {**base, "lr": 0.1, "value": 0.2, "val_loss": 0.1, "solved": False},
        {**base, "lr": 0.01, "value": 0.05, "val_loss": 0.3, "solved": False},  # better test, worse validation
        {**base, "lr": 0.001, "value": 0.01, "val_loss": float("nan"), "solved": False},
    ]  # diverged
    (best,) = campaign.best_rows(rows)
    assert best["lr"] == 0.1 and best["value"] == 0.2 and set(campaign.ROW_KEYS) <= set(best)


def test_cli_errors_are_one_line(capsys):
    from numerics.train.__main__ import main

    for args, word in [
        (["--task", "ses", "--params", "3", "--db", "x.sqlite"], "--params 3"),
        (["--task", "ses"], "--params"),
        (["--export", "json"], "--db"),
        (["--export", "markdown", "--rows", "/nonexistent.json"], "--rows"),
    ]:
        assert main(args) == 2, args
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and word in err, (args, err)
    out = _run("--task", "ses", "--params", "500", "--lrs", "2")  # argparse errors, in a real process
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1 and "--lrs" in out.stderr


def test_published_results_are_fresh():
    rows = json.loads((ROOT / "docs" / "experiments.json").read_text())
    assert rows and all(set(campaign.ROW_KEYS) <= set(r) for r in rows)
    doc = (ROOT / "docs" / "experiments.md").read_text()
    assert report.splice(doc, report.markdown(rows)) == doc, (
        "docs/experiments.md is stale: python -m numerics.train --export markdown --rows docs/experiments.json"
    )


# ----------------------------------------------------------------- torch


@pytest.fixture(scope="module")
def torch():
    return pytest.importorskip("torch")


@pytest.mark.parametrize("cell", CELL_NAMES)
def test_torch_forward_matches_the_naive_cells(torch, cell):
    from numerics.train import forward_last, forward_steps, init_net

    depth, R, n_in, C = 2, 3, 2, 2
    net = init_net(cell, depth=depth, R=R, n_in=n_in, C=C, seed=7, dtype=torch.float64)
    stack = init_stack(cell, depth=depth, R=R, n_in=n_in, C=C, seed=7)
    X = np.random.default_rng(1).standard_normal((3, 4, n_in))
    y = forward_last(net, torch.tensor(X)).detach().numpy()
    steps = forward_steps(net, torch.tensor(X)).detach().numpy()
    for b in range(3):
        for c in range(C):
            assert math.isclose(y[b, c], naive_cell_output(stack, X[b], c), rel_tol=1e-9, abs_tol=1e-12)
            for t in range(4):  # every step's readout is the last readout of the prefix
                assert math.isclose(
                    steps[b, t, c], naive_cell_output(stack, X[b, : t + 1], c), rel_tol=1e-9, abs_tol=1e-12
                )


def test_cayley_gradient_is_the_closed_form(torch):
    from numerics.train import cayley_gradient

    rng = np.random.default_rng(0)
    R = 5
    U = torch.tensor(np.triu(rng.standard_normal((R, R)), 1), requires_grad=True)
    D = torch.tensor([1.0, 1.0, 1.0, -1.0, -1.0], dtype=torch.float64)
    Cm = torch.tensor(rng.standard_normal((R, R)))
    A = torch.triu(U, 1) - torch.triu(U, 1).T
    eye = torch.eye(R, dtype=torch.float64)
    W = torch.linalg.solve(eye + A, (eye - A) @ torch.diag(D))
    assert np.allclose(W.detach().numpy(), naive_cayley(A.detach().numpy(), D.numpy()), atol=1e-12)
    (Cm * torch.sin(W)).sum().backward()
    dL_dW = Cm * torch.cos(W.detach())  # the loss's derivative, by hand
    closed = cayley_gradient(A.detach(), D, dL_dW).numpy()
    assert np.allclose(closed, -closed.T)
    assert np.allclose(U.grad.numpy(), np.triu(closed, 1), atol=1e-10)


def test_scornn_stays_orthogonal_while_training(torch):
    from numerics.train import Settings, as_stack, init_net, make_problem, train
    from racs.cells import prepare_layers

    problem = make_problem("ses", size=8, val=30, test=30, seed=0, m=2, n=2)
    net = init_net("scornn", depth=1, R=4, n_in=problem.n_in, C=3, seed=0, dtype=torch.float64)
    before = net.layers[0]["U"].detach().clone()
    train(net, problem, Settings(lr=1e-2, iterations=3, eval_every=3), seed=0)
    assert not torch.equal(before, net.layers[0]["U"])
    import array_api_compat

    W = prepare_layers(as_stack(net), array_api_compat.array_namespace(before))[0]["W"].detach().numpy()
    assert np.allclose(W @ W.T, np.eye(4), atol=1e-12)


def test_training_beats_the_memoryless_baseline(torch):
    from numerics.train import Settings, init_net, make_problem, tasks, train

    torch.set_num_threads(1)
    problem = make_problem("adding", size=4, val=200, test=400, seed=0)
    net = init_net("gru", depth=1, R=8, n_in=2, C=1, seed=0)
    r = train(net, problem, Settings(lr=1e-2, iterations=300, eval_every=50), seed=0)
    assert r.metric == "mse" and r.value < 0.5 * tasks.ADDING_BASELINE


def test_cli_campaign_resumes_and_exports(torch, tmp_path, capsys):
    from numerics.train.__main__ import main

    db = str(tmp_path / "runs.sqlite")
    args = [
        "--task",
        "copy",
        "--cell",
        "rnn",
        "--depth",
        "1",
        "--params",
        "60",
        "--m",
        "1",
        "--n",
        "2",
        "--step",
        "2",
        "--max",
        "4",
        "--lrs",
        "0.01",
        "--iterations",
        "20",
        "--eval-every",
        "10",
        "--val",
        "50",
        "--test",
        "50",
        "--db",
        db,
    ]
    assert main(args) == 0
    first = capsys.readouterr()
    assert "largest B solved" in first.out and "round 1" in first.err
    assert main(args) == 0
    again = capsys.readouterr()
    assert "round" not in again.err and again.out == first.out
    assert main(["--export", "json", "--db", db]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(set(campaign.ROW_KEYS) <= set(r) and r["task"] == "copy" for r in rows)
    assert all(r["T"] == r["size"] + 2 for r in rows)
    assert main(["--export", "markdown", "--db", db]) == 0
    assert "largest B solved" in capsys.readouterr().out


def test_capacity_row_reports_collins_bits(torch):
    from numerics.train import tasks

    case = campaign.make_case(
        campaign.Config(task="capacity", cell="rnn", depth=1, params=60, n_in=4, iterations=20, eval_every=10),
        size=30,
        lr=0.01,
    )
    row = campaign.compute(case)
    assert row["metric"] == "bits" and row["T"] == 5
    assert math.isclose(row["value"], tasks.capacity_bits(b=30, p=row["score"]))


def test_lens_is_the_spectrum_of_the_naive_grid(torch):
    import itertools

    from numerics.train import init_net
    from numerics.train.lens import numpy_stack, start_end_lens

    K, T, c = 3, 4, 2
    net = init_net("gru", depth=2, R=3, n_in=K, C=3, seed=5, dtype=torch.float64)
    lens = start_end_lens(net, T=T, c=c)
    stack = numpy_stack(net)
    eye = np.eye(K)
    # grid tensor entry by entry, Start-End matricization with the first index most significant (Def. 1.1)
    G = np.array(
        [naive_cell_output(stack, [eye[d] for d in seq], c) for seq in itertools.product(range(K), repeat=T)]
    ).reshape(K ** (T // 2), K ** (T // 2))
    s = np.linalg.svd(G - G.mean(), compute_uv=False)
    p = s**2 / np.sum(s**2)
    p = p[p > 0]
    assert math.isclose(lens["entropy_centred"], float(-(p * np.log(p)).sum()), rel_tol=1e-9)
    s = np.linalg.svd(G, compute_uv=False)
    err = [math.sqrt(np.sum(s[k:] ** 2) / np.sum(s**2)) for k in range(len(s) + 1)]
    assert lens["eps_rank"]["1e-2"] == min(k for k, e in enumerate(err) if e <= 1e-2)


def test_training_without_torch_is_one_line(monkeypatch, capsys, tmp_path):
    from numerics.train import __main__ as cli

    monkeypatch.setitem(sys.modules, "torch", None)  # import torch now raises ImportError, as without the extra
    assert cli.main(["--task", "ses", "--cell", "rnn", "--params", "500", "--db", str(tmp_path / "t.sqlite")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "[train]" in err[0]


def _always_fails(case):
    raise RuntimeError("broken run")


def test_a_bisection_round_that_stores_nothing_stops_with_one_line(monkeypatch, capsys, tmp_path):
    """Without the guard the bisection would ask the same failing runs again forever."""
    import types

    from numerics.train import __main__ as cli

    # the guard is reached with or without torch installed: the runs never import it
    monkeypatch.setitem(sys.modules, "torch", types.ModuleType("torch"))
    monkeypatch.setattr(cli, "compute", _always_fails)
    code = cli.main(
        ["--task", "ses", "--cell", "rnn", "--params", "500", "--lrs", "1e-3", "--db", str(tmp_path / "t.sqlite")]
    )
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and "none of its 1 runs finished (1 failed" in err[-1]
    assert any(line.startswith("train: failed: ") and "broken run" in line for line in err)  # the cause above
