"""For each start i0, the least width w with P_i0 + ... + P_(i0+w-1) = T_(n,k) (same pieces as wlemma.py).
Usage: python wlemma2.py n seed k"""
import sys, time, json
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4b4-2026-11-30")
import wlemma
from d4 import rank
from math import comb

def main(n, seed, k):
    # reuse wlemma.run internals: recompute C
    import types
    src = wlemma.run.__code__
    r = wlemma.run(n, seed, k, width=1)
    return r

if __name__ == "__main__":
    n, seed, k = map(int, sys.argv[1:4])
    t0 = time.time()
    # monkeypatch: capture C by re-running the body with width loop replaced
    orig_rank = wlemma.rank
    store = {}
    def cap_concat(arrs, axis=0):
        return np.concatenate(arrs, axis=axis)
    # simple approach: copy of run() returning C
    import inspect
    code = inspect.getsource(wlemma.run).replace("    single = [rank(C[i]) for i in range(d + 1)]", "    return C, target, d")
    ns = dict(vars(wlemma))
    exec(code, ns)
    C, target, d = ns["run"](n, seed, k)
    out = []
    for i0 in range(d + 1):
        acc = None; wmin = None
        for w in range(1, d + 2 - i0):
            acc = C[i0] if acc is None else np.concatenate([acc, C[i0 + w - 1]], axis=0)
            if rank(acc) == target:
                wmin = w; break
        out.append(wmin)
    print(json.dumps({"n": n, "k": k, "seed": seed, "target": target, "d": d, "minwidth_from_i0": out,
                      "sec": round(time.time() - t0, 1)}), flush=True)
