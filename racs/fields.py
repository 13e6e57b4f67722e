r"""Arithmetic back-ends shared by every RAC computation.

A RAC (Eq. 1.2 with :math:`g(a, b) = a \odot b`, Eq. 2.2) needs only three
operations: matrix products, elementwise products and, for the default
initial states :math:`W^{H,l} h^{0,l} = \mathbf 1`, one small linear solve.
Each *field* below provides those operations, so the recurrence and the
grid-tensor code are written once and run

* in float64 (:class:`Real`),
* exactly modulo a prime :math:`p < 2^{26}` (:class:`ModP`), still in float64:
  values are kept as centred representatives :math:`|x| \le p/2 + 2`, so a
  product of two is below :math:`2^{53}` and a dot product of ``max_inner``
  of them is an exact float64 integer, and
* exactly over :math:`\mathbb Q` with Python ``Fraction`` objects
  (:class:`Rational`), for tiny cases.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Union

import numpy as np

__all__ = ["Real", "ModP", "Rational", "Field", "FLOAT53"]

#: Integers up to this bound are represented exactly in float64.
FLOAT53 = 2**53


def _gauss_solve(A: list[list], b: list, *, inv, norm=lambda v: v) -> list:
    """Solve ``A x = b`` by Gauss-Jordan elimination over an exact field.

    ``inv`` inverts a non-zero element, ``norm`` maps a value to its canonical
    form (``v % p`` for GF(p), identity for ``Fraction``). Raises
    ``ValueError`` when ``A`` is singular.
    """
    n = len(A)
    rows = [[norm(v) for v in A[i]] + [norm(b[i])] for i in range(n)]
    for col in range(n):
        piv = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if piv is None:
            raise ValueError(f"singular matrix: no pivot in column {col}")
        rows[col], rows[piv] = rows[piv], rows[col]
        f = inv(rows[col][col])
        rows[col] = [norm(v * f) for v in rows[col]]
        for r in range(n):
            g = rows[r][col]
            if r != col and g != 0:
                rows[r] = [norm(v - g * w) for v, w in zip(rows[r], rows[col])]
    return [rows[i][n] for i in range(n)]


def _sum_products(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # One multiply-add per slice keeps temporaries at the size of one slice.
    acc = a[0] * b[0]
    for s in range(1, a.shape[0]):
        acc += a[s] * b[s]
    return acc


@dataclass(frozen=True)
class Real:
    """IEEE float64 arithmetic (the default)."""

    name = "float64"
    dtype = np.dtype(np.float64)
    exact = False

    def asarray(self, x) -> np.ndarray:
        return np.array(x, dtype=np.float64)

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return a @ b

    def mul(self, a: np.ndarray, b: np.ndarray, out=None) -> np.ndarray:
        return np.multiply(a, b, out=out)

    def sum_products(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        r""":math:`\sum_s a_s \odot b_s` over the first axis (broadcasting the rest)."""
        return _sum_products(a, b)

    def solve(self, A: np.ndarray, b: np.ndarray) -> np.ndarray:
        r"""Least-squares solution :math:`A^\dagger b` (the thesis' pseudoinverse)."""
        return np.linalg.pinv(A) @ b

    def random(self, rng: np.random.Generator, shape) -> np.ndarray:
        """Standard normal entries."""
        return rng.standard_normal(shape)


@dataclass(frozen=True)
class ModP:
    r"""Exact arithmetic in :math:`\mathrm{GF}(p)`, carried out in float64.

    Parameters
    ----------
    p : int
        A prime, :math:`3 \le p < 2^{26}`.
    """

    p: int

    exact = True
    dtype = np.dtype(np.float64)

    def __post_init__(self):
        from sympy import isprime

        if not isinstance(self.p, (int, np.integer)) or isinstance(self.p, bool):
            raise TypeError(f"prime p={self.p!r} must be an int")
        if not (3 <= self.p < 2**26) or not isprime(int(self.p)):
            raise ValueError(f"p={self.p} must be a prime with 3 <= p < 2**26 (try numerics.ranks.default_prime())")

    @property
    def name(self) -> str:
        return f"GF({self.p})"

    @property
    def bound(self) -> int:
        """Largest magnitude of a reduced representative (see :meth:`reduce`)."""
        return self.p // 2 + 2

    @property
    def max_inner(self) -> int:
        """Longest dot product of reduced values that stays exact in float64."""
        return (FLOAT53 - 1) // self.bound**2

    def reduce(self, x: np.ndarray, out=None) -> np.ndarray:
        r"""Centred remainder :math:`x - p\,\mathrm{rint}(x/p)`, exact for integer :math:`|x| < 2^{53}`.

        ``x/p`` is off by at most ``2/p`` in float64, so the rounded quotient
        is at most one away from the nearest one and the result satisfies
        ``|r| <= p//2 + 2`` (:attr:`bound`); ``p * q`` and ``x - p * q`` are
        integers below :math:`2^{53}`, hence exact.
        """
        q = np.multiply(x, 1.0 / self.p)
        np.rint(q, out=q)
        q *= self.p
        return np.subtract(x, q, out=out)

    def asarray(self, x) -> np.ndarray:
        a = np.asarray(x)
        if a.dtype.kind == "f":
            if not np.all(a == np.rint(a)):
                raise ValueError("ModP.asarray needs integer values; got non-integral floats")
            if np.abs(a).max(initial=0) >= FLOAT53:
                raise ValueError("ModP.asarray: float values beyond 2**53 are not exact integers")
            return self.reduce(a.astype(np.float64))
        if a.dtype.kind not in "iub" and a.dtype != object:
            raise TypeError(f"ModP.asarray needs integers, got dtype {a.dtype}")
        flat = [int(v) % self.p for v in a.ravel()] if a.dtype == object else np.mod(a, self.p).ravel()
        return self.reduce(np.asarray(flat, dtype=np.float64).reshape(a.shape))

    def check_inner(self, n: int) -> None:
        """Raise ``ValueError`` if dot products of length ``n`` would not stay exact (see :attr:`max_inner`)."""
        if n > self.max_inner:
            raise ValueError(
                f"a dot product of length {n} overflows float64 exactness for p={self.p} "
                f"(at most {self.max_inner}); use a smaller prime such as default_prime(inner={n})"
            )

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        self.check_inner(a.shape[-1])
        prod = a @ b
        return self.reduce(prod, out=prod)

    def mul(self, a: np.ndarray, b: np.ndarray, out=None) -> np.ndarray:
        out = np.multiply(a, b, out=out)
        return self.reduce(out, out=out)

    def sum_products(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        r""":math:`\sum_s a_s b_s \bmod p` over the first axis; one reduction at the end."""
        self.check_inner(a.shape[0])
        out = _sum_products(a, b)
        return self.reduce(out, out=out)

    def solve(self, A: np.ndarray, b: np.ndarray) -> np.ndarray:
        """Solve ``A x = b`` mod p; ``ValueError`` if ``A`` is singular mod p."""
        p = self.p
        x = _gauss_solve(
            [[int(v) for v in row] for row in np.asarray(A)], [int(v) for v in np.asarray(b)],
            inv=lambda v: pow(v, -1, p), norm=lambda v: v % p,
        )
        return self.asarray(np.array(x, dtype=np.int64))

    def random(self, rng: np.random.Generator, shape) -> np.ndarray:
        """Entries uniform on GF(p) (the Schwartz-Zippel sampling set)."""
        return self.reduce(rng.integers(0, self.p, size=shape).astype(np.float64))

    def canonical(self, x: np.ndarray) -> np.ndarray:
        """Representatives in ``[0, p)`` as ``uint64`` (the layout FLINT expects)."""
        return np.mod(x, self.p).astype(np.uint64)


@dataclass(frozen=True)
class Rational:
    """Exact arithmetic over Q with ``Fraction`` objects (tiny cases only)."""

    name = "rational"
    dtype = np.dtype(object)
    exact = True

    def asarray(self, x) -> np.ndarray:
        a = np.asarray(x, dtype=object)
        out = np.empty(a.shape, dtype=object)
        for idx, v in np.ndenumerate(a):
            if isinstance(v, (float, np.floating)) and not float(v).is_integer():
                raise ValueError(f"Rational.asarray: {v!r} is not exact; pass ints or Fractions")
            out[idx] = Fraction(int(v)) if isinstance(v, (float, np.floating)) else Fraction(v)
        return out

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.matmul(a, b)

    def mul(self, a: np.ndarray, b: np.ndarray, out=None) -> np.ndarray:
        return np.multiply(a, b, out=out)

    def sum_products(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return (a * b).sum(axis=0)

    def solve(self, A: np.ndarray, b: np.ndarray) -> np.ndarray:
        x = _gauss_solve(
            [[Fraction(v) for v in row] for row in np.asarray(A)],
            [Fraction(v) for v in np.asarray(b)],
            inv=lambda v: 1 / v,
        )
        return self.asarray(x)

    def random(self, rng: np.random.Generator, shape, *, high: int = 1000) -> np.ndarray:
        """Integers uniform on ``[-high, high]``."""
        return self.asarray(rng.integers(-high, high + 1, size=shape).astype(object))


Field = Union[Real, ModP, Rational]
