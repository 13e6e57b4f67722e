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

:class:`Field` is the protocol the three share. Code asks a field for its capabilities (``exact``,
``modulus``, ``einsum_safe``) instead of testing its class. Two entry points bring values in:
:meth:`Field.asarray` *converts* (``ModP`` reduces any integer mod p), :meth:`Field.check` *validates* data
that should already be in the field (inputs, templates) and refuses with ``ValueError`` a value that is not:
a non-integral float in an exact field, an integer that is not a residue of GF(p), a wrong dtype.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol, runtime_checkable

import numpy as np

__all__ = ["Real", "ModP", "Rational", "Field", "FLOAT53"]

#: Integers up to this bound are represented exactly in float64.
FLOAT53 = 2**53


def _sum_products(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # One multiply-add per slice keeps temporaries at the size of one slice.
    acc = a[0] * b[0]
    for s in range(1, a.shape[0]):
        acc += a[s] * b[s]
    return acc


@runtime_checkable
class Field(Protocol):
    r"""The arithmetic a RAC computation runs in (:class:`Real`, :class:`ModP`, :class:`Rational`).

    Attributes
    ----------
    name : str
        For messages, e.g. ``"GF(101)"``.
    dtype : numpy.dtype
        How elements are stored (float64, or object for ``Fraction``).
    exact : bool
        Whether every operation is exact (ranks over it are certified).
    modulus : int or None
        :math:`p` for GF(p), ``None`` for characteristic 0.
    einsum_safe : bool
        Whether plain numpy/opt_einsum sums of products stay in the field (false for GF(p) stored in
        float64, which needs a reduction after every product).
    """

    # Read-only members: the fields are frozen, and ModP computes ``name`` and ``modulus`` (properties).
    @property
    def name(self) -> str: ...

    @property
    def dtype(self) -> np.dtype: ...

    @property
    def exact(self) -> bool: ...

    @property
    def modulus(self) -> int | None: ...

    @property
    def einsum_safe(self) -> bool: ...

    def asarray(self, x) -> np.ndarray:
        """Convert ``x`` into the field (``ModP`` reduces integers)."""

    def check(self, x, what: str = "values") -> np.ndarray:
        """``x`` as field elements; ``ValueError`` naming ``what`` and the field if a value is not one."""

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray: ...

    def mul(self, a: np.ndarray, b: np.ndarray, out=None) -> np.ndarray: ...

    def sum_products(self, a: np.ndarray, b: np.ndarray) -> np.ndarray: ...

    def solve(self, A: np.ndarray, b: np.ndarray) -> np.ndarray: ...

    def random(self, rng: np.random.Generator, shape) -> np.ndarray: ...


def _first_bad(a: np.ndarray, bad: np.ndarray):
    v = a[np.unravel_index(int(np.argmax(bad)), a.shape)] if a.ndim else a[()]
    return v.item() if isinstance(v, np.generic) else v


def _numeric(x, what: str, name: str) -> np.ndarray:
    a = np.asarray(x)
    if a.dtype.kind not in "biuf" and a.dtype != object:
        raise ValueError(f"{what} of dtype {a.dtype} are not elements of {name}; pass real numbers")
    return a


@dataclass(frozen=True)
class Real:
    """IEEE float64 arithmetic (the default)."""

    name = "float64"
    dtype = np.dtype(np.float64)
    exact = False
    modulus = None
    einsum_safe = True

    def asarray(self, x) -> np.ndarray:
        return np.array(x, dtype=np.float64)

    def check(self, x, what: str = "values") -> np.ndarray:
        """Real, finite numbers as float64."""
        a = _numeric(x, what, self.name)
        try:
            out = np.asarray(a, dtype=np.float64)
        except (TypeError, ValueError):
            raise ValueError(f"{what} contain {a.ravel()[0]!r}-like entries that are not real numbers") from None
        if not np.all(np.isfinite(out)):
            raise ValueError(f"{what} contain {_first_bad(out, ~np.isfinite(out))!r}: float64 needs finite values")
        return out

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
    einsum_safe = False

    def __post_init__(self):
        import flint  # FLINT's fmpz_is_prime: python-flint is loaded by every GF(p) path, sympy costs 0.2-0.5 s

        if not isinstance(self.p, (int, np.integer)) or isinstance(self.p, bool):
            raise TypeError(f"prime p={self.p!r} must be an int")
        if not (3 <= self.p < 2**26) or not flint.fmpz(int(self.p)).is_prime():
            raise ValueError(
                f"p={self.p} must be a prime with 3 <= p < 2**26 (try numerics.rank.dense.default_prime())"
            )

    @property
    def name(self) -> str:
        return f"GF({self.p})"

    @property
    def modulus(self) -> int:
        return self.p

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

    def check(self, x, what: str = "values") -> np.ndarray:
        r"""Residues of GF(p): integers in :math:`[-(p/2 + 2), p)` (centred or canonical representatives), as
        centred float64. A non-integral value or an integer outside that range is refused, not reduced: it
        would silently change the data (use :meth:`asarray` to reduce on purpose)."""
        a = _numeric(x, what, self.name)
        if a.dtype == object:  # Python ints may exceed int64: check them one by one
            for v in a.ravel():
                if isinstance(v, bool) or not (
                    isinstance(v, (int, np.integer)) or (isinstance(v, (float, np.floating)) and float(v).is_integer())
                ):
                    raise ValueError(f"{what} contain {v!r}, not an integer residue of {self.name}")
            ints = [int(v) for v in a.ravel()]
            bad = next((v for v in ints if not -self.bound <= v < self.p), None)
            if bad is None:  # only in-range ints are converted (a huge one would overflow float64)
                return self.reduce(np.array(ints, dtype=np.float64).reshape(a.shape))
        else:
            f = a.astype(np.float64)
            nonint = ~np.isfinite(f) | (f != np.rint(f))
            if nonint.any():
                raise ValueError(f"{what} contain {_first_bad(a, nonint)!r}, not an integer residue of {self.name}")
            out = (f < -self.bound) | (f >= self.p)
            bad = _first_bad(a, out) if out.any() else None
        if bad is not None:
            raise ValueError(
                f"{what} contain {bad!r}, not a residue of {self.name} "
                f"(accepted: integers in [{-self.bound}, {self.p}); reduce with field.asarray)"
            )
        return self.reduce(f)

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
        """Solve ``A x = b`` mod p with FLINT's ``nmod_mat_solve`` (O(R^3) in C); ``ValueError`` if ``A`` is
        singular mod p."""
        import flint

        n = A.shape[0]
        Am = flint.nmod_mat(n, n, self.canonical(np.asarray(A)).ravel().tolist(), self.p)
        bm = flint.nmod_mat(n, 1, self.canonical(np.asarray(b)).ravel().tolist(), self.p)
        try:
            x = Am.solve(bm)
        except ZeroDivisionError:
            raise ValueError(f"singular matrix over {self.name}") from None
        return self.asarray(np.array([int(x[i, 0]) for i in range(n)], dtype=np.int64))

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
    modulus = None
    einsum_safe = True

    def asarray(self, x) -> np.ndarray:
        a = np.asarray(x, dtype=object)
        out = np.empty(a.shape, dtype=object)
        for idx, v in np.ndenumerate(a):
            if isinstance(v, (float, np.floating)) and not float(v).is_integer():
                raise ValueError(f"Rational.asarray: {v!r} is not exact; pass ints or Fractions")
            out[idx] = Fraction(int(v)) if isinstance(v, (float, np.floating)) else Fraction(v)
        return out

    def check(self, x, what: str = "values") -> np.ndarray:
        """Integers, ``Fraction``s and integral floats as ``Fraction`` objects."""
        a = _numeric(x, what, self.name)
        bad = (
            np.vectorize(
                lambda v: (
                    isinstance(v, bool)
                    or not (
                        isinstance(v, (int, np.integer, Fraction))
                        or (isinstance(v, (float, np.floating)) and float(v).is_integer())
                    )
                ),
                otypes=[bool],
            )(a)
            if a.size
            else np.zeros(a.shape, bool)
        )
        if bad.any():
            raise ValueError(f"{what} contain {_first_bad(a, bad)!r}, not an exact rational; pass ints or Fractions")
        return self.asarray(a)

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.matmul(a, b)

    def mul(self, a: np.ndarray, b: np.ndarray, out=None) -> np.ndarray:
        return np.multiply(a, b, out=out)

    def sum_products(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return (a * b).sum(axis=0)

    def solve(self, A: np.ndarray, b: np.ndarray) -> np.ndarray:
        """Solve ``A x = b`` over Q with FLINT's ``fmpq_mat``; ``ValueError`` if ``A`` is singular."""
        import flint

        n = A.shape[0]
        q = lambda v: flint.fmpq(Fraction(v).numerator, Fraction(v).denominator)  # noqa: E731
        Am = flint.fmpq_mat(n, n, [q(v) for v in np.asarray(A).ravel()])
        bm = flint.fmpq_mat(n, 1, [q(v) for v in np.asarray(b).ravel()])
        try:
            x = Am.solve(bm)
        except ZeroDivisionError:
            raise ValueError("singular matrix over Q") from None
        return self.asarray([Fraction(int(x[i, 0].p), int(x[i, 0].q)) for i in range(n)])

    def random(self, rng: np.random.Generator, shape, *, high: int = 1000) -> np.ndarray:
        """Integers uniform on ``[-high, high]``."""
        return self.asarray(rng.integers(-high, high + 1, size=shape).astype(object))
