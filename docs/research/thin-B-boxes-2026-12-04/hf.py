"""Hilbert function of the box module M_(a,b) against its target T_(a,b) = J ∩ Y^mod_(a,b), degree by degree, at S_p.
usage: hf.py n Dmax a,b [a,b ...]   ('inf' allowed for a or b).  Also prints formula/3 at D = d1."""
import sys, time
from math import comb
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from tri import *

n = int(sys.argv[1]); Dmax = int(sys.argv[2])
boxes = [tuple(None if v == 'inf' else int(v) for v in s.split(',')) for s in sys.argv[3:]]
d1 = comb(n + 1, 2)
T = Tri(n)
print(f"n={n} d1={d1} nc={T.nc} |G|={T.G().shape[0]} rank G={rank(T.G())}", flush=True)
for (a, b) in boxes:
    t0 = time.time()
    out = []
    for D in range(n + 1, Dmax + 1):
        Mb = T.M(a, b, D)
        dT = T.dimT(a, b, D)
        cJ = comb(D + 2, 2) * T.nc - 3 * (D + n)
        inc = contained(Mb, T.T_basis(a, b, D)) if D <= n + 3 else None
        out.append(f"D={D}: M {Mb.shape[0]} T {dT}{' =' if Mb.shape[0] == dT else ' <'}" + ("" if inc is None else f" (M⊆T {inc})"))
    A = n + 1 if a is None else a; B = n + 1 if b is None else b
    f = c3 = comb(d1 + 2, 2) * T.nc - 3 * (d1 + n)
    f -= 3 * comb(n - min(A, n) + 3, 4) if A < n else 0
    f -= 3 * comb(n - min(B, n) + 3, 4) if B < n else 0
    print(f"box ({a},{b}): " + "; ".join(out) + f"   [c_3 - fat counts at d1 = {f}]  {time.time()-t0:.0f}s", flush=True)
    T._M.clear()
