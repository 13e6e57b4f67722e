from math import comb
from closed_form import target, C
from numerics.bounds.depth4_blocks import start_codimension
from numerics.bounds.depth4 import common_support_count
for n in range(4, 13):
    d1 = C(n+1, 2); Dm = C(d1+2, 2)*C(n+2, 2)
    c2 = common_support_count(R=3, degrees=(d1, n), k=2)
    out = []
    for j in range(1, n+1):
        cls, t = target(n, j, 0)
        cy = start_codimension(T=2*n, a2=min(j, n), a3=0)
        e = c2 - cy + 3*C(n+1, 2) + 3*C(n-j+1, 2) - (9 if j == 1 else 0)
        out.append((j, cls, t == e, Dm - c2, cy - 3*(d1+n) if False else None))
    print(n, [(j, cls, ok) for j, cls, ok, _, _ in out], "D-c2 =", Dm - c2)
