"""The lens at task length: the batched start x end block against the naive oracle, the full and sampled lens
against the grid computed here by evaluating the network on every sequence (racs.cells.stacked_forward, no
prefix sharing, no lens code), the study's table and figure against docs/lens.json."""

import itertools
import json
import math
from pathlib import Path

import numpy as np
import pytest
from naive import naive_cell_output

from numerics.spectrum.sampled import SAMPLED_EPS, sample_halves
from numerics.train import lens
from racs.cells import init_stack, stacked_forward, width_for_params

ROOT = Path(__file__).resolve().parents[3]


def _grid_matrix(stack, *, T, c):
    """Start-End matrix of readout ``c`` from one forward pass per sequence (first symbol most significant)."""
    K = stack.n_in
    seqs = np.array(list(itertools.product(range(K), repeat=T)))
    X = np.eye(K)[seqs]  # (K^T, T, K) one-hot
    y = np.concatenate([stacked_forward(stack, X[i : i + 8192])[:, c] for i in range(0, len(X), 8192)])
    return y.reshape(K ** (T // 2), K ** (T // 2))


def _exact(M):
    s = np.linalg.svd(M, compute_uv=False)
    sc = np.linalg.svd(M - M.mean(), compute_uv=False)

    def ent(v):
        p = v**2 / np.sum(v**2)
        p = p[p > 0]
        return float(-(p * np.log(p)).sum())

    err = [math.sqrt(np.sum(s[k:] ** 2) / np.sum(s**2)) for k in range(len(s) + 1)]
    ranks = {k: min(i for i, e in enumerate(err) if e <= eps) for k, eps in SAMPLED_EPS.items()}
    return ranks, ent(s), ent(sc)


@pytest.mark.parametrize("cell", ["scornn", "gru", "lstm", "rac"])
def test_block_is_the_readout_of_each_concatenation(cell):
    stack = init_stack(cell, depth=2, R=4, n_in=3, C=3, seed=11)
    rng = np.random.default_rng(0)
    starts, ends = sample_halves(rng, K=3, half=3, n=7), sample_halves(rng, K=3, half=2, n=5)
    B = lens.start_end_block(stack, starts=starts, ends=ends, c=1, columns=10)  # several end batches
    eye = np.eye(3)
    want = [[naive_cell_output(stack, [eye[d] for d in (*s, *e)], 1) for e in ends] for s in starts]
    assert np.allclose(B, want, rtol=1e-12, atol=1e-12)


def test_full_lens_is_the_spectrum_of_the_grid():
    stack = init_stack("scornn", depth=2, R=5, n_in=3, C=3, seed=2)
    got = lens.start_end_lens(stack, T=6)
    ranks, ent, ent_c = _exact(_grid_matrix(stack, T=6, c=lens.LENS_CLASS))
    assert got["method"] == "full" and got["n_s"] == got["n_e"] == got["side"] == 27
    assert got["eps_rank"] == ranks
    assert math.isclose(got["entropy"], ent, rel_tol=1e-9) and math.isclose(got["entropy_centred"], ent_c, rel_tol=1e-9)


def test_sampled_lens_of_every_half_is_the_full_spectrum():
    stack = init_stack("gru", depth=2, R=4, n_in=3, C=3, seed=3)
    got = lens.start_end_lens(stack, T=6, samples=27, seed=5, method="sampled")
    ranks, ent, ent_c = _exact(_grid_matrix(stack, T=6, c=lens.LENS_CLASS))
    assert got["method"] == "sampled" and got["n_s"] == got["n_e"] == 27
    assert got["eps_rank"] == ranks
    assert math.isclose(got["entropy"], ent, rel_tol=1e-9) and math.isclose(got["entropy_centred"], ent_c, rel_tol=1e-9)


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_sampled_lens_at_T8_against_the_grid(depth):
    """K = 5, T = 8 (side 625) at the study's widths, 256 x 256 halves. Tolerances from the calibration of
    docs/lens.md (random scoRNN stacks: eps-rank at 1e-1 exact, entropies within 0.05 nats there)."""
    R = width_for_params("scornn", depth=depth, params=1000, n_in=5)
    stack = init_stack("scornn", depth=depth, R=R, n_in=5, C=3, seed=[depth, 0])
    got = lens.start_end_lens(stack, T=8, samples=256, seed=1, method="sampled")
    assert got["method"] == "sampled" and got["n_s"] == 256
    ranks, ent, ent_c = _exact(_grid_matrix(stack, T=8, c=lens.LENS_CLASS))
    assert got["eps_rank"]["1e-1"] == ranks["1e-1"]
    assert abs(got["entropy"] - ent) < 0.05 and abs(got["entropy_centred"] - ent_c) < 0.05


def test_method_follows_the_budget_and_options_are_checked():
    stack = init_stack("rnn", depth=1, R=3, n_in=3, C=3, seed=0)
    assert lens.start_end_lens(stack, T=4, full_max_entries=81)["method"] == "full"
    got = lens.start_end_lens(stack, T=4, full_max_entries=80, samples=4, seed=0)
    assert got["method"] == "sampled" and (got["n_s"], got["n_e"], got["side"]) == (4, 4, 9)
    assert set(got["error"]["eps_rank"]) == set(SAMPLED_EPS) and got["seed"] == 0
    for bad, match in (({"T": 5}, "even"), ({"T": 4, "samples": 1}, "samples"), ({"T": 4, "method": "x"}, "method")):
        with pytest.raises(ValueError, match=match):
            lens.start_end_lens(stack, **bad)
    with pytest.raises(ValueError, match="outside"):
        lens.start_end_block(stack, starts=np.array([[3]]), ends=np.array([[0]]))


def test_a_trained_net_is_measured_as_its_float64_copy():
    torch = pytest.importorskip("torch")
    from numerics.train import init_net

    net = init_net("scornn", depth=2, R=4, n_in=3, C=3, seed=4, dtype=torch.float64)
    got = lens.start_end_lens(net, T=6, samples=9, seed=2)
    stack = lens.numpy_stack(net)
    assert got == lens.start_end_lens(stack, T=6, samples=9, seed=2)


def test_bootstrap_ci_brackets_the_median_and_collapses_on_constants():
    med, lo, hi = lens.bootstrap_ci([3.0, 1.0, 2.0, 10.0, 4.0], seed=0)
    assert med == 3.0 and lo <= med <= hi and 1.0 <= lo and hi <= 10.0
    assert lens.bootstrap_ci([2.0] * 7, seed=1) == (2.0, 2.0, 2.0)
    with pytest.raises(ValueError, match="finite"):
        lens.bootstrap_ci([], seed=0)


def _committed():
    return json.loads((ROOT / "docs" / "lens.json").read_text())


def test_docs_lens_table_is_current():
    doc = (ROOT / "docs" / "lens.md").read_text()
    i, j = doc.index(lens.LENS_BEGIN), doc.index(lens.LENS_END) + len(lens.LENS_END)
    calibration = json.loads((ROOT / "docs" / "lens_calibration.json").read_text())
    assert doc[i:j] + "\n" == lens.lens_markdown(_committed(), calibration), (
        "stale: regenerate the block of docs/lens.md with numerics.train.lens.lens_markdown(docs/lens.json, "
        "docs/lens_calibration.json)"
    )


def test_lens_rows_hold_the_protocol():
    rows = _committed()
    for r in rows:
        assert r["cell"] == "scornn" and r["params"] == 1000 and r["lr"] == 1e-3 and r["iterations"] == 1000
        assert r["T"] >= 16 and r["before"]["method"] == r["after"]["method"] == "sampled"
    cells = {(r["T"], r["depth"]) for r in rows}
    for T, d in cells:
        assert sorted(r["seed"] for r in rows if (r["T"], r["depth"]) == (T, d)) == list(range(10))


def test_lens_depth_draws_every_seed_and_the_medians():
    import matplotlib

    from figures.lens import LENS_FIGURES, lens_depth
    from figures.style import rc

    rows = _committed()
    assert "lens_depth" in LENS_FIGURES
    with matplotlib.rc_context(rc()):
        fig, info = lens_depth(rows)
    T = min(r["T"] for r in rows)
    drawn = {a.get_gid(): a for ax in fig.axes for a in ax.collections if a.get_gid()}
    for phase in ("before", "after"):
        for key, eps in (("eps_rank", "1e-1"), ("eps_rank", "1e-2"), ("eps_rank", "1e-3"), ("entropy", None)):
            want = sorted(
                (r["depth"], r[phase][key][eps] if eps else r[phase][key])
                for r in rows
                if r["T"] == T and (r[phase][key][eps] if eps else r[phase][key]) is not None
            )
            ys = drawn[f"seeds-{key}{eps or ''}-{phase}"].get_offsets()[:, 1]
            assert sorted(ys) == sorted(v for _, v in want)
            for d in {d for d, _ in want}:
                med = info["measured"][f"{key}{eps or ''}-{phase}"]["median_ci"][d][0]
                assert med == float(np.median([v for dd, v in want if dd == d]))
