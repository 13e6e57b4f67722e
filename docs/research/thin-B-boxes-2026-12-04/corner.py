"""Test, for a B box (a, b), degree by degree:
 (K)  t^(a+1) z^(b+1) (J : tz)_(D-a-b-2) ⊆ M_(a,b),D          (the corner)
 (Z1) z^(b+1) M_(inf,b),(D-b-1) ⊆ M_(a,b),D  ;  (T1) t^(a+1) M_(a,inf),(D-a-1) ⊆ M_(a,b),D
 (ZT) z^(b+1) T_(inf,b),(D-b-1) ⊆ M_(a,b),D  ;  (TT) t^(a+1) T_(a,inf),(D-a-1) ⊆ M_(a,b),D
 (Zc) z^(b+1) [(J:z) ∩ Y3_b]_(D-b-1) ⊆ M_(a,b),D   (equivalent to the B box at D given the swapped A box at D)
usage: corner.py n Dmin Dmax a,b [a,b ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from tri import *

n = int(sys.argv[1]); D0 = int(sys.argv[2]); D1 = int(sys.argv[3])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[4:]]
T = Tri(n)
def yes(A, B): return "y" if contained(A, B) else "N"
for (a, b) in boxes:
    for D in range(D0, D1 + 1):
        t0 = time.time()
        Mb = T.M(a, b, D)
        res = {}
        dK = D - a - b - 2
        if dK >= 0:
            res['K'] = yes(T.mul_mono(T.T_basis(None, None, dK, colon=(1, 1)), dK, (0, a + 1, b + 1)), Mb)
        if D - b - 1 >= n + 1:
            res['Z1'] = yes(T.mul_mono(T.M(None, b, D - b - 1), D - b - 1, (0, 0, b + 1)), Mb)
        if D - a - 1 >= n + 1:
            res['T1'] = yes(T.mul_mono(T.M(a, None, D - a - 1), D - a - 1, (0, a + 1, 0)), Mb)
        if D - b - 1 >= 0:
            res['ZT'] = yes(T.mul_mono(T.T_basis(None, b, D - b - 1), D - b - 1, (0, 0, b + 1)), Mb)
            res['Zc'] = yes(T.mul_mono(T.T_basis(None, b, D - b - 1, colon=(0, 1)), D - b - 1, (0, 0, b + 1)), Mb)
        if D - a - 1 >= 0:
            res['TT'] = yes(T.mul_mono(T.T_basis(a, None, D - a - 1), D - a - 1, (0, a + 1, 0)), Mb)
            res['Tc'] = yes(T.mul_mono(T.T_basis(a, None, D - a - 1, colon=(1, 0)), D - a - 1, (0, a + 1, 0)), Mb)
        dT = T.dimT(a, b, D)
        print(f"n={n} ({a},{b}) D={D}: dim M={Mb.shape[0]} dim T={dT} " + " ".join(f"{k}:{v}" for k, v in res.items()) + f"  [{time.time()-t0:.0f}s]", flush=True)
