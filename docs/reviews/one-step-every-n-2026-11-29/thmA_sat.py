"""Theorem A itself (not only its consequence): M'_{n,e} = kappa( sum_beta b^beta H^0(S_beta(e-1)) ) for e >= n+1.
H^0(S_beta(T)) is computed by the colon {v in k[a]^2_T : a_k^J v in (S_beta)_{T+J}, k=0,1,2} (J = n+3), not from the
local description used by the helper. dim M'_{n,e} from the definition (ideal + Taylor conditions at the a_i*).
Usage: python thmA_sat.py SEED n e..."""
import sys, time, math
import numpy as np
import flint
from rvlib import P, monos, weights, astar, mu_forms, mulmod, rank, pmul, ppow

seed, n = int(sys.argv[1]), int(sys.argv[2]); es = [int(x) for x in sys.argv[3:]]
W1, W2, ell = weights(seed)
ast = astar(W1, W2); mu = mu_forms(W1, W2, ell)
J = n + 3
xv = []
for r in range(3):
    f = {}
    for m in range(2):
        for j in range(3):
            e_ = [0] * 5; e_[j] = 1; e_[3 + m] = 1
            f[tuple(e_)] = int(W2[r, j]) * int(W1[j, m]) % P
    xv.append(f)


def gens(beta):
    Pb = {(0,) * 5: 1}
    for r in range(3):
        Pb = pmul(Pb, ppow(xv[r], beta[r], 5))
    A = monos(3, n - 1); ia = {a: i for i, a in enumerate(A)}
    out = []
    for j in range(n + 1):
        vec = np.zeros(2 * len(A))
        for comp, sh in ((0, (1, 0)), (1, (0, 1))):
            for ex, v in Pb.items():
                if ex[3] + sh[0] == j and ex[4] + sh[1] == n - j:
                    vec[comp * len(A) + ia[ex[:3]]] = (vec[comp * len(A) + ia[ex[:3]]] + v) % P
        out.append(vec)
    return np.array(out).T


def shift(d0, gam):
    A0, A1 = monos(3, d0), monos(3, d0 + sum(gam)); i1 = {a: i for i, a in enumerate(A1)}
    M = np.zeros((2 * len(A1), 2 * len(A0)))
    for comp in range(2):
        for i, a in enumerate(A0):
            M[comp * len(A1) + i1[tuple(x + y for x, y in zip(a, gam))], comp * len(A0) + i] = 1
    return M


def Sdeg(G, D):
    return np.concatenate([shift(n - 1, g) @ G for g in monos(3, D - n + 1)], axis=1) % P


def sat_basis(G, T):
    S = Sdeg(G, T + J)
    Qm, nul = flint.nmod_mat(S.T.astype(np.int64).tolist(), P).nullspace()
    Q = np.array([[int(Qm[i, j]) for j in range(nul)] for i in range(Qm.nrows())], dtype=np.float64).T
    cond = np.concatenate([(Q @ shift(T, tuple(J if i == k else 0 for i in range(3)))) % P for k in range(3)])
    Km, kn = flint.nmod_mat(cond.astype(np.int64).tolist(), P).nullspace()
    return np.array([[int(Km[i, j]) for j in range(kn)] for i in range(Km.nrows())], dtype=np.float64)


def taylor_rank_dimM(e):
    # same definition as thmA_own (re-implemented here in a few lines)
    A, B = monos(3, e), monos(3, n)
    idx = {a + b: i * len(B) + j for i, a in enumerate(A) for j, b in enumerate(B)}
    A1, B1 = monos(3, e - 1), monos(3, n - 1)
    K = np.zeros((len(idx), 2 * len(A1) * len(B1)))
    c = 0
    for m in range(2):
        for a in A1:
            for b in B1:
                for ex, v in mu[m].items():
                    K[idx[tuple(x + y for x, y in zip(a + b, ex))], c] = v
                c += 1
    cols = np.array([a + b for a in A for b in B])
    gam = np.array(sum((monos(6, d) for d in range(n)), []))
    D = max(e, n) + 1
    binom = np.array([[math.comb(x, y) % P for y in range(D)] for x in range(D)], dtype=np.int64)
    Cs = []
    for i in range(3):
        pt = list(ast[i]) + [1 if r == i else 0 for r in range(3)]
        M = np.ones((len(gam), len(cols)), dtype=np.int64)
        for j in range(6):
            powt = np.array([pow(pt[j], k, P) for k in range(D)], dtype=np.int64)
            ex = cols[None, :, j]; ga = gam[:, None, j]; diff = ex - ga
            f = binom[ex, np.clip(ga, 0, D - 1)] * powt[np.clip(diff, 0, D - 1)] % P
            f[diff < 0] = 0
            M = M * f % P
        Cs.append(M)
    C = np.concatenate(Cs).astype(np.float64)
    return K, rank(K) - rank(mulmod(C, K)), C


for e in es:
    t0 = time.time()
    K, dimM, C = taylor_rank_dimM(e)
    A1, B1 = monos(3, e - 1), monos(3, n - 1)
    nA = len(A1)
    vecs = []
    defect = 0
    for bi, beta in enumerate(B1):
        G = gens(beta)
        sb = sat_basis(G, e - 1)  # columns in k[a]^2_{e-1}
        defect += sb.shape[1] - rank(Sdeg(G, e - 1))
        for c in range(sb.shape[1]):
            v = np.zeros(K.shape[1])
            for m in range(2):
                for ia in range(nA):
                    v[m * nA * len(B1) + ia * len(B1) + bi] = sb[m * nA + ia, c]
            vecs.append(v)
    V = np.array(vecs).T
    img = mulmod(K, V)
    r = rank(img)
    inM = not mulmod(C, img).any()
    print(f"seed={seed} n={n} e={e}: dim kappa(sum_beta b^beta H^0(S_beta(e-1))) = {r}, dim M'_(n,e) = {dimM}, "
          f"image satisfies the fat-point conditions: {inM}, equal: {r == dimM}; sum_beta dim H^0/S_beta in degree e-1 = {defect} "
          f"({time.time()-t0:.1f}s)", flush=True)
