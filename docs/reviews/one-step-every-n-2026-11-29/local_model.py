"""(i) Local Model Lemma: dim N_w = dim T_w (exact integer ranks, python-flint fmpz_mat), plus N_w in T_w.
Variables (s, t, y, b1, b2). u = y s + b1, v = y t + b2. Usage: python local_model.py NMAX WMAX"""
import sys, time, math, itertools
import flint

def mon(nv, d):
    for c in itertools.combinations_with_replacement(range(nv), d):
        e = [0] * nv
        for i in c: e[i] += 1
        yield tuple(e)

def mul(f, g):
    h = {}
    for k1, v1 in f.items():
        for k2, v2 in g.items():
            k = tuple(a + b for a, b in zip(k1, k2)); h[k] = h.get(k, 0) + v1 * v2
    return {k: v for k, v in h.items() if v}

def add(f, g):
    h = dict(f)
    for k, v in g.items(): h[k] = h.get(k, 0) + v
    return {k: v for k, v in h.items() if v}

def m(e): return {tuple(e): 1}
U = {(1, 0, 1, 0, 0): 1, (0, 0, 0, 1, 0): 1}
V = {(0, 1, 1, 0, 0): 1, (0, 0, 0, 0, 1): 1}

def rk(polys):
    keys = sorted({k for f in polys for k in f})
    idx = {k: i for i, k in enumerate(keys)}
    if not polys: return 0
    M = flint.fmpz_mat(len(polys), len(keys), [f.get(k, 0) for f in polys for k in keys])
    return M.rank()

NMAX, WMAX = int(sys.argv[1]), int(sys.argv[2])
CONTROL = len(sys.argv) > 3  # negative control: drop the generators with j = k + 1
allok = True
for n in range(2 if CONTROL else 1, NMAX + 1):
    # N_0 generators
    N0 = []
    for k in range(n):
        for g in mon(2, n - 1 - k):
            for j in range(k + 2 - (1 if CONTROL else 0)):
                c = {}
                if j >= 1:
                    c = add(c, mul(U, {(j - 1, k - j + 1, 0, 0, 0): math.comb(k, j - 1)}))
                if j <= k:
                    c = add(c, mul(V, {(j, k - j, 0, 0, 0): math.comb(k, j)}))
                N0.append(mul(c, {(0, 0, k, g[0], g[1]): 1}))
    ngen = len(N0)
    for w in range(WMAX + 1):
        t0 = time.time()
        # T_w generators
        T = []
        for k in range(n):
            for g in mon(2, n - 1 - k):
                for st in mon(2, k + w):
                    mono = {(st[0], st[1], k, g[0], g[1]): 1}
                    T.append(mul(U, mono)); T.append(mul(V, mono))
        Nw = [mul(f, {(st[0], st[1], 0, 0, 0): 1}) for st in mon(2, w) for f in N0]
        rT, rN, rU = rk(T), rk(Nw), rk(T + Nw)
        ok = (rT == rN == rU)
        allok &= ok
        extra = ''
        if w == 0:
            extra = f' #gens N_0={ngen} formula C(n+2,3)+C(n+1,2)={math.comb(n+2,3)+math.comb(n+1,2)} 2C(n+2,3)-C(n+1,3)={2*math.comb(n+2,3)-math.comb(n+1,3)}'
        print(f'n={n} w={w}: dim T_w={rT} dim N_w={rN} dim(T_w+N_w)={rU} equal={ok}{extra} ({time.time()-t0:.2f}s)', flush=True)
# negative control: drop the j = k+1 generators at top level k = n-1 (should lose rank)
print('ALL EQUAL' if allok else 'SOME FAIL')
