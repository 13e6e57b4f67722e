"""Own local model (t = 1, 2-jets at e_2) built directly from h_k y^mu l WITHOUT the author's normalization:
Lemma A4 per mu, the vertex (A5) steps, Lemma A6 dimensions, open conditions, n*_k.
usage: local_own.py  (fixed list of n inside)"""
import sys, math, random
import numpy as np
sys.path.insert(0, 'docs/reviews/thin-a-eq-n-2026-12-04')
from own import p, W3, H2, inv, rank, monos
import sympy as sp

w = lambda r, l: W3[r][l]          # omega_rl, l = 0,1,2 <-> x, t, z
eta = lambda k, l: H2[k][l]
XZ = [(i, j) for d in range(4) for i in range(d + 1) for j in [d - i]]   # x^i z^j, i+j <= 3
XZi = {m: q for q, m in enumerate(XZ)}

def jmul(A, B, deg=2):
    C = {}
    for (a1, a2), x in A.items():
        for (b1, b2), y in B.items():
            if a1 + a2 + b1 + b2 <= deg:
                C[(a1 + b1, a2 + b2)] = (C.get((a1 + b1, a2 + b2), 0) + x * y) % p
    return C

def linloc(v):  # v = (coef of x, coef of t, coef of z) -> v_t + v_x x + v_z z
    return {(0, 0): v[1] % p, (1, 0): v[0] % p, (0, 1): v[2] % p}

def jpow(L, m):  # (c0 + L1)^m up to degree 2 by the binomial formula (valid for every integer m >= 0)
    c0 = L[(0, 0)]; out = {(0, 0): pow(c0, m, p)}
    L1 = {k: v for k, v in L.items() if k != (0, 0)}
    t1 = {k: v * m * pow(c0, max(m - 1, 0), p) % p for k, v in L1.items()} if m >= 1 else {}
    L2 = jmul(L1, L1)
    t2 = {k: v * (m * (m - 1) // 2 % p) * pow(c0, max(m - 2, 0), p) % p for k, v in L2.items()} if m >= 2 else {}
    for d in (t1, t2):
        for k, v in d.items(): out[k] = (out.get(k, 0) + v) % p
    return out

ctil = [np.array([w(r, l) for r in range(3)], dtype=np.int64) for l in range(3)]   # c~_l in the c-basis
ELL = {(0, 0): ctil[1], (1, 0): ctil[0], (0, 1): ctil[2]}   # l_loc = c~_2 + x c~_1 + z c~_3

def vec(d):  # dict (i,j) -> c-linear vector  ->  30-vector
    v = np.zeros(30, np.int64)
    for m, c in d.items():
        v[3 * XZi[m]:3 * XZi[m] + 3] = (v[3 * XZi[m]:3 * XZi[m] + 3] + c) % p
    return v

def elements(n, mu, k):
    """the 12 vectors m*e, e in {b1,b2,d1,d2} of generator (mu,k), as 30-vectors (c-linear coefficients)."""
    sc = linloc(H2[k])
    for r in range(3):
        sc = jmul(sc, jpow(linloc(W3[r]), mu[r]))
    g = {}
    for m1, s in sc.items():
        for m2, cv in ELL.items():
            if sum(m1) + sum(m2) <= 2:
                m = (m1[0] + m2[0], m1[1] + m2[1]); g[m] = (g.get(m, 0) + s * cv) % p
    A = {m: v for m, v in g.items() if sum(m) == 0}; Bp = {m: v for m, v in g.items() if sum(m) == 1}
    Cp = {m: v for m, v in g.items() if sum(m) == 2}
    thz = lambda d: {m: v * m[1] % p for m, v in d.items()}
    add = lambda d, e, s: {m: (d.get(m, 0) + s * e.get(m, 0)) % p for m in set(d) | set(e)}
    E = [thz(Bp), thz(Cp), add(Bp, A, n + 1), add(Cp, A, -math.comb(n + 1, 2))]
    out = []
    for e in E:
        for sh in [(0, 0), (1, 0), (0, 1)]:
            out.append(vec({(m[0] + sh[0], m[1] + sh[1]): v for m, v in e.items()}))
    return out, E

def Zspace():
    d = []
    for m in [(0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2)]: d.append({m: ctil[1]})
    for m in [(1, 0), (2, 0), (1, 1)]: d.append({m: ctil[0]})
    for m in [(0, 1), (1, 1), (0, 2)]: d.append({m: ctil[2]})
    return np.array([vec(x) for x in d])
Z = Zspace()
TG = np.array([vec({m: ctil[1]}) for m in [(0, 0), (1, 0), (0, 1)]])

def contains(Wr, X):
    r = rank(Wr); return rank(np.concatenate([Wr, X])) == r, r

print('=== (5) open conditions at S_p (own computation) ===')
om2 = [w(r, 1) for r in range(3)]; et2 = [eta(k, 1) for k in range(3)]
al = [eta(k, 0) * inv(eta(k, 1)) % p for k in range(3)]; ga = [eta(k, 2) * inv(eta(k, 1)) % p for k in range(3)]
aa = [w(r, 0) * inv(w(r, 1)) % p for r in range(3)]; bb = [w(r, 2) * inv(w(r, 1)) % p for r in range(3)]
print('omega_r2 =', om2, 'nonzero:', all(om2)); print('eta_k2 =', et2, 'nonzero:', all(et2))
print('alpha =', al, 'pairwise distinct:', len(set(al)) == 3)
print('gamma =', ga, 'pairwise distinct:', len(set(ga)) == 3)
print('a =', aa, ' b =', bb, ' b_k nonzero:', all(bb))
print('alpha_k != a_k:', [al[k] != aa[k] for k in range(3)])
M = sp.Matrix(W3).T  # W3^T
Binv = M.inv_mod(p)
cs3 = [int(x) % p for x in Binv[:, 2]]; cs1 = [int(x) % p for x in Binv[:, 0]]
print('c*3 = B e_3 =', cs3, ' c~ at c*3:', [int(sum(w(r, l) * cs3[r] for r in range(3)) % p) for l in range(3)], ' all coords nonzero:', all(cs3))
print('c*1 = B e_1 =', cs1, ' c~ at c*1:', [int(sum(w(r, l) * cs1[r] for r in range(3)) % p) for l in range(3)], ' all coords nonzero:', all(cs1))
nstar = [(-ga[k]) * inv(bb[k]) % p for k in range(3)]
print('n*_k = -gamma_k/b_k mod p =', nstar, ' check gamma_k + n*_k b_k == 0:', [(ga[k] + nstar[k] * bb[k]) % p == 0 for k in range(3)],
      ' in [3, p-2]:', [3 <= x <= p - 2 for x in nstar], ' sorted:', sorted(nstar))
# brute force over all n in [3, p-2] (vectorized): the n with gamma_k + n b_k == 0 mod p
ns = np.arange(3, p - 1, dtype=np.int64)
for k in range(3):
    hits = ns[(ga[k] + ns * bb[k]) % p == 0]
    print(f'  k={k+1}: brute force zeros of gamma_k + n b_k for n in [3,p-2]:', hits.tolist())

print('=== symbolic: determinant of A5(i)(c) ===')
n_, al_, a_ = sp.symbols('n alpha a')
C = n_ * (n_ + 1) / 2
f1 = al_ + n_ * a_; f2 = n_ * (n_ - 1) / 2 * a_**2 + n_ * al_ * a_
Mx = sp.Matrix([[n_ + 1, f1, 0], [0, n_ + 1, f1], [-C, 0, f2]])
print('det =', sp.factor(Mx.det()), '; minus (-C(n+1,2)(alpha-a)^2):', sp.simplify(Mx.det() + C * (al_ - a_)**2))
K, L, x, z, ga_, b_ = sp.symbols('K L x z gamma b')
F = sp.expand((1 + K) * (1 + L)**n_) if False else None
for nn in [3, 4, 7]:
    Fs = sp.expand((1 + K) * (1 + L)**nn); P = sp.Poly(Fs, K, L)
    F1 = sum(c * K**i * L**j for (i, j), c in P.terms() if i + j == 1); F2 = sum(c * K**i * L**j for (i, j), c in P.terms() if i + j == 2)
    print(f'  n={nn}: F_1 = {F1}, F_2 = {F2}; formula F_2 = C(n,2)L^2 + nKL:', sp.expand(F2 - (math.comb(nn, 2) * L**2 + nn * K * L)) == 0)

print('=== Lemma A4 per mu (own jets), and vertex deficits ===')
def check_n(n, mus=None):
    mus = mus if mus is not None else monos(n - 1)
    bad = []; ranks = {}
    for mu in mus:
        supp = [k for k in range(3) if mu[k] > 0]
        vs = []
        for k in supp: vs += elements(n, mu, k)[0]
        Wm = np.array(vs)
        okZ, r = contains(Wm, Z); okT, _ = contains(Wm, TG)
        ranks.setdefault(len(supp), set()).add(r)
        if len(supp) >= 2 and not (okZ and okT): bad.append(mu)
        if len(supp) == 1:
            ranks.setdefault('vertex deficit', set()).add(rank(np.concatenate([Wm, TG])) - r)
    return bad, ranks
for n in range(3, 13):
    bad, ranks = check_n(n)
    print(f'n={n}: non-vertex mu with Z or c~2{{1,x,z}} not in W_mu: {bad}; rank W_mu by |supp|: {ranks}', flush=True)
random.seed(1)
for n in [1000, 123457, nstar[2] - 1, nstar[0], p - 2]:
    mus = [(n - 1, 0, 0)]
    for _ in range(40):
        a = random.randint(0, n - 1); b = random.randint(0, n - 1 - a); mus.append((a, b, n - 1 - a - b))
    mus += [(n - 2, 1, 0), (1, n - 2, 0), (0, 1, n - 2), (n - 3, 1, 1)]
    bad, ranks = check_n(n, mus)
    print(f'n={n} (45 sampled mu incl. edges/near-vertex): bad {bad}; ranks {ranks}', flush=True)

print('=== A5(i): evaluation at e_k of the vertex elements (all 12, incl. cubics) ===')
def ev_vertex(n, k):
    mu = tuple((n - 1) * (r == k) for r in range(3))
    vs, _ = elements(n, mu, k)
    E = np.array([[v[3 * q + k] for q in range(10)] for v in vs])       # c = e_k
    T = np.array([[w(k, 1) * (q == XZi[m]) for q in range(10)] for m in [(0, 0), (1, 0), (0, 1)]])
    r = rank(E); return r, rank(np.concatenate([E, T])) - r
for k in range(3):
    for n in [3, 4, 5, 6, 10, 1000, nstar[k] - 1, nstar[k], nstar[k] + 1, p - 2]:
        r, dfc = ev_vertex(n, k)
        crit = ((ga[k] + n * bb[k]) * (al[k] - aa[k])) % p != 0
        print(f'  k={k+1} n={n}: rank ev_k(W_mu0) = {r}, deficit of omega_k2*{{1,x,z}} = {dfc}; criterion (gamma+nb)(alpha-a) != 0: {crit}')

print('=== Lemma A6 (dimensions and point descriptions), n = 3..9 ===')
def cmono_vec(n, poly):  # poly: dict c-exponent -> coef, to vector over monos(n)
    cm = monos(n); ci = {m: i for i, m in enumerate(cm)}; v = np.zeros(len(cm), np.int64)
    for e, c in poly.items(): v[ci[e]] = (v[ci[e]] + c) % p
    return v
def evalc(n, v, pt):
    cm = monos(n); return sum(int(v[i]) * pow(pt[0], e[0], p) * pow(pt[1], e[1], p) * pow(pt[2], e[2], p) for i, e in enumerate(cm)) % p
for n in range(3, 10):
    nv = [m for m in monos(n - 1) if sorted(m) != [0, 0, n - 1]]
    def span_with(lins):
        rows = []
        for m in nv:
            for L in lins:
                rows.append(cmono_vec(n, {tuple(m[r] + (r == s) for r in range(3)): int(L[s]) for s in range(3)}))
        return np.array(rows)
    S12 = span_with([ctil[0], ctil[1]]); S32 = span_with([ctil[2], ctil[1]]); S2 = span_with([ctil[1]]); Sall = span_with([np.array([1,0,0]),np.array([0,1,0]),np.array([0,0,1])])
    pts12 = [(1,0,0),(0,1,0),(0,0,1),tuple(cs3)]; pts32 = [(1,0,0),(0,1,0),(0,0,1),tuple(cs1)]
    ok12 = all(evalc(n, v, q) == 0 for v in S12 for q in pts12); ok32 = all(evalc(n, v, q) == 0 for v in S32 for q in pts32)
    # independence of the 4 point conditions on k[c]_n: rank of evaluation matrix
    cm = monos(n)
    evm = lambda pts: np.array([[pow(q[0], e[0], p) * pow(q[1], e[1], p) * pow(q[2], e[2], p) % p for e in cm] for q in pts])
    print(f'n={n}: dim k^nv c~2 = {rank(S2)} (C(n+1,2)-3 = {math.comb(n+1,2)-3}); dim k^nv<c~1,c~2> = {rank(S12)}, '
          f'k^nv<c~3,c~2> = {rank(S32)} (C(n+2,2)-4 = {math.comb(n+2,2)-4}); vanish at 4 points: {ok12}, {ok32}; '
          f'4 points independent: {rank(evm(pts12))}, {rank(evm(pts32))}; dim k^nv k[c]_1 = {rank(Sall)} (C(n+2,2)-3 = {math.comb(n+2,2)-3})', flush=True)

print("=== E'(n) in the own LOCAL model, all mu (rank W, targets U{1,x,z}) ===")
for n in range(3, 11):
    cm = monos(n); ci = {m: i for i, m in enumerate(cm)}; nc = len(cm)
    rows = []
    for mu in monos(n - 1):
        for k in range(3):
            if mu[k] == 0: continue
            for v in elements(n, mu, k)[0]:
                R = np.zeros(10 * nc, np.int64)
                for q in range(10):
                    for s in range(3):
                        if v[3 * q + s]:
                            R[q * nc + ci[tuple(mu[r] + (r == s) for r in range(3))]] = v[3 * q + s]
                rows.append(R)
    Wl = np.array(rows); rW = rank(Wl)
    tg = []
    for mu in monos(n - 1):
        for m in [(0, 0), (1, 0), (0, 1)]:
            R = np.zeros(10 * nc, np.int64)
            for s in range(3):
                R[XZi[m] * nc + ci[tuple(mu[r] + (r == s) for r in range(3))]] = ctil[1][s]
            tg.append(R)
    rT = rank(np.concatenate([Wl, np.array(tg)]))
    print(f"n={n}: rank W = {rW} (5n^2+14n+3 = {5*n*n+14*n+3}), with U{{1,x,z}}: {rT} -> E'(n) {'TRUE' if rT == rW else 'FALSE'}", flush=True)
