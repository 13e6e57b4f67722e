"""Check that S_beta, once saturated, stays saturated up to T = 3n-3 (the proved bound), all beta, one random pencil."""
import sys, math
from onestep import comps, pencil
from sat import dimS
E1, E2 = pencil('random', int(sys.argv[1]))
for n in [int(x) for x in sys.argv[2:]]:
    bad = []
    for beta in comps(n - 1):
        for T in range(n, 3 * n - 2):
            tgt = 2 * math.comb(T + 2, 2) - sum(b * (b + 2) for b in beta)
            got = dimS(beta, T, E1, E2)
            if got > tgt: bad.append(('ABOVE', beta, T, got, tgt))
            if T >= (3 * n) // 2 and got != tgt: bad.append((beta, T, got, tgt))
    print(f"n={n}: T = n..3n-3, all beta: dim S_beta,T <= target always, = target for T >= floor(3n/2); problems: {bad}", flush=True)
