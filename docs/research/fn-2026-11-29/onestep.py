"""One-step model in Prop 21's adapted coordinates (p', c): pencil E_x = x1 E1 + x2 E2 of zero-diagonal 3x3 matrices,
eta_a = c_a (E_x p')_a, generators = x-coefficients of (eta_0+eta_1+eta_2) eta^beta, |beta| = n-1 (bidegree (n, n)).
N'_e = k[p']_{e-n} * B_n.  Compare dim N'_e with h'_n(e) = K(e,n) - 3 r(n).  Exact GF(p) ranks (python-flint)."""
import sys, itertools, math, random
import flint
p = 1048573

def comps(k, parts=3):
    for c in itertools.combinations(range(k + parts - 1), parts - 1):
        yield tuple(b - a - 1 for a, b in zip((-1,) + c, c + (k + parts - 1,)))

def K(k, n):
    return 2 * math.comb(k + 1, 2) * math.comb(n + 1, 2) - math.comb(k, 2) * math.comb(n, 2)
def r(n):
    return math.comb(n + 3, 4) - math.comb(n + 1, 2)
def hp(n, k):
    return K(k, n) - 3 * r(n)

# polynomials: dict (x1,x2, a0,a1,a2, c0,c1,c2) exponent tuple -> coeff mod p
def mul(P, Q):
    R = {}
    for e1, v1 in P.items():
        for e2, v2 in Q.items():
            e = tuple(i + j for i, j in zip(e1, e2))
            R[e] = (R.get(e, 0) + v1 * v2) % p
    return {e: v for e, v in R.items() if v}

def add(P, Q):
    R = dict(P)
    for e, v in Q.items():
        R[e] = (R.get(e, 0) + v) % p
    return {e: v for e, v in R.items() if v}

def mono(x1=0, x2=0, a=(0, 0, 0), c=(0, 0, 0), coef=1):
    return {(x1, x2) + tuple(a) + tuple(c): coef % p}

def etas(E1, E2):
    out = []
    for a_ in range(3):
        P = {}
        for k in range(3):
            for (xe, E) in (((1, 0), E1), ((0, 1), E2)):
                if E[a_][k] % p:
                    aa = [0, 0, 0]; aa[k] = 1; cc = [0, 0, 0]; cc[a_] = 1
                    P = add(P, mono(xe[0], xe[1], aa, cc, E[a_][k]))
        out.append(P)
    return out

def generators(n, E1, E2):
    eta = etas(E1, E2)
    L = add(add(eta[0], eta[1]), eta[2])
    # powers
    pw = [[{(0,) * 8: 1}] for _ in range(3)]
    for a_ in range(3):
        for _ in range(n):
            pw[a_].append(mul(pw[a_][-1], eta[a_]))
    gens = []
    for be in comps(n - 1):
        G = mul(mul(mul(L, pw[0][be[0]]), pw[1][be[1]]), pw[2][be[2]])
        byx = {}
        for e, v in G.items():
            byx.setdefault(e[:2], {})[e[2:]] = v
        gens.extend(byx.values())
    return gens   # polys in (a, c) of bidegree (n, n)

def dimN(n, e, E1, E2, gens=None):
    gens = gens or generators(n, E1, E2)
    rows = {m: i for i, m in enumerate(al + be for al in comps(e) for be in comps(n))}
    cols = []
    for g in gens:
        for al in comps(e - n):
            col = {}
            for ex, v in g.items():
                col[rows[tuple(i + j for i, j in zip(ex[:3], al)) + ex[3:]]] = v
            cols.append(col)
    M = flint.nmod_mat(len(cols), len(rows), p)
    for j, col in enumerate(cols):
        for i, v in col.items():
            M[j, i] = v
    return M.rank()

def pencil(kind, seed=1):
    g = random.Random(seed)
    R = lambda: g.randrange(1, p)
    E1 = [[0] * 3 for _ in range(3)]; E2 = [[0] * 3 for _ in range(3)]
    if kind == 'random':
        for a_ in range(3):
            for k in range(3):
                if a_ != k: E1[a_][k] = R(); E2[a_][k] = R()
    elif kind == 'cyclic':       # E1 on (a, a+1), E2 on (a, a+2)
        for a_ in range(3):
            E1[a_][(a_ + 1) % 3] = R(); E2[a_][(a_ + 2) % 3] = R()
    else:                          # explicit support lists 'E1:01,12,20;E2:02,10,21'
        s1, s2 = kind.split(';')
        for (s, E) in ((s1, E1), (s2, E2)):
            for t in s.split(':')[1].split(','):
                if t: E[int(t[0])][int(t[1])] = R()
    return E1, E2

if __name__ == '__main__':
    kind = sys.argv[1]; n = int(sys.argv[2]); es = [int(x) for x in sys.argv[3:]]
    E1, E2 = pencil(kind)
    gens = generators(n, E1, E2)
    for e in es:
        d = dimN(n, e, E1, E2, gens)
        print(f"pencil={kind} n={n} e={e} d={e-n}: dim N'_e = {d}, h'_n(e) = {hp(n, e)}, short {hp(n, e) - d}", flush=True)
