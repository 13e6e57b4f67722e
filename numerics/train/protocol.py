r"""The thesis' training protocol (Ch. 3, App. C.1), at any scale.

RMSprop (Tieleman & Hinton) with moving-average decay :math:`\gamma = 0.9`, one learning rate per run (the
campaign sweeps several and keeps the best, "the best of several learning rates in [1e-5, 1e-3]"), batches of
128 fresh examples, gradient-norm clipping, the learning rate halved when the validation loss plateaus, and
early stopping on the validation loss (the parameters of the best validation loss are the ones tested).
Laptop-scale additions, said plainly: "iterations" is a budget far below the thesis' 200K, and (the first
published rows only, ``Settings.stop_on_solved``) a run may also stop as soon as its validation set is solved.
:mod:`numerics.train.ensemble` trains many networks of one shape at once by this same protocol.

Every random choice is seeded: ``torch.manual_seed(seed)`` for torch, ``numpy.random.default_rng([seed, 3])``
for the training batches (the weights come from :func:`racs.cells.init_stack` with ``[seed, 0]``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from numerics.train import tasks
from numerics.train.model import Net, forward_last, forward_steps, trainable
from numerics.train.problems import Problem

__all__ = ["Settings", "Result", "train", "evaluate", "loss_and_score"]


@dataclass(frozen=True)
class Settings:
    r"""Protocol settings (defaults: the thesis' where it states them).

    Attributes
    ----------
    lr : float
        RMSprop learning rate.
    iterations : int
        Budget of optimisation steps (thesis 200K; laptop runs far fewer).
    batch : int
        Examples per step (thesis 128).
    decay : float
        RMSprop's moving-average discount :math:`\gamma` (thesis 0.9).
    clip : float
        Gradient-norm clip.
    eval_every : int
        Steps between validation evaluations.
    plateau_patience, plateau_factor : int, float
        The rate is multiplied by ``plateau_factor`` after ``plateau_patience + 1`` evaluations in a row without
        a better validation loss (``torch.optim.lr_scheduler.ReduceLROnPlateau``).
    stop_patience : int
        Evaluations without a better validation loss before stopping.
    stop_on_solved : bool
        Also stop as soon as the validation set is solved (the one-seed protocol of the first published rows).
        The fixed protocol of docs/experiments.md turns it off: a run stops on a plateau or at the budget only,
        so test accuracy is not pinned at the threshold.
    """

    lr: float = 1e-3
    iterations: int = 2000
    batch: int = 128
    decay: float = 0.9
    clip: float = 1.0
    eval_every: int = 50
    plateau_patience: int = 4
    plateau_factor: float = 0.5
    stop_patience: int = 10
    stop_on_solved: bool = True


@dataclass(frozen=True)
class Result:
    """What a run gives: the metric on the test set, whether it solved the task, its cost."""

    metric: str
    value: float
    score: float
    solved: bool
    val_loss: float
    iterations: int
    seconds: float


def loss_and_score(net: Net, problem: Problem, X, y):
    r"""Training loss (torch scalar) and score (accuracy, data-accuracy or MSE, a float) of a batch.

    Copy: cross entropy averaged over every step (its memoryless value is
    :func:`numerics.train.tasks.copy_memory_baseline`), data-accuracy over the last ``m`` steps.
    """
    import torch
    import torch.nn.functional as F

    if problem.recall is not None:
        out = forward_steps(net, X)
        loss = F.cross_entropy(out.reshape(-1, problem.C), torch.as_tensor(y).reshape(-1))
        return loss, tasks.copy_data_accuracy(out.argmax(-1).numpy(), y, m=problem.recall)
    out = forward_last(net, X)
    if problem.regression:
        loss = F.mse_loss(out, torch.as_tensor(y, dtype=out.dtype))
        return loss, float(loss.detach())
    loss = F.cross_entropy(out, torch.as_tensor(y))
    return loss, float((out.argmax(-1).numpy() == y).mean())


def evaluate(net: Net, problem: Problem, data, *, chunk: int = 1024) -> tuple[float, float]:
    """Loss and score on a fixed set, in chunks, without gradients."""
    import torch

    X, y = data
    total_loss, total_score = 0.0, 0.0
    with torch.no_grad():
        for i in range(0, len(y), chunk):
            Xc = torch.as_tensor(X[i : i + chunk], dtype=net.W_O.dtype)
            loss, score = loss_and_score(net, problem, Xc, y[i : i + chunk])
            w = len(y[i : i + chunk]) / len(y)
            total_loss += float(loss) * w
            total_score += score * w
    return total_loss, total_score


def _metric(problem: Problem, score: float) -> float:
    if problem.bits_samples is not None:
        return tasks.capacity_bits(b=problem.bits_samples, p=min(max(score, 0.0), 1.0))
    return score


def train(net: Net, problem: Problem, settings: Settings, *, seed: int) -> Result:
    r"""Train ``net`` in place on ``problem`` by the protocol (module text); test the best-validation weights."""
    import torch

    start = time.perf_counter()
    torch.manual_seed(seed)
    rng = np.random.default_rng([seed, 3])
    params = trainable(net)
    opt = torch.optim.RMSprop(params, lr=settings.lr, alpha=settings.decay)
    plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(
        opt, factor=settings.plateau_factor, patience=settings.plateau_patience
    )
    best_loss, best_state, since_best, it = float("inf"), None, 0, 0
    dtype = net.W_O.dtype
    while it < settings.iterations:
        X, y = problem.train_batch(rng, settings.batch)
        loss, _ = loss_and_score(net, problem, torch.as_tensor(X, dtype=dtype), y)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, settings.clip)
        opt.step()
        it += 1
        if it % settings.eval_every and it < settings.iterations:
            continue
        val_loss, val_score = evaluate(net, problem, problem.val)
        if not np.isfinite(val_loss):
            break
        plateau.step(val_loss)
        if val_loss < best_loss:
            best_loss, since_best = val_loss, 0
            best_state = [p.detach().clone() for p in params]
        else:
            since_best += 1
        if since_best >= settings.stop_patience or (
            settings.stop_on_solved and problem.bits_samples is None and problem.solved(val_score)
        ):
            break
    if best_state is not None:
        with torch.no_grad():
            for p, b in zip(params, best_state):
                p.copy_(b)
    _, score = evaluate(net, problem, problem.test)
    return Result(
        problem.metric,
        _metric(problem, score),
        score,
        bool(problem.solved(score)),
        best_loss,
        it,
        time.perf_counter() - start,
    )
