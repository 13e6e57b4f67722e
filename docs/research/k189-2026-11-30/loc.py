import sys
import numpy as np
from core import *
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
d = np.load(f"sp_{seed}_{a2}{a3}.npz"); A, YJ = d['A'], d['YJ']
def test(name, S):
    S = list(S)
    if not S: return
    ra, ry = rank(A[:, S]), rank(YJ[:, S])
    print(f"  {name}: |S| {len(S)}, rank A {ra}, rank YJ {ry}, diff {ry - ra}", flush=True)
print(f"seed {seed} alpha' ({a2},{a3}); dims A {len(A)}, YJ {len(YJ)}")
for r in range(0, 8):
    test(f"vertex jets order<={r} at all 3 vertices", [i for i, m in enumerate(VM) if max(m[:3]) >= 10 - r])
for r in range(0, 8):
    test(f"vertex jet order<={r} at e_1", [i for i, m in enumerate(VM) if m[0] >= 10 - r])
for r in range(0, 4):
    test(f"jets order<={r} along the 3 lines beta_n=0", [i for i, m in enumerate(VM) if min(m[:3]) <= r])
for r in range(0, 4):
    test(f"jet order<={r} along line beta_1=0", [i for i, m in enumerate(VM) if m[0] <= r])
