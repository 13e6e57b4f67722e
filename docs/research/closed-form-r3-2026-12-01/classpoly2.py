import sympy as sp
from closedform import codim_Y
from classpoly import fit, x
out = []
for (a2, a3) in [(3, 2), (4, 1), (3, 3), (4, 2), (5, 1)]:
    f = lambda s: 3 * codim_Y(s, a2, a3) + 9 * (s - a2 - a3 + 1)
    for s0 in range(a2 + a3, 3 * (a2 + a3)):
        poly, ok = fit(f, s0, s0 + 8, extra=4)
        if ok: break
    first = min([s for s in range(a2 + a3, s0 + 1) if all(poly.subs(x, t) == f(t) for t in range(s, s0 + 1))])
    out.append(f"N (a2,a3)=({a2},{a3}): deficit = {poly}   [exact for s >= {first}, checked to s = {s0 + 12}]")
    print(out[-1], flush=True)
open("classpoly.txt", "a").write("\n".join(out) + "\n")
