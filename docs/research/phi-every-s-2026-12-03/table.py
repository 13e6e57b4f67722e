"""Deficiency (6q - 27) - rank Phi' on a small (s, d) grid at the seed-1 point (own code, phiprime.py).
By the propagation theorem the set {(s, d): deficiency 0} is an up-set; its minimal elements are the possible bases."""
import sys, time, flint
from phiprime import setup, points, pre, row, mons
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
W = setup(seed, False); p = W['p']
res = {}
for s in range(2, 9):
    for d in range(4, 21):
        U = (d - 1) * (d - 2) // 2 * s * (s - 1) // 2
        q = 3 * s + 3 * (d - 1)
        if 3 * U > 3000:
            continue
        t0 = time.time()
        PR = pre(W, points(W, s, d))
        rows = [row(W, PR, k, bb, ee) for k in range(3) for bb in mons(d - 3) if min(bb) <= 1 for ee in mons(s - 2)]
        r = flint.nmod_mat(rows, p).rank() if rows else 0
        res[(s, d)] = (6 * q - 27) - r
        print(f"s={s} d={d}: 3U={3*U} 6q-27={6*q-27} rank={r} deficiency={res[(s, d)]} ({time.time()-t0:.1f}s)", flush=True)
print("grid of deficiencies (rows s, columns d = 4..20; '.' = not run):")
for s in range(2, 9):
    print(f"s={s}: " + " ".join(f"{res[(s, d)]:4d}" if (s, d) in res else "   ." for d in range(4, 21)))
