"""(S*) test: Start points of depth n impose min(M^n, D_d) conditions on W_d, for all (n, d)."""
import json, sys, time
from sides import W_basis_eval
from rac2 import RAC, rank, rho2, P
out = open('startnd.jsonl', 'a')
for M in range(2, 6):
    for R in range(2, 7):
        rac = RAC(M, R, seed=11)
        for n in range(0, 12):
            if M**n > 2500: break
            a, g = rac.start_states(n)
            for d in range(1, 12):
                D = rho2(M, R, d)[1]
                if D > 3000 or M**n * D > 2500 * 3000: continue
                t = time.time(); r = rank(W_basis_eval(rac, a, g, d))
                rec = dict(M=M, R=R, n=n, d=d, rank=r, target=min(M**n, D), Mn=M**n, D=D)
                out.write(json.dumps(rec) + '\n'); out.flush()
