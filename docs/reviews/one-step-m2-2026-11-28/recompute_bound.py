"""Reviewer's own recomputation of the vanishing bound on dim V(R=3, 2, n) (one_step_m2 review, 2026-11-28).

Independent of ``proofs.general.depth3.one_step_m2``: own monomial bases, own point on L_i (a kernel vector of the
2 x 3 matrix [r; r * d] found by solving a 2x2 system, not a cross-product formula), and non-redundant
conditions: with p = t v + s1 g1 + s2 g2 (v spanning L_i, g1, g2 unit vectors completing a basis), F_beta vanishes
to order beta_i along L_i iff every coefficient of t^(N1-m) s^c with m = |c| < beta_i vanishes. Ranks over GF(P)
with python-flint ``nmod_mat``. Also reports rank Phi (to compare with #cols - Koszul).

Usage: python recompute_bound.py N [SEED]   (R = 3).
"""

from __future__ import annotations

import random
import sys
from math import comb

import flint

P = 2**61 - 1  # a different prime from the lab's 2^31 - 1
R = 3


def monos(k: int, d: int) -> list[tuple[int, ...]]:
    """All exponent tuples of length k and total degree d."""
    if k == 1:
        return [(d,)]
    return [(a,) + rest for a in range(d, -1, -1) for rest in monos(k - 1, d - a)]


def kernel_vector(r: list[int], s: list[int]) -> list[int]:
    """A nonzero v with r.v = s.v = 0 mod P: set v_2 = 1 and solve for (v_0, v_1) by Cramer's rule."""
    det = (r[0] * s[1] - r[1] * s[0]) % P
    assert det != 0
    inv = pow(det, P - 2, P)
    b0, b1 = (-r[2]) % P, (-s[2]) % P
    v0 = (b0 * s[1] - r[1] * b1) * inv % P
    v1 = (r[0] * b1 - b0 * s[0]) * inv % P
    v = [v0, v1, 1]
    assert sum(x * y for x, y in zip(r, v)) % P == 0 and sum(x * y for x, y in zip(s, v)) % P == 0
    return v


def taylor_table(v: list[int], g1: int, g2: int, N1: int, kmax: int) -> dict:
    """For each degree-N1 monomial a of p: its image under p = t v + s1 e_g1 + s2 e_g2, as {(c1, c2): coef}
    truncated to c1 + c2 < kmax (t's exponent is N1 - c1 - c2)."""
    lin = []
    for c in range(R):
        form = {(0, 0): v[c] % P}
        if c == g1:
            form[(1, 0)] = 1
        if c == g2:
            form[(0, 1)] = 1
        lin.append(form)

    def mul(f: dict, g: dict) -> dict:
        out: dict = {}
        for (a1, a2), x in f.items():
            for (b1, b2), y in g.items():
                if a1 + b1 + a2 + b2 < kmax:
                    key = (a1 + b1, a2 + b2)
                    out[key] = (out.get(key, 0) + x * y) % P
        return out

    table = {}
    for a in monos(R, N1):
        f = {(0, 0): 1}
        for c in range(R):
            for _ in range(a[c]):
                f = mul(f, lin[c])
        table[a] = f
    return table


def bound(n: int, seed: int) -> dict:
    rng = random.Random(seed)
    N1 = n * (n + 1) // 2
    W2 = [[rng.randrange(1, P) for _ in range(R)] for _ in range(R)]
    d = [rng.randrange(1, P) for _ in range(R)]
    ell = [rng.randrange(1, P) for _ in range(R)]
    # lam[s][j][k]: coefficient of p_k in e_j (s = 0) or f_j (s = 1)
    lam = [[[W2[j][k] * (d[k] if s else 1) % P for k in range(R)] for j in range(R)] for s in range(2)]
    cols = [(s, a, b) for s in range(2) for a in monos(R, N1 - 1) for b in monos(R, n - 1)]
    col_index = {c: i for i, c in enumerate(cols)}
    # rows: (i, beta, c) with |c| < beta_i
    tables = []
    for i in range(R):
        v = kernel_vector(lam[0][i], lam[1][i])
        g1, g2 = [c for c in range(R) if c != 2]  # v_2 = 1, so (v, e_0, e_1) is a basis
        tables.append(taylor_table(v, g1, g2, N1, n))
    rows = []
    for i in range(R):
        for beta in monos(R, n):
            for m in range(beta[i]):
                for c in monos(2, m):
                    rows.append((i, beta, c))
    CPhi = flint.nmod_mat(len(rows), len(cols), P)
    for ri, (i, beta, c) in enumerate(rows):
        tab = tables[i]
        for j in range(R):
            if beta[j] == 0:
                continue
            bp = beta[:j] + (beta[j] - 1,) + beta[j + 1 :]
            for s in range(2):
                for a in monos(R, N1 - 1):
                    x = 0
                    for k in range(R):
                        ak = a[:k] + (a[k] + 1,) + a[k + 1 :]
                        x += lam[s][j][k] * tab[ak].get(c, 0)
                    x = x * ell[j] % P
                    if x:
                        ci = col_index[(s, a, bp)]
                        CPhi[ri, ci] = (int(CPhi[ri, ci]) + x) % P
    r0 = CPhi.rank()
    # Phi itself: rows = monomials of bidegree (N1, n)
    basis = {(a, b): t for t, (a, b) in enumerate((a, b) for a in monos(R, N1) for b in monos(R, n))}
    Phi = flint.nmod_mat(len(basis), len(cols), P)
    for ci, (s, a, b) in enumerate(cols):
        for j in range(R):
            for k in range(R):
                key = (a[:k] + (a[k] + 1,) + a[k + 1 :], b[:j] + (b[j] + 1,) + b[j + 1 :])
                Phi[basis[key], ci] = (int(Phi[basis[key], ci]) + ell[j] * lam[s][j][k]) % P
    rank_phi = Phi.rank()

    def mset(k: int, d: int) -> int:
        return comb(k + d - 1, d) if d >= 0 else 0

    kos = mset(R, N1 - 2) * mset(R, n - 2)
    return {
        "n": n,
        "cols": len(cols),
        "conditions": len(rows),
        "rank_CPhi": r0,
        "rank_Phi": rank_phi,
        "cols_minus_kos": len(cols) - kos,
        "bound": len(cols) - kos - r0,
        "bound_via_rankPhi": rank_phi - r0,
    }


if __name__ == "__main__":
    print(bound(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 1))
