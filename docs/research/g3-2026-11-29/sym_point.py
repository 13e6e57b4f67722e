"""Conjecture 32 at a Z/3-symmetric point of the family, and the isotypic decomposition of the defect.

Usage: python sym_point.py SEED n d[,d...]

Weights: W2, H1, H2 random circulants (mod p), ell = (1, 1, 1), W1 columns (1, 1, -2), (1, -2, 1) (so col W1 =
(1,1,1)^perp); W3 random circulant (only its row 0 = ell... set to the circulant with first row (1,1,1)). The cyclic
shift g: (a, b) -> (P a, P b) then preserves X, {P_i}, {Q_j} and C_n (if the lab's formulas are equivariant).
Prints dim M''_(n,e), the rank of k[a]_(d-1) C_n and, via a g-stable set of evaluation points, the dimensions of the
three isotypic parts (characters 1, w, w^2 of Z/3, p = 1 mod 3) of M''_(n,e) and of k[a]_(d-1) C_n.
"""
import math
import sys

import numpy as np

from defect_local import L, p, rank_mod, setup
from proofs.general.depth3.lower_family import killed_state
import flint


def circ(g):
    c = L._rnd(g, 3)
    return np.array([[c[(j - i) % 3] for j in range(3)] for i in range(3)], np.int64)


def sym_family(seed):
    g = np.random.default_rng(seed)
    W1 = np.array([[1, 1], [1, p - 2], [p - 2, 1]], np.int64)
    W2, H1, H2 = circ(g), circ(g), circ(g)
    import os
    if os.environ.get("H2I"):
        H2 = np.eye(3, dtype=np.int64)
    if os.environ.get("SMALL"):  # explicit small circulants
        def c3(r):
            return np.array([[r[(j - i) % 3] for j in range(3)] for i in range(3)], np.int64)
        W2, H1 = c3([1, 2, 4]), c3([1, 3, 9])
    print("W2", W2.tolist(), "H1", H1.tolist(), "H2", H2.tolist(), flush=True)
    W3 = np.ones((3, 3), np.int64)
    W3[1] = L._rnd(g, 3)
    W3[2] = L._rnd(g, 3)
    v = np.ones(3, np.int64)
    astar = v * L._inverse(W2) % p
    WI, WH = [W1, W2, W3], [H1, H2, np.eye(3, dtype=np.int64)]
    Q = [np.concatenate([np.eye(3, dtype=np.int64)[j], killed_state(WI, WH, k=0, j=j, p=p)]) for j in range(3)]
    return L.Family(W1, W2, H1, H2, W3[0].copy(), v, astar, np.array(Q))


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    ds = [int(x) for x in sys.argv[3].split(",")]
    fam = sym_family(seed)
    print("astar:", fam.astar.tolist(), "Q:", fam.Q.tolist(), flush=True)
    for d in ds:
        e = n + d
        print(f"--- n={n} d={d}: generic h = {L.target_dimension(n=n, k=e)}, conj. defect "
              f"{3 * math.comb(max(n - 2 * d + 1, 0), 3)}", flush=True)
        E, B = L.space(fam, d=e, m=n, seed=seed + 101)
        h = B.shape[1]
        print(f"dim M''_(n,e) at the point = {h}", flush=True)
        g = np.random.default_rng(seed + 303)
        N = h + 20
        pts = np.concatenate([L._rnd(g, N, 3), L._rnd(g, N, 3)], axis=1)
        Pm = np.roll(np.eye(3, dtype=np.int64), 1, axis=0)  # P e_i = e_{i+1}
        def act(X):
            return np.concatenate([X[:, :3].dot(Pm.T) % p, X[:, 3:].dot(Pm.T) % p], axis=1)
        P1 = act(pts); P2 = act(P1)
        allp = np.concatenate([pts, P1, P2], axis=0)
        # recompute evaluations at the g-stable set
        Ev = L._evaluate(E, allp)
        EvB3 = np.array(L._mulmod(Ev, B), np.int64)
        Es, Ssrc = L.space(fam, d=d, m=n - 1, seed=seed + 202, fat=False, killed=False)
        cols = []
        gg = np.random.default_rng(seed + 999)
        U = d + n + 1
        wdt = -(-(h + 20) // U)
        for _ in range(U):
            u = fam.W1.dot(L._rnd(gg, 2)) % p
            lam = L._lam(fam, allp, u)
            src = np.array(L._mulmod(Ssrc, L._rnd(gg, Ssrc.shape[1], wdt)), np.int64) if wdt < Ssrc.shape[1] else Ssrc
            vals = np.array(L._mulmod(L._evaluate(Es, L._psi(fam, allp, u)), src), np.int64)
            cols.append(vals * lam[:, None] % p)
        Sv3 = np.concatenate(cols, axis=1)
        w = pow(3, (p - 1) // 3, p)  # try a generator-ish element
        z = next(pow(x, (p - 1) // 3, p) for x in range(2, 50) if pow(x, (p - 1) // 3, p) != 1)
        tot = [0, 0]
        for k in range(3):
            c = pow(z, k, p)
            # projector on rows: (f)(pt) + c^{-1} f(g pt) + c^{-2} f(g^2 pt), acting on the first block of rows
            ci = pow(c, p - 2, p)
            def proj(V):
                return (V[:N] + ci * V[N:2 * N] + ci * ci % p * V[2 * N:]) % p
            rM = rank_mod(proj(EvB3)); rS = rank_mod(proj(Sv3))
            tot[0] += rM; tot[1] += rS
            print(f"  character {k}: dim M''^chi = {rM}, dim (k[a]C_n)^chi = {rS}, defect^chi = {rM - rS}", flush=True)
        print(f"  total: {tot[0]} - {tot[1]} = {tot[0] - tot[1]}", flush=True)


if __name__ == "__main__":
    main()
