"""Propagation certificate (NOTES section 3, Lemma R): dim M_D for every D >= m from ranks in degrees <= m + 1.

M = k[p] . G_(a,b) at general_point(seed) mod p (the lab's generators, SliceModel.box_generators), F = k[p]^c,
c = C(n+2, 2), N = F/M. After a random linear change of coordinates p = A (x, y, z) (any basis works for Lemma R):
  (a) z is injective N_m -> N_{m+1}      iff  dim M_{m+1} = dim M_m + dim Mbar_{m+1}
  (b) y is injective N'_m -> N'_{m+1}    iff  dim Mbar_{m+1} = dim Mbar_m + dim Mbb_{m+1}
(Mbar = image of M under z -> 0, Mbb = image under y = z -> 0). If both hold (M is generated in degree n + 1 <= m),
Lemma R gives, for all D >= m:  h''(D) = c - dim Mbb_m,  h'(D+1) = h'(D) + h''(D+1),  h(D+1) = h(D) + h'(D+1),
with h = HF_N, h' = HF_{N/zN}; so dim M_D = dim F_D - h(D) in every degree, in particular D = d1 = C(n+1, 2).
All linear algebra is our own (numpy + FLINT rref mod p); no Groebner basis.
usage: bs_cert.py n [boxes a,b;a,b;...] [seed] [Dstop]
"""
import sys, time
from math import comb
import numpy as np
from numerics.rank.flint_bridge import flint_row_basis_mod_p
from proofs.general.depth4.thin.slices import SliceModel, general_point
from proofs.general.depth4.window_model import PRIME
from formula_D import formula_D

P = PRIME

def monos(D):
    return [(D - j - k, j, k) for j in range(D + 1) for k in range(D + 1 - j)]

_MI = {}
def mindex(D):
    if D not in _MI:
        _MI[D] = {m: i for i, m in enumerate(monos(D))}
    return _MI[D]

def basis(M):
    if M.shape[0] == 0:
        return M
    return flint_row_basis_mod_p(np.mod(M, P).astype(np.uint64), P, dtype=np.int64)

def shift_cols(D, var, c):
    """column map: (mono of degree D, comp) -> (mono * x_var, comp) in degree D + 1."""
    idx = mindex(D + 1)
    out = []
    for m in monos(D):
        e = list(m); e[var] += 1
        out.append(idx[tuple(e)])
    out = np.array(out, np.int64)
    return (out[:, None] * c + np.arange(c)[None, :]).reshape(-1)

def times(B, D, var, c):
    out = np.zeros((B.shape[0], len(monos(D + 1)) * c), np.int64)
    out[:, shift_cols(D, var, c)] = B
    return out

def polymul(f, g):
    h = {}
    for a, x in f.items():
        for b, y in g.items():
            k = (a[0] + b[0], a[1] + b[1], a[2] + b[2])
            h[k] = (h.get(k, 0) + x * y) % P
    return h

def substitution(pmonos, A):
    """Sub[i, j] = coefficient of x-monomial j in prod_l (A[l] . x)^{gamma_l}, gamma = pmonos[i]."""
    D = sum(pmonos[0]); idx = mindex(D)
    lin = [{(1, 0, 0): int(A[l, 0]) % P, (0, 1, 0): int(A[l, 1]) % P, (0, 0, 1): int(A[l, 2]) % P} for l in range(3)]
    S = np.zeros((len(pmonos), len(idx)), np.int64)
    for i, g in enumerate(pmonos):
        f = {(0, 0, 0): 1}
        for l in range(3):
            for _ in range(g[l]):
                f = polymul(f, lin[l])
        for k, v in f.items():
            S[i, idx[k]] = v
    return S

def restrict_rank(B, D, c, keep):
    """rank of the image of rows B (degree D) under setting the variables not in `keep` to zero."""
    cols = [i for i, m in enumerate(monos(D)) if all(m[v] == 0 for v in range(3) if v not in keep)]
    cols = (np.array(cols, np.int64)[:, None] * c + np.arange(c)[None, :]).reshape(-1)
    return basis(B[:, cols]).shape[0]

def certify(model, a, b, seed_change=7, Dstop=None, verbose=False):
    n, c = model.n, model.nc
    d1 = comb(n + 1, 2)
    G = model.box_generators(a=a, b=b)  # rows over (p-monomial of degree n+1, c-monomial)
    rng = np.random.default_rng(seed_change)
    A = rng.integers(1, P, size=(3, 3))
    import sympy
    assert sympy.Matrix(A.tolist()).det() % P != 0, 'coordinate change must be invertible mod p'
    S = substitution(model.p_monomials, A)  # pmono -> xmono
    e = n + 1
    Gr = G.reshape(G.shape[0], len(model.p_monomials), c)
    # new[g, xm, comp] = sum_pm S[pm, xm] Gr[g, pm, comp]
    new = np.zeros((G.shape[0], len(monos(e)), c), np.int64)
    for pm in range(S.shape[0]):
        new = (new + S[pm][None, :, None] * Gr[:, pm, :][:, None, :] % P) % P
    B = basis(new.reshape(G.shape[0], -1))
    D = e
    dims = {}
    hist = []
    while True:
        dims[D] = (B.shape[0], restrict_rank(B, D, c, (0, 1)), restrict_rank(B, D, c, (0,)))
        if D > e:
            Mm, Mbm, Mbbm = dims[D - 1]
            M1, Mb1, Mbb1 = dims[D]
            okA = (M1 == Mm + Mb1)
            okB = (Mb1 == Mbm + Mbb1)
            hist.append((D - 1, okA, okB))
            if verbose:
                print("   m =", D - 1, "dims", dims[D - 1], dims[D], "a:", okA, "b:", okB, flush=True)
            if okA and okB:
                m = D - 1
                break
        if Dstop is not None and D >= Dstop:
            return None, dims, hist
        Bn = np.concatenate([times(B, D, v, c) for v in range(3)])
        B = basis(Bn)
        D += 1
    # propagate
    FD = lambda D: comb(D + 2, 2) * c
    h = FD(m) - dims[m][0]
    hp = (m + 1) * c - dims[m][1]
    hpp = c - dims[m][2]
    pred = {m: dims[m][0]}
    for D in range(m, max(d1, m + 1) + 3):
        hp2 = hp + hpp
        h2 = h + hp2
        pred[D + 1] = FD(D + 1) - h2
        h, hp = h2, hp2
    return m, dims, pred

if __name__ == "__main__":
    n = int(sys.argv[1])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    Dstop = int(sys.argv[4]) if len(sys.argv) > 4 else None
    if len(sys.argv) > 2 and sys.argv[2] != "all":
        boxes = [tuple(map(int, s.split(","))) for s in sys.argv[2].split(";")]
    else:
        boxes = [(a, b) for a in range(1, n + 1) for b in range(0, min(a, n - 1) + 1)]
    d1 = comb(n + 1, 2)
    t0 = time.time()
    model = SliceModel(n=n, point=general_point(seed=seed))
    print(f"n={n} d1={d1} c={model.nc} seed={seed} model {time.time()-t0:.1f}s", flush=True)
    for a, b in boxes:
        t0 = time.time()
        m, dims, pred = certify(model, a, b, Dstop=Dstop)
        cls, f = formula_D(n, a, b, d1)
        if m is None:
            print(f"({a},{b}) {cls} NOT certified up to D={max(dims)}; dims={dims} {time.time()-t0:.1f}s", flush=True)
            continue
        short = f - pred[d1]
        slope = [pred[D + 1] - pred[D] for D in (m, m + 1)]
        print(f"({a},{b}) {cls} m={m} (m-n={m-n}) dim M_d1={pred[d1]} formula/3={f} short={short} "
              f"dimsM[m]={dims[m]} {time.time()-t0:.1f}s", flush=True)
