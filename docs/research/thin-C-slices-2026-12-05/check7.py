"""Checks of the intermediate claims of Lemma C7 (slice 1 from slice 0) in binary degree N:
 (i)  dim (T_1 ∩ (lbar)) = dim What = sum_mu (N - sum_r (mu_r - 1)^+)          [Lemma C5]
 (ii) dim Psi_1(T_1) = dim T_1 - dim(T_1 ∩ (lbar)) = n (N - n + 2)              [count in Step 1]
 (iii) dim Psi_1(S_1) = dim S_1 - dim(S_1 ∩ (lbar))  (= n(N-n+2) claimed for N >= n + 1)   [Step 1]
 (iv) dim (S_1 ∩ (lbar)) vs dim What (claimed equal for N >= n + 3, 3 less at N = n + 2)   [Step 2]
usage: check7.py n N..."""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
from own_copy import matmul_mod
n = int(sys.argv[1]); Ns = [int(v) for v in sys.argv[2:]]
cm = CModel(n); t0 = time.time()
mus = [m for m in cm.m.mus]
for N in Ns:
    W = sum(N - sum(max(m[r] - 1, 0) for r in range(3)) for m in mus)
    T1 = cm.dimT(1, N)
    CL = np.concatenate([cm.cond_JY(1, N), cm.cond_ideal(1, N, full=True)])
    T1l = (N + 1) * cm.nc - rank(CL)
    S = cm.S(1, N); Sb, s1 = rref(S)
    Lrows = cm.cond_ideal(1, N, full=True)
    r = rank(matmul_mod(Sb, Lrows.T)) if s1 else 0
    S1l = s1 - r
    print(f'n={n} N={N}: dimT1={T1} dim(T1∩l)={T1l} What={W} (i) {T1l==W} | dimPsi(T1)={T1-T1l} n(N-n+2)={n*(N-n+2)} (ii) {T1-T1l==n*(N-n+2)} '
          f'| dimS1={s1} dim(S1∩l)={S1l} dimPsi(S1)={s1-S1l} (iii) {s1-S1l==n*(N-n+2)} | What-dim(S1∩l)={W-S1l} (iv) | {time.time()-t0:.1f}s', flush=True)
