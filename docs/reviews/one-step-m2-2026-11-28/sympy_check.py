"""Reviewer's symbolic check of step (ii) of one_step_m2's proof (R = 3), over Q with sympy.

For every generator G = l(y) y^beta' w^alpha (w = x1 p + x2 d.p, y = b . W2 w) and every b-monomial b^beta:
(a) the coefficient G_beta equals l_j lambda^beta w^alpha (beta = beta' + e_j), lambda_i = (W2 w)_i;
(b) after p = t v_i + s1 e_0 + s2 e_1, v_i = r_i x (r_i . d) (cross product, r_i = row i of W2), every coefficient of
s-degree < beta_i vanishes. Usage: python sympy_check.py N [symbolic|integer]; 'symbolic' keeps W2, d, l, x as
symbols, 'integer' draws small integer weights and keeps x symbolic.
"""

from __future__ import annotations

import random
import sys

import sympy as sp


def monos(k: int, d: int) -> list[tuple[int, ...]]:
    if k == 1:
        return [(d,)]
    return [(a,) + rest for a in range(d, -1, -1) for rest in monos(k - 1, d - a)]


def main(n: int, mode: str) -> None:
    R, N1 = 3, n * (n + 1) // 2
    p, b = sp.symbols("p0:3"), sp.symbols("b0:3")
    x1, x2, t, s1, s2 = sp.symbols("x1 x2 t s1 s2")
    if mode == "symbolic":
        W2 = sp.Matrix(3, 3, sp.symbols("W0:9"))
        d, ell = sp.symbols("d0:3"), sp.symbols("l0:3")
    else:
        rng = random.Random(5)
        W2 = sp.Matrix(3, 3, [rng.randint(-9, 9) for _ in range(9)])
        d, ell = [rng.randint(-9, 9) for _ in range(3)], [rng.randint(-9, 9) for _ in range(3)]
    w = [x1 * p[k] + x2 * d[k] * p[k] for k in range(R)]
    lam = [sum(W2[i, k] * w[k] for k in range(R)) for i in range(R)]
    y = [b[i] * lam[i] for i in range(R)]
    ly = sum(ell[i] * y[i] for i in range(R))
    vs = []
    for i in range(R):
        r = sp.Matrix([W2[i, k] for k in range(R)])
        s = sp.Matrix([W2[i, k] * d[k] for k in range(R)])
        vs.append(r.cross(s))
    checked_a = checked_b = 0
    for bp in monos(R, n - 1):
        for al in monos(R, N1 - n):
            G = sp.expand(ly * sp.prod([y[i] ** bp[i] for i in range(R)]) * sp.prod([w[k] ** al[k] for k in range(R)]))
            poly = sp.Poly(G, *b)
            for beta, coef in zip(poly.monoms(), poly.coeffs()):
                j = next(i for i in range(R) if beta[i] == bp[i] + 1)
                want = (
                    ell[j] * sp.prod([lam[i] ** beta[i] for i in range(R)]) * sp.prod([w[k] ** al[k] for k in range(R)])
                )
                assert sp.expand(coef - want) == 0, (bp, al, beta)
                checked_a += 1
                for i in range(R):
                    if beta[i] == 0:
                        continue
                    sub = {p[k]: t * vs[i][k] + (s1 if k == 0 else 0) + (s2 if k == 1 else 0) for k in range(R)}
                    q = sp.Poly(sp.expand(coef.subs(sub, simultaneous=True)), s1, s2)
                    for (e1, e2), c in zip(q.monoms(), q.coeffs()):
                        if e1 + e2 < beta[i]:
                            assert sp.expand(c) == 0, (bp, al, beta, i, e1, e2)
                    checked_b += 1
    print({"n": n, "mode": mode, "coefficients_checked": checked_a, "vanishing_checks": checked_b})


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "symbolic")
