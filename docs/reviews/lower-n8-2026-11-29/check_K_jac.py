"""Lemma K (killed points) with negative controls, condition (b), and the dominance Jacobian ranks."""
import numpy as np, time, flint
from rac_eval import *
p = 16777213
t0 = time.time()

def kill_b(W, k, j):
    """b spanning the kernel of the M conditions l_k((H2 (b*c_j)) * W2((H1 e_j) * w)) = 0, w in col W^{I,1}."""
    WI1, WI2, WI3, WH1, WH2 = (np.array(W[x], dtype=object) for x in ('WI1', 'WI2', 'WI3', 'WH1', 'WH2'))
    cj = WI2[:, j]; lk = WI3[k, :]; h1e = WH1[:, j]
    rows = []
    for m in range(M):
        zz = WI2.dot(h1e * WI1[:, m])                      # W2((H1 e_j) * w_m)
        rows.append([int(sum(lk[i] * WH2[i, r] * cj[r] * zz[i] for i in range(R))) % p for r in range(R)])
    C = flint.nmod_mat(M, R, [v for row in rows for v in row], p)
    ns, nullity = C.nullspace()
    bvec = [int(ns[r, 0]) for r in range(R)]
    lval = int(sum(lk[r] * bvec[r] * cj[r] for r in range(R))) % p
    return np.array([centred_int(v, p) for v in bvec]), C.rank(), lval

for fam_seed in (31, 32):
    W = draw_weights(fam_seed, p, 'H3I')
    Wg = dict(W); Wg['WH3'] = draw_weights(999, p, 'generic')['WH3']     # same weights but generic H3
    g = np.random.default_rng(fam_seed + 1000)
    for n in (2, 5, 8):
        X = g.integers(-(p // 2), p // 2, (40, n, M))
        res = []
        for k in range(R):
            for j in range(R):
                bkj, rk, lval = kill_b(W, k, j)
                a = np.zeros((1, R), dtype=np.int64); a[0, j] = 1
                gk = np.zeros((1, R), dtype=np.int64); gk[0, k] = 1
                z = np.count_nonzero(eval_P(W, a, bkj[None], gk, X, p))           # expect 0 of 40
                bp = bkj.copy(); bp[0] += 1
                zp = np.count_nonzero(eval_P(W, a, bp[None], gk, X, p))           # negative control: expect 40
                k2 = (k + 1) % R; gk2 = np.zeros((1, R), dtype=np.int64); gk2[0, k2] = 1
                zo = np.count_nonzero(eval_P(W, a, bkj[None], gk2, X, p))         # other F_k': expect 40
                zg = np.count_nonzero(eval_P(Wg, a, bkj[None], gk, X, p))         # generic H3: expect 40
                res.append((k, j, rk, lval != 0, z, zp, zo, zg))
        print(f"weights seed {fam_seed}, n={n}: (k, j, rank of system, l_k(b*c_j)!=0, #nonzero F_k(e_j,b_kj) /40,"
              f" #nonzero perturbed b, #nonzero F_k+1, #nonzero generic H3)")
        for r_ in res: print("   ", r_)

# ---- dominance Jacobian: (x, l1, l2, l3) -> (l1 a, l2 b, l3 g), forward mode over GF(q)
q = 2**31 - 1
def jac_rank(n, seed, conv):
    W = draw_weights(seed, p, 'generic')                  # integer weights
    g = np.random.default_rng(seed + 77)
    nv = n * M + 3
    WI = [W['WI1'], W['WI2'], W['WI3']]; WH = [W['WH1'], W['WH2'], W['WH3']]
    if conv == 'free':
        h0 = [[int(v) for v in g.integers(-1000, 1000, R)] for _ in range(3)]
    else:  # thesis: W^{H,l} h^{0,l} = 1 (rational point, reduced mod q)
        h0 = []
        for l in range(3):
            Hm = flint.nmod_mat(R, R, [int(v) % q for v in WH[l].ravel()], q)
            sol = Hm.solve(flint.nmod_mat(R, 1, [1] * R, q))
            h0.append([int(sol[i, 0]) for i in range(R)])
    xv = [int(v) for v in g.integers(-1000, 1000, n * M)]
    lv = [int(v) for v in g.integers(1, 1000, 3)]
    # dual numbers: (value, [d/dvar])
    def var(i, v): d = [0] * nv; d[i] = 1; return (v % q, d)
    def const(v): return (v % q, [0] * nv)
    def add(x, y): return ((x[0] + y[0]) % q, [(u + w) % q for u, w in zip(x[1], y[1])])
    def mul(x, y): return (x[0] * y[0] % q, [(x[0] * w + y[0] * u) % q for u, w in zip(x[1], y[1])])
    def scal(c, x): return (c * x[0] % q, [c * u % q for u in x[1]])
    def matv(A, h):
        out = []
        for i in range(A.shape[0]):
            acc = const(0)
            for j in range(len(h)): acc = add(acc, scal(int(A[i, j]), h[j]))
            out.append(acc)
        return out
    h = [[const(v) for v in h0[l]] for l in range(3)]
    for t in range(n):
        below = [var(t * M + m, xv[t * M + m]) for m in range(M)]
        for l in range(3):
            s = matv(WH[l], h[l]); w = matv(WI[l], below)
            h[l] = [mul(s[i], w[i]) for i in range(R)]
            below = h[l]
    outs = []
    for l in range(3):
        st = matv(WH[l], h[l]); L = var(n * M + l, lv[l])
        outs += [mul(L, v) for v in st]
    J = flint.nmod_mat(3 * R, nv, [d for o in outs for d in o[1]], q)
    return J.rank()

for conv in ('free', 'thesis'):
    for n in (2, 3, 4, 5, 6, 7):
        print(f"Jacobian rank (of 9), R=3 M=2 n={n} conv={conv}: seeds 1,2,3 ->", [jac_rank(n, s, conv) for s in (1, 2, 3)], flush=True)
print(f"total {time.time()-t0:.1f}s")
