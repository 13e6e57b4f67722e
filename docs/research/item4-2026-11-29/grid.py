import json, sys
from sides import run
from rac2 import rho2
cases = []
for M in range(2, 9):
    for R in range(2, 8):
        for s in range(2, 12):
            rho, D = rho2(M, R, s)
            if M**s <= 2500 and D <= 6000 and M**s * max(D, M**s) <= 2500 * 6000:
                cases.append((M, R, s))
out = open('grid.jsonl', 'a')
for (M, R, s) in cases:
    r = run(M, R, s, seed=7)
    out.write(json.dumps(r) + '\n'); out.flush()
