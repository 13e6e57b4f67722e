"""(ii) Theorem A/C at one random point of the family: M'_{n,e} from its definition (forms of bidegree (e, n) in the
ideal (mu_1, mu_2) with all Taylor coefficients of order < n at the three points (a_i*, e_i) zero) against
N'_e = k[a]_{e-n} B_n, B_n = span_x lambda_x (b . zeta_x)^beta built from the weights. Usage: python thmA_own.py SEED n e..."""
import sys, time, math
import numpy as np
import flint
from rvlib import P, monos, weights, astar, mu_forms, mulmod, rank, pmul, padd, ppow, lin

seed, n = int(sys.argv[1]), int(sys.argv[2]); es = [int(x) for x in sys.argv[3:]]
W1, W2, ell = weights(seed)
ast = astar(W1, W2)
mu = mu_forms(W1, W2, ell)
g = np.random.default_rng(2000 + seed)


def index(k, m):
    A, B = monos(3, k), monos(3, m)
    return A, B, {(a + b): i * len(B) + j for i, a in enumerate(A) for j, b in enumerate(B)}


def kappa(e):
    """columns mu_m * a^al b^be, (al, be) of bidegree (e-1, n-1); rows monomials of (e, n)"""
    A, B, idx = index(e, n)
    A1, B1, _ = index(e - 1, n - 1)
    K = np.zeros((len(idx), 2 * len(A1) * len(B1)))
    c = 0
    for m in range(2):
        for a in A1:
            for b in B1:
                for ex, v in mu[m].items():
                    K[idx[tuple(x + y for x, y in zip(a + b, ex))], c] = v
                c += 1
    return K


def taylor(e):
    """rows: Taylor coefficients of order < n (all 6 variables) at (a_i*, e_i), i = 0, 1, 2"""
    A, B, idx = index(e, n)
    cols = np.array([a + b for a in A for b in B])  # same order as idx
    gam = np.array(monos(6, 0) + sum((monos(6, d) for d in range(1, n)), []))
    D = max(e, n) + 1
    binom = np.array([[math.comb(x, y) % P for y in range(D)] for x in range(D)], dtype=np.int64)
    out = []
    for i in range(3):
        pt = list(ast[i]) + [1 if r == i else 0 for r in range(3)]
        M = np.ones((len(gam), len(cols)), dtype=np.int64)
        for j in range(6):
            powt = np.array([pow(pt[j], k, P) for k in range(D)], dtype=np.int64)
            ex = cols[None, :, j]; ga = gam[:, None, j]
            diff = ex - ga
            f = binom[ex, np.clip(ga, 0, D - 1)] * powt[np.clip(diff, 0, D - 1)] % P
            f[diff < 0] = 0
            M = M * f % P
        out.append(M)
    return np.concatenate(out).astype(np.float64)


def Bn():
    """B_n: span over x of lambda_x (b . zeta_x)^beta, bidegree (n, n); returns basis (rows = monomials)"""
    A, B, idx = index(n, n)
    gens = []
    for _ in range(n + 3):
        x = g.integers(1, P, 2)
        u = (W1 @ x) % P
        z = [lin([int(W2[r, j]) * int(u[j]) % P for j in range(3)], 3) for r in range(3)]
        for be in monos(3, n - 1):
            for r in range(3):
                f = {(0, 0, 0): int(ell[r])}
                f = pmul(f, z[r])
                for rr in range(3):
                    f = pmul(f, ppow(z[rr], be[rr], 3))
                bb = list(be); bb[r] += 1
                vec = np.zeros(len(idx))
                for ex, v in f.items():
                    vec[idx[ex + tuple(bb)]] = v
                gens.append(vec) if r == 0 else None
                if r > 0:
                    gens[-1] = np.fmod(gens[-1] + vec, P)
    G = np.array(gens)  # generators as rows
    R = flint.nmod_mat(G.astype(np.int64).tolist(), P).rref()[0]
    rows = [r for r in R.tolist() if any(int(v) for v in r)]
    return np.array([[int(v) for v in r] for r in rows], dtype=np.float64).T, len(gens)


def hprime(e):
    K_ = 2 * math.comb(e + 1, 2) * math.comb(n + 1, 2) - math.comb(e, 2) * math.comb(n, 2)
    return K_ - 3 * (math.comb(n + 3, 4) - math.comb(n + 1, 2))


t0 = time.time()
Bb, ngen = Bn()
# containment B_n in M'_{n,n}
Kn, Cn = kappa(n), taylor(n)
rKn = rank(Kn)
print(f"seed={seed} n={n}: B_n from {ngen} generators, dim B_n={Bb.shape[1]} ((n+1)C(n+1,2)={(n+1)*math.comb(n+1,2)}); "
      f"C(B_n)=0: {not mulmod(Cn, Bb).any()}; B_n in (mu): {rank(np.concatenate([Kn, Bb], 1)) == rKn} ({time.time()-t0:.1f}s)", flush=True)
for e in es:
    t1 = time.time()
    K = kappa(e); C = taylor(e)
    kos = hprime(e) + 3 * (math.comb(n + 3, 4) - math.comb(n + 1, 2))
    R = g.integers(0, P, (K.shape[1], min(K.shape[0], kos) + 10)).astype(np.float64)
    rK = rank(mulmod(K, R)); del R
    CK = mulmod(C, K)
    rCK = rank(CK)
    dimM = rK - rCK
    # N'_e = k[a]_{e-n} B_n
    A, B, idx = index(e, n)
    An, Bn_, idxn = index(n, n)
    keys = list(idxn.keys())
    ad = monos(3, e - n)
    G = np.zeros((len(idx), len(ad) * Bb.shape[1]))
    nz = [np.nonzero(Bb[:, c])[0] for c in range(Bb.shape[1])]
    col = 0
    for gam in ad:
        tgt = np.array([idx[tuple(x + y for x, y in zip(keys[i][:3], gam)) + keys[i][3:]] for i in range(len(keys))])
        G[tgt, col:col + Bb.shape[1]] = Bb
        col += Bb.shape[1]
    R = g.integers(0, P, (G.shape[1], min(G.shape[0], dimM + 20))).astype(np.float64)
    GR = mulmod(G, R); del G, R
    Cok = not mulmod(C, GR).any()
    rN = rank(GR)
    print(f"  e={e} (d={e-n}): rank kappa={rK} (Koszul {kos}), rank C.kappa={rCK}, dim M'_(n,e)={dimM}, h'_n(e)={hprime(e)}; "
          f"dim N'_e >= {rN}; C(N'_e)=0: {Cok}; N'_e = M'_(n,e): {rN == dimM} ({time.time()-t1:.1f}s)", flush=True)
