r"""Recurrent Arithmetic Circuits (Sec. 2.1).

A depth-:math:`L` RAC with input dimension :math:`M`, width :math:`R` and
:math:`C` classes computes (Eq. 1.2 with :math:`g = g^{RAC}`, Eq. 2.2)

.. math::
    h^{t,l} = (W^{H,l} h^{t-1,l}) \odot (W^{I,l} h^{t,l-1}),\qquad
    h^{t,0} = f(x^t),\qquad y^{t,L,\Theta} = W^O h^{t,L},

with :math:`W^{I,1} \in \mathbb R^{R\times M}`, :math:`W^{I,l} \in \mathbb R^{R\times R}`
(:math:`l > 1`), :math:`W^{H,l} \in \mathbb R^{R\times R}`, :math:`W^O \in \mathbb R^{C\times R}`
and initial states :math:`h^{0,l}`. By the thesis' convention (App. A.3, B.2)
the default initial states satisfy :math:`W^{H,l} h^{0,l} = \mathbf 1`.

Hidden states are stored as columns: a batch of states is an array
``h[r, ...]`` (the trailing axes index sequences or prefixes) and
:math:`W h` is ``W @ h``, which BLAS runs several times faster than
``h @ W.T`` when :math:`R` is small.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dc_field

import numpy as np

from .fields import Field, Real
from .memory import check_fits, entry_nbytes
from .sizes import check_size

__all__ = ["RAC", "make_rac", "random_rac", "rac_nbytes", "forward", "layer_inputs", "default_initial_state"]

#: Python objects around the arrays (array headers, tuples, the RAC itself): a base and a share per layer.
_OBJECTS_BASE, _OBJECTS_PER_LAYER = 16 * 2**10, 4 * 2**10
#: Bytes per entry of the GF(p) solve's transfer to FLINT (a list of Python ints and the ``nmod_mat``).
_FLINT_SOLVE_ENTRY_BYTES = 48


def _readonly(a: np.ndarray) -> np.ndarray:
    a = np.array(a, copy=True)
    a.setflags(write=False)
    return a


@dataclass(frozen=True)
class RAC:
    r"""Weights :math:`\Theta` and initial states of a RAC, in one arithmetic field.

    Attributes
    ----------
    W_I : tuple of arrays
        :math:`W^{I,l}`, shapes ``(R, M)`` for ``l = 1`` and ``(R, R)`` above.
    W_H : tuple of arrays
        :math:`W^{H,l}`, shape ``(R, R)``.
    W_O : array
        :math:`W^O`, shape ``(C, R)``.
    h0 : tuple of arrays
        :math:`h^{0,l}`, shape ``(R,)``.
    field : Real | ModP | Rational
        Arithmetic the entries live in.

    Build with :func:`make_rac` or :func:`random_rac`; arrays are read-only.
    """

    W_I: tuple
    W_H: tuple
    W_O: np.ndarray
    h0: tuple
    field: Field = dc_field(default_factory=Real)

    @property
    def depth(self) -> int:
        """:math:`L`."""
        return len(self.W_H)

    @property
    def M(self) -> int:
        return self.W_I[0].shape[1]

    @property
    def R(self) -> int:
        return self.W_H[0].shape[0]

    @property
    def C(self) -> int:
        return self.W_O.shape[0]


def default_initial_state(W_H: np.ndarray, field: Field) -> np.ndarray:
    r""":math:`h^{0} = (W^H)^\dagger \mathbf 1`, so that :math:`W^H h^0 = \mathbf 1` (App. A.3)."""
    return field.solve(W_H, field.asarray(np.ones(W_H.shape[0], dtype=np.int64)))


def make_rac(W_I: Sequence, W_H: Sequence, W_O, h0: Sequence | None = None, *, field: Field | None = None) -> RAC:
    """Validate shapes and build a :class:`RAC`.

    ``h0=None`` picks the default initial states :math:`W^{H,l} h^{0,l} = 1`.
    Entries are converted into ``field`` (default :class:`Real`).
    """
    field = Real() if field is None else field
    if len(W_I) != len(W_H) or len(W_I) < 1:
        raise ValueError(f"need one W_I and one W_H per layer (depth >= 1); got {len(W_I)} and {len(W_H)}")
    W_I = tuple(field.asarray(w) for w in W_I)
    W_H = tuple(field.asarray(w) for w in W_H)
    W_O = field.asarray(W_O)
    if W_H[0].ndim != 2 or W_H[0].shape[0] != W_H[0].shape[1]:
        raise ValueError(f"W_H[0] must be square (R, R); got shape {W_H[0].shape}")
    R = W_H[0].shape[0]
    if W_I[0].ndim != 2 or W_I[0].shape[0] != R:
        raise ValueError(f"W_I[0] must have shape (R={R}, M); got {W_I[0].shape}")
    for l in range(len(W_H)):
        if W_H[l].shape != (R, R):
            raise ValueError(f"W_H[{l}] must have shape ({R}, {R}); got {W_H[l].shape}")
        if l > 0 and W_I[l].shape != (R, R):
            raise ValueError(f"W_I[{l}] must have shape ({R}, {R}); got {W_I[l].shape}")
    if W_O.ndim != 2 or W_O.shape[1] != R:
        raise ValueError(f"W_O must have shape (C, R={R}); got {W_O.shape}")
    if h0 is None:
        h0 = tuple(default_initial_state(w, field) for w in W_H)
    else:
        if len(h0) != len(W_H):
            raise ValueError(f"need one initial state per layer; got {len(h0)} for depth {len(W_H)}")
        h0 = tuple(field.asarray(h) for h in h0)
        for l, h in enumerate(h0):
            if h.shape != (R,):
                raise ValueError(f"h0[{l}] must have shape ({R},); got {h.shape}")
    return RAC(tuple(map(_readonly, W_I)), tuple(map(_readonly, W_H)), _readonly(W_O), tuple(map(_readonly, h0)), field)


def rac_nbytes(*, depth: int, M: int, R: int, C: int = 1, field: Field | None = None) -> int:
    r"""Planned peak memory of :func:`random_rac`: every weight it stores, counted three times (the drawn
    arrays, their conversion and the read-only copies :func:`make_rac` keeps), the temporaries of one draw
    (six arrays of the largest matrix) and the initial-state solve (FLINT's copy of an :math:`R \times R`
    matrix for GF(p)), plus the Python objects around them.

    Stored entries: :math:`RM + (2L - 1)R^2 + LR + CR` (:math:`W^{I,1}`, the other :math:`W^{I,l}`, every
    :math:`W^{H,l}`, the :math:`h^{0,l}` and :math:`W^O`, Sec. 2.1).
    """
    field = Real() if field is None else field
    entry = entry_nbytes(field.dtype)
    stored = R * M + (2 * depth - 1) * R * R + depth * R + C * R
    largest = R * max(M, R, C)
    solve = _FLINT_SOLVE_ENTRY_BYTES * R * R if field.modulus is not None else 0
    return entry * (3 * stored + 6 * largest) + solve + _OBJECTS_BASE + _OBJECTS_PER_LAYER * depth


def random_rac(
    *, depth: int, M: int, R: int, C: int = 1, seed, field: Field | None = None, max_bytes: int | None = None
) -> RAC:
    """A RAC with random weights and the default initial states.

    Parameters
    ----------
    depth, M, R, C : int
        :math:`L, M, R, C`, all ``>= 1``.
    seed : int or numpy.random.Generator
        Source of every random choice.
    field : Real | ModP | Rational
        ``Real``: normal entries, standard for :math:`W^{I,1}` and with variance
        :math:`1/R` for the :math:`R \times R` matrices and :math:`W^O`, so that
        :math:`W h` keeps the scale of :math:`h` and states neither blow up nor
        vanish geometrically in :math:`T` and :math:`L` (ranks are unaffected:
        any scaling is generic). ``ModP(p)``: uniform on GF(p), the
        sampling set of the Schwartz-Zippel bound. ``Rational``: integers
        uniform on [-1000, 1000]. A :math:`W^{H,l}` that is singular in the
        field (probability <= R/p for GF(p)) is redrawn from the same generator.
    max_bytes : int, optional
        Memory budget (default 80% of the available memory): a RAC whose :func:`rac_nbytes` exceeds it is
        refused with :class:`racs.memory.TooLargeError` (a ``ValueError``) before anything is drawn.
    """
    for name, v in (("depth", depth), ("M", M), ("R", R), ("C", C)):
        check_size(name, v)
    field = Real() if field is None else field
    check_fits(
        rac_nbytes(depth=depth, M=M, R=R, C=C, field=field),
        f"the weights of a depth={depth} RAC with M={M}, R={R}, C={C} in {field.name}",
        max_bytes=max_bytes,
        fix="lower R, C or the depth",
    )
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    shrink = 1 if field.exact else 1 / np.sqrt(R)

    W_I, W_H, h0 = [], [], []
    for l in range(depth):
        W_I.append(field.random(rng, (R, M)) if l == 0 else field.random(rng, (R, R)) * shrink)
        for _ in range(100):
            w = field.random(rng, (R, R)) * shrink
            try:
                h = default_initial_state(w, field)
            except ValueError:
                continue
            break
        else:  # pragma: no cover - probability below (R/p)^100
            raise RuntimeError("could not draw a non-singular W_H")
        W_H.append(w)
        h0.append(h)
    W_O = field.random(rng, (C, R)) * shrink
    return make_rac(W_I, W_H, W_O, h0, field=field)


#: Below this length a broadcast trailing axis is looped over in Python: numpy's
#: inner loop over a length-2 axis costs several times a strided pass over the long one.
_SHORT_AXIS = 8


def _hadamard(F, a: np.ndarray, b: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """``a * b`` in field ``F`` where ``a`` may broadcast along a short trailing axis of ``b``."""
    shape = np.broadcast_shapes(a.shape, b.shape)
    k = shape[-1]
    if a.shape[-1] != 1 or k == 1 or k > _SHORT_AXIS:
        return F.mul(a, b, out=out)
    if out is None:
        out = np.empty(shape, dtype=F.dtype)
    a0 = a[..., 0]
    for j in range(k):
        F.mul(a0, b[..., j], out=out[..., j])
    return out


def layer_inputs(
    rac: RAC,
    a: Sequence[np.ndarray],
    x: np.ndarray,
    *,
    layers: int | None = None,
    out: Sequence[np.ndarray] | None = None,
) -> list[np.ndarray]:
    r"""One time step of Eq. (1.2) for every layer, given the hidden contributions.

    Parameters
    ----------
    a : sequence of arrays
        :math:`a^l = W^{H,l} h^{t-1,l}` per layer, each ``(R, ...)`` and
        broadcastable against the input contributions.
    x : array ``(M, ...)``
        Feature vectors :math:`f(x^t)` as columns.
    layers : int, optional
        Compute only the first ``layers`` layers (default all ``L``).
    out : sequence of arrays, optional
        Where to write each layer's result (views are fine).

    Returns
    -------
    list of arrays ``(R, ...)``
        :math:`h^{t,l} = a^l \odot (W^{I,l} h^{t,l-1})`, ``l = 1..layers``.
    """
    F = rac.field
    below = x
    res = []
    for l in range(rac.depth if layers is None else layers):
        b = F.matmul(rac.W_I[l], below.reshape(below.shape[0], -1)).reshape((rac.R,) + below.shape[1:])
        below = _hadamard(F, a[l], b, None if out is None else out[l])
        res.append(below)
    return res


def forward(rac: RAC, features, *, all_steps: bool = False) -> np.ndarray:
    r"""Class scores :math:`y^{T,L,\Theta}` for a batch of sequences.

    Parameters
    ----------
    features : array ``(B, T, M)`` or ``(T, M)``
        :math:`f(x^t)` for each sequence and time step, in ``rac.field``.
    all_steps : bool
        Return :math:`y^{t}` for every ``t`` instead of the last one only.

    Returns
    -------
    array ``(B, C)`` (or ``(B, T, C)`` with ``all_steps``); the batch axis is
    dropped for a single ``(T, M)`` sequence.
    """
    F = rac.field
    X = F.check(features, "features")
    single = X.ndim == 2
    if single:
        X = X[None]
    if X.ndim != 3 or X.shape[2] != rac.M:
        raise ValueError(f"features must have shape (B, T, M={rac.M}) or (T, M); got {np.shape(features)}")
    _B, T, _ = X.shape
    if T < 1:
        raise ValueError("need at least one time step (T >= 1)")
    h = [h0[:, None] for h0 in rac.h0]
    ys = []
    for t in range(T):
        a = [F.matmul(rac.W_H[l], h[l]) for l in range(rac.depth)]
        h = layer_inputs(rac, a, X[:, t, :].T)
        if all_steps or t == T - 1:
            ys.append(F.matmul(rac.W_O, h[-1]).T)
    y = np.stack(ys, axis=1) if all_steps else ys[-1]
    return y[0] if single else y
