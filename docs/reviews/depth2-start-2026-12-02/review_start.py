"""helper-127: independent check of Theorem S* (helper-124 NOTES §2). Own code; imports none of the helper's scripts.

Usage: python review_start.py struct RMAX       # structural check of the recipe (layer sums, heads, steps)
       python review_start.py krylov RMAX       # exact (over Q, FLINT fmpz) Krylov rank at s*-1, s* of the recipe
       python review_start.py rac RMAX          # the actual RAC recurrence at the selector weights, exact over Q
       python review_start.py blocks BMAX       # block lemmas S1..S5 exact, S6 determinant (sympy)
       python review_start.py generic RMAX      # random weights, own recurrence mod p (state and (a,g) Jacobians)
       python review_start.py lab RMAX          # the lab's start_jacobian_rank (read-only) at s*-1, s*
"""
from __future__ import annotations

import math
import random
import sys
import time

import flint
import numpy as np

P = 2147483647  # 2^31 - 1


def sstar(M, R):
    return -(-(2 * R - 2) // (M - 1))


# ---------------------------------------------------------------- blocks, written from the NOTES' text
# a block: dict(name, sigma (C->C), tau (D->D), alpha (D->C), heads (layer-1 nodes), tail (bool), steps)
def T0(b):
    assert b >= 2
    tau = [(k + 1) % (b - 1) for k in range(b - 1)] + [b - 1]
    return dict(name=f"T0({b})", sigma=[(v + 1) % b for v in range(b)], tau=tau,
                alpha=[(k + 1) % b for k in range(b)], heads=[0], tail=True, steps=2 * b - 2)


def C0(b):
    assert b >= 1
    cyc = [(v + 1) % b for v in range(b)]
    return dict(name=f"C0({b})", sigma=cyc, tau=list(cyc), alpha=list(range(b)), heads=[0], tail=False, steps=2 * b)


def Cplus(b):
    assert b >= 2
    return dict(name=f"C+({b})", sigma=[(v + 1) % b for v in range(b)], tau=[(k + 1) % (b + 1) for k in range(b + 1)],
                alpha=[k % b for k in range(b + 1)], heads=[0], tail=False, steps=2 * b + 1)


def Cminus(b):
    assert b >= 2
    return dict(name=f"C-({b})", sigma=[(v + 1) % b for v in range(b)], tau=[(k + 1) % (b - 1) for k in range(b - 1)],
                alpha=[k + 1 for k in range(b - 1)], heads=[0], tail=False, steps=2 * b - 1)


def Tplus(b):
    assert b >= 2
    tau = [(k + 1) % b for k in range(b)] + [b]
    return dict(name=f"T+({b})", sigma=[(v + 1) % b for v in range(b)], tau=tau,
                alpha=[(k + 1) % b for k in range(b + 1)], heads=[0], tail=True, steps=2 * b - 1)


def D33():
    return dict(name="D33", sigma=[0, 0, 0], tau=[0, 2, 1], alpha=[0, 0, 1], heads=[0, 1], tail=False, steps=3)


def recipe(M, R):
    """The NOTES §2.3 assembly at s = s*."""
    s, n = sstar(M, R), M - 2
    if s % 2 == 0:
        q = s // 2
        blocks = [T0(min(q + 1, R))]
        rest = R - blocks[0]["sigma"].__len__()
        sizes = []
        while rest > 0:
            sizes.append(min(q, rest))
            rest -= sizes[-1]
        assert len(sizes) <= n, (M, R, sizes)
        blocks += [C0(b) for b in sizes]
        return s, blocks
    q = (s - 1) // 2
    if q >= 2:
        pair = [Cplus(q), Cminus(q + 1)]
        repl = [C0(q), C0(q)]
        base = [Tplus(q + 1), Cminus(q + 1)] if n % 2 else [T0(q + 1)]
    else:
        pair = [D33()]
        repl = [C0(1), C0(1)]
        base = [Tplus(2), Cminus(2)] if n % 2 else [T0(2)]
    npairs = (n - 1) // 2 if n % 2 else n // 2
    Rmax = ((M - 1) * s + 2) // 2 if n % 2 else ((M - 1) * s + 1) // 2
    r = Rmax - R
    assert 0 <= r <= npairs, (M, R, r, npairs)
    blocks = list(base)
    for i in range(npairs):
        blocks += repl if i < r else pair
    return s, blocks


def assemble(M, R, blocks):
    """Global sigma, tau, alpha, m (input of each layer-1 node); heads get inputs 1, 2, ...; others input 0."""
    sigma, tau, alpha, m = [], [], [], []
    c0 = d0 = 0
    nxt = 1
    for bl in blocks:
        b, b2 = len(bl["sigma"]), len(bl["tau"])
        sigma += [c0 + v for v in bl["sigma"]]
        tau += [d0 + k for k in bl["tau"]]
        alpha += [c0 + v for v in bl["alpha"]]
        loc = [0] * b
        for h in bl["heads"]:
            loc[h] = nxt
            nxt += 1
        m += loc
        c0, d0 = c0 + b, d0 + b2
    assert c0 == R and d0 == R, (M, R, c0, d0)
    assert nxt - 1 <= M - 1, (M, R, nxt)
    return sigma, tau, alpha, m


def matrices(M, R, sigma, tau, alpha, m):
    W = np.zeros((R, M), dtype=np.int64)
    H = np.zeros((R, R), dtype=np.int64)
    A = np.zeros((R, R), dtype=np.int64)
    B = np.zeros((R, R), dtype=np.int64)
    for v in range(R):
        W[v, m[v]] = 1
        H[v, sigma[v]] = 1
        A[v, alpha[v]] = 1
        B[v, tau[v]] = 1
    return W, H, A, B


def rank_Q(rows):
    """Exact rank over Q of an integer matrix (list of lists of Python ints)."""
    return flint.fmpz_mat(rows).rank()


def rank_p(J, p=P):
    return flint.nmod_mat([[int(x) % p for x in row] for row in J], p).rank()


def krylov_rank(W, H, A, B, s, exact=True):
    R = H.shape[0]
    Mbig = np.block([[H, np.zeros((R, R), dtype=np.int64)], [A @ H, B]])
    N = np.vstack([W, A @ W])
    cols, X = [], N.copy()
    for _ in range(s):
        cols.append(X)
        X = Mbig @ X
    K = np.hstack(cols)
    rows = [[int(v) for v in row] for row in K]
    return rank_Q(rows) if exact else rank_p(rows)


def rac_jacobian(W, H, A, B, s, xs, mod=None):
    """Forward-mode Jacobian of x -> (h^{s,1}, h^{s,2}) and of (a, g) = (H h^{s,1}, B h^{s,2}); initial recurrent
    factors W^{H,l} h^{0,l} = 1. Exact Python ints (mod=None) or mod p. Returns (state J, output J) as lists."""
    R, M = W.shape
    red = (lambda z: z) if mod is None else (lambda z: z % mod)
    Wo, Ho, Ao, Bo = (X.astype(object) for X in (W, H, A, B))
    size = s * M
    r1, dr1 = np.ones(R, dtype=object), np.zeros((R, size), dtype=object)  # H h^{t-1,1} and its gradient
    r2, dr2 = np.ones(R, dtype=object), np.zeros((R, size), dtype=object)
    for t in range(s):
        x = np.array(xs[t], dtype=object)
        dx = np.zeros((M, size), dtype=object)
        for j in range(M):
            dx[j, M * t + j] = 1
        i1, di1 = Wo @ x, Wo @ dx
        h1 = red(r1 * i1)
        dh1 = red(r1[:, None] * di1 + i1[:, None] * dr1)
        i2, di2 = red(Ao @ h1), red(Ao @ dh1)
        h2 = red(r2 * i2)
        dh2 = red(r2[:, None] * di2 + i2[:, None] * dr2)
        r1, dr1 = red(Ho @ h1), red(Ho @ dh1)
        r2, dr2 = red(Bo @ h2), red(Bo @ dh2)
    state = np.vstack([dh1, dh2])
    out = np.vstack([dr1, dr2])
    return [[int(v) for v in row] for row in state], [[int(v) for v in row] for row in out]


def pairs(RMAX, RMIN=3):
    return [(M, R) for R in range(RMIN, RMAX + 1) for M in range(2, R)]


def main():
    mode, arg = sys.argv[1], int(sys.argv[2])
    t0 = time.time()
    rng = random.Random(12345)
    bad = 0
    if mode == "struct":
        for M, R in pairs(arg):
            s, blocks = recipe(M, R)
            sig, tau, al, m = assemble(M, R, blocks)
            assert sum(bl["tail"] for bl in blocks) == 1
            assert all(bl["steps"] <= s for bl in blocks), (M, R)
            assert (M - 1) * (s - 1) < 2 * R - 2 <= (M - 1) * s and s >= 3
        print(f"struct: {len(pairs(arg))} pairs R <= {arg}: recipe exists, layer sums R, one tail, heads <= M-1,"
              f" steps <= s*: OK ({time.time() - t0:.1f} s)")
    elif mode == "krylov":
        for M, R in pairs(arg):
            s, blocks = recipe(M, R)
            mats = matrices(M, R, *assemble(M, R, blocks))
            k1, k0 = krylov_rank(*mats, s), krylov_rank(*mats, s - 1)
            ok = k1 == 2 * R and k0 < 2 * R and k0 <= (s - 1) * (M - 1) + 2
            bad += not ok
            if not ok or R <= 8 or R % 10 == 0:
                print(M, R, "s*", s, "rank K_s*", k1, "rank K_{s*-1}", k0, "bound", (s - 1) * (M - 1) + 2,
                      " ".join(bl["name"] for bl in blocks), "OK" if ok else "FAIL", flush=True)
        print(f"krylov exact over Q: {len(pairs(arg))} pairs R <= {arg}, failures {bad} ({time.time() - t0:.1f} s)")
    elif mode == "rac":
        for M, R in pairs(arg):
            s, blocks = recipe(M, R)
            mats = matrices(M, R, *assemble(M, R, blocks))
            res = []
            for ss in (s - 1, s, s + 1):
                xs = [[rng.randint(1, 7) for _ in range(M)] for _ in range(ss)]
                st, out = rac_jacobian(*mats, ss, xs)
                rs, ro, rk = rank_Q(st), rank_Q(out), krylov_rank(*mats, ss)
                res.append((ss, rs, ro, rk))
            ok = res[1][1] == 2 * R and res[0][1] < 2 * R and res[2][1] == 2 * R and all(r[1] == r[3] for r in res)
            bad += not ok
            print(M, R, "s*", s, " ".join(f"s={a}:state {b2},(a,g) {c},K {d}" for a, b2, c, d in res),
                  "OK" if ok else "FAIL", flush=True)
        print(f"rac exact over Q: {len(pairs(arg))} pairs, failures {bad} ({time.time() - t0:.1f} s)")
    elif mode == "blocks":
        import sympy
        for b in range(1, arg + 1):
            for mk in (T0, C0, Cplus, Cminus, Tplus):
                try:
                    bl = mk(b)
                except AssertionError:
                    continue
                nb, nb2 = len(bl["sigma"]), len(bl["tau"])
                # build block-local rectangular matrices directly
                Hs = np.zeros((nb, nb), dtype=np.int64)
                for v in range(nb):
                    Hs[v, bl["sigma"][v]] = 1
                Bs = np.zeros((nb2, nb2), dtype=np.int64)
                As = np.zeros((nb2, nb), dtype=np.int64)
                for k in range(nb2):
                    Bs[k, bl["tau"][k]] = 1
                    As[k, bl["alpha"][k]] = 1
                Mb = np.block([[Hs, np.zeros((nb, nb2), dtype=np.int64)], [As @ Hs, Bs]])
                e0 = np.zeros(nb, dtype=np.int64)
                e0[0] = 1
                beta = np.concatenate([e0, As @ e0])
                cols, X = [], beta.copy()
                for _ in range(bl["steps"]):
                    cols.append(X)
                    X = Mb @ X
                if bl["tail"]:
                    cols += [np.concatenate([np.ones(nb, dtype=np.int64), np.zeros(nb2, dtype=np.int64)]),
                             np.concatenate([np.zeros(nb, dtype=np.int64), np.ones(nb2, dtype=np.int64)])]
                K = np.stack(cols, axis=1)
                rk = rank_Q([[int(v) for v in row] for row in K])
                ok = rk == nb + nb2
                # one step fewer must not suffice for the count (sanity: steps is the quotient dimension)
                bad += not ok
                if not ok or b <= 4 or b % 10 == 0:
                    print(bl["name"], "dim", nb + nb2, "steps", bl["steps"], "rank", rk, "OK" if ok else "FAIL")
        # S6: D33 determinant
        bl = D33()
        Hs = sympy.zeros(3, 3)
        As = sympy.zeros(3, 3)
        Bs = sympy.zeros(3, 3)
        for v in range(3):
            Hs[v, bl["sigma"][v]] = 1
            Bs[v, bl["tau"][v]] = 1
            As[v, bl["alpha"][v]] = 1
        Mb = sympy.BlockMatrix([[Hs, sympy.zeros(3, 3)], [As * Hs, Bs]]).as_explicit()
        cols = []
        for h in bl["heads"]:
            e = sympy.zeros(3, 1)
            e[h] = 1
            beta = sympy.Matrix.vstack(e, As * e)
            cols += [beta, Mb * beta, Mb * Mb * beta]
        K6 = sympy.Matrix.hstack(*cols)
        print("D33: Mbig =", Mb.tolist())
        print("D33: beta_0 =", list(cols[0]), "beta_1 =", list(cols[3]))
        print("D33: [b0, Mb0, M^2b0, b1, Mb1, M^2b1] =", K6.tolist(), "det =", K6.det())
        bad += K6.det() == 0
        print(f"blocks b <= {arg}: failures {bad} ({time.time() - t0:.1f} s)")
    elif mode == "generic":
        for M, R in pairs(arg):
            s = sstar(M, R)
            res = []
            for ss in (s - 1, s):
                W = np.array([[rng.randrange(P) for _ in range(M)] for _ in range(R)], dtype=np.int64)
                H, A, B = (np.array([[rng.randrange(P) for _ in range(R)] for _ in range(R)], dtype=np.int64)
                           for _ in range(3))
                xs = [[rng.randrange(P) for _ in range(M)] for _ in range(ss)]
                st, out = rac_jacobian(W, H, A, B, ss, xs, mod=P)
                res.append((ss, rank_p(st), rank_p(out)))
            ok = res[1][1] == res[1][2] == 2 * R and res[0][2] == min(2 * R, (s - 1) * (M - 1) + 2)
            bad += not ok
            print(M, R, "s*", s, res, "OK" if ok else "FAIL", flush=True)
        print(f"generic mod p: {len(pairs(arg))} pairs, failures {bad} ({time.time() - t0:.1f} s)")
    elif mode == "lab":
        sys.path.insert(0, "/work/main")
        from proofs.general.free_states import start_jacobian_rank
        for M, R in pairs(arg):
            s = sstar(M, R)
            a, b2 = (start_jacobian_rank(n=ss, R=R, M=M, depth=2, seed=0) for ss in (s - 1, s))
            ok = b2 == 2 * R and a == (s - 1) * (M - 1) + 2
            bad += not ok
            print(M, R, "s*", s, "lab rank at s*-1, s*:", a, b2, "OK" if ok else "FAIL", flush=True)
        print(f"lab start_jacobian_rank: {len(pairs(arg))} pairs, failures {bad} ({time.time() - t0:.1f} s)")
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
