"""Own code. (a) Claim(m): the functions f_w(d_1..d_m) = prod_s prod_{t>=s} d_s[w_t] on D^m, D = {sum d = 0}, for
w in Mon_m (nondecreasing words) and Pi_m = {R^a 1 R^(m-1-a)}, have exactly one linear relation rho
(sum_r a_r f_{r R^(m-1)}, a = 1). (b) The path-sum formula equals the full recurrence at the special point.
Letters are 0..R-1 here (letter 1 of NOTE.md = 0, letter R = R-1)."""
import sys, itertools, time
import numpy as np
from core import P, Y, rank, multiset
from special_point import special_weights

def f_vals(w, ds):
    """ds: (Q, m, R) points of D^m; returns (Q,) values of f_w."""
    m = len(w); out = np.ones(ds.shape[0], np.int64)
    for s in range(m):
        for t in range(s, m):
            out = out * ds[:, s, w[t]] % P
    return out

def words(R, m):
    mon = [w for w in itertools.combinations_with_replacement(range(R), m)]
    pi = [tuple([R - 1] * a + [0] + [R - 1] * (m - 1 - a)) for a in range(1, m)]
    return mon, pi

def check_claim(R, m, rng):
    mon, pi = words(R, m)
    Q = len(mon) + len(pi) + 8
    z = rng.integers(0, P, (Q, m, R - 1))
    ds = np.concatenate([z, (-z.sum(axis=2, keepdims=True)) % P], axis=2)   # points of D = {sum d = 0}
    F_mon = np.array([f_vals(w, ds) for w in mon]); F_pi = np.array([f_vals(w, ds) for w in pi])
    r_mon = rank(F_mon); r_all = rank(np.concatenate([F_mon, F_pi]) if len(pi) else F_mon)
    rho = np.zeros(Q, np.int64)
    for r in range(R):
        rho = (rho + f_vals(tuple([r] + [R - 1] * (m - 1)), ds)) % P
    return len(mon), r_mon, len(pi), r_all, bool((rho == 0).all())

def path_sum_check(R, m, eps, rng):
    """Y at the special point (k = j = 0) via sum over words of wt(w) f_w(d(x)) beta^gamma(w) vs the recurrence."""
    W = special_weights(R, eps, 0)
    H3 = W['H3']
    beta = rng.integers(0, P, (3, R)); xs = rng.integers(0, P, (4, m, R - 1))
    h1 = np.zeros_like(beta); h1[:, 0] = 1; h3 = np.zeros_like(beta); h3[:, 0] = 1
    direct = Y(W, h1, beta, h3, xs)
    # d_t = W^{I,2} h1^(t) with h1^(t) = sigma_{t-1} (x^t, 0), sigma_t = prod_{s<=t} sum(x^s)
    Q = xs.shape[0]; ds = np.zeros((Q, m, R), np.int64); sig = np.ones(Q, np.int64)
    for t in range(m):
        z = xs[:, t, :] * sig[:, None] % P
        ds[:, t, :] = np.concatenate([z, (-z.sum(axis=1, keepdims=True)) % P], axis=1)
        sig = sig * (xs[:, t, :].sum(axis=1) % P) % P
    tot = np.zeros((3, Q), np.int64)
    for w in itertools.product(range(R), repeat=m):
        wt = 1; prev = 0
        for c in w:
            wt = wt * int(H3[c, prev]) % P; prev = c
        if wt == 0:
            continue
        bmon = np.ones(3, np.int64)
        for c in w:
            bmon = bmon * beta[:, c] % P
        tot = (tot + wt * (bmon[:, None] * f_vals(w, ds)[None, :] % P)) % P
    return bool((tot == direct).all())

if __name__ == '__main__':
    rng = np.random.default_rng(2026)
    for R, mmax in [(3, 10), (4, 7), (5, 5), (6, 4), (7, 3)]:
        for m in range(1, mmax + 1):
            t0 = time.time()
            nm, rm, npi, ra, rho_ok = check_claim(R, m, rng)
            print(f"R={R} m={m}: |Mon|={nm} rank(Mon)={rm} |Pi|={npi} rank(Mon+Pi)={ra} (expect {nm+npi-1}) "
                  f"rho vanishes: {rho_ok}  [{time.time()-t0:.1f}s]", flush=True)
    for R, m in [(3, 2), (3, 3), (3, 5), (4, 3), (4, 4), (5, 3)]:
        print(f"path-sum == recurrence at R={R} m={m}, eps=999: {path_sum_check(R, m, 999, rng)}; eps=0: {path_sum_check(R, m, 0, rng)}")
