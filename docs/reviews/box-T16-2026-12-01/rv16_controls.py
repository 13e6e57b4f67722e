"""helper-103: extra control at the point RV(8, SEED), p = 999983: Lemma B's hypothesis P(e_3) != 0 removed
(H1 e_3 given a zero entry) -> the box at e_3 should fall out of windows with large alpha_3."""
import sys, time, os
os.environ.setdefault('RV_N', '8')
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 41
sys.argv = [sys.argv[0], 'none']
import rv14
from rv14 import RV, PR, coef_rows, window, rk, n, d1, D
t0 = time.time()
m = RV(n, seed)
print("point checksum", [int(x.sum() % PR) for x in (m.W2, m.W3, m.H2, m.H3, m.H1, m.L)], flush=True)
Mb = coef_rows(m, m.H1, 0)
box = [Mb[(i, j, d1 - i - j)] for i in range(n + 1) for j in range(n + 1)]
for label, H1 in [("random H1 (P(e_3) != 0)", m.H1), ("H1[0,2] = 0 (P(e_3) = 0)", None)]:
    if H1 is None:
        H1 = m.H1.copy(); H1[0, 2] = 0
    Pe3 = 1
    for r in range(3):
        Pe3 = Pe3 * pow(int(H1[r, 2]), n - 1, PR) % PR
    Mw = coef_rows(m, H1, n - 1)
    for a in [(8, 8, 104), (20, 20, 80), (31, 32, 57), (40, 40, 40)]:
        B = window(D, a)
        rw = rk([Mw[b] for b in B]); rwb = rk([Mw[b] for b in B] + box)
        print(f"{label}: P(e_3)={Pe3} alpha={a} |B|={len(B)} rank window={rw} +box={rwb} "
              f"{'CONTAINED' if rw == rwb else 'NOT'}", flush=True)
print(f"[{time.time() - t0:.0f}s]")
