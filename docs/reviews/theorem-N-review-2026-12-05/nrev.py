"""reviewer-172: own recomputation for Theorem N / Corollary N (thin-NEC-scoping notes).

Written from the definitions (B notes §0, A notes §2 "The target slice", NEC notes §1-§2).  Uses from other code only:
  * reviewer-166/168's rv.Model (docs/reviews/helper167-review-2026-12-05/rv.py): the point S_p and the generators
    G = span{h_k q^mu l} as arrays A[g, h, kappa] (g = t-exponent, h = z-exponent), rv.flat_cols / flatten;
  * numerics.rank.flint_bridge (FLINT rref / rank, uint64 by memmove);
  * numerics.bounds.depth4_blocks.formula_block_rank (formula/3).
Nothing from docs/research/thin-NEC-scoping-2026-12-05/ or the B notes' tri.py / own_copy.py.

Objects computed here:
  module(m, a, b, Dmax): rref bases of M_(a,b),D = k[p]_(D-n-1) G_(a,b), D = n+1..Dmax, columns ordered by
      t-exponent first, so the pivot of a row is its lowest-t monomial block and
      phi(g, D-g) = dim in_g(M_D) = #pivots with t-exponent g  (a >= n+1 means a = infinity);
  tau(m, g, e, b): dim T_g^(b)(e), the A target slice (J)-slice of J intersected with divisibility of the c^kappa
      part by ybar_r^((kappa_r - g - b)^+), by explicit condition rows;
  S1(m, g, D, b): dim S_g^(b)(D) by the P^1 formula of A notes §2 (sum over h of k[x,z] * K_b(pi_h G)).
"""
import os
import sys
import time
from math import comb

import numpy as np

sys.path.insert(0, '/work/main/docs/reviews/helper167-review-2026-12-05')
from rv import Model, flat_cols, flatten  # noqa: E402
from numerics.rank.flint_bridge import flint_row_basis_mod_p, flint_rank_mod_p  # noqa: E402
from numerics.bounds.depth4_blocks import formula_block_rank, start_degrees  # noqa: E402


def log(*a):
    print(*a, flush=True)


def rank(A, p):
    if A.shape[0] == 0 or A.shape[1] == 0:
        return 0
    return flint_rank_mod_p(np.ascontiguousarray(A % p, dtype=np.uint64), p, threads=1)[0]


def rowbasis(A, p):
    if A.shape[0] == 0:
        return A.astype(np.uint64)
    if A.dtype != np.uint64:          # uint64 input is already reduced mod p (module steps): no copy
        A = np.ascontiguousarray(A % p, dtype=np.uint64)
    return flint_row_basis_mod_p(A, p).copy()   # copy: do not keep the full rref buffer alive


# ------------------------------------------------------------------ trivariate module, t-profile
def gens_ab(m, a, b):
    """rows of G_(a,b) (degree n+1) in flat_cols(n+1) order: C(theta_2,i) C(theta_3,j) G, i<=a, j<=b."""
    n, p = m.n, m.p
    g, h = m.grid()
    rows = []
    for i in range(min(a, n + 1) + 1):
        Ci = np.vectorize(lambda v: comb(int(v), i) % p)(g).astype(np.int64)
        for j in range(min(b, n + 1) + 1):
            Cj = np.vectorize(lambda v: comb(int(v), j) % p)(h).astype(np.int64)
            rows.append(flatten(m.apply(Ci * Cj % p), flat_cols(n + 1)))
    return np.vstack(rows)


def shift_index(D, var):
    """column (g,h) of degree D -> column index in degree D+1 after multiplying by var."""
    cD, cD1 = flat_cols(D), flat_cols(D + 1)
    pos = {c: i for i, c in enumerate(cD1)}
    out = []
    for (g, h) in cD:
        gg, hh = (g, h) if var == 'x' else ((g + 1, h) if var == 't' else (g, h + 1))
        out.append(pos[(gg, hh)])
    return np.array(out)


def shift(B, D, var, Nk):
    """rows B (degree D, flat) times var -> degree D+1 rows."""
    idx = shift_index(D, var)
    nc1 = len(flat_cols(D + 1))
    out = np.zeros((B.shape[0], nc1, Nk), dtype=np.uint64)
    out[:, idx, :] = B.reshape(B.shape[0], -1, Nk)
    return out.reshape(B.shape[0], -1)


def tprofile(B, D, Nk):
    """#pivots (first nonzero column of each rref row) by t-exponent g -> list of length D+1."""
    cols = flat_cols(D)
    tcol = np.repeat(np.array([c[0] for c in cols]), Nk)
    piv = np.argmax(B != 0, axis=1)
    assert (B[np.arange(B.shape[0]), piv] != 0).all()
    assert (np.diff(piv) > 0).all(), 'not an echelon form'
    prof = np.bincount(tcol[piv], minlength=D + 1)
    return [int(x) for x in prof]


def module(m, a, b, Dmax, verbose=True):
    """yields (D, dim M_D, t-profile list phi(g, D-g), g = 0..D)."""
    n, p, Nk = m.n, m.p, m.Nk
    t0 = time.time()
    B = rowbasis(gens_ab(m, a, b), m.p)
    D = n + 1
    yield D, B.shape[0], tprofile(B, D, Nk)
    while D < Dmax:
        nB = B.shape[0]
        R = np.empty((3 * nB, len(flat_cols(D + 1)) * Nk), dtype=np.uint64)
        for iv, v in enumerate('xtz'):
            R[iv * nB:(iv + 1) * nB] = shift(B, D, v, Nk)
        del B
        if os.environ.get('LEAN', '0') == '1':   # consume R: peak = R + one nmod_mat, not R + nmod_mat + full readback
            B = lean_rowbasis(R, p)
            D += 1
            if verbose:
                log(f'    [module ({a},{b}) D={D} (lean): rows {3 * nB} rank {B.shape[0]} {time.time()-t0:.1f}s]')
            yield D, B.shape[0], tprofile(B, D, Nk)
            continue
        B = rowbasis(R, p)
        D += 1
        if verbose:
            log(f'    [module ({a},{b}) D={D}: rows {R.shape[0]} cols {R.shape[1]} rank {B.shape[0]} '
                f'{time.time()-t0:.1f}s]')
        del R
        yield D, B.shape[0], tprofile(B, D, Nk)


def lean_rowbasis(R, p):
    """rref row basis of the uint64 array R (entries < p) through FLINT's nmod_mat_rref; the caller's R must be the
    only other reference: it is dropped after the copy into FLINT, and only the first rank rows are read back."""
    import ctypes
    from numerics.rank.flint_bridge import _Mat, _need_lib
    lib = _need_lib()
    ncols = R.shape[1]
    M = _Mat(lib, R, p)
    R.resize((0, ncols), refcheck=False)   # free the numpy buffer now
    try:
        r = int(lib.nmod_mat_rref(M.buf))
        out = np.empty((r, ncols), dtype=np.uint64)
        ctypes.memmove(out.ctypes.data, M.entries, out.nbytes)
    finally:
        M.close()
    return out


# ------------------------------------------------------------------ A target slices tau_g^(b)(e)
_ct_cache = {}


def ctilde(m):
    """A[nu, kappa]: ctilde^nu = sum_kappa A[nu,kappa] c^kappa, ctilde_l = sum_r W3[r,l] c_r (own)."""
    if id(m) in _ct_cache:
        return _ct_cache[id(m)]
    p, n = m.p, m.n
    # polynomial in c (index kappa of degree k) as dict
    pw = {(0, 0, 0): {(0, 0, 0): 1}}
    for k in range(1, n + 1):
        for nu0 in range(k + 1):
            for nu1 in range(k + 1 - nu0):
                nu = (nu0, nu1, k - nu0 - nu1)
                l = next(ll for ll in range(3) if nu[ll] > 0)
                prev = list(nu); prev[l] -= 1
                P = pw[tuple(prev)]
                out = {}
                for kap, v in P.items():
                    for r in range(3):
                        kk = list(kap); kk[r] += 1; kk = tuple(kk)
                        out[kk] = (out.get(kk, 0) + v * int(m.W3[r, l])) % p
                pw[nu] = out
    A = np.zeros((m.Nk, m.Nk), dtype=np.int64)
    for i, nu in enumerate(m.kap):
        for kap, v in pw[nu].items():
            A[i, m.kidx[kap]] = v
    _ct_cache[id(m)] = A
    return A


def tau_rows(m, g, e, b):
    """(free (nu, i) list, Y-condition matrix on free unknowns).  Unknowns: coefficient of x^i z^(e-i) c~^nu."""
    p, n = m.p, m.n
    A = ctilde(m)
    free = []
    for iv, nu in enumerate(m.kap):  # nu = (nu_x, nu_t, nu_z)
        killed = set()
        if nu[1] == 0 or g == 0:
            S = {l for l in (0, 2) if nu[l] > 0}
            if S == {0}:
                killed = {0}          # x | F  : coefficient of z^e (i = 0) vanishes
            elif S == {2}:
                killed = {e}          # z | F  : coefficient of x^e vanishes
            elif S == {0, 2}:
                killed = set(range(e + 1)) if e == 0 else set()
            else:  # S empty: nu = n e_t, g = 0
                killed = set(range(e + 1))
        for i in range(e + 1):
            if i not in killed:
                free.append((iv, i))
    fv = np.array([f[0] for f in free], dtype=np.int64)
    fi = np.array([f[1] for f in free], dtype=np.int64)
    rows = []
    for r in range(3):
        rx, rz = int(m.W3[r, 2]) % p, (-int(m.W3[r, 0])) % p   # root of ybar_r = w_r1 x + w_r3 z
        # coefficient of s^j in (rx + s)^i rz^(e-i): C(i,j) rx^(i-j) rz^(e-i)
        for ik, ka in enumerate(m.kap):
            mm = ka[r] - g - b
            if mm <= 0:
                continue
            for j in range(min(mm, e + 1)):
                L = np.array([comb(i, j) % p * pow(rx, i - j, p) % p * pow(rz, e - i, p) % p if i >= j else 0
                              for i in range(e + 1)], dtype=np.int64)
                rows.append(A[fv, ik] * L[fi] % p)
    C = np.array(rows, dtype=np.int64).reshape(len(rows), len(free))
    return free, C


_tau_cache = {}


def tau(m, g, e, b):
    if e < 0:
        return 0
    key = (id(m), min(g, 1) if False else g, e, b)
    if key in _tau_cache:
        return _tau_cache[key]
    free, C = tau_rows(m, g, e, b)
    v = len(free) - rank(C, m.p)
    _tau_cache[key] = v
    return v


# ------------------------------------------------------------------ A module slices S_g^(b)(D) on P^1
def S1(m, g, D, b):
    """dim S_g^(b)(D) = dim sum_(h <= min(g, n+1)) k[x,z]_(D-n-1-g+h) . K_b(pi_h G)  (binary degree D - g)."""
    n, p, Nk = m.n, m.p, m.Nk
    e = D - g
    rows = []
    for hh in range(min(g, n + 1) + 1):
        md = D - n - 1 - g + hh
        if md < 0:
            continue
        dd = n + 1 - hh           # binary degree of pi_h G, index = z-exponent
        X = m.G[:, hh, :dd + 1, :]  # (NG, dd+1, Nk)
        zz = np.arange(dd + 1)
        for j in range(b + 1):
            Cj = np.array([comb(int(v), j) % p for v in zz], dtype=np.int64)
            Y = X * Cj[None, :, None] % p
            for beta in range(md + 1):   # multiplier x^(md-beta) z^beta
                Z = np.zeros((Y.shape[0], e + 1, Nk), dtype=np.int64)
                Z[:, beta:beta + dd + 1, :] = Y
                rows.append(Z.reshape(Y.shape[0], -1))
    if not rows:
        return 0
    return rank(np.vstack(rows), p)


# ------------------------------------------------------------------ formula
def formula3(n, a, b):
    T = 2 * n
    N1 = start_degrees(depth=4, T=T)[0]
    cl, r = formula_block_rank(T=T, alpha=(N1 - a - b, a, b))
    assert r % 3 == 0
    return cl, r // 3


def Rinf(m, a, b, e0, verbose=False):
    n = m.n
    d1 = comb(n + 1, 2)
    cl, F3 = formula3(n, a, b)
    low = [tau(m, g, d1 - g, b) for g in range(a + 1)]
    mid = [tau(m, a, e, b) for e in range(e0, d1 - a)]
    if verbose:
        log(f'    R_inf({a},{b};{e0}): class {cl}, formula/3 = {F3}, sum low slices {sum(low)}, sum middle {sum(mid)}')
    return F3 - 6 - sum(low) - sum(mid), F3, low, mid
