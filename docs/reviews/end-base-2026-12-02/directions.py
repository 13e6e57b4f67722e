"""helper-131 (reviewer): the direction condition of Lemma D / the E2 hand checks, from the definitions, exact over Q.

For a block type (classes in supp beta with their sizes, beta on them) and K directions eta_1..eta_K (restricted to
the coordinates of supp beta), alpha (restricted likewise):
   V_ab = pi_beta[(alpha.w) y_a y_b],  y_t = eta_t . w,
   (I_alpha)_beta = sum_m lambda_(alpha,m) * (all monomials of class degree beta - e_m),  lambda_(alpha,m) = alpha|_m . w.
Report rank span{V_ab : a <= b, (a,b) != (K,K) if 'small'} and dim (I_alpha)_beta (exact, sympy over Q).
"""
import itertools, random, sys
import sympy as sp


def setup(sizes):
    coords, cls = [], []
    for m, sz in enumerate(sizes):
        for i in range(sz):
            coords.append(sp.Symbol(f'w{m}_{i}'))
            cls.append(m)
    return coords, cls


def classdeg(mono_exps, cls, nc):
    d = [0] * nc
    for e, c in zip(mono_exps, cls):
        d[c] += e
    return tuple(d)


def proj(poly, coords, cls, beta):
    P = sp.Poly(sp.expand(poly), *coords)
    out = 0
    for exps, co in P.terms():
        if classdeg(exps, cls, len(beta)) == tuple(beta):
            out += co * sp.prod([x ** e for x, e in zip(coords, exps)])
    return sp.expand(out)


def monos_of_classdeg(coords, cls, deg):
    res = []
    n = len(coords)
    total = sum(deg)
    for exps in itertools.product(range(total + 1), repeat=n):
        if sum(exps) == total and classdeg(exps, cls, len(deg)) == tuple(deg):
            res.append(sp.prod([x ** e for x, e in zip(coords, exps)]))
    return res


def rank_of(polys, coords):
    polys = [sp.expand(p) for p in polys if sp.expand(p) != 0]
    if not polys:
        return 0
    monos = set()
    Ps = [sp.Poly(p, *coords) for p in polys]
    for P in Ps:
        monos |= set(P.monoms())
    monos = sorted(monos)
    Mx = sp.Matrix([[P.coeff_monomial(m) for m in monos] for P in Ps])
    return Mx.rank()


def check(sizes, beta, K, small, eta=None, alpha=None, rnd=None):
    coords, cls = setup(sizes)
    n = len(coords)
    rnd = rnd or random.Random(1)
    if eta is None:
        eta = [[rnd.randint(-50, 50) for _ in range(n)] for _ in range(K)]
    if alpha is None:
        alpha = [rnd.randint(-50, 50) for _ in range(n)]
    aw = sum(a * x for a, x in zip(alpha, coords))
    ys = [sum(e * x for e, x in zip(et, coords)) for et in eta]
    V = []
    for a in range(K):
        for b in range(a, K):
            if small and a == K - 1 and b == K - 1:
                continue
            V.append(proj(aw * ys[a] * ys[b], coords, cls, beta))
    I = []
    for m in range(len(sizes)):
        if beta[m] == 0:
            continue
        lam = sum(alpha[j] * coords[j] for j in range(n) if cls[j] == m)
        deg = list(beta)
        deg[m] -= 1
        I += [lam * mo for mo in monos_of_classdeg(coords, cls, deg)]
    return rank_of(V, coords), rank_of(I, coords), rank_of(V + I, coords)


def block_types(maxsize=2):
    # unordered block types: multiset of (size, multiplicity) with multiplicities summing to 3
    seen = set()
    for parts in ([3], [2, 1], [1, 1, 1]):
        for szs in itertools.product(range(1, maxsize + 1), repeat=len(parts)):
            key = tuple(sorted(zip(szs, parts)))
            if key in seen:
                continue
            seen.add(key)
            yield [s for s, _ in key], [b for _, b in key]


if __name__ == '__main__':
    rnd = random.Random(2026)
    print('# generic random integer eta, alpha (exact over Q); rank V, dim I_beta, rank(V + I) (= dim I iff V in I)')
    for sizes, beta in block_types(2):
        ndbl = sum(1 for s in sizes if s == 2)
        for K in (1, 2, 3, 4):
            for small in ((False, True) if K >= 2 else (False,)):
                rv, ri, rvi = check(sizes, beta, K, small, rnd=rnd)
                print(f'sizes={sizes} beta={beta} doubletons={ndbl} K={K} drop_VKK={small}: '
                      f'rankV={rv} dimI={ri} rank(V+I)={rvi} {"SPAN" if rv == ri == rvi else "short"}')


def minK_table(maxsize=3, Kmax=7, seed=7):
    rnd = random.Random(seed)
    for sizes, beta in block_types(maxsize):
        # also ordered variants do not matter (symmetric); report the least K with rankV = dimI (no V_KK dropped)
        res = None
        for K in range(1, Kmax + 1):
            rv, ri, rvi = check(sizes, beta, K, False, rnd=rnd)
            if rv == ri == rvi:
                res = K
                break
        vb = sum(sizes)
        print(f'sizes={sizes} beta={beta} v_beta={vb} minK={res} dimI={ri}', flush=True)
