r"""The exact recurrence behind Propositions 36 and 37 (private): the explicit integer RAC's weights mod p, Eq. (1.2)
stepped on truncated power series in :math:`\varepsilon` with float64 residues, and the shared checks of sizes and
memory. :mod:`~proofs.general.filtration.end_filtration` and :mod:`~proofs.general.filtration.end_descent` both
build on it.
"""

from __future__ import annotations

from math import prod

import numpy as np

from numerics.bounds.formulas import end_input_copies
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.instance import PRIME, explicit_rac, modp_rac
from racs import ModP
from racs.sizes import check_size

#: The most memory one matrix step of Propositions 36 and 37 allocates.
MAX_BYTES = 8 * 2**30
K = 0  # the axis e_k; k = 0 throughout
FIELD = ModP(PRIME)  # exact GF(p) in float64: centred residues, products below 2^48
EXTRA = 10  # samples and End' points beyond dim V', so that a full rank is not a coincidence of a square matrix


def sizes(depth: int, T: int) -> tuple[int, int]:
    """``(N, dim V')``: the degree in the first End input and the dimension of the rest of the End space."""
    copies = end_input_copies(T=T, depth=depth)
    return copies[0], prod(c + 1 for c in copies[1:])


def rac_weights(depth: int, R: int) -> tuple[list, list, np.ndarray, list]:
    """The explicit RAC's weights as centred float64 residues mod p (:func:`~proofs.general.instance.modp_rac`)."""
    rac = modp_rac(explicit_rac(depth=depth, M=2, R=R), PRIME)
    return list(rac.W_I), list(rac.W_H), rac.W_O[0], list(rac.h0)


def mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Product mod p of two truncated power series in :math:`\\varepsilon` (axis 0 the order; the result keeps the
    longer length); a plain product when either has length 1."""
    if a.shape[0] == 1 or b.shape[0] == 1:
        return FIELD.mul(a, b)
    n = max(a.shape[0], b.shape[0])
    out = np.zeros((n,) + np.broadcast_shapes(a.shape[1:], b.shape[1:]))
    for i in range(min(n, a.shape[0])):
        for j in range(min(n - i, b.shape[0])):
            out[i + j] = FIELD.reduce(out[i + j] + a[i] * b[j])
    return out


def lin(W: np.ndarray, h: np.ndarray) -> np.ndarray:
    """``W`` applied to axis 1 of a series of states ``(order, R, ...)``, mod p (sums of at most 6 products of
    centred residues: below :math:`2^{51}`)."""
    return FIELD.reduce(np.einsum("ij,oj...->oi...", W, h))


def run(weights, h: list, xs) -> list:
    """Advance the states ``h[l]`` (series ``(order, R, ...)``) through the inputs ``xs`` (series ``(order, 2, ...)``):
    :math:`h^{t,l} = (W^{H,l} h^{t-1,l}) \\odot (W^{I,l} h^{t,l-1})`, Eq. (1.2)."""
    W_I, W_H = weights[0], weights[1]
    for x in xs:
        below, new = x, []
        for l in range(len(h)):
            below = mul(lin(W_H[l], h[l]), lin(W_I[l], below))
            new.append(below)
        h = new
    return h


def start_states(weights, X: np.ndarray, D: np.ndarray | None = None, order: int = 0) -> list:
    """States after the Start sequences ``X`` (``(P, s, 2)`` residues), as series of length ``order + 1`` along
    ``X + eps D`` (``D=None``: plain values)."""
    P = X.shape[0]
    h = [np.broadcast_to(h0[None, :, None], (1, h0.size, P)).copy() for h0 in weights[3]]
    xs = []
    for t in range(X.shape[1]):
        x = np.zeros((order + 1, 2, P))
        x[0] = X[:, t, :].T
        if D is not None and order >= 1:
            x[1] = D[:, t, :].T
        xs.append(x)
    return run(weights, h, xs)


def offaxis_jacobian_ranks(weights, starts: np.ndarray) -> list[int]:
    """Rank mod p, per Start sequence, of the Jacobian of :math:`(a^{(1)}_i)_{i \\neq k}` in the ``2s`` Start
    coordinates (forward mode: one series of order 1 per coordinate)."""
    P, s, _ = starts.shape
    n = 2 * s
    X = np.repeat(starts, n, axis=0)
    D = np.tile(np.eye(n).reshape(n, s, 2), (P, 1, 1))
    da = lin(weights[1][0], start_states(weights, X, D, order=1)[0])[1]
    off = [i for i in range(da.shape[0]) if i != K]
    J = FIELD.canonical(da[off].reshape(len(off), P, n).transpose(1, 0, 2))
    return [flint_rank_mod_p(J[q], PRIME, threads=1)[0] for q in range(P)]


def end_points(T: int, count: int, rng: np.random.Generator) -> np.ndarray:
    return rng.integers(0, PRIME, size=(count, T - T // 2 - 1, 2))


def readout(weights, h: list) -> np.ndarray:
    return FIELD.reduce(np.einsum("j,oj...->o...", weights[2], h[-1]))


def need(nbytes: int, what: str) -> None:
    if nbytes > MAX_BYTES:
        raise ValueError(f"{what} needs {nbytes / 2**30:.1f} GiB; at most {MAX_BYTES / 2**30:.0f} GiB here")


def check_shape(depth, R, T) -> tuple[int, int, int]:
    depth, R, T = check_size("depth", depth, low=2), check_size("R", R), check_size("T", T, low=4)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    return depth, R, T


def residues(name: str, a, shape: tuple) -> np.ndarray:
    a = np.asarray(a)
    if a.shape[1:] != shape[1:] or a.ndim != len(shape):
        raise ValueError(f"{name} has shape {a.shape}; need {shape}")
    return FIELD.asarray(a.astype(np.int64))


def offaxis_theta_values(W1: np.ndarray) -> list[int]:
    r""":math:`\ell_i(\theta^*)` for :math:`i \neq k`, :math:`\theta^* = (W^{I,1}_{k2}, -W^{I,1}_{k1})` (the zero of
    :math:`\ell_k`); Lemma A3 needs them nonzero."""
    W1 = W1.astype(np.int64)
    return [int((W1[i, 0] * W1[K, 1] - W1[i, 1] * W1[K, 0]) % PRIME) for i in range(W1.shape[0]) if i != K]
