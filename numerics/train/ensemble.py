r"""Batched ensembles: many networks of one shape trained at once, each by the protocol of :mod:`.protocol`.

Members (seeds x learning rates) share a cell, depth, width and task size, so their weights stack along an
*ensemble axis*: every leaf of :class:`numerics.train.model.Net` becomes ``(E, ...)``, and the one cell
definition of :mod:`racs.cells` runs on all members at once, on states ``(R, E, B)``, through a namespace whose
``matmul`` is a batched ``bmm`` over the members (:class:`_EnsembleTorch`; ``torch.func.vmap`` does the same
but its per-operation cost, about 3x a plain operation's on these sizes, ate the gain). The summed loss :math:`\sum_e L_e` has gradient :math:`\partial L_e /
\partial \theta_e` in member :math:`e`'s slice, since members share nothing. Everything else is per member,
as :func:`numerics.train.protocol.train` does it for one network:

* its own data stream (``default_rng([seed, 3])``) and its own validation and test sets (its ``Problem``);
* gradient-norm clipping on its own norm (``torch.nn.utils.clip_grad_norm_``'s formula, per member);
* RMSprop (decay :math:`\gamma`, ``eps = 1e-8``, torch's update) with its own squared-gradient average and
  learning rate;
* the plateau schedule (``torch.optim.lr_scheduler.ReduceLROnPlateau``'s rule: relative threshold ``1e-4``)
  and early stopping; a stopped member leaves the batch (its weights are frozen from then on);
* the best-validation weights restored and tested once.

scoRNN's Cayley step is the same per member: the trained leaf is the upper triangle :math:`U`, and each member's
:math:`W = (I + A)^{-1}(I - A)D` is solved in its own slice. The tests check every member against the same seed
trained alone, for every cell of the zoo, to a stated tolerance (float rounding differs: ``bmm`` against ``mm``).

torch is imported inside the functions.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial
from typing import Any

import numpy as np

from numerics.train import tasks
from numerics.train.model import Net
from numerics.train.problems import Problem
from numerics.train.protocol import Result, Settings
from racs.cells import CELLS, lin

__all__ = ["leaves", "with_leaves", "train_ensemble", "member_losses"]

#: RMSprop's denominator offset (torch's default, which the single-network path uses).
_RMS_EPS = 1e-8
#: ReduceLROnPlateau's defaults (mode "min", relative threshold, no cooldown, min_lr 0, eps).
_PLATEAU_THRESHOLD = 1e-4
_PLATEAU_EPS = 1e-8


def leaves(net: Net) -> tuple[list, list[bool]]:
    """Every tensor of ``net`` in a fixed order (layers' entries, ``W_O``, ``b_O``, the initial states) and
    whether training updates it (the order of :func:`numerics.train.model.trainable` among the trained ones)."""
    vals, mask = [], []
    for p in net.layers:
        for v in p.values():
            if not isinstance(v, float):
                vals.append(v)
                mask.append(bool(v.requires_grad))
    vals += [net.W_O, net.b_O]
    mask += [True, True]
    for s in net.h0:
        vals += list(s)
        mask += [False] * len(s)
    return vals, mask


def with_leaves(net: Net, vals: Sequence) -> Net:
    """``net`` with its tensors replaced by ``vals`` (in the order of :func:`leaves`)."""
    it = iter(vals)
    layers = tuple({k: v if isinstance(v, float) else next(it) for k, v in p.items()} for p in net.layers)
    W_O, b_O = next(it), next(it)
    h0 = tuple(tuple(next(it) for _ in s) for s in net.h0)
    return Net(net.cell, layers, W_O, b_O, h0, net.params)


class _EnsembleTorch:
    r"""array-api-compat's torch namespace for an ensemble of ``E`` members whose weights carry the member axis
    *last*: a weight ``(m, n, E)``, a bias ``(m, E)``; states and inputs are ``(R, E, B)``. Only two functions
    change, so the cells' own ``recurrent`` / ``update`` run unchanged: ``matmul`` of a ``(m, n, E)`` weight
    with the ``(n, E B)`` columns that :func:`racs.cells.ops.lin` passes is one batched ``bmm``, member by
    member; ``reshape`` of a bias ``(m, E)`` to :func:`racs.cells.ops.column`'s ``(m, 1, ..., 1)`` keeps the
    member axis, ``(m, E, 1, ...)``. For speed, ``sign`` is torch's (no boolean-mask write of NaNs) and the
    cells' ``relu`` (``maximum`` with ``zeros_like``) is ``torch.relu``."""

    def __init__(self, xp, E: int):
        self._xp = xp
        self.E = E

    def __getattr__(self, name):
        return getattr(self._xp, name)

    def matmul(self, W, X):
        import torch

        if W.ndim == 3:
            m, n, E = W.shape
            out = torch.bmm(W.permute(2, 0, 1), X.reshape(n, E, -1).transpose(0, 1))  # (E, m, B)
            return out.transpose(0, 1).reshape(m, -1)
        return self._xp.matmul(W, X)

    def reshape(self, a, shape):
        shape = tuple(shape)
        if a.ndim == 2 and a.shape[1] == self.E and len(shape) >= 2 and all(s == 1 for s in shape[1:]):
            return a.reshape((a.shape[0], self.E) + (1,) * (len(shape) - 2))
        return self._xp.reshape(a, shape)

    @staticmethod
    def sign(x):
        import torch

        # torch.sign(NaN) is 0, but modReLU's product sign(z) * relu(|z| + b) is NaN all the same
        return torch.sign(x)

    def zeros_like(self, x):
        self._zero = self._xp.zeros_like(x)
        return self._zero

    def maximum(self, a, b):
        import torch

        # racs.cells.ops.relu is maximum(z, zeros_like(z)): torch.relu computes it with a cheaper backward
        # (maximum's splits the gradient at ties; z = 0 exactly has measure zero)
        if b is getattr(self, "_zero", None):
            return torch.relu(a)
        return self._xp.maximum(a, b)


def _prepared(net: Net, P, xp) -> list:
    """Each layer's parameters, member axis last, with the cell's derived weights: scoRNN's Cayley transform
    :func:`racs.cells.scornn.cayley`'s formula solved for every member at once on ``(E, R, R)``; other cells have none."""
    import torch

    from racs.cells.base import identity_prepare

    c = CELLS[net.cell]
    it = iter(P)
    out = []
    for p in net.layers:
        q: dict[str, Any] = {k: v if isinstance(v, float) else next(it) for k, v in p.items()}  # member axis first
        if "U" in q:
            U = torch.triu(q.pop("U"), diagonal=1)
            A = U - U.transpose(1, 2)  # (E, R, R)
            eye = torch.eye(A.shape[1], dtype=A.dtype)
            # racs.cells.scornn.cayley, (I + A)^{-1} (I - A) D, with the member axis in front of the solve
            q["W"] = torch.linalg.solve(eye + A, (eye - A) * q["D"][:, None, :]).permute(1, 2, 0)
        elif c.prepare is not identity_prepare:
            raise ValueError(f"cell {net.cell!r} derives weights the ensemble does not know; train it alone")
        out.append({k: v if isinstance(v, float) or k == "W" else v.movedim(0, -1) for k, v in q.items()})
    return out


def _outputs(template: Net, recall, P, X):
    r"""Readouts of every member: ``(E, B, C)``, copy every step ``(E, B, T, C)``; ``P`` in the order of
    :func:`leaves`, member axis first; ``X`` ``(E, B, T, n_in)``. The step loop of
    :func:`racs.cells.stacked_forward` (and :func:`numerics.train.model.forward_steps`) on ``(R, E, B)`` states."""
    import array_api_compat

    E = X.shape[0]
    xp = _EnsembleTorch(array_api_compat.array_namespace(X), E)
    c = CELLS[template.cell]
    n_layer = sum(not isinstance(v, float) for p in template.layers for v in p.values())
    layers = _prepared(template, P[:n_layer], xp)
    W_O, b_O = P[n_layer].movedim(0, -1), P[n_layer + 1]  # (C, R, E), (E, C)
    it = iter(P[n_layer + 2 :])
    states = [tuple(next(it).movedim(0, -1).unsqueeze(-1) for _ in s) for s in template.h0]  # (R, E, 1)
    Xc = X.permute(3, 0, 1, 2)  # (n_in, E, B, T)

    def readout(below):
        return lin(xp, W_O, below).permute(1, 2, 0) + b_O[:, None, :]  # (E, B, C)

    out = []
    for t in range(X.shape[2]):
        below = Xc[..., t]
        for l, p in enumerate(layers):
            states[l], below = c.update(p, states[l], c.recurrent(p, states[l], xp), lin(xp, p["Wx"], below), below, xp)
        if recall is not None:
            out.append(readout(below))
    if recall is not None:
        import torch

        return torch.stack(out, dim=2)
    return readout(below)


def member_losses(problem: Problem, out, ys) -> tuple:
    r"""Per-member training loss ``(E,)`` (torch, differentiable) and scores (list of floats) of batched
    outputs ``out`` (``(E, B, C)``, copy ``(E, B, T, C)``) against the members' targets ``ys`` (numpy, one per
    member): the losses and scores of :func:`numerics.train.protocol.loss_and_score`, member by member."""
    import torch
    import torch.nn.functional as F

    E = out.shape[0]
    if problem.regression:
        y = torch.as_tensor(np.stack(ys), dtype=out.dtype)
        loss = ((out - y) ** 2).reshape(E, -1).mean(1)
        return loss, [float(v) for v in loss.detach()]
    y = torch.as_tensor(np.stack(ys))
    loss = F.cross_entropy(out.reshape(-1, problem.C), y.reshape(-1), reduction="none").reshape(E, -1).mean(1)
    pred = out.detach().argmax(-1).numpy()
    if problem.recall is not None:
        return loss, [tasks.copy_data_accuracy(pred[e], ys[e], m=problem.recall) for e in range(E)]
    return loss, [float((pred[e] == ys[e]).mean()) for e in range(E)]


def _evaluate(run, problem: Problem, P, sets, dtype, chunk: int) -> tuple[list[float], list[float]]:
    """Per-member loss and score on each member's fixed set (``sets``: one ``(X, y)`` per member), in chunks,
    weighted as :func:`numerics.train.protocol.evaluate` weighs them."""
    import torch

    n = len(sets[0][1])
    loss, score = np.zeros(len(sets)), np.zeros(len(sets))
    with torch.no_grad():
        for i in range(0, n, chunk):
            X = torch.as_tensor(np.stack([s[0][i : i + chunk] for s in sets]), dtype=dtype)
            ys = [s[1][i : i + chunk] for s in sets]
            lo, sc = member_losses(problem, run(P, X), ys)
            w = len(ys[0]) / n
            loss += lo.numpy().astype(np.float64) * w
            score += np.asarray(sc) * w
    return [float(v) for v in loss], [float(v) for v in score]


def _final_metric(problem: Problem, score: float) -> float:
    if problem.bits_samples is not None:
        return tasks.capacity_bits(b=problem.bits_samples, p=min(max(score, 0.0), 1.0))
    return score


def train_ensemble(
    nets: Sequence[Net],
    problems: Sequence[Problem],
    settings: Settings,
    *,
    seeds: Sequence[int],
    lrs: Sequence[float],
    chunk: int = 1024,
) -> tuple[list[Result], float]:
    r"""Train ``nets`` (one shape) together, member ``e`` on ``problems[e]`` with learning rate ``lrs[e]`` and
    training batches from ``default_rng([seeds[e], 3])``; each member as :func:`numerics.train.protocol.train`
    trains it alone (``settings.lr`` is not read). The nets are left holding their best-validation weights.

    Returns
    -------
    results : list of :class:`numerics.train.protocol.Result`
        One per member; ``seconds`` is the member's share (1/E) of the ensemble's CPU time.
    cpu_seconds : float
        Process CPU time of the whole ensemble.
    """
    import torch

    E = len(nets)
    if not E or not (len(problems) == len(seeds) == len(lrs) == E):
        raise ValueError(
            f"nets, problems, seeds and lrs must be equally long and non-empty; got {E}, {len(problems)}, "
            f"{len(seeds)}, {len(lrs)}"
        )
    shapes = {tuple(tuple(v.shape) for v in leaves(n)[0]) for n in nets}
    if len(shapes) > 1 or len({n.cell for n in nets}) > 1:
        raise ValueError("the members must share one cell and shape (cell, depth, R, n_in, C); group them by shape")
    cpu0 = time.process_time()
    problem = problems[0]
    template = nets[0]
    dtype = template.W_O.dtype
    per = [leaves(n)[0] for n in nets]
    mask = leaves(template)[1]
    train_idx = [i for i, m in enumerate(mask) if m]
    run = partial(_outputs, template, problem.recall)

    def stacked(members, source) -> list:
        P = [torch.stack([source[e][i].detach() for e in members]).clone() for i in range(len(mask))]
        for i in train_idx:
            P[i].requires_grad_(True)
        return P

    rngs = [np.random.default_rng([s, 3]) for s in seeds]
    lr = [float(v) for v in lrs]
    plateau_best, plateau_bad = [float("inf")] * E, [0] * E
    best_loss, since_best = [float("inf")] * E, [0] * E
    best_state: list = [None] * E
    last_state: list = [None] * E
    iterations = [0] * E
    active = list(range(E))
    P = stacked(active, per)
    sq = [torch.zeros_like(P[i]) for i in train_idx]
    it = 0
    while active and it < settings.iterations:
        batches = [problems[e].train_batch(rngs[e], settings.batch) for e in active]
        X = torch.as_tensor(np.stack([b[0] for b in batches]), dtype=dtype)
        loss, _ = member_losses(problem, run(P, X), [b[1] for b in batches])
        grads = torch.autograd.grad(loss.sum(), [P[i] for i in train_idx])
        with torch.no_grad():
            n = len(active)
            norms = torch.stack([torch.linalg.vector_norm(g.reshape(n, -1), dim=1) for g in grads], dim=1)
            coef = torch.clamp(settings.clip / (torch.linalg.vector_norm(norms, dim=1) + 1e-6), max=1.0)
            rate = torch.tensor([lr[e] for e in active], dtype=dtype)
            for k, (i, g) in enumerate(zip(train_idx, grads)):
                shape = (n,) + (1,) * (g.dim() - 1)
                g = g * coef.reshape(shape)
                sq[k].mul_(settings.decay).addcmul_(g, g, value=1 - settings.decay)
                P[i].sub_(rate.reshape(shape) * g / (sq[k].sqrt() + _RMS_EPS))
        it += 1
        for e in active:
            iterations[e] = it
        if it % settings.eval_every and it < settings.iterations:
            continue
        val_loss, val_score = _evaluate(run, problem, P, [problems[e].val for e in active], dtype, chunk)
        stop = []
        for j, e in enumerate(active):
            v = val_loss[j]
            if not np.isfinite(v):
                stop.append(j)
                continue
            if v < plateau_best[e] * (1 - _PLATEAU_THRESHOLD):  # ReduceLROnPlateau, mode min, relative
                plateau_best[e], plateau_bad[e] = v, 0
            else:
                plateau_bad[e] += 1
            if plateau_bad[e] > settings.plateau_patience:
                new = lr[e] * settings.plateau_factor
                if lr[e] - new > _PLATEAU_EPS:
                    lr[e] = new
                plateau_bad[e] = 0
            if v < best_loss[e]:
                best_loss[e], since_best[e] = v, 0
                best_state[e] = [P[i][j].detach().clone() for i in train_idx]
            else:
                since_best[e] += 1
            if since_best[e] >= settings.stop_patience or (
                settings.stop_on_solved and problem.bits_samples is None and problem.solved(val_score[j])
            ):
                stop.append(j)
        if stop:
            for j in stop:
                last_state[active[j]] = [P[i][j].detach().clone() for i in train_idx]
            keep = [j for j in range(len(active)) if j not in stop]
            active = [active[j] for j in keep]
            if active:  # the stopped members leave the batch: their weights are frozen
                idx = torch.tensor(keep)
                P = [p.detach()[idx].clone() for p in P]
                for i in train_idx:
                    P[i].requires_grad_(True)
                sq = [s[idx].clone() for s in sq]
    for j, e in enumerate(active):
        last_state[e] = [P[i][j].detach().clone() for i in train_idx]
    with torch.no_grad():
        for e in range(E):
            state = best_state[e] if best_state[e] is not None else last_state[e]
            for i, v in zip(train_idx, state):
                per[e][i].copy_(v)
    _, score = _evaluate(run, problem, stacked(range(E), per), [p.test for p in problems], dtype, chunk)
    cpu = time.process_time() - cpu0
    results = [
        Result(
            problem.metric,
            _final_metric(problem, score[e]),
            score[e],
            bool(problems[e].solved(score[e])),
            best_loss[e],
            iterations[e],
            cpu / E,
        )
        for e in range(E)
    ]
    return results, cpu
