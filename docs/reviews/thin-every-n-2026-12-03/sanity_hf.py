"""Sanity check of lemmaR_test.Module.dims against known Hilbert functions."""
import random
from math import comb
from lemmaR_test import Module, rand_form
rng = random.Random(5)
C = lambda n, k: comb(n, k) if n >= 0 else 0
# principal ideal (f), deg 3: dim M_D = C(D-1, 2)
M = Module(1, [(3, rand_form(rng, 3, 1))])
assert all(M.dims(D)[0] == C(D - 1, 2) for D in range(0, 10))
# complete intersection (f, g), degrees 2, 3: HF of S/(f,g) = C(D+2,2)-C(D,2)-C(D-1,2)+C(D-3,2)
M = Module(1, [(2, rand_form(rng, 2, 1)), (3, rand_form(rng, 3, 1))])
for D in range(0, 10):
    hq = C(D + 2, 2) - C(D, 2) - C(D - 1, 2) + C(D - 3, 2)
    assert C(D + 2, 2) - M.dims(D)[0] == hq, D
# M' for (f,g) generic: image under z->0 is (f', g') in k[x,y]: a CI of 2 forms in 2 vars, HF of quotient
#   = (D+1) - (D-1) - (D-2) + (D-4) on D >= 4 -> 0 ; check dim M'_D = D+1 for D >= 4
assert all(M.dims(D)[1] == D + 1 for D in range(4, 10))
print("sanity OK")
