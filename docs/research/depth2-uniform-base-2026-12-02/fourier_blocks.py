"""Charge (Z_R-isotypic) decomposition of the End span rank at the Z_R-equivariant instance of fourier_end.py.
g: Q(a) -> rho^{-1} Q(rho a) (rho = cyclic shift) preserves S_s, and g P(.; u) = P(.; rho^{-1} u); the zeta^kappa
eigenspace embeds into Sym^s by Q -> Q_0.  So dim S_s = sum_kappa rank of the matrix
X_kappa[o, j] = sum_r zeta^{-kappa r} P_0(a_j; rho^{-r} u^(o)) over random End inputs u^(o) and points a_j.
Each rank mod p is a lower bound for the rank over Q at the integer lift of the weights (so the sum certifies
dim S_s >= sum)."""
import sys, json, time, math
import numpy as np
import end_span as es
from fourier_end import fourier_weights
from sympy import primitive_root
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p

def comp0_values(w, s, apts, us, p):
    """P_0(a; u) at all points for one End input sequence us (list of s vectors u_t)."""
    H, A, B = w["H"], w["A"], w["B"]
    ls = []; l = (apts * us[0][None, :]) % p; ls.append(l)
    for j in range(1, s):
        l = ((l @ H.T) % p * us[j][None, :]) % p; ls.append(l)
    r = np.ones_like(apts)
    for j in range(s - 1, -1, -1):
        r = (r * ((ls[j] @ A.T) % p)) % p
        if j > 0: r = (r @ B) % p
    return r[:, 0]

def block_ranks(M, R, s, seed=0, margin=12, check_plain=False):
    rng = np.random.default_rng(seed)
    w, p = fourier_weights(M, R, rng, "circ")
    es.p = p
    g = primitive_root(p); zeta = pow(g, (p - 1) // R, p)
    D, cap = es.D_s(M, R, s), es.cap_s(M, R, s)
    npts = es.mchoose(R, s) + margin
    nrows = math.ceil(min(D, cap) / R) + 2 * margin   # generous: blocks are about D/R each
    apts = rng.integers(0, p, (npts, R))
    X = np.zeros((R, nrows, npts), dtype=np.int64)     # X[kappa]
    zpow = np.array([[pow(zeta, (-k * r) % R, p) for r in range(R)] for k in range(R)], dtype=np.int64)
    t0 = time.time()
    for o in range(nrows):
        xs = rng.integers(0, p, (s, M))
        us = [(w["W"] @ xs[t]) % p for t in range(s)]
        V = np.zeros((R, npts), dtype=np.int64)
        for r in range(R):
            usr = [np.roll(u, r) for u in us]   # (rho^{-r} u)_i = u_{i-r}
            V[r] = comp0_values(w, s, apts, usr, p)
        X[:, o, :] = (zpow @ V) % p
    ranks = [int(flint_rank_mod_p(np.ascontiguousarray(X[k], dtype=np.uint64), p, threads=1)[0]) for k in range(R)]
    out = dict(M=M, R=R, s=s, p=p, block_ranks=ranks, total=sum(ranks), D=D, cap=cap, full=sum(ranks) == min(D, cap),
               rows_per_block=nrows, points=npts, sec=round(time.time() - t0, 1))
    if check_plain:
        rng2 = np.random.default_rng(seed)
        w2, _ = fourier_weights(M, R, rng2, "circ")
        out["plain_rank"] = es.span_rank(w2, M, R, s, rng2)[0]
    return out

if __name__ == "__main__":
    plain = len(sys.argv) > 2 and sys.argv[2] == "plain"
    for case in sys.argv[1].split(";"):
        M, R, s = map(int, case.split(":"))
        print(json.dumps(block_ranks(M, R, s, check_plain=plain)), flush=True)
