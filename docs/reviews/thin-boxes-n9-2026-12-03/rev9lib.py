"""helper-142: export of G'_(a,b) (general point, seed 1, p = 1048571) to Singular, and the count of dim X_(a,b)
from the leading terms of Singular's degree-bounded standard basis.

Generators: helper-135's genlib.py (draw(general=True), generators) and box_general.series_weights, imported IN PLACE
from docs/reviews/thin-general-2026-12-02/.  Their module-level import of the lab's numerics.rank.flint_bridge is
satisfied by a stub (my own rref via python-flint), so no lab code under numerics/ or proofs/ is imported.
"""
import os
import sys
import types
from math import comb

import numpy as np
import flint

P = 1048571
H135 = "/work/main/docs/reviews/thin-general-2026-12-02"
SCR = "/tmp/thinrev9"


def rref_mod_p(M, p=P, chunk=1500):
    """my own exact rref mod p (python-flint nmod_mat), rows fed in chunks; returns (R (r x ncols int64), r)."""
    M = np.asarray(M, dtype=np.int64) % p
    ncols = M.shape[1]
    B = np.zeros((0, ncols), dtype=np.int64)
    for s in range(0, M.shape[0], chunk):
        A = np.concatenate([B, M[s:s + chunk]])
        F = flint.nmod_mat(A.shape[0], ncols, A.ravel().tolist(), p)
        R, r = F.rref()
        B = _mat_to_np(R, r, ncols)
    return B, B.shape[0]


def _mat_to_np(R, r, ncols):
    return np.array([int(x) for x in R.entries()], dtype=np.int64).reshape(-1, ncols)[:r].copy()


def _install_stub():
    def flint_rref_mod_p(M, p):
        R, r = rref_mod_p(M, p)
        return R, r
    for name in ("numerics", "numerics.rank"):
        if name not in sys.modules:
            sys.modules[name] = types.ModuleType(name)
    m = types.ModuleType("numerics.rank.flint_bridge")
    m.flint_rref_mod_p = flint_rref_mod_p
    sys.modules["numerics.rank.flint_bridge"] = m
    if H135 not in sys.path:
        sys.path.insert(0, H135)


_install_stub()
import genlib  # noqa: E402  (helper-135, in place)
import box_general  # noqa: E402  (helper-135, in place)

assert "/work/main" not in [os.path.abspath(x) for x in sys.path if x], "lab root must not be on sys.path"


def gen_matrix(n, seed=1):
    """rows: the 3 C(n,2) generators of G as coefficient vectors; coordinates (e2, e3, k) exactly as gen_general.py
    (p-exponent (n+1-e2-e3, e2, e3), c-monomial index k).  Cached in SCR."""
    f = f"{SCR}/G_n{n}_s{seed}.npz"
    if os.path.exists(f):
        z = np.load(f)
        return z["Gc"], z["E"], z["K"], z["W2"]
    W2, W3, H2, H3, H1, L = genlib.draw(seed, general=True)
    gens = genlib.generators(n, W2, W3, H2, H3, L)
    cm = [(f2, f3) for f2 in range(n + 1) for f3 in range(n + 1 - f2)]
    cols = [(e2, e3) for e2 in range(n + 2) for e3 in range(n + 2 - e2)]
    coords = [(e2, e3, k) for (e2, e3) in cols for k in range(len(cm))]
    fi = np.array([a for a, _ in cm]), np.array([b for _, b in cm])
    Gc = np.stack([np.stack([g.A[e2, e3][fi[0], fi[1]] for (e2, e3) in cols]).reshape(-1) for g in gens]) % P
    E = np.array([(n + 1 - e2 - e3, e2, e3) for (e2, e3, k) in coords], dtype=np.int64)
    K = np.array([k for (_, _, k) in coords], dtype=np.int64)
    np.savez(f, Gc=Gc, E=E, K=K, W2=W2)
    print(f"# n={n} seed={seed}: W2={W2.tolist()} L={L.tolist()}; {Gc.shape[0]} forms, {Gc.shape[1]} coords", flush=True)
    return Gc, E, K, W2


def dp_desc_order(E, K, comp_desc=True):
    """column permutation listing coordinates in DESCENDING Singular order (dp, c) on p1,p2,p3 and gen(K+1):
    all p-exponents have the same degree; dp: a > b iff the last nonzero entry of a - b is negative;
    ties (same monomial) by component, c: gen(1) > gen(2) > ..."""
    keys = [(int(e[2]), int(e[1]), int(e[0]), int(k) if comp_desc else -int(k)) for e, k in zip(E, K)]
    # descending dp: smaller p3 exponent first, then smaller p2; ascending sort on this key
    return np.array(sorted(range(len(keys)), key=lambda t: keys[t]), dtype=np.int64)


def box_basis(n, a, b, seed=1):
    Gc, E, K, W2 = gen_matrix(n, seed)
    w = box_general.series_weights(E, W2, a, b)
    M = np.concatenate([Gc * w[i, j][None, :] % P for i in range(a + 1) for j in range(b + 1)])
    perm = dp_desc_order(E, K)
    R, r = rref_mod_p(M[:, perm])
    return R, r, perm, E, K, M.shape[0]


def write_singular(n, R, perm, E, K, fname, degbound):
    """ring, matrix A[nc][r] (row-major), module M = A (columns = generators)."""
    nc = comb(n + 2, 2)
    r = R.shape[0]
    Ep, Kp = E[perm], K[perm]
    ent = [[[] for _ in range(r)] for _ in range(nc)]
    for g in range(r):
        for t in np.nonzero(R[g])[0]:
            e = Ep[t]
            ent[Kp[t]][g].append(f"{int(R[g, t])}*p1^{e[0]}*p2^{e[1]}*p3^{e[2]}")
    with open(fname, "w") as fh:
        fh.write(f"ring rr = {P}, (p1,p2,p3), (dp,c);\n")
        fh.write(f"int nn = {n}; int rk = {r}; int DD = {degbound};\n")
        fh.write(f"matrix A[{nc}][{r}] =\n")
        fh.write(",\n".join(("+".join(ent[k][g]) if ent[k][g] else "0") for k in range(nc) for g in range(r)))
        fh.write(";\nmodule M = A;\nkill A;\n")


def count_from_leads(leads, n, deg):
    """leads: list of (e1,e2,e3,comp) (comp 1-based).  Returns (#monomials of degree deg in the module k[p]^nc that ARE
    leading monomials of the submodule) = nc*C(deg+2,2) - #standard monomials, counted directly."""
    nc = comb(n + 2, 2)
    by = {}
    for e1, e2, e3, c in leads:
        by.setdefault(c, []).append((e1, e2, e3))
    std = 0
    mons = [(deg - i - j, i, j) for i in range(deg + 1) for j in range(deg + 1 - i)]
    for c in range(1, nc + 1):
        L = np.array(by.get(c, []), dtype=np.int64).reshape(-1, 3)
        for m in mons:
            if L.shape[0] == 0 or not np.any(np.all(L <= np.array(m), axis=1)):
                std += 1
    return nc * len(mons) - std
