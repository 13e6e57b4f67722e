"""The three base statements of helper-161's Proposition R (iii) — RS(n,0;{n-1}), RS(n,1;{n-1}), RS(n+1,0;{n-1}) —
at S_p (swap=False) and at the swapped point S_p^σ (swap=True: columns 2,3 of W3, H2 exchanged, B notes' Lemma Sw).
At S_p^σ they give L_1^base(a)^σ for every a >= 2, i.e. (Lemma Sw) the mirror base z G_(∞,b) ⊆ M_(n-1,b) at S_p for
every b >= 2, which is (L^z_1) for the B box (n-1, b).  Control: J = {n-2} instead of {n-1} (expected to fail).
usage: base_sigma.py n [n ...]   (env SEED)"""
import sys, os, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
from rs_stats import binC, bmul, fl

seed = int(os.environ.get('SEED', '1'))
for n in (int(v) for v in sys.argv[1:]):
    for swap in (False, True):
        t0 = time.time()
        M = Model(n, seed=seed, swap=swap)
        def d(bp, g, J):
            parts = []
            for j in J:
                parts.append(fl(binC(M.pi(g), j)))
                X = binC(M.pi(g + 1), j)
                parts += [fl(bmul(X, 0)), fl(bmul(X, 1))]
            return contained(fl(binC(M.pi(g), bp)), np.concatenate(parts))
        base = (d(n, 0, [n - 1]), d(n, 1, [n - 1]), d(n + 1, 0, [n - 1]))
        ctrl = (d(n, 0, [n - 2]), d(n, 1, [n - 2]), d(n + 1, 0, [n - 2]))
        print(f"seed={seed} n={n} swap={swap}: base RS(n,0;{{n-1}}), RS(n,1;{{n-1}}), RS(n+1,0;{{n-1}}) deficits {base}; "
              f"control J={{n-2}}: {ctrl} [{time.time()-t0:.1f}s]", flush=True)
