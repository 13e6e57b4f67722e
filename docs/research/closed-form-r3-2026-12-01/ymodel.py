"""The local model of dim Y_alpha(kappa): divisibility + fat points at z_i^(2), z_i^(3) + local colength at q_ii'."""
import json, glob
from math import comb
from itertools import product
LAM = {tuple(map(int, k.split(","))): v for k, v in json.load(open(__file__.rsplit("/", 1)[0] + "/lambda_table.json" if "/" in __file__ else "lambda_table.json")).items()}
def C(n, k): return comb(n, k) if n >= k >= 0 else 0
def lam(k, kp, a2, a3):
    if k == 0 or kp == 0: return 0
    k, kp = max(k, kp), min(k, kp)
    if a2 + a3 >= k + kp: return 0  # a unit generator (the top coefficient)
    return LAM[(k, kp, a2, a3)]
def kappas(s): return [k for k in product(range(s + 1), repeat=3) if sum(k) == s]
def y_kappa(s, kappa, a2, a3):
    n2 = comb(s + 1, 2)
    g = [max(v - a2 - a3, 0) for v in kappa]
    fat = sum(C(max(v - a, 0) - gi + 1, 2) for v, gi in zip(kappa, g) for a in (a2, a3))
    pairs = sum(lam(kappa[i], kappa[j], a2, a3) for i in range(3) for j in range(i + 1, 3))
    return C(n2 - sum(g) + 2, 2) - fat - pairs
def y_dim(s, a2, a3): return sum(y_kappa(s, k, a2, a3) for k in kappas(s))
if __name__ == "__main__":
    data = {}
    for f in glob.glob("ydims_*.json"): data.update(json.load(open(f)))
    bad = 0
    for key, d in sorted(data.items(), key=lambda kv: (kv[1]['T'], kv[1]['alpha'])):
        s = d['T'] // 2; a1, a2, a3 = d['alpha']
        for ks, (b, p) in d['per_kappa'].items():
            k = eval(ks); m = y_kappa(s, k, min(a2, s), min(a3, s))
            if m != p: bad += 1; print("MISMATCH", d['T'], d['alpha'], k, "model", m, "point", p, "bound", b)
        print(d['T'], d['alpha'], "model", y_dim(s, min(a2, s), min(a3, s)), "point", d['point'], "bound", d['bound'])
    print("per-kappa mismatches:", bad)
