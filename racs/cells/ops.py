r"""Array namespaces the cells are written against, and the few nonlinearities they share.

Every cell of :mod:`racs.cells` is written once against an *array namespace* ``xp``: the Python Array
API as exposed by ``array-api-compat`` for numpy (float64, the lens) and torch (training), or
:class:`FieldOps`, which runs the RAC cell (Eq. 1.2 with :math:`g = \odot`) in one of the lab's exact
fields (:class:`racs.fields.ModP`, :class:`racs.fields.Rational`). ``FieldOps`` provides only what a
polynomial cell needs (products, sums, reshapes); an analytic cell (tanh, sigmoid, ReLU) run on it fails
with an ``AttributeError`` naming the missing function, never with a silently wrong value.

Hidden states are columns, as in :mod:`racs.model`: a state is ``(R, ...)`` with trailing axes indexing
sequences or prefixes, and :math:`W h` is :func:`lin`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..fields import Field

__all__ = ["FieldOps", "array_namespace", "lin", "column", "sigmoid", "relu", "modrelu"]


@dataclass(frozen=True)
class FieldOps:
    """The array-namespace subset a RAC needs, with arithmetic in an exact field (entries are numpy arrays)."""

    field: Field

    def asarray(self, x):
        return self.field.asarray(x)

    def matmul(self, a, b):
        return self.field.matmul(a, b)

    def multiply(self, a, b):
        return self.field.mul(a, b)

    def reshape(self, a, shape):
        return np.reshape(a, shape)

    def broadcast_to(self, a, shape):
        return np.broadcast_to(a, shape)

    def permute_dims(self, a, axes):
        return np.transpose(a, axes)

    def stack(self, arrays, *, axis=0):
        return np.stack(arrays, axis=axis)

    @property
    def float64(self):
        return self.field.dtype


def array_namespace(*arrays, field: Field | None = None):
    """The namespace of ``arrays`` (``array-api-compat``), or :class:`FieldOps` for an exact ``field``."""
    if field is not None and field.exact:
        return FieldOps(field)
    import array_api_compat

    return array_api_compat.array_namespace(*arrays)


def lin(xp, W, X):
    r""":math:`W X` along the leading axis: ``W`` is ``(m, n)``, ``X`` is ``(n, ...)``, the result ``(m, ...)``."""
    rest = tuple(X.shape[1:])
    out = xp.matmul(W, xp.reshape(X, (X.shape[0], -1)))
    return xp.reshape(out, (W.shape[0],) + rest)


def column(xp, b, like):
    """A bias vector ``(m,)`` shaped ``(m, 1, ..., 1)`` to broadcast against ``like`` (``(*, ...)``)."""
    return xp.reshape(b, (b.shape[0],) + (1,) * (len(like.shape) - 1))


def sigmoid(xp, z):
    r"""Logistic :math:`\sigma(z) = (1 + \tanh(z/2))/2`: no overflow for large :math:`|z|`, unlike :math:`1/(1+e^{-z})`."""
    return 0.5 * (1.0 + xp.tanh(0.5 * z))


def relu(xp, z):
    return xp.maximum(z, xp.zeros_like(z))


def modrelu(xp, z, b):
    r"""modReLU (Helfrich et al. 2018, Sec. 4.1; thesis Ch. 3) on real values:
    :math:`\operatorname{sign}(z)\,\max(|z| + b, 0)`."""
    return xp.sign(z) * relu(xp, xp.abs(z) + b)
