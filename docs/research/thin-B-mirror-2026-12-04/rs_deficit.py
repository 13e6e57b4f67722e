"""[helper-167 copy: env SWAP=1 builds Model(n, swap=True) = S_p^sigma; otherwise unchanged]
RS(b', g; J) — the P^1 statements of Proposition R (own code, core.py):
   C(theta_z,b') pi_g G  ⊆  sum_{j in J} [ C(theta_z,j) pi_g G + x C(theta_z,j) pi_{g+1} G + z C(theta_z,j) pi_{g+1} G ]
(binary forms of degree n+1-g in (x, z) with values in k[c]_n; pi_g = t^g-coefficient).
usage: rs.py n1 n2 : for n in [n1, n2]:
  (i)  J = {b'-2, b'-1} for every b' = 3..n and g = 0..n+1-b'      (needed by Proposition R)
  (ii) b' = n+1, g = 0, J = {n-2, n-1}                              (needed for the base)
  (iv) the base with J = {n-1} only: RS(n,0;{n-1}), RS(n,1;{n-1}), RS(n+1,0;{n-1})  (Proposition R (iii'))
  (iii) control: J = {b'-1} alone (expected to FAIL at small g), and J = {b'-3, b'-2} (one step too low).
prints all deficits (0 = holds)."""
import sys, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

def binC(A3, j):
    N = A3.shape[2] - 1
    f = np.array([comb(h, j) % P for h in range(N + 1)], np.int64)
    return A3 * f[None, None] % P

def bmul(A3, which):
    N = A3.shape[2] - 1
    out = np.zeros(A3.shape[:2] + (N + 2,), np.int64)
    if which == 0: out[:, :, :N + 1] = A3
    else: out[:, :, 1:] = A3
    return out

def fl(A3):
    return A3.reshape(A3.shape[0], -1) % P

for n in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
    t0 = time.time()
    import os
    SW = os.environ.get('SWAP', '0') == '1'
    M = Model(n, seed=int(os.environ.get('SEED', '1')), swap=SW)
    def span(g, J):
        parts = []
        for j in J:
            if j < 0: continue
            parts.append(fl(binC(M.pi(g), j)))
            if g + 1 <= n + 1:
                X = binC(M.pi(g + 1), j)
                parts += [fl(bmul(X, 0)), fl(bmul(X, 1))]
        return np.concatenate(parts)
    def d(bp, g, J):
        return contained(fl(binC(M.pi(g), bp)), span(g, J))
    main = {(bp, g): d(bp, g, [bp - 2, bp - 1]) for bp in range(3, n + 1) for g in range(0, n + 2 - bp)}
    base = d(n + 1, 0, [n - 2, n - 1])
    base1 = (d(n, 0, [n - 1]), d(n, 1, [n - 1]), d(n + 1, 0, [n - 1]))
    c1, c2 = {}, {}
    bad = [(k, v) for k, v in main.items() if v]  # with the deficit (rs_deficit.py: rs.py printing the deficits)
    print(f"seed={os.environ.get('SEED', '1')} swap={SW} n={n}: (i) J={{b'-2,b'-1}}: {len(main)} cases, failures {bad} ; (ii) base b'=n+1,J={{n-2,n-1}}: deficit {base}", flush=True)
    print(f"   (iv) base with J={{n-1}} only: RS(n,0), RS(n,1), RS(n+1,0) deficits {base1}", flush=True)
    print(f"   control J={{b'-1}}: failing (b',g):deficit " + " ".join(f"({k[0]},{k[1]}):{v}" for k, v in c1.items() if v), flush=True)
    print(f"   control J={{b'-3,b'-2}}: failing count {sum(1 for v in c2.values() if v)} of {len(c2)}; e.g. " +
          " ".join(f"({k[0]},{k[1]}):{v}" for k, v in list(c2.items())[:6]), flush=True)
    print(f"   [{time.time()-t0:.1f}s]", flush=True)
