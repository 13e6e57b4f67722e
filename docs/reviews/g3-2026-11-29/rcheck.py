"""Reviewer's own check of g3 notes §6 (Proposition F, Lemma J) at small (n, e).

Only M''_{n,e} is built with the lab's code (proofs.general.depth3.l1_reduction.family / space: a GF(p) basis).
Everything else here is the reviewer's own code: the fibre conditions (coefficients of the monomials a^alpha b^gamma
with alpha_{j+1} + alpha_{j+2} < n, i.e. a-jets of order < n along {e_j} x P^2_b), a plain Gaussian elimination mod p
(rank, nullspace), and the multiplication by a_0, a_1, a_2.

Usage: python rcheck.py SEED F n e1,e2,...      (Proposition F: J_0 + J_1 = M''?, and J_0 + J_1 + J_2)
       python rcheck.py SEED J n e1,e2,...      (Lemma J: k[a]_1 J_0(n)_e = J_0(n)_{e+1}?)
"""
import sys
import time

import numpy as np

from proofs.general.depth3 import l1_reduction as L

p = L.L1_PRIME


def rref(M):
    """Own Gaussian elimination mod p: (reduced row echelon form, pivot columns)."""
    A = np.array(M, dtype=np.int64) % p
    rows, cols = A.shape
    piv = []
    r = 0
    for c in range(cols):
        if r == rows:
            break
        nz = np.nonzero(A[r:, c])[0]
        if nz.size == 0:
            continue
        i = r + int(nz[0])
        if i != r:
            A[[r, i]] = A[[i, r]]
        inv = pow(int(A[r, c]), p - 2, p)
        A[r] = A[r] * inv % p
        col = A[:, c].copy()
        col[r] = 0
        nzr = np.nonzero(col)[0]
        if nzr.size:
            A[nzr] = (A[nzr] - np.outer(col[nzr], A[r])) % p
        piv.append(c)
        r += 1
    return A[:r], piv


def rank(M):
    if M.shape[0] == 0 or M.shape[1] == 0:
        return 0
    # eliminate on the smaller side
    return len(rref(M if M.shape[0] <= M.shape[1] else M.T)[1])


def nullspace(M):
    """Basis (cols, k) of {x : M x = 0}."""
    cols = M.shape[1]
    R, piv = rref(M)
    free = [c for c in range(cols) if c not in set(piv)]
    N = np.zeros((cols, len(free)), np.int64)
    for k, f in enumerate(free):
        N[f, k] = 1
        for i, c in enumerate(piv):
            N[c, k] = (-R[i, f]) % p
    return N


def low_rows(E, j, n):
    """Indices of the monomials whose a-part has order < n at e_j (alpha_{j+1} + alpha_{j+2} < n)."""
    a = E[:, :3]
    return np.nonzero(a.sum(axis=1) - a[:, j] < n)[0]


def build(fam, n, e, seed):
    E, B = L.space(fam, d=e, m=n, seed=seed + 7)
    B = B % p
    # own verification that the basis is independent
    assert rank(B) == B.shape[1]
    return E, B


def propF(fam, n, es, seed):
    for e in es:
        t = time.time()
        E, B = build(fam, n, e, seed)
        h = B.shape[1]
        Cs = [B[low_rows(E, j, n)] for j in range(3)]  # jets of order < n at e_j of the basis
        r = [rank(C) for C in Cs]
        dimJ = [h - x for x in r]
        r01 = rank(np.concatenate(Cs[:2], axis=0))
        r012 = rank(np.concatenate(Cs, axis=0))
        # dim(J0 + J1) = dimJ0 + dimJ1 - dim(J0 ∩ J1), dim(J0 ∩ J1) = h - r01
        s01 = dimJ[0] + dimJ[1] - (h - r01)
        # three: dim(J0+J1+J2) computed directly from bases
        Js = [B.dot(nullspace(C)) % p for C in Cs]
        s012 = rank(np.concatenate(Js, axis=1))
        print(f"F n={n} e={e} (3n+1={3*n+1}): dim M''={h} (h_n(e)={L.target_dimension(n=n, k=e)}), "
              f"dim J_j={dimJ}, rank jets j=0,1 together {r01} vs sum {r[0]+r[1]}; "
              f"codim(J0+J1)={h - s01}, codim(J0+J1+J2)={h - s012}, rank of all three jets {r012}; "
              f"{time.time()-t:.1f}s", flush=True)


def mult(E_lo, V, E_hi):
    """k[a]_1 * V: V (K_lo, k) in the monomials E_lo -> (K_hi, 3k) in E_hi."""
    idx = {tuple(x): i for i, x in enumerate(E_hi.tolist())}
    out = []
    for r in range(3):
        sh = E_lo.copy()
        sh[:, r] += 1
        rows = np.array([idx[tuple(x)] for x in sh.tolist()])
        W = np.zeros((E_hi.shape[0], V.shape[1]), np.int64)
        W[rows] = V
        out.append(W)
    return np.concatenate(out, axis=1)


def lemmaJ(fam, n, es, seed):
    for e in es:
        t = time.time()
        E0, B0 = build(fam, n, e, seed)
        E1, B1 = build(fam, n, e + 1, seed)
        J0 = B0.dot(nullspace(B0[low_rows(E0, 0, n)])) % p
        J1 = B1.dot(nullspace(B1[low_rows(E1, 0, n)])) % p
        P = mult(E0, J0, E1)
        rP = rank(P)
        # containment k[a]_1 J_0(e) ⊆ J_0(e+1): rank [J1 | P] == rank J1
        rboth = rank(np.concatenate([J1, P], axis=1))
        print(f"J n={n} e={e} -> {e+1} (Lemma J: equal for e >= {2*n+2}): dim J_0(e)={J0.shape[1]}, "
              f"dim J_0(e+1)={J1.shape[1]}, dim k[a]_1 J_0(e)={rP}, contained={rboth == J1.shape[1]}; "
              f"{time.time()-t:.1f}s", flush=True)


if __name__ == "__main__":
    seed, what, n = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    es = [int(x) for x in sys.argv[4].split(",")]
    fam = L.family(seed)
    (propF if what == "F" else lemmaJ)(fam, n, es, seed)
