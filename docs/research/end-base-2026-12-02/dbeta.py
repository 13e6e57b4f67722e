"""(D-beta) check for Theorem E2 (helper-130): for a block type (class sizes r_m and class degrees beta_m of the classes
in supp beta) and K, do the ((K,2)) vectors V_ab(al) = pi_beta[(al.w)(eta_a.w)(eta_b.w)] (a <= b <= K) span
(I_al)_beta, I_al = ideal of the class parts al|_m . w?  Exact rank mod p = 2^31 - 1 at random integer al, eta (a lower
bound on the generic rank), against dim (I_al)_beta = dim Y_beta - prod ((r_m - 1, beta_m)) (an upper bound: every
V_ab lies in (I_al)_beta). Independent of R and of the rest of the RAC."""
import itertools, random, math, json, sys
import sympy as sp
P = 2 ** 31 - 1
def mch(n, k): return math.comb(n + k - 1, k) if n > 0 else (1 if k == 0 else 0)
def check(sizes, beta, K, seed):
    rnd = random.Random(seed)
    nv = sum(sizes); cls = [m for m, r in enumerate(sizes) for _ in range(r)]
    w = sp.symbols('w0:%d' % nv)
    al = [rnd.randrange(1, P) for _ in range(nv)]
    eta = [[rnd.randrange(1, P) for _ in range(nv)] for _ in range(K)]
    lin = lambda v: sum(c * x for c, x in zip(v, w))
    mons = [mn for mn in itertools.combinations_with_replacement(range(nv), sum(beta))
            if tuple(sum(1 for i in mn if cls[i] == m) for m in range(len(sizes))) == tuple(beta)]
    rows = []
    for a in range(K):
        for b in range(a, K):
            poly = sp.Poly(sp.expand(lin(al) * lin(eta[a]) * lin(eta[b])), *w)
            d = dict(poly.terms())
            row = []
            for mn in mons:
                e = [0] * nv
                for i in mn: e[i] += 1
                row.append(int(d.get(tuple(e), 0)) % P)
            rows.append(row)
    rank = sp.Matrix(rows).rank(iszerofunc=lambda x: x % P == 0) if False else None
    # exact rank mod P by Gaussian elimination
    Mx = [r[:] for r in rows]; rank = 0; ncol = len(mons)
    for c in range(ncol):
        piv = next((i for i in range(rank, len(Mx)) if Mx[i][c] % P), None)
        if piv is None: continue
        Mx[rank], Mx[piv] = Mx[piv], Mx[rank]
        inv = pow(Mx[rank][c], P - 2, P)
        Mx[rank] = [x * inv % P for x in Mx[rank]]
        for i in range(len(Mx)):
            if i != rank and Mx[i][c] % P:
                f = Mx[i][c]; Mx[i] = [(x - f * y) % P for x, y in zip(Mx[i], Mx[rank])]
        rank += 1
    target = len(mons) - math.prod(mch(r - 1, b) for r, b in zip(sizes, beta))
    return rank, target, len(mons)
types = []
for k in (1, 2, 3):
    for beta in set(itertools.permutations([3] if k == 1 else ([2, 1] if k == 2 else [1, 1, 1]))):
        for sizes in itertools.product((1, 2, 3), repeat=k):
            types.append((sizes, beta))
out = []
ONLY = [tuple(map(int, a.split(","))) for a in sys.argv[1:]]
for sizes, beta in sorted(types):
    if ONLY and tuple(sizes) not in ONLY: continue
    res = {}
    for K in ((2, 3, 4, 5) if not ONLY else (5, 6)):
        r, t, dY = check(sizes, beta, K, seed=7 + K)
        res[K] = (r, t)
    ndbl = sum(1 for s in sizes if s == 2); ntri = sum(1 for s in sizes if s == 3)
    minK = next((K for K in sorted(res) if res[K][0] == res[K][1]), None)
    print(json.dumps(dict(sizes=sizes, beta=beta, dimY=dY, target=res[min(res)][1], ranks={K: res[K][0] for K in res}, minK=minK)), flush=True)
