"""G(n, e): is M''_{n,e} = k[a]_1 · M''_{n,e-1}?  and h_n(e) = dim M''_{n,e} against the closed form
h_n(e) = 2 C(e+1,2) C(n+1,2) - C(e,2) C(n,2) - 3 (C(n+3,4) - C(n+1,2)) - 3   (expected for e >= n).
Usage: python t_gen.py seed n e1 e2 ..."""
import sys, time, math
from geo import *
from t_fill import gen_rank
C = math.comb
h = lambda n, e: 2*C(e+1, 2)*C(n+1, 2) - C(e, 2)*C(n, 2) - 3*(C(n+3, 4) - C(n+1, 2)) - 3
seed, n = int(sys.argv[1]), int(sys.argv[2]); es = list(map(int, sys.argv[3:]))
fam = Family(seed); g = np.random.default_rng(seed + 999)
prev = None
for e in es:
    t0 = time.time()
    E, S = space(fam, e, n)
    line = f"seed={seed} n={n} e={e}: dim M''_(n,e) = {S.shape[1]} (closed form {h(n, e)})"
    if prev is not None and prev[0] == e - 1 and prev[2].shape[1]:
        gr = gen_rank(fam, prev[1], prev[2], e - 1, n, min(S.shape[1] + 30, E.shape[0]), g)
        line += f", dim k[a]_1 M''_(n,{e-1}) = {gr}  gen: {gr == S.shape[1]}"
    print(line + f"  [{time.time()-t0:.1f}s]", flush=True)
    prev = (e, E, S)
