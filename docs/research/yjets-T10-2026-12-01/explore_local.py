"""EXPLORATORY (not a proof): at one point, is the annihilator of Y_alpha(kappa) in S_{N_2}^* local, i.e. the sum of
its intersections with the jet functionals (orders <= K) at the special points z_i^(l), q_ii'?
usage: python explore_local.py SEED S a1,a2,a3 k1,k2,k3 [K]"""
import sys

import numpy as np
import flint

from ycommon import P, Setting, cross, rank


def nullspace_left(rows, ncols):
    """basis of {phi in k^ncols : phi . row = 0 for every row}"""
    M = flint.nmod_mat([[int(x) for x in r] for r in rows], P)
    # solve M phi = 0: right kernel of M
    X, nul = M.nullspace()
    return [[int(X[i, c]) for i in range(ncols)] for c in range(nul)]


def main():
    seed, s = int(sys.argv[1]), int(sys.argv[2])
    alpha = tuple(int(v) for v in sys.argv[3].split(","))
    kappa = tuple(int(v) for v in sys.argv[4].split(","))
    K = int(sys.argv[5]) if len(sys.argv) > 5 else 8
    st = Setting(seed, s)
    gens = st.gens(kappa, alpha)
    prow = st.ideal_rows(gens.values())
    ann = nullspace_left(prow, len(st.M))
    da = len(ann)
    print("dim S", len(st.M), "dim Y at point", rank(prow), "dim ann", da)
    pts = {}
    for i in range(3):
        pts[f"z{i}^(3)"] = cross(st.nl[i][0], st.nl[i][1])
        pts[f"z{i}^(2)"] = cross(st.nl[i][0], st.nl[i][2])
        for i2 in range(i + 1, 3):
            pts[f"q{i}{i2}"] = cross(st.nl[i][0], st.nl[i2][0])
            pts[f"q2_{i}{i2}"] = cross(st.nl[i][1], st.nl[i2][1])
    tot = 0
    allj = []
    for name, q in pts.items():
        jr = list(st.jet_rows(q, 0, K).values())
        d = da + rank(jr) - rank(ann + jr)
        tot += d
        allj += jr
        print(name, "dim(ann cap jets<=K)", d)
    print("sum", tot, "dim(ann cap all jets)", da + rank(allj) - rank(ann + allj))


if __name__ == "__main__":
    main()
