"""dim (k[p] G_(a,b))_D for a = n and a = n+1, D = n+1 .. n+1+kmax: the codimension of M_(n) in M_(n+1) per degree.
usage: codim.py n kmax b [b ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import Mod, rank

n, kmax = int(sys.argv[1]), int(sys.argv[2])
bs = [int(x) for x in sys.argv[3:]]
M = Mod(n)
p = M.p
print(f"n={n} nc={M.nc} d1={n*(n+1)//2}")
for b in bs:
    t0 = time.time()
    Gn, Gn1 = M.G(n, b), M.G(n + 1, b)
    line = [f"dim G_(n,b)={Gn.shape[0]} dim G_(n+1,b)={Gn1.shape[0]} codim={Gn1.shape[0]-Gn.shape[0]}"]
    for k in range(1, kmax + 1):
        r0 = rank(M.mult(Gn, k), p); r1 = rank(M.mult(Gn1, k), p)
        line.append(f"D=n+1+{k}: {r0}/{r1} (codim {r1-r0})")
        if r0 == r1:
            break
    print(f"b={b}: " + "; ".join(line) + f"  [{time.time()-t0:.1f}s]")
    sys.stdout.flush()
