"""The (N, g) grid of the A boxes at S + coordinate W2: N = binary degree in (x, z) = (p_1, p_3), g = p_2-slice,
total degree D = N + g.  For the module M = k[p] . G_(inf,b) (a >= n + 1):

    S_g(D) = sum_h p_2^(g-h) k[x,z]_(D-n-1-g+h) . K_b(pi_h G)     (own spanning set from the lab's K_b(pi_h G))
    T_g(D) = slice g of J cap Y^mod in degree D                     (slicecheck.target_dims, own code)

Prints, per b, for each g a row over N: '=' if dim S_g(D) = dim T_g(D), '.' if smaller, and marks where the
generic fiber evaluation ev_P (P = (1 : zeta) on the line p_2 = 0) of S_g(D) equals that of T_g(D) ('FS').

usage: grid.py n Nmax gmax b [b ...]
"""
import sys
from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.depth4.thin.slices import SliceModel, special_point

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import slicecheck as sc  # noqa: E402


def rank(rows, p):
    if len(rows) == 0:
        return 0
    A = np.asarray(rows, dtype=np.int64) % p
    if A.shape[0] == 0 or A.shape[1] == 0:
        return 0
    return int(flint_rank_mod_p(A.astype(np.uint64), p, threads=1)[0])


def S_rows(model, b, D, g):
    n, nc, p = model.n, model.nc, model.p
    N = D - g
    rows = []
    for h in range(0, min(g, n + 1) + 1):
        e = D - n - 1 - g + h
        if e < 0:
            continue
        K = model.krylov(h, b).reshape(-1, n + 2 - h, nc)  # (k, s, c), binary degree n + 1 - h
        for r in range(e + 1):
            blk = np.zeros((K.shape[0], N + 1, nc), np.int64)
            blk[:, r:r + n + 2 - h, :] = K
            rows.append(blk.reshape(K.shape[0], -1))
    if not rows:
        return np.zeros((0, (N + 1) * nc), np.int64)
    return np.concatenate(rows)


def T_condition_rows(n, b, point, D, g):
    """condition rows of T_g(D) (reuse slicecheck's code with d1 replaced by D)."""
    p = point.p
    W3 = np.asarray(point.W3) % p
    L = np.asarray(point.L) % p
    from numerics.rank.flint_bridge import flint_inv_mod_p
    Mt = (W3.T * L[None, :]) % p
    B = np.asarray(flint_inv_mod_p(Mt.astype(np.uint64), p), dtype=np.int64)
    cm, P = sc.cmono_to_ctilde(n, B, p)
    nc = len(cm)
    N = D - g
    nun = (N + 1) * nc
    rows = []
    for j, nu in enumerate(cm):
        if g >= 1 and nu[1] > 0:
            continue

        def Crow(s):
            r = np.zeros(nun, dtype=np.int64)
            for i in range(nc):
                r[i * (N + 1) + s] = P[i, j]
            return r
        if nu[0] > 0 and nu[2] > 0:
            if N == 0:
                rows.append(Crow(0))
        elif nu[0] > 0:
            rows.append(Crow(N))
        elif nu[2] > 0:
            rows.append(Crow(0))
        else:
            for s in range(N + 1):
                rows.append(Crow(s))
    for i, kap in enumerate(cm):
        for r in range(3):
            e = max(kap[r] - g - b, 0)
            if e == 0:
                continue
            x0, z0 = int(W3[r, 2]) % p, (-int(W3[r, 0])) % p
            zeta = z0 * pow(x0, p - 2, p) % p
            for der in range(min(e, N + 1)):
                row = np.zeros(nun, dtype=np.int64)
                for s in range(der, N + 1):
                    ff = 1
                    for t in range(der):
                        ff = ff * (s - t) % p
                    row[i * (N + 1) + s] = ff * pow(zeta, s - der, p) % p
                rows.append(row)
    return rows, cm


def to_kappa_major(Srows, N, nc):
    """S rows are over (s, c); T rows over (kappa, s): permute S to (c, s)."""
    return Srows.reshape(-1, N + 1, nc).transpose(0, 2, 1).reshape(-1, (N + 1) * nc)


def main():
    n, Nmax, gmax = (int(x) for x in sys.argv[1:4])
    bs = [int(x) for x in sys.argv[4:]]
    pt = special_point(seed=1)
    model = SliceModel(n=n, point=pt)
    p, nc = pt.p, model.nc
    zeta = 123457
    print(f"n={n} d1={comb(n + 1, 2)}; rows g = 0..{gmax}, columns N = 1..{Nmax} (D = N + g); "
          f"'=' S_g(D) = T_g(D), '.' S_g(D) < T_g(D); suffix '*' where the generic fiber of S_g(D) is smaller "
          f"than that of T_g(D) (FS fails)")
    for b in bs:
        print(f"b={b}")
        for g in range(gmax + 1):
            line = []
            for N in range(1, Nmax + 1):
                D = N + g
                S = to_kappa_major(S_rows(model, b, D, g), N, nc)
                dS = rank(S, p)
                cond, cm = T_condition_rows(n, b, pt, D, g)
                nun = (N + 1) * nc
                rc = rank(cond, p)
                dT = nun - rc
                assert dS <= dT
                ev = np.zeros((nc, nun), np.int64)
                for i in range(nc):
                    for s in range(N + 1):
                        ev[i, i * (N + 1) + s] = pow(zeta, s, p)
                evS = rank((S @ ev.T) % p if S.shape[0] else np.zeros((0, nc)), p)
                evT = dT - (nun - rank(list(cond) + list(ev), p))
                line.append(("=" if dS == dT else ".") + ("*" if evS < evT else " "))
            print(f"  g={g:2d} " + "".join(f"{x:3s}" for x in line))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
