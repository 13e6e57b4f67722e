"""(S*) extra: more symbols (n = 2, 3) and width 7."""
import json, time
from sides import W_basis_eval
from rac2 import RAC, rank, rho2
out = open('startnd2.jsonl', 'w')
pairs = [(6, 2), (6, 3), (6, 4), (6, 5), (7, 3), (8, 2), (8, 3), (10, 2), (12, 2), (12, 3), (16, 2), (2, 7), (3, 7), (4, 7)]
for (M, R) in pairs:
    rac = RAC(M, R, seed=13)
    for n in range(2, 12):
        if M**n > 2500: break
        a, g = rac.start_states(n)
        for d in range(1, 12):
            D = rho2(M, R, d)[1]
            if D > 3000 or M**n * D > 2500 * 3000: continue
            r = rank(W_basis_eval(rac, a, g, d))
            out.write(json.dumps(dict(M=M, R=R, n=n, d=d, rank=r, target=min(M**n, D), Mn=M**n, D=D)) + '\n'); out.flush()
