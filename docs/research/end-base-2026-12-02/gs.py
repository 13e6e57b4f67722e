"""Graded End span for a 0/1 selector W (u_j = x_{cls(j)}), helper-130.
S_1 = span_m (c_k sum_{j in class m} A_kj a_j)_k ; S_s = sum_beta pi_beta Psi(S_{s-1}), Psi(Q)(w) = D(Aw) B^T Q(Hw).
Vectors are stored as dense symmetric tensors (R, R^d); ranks exact mod p (flint) on the sorted-index entries
(a linear bijection onto the coefficient space). Returns dim S_{s,beta} for every class-degree beta, and dim T_{s,beta}."""
import sys, math, json, time, itertools
import numpy as np, flint
from es import p, mch, D_s, cap_s, weights

def sorted_tuples(R, d):
    return list(itertools.combinations_with_replacement(range(R), d))

def class_degree(t, cls, M):
    b = [0] * M
    for i in t: b[cls[i]] += 1
    return tuple(b)

def sym_from_sorted(vals, tuples, R, d):
    """symmetric tensor (R^d) from its entries at sorted tuples"""
    T = np.zeros((R,) * d, dtype=np.int64)
    for v, t in zip(vals, tuples):
        if v:
            for perm in set(itertools.permutations(t)): T[perm] = v
    return T

def step(Q, w, d):
    """Q: (R,)+(R,)*d symmetric tensors; returns Psi(Q) as (R,)+(R,)*(d+1) (up to the constant d+1)."""
    H, A, B = w["H"], w["A"], w["B"]
    R = H.shape[0]
    Qb = np.tensordot(B.T, Q, axes=(1, 0)) % p          # (B^T Q)_k = sum_j B_jk Q_j
    for ax in range(1, d + 1):                           # Q(Hw): contract every index with H
        Qb = np.moveaxis(np.tensordot(Qb, H, axes=(ax, 0)) % p, -1, ax)
    out = np.zeros((R,) + (R,) * (d + 1), dtype=np.int64)
    for k in range(R):
        T = np.multiply.outer(A[k], Qb[k]) % p           # A_k[j0] Q'_k[j1..jd]
        S = np.zeros_like(T)
        for pos in range(d + 1):                         # symmetrise (sum over the position of the A index)
            S = (S + np.moveaxis(T, 0, pos)) % p
        out[k] = S
    return out

def graded_dims(M, R, smax, w, cls, verbose=False):
    res = {}
    A, c = w["A"], w["c"]
    # S_1 basis
    basis = []
    for m in range(M):
        v = np.zeros((R, R), dtype=np.int64)
        for k in range(R):
            for j in range(R):
                if cls[j] == m: v[k, j] = (c[k] * A[k, j]) % p
        basis.append(v)
    for d in range(1, smax):
        tup = sorted_tuples(R, d + 1)
        groups = {}
        for idx, t in enumerate(tup): groups.setdefault(class_degree(t, cls, M), []).append(idx)
        cand = [step(Q, w, d) for Q in basis]
        flat = np.array([[X[(k,) + t] for k in range(R) for t in tup] for X in cand], dtype=np.int64) if cand else None
        newbasis = []; dims = {}
        nt = len(tup)
        for beta, idxs in groups.items():
            cols = [k * nt + i for k in range(R) for i in idxs]
            blk = flint.nmod_mat(flat[:, cols].tolist(), p)
            rr, r = blk.rref()
            dims[beta] = r
            if d + 1 < smax:
                for row in range(r):
                    vals = [int(rr[row, j]) for j in range(len(cols))]
                    X = np.zeros((R,) + (R,) * (d + 1), dtype=np.int64)
                    for k in range(R):
                        sub = vals[k * len(idxs):(k + 1) * len(idxs)]
                        X[k] = sym_from_sorted(sub, [tup[i] for i in idxs], R, d + 1)
                    newbasis.append(X)
        res[d + 1] = dims
        basis = newbasis
        if verbose: print(d + 1, sum(dims.values()), flush=True)
    return res

def T_dim_beta(beta, sizes):
    """dim (I_k)_beta for one k: prod ((r_m, b_m)) - prod ((r_m - 1, b_m))"""
    full = math.prod(mch(r, b) for r, b in zip(sizes, beta))
    quot = math.prod(mch(r - 1, b) for r, b in zip(sizes, beta))
    return full - quot

if __name__ == "__main__":
    opts = tuple(sys.argv[1].split(",")) if sys.argv[1] else ()
    cases = [tuple(map(int, c.split(":"))) for c in sys.argv[2].split(";")]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    for (M, R, s) in cases:
        rng = np.random.default_rng(seed)
        w = weights(M, R, rng, opts + ("W=sel",) if "sym" not in opts else opts)
        W = w["W"]; cls = [int(np.argmax(W[j])) for j in range(R)]
        sizes = [cls.count(m) for m in range(M)]
        t = time.time(); res = graded_dims(M, R, s, w, cls)
        dims = res[s]
        Tb = {b: R * T_dim_beta(b, sizes) for b in dims}
        short = {str(b): (dims[b], Tb[b]) for b in dims if dims[b] < Tb[b]}
        print(json.dumps(dict(opts=opts, M=M, R=R, s=s, rank=sum(dims.values()), D=D_s(M, R, s), sumT=sum(Tb.values()),
                              cap=cap_s(M, R, s), short=short, sec=round(time.time() - t, 1))), flush=True)
