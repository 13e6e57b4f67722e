"""Compare the computed n = 5 thin boxes / slices (tb_own.py) with Lemma H'' per slice and with Theorem L's LB at n = 5."""
import json, sys
from math import comb
sys.path.insert(0, '.')
from arith import hull_pp, LBfun, ceil
J = json.load(open(sys.argv[1])); n = J["n"]
d, d1 = comb(n, 2), comb(n + 1, 2)
V, H, Hp, Hpp = hull_pp(n)
a, b, sl = J["a"], J["b"], J["slices"]
bad = []
for g in range(d1 + 1):
    e = d - g
    r = min(a[g], n * (e + 1) - 2) if e >= 1 else 0
    lb = max(a[g], b[g] + r)
    if sl[g] < lb: bad.append((g, sl[g], lb))
print(f"n={n}: per-slice H'' bound violated at {bad}; H''={Hpp}, hull={sum(sl)}")
LB, V_, c = LBfun(n, Hpp)
dims = {tuple(map(int, k.split(','))): v for k, v in J["dims"].items()}
worst = min((v - ceil(LB(*k)), k, v, ceil(LB(*k))) for k, v in dims.items())
print("min over computed boxes of (dim - ceil LB):", worst)
for k in sorted(dims): print("  ", k, dims[k], ceil(LB(*k)))
