r"""The seeds' training tasks as seeded numpy generators, each with its memoryless baseline.

Thesis (seed 003): copying memory (Sec. 3.1), Start-End similarity (Sec. 3.2), permuted pixel-by-pixel
MNIST (App. C.1, here on scikit-learn's bundled 8x8 digits: "pMNIST-lite"). MCRM (seed 004, Sec. 4): the
adding problem, the TCN-style copy memory and sequential MNIST. Collins et al. (seed 001, Sec. 2.1-2.2 and
App. B): the per-parameter capacity task (random binary mappings, :math:`I = b(1 - H_2(p))` bits) and the
per-unit memory task.

Symbols are integers; a model one-hot encodes them (:func:`one_hot`). Every generator takes ``seed``: an int,
a sequence of ints or a ``numpy.random.Generator``. The module needs numpy only (scikit-learn for the bundled
digits, imported inside :func:`load_digits`), so a machine with numpy and torch can run the campaigns.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from racs.sizes import check_size

__all__ = [
    "copy_memory",
    "copy_memory_baseline",
    "copy_data_accuracy",
    "start_end_similarity",
    "START_END_CLASSES",
    "start_end_baseline",
    "adding",
    "ADDING_BASELINE",
    "tcn_copy_memory",
    "tcn_copy_baseline",
    "capacity_data",
    "capacity_bits",
    "binary_entropy",
    "memory_data",
    "MEMORY_BASELINE",
    "one_hot",
    "Digits",
    "load_digits",
    "sequence_images",
]


def _rng(seed) -> np.random.Generator:
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is None or isinstance(seed, (bool, float, str)):
        raise TypeError(f"seed={seed!r} must be an int, a sequence of ints or a numpy.random.Generator")
    return np.random.default_rng(seed)


def copy_memory(*, m: int, n: int, B: int, batch: int, seed) -> tuple[np.ndarray, np.ndarray]:
    r"""The thesis' copying memory task (Sec. 3.1): remember ``m`` letters for a delay of ``B`` steps.

    Letters are ``0 .. n-1``, the blank ``_`` is ``n``, the trigger ``:`` is ``n + 1`` (so the prediction is an
    argmax over :math:`[n + 2]`, as in the thesis' data-accuracy). The input is the ``m`` data letters, ``B``
    blanks, the trigger, ``m - 1`` blanks: :math:`T = B + 2m` steps, the trigger at step :math:`m + B + 1`
    ("on the m'th before last time-step"). The target is blank everywhere except the last ``m`` steps, which
    repeat the data.

    Reading of the seed: the printed example ("if m=3 and m=5 ... "ABA_____:___." and "______ABA"") is
    damaged (it means m = 3, B = 5; its strings have the wrong lengths); the prose defines the layout used here.

    Returns
    -------
    inputs, targets : int64 arrays ``(batch, B + 2m)``
    """
    m, n, batch = check_size("m", m), check_size("n", n), check_size("batch", batch)
    B = check_size("B", B, low=0)
    rng = _rng(seed)
    T = B + 2 * m
    data = rng.integers(0, n, size=(batch, m))
    x = np.full((batch, T), n, dtype=np.int64)
    x[:, :m] = data
    x[:, m + B] = n + 1
    y = np.full((batch, T), n, dtype=np.int64)
    y[:, T - m :] = data
    return x, y


def copy_memory_baseline(*, m: int, n: int, B: int) -> float:
    r"""Cross entropy (nats per step) of the best memoryless predictor, :math:`m \ln n / (B + 2m)`.

    It predicts the blank with certainty for the first :math:`B + m` steps and the uniform letter for the
    last ``m``: :math:`\ln n` nats on ``m`` of the :math:`B + 2m` steps.
    """
    m, n = check_size("m", m), check_size("n", n)
    B = check_size("B", B, low=0)
    return m * float(np.log(n)) / (B + 2 * m)


def copy_data_accuracy(predicted: np.ndarray, targets: np.ndarray, *, m: int) -> float:
    r"""The thesis' data-accuracy (Sec. 3.1): :math:`\frac1{Nm}\sum_j \sum_{t > T - m} 1[\hat O^j_t = O^j_t]`.

    ``predicted`` and ``targets`` are integer arrays ``(N, T)``; only the last ``m`` steps count.
    """
    m = check_size("m", m)
    predicted, targets = np.asarray(predicted), np.asarray(targets)
    if predicted.shape != targets.shape or predicted.ndim != 2 or predicted.shape[1] < m:
        raise ValueError(f"predicted {predicted.shape} and targets {targets.shape} must both be (N, T >= m={m})")
    return float(np.mean(predicted[:, -m:] == targets[:, -m:]))


#: Start-End similarity labels: the number of matching letter pairs is ``(0, m/2, m)[label]``.
START_END_CLASSES = ("0-similar", "0.5-similar", "1-similar")


def start_end_similarity(*, T: int, m: int, n: int, batch: int, seed) -> tuple[np.ndarray, np.ndarray]:
    r"""The thesis' Start-End similarity task (Sec. 3.2): how many letters the halves share at equal offsets.

    Two strings :math:`s_1, s_2` of ``m`` letters (``0 .. n-1``; the blank is ``n``) are placed at the
    1-based positions :math:`t \sim \mathrm{Uni}\{1, \dots, T/2 - m\}` and :math:`t + T/2`; every other step
    is blank. The label (uniform over the three classes) fixes the pairs :math:`(x_t, x_{t+T/2})` that match:
    0 none (each letter of :math:`s_2` uniform among the :math:`n - 1` letters other than :math:`s_1`'s),
    1 exactly :math:`m/2` at uniformly chosen offsets (the others differ as in class 0), 2 all
    (:math:`s_2 = s_1`). The label is the class index of :data:`START_END_CLASSES`.

    Reading of the seed: "a randomly positioned half of the sub-string is identical" is read as a uniformly
    random set of :math:`m/2` offsets, so ``m`` must be even (the thesis uses m = 30, n = 32).

    Returns
    -------
    inputs : int64 array ``(batch, T)``
    labels : int64 array ``(batch,)`` in ``{0, 1, 2}``
    """
    T, m, n, batch = check_size("T", T), check_size("m", m), check_size("n", n), check_size("batch", batch)
    if T % 2 or m % 2 or m >= T // 2:
        raise ValueError(f"need T even, m even and m < T/2; got T={T}, m={m}: raise T or lower m")
    if n < 2:
        raise ValueError(f"n={n} letters cannot make a differing pair; use n >= 2")
    rng = _rng(seed)
    half = T // 2
    labels = rng.integers(0, 3, size=batch)
    start = rng.integers(0, half - m, size=batch)
    s1 = rng.integers(0, n, size=(batch, m))
    # a differing letter: shift by 1..n-1 modulo n, uniform over the other n - 1 letters
    s2 = (s1 + rng.integers(1, n, size=(batch, m))) % n
    keys = rng.random((batch, m))
    ranks = np.argsort(np.argsort(keys, axis=1), axis=1)  # a uniform random permutation per row
    same = (labels[:, None] == 2) | ((labels[:, None] == 1) & (ranks < m // 2))
    s2 = np.where(same, s1, s2)
    x = np.full((batch, T), n, dtype=np.int64)
    cols = start[:, None] + np.arange(m)
    rows = np.arange(batch)[:, None]
    x[rows, cols] = s1
    x[rows, cols + half] = s2
    return x, labels.astype(np.int64)


def start_end_baseline() -> dict:
    r"""The memoryless predictor of balanced Start-End similarity: accuracy 1/3, cross entropy :math:`\ln 3`."""
    return {"accuracy": 1.0 / 3.0, "cross_entropy": float(np.log(3.0))}


#: Mean squared error of the best constant answer to :func:`adding` (the variance of a sum of two U[0, 1]).
ADDING_BASELINE = 1.0 / 6.0


def adding(*, T: int, batch: int, seed) -> tuple[np.ndarray, np.ndarray]:
    r"""The adding problem (MCRM Sec. 4, after Hochreiter & Schmidhuber 1997), TCN-style.

    Channel 0 holds values :math:`U[0, 1]`, channel 1 a two-hot marker; the target is the sum of the two
    marked values. The best constant guess (1) has mean squared error :data:`ADDING_BASELINE` = 1/6.

    Reading of the seed: MCRM's text says the marker is "all zeros except the last two elements"; its
    reference code uses the TCN generator, which marks two distinct steps drawn uniformly, as here.

    Returns
    -------
    inputs : float64 array ``(batch, T, 2)``
    targets : float64 array ``(batch,)``
    """
    T, batch = check_size("T", T), check_size("batch", batch)
    if T < 2:
        raise ValueError(f"T={T} leaves no room for two marks; use T >= 2")
    rng = _rng(seed)
    values = rng.random((batch, T))
    marks = np.argsort(rng.random((batch, T)), axis=1)[:, :2]  # two distinct uniform steps
    x = np.zeros((batch, T, 2))
    x[:, :, 0] = values
    rows = np.arange(batch)[:, None]
    x[rows, marks, 1] = 1.0
    return x, values[rows, marks].sum(axis=1)


def tcn_copy_memory(*, T: int, batch: int, seed) -> tuple[np.ndarray, np.ndarray]:
    r"""MCRM's copy memory test (Sec. 4), as the TCN generator its code uses builds it.

    Input (length :math:`T + 20`): ten digits :math:`\beta` uniform in ``1 .. 8``, :math:`T - 1` zeros, then
    eleven 9s (the delimiter and :math:`\delta_0 .. \delta_9`). Target: :math:`T + 10` zeros, then the ten
    digits. Symbols ``0 .. 9``.

    Reading of the seed: the printed sequence :math:`\kappa_0 .. \kappa_n` with :math:`n = T - 1` would make
    the length :math:`T + 21`; the stated length :math:`T + 20` and the TCN code give :math:`T - 1` zeros.

    Returns
    -------
    inputs, targets : int64 arrays ``(batch, T + 20)``
    """
    T, batch = check_size("T", T), check_size("batch", batch)
    rng = _rng(seed)
    digits = rng.integers(1, 9, size=(batch, 10))
    x = np.zeros((batch, T + 20), dtype=np.int64)
    x[:, :10] = digits
    x[:, T + 9 :] = 9
    y = np.zeros((batch, T + 20), dtype=np.int64)
    y[:, T + 10 :] = digits
    return x, y


def tcn_copy_baseline(*, T: int) -> float:
    r"""Memoryless cross entropy of :func:`tcn_copy_memory`, :math:`10 \ln 8 / (T + 20)` nats per step."""
    return copy_memory_baseline(m=10, n=8, B=check_size("T", T))


def capacity_data(*, b: int, n_in: int, seed) -> tuple[np.ndarray, np.ndarray]:
    r"""Collins et al.'s per-parameter capacity data (Sec. 2.1.1): :math:`X \sim \{0,1\}^{n_{in} \times b}`,
    :math:`Y \sim \{0,1\}^{b}`, uniform and independent.

    Returns
    -------
    X : float64 array ``(b, n_in)`` of 0/1 (samples as rows, the transpose of the paper's layout)
    Y : int64 array ``(b,)`` of 0/1
    """
    b, n_in = check_size("b", b), check_size("n_in", n_in)
    rng = _rng(seed)
    return rng.integers(0, 2, size=(b, n_in)).astype(np.float64), rng.integers(0, 2, size=b).astype(np.int64)


def binary_entropy(p: float) -> float:
    r""":math:`H_2(p) = -p\log_2 p - (1-p)\log_2(1-p)`, with :math:`0 \log 0 = 0`."""
    p = float(p)
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p={p} must be a probability in [0, 1]")
    return float(-sum(q * np.log2(q) for q in (p, 1.0 - p) if q > 0))


def capacity_bits(*, b: int, p: float) -> float:
    r"""Collins' stored information, Eqs. 21-22: :math:`I(Y; \hat Y) = b + b(p\log_2 p + (1-p)\log_2(1-p))
    = b(1 - H_2(p))`, with ``p`` the fraction of the ``b`` labels classified correctly. The memoryless
    predictor (:math:`p = 1/2`) stores 0 bits."""
    b = check_size("b", b)
    return b * (1.0 - binary_entropy(p))


#: Mean squared error of the memoryless answer (0) to :func:`memory_data`: the variance of U[-sqrt 3, sqrt 3].
MEMORY_BASELINE = 1.0


def memory_data(*, n_in: int, T: int, batch: int, seed) -> tuple[np.ndarray, np.ndarray]:
    r"""Collins' per-unit memory task (Sec. 2.2, App. B "Memory capacity"): reproduce an input ``T`` steps later.

    An input :math:`x \sim U[-\sqrt 3, \sqrt 3]^{n_{in}}` (unit variance) is presented at step 1, zeros after
    it; the target at step ``T`` is :math:`x` (square error). Collins use :math:`n_{in} = 64` and
    :math:`T = 12`.

    Reading of the seed: App. B does not say what the network reads after step 1; zeros are assumed.

    Returns
    -------
    inputs : float64 array ``(batch, T, n_in)``
    targets : float64 array ``(batch, n_in)``
    """
    n_in, T, batch = check_size("n_in", n_in), check_size("T", T), check_size("batch", batch)
    rng = _rng(seed)
    target = rng.uniform(-np.sqrt(3.0), np.sqrt(3.0), size=(batch, n_in))
    x = np.zeros((batch, T, n_in))
    x[:, 0] = target
    return x, target


def one_hot(symbols: np.ndarray, *, K: int) -> np.ndarray:
    """Integer symbols ``(...)`` in ``0 .. K-1`` as float64 one-hot vectors ``(..., K)``."""
    K = check_size("K", K)
    symbols = np.asarray(symbols)
    if symbols.size and (symbols.min() < 0 or symbols.max() >= K):
        raise ValueError(f"symbols must lie in 0..{K - 1}; got {symbols.min()}..{symbols.max()}: raise K")
    return np.eye(K)[symbols]


@dataclass(frozen=True)
class Digits:
    r"""Images as pixel sequences with a train/validation/test split.

    Attributes
    ----------
    x_train, x_val, x_test : float64 arrays ``(N, T, 1)``
        Pixel intensities in [0, 1], one pixel per step, in the (possibly permuted) order.
    y_train, y_val, y_test : int64 arrays ``(N,)``
    permutation : int64 array ``(T,)``
        The order pixels are read in (identity when not permuted).
    """

    x_train: np.ndarray
    y_train: np.ndarray
    x_val: np.ndarray
    y_val: np.ndarray
    x_test: np.ndarray
    y_test: np.ndarray
    permutation: np.ndarray


def sequence_images(
    images: np.ndarray, labels: np.ndarray, *, val: float = 0.1, test: float = 0.2, permute: bool = True, seed
) -> Digits:
    r"""Pixel-by-pixel sequences of images (thesis App. C.1): a fixed permutation drawn from ``seed`` is applied
    to every image ("permuted pixel-by-pixel MNIST"; ``permute=False``: MCRM's sequential MNIST, raster order).

    Parameters
    ----------
    images : array ``(N, H, W)`` or ``(N, H*W)``, nonnegative
        Scaled to [0, 1] by the largest value.
    labels : int array ``(N,)``
    val, test : float
        Fractions held out (the thesis: 5K of 60K validation, the 10K test set).
    """
    images = np.asarray(images, dtype=np.float64).reshape(len(images), -1)
    labels = np.asarray(labels).astype(np.int64)
    if len(labels) != len(images) or not (0 < val and 0 < test and val + test < 1):
        raise ValueError(
            f"need one label per image and 0 < val, test with val + test < 1; got {len(images)} "
            f"images, {len(labels)} labels, val={val}, test={test}"
        )
    rng = _rng(seed)
    T = images.shape[1]
    perm = rng.permutation(T) if permute else np.arange(T)
    x = (images / max(float(images.max()), 1e-12))[:, perm][:, :, None]
    order = rng.permutation(len(images))
    n_test, n_val = round(test * len(images)), round(val * len(images))
    te, va, tr = order[:n_test], order[n_test : n_test + n_val], order[n_test + n_val :]
    return Digits(x[tr], labels[tr], x[va], labels[va], x[te], labels[te], perm)


def load_digits(*, path: str | None = None, permute: bool = True, seed) -> Digits:
    r"""pMNIST-lite: scikit-learn's bundled 8x8 digits (1797 images, 64 steps), or a local MNIST file.

    ``path``: an ``.npz`` holding ``x_train, y_train, x_test, y_test`` (the layout of the common ``mnist.npz``);
    its images are pooled and split as :func:`sequence_images` does. Nothing is downloaded.
    """
    if path is None:
        from sklearn.datasets import load_digits as sk_digits  # the [train] extra; bundled data, no download

        d = sk_digits()
        return sequence_images(d.images, d.target, permute=permute, seed=seed)
    try:
        with np.load(path) as f:
            images = np.concatenate([f["x_train"], f["x_test"]])
            labels = np.concatenate([f["y_train"], f["y_test"]])
    except (OSError, KeyError, ValueError) as exc:
        raise ValueError(
            f"path={path!r} is not an .npz with x_train, y_train, x_test, y_test ({exc}); "
            "pass an mnist.npz or leave path out for the bundled digits"
        ) from None
    return sequence_images(images, labels, permute=permute, seed=seed)
