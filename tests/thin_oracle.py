"""Independent oracles for the thin boxes (``tests/proofs/general/depth4/thin/``): the blocks outside the interior by
a fresh enumeration of the compositions of N_1, and the box dimensions by brute force, V_0 = k[p]_(d-1) G built
monomial by monomial with plain numpy and FLINT ranks, then theta_2, theta_3 (or the box functionals) applied to it.

Nothing here uses the modules under test beyond their generators and points (``thin_generators``, ``special_point``,
``general_point``): no (K1), no (K1'), no slices, no modules.
"""

from __future__ import annotations

from itertools import product
from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
from proofs.general.depth4.thin.slices import general_point, special_point, thin_generators

__all__ = ["P", "monos", "outer_blocks", "v0_basis", "brute_force_boxes", "brute_force_general", "sympy_point"]

P = 1048571


def monos(d: int) -> list[tuple[int, int, int]]:
    """The exponents of the degree-``d`` monomials in three variables."""
    return [(d - a - b, a, b) for a in range(d + 1) for b in range(d + 1 - a)]


def outer_blocks(n: int):
    """Every block outside the interior at T = 2n, by a fresh enumeration of the compositions of N_1: ``(alpha, x, y)``
    with ``(x, y)`` its two smaller entries (the thin box before the cap at n + 1)."""
    n1 = comb(n + 2, 3)
    for a2, a3 in product(range(n1 + 1), repeat=2):
        alpha = (n1 - a2 - a3, a2, a3)
        if alpha[0] >= 0 and min(alpha) < n:
            _, x, y = sorted(alpha, reverse=True)
            yield alpha, x, y


def _basis(M: np.ndarray) -> np.ndarray:
    R, r = flint_rref_mod_p(np.asarray(M % P, dtype=np.uint64), P)
    return np.asarray(R[:r], dtype=np.int64)


def v0_basis(n: int, point) -> np.ndarray:
    """A basis of V_0 = k[p]_(d-1) G in degree d_1, built monomial by monomial (rows over (gamma, c))."""
    d, d1 = comb(n, 2), comb(n + 1, 2)
    gens = thin_generators(n=n, point=point)
    pm, big = monos(n + 1), monos(d1)
    at: dict[tuple[int, ...], int] = {m: i for i, m in enumerate(big)}
    rows = []
    for mu in monos(d - 1):
        X = np.zeros((gens.shape[2], len(big), comb(n + 2, 2)), np.int64)
        for i, m in enumerate(pm):
            X[:, at[tuple(x + y for x, y in zip(m, mu, strict=True))], :] = gens[i].T
        rows.append(X.reshape(gens.shape[2], -1))
    return _basis(np.concatenate(rows))


def brute_force_boxes(n: int, seed: int, pairs) -> tuple[int, dict]:
    """``(dim V_0, {(a, b): dim X_(a,b)})`` at ``special_point(seed)``: X_(a,b) = sum_(i <= a, j <= b)
    theta_2^i theta_3^j V_0, the thetas applied to a basis one at a time (no (K1), no slices)."""
    d1 = comb(n + 1, 2)
    V0, big, nc = v0_basis(n, special_point(seed=seed)), monos(d1), comb(n + 2, 2)
    out = {}
    for a, b in pairs:
        B = V0
        for axis, k in ((1, a), (2, b)):
            theta = np.repeat(np.array([m[axis] for m in big]), nc)
            base = B
            for _ in range(k):
                B = _basis(np.concatenate([base, B * theta % P]))
        out[a, b] = int(flint_rank_mod_p(B.astype(np.uint64), P)[0])
    return V0.shape[0], out


def brute_force_general(n: int, seed: int, pairs) -> dict:
    """``{(a, b): dim X_(a,b)}`` at ``general_point(seed)``: X_(a,b) = sum_(mu in Box(a, b)) D_mu V_0, D_mu scaling the
    p^gamma-part by [w^mu] (W2 w)^gamma, expanded by sympy (no (K1'), no module)."""
    import sympy

    d1, pt = comb(n + 1, 2), general_point(seed=seed)
    V0, big, nc = v0_basis(n, pt), monos(d1), comb(n + 2, 2)
    w = sympy.symbols("w1 w2 w3")
    lin = [sum(int(pt.W2[l, k]) * w[k] for k in range(3)) for l in range(3)]
    polys = [sympy.Poly(sympy.prod([lin[l] ** g[l] for l in range(3)]), *w) for g in big]
    out = {}
    for a, b in pairs:
        box = [(d1 - i - j, i, j) for i in range(a + 1) for j in range(b + 1) if i + j <= d1]
        scaled = []
        for mu in box:
            lam = np.array([int(f.coeff_monomial(w[0] ** mu[0] * w[1] ** mu[1] * w[2] ** mu[2])) % P for f in polys])
            scaled.append(V0 * np.repeat(lam, nc)[None, :] % P)
        out[a, b] = int(flint_rank_mod_p(np.concatenate(scaled).astype(np.uint64), P)[0])
    return out


def sympy_point(point):
    """``(W3, H2, x, z, ybar, hbar, roots)`` of ``point`` mod its prime, for the open conditions' sympy oracles:
    ybar_r = w_r1 x + w_r3 z, hbar_k = h_k1 x + h_k3 z and roots[r] the substitution at the root of ybar_r."""
    import sympy

    p = point.p
    W3 = sympy.Matrix(np.asarray(point.W3).tolist()).applyfunc(lambda v: v % p)
    H2 = sympy.Matrix(np.asarray(point.H2).tolist()).applyfunc(lambda v: v % p)
    x, z = sympy.symbols("x z")
    ybar = [W3[r, 0] * x + W3[r, 2] * z for r in range(3)]
    hbar = [H2[k, 0] * x + H2[k, 2] * z for k in range(3)]
    roots = [{x: W3[r, 2], z: -W3[r, 0]} for r in range(3)]
    return W3, H2, x, z, ybar, hbar, roots
