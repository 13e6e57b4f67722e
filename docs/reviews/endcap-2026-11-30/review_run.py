"""Reviewer's driver. Modes:
  oracle L M R T          : my evaluation vs the lab's evaluate_mod_p; w-route (Fact 2) vs x-route; series vs interpolation
  full   L M R T --P n    : rank of a naive full evaluation matrix (random Starts x full End product grid)
  blocks L M R T --P n    : ranks of all blocks j = 0..N (rows: Z_k samples with random v, v_k = 0)
  fr     L M R T --r r --P n : rank of the F_r check (Taylor orders 0..r along curves at Z_k points)
"""
import argparse, time, sys
import numpy as np
from math import prod
import revrac as rr
from modrank import rank_modp

ap = argparse.ArgumentParser()
ap.add_argument("mode")
ap.add_argument("L", type=int); ap.add_argument("M", type=int); ap.add_argument("R", type=int); ap.add_argument("T", type=int)
ap.add_argument("--P", type=int, default=0)
ap.add_argument("--r", type=int, default=0)
ap.add_argument("--k", type=int, default=0)
ap.add_argument("--seed", type=int, default=2026)
ap.add_argument("--chunk", type=int, default=8)
ap.add_argument("--p", type=int, default=rr.P_DEFAULT)
ap.add_argument("--jmin", type=int, default=0)
ap.add_argument("--jmax", type=int, default=10**9)
ap.add_argument("--flint_upto", type=int, default=-1, help="blocks: also rank j <= this with flint nmod_mat")
args = ap.parse_args()
L, M, R, T, p, k = args.L, args.M, args.R, args.T, args.p, args.k
s = T // 2
rac = rr.Rac(L, M, R, p)
rng = np.random.default_rng(args.seed)
Ns = rr.degrees(L, T)
N = Ns[0]
cap = prod(n + 1 for n in Ns)
dimVp = cap // (N + 1)
print(f"mode={args.mode} (L,M,R,T)=({L},{M},{R},{T}) p={p} k={k} seed={args.seed} N_e={Ns} N={N} cap={cap} dimV'={dimVp}", flush=True)
t00 = time.time()

# End' product grid (pairwise independent points per input) -> evaluation is injective on V'
grids = [rr.pairwise_indep_points(rng, n + 1, p) for n in Ns[1:]]
Q = prod(g.shape[0] for g in grids)
assert Q == dimVp
thstar = np.array([rac.WI[0][k, 1], (-rac.WI[0][k, 0]) % p])
ell_thstar = [int(v) for v in rac.WI[0] @ thstar % p]
print(f"theta*={thstar.tolist()} ell_i(theta*)={ell_thstar} (must be 0 at i=k, nonzero elsewhere)", flush=True)
assert ell_thstar[k] == 0 and all(ell_thstar[i] != 0 for i in range(R) if i != k)


def sample_points(P):
    Xs, n_rej = [], 0
    while len(Xs) < P:
        X = rr.sample_Zk(rac, s, k, rng)
        if X is None:
            n_rej += 1
            continue
        a1, J = rr.a1_and_jac(rac, X, k)
        off = [i for i in range(R) if i != k]
        assert all(a1[i] == 0 for i in off), a1
        assert a1[k] != 0
        jr = rr.rank_small(J, p)
        assert jr == R - 1, jr
        Xs.append(X)
    print(f"sampled {P} Z_k points ({n_rej} rejected draws); all: a1 off-k = 0, a1_k != 0, off-k Jacobian rank {R-1}", flush=True)
    return np.array(Xs)  # (P, s, M)


if args.mode == "oracle":
    from proofs.general.instance import explicit_rac, evaluate_mod_p
    B = 40
    Xfull = rng.integers(0, p, (B, T, M))
    lab = evaluate_mod_p(explicit_rac(depth=L, M=M, R=R), Xfull, p)
    h = rr.init_state(rac, B)
    for t in range(T):
        h = rr.step(rac, h, Xfull[:, t, :].T[:, None, :])
    mine = (rac.WO[:, None] * h[-1][:, 0, :]).sum(0) % p
    print("full evaluation, mine == lab's evaluate_mod_p on 40 random sequences:", bool(np.array_equal(mine, np.asarray(lab, dtype=np.int64) % p)))
    # Fact 2: w = a^(1) * u(x^{s+1}) route
    a = rr.run_start(rac, Xfull[:, :s, :].transpose(1, 2, 0)[:, :, None, :])
    x1 = Xfull[:, s, :].T[:, None, :]
    hx = rr.first_end_step_from_x(rac, a, x1)
    w = a[0] * rr.mv(rac.WI[0], x1, p) % p
    hw = rr.first_end_step_from_w(rac, a, w)
    for t in range(s + 1, T):
        hx = rr.step(rac, hx, Xfull[:, t, :].T[:, None, :]); hw = rr.step(rac, hw, Xfull[:, t, :].T[:, None, :])
    yx = (rac.WO[:, None] * hx[-1][:, 0, :]).sum(0) % p
    yw = (rac.WO[:, None] * hw[-1][:, 0, :]).sum(0) % p
    print("split Start/End route == full:", bool(np.array_equal(yx, mine)), " w-route == full:", bool(np.array_equal(yw, mine)))
    # homogeneity of degree N in w: P(c w) = c^N P(w)
    c = 12345
    hw2 = rr.first_end_step_from_w(rac, a, w * c % p)
    for t in range(s + 1, T):
        hw2 = rr.step(rac, hw2, Xfull[:, t, :].T[:, None, :])
    yw2 = (rac.WO[:, None] * hw2[-1][:, 0, :]).sum(0) % p
    print(f"P(c w) == c^N P(w) with N={N}:", bool(np.array_equal(yw2, yw * pow(c, N, p) % p)))
    # homogeneity of degree N_e in each End input
    ok = True
    for e in range(s, T):
        X2 = Xfull.copy(); X2[:, e, :] = X2[:, e, :] * c % p
        y2 = np.asarray(evaluate_mod_p(explicit_rac(depth=L, M=M, R=R), X2, p), dtype=np.int64) % p
        ok &= bool(np.array_equal(y2, mine * pow(c, Ns[e - s], p) % p))
    print("y homogeneous of degree N_e in each End input x^e (lab evaluation):", ok)
    # series along a curve vs interpolation of plain values
    D = 5
    X0 = Xfull[:4]; dl = rng.integers(0, p, X0.shape)
    Xs = np.zeros((T, M, D, 4), dtype=np.int64); Xs[:, :, 0, :] = X0.transpose(1, 2, 0); Xs[:, :, 1, :] = dl.transpose(1, 2, 0)
    h = rr.init_state(rac, 4, D)
    for t in range(T):
        h = rr.step(rac, h, Xs[t])
    ser = (rac.WO[:, None, None] * h[-1]).sum(0) % p  # (D, 4)
    degtot = sum(rr.degrees(L, T)) * 2 + 10 * T * L  # generous bound on the degree in eps
    degtot = 0
    # exact total degree in eps: y is homogeneous of degree sum_t d_t in the inputs
    from math import comb
    degtot = sum(comb(T - t + L - 1, L - 1) for t in range(1, T + 1))
    eps = np.arange(1, degtot + 2)
    vals = np.array([np.asarray(evaluate_mod_p(explicit_rac(depth=L, M=M, R=R), (X0 + int(e) * dl) % p, p), dtype=np.int64) % p for e in eps])
    Vi = rr.inv_vandermonde(eps, p)
    coef = np.array([[sum(int(Vi[j, q]) * int(vals[q, b]) for q in range(len(eps))) % p for b in range(4)] for j in range(D)])
    print(f"Taylor coefficients (orders 0..4) by series == by interpolation of {len(eps)} lab evaluations:", bool(np.array_equal(coef, ser)))

elif args.mode == "full":
    P = args.P
    grids_all = [rr.pairwise_indep_points(rng, n + 1, p) for n in Ns]
    starts = rng.integers(0, p, (P, s, M))
    # all End sequences of the product grid
    idx = np.indices([g.shape[0] for g in grids_all]).reshape(len(grids_all), -1).T  # (cap, T-s)
    ends = np.stack([grids_all[e][idx[:, e]] for e in range(len(grids_all))], axis=1)  # (cap, T-s, M)
    assert ends.shape[0] == cap
    Y = np.zeros((P, cap), dtype=np.int64)
    for i0 in range(0, P, args.chunk):
        st = starts[i0:i0 + args.chunk]
        Bc = st.shape[0]
        # naive: every (start, end) pair as a full sequence, full recurrence from h0
        seq = np.concatenate([np.repeat(st, cap, axis=0), np.tile(ends, (Bc, 1, 1))], axis=1)  # (Bc*cap, T, M)
        h = rr.init_state(rac, seq.shape[0])
        for t in range(T):
            h = rr.step(rac, h, seq[:, t, :].T[:, None, :])
        Y[i0:i0 + Bc] = ((rac.WO[:, None] * h[-1][:, 0, :]).sum(0) % p).reshape(Bc, cap)
    t1 = time.time()
    rk = rank_modp(Y, p)
    print(f"FULL naive evaluation matrix {P} x {cap}: rank {rk} (cap {cap}); eval {t1-t00:.1f}s rank {time.time()-t1:.1f}s", flush=True)

elif args.mode == "blocks":
    P = args.P
    X = sample_points(P)
    V = rng.integers(1, p, (P, R)); V[:, k] = 0
    ts = rng.choice(np.arange(1, p), size=N + 1, replace=False)
    Vi = rr.inv_vandermonde(ts, p)
    C = np.zeros((P, N + 1, Q), dtype=np.int32)
    t1 = time.time()
    for i0 in range(0, P, args.chunk):
        Xc = X[i0:i0 + args.chunk]; Bc = Xc.shape[0]
        a = rr.run_start(rac, Xc.transpose(1, 2, 0)[:, :, None, :])
        a = rr.expand(a, N + 1)  # index b*(N+1)+q
        w = np.zeros((R, 1, Bc * (N + 1)), dtype=np.int64)
        tt = np.tile(ts, Bc)
        vv = np.repeat(V[i0:i0 + Bc], N + 1, axis=0)  # (Bc*(N+1), R)
        w[:, 0, :] = (vv.T * tt[None, :]) % p
        w[k, 0, :] = (w[k, 0, :] + 1) % p
        h = rr.first_end_step_from_w(rac, a, w)
        y = rr.end_grid(rac, h, grids)[0].reshape(Bc, N + 1, Q)  # values at t = ts
        coef = np.einsum("jq,bqg->bjg", Vi, y) % p  # sums of N+1 products < 2^52
        C[i0:i0 + Bc] = coef
        if i0 == 0:
            print(f"first chunk {time.time()-t1:.1f}s", flush=True)
    print(f"block rows computed in {time.time()-t1:.1f}s", flush=True)
    ranks = []
    for j in range(args.jmin, min(N, args.jmax) + 1):
        t2 = time.time()
        rk = rank_modp(C[:, j, :], p)
        ranks.append(rk)
        print(f"block j={j}: rank {rk} of dim V'={dimVp} ({P} rows; {time.time()-t2:.1f}s)", flush=True)
        if j <= args.flint_upto:
            import flint
            Cj = C[:, j, :]
            fr = flint.nmod_mat(Cj.shape[0], Cj.shape[1], [int(v) for v in Cj.ravel()], p).rank()
            print(f"   flint nmod_mat rank of block j={j}: {fr} (own: {rk})", flush=True)
            assert fr == rk
    print(f"BLOCK RANKS j={args.jmin}..{min(N, args.jmax)}: {ranks}", flush=True)

elif args.mode == "fr":
    P, r = args.P, args.r
    D = r + 1
    X = sample_points(P)
    dl = rng.integers(0, p, (P, s, M))
    thetas = rr.pairwise_indep_points(rng, r + 1, p)
    lk = rac.WI[0][k] @ thetas.T % p
    assert np.all(lk != 0)
    A = np.zeros((P * D, (r + 1) * Q), dtype=np.int32)
    t1 = time.time()
    for i0 in range(0, P, args.chunk):
        Bc = min(args.chunk, P - i0)
        Xs = np.zeros((s, M, D, Bc), dtype=np.int64)
        Xs[:, :, 0, :] = X[i0:i0 + Bc].transpose(1, 2, 0)
        if D > 1:
            Xs[:, :, 1, :] = dl[i0:i0 + Bc].transpose(1, 2, 0)
        a = rr.run_start(rac, Xs)  # (R, D, Bc) series in eps
        a = rr.expand(a, r + 1)
        x1 = rr.grid_x(thetas, Bc, M)
        h = rr.first_end_step_from_x(rac, a, x1)
        y = rr.end_grid(rac, h, grids)  # (D, Bc*(r+1), Q)
        y = y.reshape(D, Bc, r + 1, Q).transpose(1, 0, 2, 3).reshape(Bc * D, (r + 1) * Q)
        A[i0 * D:(i0 + Bc) * D] = y
        if i0 == 0:
            print(f"first chunk {time.time()-t1:.1f}s", flush=True)
    t2 = time.time()
    print(f"F_{r} rows computed in {t2-t1:.1f}s; matrix {A.shape}", flush=True)
    # the value rows alone (F_0 part), for information
    rk0 = rank_modp(A[0::D], p)
    print(f"values only (order 0, {P} rows): rank {rk0} (F_0 has dim {dimVp})", flush=True)
    rk = rank_modp(A, p, verbose=True)
    print(f"F_{r} CHECK: rank {rk} of (r+1) dim V' = {(r+1)*dimVp}  (rank {time.time()-t2:.1f}s)", flush=True)

print(f"total {time.time()-t00:.1f}s", flush=True)
