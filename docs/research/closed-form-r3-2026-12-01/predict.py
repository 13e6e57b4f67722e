"""Predicted near-vertex block ranks at s = T/2 from the local model of dim Y_alpha (ymodel.py) and the closure
structure of Props 42/43 (no T = 12 input). Usage: predict.py s"""
import sys, json
from math import comb
from numerics.bounds.depth4 import corner_bound, start_degrees, common_support_count
from ymodel import y_dim
def C(n, k): return comb(n, k) if n >= k >= 0 else 0
def edge_kernel(s):  # closures._edge_counts: 2 z_bound - kernel (k45's hand counts)
    d = comb(s + 1, 2) - s
    dim_p = comb(d + 2, 2) * comb(s + 1, 2)
    q = 3 * s + 3 * (d - 1)
    unknowns = 3 * comb(d - 1, 2) * comb(s, 2)
    kernel = unknowns - 3 * (q - 9) - 3 * q
    return 2 * 3 * (dim_p - q) - kernel
def predict(s):
    T = 2 * s; n1, n2, _ = start_degrees(depth=4, T=T)
    D = C(n2 + 2, 2) * C(s + 2, 2)
    c3 = common_support_count(R=3, degrees=(n2, s), k=3); c2 = common_support_count(R=3, degrees=(n2, s), k=2)
    out = {}
    for a2 in range(1, s + 1):
        for a3 in range(1, a2 + 1):
            if a2 + a3 > s: continue
            a = (n1 - a2 - a3, a2, a3); m = s - a2 - a3
            b = corner_bound(R=3, T=T, alpha=a)
            r = min(b, 3 * (y_dim(s, a2, a3) + c3 - D - 3 * (m + 1)))
            out[a] = dict(kind="full", bound=b, rank=r, deficit=b - r)
    for j in range(1, s + 1):
        a = (n1 - j, j, 0); b = corner_bound(R=3, T=T, alpha=a)
        codim_sum = 3 * C(s + 1, 2) + 3 * C(s - j + 1, 2)   # fitted at s = 4, 5
        r42 = min(b, 3 * (y_dim(s, j, 0) + c2 - D + codim_sum))
        r = min(r42, edge_kernel(s)) if j == 1 else r42
        out[a] = dict(kind="edge" if j < s else "flat", bound=b, rank=r, deficit=b - r, prop42_form=r42)
    return out
if __name__ == "__main__":
    s = int(sys.argv[1])
    res = predict(s)
    for a, d in res.items(): print(a, d)
    json.dump({str(a): d for a, d in res.items()}, open(f"predicted_s{s}.json", "w"), indent=1)
