"""(B^0): P^(0)(N, 1) -- slice 1 of the C box (b = 0) equals slice 1 of T = (l, p2 ct2) ∩ Y^mod_(inf,0) in binary
degree N; also slice 0 (dim S_0 = dim T_0 - 3 and the closed forms), and the open conditions used by the lemmas.
usage: b0check.py n N1 [N2 ...]"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n = int(sys.argv[1]); Ns = [int(v) for v in sys.argv[2:]]
t0 = time.time(); cm = CModel(n); p = P
W3, H2 = cm.pt.W3 % p, cm.pt.H2 % p
rho = [(int(W3[r, 2]), (-int(W3[r, 0])) % p) for r in range(3)]
yb = lambda s, P0: (int(W3[s, 0]) * P0[0] + int(W3[s, 2]) * P0[1]) % p
hb = lambda k, P0: (int(H2[k, 0]) * P0[0] + int(H2[k, 2]) * P0[1]) % p
oc = all(int(v) % p for v in W3.flatten()) and all(int(v) % p for v in H2.flatten())
oc = oc and all(yb(s, rho[r]) for r in range(3) for s in range(3) if s != r) and all(hb(k, rho[r]) for r in range(3) for k in range(3))
oc = oc and all((rho[r][0] * rho[s][1] - rho[r][1] * rho[s][0]) % p for r in range(3) for s in range(r + 1, 3))
print(f'n={n}: open conditions (OC) of the A notes (all W3, H2 entries nonzero, rho distinct, ybar_s(rho_r), hbar_k(rho_r) != 0): {oc}', flush=True)
ycount = lambda g: sum(max(k[r] - g, 0) for k in cm.cm for r in range(3))
for N in Ns:
    s1, T1 = cm.dimS(1, N), cm.dimT(1, N)
    s0, T0 = cm.dimS(0, N), cm.dimT(0, N)
    cnt1 = (N + 1) * C(n + 1, 2) + N * n - ycount(1)
    cnt0 = C(n + 1, 2) * (N - n + 1)
    print(f'n={n} N={N}: slice1 dimS={s1} dimT={T1} deficit={T1-s1} P(N,1)={s1==T1} [count {cnt1}] | '
          f'slice0 dimS={s0} dimT={T0} (T0 closed form {cnt0}, S0 closed form {cnt0-3}) | {time.time()-t0:.1f}s', flush=True)
