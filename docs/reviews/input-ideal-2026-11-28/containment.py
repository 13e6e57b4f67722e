"""Reviewer's own check (step 3): is the coefficient F_k of a^{(L)}_k in y in the ideal (mu_k1..mu_kr)?

Exact arithmetic over GF(P), P = 2^61 - 1, with sparse polynomials (dict exponent-tuple -> coefficient) in the free
Start states a^{(1)}, ..., a^{(L-1)} (R variables each). At step s+1: h1 = a1 * u, u = W^{I,1} x^{s+1};
h_l = a_l * W^{I,l} h_{l-1} (l = 2..L-1); h_L = e_k * W^{I,L} h_{L-1}; then Eq. 1.2 with the End inputs
x^{s+2..T}; F_k = W^O h^{T,L}. W^{I,1} = B C with B (R x r0), C (r0 x M): col W^{I,1} = col B, r0 <= min(R, M).
mu_km = (W^{I,L}(a_{L-1} * ... W^{I,2}(a1 * w_m)))_k with w_m = column m of B (computed separately from F_k).
Checks: every monomial of F_k has multidegree N; dim(ideal part) <= c_{r0}(N); rank(ideal + F's) == rank(ideal);
rank(F's) <= c_{r0}; negative control: the ideal of r0 forms from a random w (not col B) does NOT contain the F's.
Usage: python containment.py L R M r0 T E SEED [KMAX]  (KMAX: check only k < KMAX)
"""

import random
import sys
import time
from itertools import combinations_with_replacement, product
from math import comb, prod

import flint

P = 2**61 - 1


def ms(n, d):
    return 0 if d < 0 else comb(n + d - 1, d)


def c_ie(R, D, k):
    return sum((-1) ** (i + 1) * comb(k, i) * prod(ms(R, d - i) for d in D) for i in range(1, k + 1))


def padd(p, q, c=1):
    out = dict(p)
    for m, v in q.items():
        out[m] = (out.get(m, 0) + c * v) % P
    return {m: v for m, v in out.items() if v}


def pmul(p, q):
    out = {}
    for m1, v1 in p.items():
        for m2, v2 in q.items():
            m = tuple(x + y for x, y in zip(m1, m2))
            out[m] = (out.get(m, 0) + v1 * v2) % P
    return {m: v for m, v in out.items() if v}


def pscale(p, c):
    c %= P
    return {m: v * c % P for m, v in p.items()} if c else {}


def lin(W, vec):
    out = []
    for row in W:
        acc = {}
        for w, pj in zip(row, vec):
            if w:
                acc = padd(acc, pj, w)
        out.append(acc)
    return out


def monomials(R, D):
    """Exponent vectors (concatenated over the sets) of multidegree D."""
    per = []
    for d in D:
        lst = []
        for c in combinations_with_replacement(range(R), d):
            e = [0] * R
            for i in c:
                e[i] += 1
            lst.append(tuple(e))
        per.append(lst)
    return [sum(t, ()) for t in product(*per)]


def var(nv, i):
    e = [0] * nv
    e[i] = 1
    return {tuple(e): 1}


def F_k(L, R, W, k, x_end):
    """x_end: list of End inputs x^{s+1..T} (each a length-M list of ints)."""
    nv = (L - 1) * R
    one = {(0,) * nv: 1}
    u = [sum(W["I"][1][i][j] * x_end[0][j] for j in range(len(x_end[0]))) for i in range(R)]
    h = [None, [pscale(var(nv, j), u[j]) for j in range(R)]]
    for l in range(2, L):
        g = lin(W["I"][l], h[l - 1])
        h.append([pmul(var(nv, (l - 1) * R + j), g[j]) for j in range(R)])
    g = lin(W["I"][L], h[L - 1])
    h.append([g[j] if j == k else {} for j in range(R)])
    for x in x_end[1:]:
        below = [pscale(one, v) for v in x]
        for l in range(1, L + 1):
            hp = lin(W["H"][l], h[l])
            bi = lin(W["I"][l], below)
            h[l] = [pmul(p1, p2) for p1, p2 in zip(hp, bi)]
            below = h[l]
    return lin(W["O"], h[L])[0]


def mu(L, R, W, k, w):
    nv = (L - 1) * R
    cur = [pscale(var(nv, j), w[j]) for j in range(R)]
    for l in range(2, L):
        g = lin(W["I"][l], cur)
        cur = [pmul(var(nv, (l - 1) * R + j), g[j]) for j in range(R)]
    return lin(W["I"][L], cur)[k]


def rank_rows(rows, index):
    mat = [[0] * len(index) for _ in rows]
    for i, p in enumerate(rows):
        for m, v in p.items():
            mat[i][index[m]] = v
    return flint.nmod_mat(mat, P).rank() if rows else 0


def main(L, R, M, r0, T, E, seed, kmax=None):
    rng = random.Random(seed)
    ri = lambda: rng.randint(-9, 9)  # noqa: E731
    s = T // 2
    N = [comb(s - 1 + L - l, L - l) for l in range(1, L)]
    B = [[ri() for _ in range(r0)] for _ in range(R)]
    C = [[ri() for _ in range(M)] for _ in range(r0)]
    WI1 = [[sum(B[i][m] * C[m][j] for m in range(r0)) for j in range(M)] for i in range(R)]
    W = {
        "I": [None, WI1] + [[[ri() for _ in range(R)] for _ in range(R)] for _ in range(2, L + 1)],
        "H": [None] + [[[ri() for _ in range(R)] for _ in range(R)] for _ in range(L)],
        "O": [[ri() for _ in range(R)]],
    }
    mons = monomials(R, N)
    index = {m: i for i, m in enumerate(mons)}
    lower = monomials(R, [d - 1 for d in N])
    cr = c_ie(R, N, r0)
    t0 = time.time()
    for k in range(R if kmax is None else kmax):
        gens = [mu(L, R, W, k, [B[i][m] for i in range(R)]) for m in range(r0)]
        ideal = [pmul(g, {e: 1}) for g in gens for e in lower]
        Fs = []
        for _ in range(E):
            x_end = [[rng.randrange(P) for _ in range(M)] for _ in range(T - s)]
            F = F_k(L, R, W, k, x_end)
            assert all(m in index for m in F), "F_k not of multidegree N"
            Fs.append(F)
        d_ideal = rank_rows(ideal, index)
        d_F = rank_rows(Fs, index)
        d_both = rank_rows(ideal + Fs, index)
        rw = [[rng.randrange(P) for _ in range(R)] for _ in range(r0)]
        bad = [pmul(mu(L, R, W, k, w), {e: 1}) for w in rw for e in lower]
        d_bad = rank_rows(bad, index)
        d_bad_both = rank_rows(bad + Fs, index)
        print(
            f"L={L} R={R} M={M} rank(W^I1)={r0} T={T} N={N} k={k} E={E}: #monomials={len(mons)} c_r={cr} "
            f"dim ideal={d_ideal} dim span F={d_F} dim(ideal+F)={d_both} contained={d_both == d_ideal} "
            f"F<=c_r={d_F <= cr} ideal<=c_r={d_ideal <= cr} | control(random w): ideal={d_bad} "
            f"ideal+F={d_bad_both} (not contained={d_bad_both > d_bad}) [{time.time() - t0:.0f}s]",
            flush=True,
        )


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
