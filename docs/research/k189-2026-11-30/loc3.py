"""Refine: jets at q_ij = {l_i = l_j = 0}: minimal order, and which c^nu coefficients.  usage: python loc3.py SEED a2 a3"""
import sys
import numpy as np
exec(open('loc2.py').read().split("print(f\"seed")[0].replace("seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])", "seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])"))
def test2(name, rows, condb, condc=lambda nu: True):
    T = chg(rows)
    Sidx = [i for i, m in enumerate(VM) if condb(m[:3]) and condc(m[3:])]
    As, Ys = apply(A, T)[:, Sidx], apply(YJ, T)[:, Sidx]
    ra, ry = rank(As), rank(Ys)
    print(f"  {name}: |S| {len(Sidx)}, rank A {ra}, rank YJ {ry}, diff {ry - ra}", flush=True)
    return ry - ra
print(f"seed {seed} alpha' ({a2},{a3}); dims A {len(A)}, YJ {len(YJ)}")
for (i, j) in [(0, 1), (0, 2), (1, 2)]:
    for r in range(0, 5):
        test2(f"q_{i}{j} jet order<={r}", [forms[f"l{i}"], forms[f"l{j}"], rf()], lambda a: a[0] + a[1] <= r)
# which c-monomials at q_01, order 4
for nu in (C4 if a2 + a3 == 4 else []):
    test2(f"q_01 jet<=4, drop c^{nu}", [forms["l0"], forms["l1"], rf()], lambda a: a[0] + a[1] <= 4, lambda n, nu=nu: n != nu)
for r in range(0, 9):
    test2(f"jet order<={r} along line l0=0", [forms["l0"], rf(), rf()], lambda a: a[0] <= r)
