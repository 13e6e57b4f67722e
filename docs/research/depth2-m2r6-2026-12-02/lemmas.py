"""Numerical checks of the lemmas of NOTES.md (exact GF(p) arithmetic at random integer weights).

L1  recursion:  P^(s)(a; u_1..u_s) = D(lambda^{u_1}(a)) B^T P^(s-1)(H D(u_1) a; u_2..u_s)   (pointwise, exact)
L2  S_s <= Sigma_s <= T_s (ranks), Sigma_s = T_s from small s
L3  l * Sigma_s <= Sigma_{s+1}  (rank of the stack equals rank of Sigma_{s+1})
"""
import json, sys, time
import numpy as np
sys.path.insert(0, "."); sys.path.insert(0, "/work/main")
import d2span
from d2span import P as p, mset, ideal_bound, end_values, draw_weights, mm
from proofs.general.free_states import exponents
from numerics.rank.dense import rank_mod_p


def rank(Y):
    Z = (Y % p).astype(np.float64); Z[Z > p // 2] -= p
    return rank_mod_p(Z, p).rank


def mono_vals(b, d):
    """b (R, N) -> (((R,d)), N) monomial values mod p."""
    E = exponents(b.shape[0], d)
    out = np.ones((len(E), b.shape[1]), dtype=np.int64)
    for i in range(b.shape[0]):
        pw = np.ones((d + 1, b.shape[1]), dtype=np.int64)
        for e in range(1, d + 1):
            pw[e] = pw[e - 1] * b[i] % p
        out = out * pw[E[:, i]] % p
    return out


def sigma_rows(w, s, apts, g, nu=None):
    """Rows spanning Sigma_s evaluated at apts: Phi_u(e_i (x) mu_{i,m} b^beta), u random in U."""
    W1, H, A, B, c = w
    R, M = W1.shape
    nu = mset(M, s) + 2 if nu is None else nu
    blocks = []
    for _ in range(nu):
        u = W1 @ g.integers(0, p, M) % p
        lam = mm(A, u[:, None] * apts % p)          # (R, N): lambda^u_k(a_n)
        b = mm(H, u[:, None] * apts % p)            # (R, N): H D(u) a
        mons = mono_vals(b, s - 2)                  # (((R,s-2)), N)
        for m in range(M):
            mu = mm(A, W1[:, m][:, None] * b % p)   # (R, N): mu_{i,m}(b)
            for i in range(R):
                f = mons * mu[i][None] % p          # (nmon, N): mu_{i,m} b^beta
                # component k: lam_k * B_{ik} * f
                blk = (lam[None, :, :] * B[i][None, :, None] % p) * f[:, None, :] % p  # (nmon, R, N)
                blocks.append(blk.reshape(blk.shape[0], -1))
    return np.concatenate(blocks)


def check(M, R, smax, seed=0):
    w = draw_weights(M, R, seed)
    W1, H, A, B, c = w
    g = np.random.default_rng(seed + 77)
    out = dict(M=M, R=R, seed=seed, p=p)
    # L1 pointwise
    bad = 0
    for s in range(2, smax + 1):
        xs = g.integers(0, p, (3, s, M)); apts = g.integers(0, p, (R, 5))
        lhs = end_values(w, xs, apts)
        for q in range(3):
            u1 = W1 @ xs[q, 0] % p
            lam = mm(A, u1[:, None] * apts % p)
            b = mm(H, u1[:, None] * apts % p)
            Pp = end_values(w, xs[q:q + 1, 1:], b)[0] if s > 1 else None
            rhs = lam * mm(B.T, Pp) % p
            bad += int(np.any(rhs != lhs[q]))
    out["L1_mismatches"] = bad
    # L2, L3
    res = []
    for s in range(2, smax):
        Na = mset(R, s + 1) + 8
        apts = g.integers(0, p, (R, Na))
        Sig = sigma_rows(w, s, apts, g)
        Sig1 = sigma_rows(w, s + 1, apts, g)
        rs, rs1 = rank(Sig), rank(Sig1)
        # S_s at the same a-points
        xs = g.integers(0, p, (min(ideal_bound(M, R, s), d2span.end_cap(M, R, s)) + 8, s, M))
        S = end_values(w, xs, apts).reshape(xs.shape[0], -1)
        rS = rank(S)
        rSS = rank(np.concatenate([S, Sig]))     # S_s inside Sigma_s  <=>  rSS == rs
        ells = [np.ones(R, dtype=np.int64)] + [g.integers(0, p, R) for _ in range(2)]
        inc = []
        for l in ells:
            lv = l @ apts % p                     # values of the linear form l at the points
            stack = np.concatenate([Sig1, Sig * np.tile(lv, R)[None] % p])
            inc.append(rank(stack) == rs1)
        res.append(dict(s=s, D=ideal_bound(M, R, s), dimS=rS, dimSigma=rs, S_in_Sigma=(rSS == rs),
                        dimSigma_next=rs1, D_next=ideal_bound(M, R, s + 1), L3_inclusion=all(inc)))
    out["L2_L3"] = res
    return out


if __name__ == "__main__":
    for spec in sys.argv[1].split(";"):
        M, R, smax = map(int, spec.split(","))
        t0 = time.time(); o = check(M, R, smax); o["secs"] = round(time.time() - t0, 1)
        print(json.dumps(o), flush=True)
