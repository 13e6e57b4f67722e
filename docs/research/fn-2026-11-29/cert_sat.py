"""Certificate for (b): for every beta with |beta| = n-1, dim (S_beta)_T = 2C(T+2,2) - sum_r beta_r(beta_r+2)
at T = floor(3n/2) (default) at one random integer zero-diagonal pencil (seed), exact GF(p) ranks."""
import sys, math, time
from onestep import comps, pencil
from sat import dimS
seed = int(sys.argv[1]); ns = [int(x) for x in sys.argv[2:]]
E1, E2 = pencil('random', seed)
for n in ns:
    T = (3 * n) // 2
    t0 = time.time(); bad = []
    for beta in comps(n - 1):
        tgt = 2 * math.comb(T + 2, 2) - sum(b * (b + 2) for b in beta)
        got = dimS(beta, T, E1, E2)
        if got != tgt:
            bad.append((beta, got, tgt))
    print(f"seed={seed} n={n} T={T}: {math.comb(n + 1, 2)} betas, failures {bad}  ({time.time() - t0:.1f} s)", flush=True)
