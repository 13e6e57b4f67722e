"""helper-134: basis of G_(a,b) (rref mod p, FLINT) with columns in Macaulay2's descending module order, written for M2.
Rows are p^mu-free generators theta_2^i theta_3^j g, i<=a, j<=b (weights e2^i e3^j on the coefficient of p^(e1,e2,e3)).
usage: box_basis.py G_FILE.npz ORDER.txt a b OUT.m2    (G_FILE.npz written by gen_G.py --npz)"""
import sys, time
import numpy as np
from numerics.rank.flint_bridge import flint_rref_mod_p
P = 1048571
Gf, of, a, b, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
t0 = time.time()
z = np.load(Gf)
Gc, E2, E3 = z["Gc"], z["E2"], z["E3"]
perm = np.array([int(t) for t in open(of).read().strip().strip("{}").split(",")])
assert sorted(perm.tolist()) == list(range(Gc.shape[1]))
mats = []
for i in range(a + 1):
    for j in range(b + 1):
        w = np.array([pow(int(x), i, P) * pow(int(y), j, P) % P for x, y in zip(E2, E3)], dtype=np.int64)
        mats.append(Gc * w[None, :] % P)
M = np.concatenate(mats)[:, perm]
R, r = flint_rref_mod_p(np.ascontiguousarray(M % P, dtype=np.uint64), P)
R = np.asarray(R[:r], dtype=np.int64)
B = np.zeros_like(R)
B[:, perm] = R  # back to the coordinate order of the G file
with open(out, "w") as fh:
    fh.write("CabT = {\n" + ",\n".join("{" + ",".join(map(str, row.tolist())) + "}" for row in B) + "};\n")
print(f"# box ({a},{b}): {M.shape[0]} spanning rows, rank {r}, {time.time()-t0:.1f}s", flush=True)
