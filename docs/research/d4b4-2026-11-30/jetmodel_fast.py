"""Faster version of jetmodel.py (same model, same generators, same parameter draw): FLINT polynomials for the
generators, vectorised theta powers, incremental ranks via rref.  Usage: python jetmodel_fast.py m seed [special]"""
import sys, time, json
from math import comb
import numpy as np
import flint
sys.path.insert(0, "/work/main/docs/research/d4-2026-11-29")
from d4 import P

def run(m, seed, special=False):
    rng = np.random.default_rng(seed)
    R = lambda: [[int(x) for x in row] for row in rng.integers(1, P, size=(2, 2))]
    W2, H1, H2 = R(), R(), R()
    L = [int(x) for x in rng.integers(1, P, size=2)]
    if len(sys.argv) > 4 and sys.argv[4] == "Wdiag":
        W2 = [[W2[0][0], 0], [0, W2[1][1]]]
    if len(sys.argv) > 4 and sys.argv[4] == "Wlow":
        W2 = [[W2[0][0], 0], [W2[1][0], W2[1][1]]]
    if special:
        L = [1, 1]
        M = flint.nmod_mat([[W2[0][0], W2[1][0]], [W2[0][1], W2[1][1]]], P).inv()
        H2 = [[int(M[i, j]) for j in range(2)] for i in range(2)]
    d = comb(m + 1, 2); D = d + m + 1
    poly = lambda c: flint.nmod_poly(c, P)
    y = [poly([W2[k][0], W2[k][1]]) for k in range(2)]
    h = [poly([H1[k][0], H1[k][1]]) for k in range(2)]
    # element: list over e2 = 0..m+1 of nmod_poly (coefficient of b1^(m+1-e2) b2^e2)
    def lin_q(coef):
        return {0: y[0] * coef[0], 1: y[1] * coef[1]}
    def bmul(A, B):
        out = {}
        for ea, pa in A.items():
            for eb, pb in B.items():
                out[ea + eb] = out.get(ea + eb, poly([0])) + pa * pb
        return out
    CW = [[sum(W2[i][j] * L[i] * H2[i][k] for i in range(2)) % P for k in range(2)] for j in range(2)]
    ellL = lin_q(L)
    ncol = (m + 2) * (D + 1)
    rows = []
    for j in range(2):
        base_j = bmul(lin_q(CW[j]), ellL)
        for nu2 in range(m):
            qn = {0: poly([1])}
            for _ in range(m - 1 - nu2):
                qn = bmul(qn, {0: y[0]})
            for _ in range(nu2):
                qn = bmul(qn, {1: y[1]})
            el = bmul(base_j, qn)
            for a in range(d):
                phi = h[j] * poly([0] * a + [1])
                v = np.zeros(ncol, dtype=np.int64)
                for e, pol in el.items():
                    cs = [int(x) for x in (phi * pol).coeffs()]
                    v[e * (D + 1): e * (D + 1) + len(cs)] = cs
                rows.append(v)
    B = np.array(rows, dtype=np.int64)
    avec = np.tile(np.arange(D + 1, dtype=np.int64), m + 2)
    def basis(Mat):
        A = flint.nmod_mat(Mat.tolist(), P)
        Rr, rk = A.rref()
        E = np.array([int(x) for x in Rr.entries()], dtype=np.int64).reshape(Rr.nrows(), ncol)
        return E[:rk].copy(), rk
    V0, r0 = basis(B)
    res = [(0, r0)]
    Kb = V0
    cur = V0.copy()
    for r in range(1, m + 2):
        cur = cur * avec % P  # theta^r V0 (rows of V0 times a^r)
        Kb, rk = basis(np.concatenate([Kb, cur], axis=0))
        res.append((r, rk))
    c2 = (D + 1) * (m + 2) - 2
    pred = [(r, c2 - 2 * comb(max(m + 2 - r, 0), 2)) for r in range(m + 2)]
    return {"m": m, "n": m + 1, "special": special, "K_r": res, "term4": pred,
            "J1_holds_r>=1": all(a[1] == b[1] for a, b in zip(res[1:], pred[1:]))}

if __name__ == "__main__":
    m, seed = int(sys.argv[1]), int(sys.argv[2])
    sp = len(sys.argv) > 3 and sys.argv[3] == "special"
    t0 = time.time(); r = run(m, seed, sp); r["sec"] = round(time.time() - t0, 1)
    print(json.dumps(r), flush=True)
