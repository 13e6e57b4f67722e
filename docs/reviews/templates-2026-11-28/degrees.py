"""Check with sympy that y is homogeneous of degree C(T-t+L-1, L-1) in u_t = W^(I,1) x^t (symbolic u_t)."""

import random
from math import comb

import sympy as sp


def rac_output(L, M, R, T, rng):
    """y of a random integer RAC as a polynomial in symbols x[t][m]; returns (y, x)."""
    x = [[sp.Symbol(f"x{t}_{m}") for m in range(M)] for t in range(1, T + 1)]

    def mat(a, b):
        return sp.Matrix(a, b, lambda i, j: rng.randint(-3, 3))

    WI = [mat(R, M)] + [mat(R, R) for _ in range(L - 1)]
    WH = [mat(R, R) for _ in range(L)]
    h = [mat(R, 1) for _ in range(L)]  # h^(0,l)
    for t in range(T):
        below = sp.Matrix(x[t])
        for layer in range(L):
            new = (WH[layer] * h[layer]).multiply_elementwise(WI[layer] * below)
            h[layer] = new.applyfunc(sp.expand)
            below = h[layer]
    wo = mat(1, R)
    return sp.expand((wo * h[L - 1])[0]), x


def main():
    rng = random.Random(7)
    for L, M, R, T in [(1, 2, 2, 4), (2, 2, 2, 4), (2, 3, 2, 4), (3, 2, 2, 4), (2, 2, 3, 4), (2, 2, 2, 6)]:
        y, x = rac_output(L, M, R, T, rng)
        poly = sp.Poly(y, *[v for row in x for v in row])
        degs = []
        for t in range(T):
            idx = range(t * M, (t + 1) * M)
            degs.append(sorted({sum(mon[i] for i in idx) for mon in poly.monoms()}))
        want = [comb(T - t + L - 1, L - 1) for t in range(1, T + 1)]
        ok = all(d == [w] for d, w in zip(degs, want))
        print(f"(L,M,R,T)=({L},{M},{R},{T}) degrees in x^t: {degs} predicted D_t: {want} match: {ok}")


if __name__ == "__main__":
    main()
