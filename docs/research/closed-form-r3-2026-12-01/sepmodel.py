"""sep(4, M>=3, 3, T) from the model: sum over S_3-orbits of block ranks (interior: Conj 40; (A), (B): Conj 41;
(C) flat edges and near-vertex: predict.py; vertex: Prop 12's bound)."""
import sys
from itertools import permutations
from math import comb
from numerics.bounds.depth4 import corner_bound, start_degrees
from predict import predict
def C(n, k): return comb(n, k) if n >= k >= 0 else 0
def fat(s, m): return 9 * C(s - m + 3, 4) if m < s else 0
def block_model(s, nv=None):
    T = 2 * s; n1 = start_degrees(depth=4, T=T)[0]
    nv = nv or predict(s)
    flat = nv[(n1 - s, s, 0)]["rank"]
    out = {}
    for a1 in range(n1 + 1):
        for a2 in range(n1 + 1 - a1):
            a3 = n1 - a1 - a2
            if not (a1 >= a2 >= a3): continue
            a = (a1, a2, a3); b = corner_bound(R=3, T=T, alpha=a); orbit = len(set(permutations(a)))
            if a3 >= s: case, r = "interior", b
            elif a3 >= 1 and a2 >= s: case, r = "A", b - fat(s, a3)
            elif a3 >= 1 and a2 + a3 >= s + 1: case, r = "B", b - fat(s, a2) - fat(s, a3)
            elif a3 == 0 and a2 >= s: case, r = "C", flat
            elif a2 == 0: case, r = "V", b
            else: case, r = "near-vertex", nv[a]["rank"]
            out[a] = (orbit, case, r)
    return out
def sep_model(s, nv=None): return sum(o * r for o, _, r in block_model(s, nv).values())
if __name__ == "__main__":
    for s in map(int, sys.argv[1:]): print(2 * s, sep_model(s), flush=True)
