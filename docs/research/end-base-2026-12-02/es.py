"""End span S_s by evaluation (own code, helper-130). P = D(A l_1) B^T D(A l_2) ... B^T D(A l_s) c,
l_1 = D(u_1) a, l_j = D(u_j) H l_{j-1}, u_j = W x_j. Rows: random End inputs; columns (a-point, k). Rank mod p (flint).
Options (comma list): W=sel (u_j = x_{j mod M}), W=selblk (classes = consecutive blocks), B=I, c=1, A=win (rows supported
on M consecutive columns mod R, random entries), H=blk (block diagonal w.r.t. the classes of W=sel)."""
import sys, math, json, time
import numpy as np, flint
p = 1_000_003
def mch(n, k): return math.comb(n + k - 1, k) if n > 0 else (1 if k == 0 else 0)
def D_s(M, R, s): return R * (mch(R, s) - mch(R - M, s))
def cap_s(M, R, s): return math.prod(mch(min(R, M), n) for n in range(1, s + 1))
def weights(M, R, rng, opts):
    w = dict(H=rng.integers(1, p, (R, R)), A=rng.integers(1, p, (R, R)), B=rng.integers(1, p, (R, R)),
             c=rng.integers(1, p, R), W=rng.integers(1, p, (R, M)))
    cls = [j % M for j in range(R)]
    if "W=selblk" in opts: cls = [min(j, M - 1) if False else (j * M) // R for j in range(R)]
    if "W=sel" in opts or "W=selblk" in opts:
        Wm = np.zeros((R, M), dtype=np.int64)
        for j in range(R): Wm[j, cls[j]] = 1
        w["W"] = Wm
    if "B=I" in opts: w["B"] = np.eye(R, dtype=np.int64)
    if "c=1" in opts: w["c"] = np.ones(R, dtype=np.int64)
    if "A=win" in opts:
        Aw = np.zeros((R, R), dtype=np.int64)
        for k in range(R):
            for j in range(M): Aw[k, (k + j) % R] = rng.integers(1, p)
        w["A"] = Aw
    if "H=blk" in opts:
        Hb = np.zeros((R, R), dtype=np.int64)
        for i in range(R):
            for j in range(R):
                if cls[i] == cls[j]: Hb[i, j] = rng.integers(1, p)
        w["H"] = Hb
    if "H=I+J" in opts: w["H"] = np.ones((R, R), dtype=np.int64) + np.eye(R, dtype=np.int64)
    if "H=J+D" in opts: w["H"] = np.ones((R, R), dtype=np.int64) + np.diag(rng.integers(1, p, R))
    if "H=I+cyc" in opts:
        w["H"] = np.eye(R, dtype=np.int64)
        for v in range(R): w["H"][v, (v + 1) % R] += 1
    if "H=I+e1" in opts:   # I + column of ones in column 0 plus row of ones in row 0
        w["H"] = np.eye(R, dtype=np.int64); w["H"][:, 0] += 1; w["H"][0, :] += 1
    if "A=vand" in opts:
        w["A"] = np.array([[pow(k + 2, j, p) for j in range(R)] for k in range(R)], dtype=np.int64)
    if "A=cauchy" in opts:
        w["A"] = np.array([[pow(k + j + 1, p - 2, p) for j in range(R)] for k in range(R)], dtype=np.int64)
    if "sym" in opts:   # S_{R-2}-symmetric pattern for M = R-1: singletons 0..R-3 (class j), doubleton R-2, R-1 (class M-1)
        n1 = R - 2
        def pat(rng):
            v = rng.integers(1, p, 10); X = np.zeros((R, R), dtype=np.int64)
            for i in range(R):
                for j in range(R):
                    if i < n1 and j < n1: X[i, j] = v[0] if i == j else v[1]
                    elif i < n1: X[i, j] = v[2] if j == n1 else v[3]
                    elif j < n1: X[i, j] = v[4] if i == n1 else v[5]
                    else: X[i, j] = v[6 + 2 * (i - n1) + (j - n1)]
            return X
        w["H"] = pat(rng); w["A"] = pat(rng)
        cc = rng.integers(1, p, 3); w["c"] = np.array([cc[0]] * n1 + [cc[1], cc[2]], dtype=np.int64)
        Wm = np.zeros((R, M), dtype=np.int64)
        for j in range(R): Wm[j, min(j, M - 1)] = 1
        w["W"] = Wm
    if "H=mon" in opts:   # random monomial matrix (permutation times diagonal)
        perm = rng.permutation(R); Hm = np.zeros((R, R), dtype=np.int64)
        for i in range(R): Hm[i, perm[i]] = rng.integers(1, p)
        w["H"] = Hm
    if "H=mon+1" in opts:   # monomial matrix plus one extra entry
        perm = rng.permutation(R); Hm = np.zeros((R, R), dtype=np.int64)
        for i in range(R): Hm[i, perm[i]] = rng.integers(1, p)
        Hm[0, :] = rng.integers(1, p, R)
        w["H"] = Hm
    if "H=r2" in opts or "H=r1" in opts:   # H = sum_t zeta_t eta_t^T, zeta_t supported on the coordinates of class set C_t
        cls_ = [j % M for j in range(R)]
        n1 = (M + 1) // 2
        Hm = np.zeros((R, R), dtype=np.int64)
        T = 1 if "H=r1" in opts else 2
        for t in range(T):
            zeta = np.array([rng.integers(1, p) if (T == 1 or (cls_[j] < n1) == (t == 0)) else 0 for j in range(R)], dtype=np.int64)
            eta = rng.integers(1, p, R)
            Hm = (Hm + np.outer(zeta, eta)) % p
        w["H"] = Hm
    for o in opts:
        if o.startswith("H=G"):   # groups of consecutive classes with the given sizes, e.g. H=G3-3-3-1
            gs_ = [int(v) for v in o[3:].split("-")]; assert sum(gs_) == M
            grp = [t for t, g_ in enumerate(gs_) for _ in range(g_)]
            cls_ = [j % M for j in range(R)]; Hm = np.zeros((R, R), dtype=np.int64)
            for t in range(len(gs_)):
                zeta = np.array([rng.integers(1, p) if grp[cls_[j]] == t else 0 for j in range(R)], dtype=np.int64)
                Hm = (Hm + np.outer(zeta, rng.integers(1, p, R))) % p
            w["H"] = Hm
        if o.startswith("H=lr"):   # H of rank K, zeta_t supported on disjoint sets of coordinates (round robin j % K)
            K = int(o[4:]); Hm = np.zeros((R, R), dtype=np.int64)
            for t in range(K):
                zeta = np.array([rng.integers(1, p) if j % K == t else 0 for j in range(R)], dtype=np.int64)
                Hm = (Hm + np.outer(zeta, rng.integers(1, p, R))) % p
            w["H"] = Hm
        if o.startswith("H=rank"):   # H = sum_{t<K} zeta_t eta_t^T, zeta_t supported on classes m with m*K//M == t (contiguous groups)
            K = int(o[6:]); cls_ = [j % M for j in range(R)]
            Hm = np.zeros((R, R), dtype=np.int64)
            for t in range(K):
                zeta = np.array([rng.integers(1, p) if (cls_[j] * K) // M == t else 0 for j in range(R)], dtype=np.int64)
                Hm = (Hm + np.outer(zeta, rng.integers(1, p, R))) % p
            w["H"] = Hm
    return w
def end_values(w, s, apts, us):
    H, A, B, c = w["H"], w["A"], w["B"], w["c"]
    ls = []; l = (apts * us[0][None, :]) % p; ls.append(l)
    for j in range(1, s):
        l = ((l @ H.T) % p * us[j][None, :]) % p; ls.append(l)
    r = np.broadcast_to(c, apts.shape).copy()
    for j in range(s - 1, -1, -1):
        r = (r * ((ls[j] @ A.T) % p)) % p
        if j > 0: r = (r @ B) % p
    return r
def span_rank(w, M, R, s, rng, margin=12, nrows=None):
    D = D_s(M, R, s); cap = cap_s(M, R, s); target = min(D, cap)
    npts = mch(R, s) + margin
    apts = rng.integers(0, p, (npts, R))
    nrows = nrows or target + margin
    rows = np.zeros((nrows, npts * R), dtype=np.int64)
    for i in range(nrows):
        xs = rng.integers(1, p, (s, w["W"].shape[1]))
        us = [(w["W"] @ xs[j]) % p for j in range(s)]
        rows[i] = end_values(w, s, apts, us).reshape(-1)
    return flint.nmod_mat(rows.tolist(), p).rank(), D, cap
if __name__ == "__main__":
    opts = tuple(sys.argv[1].split(",")) if sys.argv[1] else ()
    cases = [tuple(map(int, c.split(":"))) for c in sys.argv[2].split(";")]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    for (M, R, s) in cases:
        rng = np.random.default_rng(seed)
        w = weights(M, R, rng, opts)
        t = time.time(); r, D, cap = span_rank(w, M, R, s, rng)
        print(json.dumps(dict(opts=opts, M=M, R=R, s=s, rank=r, D=D, cap=cap, full=r == min(D, cap), sec=round(time.time() - t, 1))), flush=True)
