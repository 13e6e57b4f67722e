r"""The window model of one output coordinate (depth 4, :math:`R = 3`, :math:`T = 2n`): lower bounds on the generic
rank of the blocks :math:`Q_\alpha` from Conjecture 40 at :math:`T - 2` (``docs/research/interior-2026-12-01/NOTES.md``
§1, Lemmas W, T, H, D, M; a helper's computer-assisted argument, reviewed with the reviewer's own code,
``docs/reviews/interior-T12-2026-12-01/REPORT.md``), and **Proposition 44**: Conjecture 40 at :math:`T = 12`, so
:math:`\operatorname{sep}(4, M, 3, 12) \ge 16387020` for :math:`M \ge 3` (:func:`check`, :func:`proven_lower_bound`).

Notation of Proposition 12: :math:`w = a \odot u_{n+1}`, :math:`N_1 = \binom{n+2}{3}`, :math:`d_1 = \binom{n+1}{2}`,
:math:`D = d_1 + 3(n-1)`, :math:`P = (h_1 h_2 h_3)^{n-1}` with :math:`h = H_1 w`.

* **Lemma W (window).** If every interior block at level :math:`n - 1` reaches its bound (Conjecture 40 at
  :math:`T - 2`, with the depth-3 ideal bound, so :math:`T - 2 \ge 8`), the Start span of :math:`Q_\alpha` contains
  the window coefficients :math:`[w^\beta](P\,\Phi(s))`, :math:`\beta \le \alpha`, :math:`|\beta| = D`, for every
  :math:`\alpha` (interior or not).
* **Lemma T (transfer).** The dimension of that space at *one* weight point is a lower bound on the generic rank.
* **Lemmas H, D.** At :math:`W^{H,4} = I` with the rows of :math:`W^{I,4}` equal to :math:`L` it is three copies of
  :math:`X_{\alpha,L} = \sum_{\lambda \in \Lambda_\alpha} D_\lambda V_0`: :math:`V_0 = \{\ell(q) f(H_2 p, H_3 q) : f
  \in J'_L\}` in :math:`k[b, c]_{(d_1, n)}` (:math:`p` read as :math:`b`, :math:`q = c \odot W_3 p`), :math:`D_\lambda`
  scales the :math:`b^\gamma`-part by :math:`\lambda((W_2 w)^\gamma)`, :math:`\Lambda_\alpha` is spanned by the
  window functionals :math:`u \mapsto [w^\beta](P u)`. All of it lies in :math:`J_L = (m_1, m_2, m_3)_{(d_1, n)}`, of
  dimension at most :math:`c_3(d_1, n)` (7003 at :math:`T = 12`, 2796 at :math:`T = 10`; :func:`~numerics.bounds.
  depth4.common_support_count`), one third of Proposition 12's interior bound.
* **Lemma M (groups).** If :math:`\Lambda \subseteq \Lambda_\alpha` then :math:`X(\Lambda) \subseteq X_{\alpha,L}`:
  one rank of :math:`X(\Lambda_G)`, :math:`\Lambda_G = \bigcap_{\alpha \in G} \Lambda_\alpha`, certifies every
  :math:`\alpha` of a group :math:`G` (the containment is checked by ranks: :class:`ArithmeticError` if it fails).

So :math:`3 \cdot` :func:`window_rank` is a lower bound on the generic rank of :math:`Q_\alpha` (with Conjecture 40 at
:math:`T - 2`: Proposition 38 at :math:`T = 8`, Proposition 39 at :math:`T = 10`). Representation: an element of
:math:`k[b, c]_{(d_1, n)}` is a column of its :math:`b^\gamma`-coefficients (:math:`\gamma` in the order of
``_monos(d1)``) times its values at :math:`\binom{n+2}{2}` random points :math:`c_j` (rows ``gamma * n_c + j``); the
:math:`p`-coefficients come from values on the lattice :math:`(1, i, j)`, :math:`i + j \le d_1` (an inverse
Vandermonde). Every column reduces a :math:`p`-integral vector of the space, so a rank mod :data:`PRIME` is at most
its dimension. The point, the random columns and their order are those of the helper's ``model.py`` /
``group.py``, so the same seed gives the logged ranks: every interior orbit at 2796 at :math:`T = 10`, every group of
:func:`interior_groups` at 7003 at :math:`T = 12` (seed 1).
"""

from __future__ import annotations

from collections import defaultdict
from math import comb

import numpy as np

from numerics.bounds.depth4 import common_support_count, corner_bound, start_degrees
from numerics.bounds.depth4_blocks import orbit_representatives
from numerics.rank.blas import blas_matmul_mod_p
from numerics.rank.flint_bridge import flint_inv_mod_p, flint_rank_mod_p, flint_rref_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.depth4.near_vertex import (
    at_shape,
    interior_bound,
    interior_representatives,
)
from proofs.general.free_states import start_jacobian_rank
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = [
    "PRIME",
    "MAX_BYTES",
    "WindowModel",
    "window_rank",
    "interior_groups",
    "interior_lower_bound",
    "outer_groups",
    "sep_lower_bound",
    "STATEMENT",
    "CHECK",
    "LOWER",
    "proven_lower_bound",
    "check",
    "cases",
]

#: The prime of the ranks, below :math:`2^{20}`: float64 products of residues are exact in chunks of inner length
#: :math:`2^{13}` (:func:`~numerics.rank.blas.blas_matmul_mod_p`).
PRIME = 1048571
#: The largest planned peak of one model (bytes); above it the model refuses before allocating (T = 14 with
#: ``sampling="products"`` plans 4.0 GiB, with generators 13 GB).
MAX_BYTES = 6 * 2**30

_EXTRA = 60  # random columns beyond the target
_PRODUCT_CHUNK = 512  # columns of V_0 sampled at once by products


def _lattice(d: int) -> list[tuple[int, int]]:
    return [(a, b) for a in range(d + 1) for b in range(d + 1 - a)]


def _monos(d: int) -> list[tuple[int, int, int]]:
    """Exponents of degree ``d`` in three variables, ``(d - a - b, a, b)`` in :func:`_lattice` order."""
    return [(d - a - b, a, b) for a, b in _lattice(d)]


def _vinv(d: int, p: int) -> np.ndarray:
    """Inverse Vandermonde of the lattice :math:`(1, i, j)`, :math:`i + j \\le d`: values -> coefficients."""
    lat = _lattice(d)
    V = np.array([[pow(i, a, p) * pow(j, b, p) % p for a, b in lat] for i, j in lat], dtype=np.uint64)
    return flint_inv_mod_p(V, p).astype(np.int64)


def _rank(A: np.ndarray, p: int) -> int:
    # the bridge keeps uint32 as it is (widened a block of rows at a time) and converts anything else to uint64
    return flint_rank_mod_p(np.asarray(A), p, threads=1)[0]


def _kernel(A: np.ndarray, p: int) -> np.ndarray:
    r"""Rows spanning :math:`\{x : A x = 0\}` mod p, with the identity on the non-pivot columns of ``rref(A)``.
    Applied twice it gives ``rref(A)``'s nonzero rows (a basis of the row space)."""
    R, r = flint_rref_mod_p(np.asarray(A).astype(np.uint64), p)
    R = np.array(R, dtype=np.int64)[:r]
    piv = [int(np.nonzero(R[i])[0][0]) for i in range(r)]
    pivots = set(piv)
    free = [j for j in range(A.shape[1]) if j not in pivots]
    K = np.zeros((len(free), A.shape[1]), np.int64)
    for t, f in enumerate(free):
        K[t, f] = 1
        for i, pc in enumerate(piv):
            K[t, pc] = (-R[i, f]) % p
    return K


def _check_T(T: int) -> int:
    T = check_size("T", T, low=1)
    if T < 10 or T % 2:
        raise ValueError(f"T={T} must be even and >= 10 (Lemma W's base is Conjecture 40 at T - 2 >= 8)")
    return T // 2


def _check_prime(p: int) -> int:
    p = check_size("p", p, low=2)
    if p >= 2**20 or any(p % k == 0 for k in range(2, int(p**0.5) + 1)):
        raise ValueError(f"p={p} must be a prime below 2^20 (float64 products of residues must be exact)")
    return p


def _check_alpha(alpha: tuple[int, ...], n1: int) -> tuple[int, int, int]:
    a = tuple(check_size("alpha entry", v, low=0) for v in alpha)
    if len(a) != 3 or sum(a) != n1:
        raise ValueError(f"alpha={alpha} must have 3 entries >= 0 summing to N_1={n1}")
    return (a[0], a[1], a[2])


class WindowModel:
    r"""The window model at :math:`T = 2n` at one integer point (Lemma H's point), built once for many windows.

    Parameters
    ----------
    T : int
        Even, at least 10.
    seed : int
        ``numpy.random.default_rng(seed)`` draws :math:`W_2, W_3, H_2, H_3, H_1` (3 x 3, in :math:`[1, p)`),
        :math:`L` and the :math:`c`-points (:math:`\binom{n+2}{2}` of them, in :math:`[0, p)^3`), in that order;
        ``default_rng(1000 + seed)`` the random combinations of the generators of :math:`V_0`.
    p : int
        A prime below :math:`2^{20}` (:data:`PRIME`; the helper's second point used 1048573).
    sampling : {"generators", "products", "windows"}, optional
        How :attr:`columns` samples :math:`V_0`: random combinations of its generators (the helper's) or random
        products (:meth:`_product_columns`). By default the generators where they fit in :data:`MAX_BYTES` (up to
        :math:`T = 12`, so the same seed gives the helper's logged ranks), else the products (:math:`T = 14`, where
        the generators' values need 13 GB). ``"windows"`` samples nothing: the model holds the window functionals
        only (they depend on :math:`H_1` and :math:`W_2` alone), for containment checks at any :math:`T`
        (:meth:`check_contained`); :meth:`rank` then refuses.
    max_bytes : int, optional
        The planned peak the model may use (:data:`MAX_BYTES`); above it the model refuses before allocating. The
        one decision of size: :math:`T = 16` plans 15.6 GiB with products, so it runs only when asked for.

    Attributes
    ----------
    columns : uint32 array ``(rows, target + 60)``
        Random elements of :math:`V_0` (Lemma D), ``rows`` = :math:`\binom{d_1+2}{2}\binom{n+2}{2}`: random
        combinations of its generators (``sampling="generators"``, the helper's point and columns) or random products
        (``"products"``: the same space, sampled in the memory of the columns alone; what :math:`T = 14` needs).
    functionals : dict ``beta -> int64 array (C(d_1+2, 2),)``
        :math:`\gamma \mapsto [w^\beta](P\,(W_2 w)^\gamma)` for :math:`|\beta| = D` (Lemma D's :math:`M_{\beta\gamma}`).
    target : int
        :math:`c_3(d_1, n)`, the ideal count bounding :math:`\dim J_L` (a third of the interior bound).
    """

    def __init__(
        self, *, T: int, seed: int = 1, p: int = PRIME, sampling: str | None = None, max_bytes: int = MAX_BYTES
    ) -> None:
        n = _check_T(T)
        seed, p = check_size("seed", seed, low=0), _check_prime(p)
        self.max_bytes = check_size("max_bytes", max_bytes)
        if sampling not in (None, "generators", "products", "windows"):
            raise ValueError(
                f"sampling={sampling!r}: choose 'generators', 'products' or 'windows' (or None: the one that fits)"
            )
        self.T, self.n, self.seed, self.p = 2 * n, n, seed, p
        self.n1, self.d1 = start_degrees(depth=4, T=2 * n)[:2]
        self.D = self.d1 + 3 * (n - 1)
        self.nc = comb(n + 2, 2)
        self.npt = comb(self.d1 + 2, 2)
        self.rows = self.npt * self.nc
        self.target = common_support_count(R=3, degrees=(self.d1, n))
        self.ncols = self.target + _EXTRA
        self.ngen = 3 * comb(comb(n, 2) + 1, 2) * comb(n, 2)
        # peak, generators: their values (int64 + float64 copy), the random matrix, the product and its temporaries;
        # products: the columns and a group's matrix (uint32), FLINT's copy (8 bytes an entry), one chunk's temporaries
        needs = {
            "generators": 8 * (2 * self.rows * self.ngen + self.ngen * self.ncols + 4 * self.rows * self.ncols),
            "products": 16 * self.rows * self.ncols + 8 * 6 * self.rows * _PRODUCT_CHUNK,
            # the functionals' values, their inverse Vandermonde and the product (int64 and float64 copies)
            "windows": 8 * 4 * comb(self.D + 2, 2) * (comb(self.D + 2, 2) + self.npt),
        }
        if sampling is None:
            sampling = "generators" if needs["generators"] <= self.max_bytes else "products"
        self.sampling = sampling
        need = needs[sampling]
        fixes = {"generators": "use T <= 12 or sampling='products'", "products": "use T <= 14 or a larger max_bytes"}
        fix = fixes.get(sampling, "use a smaller T")
        check_fits(need, f"the window model at T={self.T} ({sampling})", max_bytes=self.max_bytes, fix=fix)
        check_fits(need, f"the window model at T={self.T} ({sampling})", fix="free memory or use a smaller T")
        rng = np.random.default_rng(seed)
        self.W2, self.W3, self.H2, self.H3, self.H1 = (
            rng.integers(1, p, size=(3, 3), dtype=np.int64) for _ in range(5)
        )
        self.L = rng.integers(1, p, size=3, dtype=np.int64)
        self.cpts = rng.integers(0, p, size=(self.nc, 3), dtype=np.int64)
        comb_rng = np.random.default_rng(1000 + seed)
        if sampling == "windows":
            self.columns = np.zeros((self.rows, 0), np.uint32)
        elif sampling == "products":
            self.columns = self._product_columns(comb_rng)
        else:
            vals = self._generator_values()  # (npt * nc, ngen): values on the lattice, rows (point, c-point)
            mix = blas_matmul_mod_p(vals, comb_rng.integers(0, p, size=(self.ngen, self.ncols), dtype=np.int64), p)
            del vals
            # the inverse Vandermonde acts on the point index only, so it commutes with the random combination
            vi = _vinv(self.d1, p)
            cols = blas_matmul_mod_p(vi, mix.reshape(self.npt, -1), p).reshape(self.rows, self.ncols)
            self.columns = cols.astype(np.uint32)
        self.functionals = self._window_functionals(self.H1)

    def _point_values(self) -> tuple[np.ndarray, list[np.ndarray], list[np.ndarray], list[np.ndarray]]:
        r""":math:`\ell(q)`, :math:`m'_j(b', c')` (``j = 0, 1, 2``), :math:`b' = H_2 p` and :math:`c' = H_3 q` at every
        (lattice point, c-point): arrays of shape ``(npt, nc)``."""
        p = self.p
        lat = np.array([[1, a, b] for a, b in _lattice(self.d1)], dtype=np.int64)
        ones = np.ones((self.npt, self.nc), np.int64)
        pv = [lat[:, r][:, None] * ones for r in range(3)]
        cv = [self.cpts[:, r][None, :] * ones for r in range(3)]

        def mv(W: np.ndarray, x: list[np.ndarray]) -> list[np.ndarray]:
            return [(int(W[r, 0]) * x[0] + int(W[r, 1]) * x[1] + int(W[r, 2]) * x[2]) % p for r in range(3)]

        q = [c * w % p for c, w in zip(cv, mv(self.W3, pv), strict=True)]
        bp, cp = mv(self.H2, pv), mv(self.H3, q)
        ell = sum(int(self.L[r]) * q[r] for r in range(3)) % p
        mp = []  # m'_j(b', c') = sum_r L_r c'_r sum_l W3[r, l] W2[l, j] b'_l
        for j in range(3):
            acc = np.zeros_like(ell)
            for r in range(3):
                inner = sum(int(self.W3[r, l]) * int(self.W2[l, j]) % p * bp[l] for l in range(3)) % p
                acc = (acc + int(self.L[r]) * cp[r] % p * inner) % p
            mp.append(acc)
        return ell, mp, bp, cp

    def _generator_values(self) -> np.ndarray:
        r"""Values of :math:`\ell(q)\, b'^\kappa c'^\nu m'_j(b', c')` (:math:`|\kappa| = \binom{n}{2} - 1`,
        :math:`|\nu| = n - 2`; :math:`b' = H_2 p`, :math:`c' = H_3 q`) at (lattice point, c-point): shape
        ``(npt * nc, ngen)``, generators ordered by ``j``, then :math:`\kappa`, then :math:`\nu`."""
        n, p = self.n, self.p
        ell, mp, bp, cp = self._point_values()
        bpow, cpow = [[np.ones_like(ell)] for _ in range(3)], [[np.ones_like(ell)] for _ in range(3)]
        for r in range(3):
            for _ in range(comb(n, 2)):
                bpow[r].append(bpow[r][-1] * bp[r] % p)
            for _ in range(n):
                cpow[r].append(cpow[r][-1] * cp[r] % p)
        out = np.empty((self.npt, self.nc, self.ngen), np.int64)
        t = 0
        for j in range(3):
            for ka in _monos(comb(n, 2) - 1):
                base = ell * mp[j] % p * (bpow[0][ka[0]] * bpow[1][ka[1]] % p * bpow[2][ka[2]] % p) % p
                for nu in _monos(n - 2):
                    out[:, :, t] = base * (cpow[0][nu[0]] * cpow[1][nu[1]] % p * cpow[2][nu[2]] % p) % p
                    t += 1
        return out.reshape(self.rows, self.ngen)

    def _product_columns(self, rng: np.random.Generator) -> np.ndarray:
        r"""Random elements of :math:`V_0` as products :math:`\ell(q)\, m'_j(b', c') \prod (\text{random linear forms
        in } b')\prod (\text{in } c')` (:math:`\binom{n}{2} - 1` and :math:`n - 2` of them, ``j`` at random): each is
        in :math:`V_0`, and products of linear forms span the forms of their degree, so this samples :math:`V_0` with
        no matrix of generator values (the helper's ``box7.py``). uint32 ``(rows, ncols)``, built
        :data:`_PRODUCT_CHUNK` columns at a time."""
        n, p = self.n, self.p
        ell, mps, bps, cps = self._point_values()
        ell, mp = ell.reshape(-1), np.stack([v.reshape(-1) for v in mps], 1)
        bp, cp = [v.reshape(-1) for v in bps], [v.reshape(-1) for v in cps]
        vi = _vinv(self.d1, p)
        out = np.empty((self.rows, self.ncols), np.uint32)
        for s0 in range(0, self.ncols, _PRODUCT_CHUNK):
            k = min(_PRODUCT_CHUNK, self.ncols - s0)
            F = ell[:, None] * mp[:, rng.integers(0, 3, size=k)] % p
            for src, count in ((bp, comb(n, 2) - 1), (cp, n - 2)):
                for _ in range(count):
                    r = rng.integers(0, p, size=(3, k), dtype=np.int64)
                    F = F * ((src[0][:, None] * r[0] + src[1][:, None] * r[1] % p + src[2][:, None] * r[2]) % p) % p
            coef = blas_matmul_mod_p(vi, F.reshape(self.npt, self.nc * k), p)
            out[:, s0 : s0 + k] = coef.reshape(self.rows, k)
        return out

    def _window_functionals(self, H1: np.ndarray) -> dict[tuple[int, int, int], np.ndarray]:
        """Lemma D's :math:`M_{\\beta\\gamma} = [w^\\beta](P (W_2 w)^\\gamma)`, one row per :math:`|\\beta| = D`,
        :math:`P = (h_1 h_2 h_3)^{n-1}`, :math:`h = H_1 w`."""
        p, d1, D = self.p, self.d1, self.D
        Wp = np.array([[1, a, b] for a, b in _lattice(D)], dtype=np.int64)
        h = np.stack([(Wp * (H1[r] % p)).sum(1) % p for r in range(3)], 1)
        P = np.ones(len(Wp), np.int64)
        for r in range(3):
            for _ in range(self.n - 1):
                P = P * h[:, r] % p
        v = np.stack([(Wp * (self.W2[r] % p)).sum(1) % p for r in range(3)], 1)
        vp = [[np.ones(len(Wp), np.int64)] for _ in range(3)]
        for r in range(3):
            for _ in range(d1):
                vp[r].append(vp[r][-1] * v[:, r] % p)
        vals = np.stack([P * vp[0][g[0]] % p * vp[1][g[1]] % p * vp[2][g[2]] % p for g in _monos(d1)], 1)
        coef = blas_matmul_mod_p(_vinv(D, p), vals, p)
        return {m: coef[i] for i, m in enumerate(_monos(D))}

    def box_functionals(self) -> np.ndarray:
        r"""Lemma B's box at the vertex :math:`e_1`: :math:`u \mapsto [w^\mu] u` for :math:`|\mu| = d_1`,
        :math:`\mu_2, \mu_3 \le n`, as rows over :math:`\gamma` (:math:`[w^\mu] (W_2 w)^\gamma`; the window
        functionals of :math:`H_1 = I` shifted by :math:`(n-1)(1, 1, 1)`): int64 ``((n+1)^2, C(d_1+2, 2))``. For an
        interior :math:`\alpha` with :math:`\alpha_1 \ge D` they lie in :math:`\Lambda_\alpha` (Lemma B;
        :meth:`rank` checks it at the point)."""
        eye = self._window_functionals(np.eye(3, dtype=np.int64))
        s = self.n - 1
        return np.stack([eye[(m[0] + s, m[1] + s, m[2] + s)] for m in _monos(self.d1) if max(m[1], m[2]) <= self.n])

    def window(self, alpha: tuple[int, ...]) -> np.ndarray:
        r"""The window functionals of :math:`\alpha` (:math:`\beta \le \alpha`, :math:`|\beta| = D`), one row each,
        spanning :math:`\Lambda_\alpha`: int64 ``(|B_alpha|, C(d_1+2, 2))``."""
        a = _check_alpha(alpha, self.n1)
        rows = [self.functionals[b] for b in _monos(self.D) if all(b[i] <= a[i] for i in range(3))]
        return np.stack(rows) if rows else np.zeros((0, self.npt), np.int64)

    def group_space(self, alphas: list[tuple[int, ...]]) -> np.ndarray:
        r""":math:`\Lambda_G = \bigcap_{\alpha \in G} \Lambda_\alpha`: rows of ``kernel(stack of kernel(window))``; for
        one :math:`\alpha` this is the rref basis of :math:`\Lambda_\alpha` (``model.py``'s ``xrank``)."""
        if not alphas:
            raise ValueError("alphas must name at least one alpha (one alpha is a group of one)")
        ks = [_kernel(self.window(a), self.p) for a in alphas]
        return _kernel(np.concatenate(ks), self.p)

    def check_contained(self, functionals: np.ndarray, alphas: list[tuple[int, ...]]) -> None:
        r"""``ArithmeticError`` unless every row of ``functionals`` lies in :math:`\Lambda_\alpha` for each
        :math:`\alpha` (rank :math:`[M_{B_\alpha}; \Lambda] =` rank :math:`M_{B_\alpha}` mod p; Lemma M's hypothesis)."""
        lam = np.asarray(functionals, dtype=np.int64) % self.p
        for a in alphas:
            win = self.window(a)
            ra, rb = _rank(win, self.p), _rank(np.concatenate([win, lam]), self.p)
            if ra != rb:
                raise ArithmeticError(f"Lambda_G is not inside Lambda_alpha at alpha={tuple(a)}: ranks {ra} < {rb}")

    def x_matrix(self, functionals: np.ndarray) -> np.ndarray:
        r"""Columns of :math:`X(\Lambda) = \sum_\lambda D_\lambda V_0`: column ``t`` of :attr:`columns` scaled by
        functional ``t mod dim`` (round robin): uint32 ``(rows, target + 60)``."""
        if self.sampling == "windows":
            raise ValueError("this model has no columns (sampling='windows'); build it with 'generators' or 'products'")
        lam = np.asarray(functionals, dtype=np.int64) % self.p
        if lam.shape[0] == 0:
            return np.zeros((self.rows, 0), np.uint32)
        scale = lam[np.arange(self.ncols) % lam.shape[0]].T  # (npt, ncols)
        out = np.empty((self.rows, self.ncols), np.uint32)
        for i in range(self.npt):  # one point's rows at a time: no temporary of the matrix's size
            rows = slice(i * self.nc, (i + 1) * self.nc)
            out[rows] = self.columns[rows].astype(np.int64) * scale[i] % self.p
        return out

    def rank(self, alphas: list[tuple[int, ...]], *, functionals: np.ndarray | None = None) -> dict:
        r"""Lemma M: the rank mod p of :math:`X(\Lambda_G)` for the group ``alphas``, after checking
        :math:`\Lambda_G \subseteq \Lambda_\alpha` for each (``functionals`` replaces :math:`\Lambda_G`; it must
        pass the same check). Returns ``rank`` (per coordinate; 3 x rank bounds each block), ``dim_lambda``."""
        alphas = [_check_alpha(a, self.n1) for a in alphas]
        lam = self.group_space(alphas) if functionals is None else np.asarray(functionals, dtype=np.int64)
        if lam.ndim != 2 or lam.shape[1] != self.npt:
            raise ValueError(f"functionals must have shape (k, {self.npt}); got {lam.shape}")
        self.check_contained(lam, alphas)
        return {"rank": _rank(self.x_matrix(lam), self.p), "dim_lambda": _rank(lam, self.p)}

    def ideal_matrix(self) -> np.ndarray:
        r"""Generators :math:`b^\gamma c^\nu m_j` (:math:`|\gamma| = d_1 - 1`, :math:`|\nu| = n - 1`) of
        :math:`J_L`, :math:`m_j = \sum_l (W_2)_{lj} b_l \tilde c_l`, :math:`\tilde c = W_3^T \mathrm{diag}(L) c`:
        int64 ``(rows, 3 C(d_1+1, 2) C(n+1, 2))``."""
        p, nc = self.p, self.nc
        lw = [[int(self.L[r]) * int(self.W3[r, l]) % p for r in range(3)] for l in range(3)]
        ct = [(self.cpts @ np.array(lw[l], dtype=np.int64)) % p for l in range(3)]  # entries < 2^42
        idx = {m: i for i, m in enumerate(_monos(self.d1))}
        cm = _monos(self.n - 1)
        cnu = np.ones((nc, len(cm)), np.int64)  # c_j^nu
        for k, nu in enumerate(cm):
            for r in range(3):
                for _ in range(nu[r]):
                    cnu[:, k] = cnu[:, k] * self.cpts[:, r] % p
        gam = _monos(self.d1 - 1)
        out = np.zeros((self.npt, nc, 3, len(gam), len(cm)), np.int64)
        for j in range(3):
            for g, ga in enumerate(gam):
                for l in range(3):
                    g2 = (ga[0] + (l == 0), ga[1] + (l == 1), ga[2] + (l == 2))
                    coef = int(self.W2[l, j]) * ct[l] % p  # (nc,)
                    out[idx[g2], :, j, g, :] += coef[:, None] * cnu % p
        return (out % p).reshape(self.rows, -1)

    def dims(self) -> dict:
        r"""``dim_v0`` (rank of the generators of :math:`V_0`; the inverse Vandermonde does not change it) and
        ``dim_j`` (rank of :meth:`ideal_matrix`), mod p at this point."""
        n_j = 3 * comb(self.d1 + 1, 2) * comb(self.n + 1, 2)
        check_fits(24 * self.rows * n_j, f"the ideal J_L at T={self.T}", max_bytes=self.max_bytes, fix="use T <= 12")
        return {"dim_v0": _rank(self._generator_values(), self.p), "dim_j": _rank(self.ideal_matrix(), self.p)}


def window_rank(*, T: int, alphas: list[tuple[int, ...]], seed: int = 1, p: int = PRIME, dims: bool = False) -> dict:
    r"""Lemma M for one group: the rank mod ``p`` of :math:`X(\Lambda_G)` at seed ``seed`` (:class:`WindowModel`).

    Given Conjecture 40 at :math:`T - 2`, ``3 * rank`` is a lower bound on the generic rank of each :math:`Q_\alpha`,
    :math:`\alpha \in G` (Lemmas W, T, H, M; ``docs/research/interior-2026-12-01/NOTES.md`` §1).

    Parameters
    ----------
    T : int
        Even, at least 10 (building the model: 5 s at 10, 40 s and 2.2 GB at 12, refused above).
    alphas : list of 3-tuples summing to :math:`N_1`
        The group :math:`G` (one alpha is a group of one; interior or not).
    seed, p : int
        The point and the prime (:class:`WindowModel`).
    dims : bool
        Also ``dim_v0`` and ``dim_j`` (15 s at :math:`T = 10`; minutes at 12).

    Returns
    -------
    dict
        ``T, seed, p, alphas``; ``rank`` (per output coordinate, mod p); ``dim_lambda`` (:math:`\dim\Lambda_G`);
        ``target`` (:math:`c_3(d_1, n) \ge \dim J_L`); ``bounds`` (Proposition 12's per-block bounds of the alphas).

    Raises
    ------
    ArithmeticError
        If :math:`\Lambda_G \not\subseteq \Lambda_\alpha` for some :math:`\alpha` (Lemma M would not apply).
    """
    n1 = start_degrees(depth=4, T=2 * _check_T(T))[0]
    alphas = [_check_alpha(a, n1) for a in alphas]  # refuse bad input before building the model
    if not alphas:
        raise ValueError("alphas must name at least one alpha (one alpha is a group of one)")
    model = WindowModel(T=T, seed=seed, p=p)
    got = model.rank(alphas)
    out = {"T": model.T, "seed": model.seed, "p": model.p, "alphas": [tuple(a) for a in alphas], **got}
    out["target"] = model.target
    out["bounds"] = [corner_bound(R=3, T=model.T, alpha=tuple(a)) for a in alphas]
    if dims:
        out.update(model.dims())
    return out


def interior_groups(*, T: int, size: int = 6) -> list[list[tuple[int, ...]]]:
    r"""``group.py``'s grouping of the interior orbit representatives (:func:`~proofs.general.depth4.near_vertex.
    interior_representatives`): by :math:`\min\alpha` descending, runs of at most ``size`` in representative order
    (28 groups at :math:`T = 12`, ``size = 6``)."""
    _check_T(T)
    size = check_size("size", size)
    by_min: dict[int, list[tuple[int, ...]]] = defaultdict(list)
    for a, _ in interior_representatives(T=T):
        by_min[min(a)].append(a)
    return [by_min[k][i : i + size] for k in sorted(by_min, reverse=True) for i in range(0, len(by_min[k]), size)]


def interior_lower_bound(*, T: int, seed: int = 1, size: int = 6, p: int = PRIME) -> dict:
    r"""Every interior group's rank at one point (one model, :func:`interior_groups`) and the orbit-weighted sum of
    :math:`3 \cdot` rank over the interior blocks: given Conjecture 40 at :math:`T - 2`, a lower bound on the interior
    part of sep(4, M, 3, T), :math:`M \ge 3` (with Lemma S). Equal to ``interior_bound(T=T)`` exactly when every group
    reaches ``target``, i.e. Conjecture 40 at ``T``.

    Returns ``T, seed, p, size, target``, ``groups`` (list of ``{"alphas", "rank", "dim_lambda"}``), ``ranks``
    (``alpha -> rank``), ``lower_bound`` (the weighted sum) and ``full`` (every group at ``target``).
    """
    model = WindowModel(T=T, seed=seed, p=p)
    got = _group_ranks(model, interior_groups(T=model.T, size=size))
    return {**got, "size": size, "target": model.target, "full": all(g["rank"] == model.target for g in got["groups"])}


def _group_ranks(model: WindowModel, groups: list[list[tuple[int, ...]]]) -> dict:
    """Lemma M's rank of every group on one model; each alpha keeps its best rank (``ArithmeticError`` if 3 x a rank
    exceeds Proposition 12's bound on the block: the model or the bound would be wrong); the orbit-weighted sum."""
    weights = dict(orbit_representatives(n1=model.n1))
    out: list[dict] = []
    ranks: dict[tuple[int, ...], int] = {}
    for g in groups:
        got = model.rank(g)
        out.append({"alphas": g, **got})
        for a in g:
            if 3 * got["rank"] > corner_bound(R=3, T=model.T, alpha=a):
                raise ArithmeticError(f"3 x the model rank {got['rank']} exceeds Proposition 12's bound at {a}")
            ranks[a] = max(ranks.get(a, 0), got["rank"])
    return {
        "T": model.T,
        "seed": model.seed,
        "p": model.p,
        "groups": out,
        "ranks": ranks,
        "lower_bound": sum(weights[a] * 3 * r for a, r in ranks.items()),
    }


def outer_groups(*, T: int) -> list[list[tuple[int, ...]]]:
    r"""The grouping of the orbit representatives outside the interior (some :math:`\alpha_i < s`) of the helper's
    ``outer.py`` (``docs/research/outer-T12-2026-12-01``): the flat edges (:math:`\alpha_3 = 0`, :math:`\alpha_2 \ge
    s`) and, for each :math:`m = 1, \dots, s - 1`, the orbits with :math:`\alpha_3 = m`, :math:`\alpha_2 \ge s`
    (Conjecture 41's (C) and (A)), each sorted by :math:`\alpha_2` and cut into two contiguous halves; every other
    orbit alone (33 groups at :math:`T = 12`: 12 halves and 21 singles)."""
    s = _check_T(T)
    n1 = start_degrees(depth=4, T=2 * s)[0]
    outer = [a for a, _ in orbit_representatives(n1=n1) if min(a) < s]
    halves: list[list[tuple[int, ...]]] = []
    for m in range(s):
        run = sorted((a for a in outer if a[2] == m and a[1] >= s), key=lambda a: a[1])
        h = (len(run) + 1) // 2
        halves += [g for g in (run[:h], run[h:]) if g]
    grouped = {a for g in halves for a in g}
    singles = [[a] for a in outer if a not in grouped]
    return halves + singles


def sep_lower_bound(*, T: int, seed: int = 1, p: int = PRIME, size: int = 6, interior: bool = True) -> dict:
    r"""Every block's window-model lower bound at one point (one model; :func:`interior_groups` and
    :func:`outer_groups`) and their orbit-weighted sum: given Conjecture 40 at :math:`T - 2`, a lower bound on
    :math:`\operatorname{sep}(4, M, 3, T)` for :math:`M \ge 3` and almost every RAC (with Lemma S at :math:`s = T/2`;
    Lemma W holds for every :math:`\alpha`). Proposition 45 at :math:`T = 12`: 34024833 (26 min for the interior and 55
    min for the rest, measured on shared cores, 2.3 GB); at :math:`T = 10` every orbit's model rank is at most its
    recorded rank (Proposition 39) and equal on all but :math:`(34, 1, 0)`. With ``interior=False`` only the outer
    groups (Proposition 51 at :math:`T = 14`, where the box certifies the interior: 42 ranks of side 15660, about
    2 h on one core, 4.7 GB).

    Returns
    -------
    dict
        ``T, seed, p``; ``groups`` (list of ``{"alphas", "rank", "dim_lambda"}``); ``ranks`` (``alpha -> rank`` per
        output coordinate, the best over the groups holding ``alpha``); ``lower_bound`` (sum over the orbits of orbit
        size x 3 x rank).

    Raises
    ------
    ArithmeticError
        If 3 x a rank exceeds Proposition 12's bound on its block (the model or the bound would be wrong).
    """
    model = WindowModel(T=T, seed=seed, p=p)
    inner = interior_groups(T=model.T, size=size) if interior else []
    return _group_ranks(model, inner + outer_groups(T=model.T))


STATEMENT = (
    "Proposition 44 (depth 4, general inputs, R = 3, T = 12: Conjecture 40 holds, every interior block (all alpha_i >="
    " 6; 780 blocks, 140 orbits) of Proposition 12's a-splitting has rank 21009, its bound, for almost every RAC; so"
    " sep(4, M, 3, 12) >= 16387020 for M >= 3 (21009 before), with Lemma S at s = 6; the window lemma (one End step of"
    " layers 2-4 from Conjecture 40 at T = 10, Proposition 39) and one rank per group of orbits at one integer point;"
    " computer-assisted, reviewed with the reviewer's own code; this lab)"
)
CHECK = (
    "exact GF(p) ranks at one integer point: the Start Jacobian at s = T/2 == 12 (Lemma S); the window model's rank of"
    " every interior group (Lemma M, each containment checked) == c_3(d_1, s), so the orbit-weighted interior sum =="
    " Conjecture 40's value: at T = 10 (quick, from Proposition 38's interior) 1937628, at T = 12 (full) 16387020"
)
#: ``(R, T) -> `` the lower bound on sep(4, M, R, T), ``M >= R``, that Proposition 44 gives (the interior alone).
LOWER: dict[tuple[int, int], int] = {(3, 12): 16387020}


def proven_lower_bound(*, M: int, R: int, T: int) -> int | None:
    """Proposition 44's lower bound on sep(4, M, R, T) (``R = 3``, ``T = 12``, ``M >= 3``), else ``None``."""
    return at_shape(LOWER, M=M, R=R, T=T)


def check(*, T: int, seed: int = 1) -> Certificate:
    r"""Proposition 44 at ``T = 12`` (26 min and 2.2 GB measured on shared cores), or its method at ``T = 10`` (about 1 min):
    Lemma S at :math:`s = T/2`, and :func:`interior_lower_bound` against Conjecture 40's interior value
    (:func:`~proofs.general.depth4.near_vertex.interior_bound`)."""
    n = _check_T(T)
    got = interior_lower_bound(T=T, seed=seed)
    jac = start_jacobian_rank(n=n, seed=seed, R=3)
    return Certificate.compare(
        STATEMENT,
        dict(T=T, seed=seed, p=got["p"]),
        "(Start Jacobian rank at s = T/2, orbit-weighted sum of 3 x the interior groups' window ranks) vs (12,"
        " Conjecture 40's interior value)",
        (jac, got["lower_bound"]),
        "==",
        (12, interior_bound(T=T)),
        groups=len(got["groups"]),
    )


def cases(budget: str) -> list:
    """Quick: :math:`T = 10` (the method from Proposition 38's interior, about 1 min); full: also :math:`T = 12`."""
    check_budget(budget)
    return [dict(T=10)] if budget == "quick" else [dict(T=10), dict(T=12)]
