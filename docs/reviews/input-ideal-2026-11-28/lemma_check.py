"""Reviewer's own check of the Lemma (ideal count): for k forms multilinear in m sets of R variables, the part of
multidegree D of their ideal has dimension <= c_k(D). Forms: generic (random in GF(P)), sparse 0/1, all sharing one
factor, products of linear forms, repeated forms. Exact ranks over GF(2^61 - 1).
Usage: python lemma_check.py SEED
"""

import random
import sys
from itertools import product
from math import prod

from containment import P, c_ie, monomials, padd, pmul, rank_rows


def multilinear(R, m, coef):
    """sum over index tuples (j_1..j_m) of coef(j) x^{(1)}_{j_1} ... x^{(m)}_{j_m}."""
    out = {}
    for js in product(range(R), repeat=m):
        c = coef(js) % P
        if c:
            e = [0] * (R * m)
            for l, j in enumerate(js):
                e[l * R + j] = 1
            out = padd(out, {tuple(e): c})
    return out


def linear_product(R, m, rng):
    ls = [[rng.randint(-3, 3) for _ in range(R)] for _ in range(m)]
    return multilinear(R, m, lambda js: prod(ls[l][j] for l, j in enumerate(js)))


def main(seed):
    rng = random.Random(seed)
    bad = 0
    n = 0
    for R, D in [(2, (3, 2)), (3, (3, 2)), (3, (2, 2, 2)), (2, (4, 3, 2)), (4, (2, 2)), (3, (4,)), (2, (3, 3, 3, 2))]:
        m = len(D)
        mons = monomials(R, D)
        index = {mm: i for i, mm in enumerate(mons)}
        lower = monomials(R, [d - 1 for d in D])
        for k in range(1, R + 1):
            kinds = {
                "generic": [multilinear(R, m, lambda js: rng.randrange(P)) for _ in range(k)],
                "sparse01": [multilinear(R, m, lambda js: int(rng.random() < 0.3)) for _ in range(k)],
                "products": [linear_product(R, m, rng) for _ in range(k)],
                "repeated": [multilinear(R, m, lambda js: (js[0] + 1) * (1 + sum(js)))] * k,
            }
            if m >= 2:
                shared = multilinear(R, 1, lambda js: rng.randint(-3, 3))
                # shared_factor: one x^{(1)}-linear form times a form in the other sets (all forms share it)
                kinds["shared_factor"] = []
                for _ in range(k):
                    rest = multilinear(R, m - 1, lambda js: rng.randint(-3, 3))
                    rest = {(0,) * R + e: c for e, c in rest.items()}
                    kinds["shared_factor"].append(pmul({e + (0,) * (R * (m - 1)): c for e, c in shared.items()}, rest))
            cnt = c_ie(R, D, k)
            for name, forms in kinds.items():
                rows = [pmul(f, {e: 1}) for f in forms for e in lower]
                d = rank_rows(rows, index)
                n += 1
                flag = "" if d <= cnt else "  <-- VIOLATION"
                bad += d > cnt
                if name == "generic" or flag:
                    print(f"R={R} D={D} k={k} {name}: dim={d} c_k={cnt}{flag}")
    print(f"lemma cases={n} violations={bad}")


if __name__ == "__main__":
    main(int(sys.argv[1]))
