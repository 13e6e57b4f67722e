"""At s = 5: the unified functionals (omegagen) span the same space as omegafun10's for m = 0, 1.
usage: K189_S=5 python spancheck.py SEED"""
import sys
import numpy as np
from core10 import *
from omegafun10 import omegas
from omegagen import omegas_gen
seed = int(sys.argv[1])
for a in [(3, 2), (4, 1), (3, 1), (2, 2)]:
    Sp = Setup(seed); O1 = omegas(Sp, *a, verbose=False); O2 = omegas_gen(Sp, *a, verbose=False)
    print(f"s {S_} seed {seed} alpha' {a}: rank k189-type {rank(O1)}, rank unified {rank(O2)}, rank together {rank(np.vstack([O1, O2]))}", flush=True)
