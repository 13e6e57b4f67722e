"""(Loc) at the predicted exponent only: for a B box (a, b) with b >= a check
   (Loc_t)  t^(n-b) G_(a,inf) ⊆ M_(a,b)   (degree 2n+1-b),  and the deficit at exponent n-b-1;
for a > b the mirror statement (Loc_z)  z^(n-a) G_(inf,b) ⊆ M_(a,b) (degree 2n+1-a).
(Either one suffices for Theorem B / B_z of NOTES.md.)  usage: loc2.py n a,b [a,b ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from tri import *

n = int(sys.argv[1])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[2:]]
T = Tri(n)
for (a, b) in boxes:
    t0 = time.time()
    if b >= a:
        e = n - b; G = T.Gab(a, None); mono = lambda s: (0, s, 0); lab = f"Loc_t: t^s G_({a},inf) in M_({a},{b})"
    else:
        e = n - a; G = T.Gab(None, b); mono = lambda s: (0, 0, s); lab = f"Loc_z: z^s G_(inf,{b}) in M_({a},{b})"
    res = []
    for s in (e - 1, e):
        D = n + 1 + s
        Mb = T.M(a, b, D)
        d = rank(np.concatenate([Mb, T.mul_mono(G, n + 1, mono(s))])) - Mb.shape[0]
        res.append(f"s={s}: deficit {d}")
    print(f"n={n} ({a},{b}) {lab}: " + "; ".join(res) + f"  [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
