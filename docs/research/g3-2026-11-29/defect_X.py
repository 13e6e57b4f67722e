"""Is the defect of k[a]_{d-1} C_n in M''_{n,n+d} seen by the normal jets of the forms along X, or by their values
on P^2_a x {b0} for special b0?

Usage: python defect_X.py SEED n d

Functionals: (X, k) the coefficient of t^k (k = 1, 2) of F(P + t v) at random points P of X (random directions v);
(b0) F(a, b0) at random a, for b0 = e_i, b_0j, random.  Reports dim(A ∩ L) (see defect_local.py).
"""
import math
import sys

import numpy as np

from defect_local import L, p, rank_mod, setup


def main():
    seed, n, d = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    fam, E, B, A, g, t0 = setup(seed, n, d)
    dA = A.shape[0]
    if dA == 0:
        return
    e = n + d
    h = B.shape[1]

    def report(name, Lrows):
        LB = np.array(L._mulmod(Lrows % p, B), np.int64)
        rL = rank_mod(LB)
        rAL = rank_mod(np.concatenate([A, LB], axis=0))
        print(f"  {name}: rank L = {rL}, dim(A ∩ L) = {dA + rL - rAL}", flush=True)

    for order in (2, 3):
        npts = min(h + 40, 3000) // (order - 1)
        a = L._rnd(g, npts, 3)
        P = np.concatenate([a, L._bstar(fam, a)], axis=1)
        rows = []
        for k in range(npts):
            v = L._rnd(g, 6)
            rows.append(L._jets(E, P[k], v, order)[1:])
        report(f"X, normal jets of order < {order}", np.concatenate(rows, axis=0))
    I3 = np.eye(3, dtype=np.int64)
    bs = {f"e{i}": I3[i] for i in range(3)}
    bs.update({f"b0{j}": fam.Q[j, 3:] for j in range(3)})
    bs["random"] = L._rnd(g, 3)
    for name, b0 in bs.items():
        npts = math.comb(e + 2, 2) + 20
        a = L._rnd(g, npts, 3)
        rows = L._evaluate(E, np.concatenate([a, np.repeat(b0[None, :], npts, axis=0)], axis=1))
        report(f"P^2_a x {{{name}}}", rows)


if __name__ == "__main__":
    main()
