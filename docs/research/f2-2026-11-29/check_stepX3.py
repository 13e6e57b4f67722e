"""Theorem X, Steps 1 and 3 (NOTES.md §4), numerically: dim (I_E)_2 · M'_{n,e-2}  should equal
dim M'_{n,e} - 3 (C(n+2,2) - 1)   (fibre of 𝓜'_n at each e_j has dimension C(n+2,2) - 1, the fibre map onto, and
H^0(I_E 𝓜'(e)) = (I_E)_2 M'_{e-2} for e >= n + 3).  Also: (I_E)_2 M'_{n,e-2} ⊆ M''_{n,e} (trivial) and
dim M''_{n,e} - dim (I_E)_2 M'_{e-2} = 3 (C(n+2,2) - 2)  (the three hyperplanes H_j).
Usage: python check_stepX3.py seed n e...   (geo.py of the l1 helper, read-only)"""
import sys, os, math, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
seed, n = int(sys.argv[1]), int(sys.argv[2]); fam = Family(seed)
N = math.comb(n + 2, 2)
for e in map(int, sys.argv[3:]):
    t0 = time.time()
    E0, B0 = space(fam, e - 2, n, Q=False)          # M'_{n,e-2}
    E1, B1 = space(fam, e, n, Q=False)              # M'_{n,e}
    E2, B2 = space(fam, e, n)                       # M''_{n,e}
    idx = {tuple(r): i for i, r in enumerate(E1.tolist())}
    cols = []
    for shift in ([0, 1, 1, 0, 0, 0], [1, 0, 1, 0, 0, 0], [1, 1, 0, 0, 0, 0]):
        rows = [idx[tuple((np.array(r) + shift).tolist())] for r in E0.tolist()]
        Mv = np.zeros((E1.shape[0], B0.shape[1]), np.int64); Mv[rows, :] = B0
        cols.append(Mv)
    IM = np.concatenate(cols, axis=1) % p
    r = rank(IM)
    rin = rank(np.concatenate([IM, B2], axis=1))     # containment in M''
    print(f"seed={seed} n={n} e={e}: dim M'_(e-2) = {B0.shape[1]}, dim M'_e = {B1.shape[1]}, dim M''_e = {B2.shape[1]}, "
          f"dim (I_E)_2 M'_(e-2) = {r}, predicted dim M'_e - 3(N-1) = {B1.shape[1] - 3*(N-1)}, ok: {r == B1.shape[1] - 3*(N-1)}; "
          f"contained in M'': {rin == B2.shape[1]}  [{time.time()-t0:.1f}s]", flush=True)
