"""own lu_rank (float32 and float64 storage) against flint's exact rank on random matrices of known rank."""
from rv4 import *
g = np.random.default_rng(5)
for (m, nn, rk) in [(500, 700, 433), (900, 600, 597), (1000, 1000, 1000), (1200, 1100, 1050)]:
    Am = mm(rnd(g, m, rk), rnd(g, rk, nn))
    Am[:, 7] = Am[:, 3]
    fr = nrank(Am)
    r32 = lu_rank(Am.astype(np.float32)); r64 = lu_rank(Am.astype(np.float64))
    print(f"{m}x{nn} built rank<={rk}: flint {fr}, own float32 {r32}, own float64 {r64}: agree {fr == r32 == r64}")
