"""R = 3, depth 4: ranks of Q_alpha on the edge monomials alpha = (N_1 - j, j, 0) (w = (1, t, 0), interpolation
in t), at free cut states (b, c, g) and free End inputs u_2..u_n (M = R, W^(I,1) = I), against Proposition 12's
per-corner terms 1-3. Usage: python r3_edges.py family|generic n seed [jmax]"""
import sys, time, json
from math import comb, prod
import numpy as np
import flint
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from d4 import P, rank, mv, weights
from numerics.bounds.depth4 import start_degrees, end_degrees, common_support_count, _interior_cap


def terms_R3(T, alpha):
    R = 3
    n1, n2, n3 = start_degrees(depth=4, T=T)
    end_rest = end_degrees(depth=4, T=T)[1:]
    k = sum(1 for a in alpha if a)
    t1 = R * common_support_count(R=R, degrees=(n2, n3), k=k)
    t2 = R * common_support_count(R=R, degrees=end_rest, k=k)
    r0 = _interior_cap(R, T - 2)
    istar = max(range(R), key=lambda i: alpha[i])
    t3 = r0 * prod(a + 1 for i, a in enumerate(alpha) if i != istar)
    return t1, t2, t3


def run(n, seed, family, jmax, margin=12):
    R, T = 3, 2 * n
    n1 = comb(n + 2, 3)
    js = list(range(0, jmax + 1))
    terms = {j: terms_R3(T, (n1 - j, j, 0)) for j in js}
    X = Y = max(min(t) for t in terms.values()) + margin
    w = weights(R, seed, family)
    rng = np.random.default_rng(seed + 7)
    b, c, g = (rng.integers(0, P, size=(R, X, 1), dtype=np.int64) for _ in range(3))
    us = [rng.integers(0, P, size=(R, 1, Y), dtype=np.int64) for _ in range(n - 1)]
    ts = np.arange(1, n1 + 2, dtype=np.int64)
    Vm = flint.nmod_mat([[pow(int(t), j, P) for j in range(n1 + 1)] for t in ts], P).inv()
    Vinv = np.array([[int(Vm[r, q]) for q in range(n1 + 1)] for r in js], dtype=np.int64)  # only rows j in js
    lo, hi = Vinv & 0x7FFF, Vinv >> 15
    Q = np.zeros((len(js), X, Y), dtype=np.int64)
    for i, t in enumerate(ts):
        h1 = np.array([1, t, 0], dtype=np.int64).reshape(R, 1, 1)
        h2 = b * mv(w["W2"], h1) % P
        h3 = c * mv(w["W3"], h2) % P
        h4 = g * mv(w["W4"], h3) % P
        for u in us:
            h1 = mv(w["H1"], h1) * u % P
            h2 = mv(w["H2"], h2) * mv(w["W2"], h1) % P
            h3 = mv(w["H3"], h3) * mv(w["W3"], h2) % P
            h4 = mv(w["H4"], h4) * mv(w["W4"], h3) % P
        V = np.tensordot(w["WO"], h4, axes=(0, 0)) % P
        for r in range(len(js)):
            Q[r] = (Q[r] + lo[r, i] * V % P + (hi[r, i] * V % P) * (1 << 15)) % P
    out = []
    for r, j in enumerate(js):
        rk = rank(Q[r])
        out.append({"alpha": (n1 - j, j, 0), "rank": rk, "terms": terms[j], "least": min(terms[j])})
    return out, X


if __name__ == "__main__":
    fam = sys.argv[1] == "family"; n = int(sys.argv[2]); seed = int(sys.argv[3]); jmax = int(sys.argv[4])
    t0 = time.time()
    out, X = run(n, seed, fam, jmax)
    for o in out:
        print(json.dumps(dict(o, family_H4_eq_I=fam, seed=seed, T=2 * n, points=X)), flush=True)
    print(f"seconds {time.time() - t0:.1f}")
