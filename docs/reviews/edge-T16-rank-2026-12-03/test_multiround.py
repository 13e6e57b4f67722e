"""Force the multi-round path: the first sampled nonzero rows span only a small part of the panel's row space."""
import sys
import numpy as np
sys.path.insert(0, '.')
from elim16 import rank_modp, to_flint
p = 32749
rng = np.random.default_rng(77)
ok = True
for trial in range(3):
    M = rng.integers(0, p, size=(2400, 1500))
    M[:1200, 5 + trial:] = 0                      # first 1200 rows nonzero only in a few columns
    M[1300:1500] = (M[1500:1700] * 2 + M[2000:2200]) % p
    M[:, 1400:1450] = (M[:, 0:50] + M[:, 700:750] * 7) % p
    A = M % p; A[A > (p - 1) // 2] -= p; A = A.astype(np.int16)
    lines = []
    r1 = rank_modp(A, p, kb=256, w=256, extra=16, log=lines.append)
    r2 = to_flint(M, p).rank()
    nround = sum('round' in s for s in lines); multi = sum('residual nonzeros in panel 0' not in s and 'round' in s for s in lines)
    print(f"trial {trial}: mine {r1} flint {r2} {'OK' if r1 == r2 else 'MISMATCH'}; rounds {nround}, rounds with residual (extra round needed) {multi}")
    ok &= r1 == r2
print("ALL OK" if ok else "MISMATCH")
