"""slice 0 and slice 1 in low binary degree e; containment S ⊆ T (validates the target code); Lemma C5/C7 pieces.
usage: lowdeg.py n e1 e2 ..."""
import sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
from rc import *
n = int(sys.argv[1]); Es = [int(v) for v in sys.argv[2:]]
seed = int(os.environ.get('SEED', '1'))
t0 = time.time(); M = Rev(n, seed=seed); print(f'# seed={seed} n={n}', flush=True)
for e in Es:
    for g in (0, 1):
        S = M.S(g, e); I = M.Irows(g, e); Y = M.Ycond(g, e)
        s = rank(S); T = M.dim_cap(I, Y); cnt = M.count_T(g, e)
        # containment: S ⊆ I and S satisfies Y
        inI = rank(np.concatenate([I, S])) == rank(I) if S.shape[0] else True
        inY = (not S.shape[0]) or (not Y.shape[0]) or not mulmod(S, Y.T).any()
        line = f'n={n} e={e} g={g}: dimS={s} dimT={T} T-S={T-s} count={cnt} T-count={T-cnt} S⊆I:{inI} S⊆Y:{inY}'
        if g == 0:
            line += f' | C1 closed: T0={Cb(n+1,2)*(e-n+1) if e>=n else 0} S0={Cb(n+1,2)*(e-n+1)-3 if e>=n+1 else 0}'
        else:
            Lr = M.lin_c_times([(int(M.W3[r, 0]), int(M.W3[r, 2])) for r in range(3)], e, e - 1)  # lbar rows
            Tl = M.dim_cap(Lr, Y)  # T_1 ∩ (lbar)
            What = sum(e - sum(max(m[r] - 1, 0) for r in range(3)) for m in M.L)
            Sl = s + rank(Lr) - rank(np.concatenate([S, Lr])) if s else 0  # dim S_1 ∩ (lbar)
            line += (f' | dim T1∩(lbar)={Tl} What={What} | dimPsi(T1)={T-Tl} n(e-n+2)={n*(e-n+2)} dimPsi(S1)={s-Sl}'
                     f' | What - dim S1∩(lbar) = {What-Sl}')
        print(line + f' {time.time()-t0:.1f}s', flush=True)
