"""(2,1): which parts of the first-order jet at q_01 carry the gap.  usage: python loc4.py SEED a2 a3"""
import sys
import numpy as np
exec(open('loc3.py').read().split("print(f\"seed")[0])
print(f"seed {seed} alpha' ({a2},{a3}); dims A {len(A)}, YJ {len(YJ)}")
rows = [forms["l0"], forms["l1"], rf()]
for maxc2 in range(0, 5):
    for r in [0, 1, 2]:
        test2(f"q_01 jet<={r}, nu_2 <= {maxc2}", rows, lambda a, r=r: a[0] + a[1] <= r, lambda n, m=maxc2: n[2] <= m)
for c2 in range(0, 5):
    test2(f"q_01 jet<=1, nu_2 == {c2}", rows, lambda a: a[0] + a[1] <= 1, lambda n, m=c2: n[2] == m)
    test2(f"q_01 jet exactly 1, nu_2 == {c2}", rows, lambda a: a[0] + a[1] == 1, lambda n, m=c2: n[2] == m)
test2("q_01: (jet 1, nu_2=0) + (jet 0, nu_2=1)", rows, None or (lambda a: True), lambda n: True) if False else None
T = chg(rows)
def sel(cond):
    return [i for i, m in enumerate(VM) if cond(m[:3], m[3:])]
for nm, cond in [("(jet=1,nu2=0)+(jet=0,nu2=1)", lambda a, n: (a[0] + a[1] == 1 and n[2] == 0) or (a[0] + a[1] == 0 and n[2] == 1)),
                 ("(jet<=1,nu2=0)+(jet=0,nu2=1)", lambda a, n: (a[0] + a[1] <= 1 and n[2] == 0) or (a[0] + a[1] == 0 and n[2] == 1)),
                 ("(jet<=1,nu2<=1)", lambda a, n: (a[0] + a[1] <= 1 and n[2] <= 1)),
                 ("(jet<=2,nu2=0)+(jet<=1,nu2=1)+(jet=0,nu2=2)", lambda a, n: a[0] + a[1] + n[2] <= 2)]:
    Sidx = sel(cond)
    As, Ys = apply(A, T)[:, Sidx], apply(YJ, T)[:, Sidx]
    ra, ry = rank(As), rank(Ys)
    print(f"  {nm}: |S| {len(Sidx)}, rank A {ra}, rank YJ {ry}, diff {ry - ra}", flush=True)
