"""Nesting test at special weights: is S_j (Start span of Q_(N1-j, j)) inside S_(j+1)?  rank [Q_j | Q_(j+1)] vs rank Q_(j+1).
Usage: python nest.py n seed spec"""
import sys, time, json, inspect
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4b4-2026-11-30")
import spec as S
from d4 import rank
code = inspect.getsource(S.corner_ranks).replace("    return [rank(Q[j]) for j in range(n1 + 1)], terms", "    return Q, terms")
ns = dict(vars(S)); exec(code, ns)
n, seed, sp = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
t0 = time.time()
Q, terms = ns["corner_ranks"](n, seed, sp)
n1 = Q.shape[0] - 1
out = []
for j in range(n1 // 2 + 1):
    r0, r1 = rank(Q[j]), rank(Q[j + 1])
    both = rank(np.concatenate([Q[j], Q[j + 1]], axis=1))
    out.append((j, r0, r1, both))
print(json.dumps({"n": n, "spec": sp, "(j, rank_j, rank_j+1, rank_union)": out, "sec": round(time.time() - t0, 1)}))
