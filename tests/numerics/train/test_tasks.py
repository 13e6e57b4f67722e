"""Task generators against naive readings of the seeds' definitions and brute-force baselines."""

import math

import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from strategies import copy_sizes, seeds, start_end_sizes

from numerics.train import tasks


def _cross_entropy_of_marginals(targets: np.ndarray) -> float:
    """Mean cross entropy (nats per step) of the best memoryless predictor: per step, the empirical marginal."""
    total = 0.0
    for col in targets.T:
        _, counts = np.unique(col, return_counts=True)
        q = counts / counts.sum()
        total -= float(np.sum(q * np.log(q)))
    return total / targets.shape[1]


@given(copy_sizes(), seeds)
def test_copy_memory_layout(sizes, seed):
    m, n, B = sizes
    x, y = tasks.copy_memory(m=m, n=n, B=B, batch=7, seed=seed)
    T = B + 2 * m
    assert x.shape == y.shape == (7, T)
    for row_x, row_y in zip(x.tolist(), y.tolist()):
        data = row_x[:m]
        # the thesis' prose, Sec. 3.1: data, B blanks, trigger, m-1 blanks; target blank but for the data at the end
        assert row_x == data + [n] * B + [n + 1] + [n] * (m - 1)
        assert row_y == [n] * (B + m) + data
        assert all(0 <= s < n for s in data)


@pytest.mark.parametrize("m,n,B", [(3, 4, 5), (2, 8, 0), (1, 2, 10)])
def test_copy_memory_baseline_is_the_memoryless_cross_entropy(m, n, B):
    _, y = tasks.copy_memory(m=m, n=n, B=B, batch=40000, seed=1)
    measured = _cross_entropy_of_marginals(y)
    assert math.isclose(measured, tasks.copy_memory_baseline(m=m, n=n, B=B), rel_tol=2e-3)


def test_copy_data_accuracy_counts_the_last_m_steps_only():
    t = np.array([[9, 9, 1, 2], [9, 9, 3, 4]])
    p = np.array([[0, 0, 1, 0], [0, 0, 3, 4]])
    assert tasks.copy_data_accuracy(p, t, m=2) == 3 / 4


@given(start_end_sizes(), seeds)
def test_start_end_similarity_matches_its_class(sizes, seed):
    T, m, n = sizes
    x, labels = tasks.start_end_similarity(T=T, m=m, n=n, batch=20, seed=seed)
    assert x.shape == (20, T) and labels.shape == (20,)
    half = T // 2
    for row, label in zip(x, labels):
        letters = np.flatnonzero(row[:half] != n)
        assert len(letters) == m and np.all(np.diff(letters) == 1)
        assert letters[0] <= half - m - 1  # 1-based start in {1, ..., T/2 - m}
        assert np.array_equal(np.flatnonzero(row[half:] != n), letters)
        matches = int(np.sum(row[letters] == row[letters + half]))
        assert matches == (0, m // 2, m)[label]


def test_start_end_classes_are_balanced_and_uniform():
    _, labels = tasks.start_end_similarity(T=20, m=4, n=5, batch=30000, seed=3)
    freq = np.bincount(labels, minlength=3) / len(labels)
    assert np.all(np.abs(freq - 1 / 3) < 0.01)  # 4 sigma at N = 30000
    assert tasks.start_end_baseline()["accuracy"] == 1 / 3


def test_start_end_rejects_odd_sizes():
    with pytest.raises(ValueError, match="T even"):
        tasks.start_end_similarity(T=9, m=2, n=3, batch=1, seed=0)
    with pytest.raises(ValueError, match="m < T/2"):
        tasks.start_end_similarity(T=8, m=4, n=3, batch=1, seed=0)


@given(st.integers(2, 30), seeds)
def test_adding_targets_are_the_marked_sums(T, seed):
    x, y = tasks.adding(T=T, batch=9, seed=seed)
    assert x.shape == (9, T, 2)
    for row, target in zip(x, y):
        marked = [t for t in range(T) if row[t, 1] == 1.0]
        assert len(marked) == 2 and set(np.unique(row[:, 1])) <= {0.0, 1.0}
        assert target == row[marked[0], 0] + row[marked[1], 0]


def test_adding_baseline_is_the_variance_of_the_target():
    _, y = tasks.adding(T=10, batch=200000, seed=5)
    assert math.isclose(float(np.mean((y - 1.0) ** 2)), tasks.ADDING_BASELINE, rel_tol=0.02)


@given(st.integers(1, 30), seeds)
def test_tcn_copy_layout(T, seed):
    x, y = tasks.tcn_copy_memory(T=T, batch=4, seed=seed)
    assert x.shape == y.shape == (4, T + 20)
    for rx, ry in zip(x.tolist(), y.tolist()):
        digits = rx[:10]
        assert all(1 <= d <= 8 for d in digits)
        assert rx == digits + [0] * (T - 1) + [9] * 11
        assert ry == [0] * (T + 10) + digits


def test_tcn_copy_baseline_is_the_memoryless_cross_entropy():
    _, y = tasks.tcn_copy_memory(T=5, batch=40000, seed=2)
    assert math.isclose(_cross_entropy_of_marginals(y), tasks.tcn_copy_baseline(T=5), rel_tol=2e-3)


@given(st.integers(1, 40), st.integers(0, 40))
def test_capacity_bits_is_the_mutual_information_of_symmetric_errors(b, wrong):
    assume(wrong <= b)
    # a uniform label and a prediction that flips it with probability q: the 2x2 joint, brute force
    q = wrong / b
    joint = np.array([[(1 - q) / 2, q / 2], [q / 2, (1 - q) / 2]])
    py, pyhat = joint.sum(1), joint.sum(0)
    mi = sum(
        joint[i, j] * math.log2(joint[i, j] / (py[i] * pyhat[j])) for i in range(2) for j in range(2) if joint[i, j] > 0
    )
    assert math.isclose(tasks.capacity_bits(b=b, p=1 - q), b * mi, abs_tol=1e-9)


def test_capacity_data_is_uniform_binary():
    X, Y = tasks.capacity_data(b=20000, n_in=3, seed=4)
    assert X.shape == (20000, 3) and Y.shape == (20000,)
    assert set(np.unique(X)) == {0.0, 1.0} and set(np.unique(Y)) == {0, 1}
    assert abs(X.mean() - 0.5) < 0.01 and abs(Y.mean() - 0.5) < 0.015
    # memoryless (constant) prediction stores about nothing
    assert tasks.capacity_bits(b=20000, p=float(np.mean(Y == 0))) < 20


def test_memory_data_has_unit_variance_and_the_input_first():
    x, y = tasks.memory_data(n_in=8, T=12, batch=20000, seed=6)
    assert x.shape == (20000, 12, 8) and np.array_equal(x[:, 0], y) and not x[:, 1:].any()
    assert np.all(np.abs(y) <= math.sqrt(3))
    assert math.isclose(float(np.mean(y**2)), tasks.MEMORY_BASELINE, rel_tol=0.02)


def test_one_hot():
    h = tasks.one_hot(np.array([[0, 2]]), K=3)
    assert h.tolist() == [[[1, 0, 0], [0, 0, 1]]]
    with pytest.raises(ValueError, match="raise K"):
        tasks.one_hot(np.array([3]), K=3)


def test_sequence_images_permutes_every_image_alike():
    rng = np.random.default_rng(0)
    images = rng.integers(0, 17, size=(50, 4, 4))
    labels = np.arange(50) % 10
    d = tasks.sequence_images(images, labels, seed=1)
    assert sorted(d.permutation.tolist()) == list(range(16))
    assert len(d.y_train) + len(d.y_val) + len(d.y_test) == 50
    flat = images.reshape(50, -1) / images.max()
    # every split row is some image read in the permuted order, with its own label
    for x, y in zip(d.x_test[:, :, 0], d.y_test):
        hits = [i for i in range(50) if np.array_equal(flat[i][d.permutation], x)]
        assert hits and labels[hits[0]] == y
    raster = tasks.sequence_images(images, labels, permute=False, seed=1)
    assert raster.permutation.tolist() == list(range(16))


def test_load_digits_reads_a_local_npz(tmp_path):
    rng = np.random.default_rng(0)
    path = tmp_path / "mnist.npz"
    np.savez(
        path,
        x_train=rng.integers(0, 256, (30, 28, 28)),
        y_train=np.arange(30) % 10,
        x_test=rng.integers(0, 256, (10, 28, 28)),
        y_test=np.arange(10),
    )
    d = tasks.load_digits(path=str(path), seed=0)
    assert d.x_train.shape[1:] == (784, 1) and len(d.y_train) + len(d.y_val) + len(d.y_test) == 40
    with pytest.raises(ValueError, match="x_train"):
        tasks.load_digits(path=str(tmp_path / "missing.npz"), seed=0)


def test_load_digits_bundled():
    pytest.importorskip("sklearn")
    d = tasks.load_digits(seed=0)
    assert d.x_train.shape[1:] == (64, 1) and 0.0 <= d.x_train.min() and d.x_train.max() <= 1.0
    assert len(d.y_train) + len(d.y_val) + len(d.y_test) == 1797


def test_seed_must_be_explicit():
    with pytest.raises(TypeError, match="seed"):
        tasks.adding(T=3, batch=1, seed=None)
