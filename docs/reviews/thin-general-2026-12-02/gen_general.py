"""helper-135: write G at the GENERAL point (seed, p = 1048571, no overrides) for Macaulay2 + numpy.
usage: gen_general.py n seed OUT.m2      (also writes OUT.npz: Gc rows = generators, E = p-exponents of the coordinates)"""
import sys, time
from math import comb
import numpy as np
from genlib import P, draw, generators, rank_mod_p


def main():
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    t0 = time.time()
    W2, W3, H2, H3, H1, L = draw(seed, general=True)
    print("# W2 =", W2.tolist(), "L =", L.tolist(), "H3 =", H3.tolist(), flush=True)
    gens = generators(n, W2, W3, H2, H3, L)
    cm = [(f2, f3) for f2 in range(n + 1) for f3 in range(n + 1 - f2)]
    cols = [(e2, e3) for e2 in range(n + 2) for e3 in range(n + 2 - e2)]
    coords = [(e2, e3, k) for (e2, e3) in cols for k in range(len(cm))]
    fi = np.array([f for f, _ in cm]), np.array([f for _, f in cm])
    Gc = np.stack([np.stack([g.A[e2, e3][fi[0], fi[1]] for (e2, e3) in cols]).reshape(-1) for g in gens]) % P
    print(f"# n={n} seed={seed} p={P}: {len(gens)} forms, {Gc.shape[1]} coordinates, rank G = {rank_mod_p(Gc)}, "
          f"{time.time()-t0:.1f}s", flush=True)
    with open(out, "w") as fh:
        fh.write(f"nn = {n};\n")
        fh.write("pexp = {" + ",".join("{%d,%d,%d}" % (n + 1 - e2 - e3, e2, e3) for (e2, e3, k) in coords) + "};\n")
        fh.write("cind = {" + ",".join(str(k) for (_, _, k) in coords) + "};\n")
        fh.write("cexp = {" + ",".join("{%d,%d,%d}" % (n - f2 - f3, f2, f3) for (f2, f3) in cm) + "};\n")
    E = np.array([(n + 1 - e2 - e3, e2, e3) for (e2, e3, k) in coords], dtype=np.int64)
    np.savez(out.replace(".m2", ".npz"), Gc=Gc, E=E, W2=W2, K=np.array([k for (_, _, k) in coords]))


if __name__ == "__main__":
    main()
