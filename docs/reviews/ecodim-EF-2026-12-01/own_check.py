"""Reviewer helper-111's own recomputation (not derived from the helper's scripts).

Builds, from the definitions, at a random integer point mod P:
  n_ij(b) = sum_m W3[i,m] W2[m,j] b_m,  l_i = sum_j w_j n_ij(b)
  Y_alpha = sum_kappa c^kappa ([w^beta] prod_i l_i^kappa_i : beta <= alpha, |beta| = s)_(N2)
  J_(k alpha) = (m_kj : j in supp alpha), m_kj = sum_i W4[k,i] c_i n_ij(b)
in the space of bidegree (N2, s) forms in (b, c), N2 = C(s+1,2), D = C(N2+2,2) C(s+2,2).
Ranks by FLINT (numerics.rank.flint_bridge.flint_rank_mod_p) only.

usage: own_check.py SEED S [S ...] [--full] [--func]
"""
import sys, time, itertools
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p

P = 1073741789  # 2^30 - 35, prime


def monos(n, d):
    return [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d][::-1]


def polymul(f, g):
    h = {}
    for a, x in f.items():
        for b, y in g.items():
            k = tuple(i + j for i, j in zip(a, b))
            h[k] = (h.get(k, 0) + x * y) % P
    return {k: v for k, v in h.items() if v}


def setup(seed):
    rng = np.random.default_rng(seed)
    W2, W3, W4 = (rng.integers(1, P, size=(3, 3)).astype(object) for _ in range(3))
    # n[i][j] : dict b-exponent -> coeff
    n = [[{tuple(int(m == t) for t in range(3)): int(W3[i, m] * W2[m, j] % P) for m in range(3)} for j in range(3)]
         for i in range(3)]
    return W2, W3, W4, n


def ell_power_coeffs(n, kappa):
    """prod_i l_i^kappa_i as dict w-exponent -> (dict b-exponent -> coeff)."""
    # polynomial in 6 vars (w1,w2,w3,b1,b2,b3)
    poly = {(0,) * 6: 1}
    for i in range(3):
        li = {}
        for j in range(3):
            for eb, v in n[i][j].items():
                key = tuple(int(t == j) for t in range(3)) + eb
                li[key] = (li.get(key, 0) + v) % P
        for _ in range(kappa[i]):
            poly = polymul(poly, li)
    out = {}
    for e, v in poly.items():
        out.setdefault(e[:3], {})[e[3:]] = v
    return out


def build(seed, s, alpha_rule, k, supp):
    """alpha_rule(beta) -> bool (beta <= alpha). Returns Y rows, J rows (uint64 matrices), column index."""
    W2, W3, W4, n = setup(seed)
    N2 = comb(s + 1, 2)
    mb, mc = monos(3, N2), monos(3, s)
    ib = {e: t for t, e in enumerate(mb)}
    ic = {e: t for t, e in enumerate(mc)}
    nb = len(mb)
    D = nb * len(mc)
    col = lambda eb, ec: ic[ec] * nb + ib[eb]
    shifts = monos(3, N2 - s)
    Yrows = []
    for kappa in mc:
        pc = ell_power_coeffs(n, kappa)
        for beta, g in pc.items():
            if not alpha_rule(beta):
                continue
            for mu in shifts:
                r = np.zeros(D, dtype=np.uint64)
                for eb, v in g.items():
                    r[col(tuple(x + y for x, y in zip(eb, mu)), kappa)] = v
                Yrows.append(r)
    Jrows = []
    for j in supp:
        m = {}
        for i in range(3):
            for eb, v in n[i][j].items():
                ec = tuple(int(t == i) for t in range(3))
                m[(eb, ec)] = (int(W4[k, i]) * v) % P
        for mu in monos(3, N2 - 1):
            for ga in monos(3, s - 1):
                r = np.zeros(D, dtype=np.uint64)
                for (eb, ec), v in m.items():
                    cc = col(tuple(x + y for x, y in zip(eb, mu)), tuple(x + y for x, y in zip(ec, ga)))
                    r[cc] = (int(r[cc]) + v) % P
                Jrows.append(r)
    return np.array(Yrows), np.array(Jrows), (mb, mc, ib, ic, D, n, W4)


def rank(A):
    return flint_rank_mod_p(np.ascontiguousarray(A, dtype=np.uint64), P, threads=1)[0]


# ---------- functionals of section 3 ----------
def cross(u, v):
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]


def lin_vec(n, i, j):
    v = [0, 0, 0]
    for eb, c in n[i][j].items():
        v[eb.index(1)] = c
    return v


def ser_mul(A, B, K):
    C = np.zeros((K, K), dtype=object)
    for a in range(K):
        for b in range(K - a):
            if A[a, b]:
                for c in range(K - a):
                    for d in range(K - a - b - c):
                        if B[c, d]:
                            C[a + c, b + d] += A[a, b] * B[c, d]
    return C % P


def functionals(meta, s, j, rng):
    """Matrix (D x nfunc): columns phi_(p,u,v) for p=z_i (u+v<s) and p=q_ii' (u+v<s-j)."""
    mb, mc, ib, ic, D, n, W4 = meta
    k = meta_k[0]
    # linear forms as vectors
    nv = [[lin_vec(n, i, jj) for jj in range(3)] for i in range(3)]
    z = [cross(nv[i][0], nv[i][1]) for i in range(3)]
    q = [cross(nv[a][0], nv[b][0]) for a, b in ((0, 1), (0, 2), (1, 2))]
    pts = [(p, s) for p in z] + [(p, s - j) for p in q]
    cols = []
    for p, K in pts:
        if K <= 0:
            continue
        v1 = [int(x) for x in rng.integers(1, P, 3)]
        v2 = [int(x) for x in rng.integers(1, P, 3)]
        # b_m(x,y) as series (degree 1)
        bser = []
        for m in range(3):
            A = np.zeros((K, K), dtype=object)
            A[0, 0] = p[m] % P
            if K > 1:
                A[1, 0] = v1[m]; A[0, 1] = v2[m]
            bser.append(A)
        def lin_ser(vec):
            A = np.zeros((K, K), dtype=object)
            for m in range(3):
                A = A + vec[m] * bser[m]
            return A % P
        # M_a(b)_i = W4[k,i] n_ia(b), a = 0,1 ; chat = M_0 x M_1
        M = [[lin_ser([int(W4[k, i]) * x % P for x in nv[i][a]]) for i in range(3)] for a in range(2)]
        ch = [(ser_mul(M[0][1], M[1][2], K) - ser_mul(M[0][2], M[1][1], K)) % P,
              (ser_mul(M[0][2], M[1][0], K) - ser_mul(M[0][0], M[1][2], K)) % P,
              (ser_mul(M[0][0], M[1][1], K) - ser_mul(M[0][1], M[1][0], K)) % P]
        def powers(sers, dmax):
            out = []
            for S in sers:
                pw = [np.eye(K, dtype=object)[:1].repeat(1, 0)]
                one = np.zeros((K, K), dtype=object); one[0, 0] = 1
                pw = [one]
                for _ in range(dmax):
                    pw.append(ser_mul(pw[-1], S, K))
                out.append(pw)
            return out
        N2 = sum(mb[0])
        pb = powers(bser, N2)
        pc = powers(ch, s)
        bval = {eb: ser_mul(ser_mul(pb[0][eb[0]], pb[1][eb[1]], K), pb[2][eb[2]], K) for eb in mb}
        cval = {ec: ser_mul(ser_mul(pc[0][ec[0]], pc[1][ec[1]], K), pc[2][ec[2]], K) for ec in mc}
        idx = [(u, v) for u in range(K) for v in range(K - u)]
        block = np.zeros((D, len(idx)), dtype=object)
        for ec in mc:
            for eb in mb:
                S = ser_mul(bval[eb], cval[ec], K)
                block[ic[ec] * len(mb) + ib[eb]] = [S[u, v] for u, v in idx]
        cols.append(block)
    return np.hstack(cols).astype(np.uint64)


meta_k = [0]


def matmul_mod(A, B):
    # A (r x D) uint64, B (D x f) uint64 ; reduce via object to be safe
    return (A.astype(object) @ B.astype(object)) % P


if __name__ == "__main__":
    args = sys.argv[1:]
    seed = int(args[0])
    full = "--full" in args
    func = "--func" in args
    ks = [0]
    for a in args:
        if a.startswith("--k="):
            ks = [int(x) for x in a[4:].split(",")]
    ss = [int(a) for a in args[1:] if not a.startswith("--")]
    print(f"seed={seed} P={P} ks={ks}", flush=True)
    for s in ss:
        N2 = comb(s + 1, 2)
        D = comb(N2 + 2, 2) * comb(s + 2, 2)
        for k in ks:
            meta_k[0] = k
            if not full:
                for j in range(1, s + 1):
                    t0 = time.time()
                    Y, J, meta = build(seed, s, lambda b, j=j: b[2] == 0 and b[1] <= j, k, (0, 1))
                    rY, rJ, rS = rank(Y), rank(J), rank(np.vstack([Y, J]))
                    formula = 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2)
                    c2 = 2 * comb(N2 + 1, 2) * comb(s + 1, 2) - comb(N2, 2) * comb(s, 2)
                    line = (f"s={s} k={k} edge j={j}: D={D} rankY={rY} rankJ={rJ} (c2={c2}) rank(Y+J)={rS} "
                            f"codim={D - rS} formula={formula} {'OK' if D - rS == formula else 'MISMATCH'}")
                    if func:
                        rng = np.random.default_rng(seed + 1000 * s + j)
                        Phi = functionals(meta, s, j, rng)
                        vy = matmul_mod(Y, Phi); vj = matmul_mod(J, Phi)
                        rP = rank(Phi.T)
                        # control: next order at z_1 should not vanish on Y
                        line += (f" | functionals: n={Phi.shape[1]} vanishY={not vy.any()} vanishJ={not vj.any()}"
                                 f" rank={rP} rank+rank(Y+J)={rP + rS}")
                    print(line + f" [{time.time() - t0:.1f}s]", flush=True)
            else:
                classes = [(0, 0)] if "--s00" in args else [(1, 1), (2, 1), (s, s)]
                for (a2, a3) in classes:
                    # (0, 0) = only beta = (s, 0, 0): the generators Theorem F's proof uses (J full support)
                    t0 = time.time()
                    Y, J, meta = build(seed, s, lambda b, a2=a2, a3=a3: b[1] <= a2 and b[2] <= a3, k, (0, 1, 2))
                    rS = rank(np.vstack([Y, J]))
                    rJ = rank(J)
                    c3 = 3 * comb(N2 + 1, 2) * comb(s + 1, 2) - 3 * comb(N2, 2) * comb(s, 2) + comb(N2 - 1, 2) * comb(s - 1, 2)
                    print(f"s={s} k={k} full support class (a2,a3)=({a2},{a3}): D={D} rankJ={rJ} (c3={c3}) "
                          f"rank(Y+J)={rS} {'= D' if rS == D else 'DEFICIENT'} [{time.time() - t0:.1f}s]", flush=True)
