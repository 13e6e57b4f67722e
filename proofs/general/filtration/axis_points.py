r"""Axis points: Start sequences at which the first cut state :math:`a^{(1)} = W^{H,1} h^{s,1}` lies on the
:math:`k`-th axis, :math:`a^{(1)} = \alpha e_k` with :math:`\alpha \neq 0`, for the lab's explicit integer RAC mod
p (general inputs, :math:`M = 2`; the points at which Propositions 36 and 37 take their jets, page
``docs/theory/end-filtration.md``).

Only layer 1 matters: :math:`h^t = (W^{H,1} h^{t-1}) \odot (W^{I,1} x^t)`, :math:`a^{(1)} = W^{H,1} h^s`. The first
:math:`s - R + 1` inputs are random; each of the last :math:`R - 1` is :math:`\mu_i (1, z_i)`. Then
:math:`a^{(1)}` is multilinear in :math:`z`, and the :math:`R - 1` equations :math:`a^{(1)}_i = 0`
(:math:`i \neq k`) are solved mod p by eliminating :math:`z_{R-2}, z_{R-3}, \dots` with resultants (FLINT's
``nmod_mpoly``; the common factor of the new equations, a spurious component, is divided out), the roots of the last,
univariate, equation, and back-substitution. Nothing in the elimination is trusted: every returned point is run
forward again and checked exactly. A scaling :math:`\mu_i` multiplies :math:`a^{(1)}` by :math:`\mu_i`, so it keeps
the point on the axis; the random :math:`\mu_i` spread the points over the whole set of axis points, which has
dimension :math:`2s - (R - 1)`. The degrees grow as 1, 2, 8, 128 with :math:`R = 2..5` and to about 32768 at
:math:`R = 6`, which is out of reach (a helper's measurement, ``docs/research/endcap4-2026-11-30/NOTES.md`` §1).
At :math:`s = R - 1` there is no random prefix: the axis points are then finitely many orbits of the scalings, and
the points drawn are few up to scaling.
"""

from __future__ import annotations

import numpy as np

from proofs.general.filtration._recurrence import K
from proofs.general.instance import PRIME, explicit_rac, modp_rac
from racs.sizes import check_size

__all__ = ["MAX_R", "axis_starts", "first_cut_state"]

#: The widest RAC whose axis points are solved here (the elimination ends in degree 128 at R = 5).
MAX_R = 5


def _layer1(depth: int, R: int) -> tuple[list[list[int]], list[list[int]], list[int]]:
    """``(W^{I,1}, W^{H,1}, h^{0,1})`` of the explicit RAC as canonical residues mod p (Python ints)."""
    rac = modp_rac(explicit_rac(depth=depth, M=2, R=R), PRIME)
    as_int = lambda a: (np.asarray(a).astype(np.int64) % PRIME).tolist()  # noqa: E731
    return as_int(rac.W_I[0]), as_int(rac.W_H[0]), as_int(rac.h0[0])


def first_cut_state(*, depth: int, R: int, starts) -> np.ndarray:
    r"""The first cut state :math:`a^{(1)} = W^{H,1} h^{s,1}` mod p of the explicit RAC after each Start sequence,
    in exact integer arithmetic (Eq. (1.2), layer 1 only).

    Parameters
    ----------
    starts : int array ``(P, s, 2)``

    Returns
    -------
    int64 array ``(R, P)``, canonical residues.
    """
    W_I, W_H, h0 = _layer1(check_size("depth", depth, low=2), check_size("R", R))
    X = np.asarray(starts, dtype=object) % PRIME
    if X.ndim != 3 or X.shape[2] != 2:
        raise ValueError(f"starts has shape {X.shape}; need (P, s, 2)")
    WI, WH = np.array(W_I, dtype=object), np.array(W_H, dtype=object)
    h = np.array([h0] * X.shape[0], dtype=object).T  # (R, P)
    for t in range(X.shape[1]):
        h = (WH @ h % PRIME) * (WI @ X[:, t, :].T % PRIME) % PRIME
    return (WH @ h % PRIME).astype(np.int64)


def _univariate(f, var: int):
    import flint

    coeffs = [0] * (f.degrees()[var] + 1)
    for monomial, c in f.to_dict().items():
        coeffs[monomial[var]] = int(c)
    return flint.nmod_poly(coeffs, PRIME)


def _solve(eqs: list, n: int, ctx) -> list[dict[str, int]]:
    """Every solution mod p of ``eqs`` (``nmod_mpoly``) in the first ``n`` variables of ``ctx``: the last variable
    is eliminated by resultants with the first equation, the rest solved recursively, and each partial solution
    extended by the roots of the gcd of the specialised equations."""
    names = ctx.names()
    eqs = [e for e in eqs if not e.is_zero()]
    if not eqs:
        return []
    if n == 1:
        g = _univariate(eqs[0], 0)
        for e in eqs[1:]:
            g = g.gcd(_univariate(e, 0))
        return [] if g.degree() < 1 else [{names[0]: int(root)} for root, _ in g.roots()]
    var = names[n - 1]
    reduced = [eqs[0].resultant(e, var) for e in eqs[1:]]
    if len(reduced) >= 2:  # the resultants share the component where eqs[0]'s lead and constant vanish
        common = reduced[0]
        for e in reduced[1:]:
            common = common.gcd(e)
        if not common.is_constant():
            reduced = [e // common for e in reduced]
    out: list[dict[str, int]] = []
    for partial in _solve(reduced, n - 1, ctx):
        g = None
        for e in eqs:
            e = e.subs(partial)
            if not e.is_zero():
                u = _univariate(e, n - 1)
                g = u if g is None else g.gcd(u)
        if g is not None and g.degree() >= 1:
            out.extend({**partial, var: int(root)} for root, _ in g.roots())
    return out


def axis_starts(*, depth: int, R: int, s: int, count: int, seed: int = 1) -> np.ndarray:
    r"""``count`` Start sequences at which :math:`a^{(1)} = \alpha e_k`, :math:`\alpha \neq 0` (:math:`k = 0`), for the
    explicit RAC at ``(depth, 2, R)`` mod :data:`~proofs.general.instance.PRIME`; ``2 <= R <= 5``, ``s >= R - 1``.

    Every solution of one random prefix is kept (at most :math:`(R-1)!` of them, about one on average), so points
    come in small groups that share their first :math:`s - R + 1` inputs. Each returned point has been checked by
    :func:`first_cut_state`.

    Returns
    -------
    int64 array ``(count, s, 2)``, residues.

    Raises
    ------
    ValueError
        For ``R > 5``, ``s < R - 1``, or fewer than ``count`` points in ``50 count`` random prefixes (a RAC
        degenerate mod p).
    """
    R, s, count = check_size("R", R, low=2), check_size("s", s), check_size("count", count)
    if R > MAX_R:
        raise ValueError(f"R={R}: axis points are solved for R <= {MAX_R} (the elimination reaches degree ~32768 at 6)")
    if s < R - 1:
        raise ValueError(f"s={s} is below R - 1 = {R - 1}: the {R - 1} axis equations need as many free inputs")
    import flint

    W_I, W_H, h0 = _layer1(check_size("depth", depth, low=2), R)
    names = tuple(f"z{i}" for i in range(R - 1))
    ctx = flint.nmod_mpoly_ctx.get(names, modulus=PRIME)
    Z = ctx.gens()
    rng = np.random.default_rng(seed)
    m0 = s - (R - 1)  # inputs drawn at random
    out: list[np.ndarray] = []
    for _ in range(50 * count):
        if len(out) >= count:
            break
        X = rng.integers(1, PRIME, size=(s, 2))
        h = h0
        for t in range(m0):
            g = [sum(W_H[i][j] * h[j] for j in range(R)) % PRIME for i in range(R)]
            h = [g[i] * (W_I[i][0] * int(X[t, 0]) + W_I[i][1] * int(X[t, 1])) % PRIME for i in range(R)]
        gz = [ctx.constant(sum(W_H[i][j] * h[j] for j in range(R)) % PRIME) for i in range(R)]
        for i in range(R - 1):  # x^(m0+1+i) = (1, z_i): a^(1) multilinear in z
            hz = [gz[j] * (W_I[j][0] + W_I[j][1] * Z[i]) for j in range(R)]
            gz = [sum((W_H[a][b] * hz[b] for b in range(R)), ctx.constant(0)) for a in range(R)]
        eqs = [gz[i] for i in range(R) if i != K]
        for sol in _solve(eqs, R - 1, ctx):
            Y = X.copy()
            mu = rng.integers(1, PRIME, size=R - 1)
            for i in range(R - 1):
                Y[m0 + i] = [int(mu[i]), int(mu[i]) * sol[names[i]] % PRIME]
            out.append(Y)
    if len(out) < count:
        raise ValueError(f"only {len(out)} of {count} axis points from {50 * count} prefixes: is the RAC degenerate?")
    starts = np.array(out[:count])
    a1 = first_cut_state(depth=depth, R=R, starts=starts)
    if np.any(np.delete(a1, K, axis=0) != 0) or np.any(a1[K] == 0):
        raise AssertionError("an axis point is off its axis: the elimination is wrong")
    return starts
