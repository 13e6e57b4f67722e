"""Own code (r0 helper, 2026-11-29) for rank(C Phi) of the one-step vanishing bound.

Nothing here imports the lab's proofs/ package.  Ranks: python-flint nmod_mat at a prime of our choice.

Model (lab's notation): p, b in F^R; e^(m)(p) = W2 (d^(m) . p), d^(1) = 1, m = 1..M;
mu_m = sum_j ell_j b_j e^(m)_j(p); L_i = {p : e^(m)_i(p) = 0 for all m}.
C: for each i, beta (|beta| = n), gamma (|gamma| < beta_i): F -> d^gamma F_beta (v_i), v_i spanning L_i
(R - M = 1 only, i.e. L_i a line; for M < R - 1 we do not use this module).
Phi(f_1..f_M) = sum_m mu_m f_m, f_m of bidegree (N1 - 1, n - 1), N1 = n(n+1)/2.
"""

from __future__ import annotations

import itertools
import math
import random

import flint

PR = 1_000_000_007  # not the lab's prime


def monos(R, d):
    if d < 0:
        return []
    out = []
    for combo in itertools.combinations_with_replacement(range(R), d):
        e = [0] * R
        for c in combo:
            e[c] += 1
        out.append(tuple(e))
    return out


def rank(rows, ncols, prime=PR):
    """rank of a list of sparse rows (dict col->val) mod prime, via flint."""
    if not rows or ncols == 0:
        return 0
    A = flint.nmod_mat(len(rows), ncols, prime)
    for r, row in enumerate(rows):
        for c, v in row.items():
            A[r, c] = v % prime
    return A.rank()


def own_rank(rows, ncols, prime=PR):
    """rank by our own Gaussian elimination on sparse dict rows (for cross-checks on small matrices)."""
    pivots = {}  # pivot col -> normalised row (dict)
    r = 0
    for row in rows:
        row = {c: v % prime for c, v in row.items() if v % prime}
        while row:
            c = min(row)
            if c in pivots:
                f = row[c]
                for cc, vv in pivots[c].items():
                    row[cc] = (row.get(cc, 0) - f * vv) % prime
                    if row[cc] == 0:
                        del row[cc]
            else:
                inv = pow(row[c], -1, prime)
                pivots[c] = {cc: vv * inv % prime for cc, vv in row.items()}
                r += 1
                break
    return r


def nullvec(Mrows, R, prime=PR):
    """a nonzero vector of the kernel of the (k x R) matrix Mrows (assumed nullity 1)."""
    A = flint.nmod_mat([[x % prime for x in row] for row in Mrows], prime)
    X, nul = A.nullspace()
    assert nul == 1, nul
    return [int(X[r, 0]) for r in range(R)]


def weights(R, M, seed, prime=PR):
    rnd = random.Random(seed)
    W2 = [[rnd.randrange(1, prime) for _ in range(R)] for _ in range(R)]
    d = [[1] * R] + [[rnd.randrange(1, prime) for _ in range(R)] for _ in range(M - 1)]
    ell = [rnd.randrange(1, prime) for _ in range(R)]
    return W2, d, ell


def lines(W2, d, prime=PR):
    """v_i spanning L_i = ker of rows (W2[i, k] d^(m)_k)_k, m = 1..M (needs M = R - 1)."""
    R = len(W2)
    return [nullvec([[W2[i][k] * dm[k] for k in range(R)] for dm in d], R, prime) for i in range(R)]


def mu_terms_original(W2, d, ell, prime=PR):
    """mu_m = sum (coef) b_j p_k as lists (j, k, coef), original coordinates."""
    R = len(W2)
    return [[(j, k, ell[j] * W2[j][k] * dm[k] % prime) for j in range(R) for k in range(R)] for dm in d]


def mu_terms_adapted(W2, d, prime=PR):
    """mu_m in adapted coordinates p = T p' (T = [v_1..v_R]) and c = ell . b:
    mu_m = sum_{a,k} E^(m)_{ak} c_a p'_k with E^(m) = W2 D^(m) T.  Returns (terms, E) and asserts E_ii = 0."""
    R = len(W2)
    v = lines(W2, d, prime)
    T = [[v[k][r] for k in range(R)] for r in range(R)]  # column k = v_k
    assert flint.nmod_mat(T, prime).rank() == R, "lines not independent"
    Es = []
    for dm in d:
        E = [[sum(W2[a][r] * dm[r] * T[r][k] for r in range(R)) % prime for k in range(R)] for a in range(R)]
        assert all(E[a][a] == 0 for a in range(R))
        Es.append(E)
    terms = [[(a, k, E[a][k]) for a in range(R) for k in range(R) if E[a][k]] for E in Es]
    return terms, Es, v


def wt(i, alpha, beta):
    """weight w_i of p'^alpha c^beta: sum_{j != i} alpha_j - beta_i."""
    return sum(alpha) - alpha[i] - beta[i]


# ---------------------------------------------------------------- direct definition (original coordinates)
def r0_direct(R, M, n, seed, prime=PR):
    """rank(C Phi) from the definition: derivative conditions at v_i, Phi in original coordinates."""
    W2, d, ell = weights(R, M, seed, prime)
    v = lines(W2, d, prime)
    terms = mu_terms_original(W2, d, ell, prime)
    N1 = n * (n + 1) // 2
    # conditions: (i, beta, gamma)
    conds = []
    for i in range(R):
        for beta in monos(R, n):
            for k in range(beta[i]):
                for gamma in monos(R, k):
                    conds.append((i, beta, gamma))
    by_beta = {}
    for r, (i, beta, gamma) in enumerate(conds):
        by_beta.setdefault(beta, []).append(r)
    cache = {}

    def dval(i, alpha, gamma):
        key = (i, alpha, gamma)
        if key not in cache:
            x = 1
            for c in range(R):
                if alpha[c] < gamma[c]:
                    x = 0
                    break
                x = x * math.perm(alpha[c], gamma[c]) * pow(v[i][c], alpha[c] - gamma[c], prime) % prime
            cache[key] = x
        return cache[key]

    cols = []
    for s in range(M):
        for a in monos(R, N1 - 1):
            for bb in monos(R, n - 1):
                col = {}
                for j, k, cf in terms[s]:
                    beta = bb[:j] + (bb[j] + 1,) + bb[j + 1 :]
                    alpha = a[:k] + (a[k] + 1,) + a[k + 1 :]
                    for r in by_beta.get(beta, []):
                        i, _, gamma = conds[r]
                        x = dval(i, alpha, gamma)
                        if x:
                            col[r] = (col.get(r, 0) + cf * x) % prime
                cols.append(col)
    # rank of C Phi = rank of the column set
    return rank(cols, len(conds), prime), len(conds), len(cols)


# ---------------------------------------------------------------- adapted coordinates, block i
def block_matrix(R, n, i, terms):
    """the block of pi_B Phi for index i: columns (m, alpha, beta) of bidegree (N1-1, n-1) with w_i < 0,
    rows: target monomials of bidegree (N1, n) with w_i < 0.  Returns (cols as sparse dicts, row list)."""
    N1 = n * (n + 1) // 2
    rows = [(al, be) for al in monos(R, N1) for be in monos(R, n) if wt(i, al, be) < 0]
    index = {m: t for t, m in enumerate(rows)}
    cols = []
    for s, tm in enumerate(terms):
        for al in monos(R, N1 - 1):
            for be in monos(R, n - 1):
                if wt(i, al, be) >= 0:
                    continue
                col = {}
                for a, k, cf in tm:
                    b2 = be[:a] + (be[a] + 1,) + be[a + 1 :]
                    a2 = al[:k] + (al[k] + 1,) + al[k + 1 :]
                    t = index.get((a2, b2))
                    if t is not None:
                        col[t] = (col.get(t, 0) + cf) % PR
                cols.append(col)
    return cols, rows


def r_full_adapted(R, n, terms):
    """rank of pi_B Phi with ALL domain columns and ALL bad target rows (no block assumption)."""
    N1 = n * (n + 1) // 2
    rows = [
        (al, be) for al in monos(R, N1) for be in monos(R, n) if min(wt(i, al, be) for i in range(R)) < 0
    ]
    index = {m: t for t, m in enumerate(rows)}
    cols = []
    for tm in terms:
        for al in monos(R, N1 - 1):
            for be in monos(R, n - 1):
                col = {}
                for a, k, cf in tm:
                    b2 = be[:a] + (be[a] + 1,) + be[a + 1 :]
                    a2 = al[:k] + (al[k] + 1,) + al[k + 1 :]
                    t = index.get((a2, b2))
                    if t is not None:
                        col[t] = (col.get(t, 0) + cf) % PR
                cols.append(col)
    return rank(cols, len(rows)), len(rows)


def weight_profile(R, n, i, terms):
    """per weight w < 0: rank of the block restricted to rows of weight < w + 1 minus weight < w
    (= dim gr_w of the image = dim in(I)_{D,w})."""
    cols, rows = block_matrix(R, n, i, terms)
    ws = sorted({wt(i, al, be) for al, be in rows})
    out = {}
    prev = 0
    for w in ws:
        keep = {t for t, (al, be) in enumerate(rows) if wt(i, al, be) <= w}
        sub = [{t: x for t, x in c.items() if t in keep} for c in cols]
        rk = rank(sub, len(rows))
        out[w] = rk - prev
        prev = rk
    return out


def initial_terms(terms, i):
    """weight-0 parts (w.r.t. w_i) of the mu_m: keep c_a p'_k with i in {a, k}."""
    return [[(a, k, cf) for a, k, cf in tm if i in (a, k)] for tm in terms]


def ideal_weight_dims(R, n, i, terms):
    """dim of the w_i-homogeneous ideal generated by terms (all of weight 0) in bidegree (N1, n), per weight w<0."""
    cols, rows = block_matrix(R, n, i, terms)
    # the map is weight-homogeneous: split columns by weight
    N1 = n * (n + 1) // 2
    colw = []
    for tm in terms:
        for al in monos(R, N1 - 1):
            for be in monos(R, n - 1):
                if wt(i, al, be) < 0:
                    colw.append(wt(i, al, be))
    out = {}
    for w in sorted(set(colw)):
        sub = [c for c, cw in zip(cols, colw) if cw == w]
        out[w] = rank(sub, len(rows))
    return out
