"""Cumulative ranks of P_0(T') + ... + P_r(T') (pieces of wlemma.py) for r = 0..n+1.  Usage: python wcum.py n seed k"""
import sys, time, json, inspect
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4b4-2026-11-30")
import wlemma
from d4 import rank
code = inspect.getsource(wlemma.run).replace("    single = [rank(C[i]) for i in range(d + 1)]", "    return C, target, d")
ns = dict(vars(wlemma)); exec(code, ns)
n, seed, k = map(int, sys.argv[1:4])
t0 = time.time()
C, target, d = ns["run"](n, seed, k)
cum = [rank(np.concatenate([C[i] for i in range(r + 1)], axis=0)) for r in range(n + 2)]
print(json.dumps({"n": n, "k": k, "target": target, "source": C.shape[1], "cum_from_0": cum, "sec": round(time.time() - t0, 1)}))
