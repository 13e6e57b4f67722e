"""Points of Z_k for general R (used for R = 5) by elimination mod p (python-flint nmod_mpoly resultants).

x^1..x^(s-R+1) random, x^(s-R+1+i) = (1, z_i) for i = 1..R-1. a^(1) is multilinear in z_1..z_(R-1); the R - 1
equations a^(1)_i = 0 (i != k) are solved by eliminating the variables one by one with resultants
Res_z(E_0, E_i) (common factors of the new equations divided out, since the eliminants share spurious components),
the last one univariate (roots by nmod_poly.roots), and back-substitution (gcd of the specialised equations). Every
candidate is re-checked exactly (all R - 1 equations zero) and, by the caller, by a forward run (zk4.check_samples).
Degrees grow as 1, 2, 8, 128 (R = 5 ends with a univariate of degree <= 128 before the gcd removal); R = 6 is out of
reach this way.
"""
import numpy as np
import flint
from zk4 import p, mm, run_start


def _univ(f, var_index, ctx):
    """nmod_poly of an mpoly that only involves one variable."""
    d = f.to_dict()
    deg = max((m[var_index] for m in d), default=0)
    c = [0] * (deg + 1)
    for m, v in d.items():
        c[m[var_index]] = int(v)
    return flint.nmod_poly(c, p)


def _solve(E, vars_, ctx, depth=0):
    """All GF(p) solutions of the square system E (mpolys) in the variable names vars_ (list). Returns dicts."""
    gens = dict(zip(ctx.names(), ctx.gens()))
    idx = {n: i for i, n in enumerate(ctx.names())}
    E = [e for e in E if not e.is_zero()]
    if len(vars_) == 1:
        v = vars_[0]
        g = _univ(E[0], idx[v], ctx)
        for e in E[1:]:
            g = g.gcd(_univ(e, idx[v], ctx))
        if g.degree() < 1:
            return []
        return [{v: int(r)} for r, _ in g.roots()]
    v = vars_[-1]
    new = [E[0].resultant(e, v) for e in E[1:]]
    if len(new) >= 2:                                   # remove a common factor (spurious component)
        G = new[0]
        for e in new[1:]:
            G = G.gcd(e)
        if not G.is_constant():
            new = [e / G if False else _exact_div(e, G) for e in new]
    sols = []
    for sol in _solve(new, vars_[:-1], ctx, depth + 1):
        spec = [e.subs({n: sol[n] for n in sol}) for e in E]
        g = None
        for e in spec:
            if e.is_zero():
                continue
            u = _univ(e, idx[v], ctx)
            g = u if g is None else g.gcd(u)
        if g is None or g.degree() < 1:
            continue
        for r, _ in g.roots():
            s2 = dict(sol); s2[v] = int(r); sols.append(s2)
    return sols


def _exact_div(a, b):
    q, r = divmod(a, b)
    assert r.is_zero()
    return q


def sample_ZkR(rac, s, k, P, rng, max_per_prefix=24):
    WI, WH, h0, WO = rac
    R = WH[0].shape[0]
    assert s >= R - 1
    names = tuple(f'z{i}' for i in range(R - 1))
    ctx = flint.nmod_mpoly_ctx.get(names, modulus=p)
    Z = ctx.gens()
    H = [[int(v) for v in row] for row in WH[0]]
    w = [[int(v) for v in WI[0][:, 0]], [int(v) for v in WI[0][:, 1]]]
    out = []; tries = 0
    m0 = s - R + 1                                       # number of random prefix inputs
    while len(out) < P:
        tries += 1
        X = rng.integers(1, p, size=(s, 2)).astype(np.int64)
        hh = run_start(rac, X[None, :m0, :])[0][:, 0] if m0 > 0 else h0[0]
        g = [ctx.constant(int(v)) for v in np.fmod(WH[0] @ hh, p)]
        for i in range(R - 1):
            u = [w[0][j] + w[1][j] * Z[i] for j in range(R)]
            h = [g[j] * u[j] for j in range(R)]
            g = [sum((H[a][b] * h[b] for b in range(R)), ctx.constant(0)) for a in range(R)]
        E = [g[i] for i in range(R) if i != k]
        try:
            sols = _solve(E, list(names), ctx)
        except Exception:
            continue
        n = 0
        for sol in sols:
            if any(not e.subs(sol).is_zero() for e in E):
                continue
            Y = X.copy()
            for i in range(R - 1):
                Y[m0 + i] = [1, sol[names[i]]]
            out.append(Y); n += 1
            if n >= max_per_prefix or len(out) >= P:
                break
    return np.array(out), tries
