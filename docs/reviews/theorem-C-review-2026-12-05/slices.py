"""every slice at D (default d1): dim S_g (module), dim T_g (I ∩ Y^mod, by rank), closed-form count; sums vs formula_D."""
import sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from rc import *
from formula_D import formula_D
n = int(sys.argv[1]); d1 = Cb(n + 1, 2); D = int(sys.argv[2]) if len(sys.argv) > 2 else d1
seed = int(os.environ.get('SEED', '1'))
t0 = time.time(); M = Rev(n, seed=seed)
print(f'# seed={seed} n={n} D={D} d1={d1} #gens={len(M.gens)}', flush=True)
sS = sT = sC = 0
for g in range(D + 1):
    N = D - g
    s = M.dimS(g, N); T = M.dimT(g, N); c = M.count_T(g, N)
    sS += s; sT += T; sC += c
    print(f'g={g:3d} N={N:3d} dimS={s:6d} dimT={T:6d} count={c:6d} T-S={T-s:3d} T-count={T-c:3d} {time.time()-t0:.1f}s', flush=True)
f = formula_D(n, n, 0, D)
print(f'SUM dimS={sS} dimT={sT} count={sC} formula_D={f} ; dimS-(f-3)={sS-(f[1]-3)} dimT-f={sT-f[1]} time={time.time()-t0:.1f}s', flush=True)
