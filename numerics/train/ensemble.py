r"""Batched ensembles: many networks of one shape trained at once, each by the protocol of :mod:`.protocol`.

Members (seeds x learning rates) share a cell, depth, width and task size, so their weights stack along an
*ensemble axis*: every leaf of :class:`numerics.train.model.Net` becomes ``(E, ...)``, and the one cell
definition of :mod:`racs.cells` runs on all members at once, on states ``(R, E, B)`` stored member-major,
through a namespace whose ``matmul`` is a batched ``bmm`` over the members (:class:`_EnsembleTorch`;
``torch.func.vmap`` does the same but its per-operation cost, about 3x a plain operation's on these sizes, ate
the gain). scoRNN, the campaigns' cell, has its own path (:func:`_scornn_outputs`): each layer is one autograd
node over all steps with a hand-written backward through time (:func:`_scornn_layer`), its large arrays kept
from step to step (:class:`_Workspace`); batched, autograd's per-step bookkeeping and the passes over new
memory were the cost, not the arithmetic. The summed loss :math:`\sum_e L_e` has gradient
:math:`\partial L_e / \partial \theta_e` in member :math:`e`'s slice, since members share nothing. Everything
else is per member, as :func:`numerics.train.protocol.train` does it for one network:

* its own data stream (``default_rng([seed, 3])``; members of one seed and one problem draw it once) and its
  own validation and test sets (its ``Problem``);
* gradient-norm clipping on its own norm (``torch.nn.utils.clip_grad_norm_``'s formula, per member);
* RMSprop (decay :math:`\gamma`, ``eps = 1e-8``, torch's update) with its own squared-gradient average and
  learning rate;
* the plateau schedule (``torch.optim.lr_scheduler.ReduceLROnPlateau``'s rule: relative threshold ``1e-4``)
  and early stopping; a stopped member leaves the batch (its weights are frozen from then on);
* the best-validation weights restored and tested once.

scoRNN's Cayley step is the same per member: the trained leaf is the upper triangle :math:`U`, and each member's
:math:`W = (I + A)^{-1}(I - A)D` is solved in its own slice. The tests check every member against the same seed
trained alone, for every cell of the zoo (scoRNN also on the every-step copy loss), to a stated tolerance
(float rounding differs: ``bmm`` against ``mm``, sums in another order).

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
    r"""array-api-compat's torch namespace for an ensemble of ``E`` members. Weights carry the member axis
    *last*, ``(m, n, E)`` and biases ``(m, E)`` (views of the stacked ``(E, m, n)``, ``(E, m)``); states and
    inputs are ``(R, E, B)``, stored member-major (views of ``(E, R, B)`` tensors), so that a member's rows
    are one block for ``bmm`` and no step copies them. A few functions change, so the cells' own
    ``recurrent`` / ``update`` run unchanged:

    * :func:`racs.cells.ops.lin`'s ``reshape`` of ``(n, E, B)`` columns to ``(n, E B)`` keeps them 3-D, its
      ``matmul`` with a ``(m, n, E)`` weight is one batched ``bmm`` member by member, giving ``(m, E, B)``,
      and its final ``reshape`` to that same shape is the identity;
    * ``reshape`` of a bias ``(m, E)`` to :func:`racs.cells.ops.column`'s ``(m, 1, ..., 1)`` keeps the member
      axis, ``(m, E, 1, ...)``;
    * ``concat`` along the rows keeps the member-major storage.

    The cells' ``relu`` stays ``maximum(z, 0)``: autograd gives it the derivative 1/2 where ``z = 0`` exactly,
    which happens (IRNN's zero biases on zero inputs), and ``torch.relu`` (0 there) would part a member from
    its network trained alone."""

    def __init__(self, xp, E: int):
        self._xp = xp
        self.E = E
        # id of a layer's weight or bias view (m, n, E) / (m, E) -> (view, member-first (E, m, n), column (m, E, 1));
        # the views are held here, so their ids stay theirs (a temporary slice is never looked up by a stale id)
        self._known: dict = {}

    def member_first(self, view, stacked):
        """Register ``stacked`` (``(E, m, n)``) as the member-first form of the weight ``view`` (``(m, n, E)``)."""
        self._known[id(view)] = [view, stacked, None]
        return view

    def __getattr__(self, name):
        return getattr(self._xp, name)

    def matmul(self, W, X):
        import torch

        if W.ndim == 3 and X.ndim == 3:  # (m, n, E) @ (n, E, B): member by member
            known = self._known.get(id(W))
            We = W.permute(2, 0, 1) if known is None else known[1]
            return torch.bmm(We, X.transpose(0, 1)).transpose(0, 1)
        return self._xp.matmul(W, X)

    def reshape(self, a, shape):
        shape = tuple(shape)
        if a.ndim == 3 and a.shape[1] == self.E and shape in ((a.shape[0], -1), tuple(a.shape)):
            return a  # lin's columns stay (n, E, B); its result is already (m, E, B)
        if a.ndim == 2 and a.shape[1] == self.E and len(shape) >= 2 and all(s == 1 for s in shape[1:]):
            known = self._known.get(id(a))
            if known is None or len(shape) != 3:
                return a.reshape((a.shape[0], self.E) + (1,) * (len(shape) - 2))
            if known[2] is None:  # one column view per bias, not one per step
                known[2] = a.reshape((a.shape[0], self.E, 1))
            return known[2]
        return self._xp.reshape(a, shape)

    def concat(self, arrays, *, axis=0):
        import torch

        if axis == 0 and all(a.ndim == 3 for a in arrays):
            return torch.cat([a.transpose(0, 1) for a in arrays], dim=1).transpose(0, 1)
        return self._xp.concat(arrays, axis=axis)


def _cayley(U, D):
    r""":func:`racs.cells.scornn.cayley`'s :math:`(I + A)^{-1}(I - A) D` with :math:`A = U - U^\top` (``U``'s strict
    upper triangle), for every member at once: ``U`` ``(E, R, R)``, ``D`` ``(E, R)``; returns ``(E, R, R)``."""
    import torch

    U = torch.triu(U, diagonal=1)
    A = U - U.transpose(1, 2)
    eye = torch.eye(A.shape[1], dtype=A.dtype)
    return torch.linalg.solve(eye + A, (eye - A) * D[:, None, :])


def _prepared(net: Net, P, xp: _EnsembleTorch) -> list:
    """Each layer's parameters, member axis last, registered with ``xp`` with their member-first forms (the
    cells with derived weights, scoRNN's Cayley transform, have their own path: :func:`_scornn_outputs`)."""
    from racs.cells.base import identity_prepare

    if CELLS[net.cell].prepare is not identity_prepare:
        raise ValueError(f"cell {net.cell!r} derives weights the ensemble does not know; train it alone")
    it = iter(P)
    out = []
    for p in net.layers:
        q: dict[str, Any] = {k: v if isinstance(v, float) else next(it) for k, v in p.items()}  # member axis first
        out.append({k: v if isinstance(v, float) else xp.member_first(v.movedim(0, -1), v) for k, v in q.items()})
    return out


class _Workspace:
    """Buffers that outlive one training step, by name and shape: the ensemble's large arrays are written into
    memory it touched at the step before (a fresh allocation of megabytes costs the process page faults, step
    after step). A buffer is rewritten only by the next forward pass, when the graph that read it is gone
    (:func:`train_ensemble` differentiates each step's loss before the next forward or evaluation). Buffers are
    ``(E, ..., B)``: a new pair of member count and batch drops those of the old one (an evaluation in batches
    of the training batch reuses them; its last, shorter batch costs a reallocation)."""

    def __init__(self):
        self._bufs: dict = {}

    def get(self, name, shape: tuple, dtype):
        import torch

        key = (name, shape, dtype)
        buf = self._bufs.get(key)
        if buf is None:
            self._bufs = {k: v for k, v in self._bufs.items() if (k[1][0], k[1][-1]) == (shape[0], shape[-1])}
            buf = self._bufs[key] = torch.empty(shape, dtype=dtype)
        return buf


def _scornn_layer():
    r"""The autograd function of one scoRNN layer over all steps (built on first use: torch is imported late).

    ``apply(Wx, below, W, b, h0, last_only, ws, name)``: input weights ``Wx`` ``(E, R, n)``, the layer's inputs
    ``below`` ``(E, n, T, B)``, the recurrent weight ``W`` ``(E, R, R)``, the modReLU bias ``b`` and the initial
    state ``h0`` ``(E, R, 1)``; returns the states :math:`h^t` ``(E, R, T, B)`` (with ``last_only``, the last
    ``(E, R, B)``), in ``ws`` (:class:`_Workspace`) under ``name``. Forward: :math:`z = W h^{t-1} + W^x x^t`
    (the input terms of all steps one ``bmm``), :math:`h^t = \mathrm{sign}(z)\max(|z| + b, 0)`, the
    operations of :func:`racs.cells.ops.modrelu` in its order (so the same values). Backward by hand
    (backpropagation through time) with the derivatives autograd takes of those operations:
    :math:`\partial h / \partial b = \mathrm{sign}(z)[|z| + b > 0]`, which equals :math:`\mathrm{sign}(h)`
    (:math:`h` has the sign of :math:`z` where it is not 0), and :math:`\partial h / \partial z =
    \mathrm{sign}(z)^2 [|z| + b > 0] = \mathrm{sign}(h)^2` (``abs``'s derivative ``sgn(z)`` times ``sign``'s
    constant factor), so only the states are kept, with the signs of :math:`z` where :math:`|z| + b = 0` exactly
    (the cells' relu is ``maximum(., 0)``, whose derivative there autograd takes as 1/2). :math:`\partial L /
    \partial W = \sum_t g_z^t (h^{t-1})^\top` and :math:`\partial L / \partial W^x` are one product over all
    steps each. One node per layer replaces about ten per step: the step cost was autograd's bookkeeping and
    passes over new memory. Values equal autograd's up to rounding (sums in another order) on finite states."""
    import torch

    class ScoRNNLayer(torch.autograd.Function):  # type: ignore[misc]  # torch is untyped here
        @staticmethod
        def forward(ctx, Wx, below, W, b, h0, last_only, ws, name):
            E, n, T, B = below.shape
            R, dt = W.shape[1], W.dtype
            H = ws.get((name, "H"), (E, R, T, B), dt)
            X = ws.get((name, "X"), (E, R, T, B), dt)
            torch.bmm(Wx, below.reshape(E, n, T * B), out=X.view(E, R, T * B))
            hs, xs = H.unbind(2), X.unbind(2)
            z = ws.get((name, "z"), (E, R, B), dt)
            chk = ws.get((name, "chk"), (E, R, B), dt)
            torch.add(torch.bmm(W, h0), xs[0], out=z)
            ties = {}
            for t in range(T):
                if t:
                    torch.bmm(W, hs[t - 1], out=z).add_(xs[t])
                a = torch.abs(z, out=hs[t]).add_(b)
                # |z| + b = 0 exactly somewhere: see the backward (the least |a|: torch's bool kernels are slower)
                if not torch.abs(a, out=chk).amin():
                    ties[t] = torch.sign(z) * (a == 0)
                a.relu_().mul_(z.sign_())
            ctx.save_for_backward(Wx, below, W, H, h0)
            ctx.last_only, ctx.ws, ctx.name, ctx.ties = last_only, ws, name, ties
            return hs[-1].clone() if last_only else H

        @staticmethod
        def backward(ctx, gH):
            Wx, below, W, H, h0 = ctx.saved_tensors
            ws, name = ctx.ws, ctx.name
            E, R, T, B = H.shape
            n, dt = below.shape[1], H.dtype
            GZ = ws.get((name, "GZ"), (E, R, T, B), dt)
            hs, gzs = H.unbind(2), GZ.unbind(2)
            gHs = (None,) * (T - 1) + (gH,) if ctx.last_only else gH.unbind(2)
            Wt = W.transpose(1, 2)
            g, s, carry = (ws.get((name, k), (E, R, B), dt) for k in ("g", "s", "carry"))
            gb = torch.zeros((E, R, 1), dtype=dt)
            for t in reversed(range(T)):
                if t == T - 1:
                    g.copy_(gHs[t])
                elif gHs[t] is None:
                    g, carry = carry, g
                else:
                    torch.add(gHs[t], carry, out=g)
                torch.sign(hs[t], out=s)
                if t in ctx.ties:
                    # |z| + b = 0 exactly (it happens: D's -1 rows cancel repeated inputs): relu is the cells'
                    # maximum(., 0), whose derivative autograd takes as 1/2 at the tie
                    tz = ctx.ties[t]
                    gb.add_(g.mul_(s + 0.5 * tz).sum(-1, keepdim=True))
                    torch.mul(g, s + tz, out=gzs[t])
                else:
                    gb.add_(g.mul_(s).sum(-1, keepdim=True))  # g is now dL/d(|z| + b) where the relu passes
                    torch.mul(g, s, out=gzs[t])
                if t or ctx.needs_input_grad[4]:
                    torch.bmm(Wt, gzs[t], out=carry)
            flat = GZ.view(E, R, T * B)
            gWx = gbelow = gW = gh0 = None
            if ctx.needs_input_grad[0]:
                gWx = torch.bmm(flat, below.reshape(E, n, T * B).transpose(1, 2))
            if ctx.needs_input_grad[1]:
                gbelow = ws.get((name, "gbelow"), (E, n, T, B), dt)
                torch.bmm(Wx.transpose(1, 2), flat, out=gbelow.view(E, n, T * B))
            if ctx.needs_input_grad[2]:
                gW = torch.bmm(gzs[0].sum(-1, keepdim=True), h0.transpose(1, 2))
                if T > 1:
                    gW.add_(torch.bmm(GZ[:, :, 1:].reshape(E, R, -1), H[:, :, :-1].reshape(E, R, -1).transpose(1, 2)))
            if ctx.needs_input_grad[4]:
                gh0 = carry.sum(-1, keepdim=True)
            return gWx, gbelow, gW, gb, gh0, None, None, None

    return ScoRNNLayer


_SCORNN: list = []  # the function of _scornn_layer, once built


def _scornn_outputs(template: Net, recall, P, X, ws: _Workspace):
    r""":func:`_outputs` of scoRNN, layer by layer (the same values: layer :math:`l` at step :math:`t` reads only
    layer :math:`l` at :math:`t - 1` and layer :math:`l - 1` at :math:`t`), each layer one :func:`_scornn_layer`
    node. The cell's formula is :mod:`racs.cells.scornn`'s (``recurrent`` :math:`W h`, ``update`` modReLU of
    the sum), which the tests hold it to."""
    import torch

    if not _SCORNN:
        _SCORNN.append(_scornn_layer())
    layer = _SCORNN[0]
    E, B, T = X.shape[:3]
    it = iter(P)
    layers = [{k: next(it) for k, v in p.items() if not isinstance(v, float)} for p in template.layers]
    W_O, b_O = next(it), next(it)  # (E, C, R), (E, C)
    h0 = [next(it)[:, :, None] for _ in template.h0]  # (E, R, 1)
    below = X.permute(0, 3, 2, 1)  # (E, n_in, T, B): columns step-major
    for l, (q, h) in enumerate(zip(layers, h0)):
        last_only = recall is None and l == len(layers) - 1  # the readout reads the last step only
        below = layer.apply(q["Wx"], below, _cayley(q["U"], q["D"]), q["b"][:, :, None], h, last_only, ws, l)
    if recall is not None:
        out = torch.bmm(W_O, below.reshape(E, below.shape[1], T * B)).reshape(E, -1, T, B)
        return out.permute(0, 3, 2, 1) + b_O[:, None, None, :]  # (E, B, T, C)
    return torch.bmm(W_O, below).transpose(1, 2) + b_O[:, None, :]  # (E, B, C)


def _outputs(template: Net, recall, P, X, ws: _Workspace | None = None):
    r"""Readouts of every member: ``(E, B, C)``, copy every step ``(E, B, T, C)``; ``P`` in the order of
    :func:`leaves`, member axis first; ``X`` ``(E, B, T, n_in)``. The step loop of
    :func:`racs.cells.stacked_forward` (and :func:`numerics.train.model.forward_steps`) on ``(R, E, B)`` states
    (scoRNN: :func:`_scornn_outputs`)."""
    import array_api_compat
    import torch

    if template.cell == "scornn":
        return _scornn_outputs(template, recall, P, X, _Workspace() if ws is None else ws)
    E, T = X.shape[0], X.shape[2]
    xp = _EnsembleTorch(array_api_compat.array_namespace(X), E)
    c = CELLS[template.cell]
    n_layer = sum(not isinstance(v, float) for p in template.layers for v in p.values())
    layers = _prepared(template, P[:n_layer], xp)
    W_O, b_O = P[n_layer], P[n_layer + 1]  # (E, C, R), (E, C)
    it = iter(P[n_layer + 2 :])
    states = [tuple(next(it).movedim(0, -1).unsqueeze(-1) for _ in s) for s in template.h0]  # (R, E, 1)
    Xc = X.permute(2, 3, 0, 1)  # (T, n_in, E, B)
    out = []
    for t in range(T):
        below = Xc[t]
        for l, p in enumerate(layers):
            states[l], below = c.update(p, states[l], c.recurrent(p, states[l], xp), lin(xp, p["Wx"], below), below, xp)
        if recall is not None:
            out.append(below)
    if recall is not None:
        below = torch.stack([o.transpose(0, 1) for o in out])  # (T, E, R, B)
        return torch.matmul(W_O, below).permute(1, 3, 0, 2) + b_O[:, None, None, :]  # (E, B, T, C)
    return torch.bmm(W_O, below.transpose(0, 1)).transpose(1, 2) + b_O[:, None, :]  # (E, B, C)


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
    ``chunk``: sequences per member in one evaluation pass (scoRNN: at most ``settings.batch``, so that an
    evaluation needs no more memory than a training step).

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
    run = partial(_outputs, template, problem.recall, ws=_Workspace())
    if template.cell == "scornn":  # its path holds a layer's every step at once: evaluate batch by batch
        chunk = min(chunk, settings.batch)

    def stacked(members, source) -> list:
        P = [torch.stack([source[e][i].detach() for e in members]).clone() for i in range(len(mask))]
        for i in train_idx:
            P[i].requires_grad_(True)
        return P

    # members of one seed and one problem read the same stream of batches (default_rng([seed, 3])): each such
    # group draws once per step while any of its members trains, as each member alone draws once per step
    group: dict = {}
    of = [group.setdefault((seeds[e], id(problems[e])), len(group)) for e in range(E)]
    rngs = [np.random.default_rng([s, 3]) for s, _ in group]
    first = {g: of.index(g) for g in range(len(group))}
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
        drawn = {g: problems[first[g]].train_batch(rngs[g], settings.batch) for g in sorted({of[e] for e in active})}
        batches = [drawn[of[e]] for e in active]
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
