"""Where does the defect of k[a]_{d-1} C_n in M''_{n,n+d} live?

Usage: python defect_local.py SEED n d [c_list]

Builds, at one integer point of the family (the lab's l1_reduction.family), a basis B of M''_{n,e} (e = n + d) in
monomial coefficients, the span S = Theta(I_X(d, n-1)) = k[a]_{d-1} C_n by evaluation at N random points, the
coordinates Y of S in the basis B, and the annihilator A = {phi in (k^h)^* : phi Y = 0} (dim = defect at the point).
Then for each family of "local" functionals L (rows = functionals on M''_{n,e}, in B-coordinates) it reports
dim(A ∩ rowspace L) = dim A + rank L - rank [A; L]:
  P_i, order < n + c : Taylor coefficients at P_i (jets along random lines in the chart a_c = a*_c, b_i = 1);
  E_j, order < c     : a-jets at a = e_j (all b), i.e. coefficients of monomials with sum_{r != j} alpha_r < c.
Read-only use of the lab's modules.
"""
import math
import sys
import time

import flint
import numpy as np

from proofs.general.depth3 import l1_reduction as L

p = L.L1_PRIME


from numerics.rank.flint_bridge import flint_rref_mod_p, flint_solve_mod_p


def rank_mod(M):
    if M.shape[0] == 0 or M.shape[1] == 0:
        return 0
    return flint_rref_mod_p((M % p).astype(np.uint64), p)[1]


def kernel_cols(M):
    """Basis (columns) of {x : M x = 0}."""
    K = M.shape[1]
    Rn, r = flint_rref_mod_p((M % p).astype(np.uint64), p)
    Rn = Rn[:r].astype(np.int64)
    pivots = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    free = sorted(set(range(K)) - set(pivots))
    N = np.zeros((K, len(free)), np.int64)
    N[free, np.arange(len(free))] = 1
    N[pivots, :] = (-Rn[:, free]) % p
    return N


def nullspace_left(M):
    """Basis (rows) of {phi : phi M = 0}, M (h x k)."""
    return kernel_cols(M.T).T.copy()


def solve_coords(EvB, Sv):
    """Y with EvB Y = Sv: solve on the first h rows, check on all rows."""
    h = EvB.shape[1]
    Y = flint_solve_mod_p(EvB[:h].astype(np.uint64), Sv[:h].astype(np.uint64), p).astype(np.int64)
    chk = np.array(L._mulmod(EvB, Y), np.int64) - Sv % p
    assert not np.any(chk % p), "coordinates do not reproduce S"
    return Y


def setup(seed, n, d, fam=None, elements=False):
    e = n + d
    t0 = time.time()
    fam = L.family(seed) if fam is None else fam
    E, B = L.space(fam, d=e, m=n, seed=seed + 101)  # M''_{n,e}
    h = B.shape[1]
    print(f"seed={seed} n={n} d={d} e={e}: dim M''_(n,e) = {h} (generic {L.target_dimension(n=n, k=e)})", flush=True)
    Es, Ssrc = L.space(fam, d=d, m=n - 1, seed=seed + 202, fat=False, killed=False)  # I_X(d, n-1)
    g = np.random.default_rng(seed + 303)
    N = h + 20
    pts = np.concatenate([L._rnd(g, N, 3), L._rnd(g, N, 3)], axis=1)
    Ev = L._evaluate(E, pts)
    EvB = np.array(L._mulmod(Ev, B), np.int64)
    U = d + n + 1
    cols = []
    for _ in range(U):
        u = fam.W1.dot(L._rnd(g, 2)) % p
        lam = L._lam(fam, pts, u)
        src = Ssrc
        if elements:  # a share of random elements of T_u(I_X(d, n-1)) instead of all of it
            w = -(-(h + 20) // U)
            src = np.array(L._mulmod(Ssrc, L._rnd(g, Ssrc.shape[1], w)), np.int64) if w < Ssrc.shape[1] else Ssrc
        vals = np.array(L._mulmod(L._evaluate(Es, L._psi(fam, pts, u)), src), np.int64)
        cols.append(vals * lam[:, None] % p)
    Sv = np.concatenate(cols, axis=1)
    rS = rank_mod(Sv)
    print(f"rank k[a]_(d-1) C_n at the point = {rS}; defect {h - rS} (conj. {3 * math.comb(max(n - 2 * d + 1, 0), 3)})"
          f"  [{time.time() - t0:.0f}s]", flush=True)
    Y = solve_coords(EvB, Sv)
    A = nullspace_left(Y)
    dA = A.shape[0]
    print(f"annihilator dim = {dA}  [{time.time() - t0:.0f}s]", flush=True)
    setup.last = (EvB, Sv, pts)
    return fam, E, B, A, g, t0


def main():
    seed, n, d = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    cs = [int(c) for c in sys.argv[4].split(",")] if len(sys.argv) > 4 else [1, 2, 3]
    fam, E, B, A, g, t0 = setup(seed, n, d)
    dA = A.shape[0]
    if dA == 0:
        return
    # local functionals in B-coordinates
    def report(name, Lrows):
        LB = np.array(L._mulmod(Lrows % p, B), np.int64)
        rL = rank_mod(LB)
        rAL = rank_mod(np.concatenate([A, LB], axis=0))
        print(f"  {name}: rank L = {rL}, dim(A ∩ L) = {dA + rL - rAL}", flush=True)

    for c in cs:
        for i in range(3):
            P = np.concatenate([fam.astar[i], np.eye(3, dtype=np.int64)[i]])
            cc = int(np.nonzero(fam.astar[i])[0][0])
            order = n + c
            rows = []
            nlines = math.comb(order - 1 + 3, 3) + 10
            for s in range(nlines):
                v = L._rnd(g, 6)
                v[cc] = v[3 + i] = 0
                rows.append(L._jets(E, P, v, order))
            report(f"P_{i} order < n+{c}", np.concatenate(rows, axis=0))
        for j in range(3):
            mask = (E[:, :3].sum(axis=1) - E[:, j]) < c
            rows = np.zeros((int(mask.sum()), E.shape[0]), np.int64)
            rows[np.arange(int(mask.sum())), np.nonzero(mask)[0]] = 1
            report(f"e_{j} a-order < {c}", rows)
    print(f"done [{time.time() - t0:.0f}s]", flush=True)


if __name__ == "__main__":
    main()
