"""(J1) in the depth-3 one-step model, R = 2, exact ranks mod P.
Variables p = (1, t) (dehomogenised; forms of degree D in p <-> polys of degree <= D in t), b = (b1, b2).
m = n - 1, d = C(m+1, 2) = C(n, 2), D = d + m + 1 = C(n+1, 2).
V_0 = span{ l_L(q) * s(H1 p, H2 q) : s in I'(d, m) }, q = b ⊙ W2 p, I' = (a'_j c_j(b')), c(b') = W2^T diag(L) b':
      generators phi(p) h_j(p) c_j(H2 q) q^nu l_L(q), phi in k[p]_(d-1), |nu| = m - 1, j = 1, 2  (h = H1 p).
K_r = V_0 + theta V_0 + ... + theta^r V_0, theta = p_2 d/dp_2 = t d/dt.
Claim (J1): dim K_r = c_2(D, m+1) - 2 C(m+2-r, 2) for 1 <= r <= m+1;  c_2(D, m+1) = (D+1)(m+2) - 2.
Usage: python jetmodel.py mmax seed [special]   (special: L = (1,1), H2 = (W2^T)^-1)"""
import sys, time, json
from math import comb
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4-2026-11-29")
from d4 import P, rank
import flint


def pmul(a, b):  # polynomial product mod P (coefficient arrays, low degree first)
    out = np.zeros(len(a) + len(b) - 1, dtype=object)
    for i, x in enumerate(a):
        if x:
            out[i:i + len(b)] += x * np.array(b, dtype=object)
    return [int(v) % P for v in out]


def run(m, seed, special=False):
    rng = np.random.default_rng(seed)
    R = lambda: [[int(x) for x in row] for row in rng.integers(1, P, size=(2, 2))]
    W2, H1, H2 = R(), R(), R()
    L = [int(x) for x in rng.integers(1, P, size=2)]
    if special:
        L = [1, 1]
        M = flint.nmod_mat([[W2[0][0], W2[1][0]], [W2[0][1], W2[1][1]]], P).inv()  # (W2^T)^-1
        H2 = [[int(M[i, j]) for j in range(2)] for i in range(2)]
    d = comb(m + 1, 2); D = d + m + 1
    # q = b ⊙ W2 p: q_k = b_k * y_k(t), y_k(t) = W2[k][0] + W2[k][1] t.  Represent an element as dict over b-monomial
    # exponent e2 (b1^(deg-e2) b2^e2) -> poly in t.  Linear forms in q: sum_k coef_k b_k y_k(t).
    y = [[W2[k][0], W2[k][1]] for k in range(2)]
    h = [[H1[k][0], H1[k][1]] for k in range(2)]

    def lin_q(coef):  # sum_k coef_k q_k  -> {e2: poly}
        return {0: [coef[0] * c % P for c in y[0]], 1: [coef[1] * c % P for c in y[1]]}

    def bmul(A, B):
        out = {}
        for ea, pa in A.items():
            for eb, pb in B.items():
                pr = pmul(pa, pb)
                cur = out.get(ea + eb)
                if cur is None:
                    out[ea + eb] = pr
                else:
                    L_ = max(len(cur), len(pr))
                    out[ea + eb] = [((cur[i] if i < len(cur) else 0) + (pr[i] if i < len(pr) else 0)) % P for i in range(L_)]
        return out
    # c_j(H2 q) = (W2^T diag(L) H2 q)_j : coefficients on q_k
    CW = [[sum(W2[i][j] * L[i] * H2[i][k] for i in range(2)) % P for k in range(2)] for j in range(2)]
    ellL = lin_q(L)
    gens = []
    for j in range(2):
        cj = lin_q(CW[j])
        base_j = bmul(cj, ellL)
        for nu2 in range(m):  # q^nu, |nu| = m - 1
            qn = {0: [1]}
            for _ in range(m - 1 - nu2):
                qn = bmul(qn, {0: y[0]})
            for _ in range(nu2):
                qn = bmul(qn, {1: y[1]})
            el = bmul(base_j, qn)
            for a in range(d):  # phi = t^a, a = 0..d-1, times h_j
                phi = pmul([0] * a + [1], h[j])
                gens.append({e: pmul(phi, pol) for e, pol in el.items()})
    # to matrix rows: index (e2 in 0..m+1, deg in 0..D)
    ncol = (m + 2) * (D + 1)

    def vec(g, r):  # theta^r applied: multiply t^a coefficient by a^r
        v = np.zeros(ncol, dtype=np.int64)
        for e, pol in g.items():
            for a, c in enumerate(pol):
                if c:
                    v[e * (D + 1) + a] = (v[e * (D + 1) + a] + c * pow(a, r, P)) % P
        return v
    res = []
    rows = [vec(g, 0) for g in gens]
    base = rank(np.array(rows))
    res.append((0, base))
    for r in range(1, m + 2):
        rows += [vec(g, r) for g in gens]
        res.append((r, rank(np.array(rows))))
    c2 = (D + 1) * (m + 2) - 2
    pred = [(r, c2 - 2 * comb(max(m + 2 - r, 0), 2)) for r in range(0, m + 2)]
    return {"m": m, "n": m + 1, "special": special, "dimV0": base, "c2(d,m)": (d + 1) * (m + 1) - 2,
            "K_r": res, "term4": pred, "J1_holds_r>=1": all(a[1] == b[1] for a, b in zip(res[1:], pred[1:]))}


if __name__ == "__main__":
    mmax, seed = int(sys.argv[1]), int(sys.argv[2])
    sp = len(sys.argv) > 3 and sys.argv[3] == "special"
    for m in range(2, mmax + 1):
        t0 = time.time()
        r = run(m, seed, sp)
        r["sec"] = round(time.time() - t0, 1)
        print(json.dumps(r), flush=True)
