"""Is each deficit family a polynomial in s (for s >= s0)? Exact rational interpolation, then check on further s."""
import sys, json
from fractions import Fraction
from math import comb
from expression import sep_expr
import time
def interp(xs, ys):
    # Newton form -> coefficients via Lagrange evaluation function
    def f(x):
        tot = Fraction(0)
        for i, (xi, yi) in enumerate(zip(xs, ys)):
            term = Fraction(yi)
            for j, xj in enumerate(xs):
                if j != i: term *= Fraction(x - xj, xi - xj)
            tot += term
        return tot
    return f
if __name__ == "__main__":
    S = list(range(4, int(sys.argv[1]) + 1))
    vals = {}
    for s in S:
        t0 = time.time(); v, d = sep_expr(s); vals[s] = dict(sep=v, **d); print(s, round(time.time() - t0, 1), flush=True)
    json.dump(vals, open("deficits_by_s.json", "w"), indent=1)
    for key in ["A", "B", "C", "E", "N"]:
        for deg in range(1, 16):
            for s0 in S:
                pts = [s for s in S if s >= s0][: deg + 1]
                rest = [s for s in S if s >= s0][deg + 1:]
                if len(pts) < deg + 1 or len(rest) < 3: continue
                f = interp(pts, [vals[s][key] for s in pts])
                if all(f(s) == vals[s][key] for s in rest):
                    print(key, "polynomial of degree", deg, "from s0 =", s0, "checked on", rest); break
            else: continue
            break
