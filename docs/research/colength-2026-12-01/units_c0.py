"""Direct colength with units whose gamma(0) = A(0)B'(0)/(A'(0)B(0)) equals c0 (= -1): A, A', B random affine
units, B' with prescribed constant term and random linear part ('lin') or none ('const')."""
import random, sys
from units import colength_units, P
def run(k, k2, a2, a3, seed, c0, lin):
    rng = random.Random(seed)
    def unit(c00=None):
        f = {(0, 0): rng.randrange(1, P) if c00 is None else c00}
        if lin: f[(1, 0)] = rng.randrange(P); f[(0, 1)] = rng.randrange(P)
        return f
    A, B, A2 = unit(), unit(), unit()
    B2 = unit(c0 % P * A2[(0, 0)] % P * B[(0, 0)] % P * pow(A[(0, 0)], P - 2, P) % P)
    return colength_units(k, k2, a2, a3, A, B, A2, B2)
for case in [(5, 5, 3, 3), (6, 6, 3, 5), (5, 7, 4, 4), (4, 4, 2, 2)]:
    for lin in (False, True):
        for seed in (1, 2):
            print(case, "linear parts" if lin else "constant units", "seed", seed, "gamma(0) = -1: colength", run(*case, seed, -1, lin), flush=True)
