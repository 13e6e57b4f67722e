from math import comb
from closed_form import target
from formula_D import formula_D
bad = 0
for n in range(4, 25):
    d1 = comb(n + 1, 2)
    for a in range(1, n + 2):
        for b in range(0, min(a, n - 1) + 1):
            cls, t = target(n, a, b)
            c2, v = formula_D(n, a, b, d1)
            if (cls, t) != (c2, v):
                bad += 1; print("MISMATCH", n, a, b, cls, t, c2, v)
print("formula_D at D = d1 vs formula_block_rank//3, n = 4..24, all boxes: mismatches", bad)
