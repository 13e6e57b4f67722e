"""dim I_(k,n) (X only), dim M' (X + fat), dim M'' (X + fat + Q) as GF(p) kernel dimensions at one integer point,
compared with K_R, h'_R = K_R - R r_R, h_R. usage: python r4_dims.py R seed n k [k ...]"""
import sys, time
from rv4 import *
R, seed, n = map(int, sys.argv[1:4])
fam = Fam(seed, R)
for k in map(int, sys.argv[4:]):
    t0 = time.time()
    out = []
    for lab, kw in (("I", dict(fat=False, Q=False)), ("M'", dict(Q=False)), ("M''", {})):
        E, Cm = conditions(fam, k, n, g=np.random.default_rng(seed + 9), **kw)
        if Cm.size < 15_000_000:
            kd = len(E) - nrank(Cm)
        else:
            A = Cm.astype(np.float64); del Cm
            kd = len(E) - lu_rank(A); del A
        out.append(kd)
    K = K_R(k, n, R); hp = K - R * r_R(n, R); hh = hp - R
    print(f"R={R} seed={seed} n={n} k={k}: #mons {len(E)}; dim I = {out[0]} (K_R {K}); dim M' = {out[1]} (h' {hp}); "
          f"dim M'' = {out[2]} (h {hh}); all equal: {out == [K, hp, hh]}  [{time.time()-t0:.1f}s]", flush=True)
