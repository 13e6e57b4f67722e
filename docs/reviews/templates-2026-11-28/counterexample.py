"""Exact check over Q (sympy) of the Conjecture 15 counterexample found by conj15.py, (L, M, R, T) = (2, 2, 3, 4)."""

import itertools
import random

import sympy as sp

WI = [sp.Matrix([[1, 0], [0, 1], [1, 0]]), sp.Matrix([[0, 1, 0], [1, 1, 0], [1, 1, 1]])]
WH = [sp.Matrix([[0, 0, 0], [0, 0, 1], [1, 1, 1]]), sp.Matrix([[1, 1, 1], [1, 0, 0], [1, 1, 1]])]
H0 = [sp.Matrix([0, 1, 0]), sp.Matrix([1, 1, 1])]
WO = sp.Matrix([[2, 3, 5]])  # any generic row; the mod-p run used a random one
T, M = 4, 2


def y_of(xs):
    h = list(H0)
    for x in xs:
        below = sp.Matrix(x)
        for layer in range(2):
            h[layer] = (WH[layer] * h[layer]).multiply_elementwise(WI[layer] * below).applyfunc(sp.expand)
            below = h[layer]
    return sp.expand((WO * h[1])[0])


def main():
    x = [[sp.Symbol(f"x{t}_{m}") for m in range(M)] for t in range(T)]
    y = y_of(x)
    start, end = [v for row in x[:2] for v in row], [v for row in x[2:] for v in row]
    poly = sp.Poly(y, *start, *end)
    coeffs = {}
    for mon, c in poly.terms():
        coeffs.setdefault(mon[:4], {})[mon[4:]] = c
    cols = sorted({e for row in coeffs.values() for e in row})
    sep = sp.Matrix([[row.get(e, 0) for e in cols] for row in coeffs.values()]).rank()
    print("y =", sp.factor(y))
    print("sep (rank of the coefficient matrix over Q):", sep)
    rng = random.Random(3)
    for K in (3, 4, 5):
        for _ in range(3):
            tau = [[sp.Rational(rng.randint(-99, 99), rng.randint(1, 99)) for _ in range(M)] for _ in range(K)]
            idx = list(itertools.product(range(K), repeat=2))
            subs = [
                {v: tau[a[i // 2]][i % 2] for i, v in enumerate(start)}
                | {v: tau[b[i // 2]][i % 2] for i, v in enumerate(end)}
                for a in idx
                for b in idx
            ]
            n = len(idx)
            grid = sp.Matrix(n, n, [y.subs(d) for d in subs])
            print(f"K = {K}: grid rank over Q = {grid.rank()}")


if __name__ == "__main__":
    main()
