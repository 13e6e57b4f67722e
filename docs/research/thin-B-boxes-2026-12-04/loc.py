"""(Loc_t): least s with t^s G_(a,inf) ⊆ M_(a,b) (degree n+1+s); (Loc_z): least s with z^s G_(inf,b) ⊆ M_(a,b).
Also prints, per s, the rank deficit  rank(M + t^s G_(a,inf)) - rank(M).  usage: loc.py n smax a,b [a,b ...] [--swap]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from tri import *

args = [x for x in sys.argv[1:] if not x.startswith('--')]
n = int(args[0]); smax = int(args[1])
boxes = [tuple(int(v) for v in s.split(',')) for s in args[2:]]
T = Tri(n, swap='--swap' in sys.argv)
for (a, b) in boxes:
    t0 = time.time()
    Ga, Gb = T.Gab(a, None), T.Gab(None, b)
    outt, outz = [], []
    st = sz = None
    for s in range(0, smax + 1):
        D = n + 1 + s
        Mb = T.M(a, b, D)
        r0 = Mb.shape[0]
        if st is None:
            dt = rank(np.concatenate([Mb, T.mul_mono(Ga, n + 1, (0, s, 0))])) - r0
            outt.append(dt)
            if dt == 0: st = s
        if sz is None:
            dz = rank(np.concatenate([Mb, T.mul_mono(Gb, n + 1, (0, 0, s))])) - r0
            outz.append(dz)
            if dz == 0: sz = s
        if st is not None and sz is not None:
            break
    print(f"n={n} ({a},{b}): Loc_t deficits s=0..: {outt} -> s_t={st};  Loc_z deficits: {outz} -> s_z={sz}   "
          f"[C(n,2)={n*(n-1)//2}]  {time.time()-t0:.0f}s", flush=True)
    T._M.clear()
