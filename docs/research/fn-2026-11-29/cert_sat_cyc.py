"""(b) at the cyclic pencil E1 = P (entries (r, r+1) = 1), E2 = P^2 (entries (r, r+2) = 1): same test as cert_sat.py."""
import sys, math, time
from onestep import comps
from sat import dimS
E1 = [[0, 1, 0], [0, 0, 1], [1, 0, 0]]; E2 = [[0, 0, 1], [1, 0, 0], [0, 1, 0]]
for n in [int(x) for x in sys.argv[1:]]:
    T = (3 * n) // 2; t0 = time.time(); bad = []
    for beta in comps(n - 1):
        tgt = 2 * math.comb(T + 2, 2) - sum(b * (b + 2) for b in beta)
        got = dimS(beta, T, E1, E2)
        if got != tgt: bad.append((beta, got, tgt))
    print(f"cyclic n={n} T={T}: failures {bad} ({time.time() - t0:.1f} s)", flush=True)
