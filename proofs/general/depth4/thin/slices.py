r"""The thin boxes :math:`X_{(a,b)}` at one point of Lemma H's family, by :math:`p_2`-slices (depth 4, :math:`R = 3`,
:math:`T = 2n`; a helper's method, ``docs/research/thin-slices-2026-12-02/NOTES.md`` §§0, 4, reviewed in
``docs/reviews/thin-slices-2026-12-02/REPORT.md``; the page is ``docs/theory/depth4-r3-t16.md``,
"Proposition 61").

Notation of :mod:`~proofs.general.depth4.box_jet` (Proposition 60): :math:`d = \binom{n}{2}`,
:math:`d_1 = \binom{n+1}{2}`, :math:`\theta_l = p_l\, \partial/\partial p_l`, :math:`X_{(a,b)}` the span of the box
functionals :math:`\mu_2 \le a`, :math:`\mu_3 \le b` in the window model. :math:`G \subset k[p]_{n+1} \otimes k[c]_n`
is spanned by the :math:`3 \binom{n}{2}` forms :math:`\ell(q)\, m'_j(b', c')\, c'^\nu` (:math:`|\nu| = n - 2`,
:math:`q = c \odot W_3 p`, :math:`b' = H_2 p`, :math:`c' = H_3 q`), and :math:`V_0 = k[p]_{d-1} \cdot G`.

* **(K1)** (by hand, reviewed): :math:`P(\theta)(p^\mu u) = p^\mu P(\theta + \mu) u`, so with Lemma K (the coordinate
  :math:`W_2`), :math:`X_{(a,b)} = k[p]_{d-1} \cdot G_{(a,b)}`,
  :math:`G_{(a,b)} = \sum_{i \le a, j \le b} \theta_2^i \theta_3^j G`, for every :math:`(a, b)`.
* **(K1')** (Proposition 64, at any point with :math:`W_2 e_1` free of zeros): the same with the box operators
  :math:`E_{ij}` of :func:`box_eigenvalues` in place of :math:`\theta_2^i \theta_3^j`
  (:meth:`SliceModel.box_generators`; :func:`general_point` is the window model's own point).
* **Slices**: for :math:`a \ge n + 1`, :math:`X_{(a,b)} = \bigoplus_g S_{(g,b)}` with
  :math:`S_{(g,b)} = \sum_h p_2^{g-h} k[p_1, p_3]_{d-1-g+h} \cdot K_b(\pi_h G)`, :math:`K_b(W) = \sum_{j \le b}
  \theta_3^j W`, :math:`\pi_h` the part of :math:`p_2`-degree :math:`h` (:func:`box_dim`). Each slice has side at
  most :math:`(d_1 + 1) \binom{n+2}{2}` (1665 at :math:`n = 8`); :math:`V_0` (31635 columns) is never formed.
* **Degeneration**: for any :math:`(a, b)` and one variable :math:`p_v`, :math:`\dim X_{(a,b)} \ge \dim k[p]_{d-1}
  \cdot \operatorname{in}_v(G_{(a,b)})`, the initial forms of lowest (or highest) :math:`p_v`-degree, which is graded,
  so it is again a sum of slices (:func:`degeneration_dim`).

Every rank is a GF(p) rank of vectors of :math:`X_{(a,b)}` at the integer point (:func:`special_point`), so it is at
most the dimension over :math:`\mathbb{Q}` there: a lower bound, whatever the random combinations drawn (a slice larger
than its spanning set's side is ranked from ``side + 8`` seeded random elements of it).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

import numpy as np

from numerics.rank.blas import blas_matmul_mod_p
from numerics.rank.flint_bridge import flint_inv_mod_p, flint_rank_mod_p, flint_row_basis_mod_p
from proofs.general.depth4.window_model import PRIME, _check_prime, _monos
from racs.sizes import check_size

__all__ = [
    "ThinPoint",
    "special_point",
    "general_point",
    "box_eigenvalues",
    "thin_generators",
    "SliceModel",
    "box_dim",
    "degeneration_dim",
]

_EXTRA = 8  # random elements beyond a slice's side


@dataclass(frozen=True)
class ThinPoint:
    r"""One integer point of Lemma H's family: 3 x 3 integer matrices :math:`W_2, W_3, H_2, H_3, H_1` in
    :math:`[0, p)`, :math:`L` of shape ``(3,)``, and the prime ``p`` (:func:`special_point`, :func:`general_point`).
    :math:`W_2 e_1` and :math:`H_1 e_1` have no zero entry mod ``p`` (the thin boxes and Lemma B' need it)."""

    W2: np.ndarray
    W3: np.ndarray
    H2: np.ndarray
    H3: np.ndarray
    H1: np.ndarray
    L: np.ndarray
    p: int

    @property
    def coordinate(self) -> bool:
        r"""Whether :math:`W_2` is the coordinate matrix ``[[1,0,0],[1,1,0],[1,0,1]]`` of Lemma K (the slices and
        the degeneration need it; the modules of :meth:`SliceModel.box_generators` do not)."""
        return bool((np.asarray(self.W2) % self.p == _COORDINATE_W2).all())


_COORDINATE_W2 = np.array([[1, 0, 0], [1, 1, 0], [1, 0, 1]], dtype=np.int64)


def _draws(seed: int, p: int) -> tuple[np.ndarray, ...]:
    """The window model's draws: :math:`W_2, W_3, H_2, H_3, H_1` (3 x 3, in :math:`[1, p)`) and :math:`L`."""
    rng = np.random.default_rng(check_size("seed", seed, low=0))
    W2, W3, H2, H3, H1 = (rng.integers(1, p, size=(3, 3), dtype=np.int64) for _ in range(5))
    return W2, W3, H2, H3, H1, rng.integers(1, p, size=3, dtype=np.int64)


def _require_invertible(seed: int, p: int, **matrices: np.ndarray) -> None:
    for name, A in matrices.items():
        if _det_mod(A, p) == 0:
            raise ValueError(f"seed={seed}: {name} is singular mod p={p}; choose another seed")


def special_point(*, seed: int = 1, p: int = PRIME) -> ThinPoint:
    r"""Proposition 50's flat-jet point S with the coordinate :math:`W_2` (Propositions 61 and 63):
    ``numpy.random.default_rng(seed)`` draws :math:`W_2, W_3, H_2, H_3, H_1` (3 x 3, in :math:`[1, p)`) and
    :math:`L` in that order (the window model's draws), then :math:`W_2 := [[1,0,0],[1,1,0],[1,0,1]]`,
    :math:`L := (1,1,1)`, :math:`H_3 := (W_3^T)^{-1} \bmod p`.

    Raises ``ValueError`` if :math:`W_3` or :math:`H_2` is singular mod ``p`` (the argument needs them invertible;
    :math:`H_1 e_1` has no zero entry by the draw, as Lemma B' needs)."""
    p = _check_prime(p)
    _, W3, H2, _, H1, _ = _draws(seed, p)
    _require_invertible(seed, p, W3=W3, H2=H2)
    H3 = np.asarray(flint_inv_mod_p(W3.T.astype(np.uint64) % p, p), dtype=np.int64)
    return ThinPoint(W2=_COORDINATE_W2.copy(), W3=W3, H2=H2, H3=H3, H1=H1, L=np.ones(3, dtype=np.int64), p=p)


def general_point(*, seed: int = 1, p: int = PRIME) -> ThinPoint:
    r"""The window model's own point (:class:`~proofs.general.depth4.window_model.WindowModel` with the same
    ``seed``; Propositions 44-51 and Proposition 64): the draws of :func:`special_point` with no override.

    Raises ``ValueError`` if :math:`W_2, W_3, H_2` or :math:`H_3` is singular mod ``p`` (Lemma V0 needs them
    invertible; every entry, so :math:`L`, :math:`W_2 e_1` and :math:`H_1 e_1`, is nonzero by the draw)."""
    p = _check_prime(p)
    W2, W3, H2, H3, H1, L = _draws(seed, p)
    _require_invertible(seed, p, W2=W2, W3=W3, H2=H2, H3=H3)
    return ThinPoint(W2=W2, W3=W3, H2=H2, H3=H3, H1=H1, L=L, p=p)


def _det_mod(A: np.ndarray, p: int) -> int:
    a = [[int(x) % p for x in row] for row in A]
    return (
        a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
        - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
        + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    ) % p


def _shift(f: np.ndarray, coef: np.ndarray, axes: tuple[tuple[int, ...], ...], p: int) -> np.ndarray:
    r"""``f`` times :math:`\sum_k coef_k x_k` where :math:`x_k` raises the exponents on ``axes[k]`` (a tuple of axes
    per term) by one; ``f`` a dense coefficient array, truncated at its shape (the degrees never exceed it)."""
    out = np.zeros_like(f)
    for k, ax in enumerate(axes):
        a = int(coef[k]) % p
        if a == 0:
            continue
        src, dst = [slice(None)] * f.ndim, [slice(None)] * f.ndim
        for x in ax:
            src[x], dst[x] = slice(0, -1), slice(1, None)
        out[tuple(dst)] += a * f[tuple(src)]
    return out % p


def _bilinear(f: np.ndarray, A: np.ndarray, p: int) -> np.ndarray:
    """``f`` times sum_(r,s) A[r, s] c_r p_s (axes 0-2: p-exponents, 3-5: c-exponents)."""
    return _shift(f, A.reshape(-1), tuple((s, 3 + r) for r in range(3) for s in range(3)), p)


def thin_generators(*, n: int, point: ThinPoint) -> np.ndarray:
    r"""The :math:`3 \binom{n}{2}` generators :math:`\ell(q)\, m'_j(b', c')\, c'^\nu` of :math:`G`, exactly mod ``p``
    as bihomogeneous forms of bidegree :math:`(n + 1, n)` in :math:`(p, c)`, with
    :math:`m'_j = \sum_r L_r c'_r \sum_l (W_3)_{rl} (W_2)_{lj} b'_l` (the window model's ``_point_values``).

    Returns int64 of shape ``(len(_monos(n + 1)), len(_monos(n)), 3 * comb(n, 2))``: p-monomial, c-monomial,
    generator (``j``, then :math:`\nu` in nondecreasing index order)."""
    n = check_size("n", n, low=2)
    W2, W3, H2, H3, L, p = point.W2, point.W3, point.H2, point.H3, point.L, point.p
    one = np.zeros((n + 2,) * 3 + (n + 1,) * 3, np.int64)
    one[(0,) * 6] = 1
    ell = _bilinear(one, (L[:, None] * W3) % p, p)  # ell(q) = sum_r L_r c_r (W3 p)_r
    cprime = [(H3[s][:, None] * W3) % p for s in range(3)]  # c'_s = sum_r H3[s, r] c_r (W3 p)_r
    pm, cm = _monos(n + 1), _monos(n)
    gens: list[np.ndarray] = []

    def powers(f: np.ndarray, start: int, depth: int) -> None:  # f c'^nu over nondecreasing index sequences
        if depth == n - 2:
            gens.append(np.array([[f[a + c] for c in cm] for a in pm], dtype=np.int64))
            return
        for s in range(start, 3):
            powers(_bilinear(f, cprime[s], p), s, depth + 1)

    for j in range(3):
        mj = np.zeros_like(one)
        for r in range(3):
            lin = [sum(int(W3[r, k]) * int(W2[k, j]) * int(H2[k, s]) for k in range(3)) % p for s in range(3)]
            term = _shift(_bilinear(ell, cprime[r], p), np.array(lin), ((0,), (1,), (2,)), p)
            mj = (mj + int(L[r]) * term) % p
        powers(mj, 0, 0)
    return np.stack(gens, axis=2) % p


def _basis(M: np.ndarray, p: int) -> np.ndarray:
    """A basis of the row space of ``M`` mod p, int64 (the thin boxes scale rows by eigenvalues in int64)."""
    return flint_row_basis_mod_p(M, p, dtype=np.int64)


def _krylov(Q: np.ndarray, theta: np.ndarray, b: int, p: int) -> np.ndarray:
    r"""A basis of :math:`\sum_{j \le b} \theta^j W`, ``W`` the row space of ``Q`` and :math:`\theta` diagonal
    (``theta`` its eigenvalue per column)."""
    B = _basis(Q, p)
    for _ in range(b):
        B2 = _basis(np.concatenate([Q, B * theta[None, :] % p]), p)
        if B2.shape[0] == B.shape[0]:
            break
        B = B2
    return B


def box_eigenvalues(monomials: list[tuple[int, int, int]], W2: np.ndarray, *, a: int, b: int, p: int) -> np.ndarray:
    r"""The box operators' eigenvalues :math:`e_{ij}(\gamma) = [t_2^i t_3^j] \prod_l (u_l + t_2 v_l + t_3
    w_l)^{\gamma_l}` (:math:`u, v, w` the columns of :math:`W_2`) for :math:`i \le a`, :math:`j \le b` and each
    exponent :math:`\gamma` in ``monomials``: int64 of shape ``(a + 1, b + 1, len(monomials))``, mod ``p``.

    The box functional :math:`[w^\mu]`, :math:`\mu = (d_1 - i - j, i, j)`, scales the :math:`p^\gamma`-part of an
    element of :math:`V_0` by :math:`[w^\mu] (W_2 w)^\gamma = e_{ij}(\gamma)` (dehomogenise at :math:`w_1 = 1`);
    call that operator :math:`E_{ij}`. Since :math:`e(\gamma + \alpha) = e(\gamma)\, e(\alpha)` as series and
    :math:`e_{00}(\alpha) = u^\alpha \ne 0`, induction over the lower set :math:`i \le a`, :math:`j \le b` gives
    **(K1')**: :math:`\sum_{i \le a, j \le b} E_{ij}(k[p]_{d-1} G) = k[p]_{d-1} \cdot \operatorname{span}\{E_{ij}
    g\}`. At the coordinate :math:`W_2`, :math:`e_{ij}(\gamma) = \binom{\gamma_2}{i} \binom{\gamma_3}{j}`:
    Lemma K's operators."""
    a, b = check_size("a", a, low=0), check_size("b", b, low=0)
    cols = [[int(x) % p for x in np.asarray(W2)[l]] for l in range(3)]  # (u_l, v_l, w_l)
    top = max((max(m) for m in monomials), default=0)
    powers = []  # powers[l][k] = (u_l + t_2 v_l + t_3 w_l)^k truncated at (a, b)
    for u, v, w in cols:
        series = [np.zeros((a + 1, b + 1), np.int64)]
        series[0][0, 0] = 1
        for _ in range(top):
            prev = series[-1]
            nxt = prev * u
            nxt[1:, :] += prev[:-1, :] * v
            nxt[:, 1:] += prev[:, :-1] * w
            series.append(nxt % p)
        powers.append(series)
    out = np.empty((a + 1, b + 1, len(monomials)), np.int64)
    for k, g in enumerate(monomials):
        acc = powers[0][g[0]]
        for l in (1, 2):
            acc = _series_product(acc, powers[l][g[l]], p)
        out[:, :, k] = acc
    return out


def _series_product(x: np.ndarray, y: np.ndarray, p: int) -> np.ndarray:
    """The product of two bivariate series truncated at their common shape, mod p (each term reduced before it is
    added, so the sums of at most (a + 1)(b + 1) residues stay far inside int64)."""
    out = np.zeros_like(x)
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            if x[i, j]:
                out[i:, j:] += x[i, j] * y[: x.shape[0] - i, : x.shape[1] - j] % p
    return out % p


class SliceModel:
    r"""The thin boxes of one point, slice by slice.

    Parameters
    ----------
    n : int
        :math:`T / 2`, at least 3.
    point : ThinPoint
        The point (:func:`special_point`; the slices and the degeneration need its coordinate :math:`W_2`,
        :meth:`box_generators` works at any point, e.g. :func:`general_point`).

    Attributes
    ----------
    p_monomials : list[tuple[int, int, int]]
        The exponents of the p-monomials of degree :math:`n + 1`, in the order of the generators' rows.
    pieces : dict[int, numpy.ndarray]
        :math:`h \mapsto` a basis of :math:`\pi_h G`, rows over (:math:`p_3`-exponent :math:`s \le n + 1 - h`,
        c-monomial).
    """

    def __init__(self, *, n: int, point: ThinPoint) -> None:
        self.n = check_size("n", n, low=3)
        self.point, self.p = point, point.p
        self.d, self.d1, self.nc = comb(n, 2), comb(n + 1, 2), comb(n + 2, 2)
        self.generators = thin_generators(n=n, point=point)
        self.p_monomials = _monos(n + 1)
        self._index = {m: i for i, m in enumerate(self.p_monomials)}
        self.pieces = {h: self._graded(self.generators, 2, h) for h in range(n + 2)}
        self._krylov: dict[tuple[int, int], np.ndarray] = {}

    def _graded(self, gen: np.ndarray, v: int, h: int) -> np.ndarray:
        """A basis of the degree-``h`` part in p_v of the forms ``gen`` (shape (pmonos, nc, k)), rows over (s, c)."""
        idx = [self._index[e] for e in self._slice_monos(v, h)]
        return _basis(gen[idx].reshape(len(idx) * self.nc, -1).T, self.p)

    def _slice_monos(self, v: int, h: int) -> list[tuple[int, int, int]]:
        """The monomials of degree n + 1 with p_v-degree h, by the exponent s of the later other variable."""
        o = [u for u in range(3) if u != v - 1]
        out = []
        for s in range(self.n + 2 - h):
            e = [0, 0, 0]
            e[v - 1], e[o[0]], e[o[1]] = h, self.n + 1 - h - s, s
            out.append((e[0], e[1], e[2]))
        return out

    def _need_coordinate(self, what: str) -> None:
        if not self.point.coordinate:
            raise ValueError(f"{what} needs the coordinate W2 (Lemma K); at this point use box_generators (any W2)")

    def krylov(self, h: int, b: int) -> np.ndarray:
        r"""A basis of :math:`K_b(\pi_h G)`, rows over (s, c) (the coordinate :math:`W_2` only)."""
        self._need_coordinate("the p_2-slices")
        if (h, b) not in self._krylov:
            theta = np.repeat(np.arange(self.n + 2 - h), self.nc)
            self._krylov[h, b] = _krylov(self.pieces[h], theta, b, self.p)
        return self._krylov[h, b]

    def slice_rank(self, g: int, parts: dict[int, np.ndarray], rng: np.random.Generator) -> int:
        r"""The rank of :math:`\sum_h x^{g-h} k[y, z]_{d-1-g+h} \cdot W_h` in degree :math:`g` of the slicing
        variable :math:`x`, ``parts[h]`` a basis of :math:`W_h` (rows over (s, c), forms of degree
        :math:`n + 1 - h` in :math:`(y, z)`). Every column is an element of the slice, so the rank is at most its
        dimension."""
        n, d, nc, p = self.n, self.d, self.nc, self.p
        side = (self.d1 - g + 1) * nc
        hs = [h for h in range(max(0, g - d + 1), min(g, n + 1) + 1) if parts[h].shape[0]]
        terms = [(h, d - 1 - g + h, parts[h].reshape(-1, n + 2 - h, nc)) for h in hs]
        ncols = sum((e + 1) * K.shape[0] for _, e, K in terms)
        if ncols <= side + _EXTRA:  # the spanning set itself: K times y^(e - r) z^r
            out = np.zeros((side, ncols), np.int64)
            c0 = 0
            for h, e, K in terms:
                blk = K.transpose(1, 2, 0).reshape((n + 2 - h) * nc, -1)
                for r in range(e + 1):
                    out[r * nc : (r + n + 2 - h) * nc, c0 : c0 + K.shape[0]] = blk
                    c0 += K.shape[0]
        else:  # side + 8 random elements sum_(h, k) F_hk(y, z) kappa_hk
            width = side + _EXTRA
            acc = np.zeros((self.d1 - g + 1, nc, width), np.int64)
            for h, e, K in terms:
                F = rng.integers(0, p, size=(K.shape[0], (e + 1) * width), dtype=np.int64)
                for s in range(n + 2 - h):
                    prod = blas_matmul_mod_p(np.ascontiguousarray(K[:, s, :].T), F, p)
                    acc[s : s + e + 1] += prod.reshape(nc, e + 1, width).transpose(1, 0, 2)
                    acc[s : s + e + 1] %= p
            out = acc.reshape(side, width)
        if out.size == 0:
            return 0
        return int(flint_rank_mod_p(out.astype(np.uint64) % p, p, threads=1)[0])

    def box_dim(self, *, b: int, seed: int = 0) -> tuple[int, list[int]]:
        r""":math:`\dim X_{(a,b)}` for every :math:`a \ge n + 1` (a lower bound at the point; the slices' sum), and
        the slice ranks :math:`g = 0, \dots, d_1`. ``seed`` seeds the random elements."""
        b = check_size("b", b, low=0)
        parts = {h: self.krylov(h, b) for h in range(self.n + 2)}
        rng = np.random.default_rng([seed, b])
        ranks = [self.slice_rank(g, parts, rng) for g in range(self.d1 + 1)]
        return sum(ranks), ranks

    def box_generators(self, *, a: int, b: int) -> np.ndarray:
        r"""A basis of :math:`G_{(a,b)} = \operatorname{span}\{E_{ij} g : i \le a, j \le b, g \in G\}`
        (:func:`box_eigenvalues`; at the coordinate :math:`W_2` this is Lemma K's
        :math:`\sum_{i \le a, j \le b} \theta_2^i \theta_3^j G`): rows over (p-monomial of degree :math:`n + 1`,
        c-monomial). By (K1'), :math:`X_{(a,b)} = k[p]_{d-1} \cdot G_{(a,b)}` at every point."""
        a, b = check_size("a", a, low=0), check_size("b", b, low=0)
        if (np.asarray(self.point.W2)[:, 0] % self.p == 0).any():  # (K1') divides by u^alpha
            raise ValueError(f"W2 e_1 = {self.point.W2[:, 0].tolist()} has a zero entry mod p; (K1') needs none")
        E = box_eigenvalues(self.p_monomials, self.point.W2, a=a, b=b, p=self.p)
        G = _basis(self.generators.reshape(len(self.p_monomials) * self.nc, -1).T, self.p)
        B = np.zeros((0, G.shape[1]), np.int64)
        for i in range(a + 1):  # one row of operators at a time keeps the stack small
            rows = [G * np.repeat(E[i, j], self.nc)[None, :] % self.p for j in range(b + 1)]
            B = _basis(np.concatenate([B, *rows]), self.p)
        return B

    def initial_forms(self, B: np.ndarray, *, variable: int = 2, highest: bool = False) -> dict[int, np.ndarray]:
        r""":math:`\operatorname{in}_v` of the row space of ``B``, graded by :math:`p_v`-degree :math:`h`: rows over
        (s, c). A row of the echelon form with its pivot in degree :math:`h` vanishes on the earlier degrees, and
        these rows' degree-:math:`h` parts are a basis of the initial forms of degree :math:`h`."""
        hs = list(range(self.n + 2))[:: -1 if highest else 1]
        cols: list[int] = []
        blocks: dict[int, tuple[int, int]] = {}
        for h in hs:
            idx = [self._index[e] * self.nc + c for e in self._slice_monos(variable, h) for c in range(self.nc)]
            blocks[h] = (len(cols), len(cols) + len(idx))
            cols.extend(idx)
        R = _basis(B[:, cols], self.p)
        pivots = np.argmax(R != 0, axis=1) if R.shape[0] else np.zeros(0, np.int64)
        return {h: R[(pivots >= lo) & (pivots < hi)][:, lo:hi] for h, (lo, hi) in blocks.items()}

    def degeneration_dim(self, *, a: int, b: int, variable: int = 2, highest: bool = False, seed: int = 0) -> int:
        r"""The degeneration bound :math:`\dim k[p]_{d-1} \cdot \operatorname{in}_v(G_{(a,b)}) \le \dim X_{(a,b)}`
        (equal to :meth:`box_dim` when :math:`v = 2`, :math:`a \ge n + 1`; the coordinate :math:`W_2` only)."""
        a, b = check_size("a", a, low=0), check_size("b", b, low=0)
        self._need_coordinate("the degeneration")
        if variable not in (1, 2, 3):
            raise ValueError(f"variable={variable!r} must be 1, 2 or 3 (the index of p_v)")
        parts = self.initial_forms(self.box_generators(a=a, b=b), variable=variable, highest=highest)
        rng = np.random.default_rng([seed, a, b, variable, int(highest)])
        return sum(self.slice_rank(g, parts, rng) for g in range(self.d1 + 1))


def box_dim(*, n: int, b: int, seed: int = 1, p: int = PRIME) -> int:
    r""":math:`\dim X_{(a,b)}`, :math:`a \ge n + 1`, at :func:`special_point` (``seed``): a lower bound there."""
    return SliceModel(n=n, point=special_point(seed=seed, p=p)).box_dim(b=b)[0]


def degeneration_dim(*, n: int, a: int, b: int, seed: int = 1, p: int = PRIME) -> int:
    r"""The :math:`p_2`-lowest degeneration bound on :math:`\dim X_{(a,b)}` at :func:`special_point` (``seed``)."""
    return SliceModel(n=n, point=special_point(seed=seed, p=p)).degeneration_dim(a=a, b=b)
