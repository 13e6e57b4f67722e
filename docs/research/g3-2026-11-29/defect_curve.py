"""Is the defect of k[a]_{d-1} C_n in M''_{n,n+d} supported along special lines of P^2_a?

Usage: python defect_curve.py SEED n d [order]

For each candidate line G in P^2_a (through two special points) the functionals are the values (order 0) or also the
first-order normal derivatives (order 1) at random points (a, b), a in G: F -> F(a, b), F -> d/dt F(a + t v, b)|_0.
Reports dim(A ∩ L) (A the annihilator of k[a]_{d-1} C_n in M''^*; see defect_local.py).
"""
import math
import sys

import numpy as np

from defect_local import L, p, rank_mod, setup


def main():
    seed, n, d = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    order = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    fam, E, B, A, g, t0 = setup(seed, n, d)
    dA = A.shape[0]
    if dA == 0:
        return
    e = n + d
    I3 = np.eye(3, dtype=np.int64)
    H1 = fam.H1 % p
    pts = {f"e{j}": I3[j] for j in range(3)}
    pts.update({f"a{i}*": fam.astar[i] % p for i in range(3)})
    pts.update({f"H1e{j}": H1[:, j] for j in range(3)})
    pairs = [("e1", "e2"), ("e0", "e2"), ("e0", "e1"), ("a1*", "a2*"), ("a0*", "a2*"), ("a0*", "a1*"),
             ("a0*", "e0"), ("a1*", "e1"), ("a2*", "e2"), ("a0*", "e1"), ("a0*", "e2"), ("a1*", "e0"),
             ("a1*", "e2"), ("a2*", "e0"), ("a2*", "e1"), ("H1e1", "H1e2"), ("e0", "H1e0"), ("a0*", "H1e0")]
    npts = (e + 1) * math.comb(n + 2, 2) + 20
    if order:
        npts = 2 * npts
    for (P1, P2) in pairs:
        s_ = L._rnd(g, npts, 1)
        t_ = L._rnd(g, npts, 1)
        a = (s_ * pts[P1][None, :] + t_ * pts[P2][None, :]) % p
        b = L._rnd(g, npts, 3)
        rows = [L._evaluate(E, np.concatenate([a, b], axis=1))]
        if order:
            # first-order normal derivative: coefficient of t in F(a + t v, b), via the lab's _jets per point
            v = L._rnd(g, 3)
            jr = []
            for k in range(npts):
                P = np.concatenate([a[k], b[k]])
                vv = np.concatenate([v, np.zeros(3, np.int64)])
                jr.append(L._jets(E, P, vv, 2)[1:2])
            rows.append(np.concatenate(jr, axis=0))
        Lrows = np.concatenate(rows, axis=0)
        LB = np.array(L._mulmod(Lrows % p, B), np.int64)
        rL = rank_mod(LB)
        rAL = rank_mod(np.concatenate([A, LB], axis=0))
        print(f"  line {P1}-{P2} (order {order}): rank L = {rL}, dim(A ∩ L) = {dA + rL - rAL}", flush=True)


if __name__ == "__main__":
    main()
