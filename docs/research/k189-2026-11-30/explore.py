import sys, time
import numpy as np
from core import *
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t = time.time(); S = Setup(seed)
A = rowbasis(S.A(a2, a3)); Yb = rowbasis(S.Y(a2, a3)); Jb = rowbasis(S.J(a2, a3))
print(f"seed {seed} P {P} alpha' ({a2},{a3}): dim A_k {len(A)}, dim Y {len(Yb)}, dim J {len(Jb)}, dim(Y+J) {rank(np.vstack([Yb,Jb]))}", flush=True)
ann = np.vstack([nullsp(Yb), nullsp(Jb)])
YJ = rowbasis(nullsp(ann))
print(f"dim(Y cap J) {len(YJ)}, A in Y cap J: {rank(np.vstack([YJ, A])) == len(YJ)}  ({time.time()-t:.1f}s)", flush=True)
np.savez(f"sp_{seed}_{a2}{a3}.npz", A=A, YJ=YJ)
