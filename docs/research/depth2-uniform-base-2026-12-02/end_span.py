"""End span S_s = span over End inputs of P^(s)(a; u_1..u_s) (vector of R forms of degree s in a), by evaluation:
rows = random End inputs, columns = (random a-point, component k); exact rank mod p (python-flint).
P^T = c^T D(A l_s) B D(A l_{s-1}) ... B D(A l_1), l_1 = D(u_1) a, l_j = D(u_j) H l_{j-1}, u_j = W x_j."""
import sys, math, json, time
import numpy as np
import flint

p = 1_000_003  # small prime: products fit in int64

def C(n, k): return math.comb(n, k)
def mchoose(a, b): return C(a + b - 1, b) if a > 0 else (1 if b == 0 else 0)
def D_s(M, R, s): return R * (mchoose(R, s) - mchoose(R - M, s))
def cap_s(M, R, s): return math.prod(mchoose(min(R, M), n) for n in range(1, s + 1))

def rand_weights(M, R, rng, special=()):
    w = dict(H=rng.integers(1, p, (R, R)), A=rng.integers(1, p, (R, R)), B=rng.integers(1, p, (R, R)),
             c=rng.integers(1, p, R), W=rng.integers(1, p, (R, M)))
    if "H=I" in special: w["H"] = np.eye(R, dtype=np.int64)
    if "B=I" in special: w["B"] = np.eye(R, dtype=np.int64)
    if "c=1" in special: w["c"] = np.ones(R, dtype=np.int64)
    if "H=cyc" in special:
        w["H"] = np.zeros((R, R), dtype=np.int64)
        for v in range(R): w["H"][v, (v + 1) % R] = 1
    if "H=diagcyc" in special:
        Hc = np.zeros((R, R), dtype=np.int64)
        for v in range(R): Hc[v, (v + 1) % R] = rng.integers(1, p)
        w["H"] = Hc
    if "H=bidiag" in special:   # I + superdiagonal random
        Hb = np.eye(R, dtype=np.int64)
        for v in range(R - 1): Hb[v, v + 1] = rng.integers(1, p)
        w["H"] = Hb
    if "H=J+I" in special: w["H"] = (np.ones((R, R), dtype=np.int64) + np.eye(R, dtype=np.int64))
    if "H=vand" in special:
        z = rng.integers(2, p, R); w["H"] = np.array([[pow(int(z[i]), j, p) for j in range(R)] for i in range(R)], dtype=np.int64)
    if "H=lowtri" in special:
        w["H"] = np.tril(rng.integers(1, p, (R, R)))
    if "A=sparse" in special:   # row k supported on the M cyclically consecutive columns k, k+1, .., k+M-1
        As = np.zeros((R, R), dtype=np.int64)
        for k in range(R):
            for j in range(M): As[k, (k + j) % R] = rng.integers(1, p)
        w["A"] = As
    if "A=sparse1" in special:  # the same support with entries 1
        As = np.zeros((R, R), dtype=np.int64)
        for k in range(R):
            for j in range(M): As[k, (k + j) % R] = 1
        w["A"] = As
    if "A=vand" in special:   # A_kv = z_k^v (Vandermonde rows)
        z = rng.integers(2, p, R); w["A"] = np.array([[pow(int(z[k]), v, p) for v in range(R)] for k in range(R)], dtype=np.int64)
    if "W=vand" in special:   # W_vm = y_v^m
        y = rng.integers(2, p, R); w["W"] = np.array([[pow(int(y[v]), m, p) for m in range(M)] for v in range(R)], dtype=np.int64)
    return w

def end_values(w, s, apts, xs):
    """apts: (npts, R); xs: (s, M) one End input sequence. Returns (npts, R) values of P^(s)."""
    H, A, B, c, W = w["H"], w["A"], w["B"], w["c"], w["W"]
    us = [(W @ xs[j]) % p for j in range(s)]
    ls = []; l = (apts * us[0][None, :]) % p; ls.append(l)
    for j in range(1, s):
        l = ((l @ H.T) % p * us[j][None, :]) % p; ls.append(l)
    r = np.broadcast_to(c, apts.shape).copy()
    for j in range(s - 1, -1, -1):
        r = (r * ((ls[j] @ A.T) % p)) % p
        if j > 0: r = (r @ B) % p
    return r

def span_rank(w, M, R, s, rng, nrows=None, margin=12):
    D = D_s(M, R, s); cap = cap_s(M, R, s); target = min(D, cap)
    npts = mchoose(R, s) + margin
    apts = rng.integers(0, p, (npts, R))
    nrows = nrows or target + margin
    rows = np.zeros((nrows, npts * R), dtype=np.int64)
    for i in range(nrows):
        xs = rng.integers(0, p, (s, M))
        rows[i] = end_values(w, s, apts, xs).reshape(-1)
    if rows.size > 2_000_000:
        sys.path.insert(0, "/work/main")
        from numerics.rank.flint_bridge import flint_rank_mod_p
        return flint_rank_mod_p(np.ascontiguousarray(rows, dtype=np.uint64), p, threads=1)[0], D, cap
    mat = flint.nmod_mat(rows.tolist(), p)
    return mat.rank(), D, cap

if __name__ == "__main__":
    spec = tuple(sys.argv[1].split(",")) if len(sys.argv) > 1 and sys.argv[1] else ()
    cases = [tuple(map(int, c.split(":"))) for c in sys.argv[2].split(";")]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    for (M, R, s) in cases:
        rng = np.random.default_rng(seed)
        w = rand_weights(M, R, rng, spec)
        t = time.time(); r, D, cap = span_rank(w, M, R, s, rng)
        print(json.dumps(dict(special=spec, M=M, R=R, s=s, rank=r, D=D, cap=cap, full=r == min(D, cap), sec=round(time.time() - t, 1))), flush=True)
