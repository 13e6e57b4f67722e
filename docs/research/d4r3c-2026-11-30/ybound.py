"""Own code (reviewer d4r3c): upper bounds on dim Y_alpha by conditions valid at every weight, and dims at a point.

R = 3, T = 8, s = 4, N_2 = 10.  l_i = sum_j w_j n_ij(b), n_ij(b) = sum_m W3[i,m] W2[m,j] b_m.
Y_alpha(kappa) = (g_beta := [w^beta] l^kappa : beta <= alpha, |beta| = 4)_10  (ideal in k[b], degree 10).
Coordinates for the condition count: x_i = n_i1(b) (a linear change of b, invertible at the point), so that
n_.j = N_j x with N_1 = I.  Conditions (each proved in NOTES.md section 1 to hold at every weight):
 (a) x_i^(e_i) | f,  e_i = (kappa_i - a2 - a3)^+;
 (b) order >= (kappa_i - a3)^+ at z_i^(3) = {x_i = (N_2 x)_i = 0}, order >= (kappa_i - a2)^+ at z_i^(2) = {x_i = (N_3 x)_i = 0};
 (c) q = e_i'' (= {x_i = x_i' = 0}), R = kappa_i + kappa_i' - a2 - a3 >= 1: order >= R at q and the order-R jet
     proportional to lambda = order-R jet of g_beta*, beta* = (4 - a2 - a3, a2, a3).
Every condition is asserted to kill every generator times every degree-6 monomial; the vanishing orders at q are
asserted too (beta* has order exactly R, every other beta order >= R + 1).
usage: python ybound.py SEED a1,a2,a3 [...]     (a1 >= a2 >= a3, edges a3 = 0)
"""
import sys, random
from itertools import product
from math import comb, factorial
from flint import nmod_mat

P = 2147483629


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


M10, M6, M9, M3c, M4c = monos(10), monos(6), monos(9), monos(3), monos(4)
I10 = {e: t for t, e in enumerate(M10)}
I4c = {e: t for t, e in enumerate(M4c)}


def add(e, f):
    return (e[0] + f[0], e[1] + f[1], e[2] + f[2])


def pmul(f, g):
    out = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = add(e1, e2)
            out[e] = (out.get(e, 0) + v1 * v2) % P
    return out


def lin(v):
    return {(1, 0, 0): v[0] % P, (0, 1, 0): v[1] % P, (0, 0, 1): v[2] % P}


def inv3(A):
    # inverse mod P of a 3x3 matrix via adjugate
    det = (A[0][0] * (A[1][1] * A[2][2] - A[1][2] * A[2][1]) - A[0][1] * (A[1][0] * A[2][2] - A[1][2] * A[2][0])
           + A[0][2] * (A[1][0] * A[2][1] - A[1][1] * A[2][0])) % P
    assert det
    di = pow(det, P - 2, P)
    C = [[0] * 3 for _ in range(3)]
    for i in range(3):
        for j in range(3):
            minor = [[A[r][c] for c in range(3) if c != j] for r in range(3) if r != i]
            C[j][i] = (-1) ** (i + j) * (minor[0][0] * minor[1][1] - minor[0][1] * minor[1][0]) * di % P
    return C


def matmul(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(3)) % P for j in range(3)] for i in range(3)]


def gens(n, kappa, alpha):
    """n[i][j] = linear form (3-vector) of n_ij.  Returns {beta: poly} for beta <= alpha, |beta| = 4."""
    cur = {(0, 0, 0): {(0, 0, 0): 1}}
    for i in range(3):
        for _ in range(kappa[i]):
            nxt = {}
            for beta, f in cur.items():
                for j in range(3):
                    b2 = list(beta); b2[j] += 1; b2 = tuple(b2)
                    if any(b2[t] > alpha[t] for t in range(3)):
                        continue
                    g = pmul(f, lin(n[i][j]))
                    h = nxt.setdefault(b2, {})
                    for e, v in g.items():
                        h[e] = (h.get(e, 0) + v) % P
            cur = nxt
    return {b: {e: v for e, v in f.items() if v} for b, f in cur.items()}


def rank(rows, ncols):
    if not rows:
        return 0
    return nmod_mat(len(rows), ncols, [v for r in rows for v in r], P).rank()


def deriv_at(gamma, z):
    """functional on S_10: f -> (d^gamma f)(z)"""
    row = [0] * len(M10)
    for t, a in enumerate(M10):
        if all(a[k] >= gamma[k] for k in range(3)):
            c = 1
            for k in range(3):
                c = c * (factorial(a[k]) // factorial(a[k] - gamma[k])) * pow(z[k], a[k] - gamma[k], P) % P
            row[t] = c
    return row


def cross(u, v):
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]


def order_at_coord_point(f, i, ip):
    return min((e[i] + e[ip] for e, v in f.items() if v), default=99)


def kappa_bound(nx, kappa, alpha):
    a2, a3 = alpha[1], alpha[2]
    G = gens(nx, kappa, alpha)
    # Y(kappa) at the point
    Yrows = []
    for f in G.values():
        for m in M6:
            r = [0] * 66
            for e, v in f.items():
                r[I10[add(e, m)]] = v
            Yrows.append(r)
    dimY = rank(Yrows, 66)
    cond = []
    # (a)
    for i in range(3):
        e_i = max(kappa[i] - a2 - a3, 0)
        for t, a in enumerate(M10):
            if a[i] < e_i:
                r = [0] * 66; r[t] = 1; cond.append(r)
    # (b)
    for i in range(3):
        ei = [0, 0, 0]; ei[i] = 1
        for (mult, Nj) in (((kappa[i] - a3), nx[i][1]), ((kappa[i] - a2), nx[i][2])):
            if mult <= 0:
                continue
            z = cross(ei, Nj)
            assert any(z)
            for gamma in monos(mult - 1):
                cond.append(deriv_at(gamma, z))
    # (c)
    bstar = (4 - a2 - a3, a2, a3)
    supp = [i for i in range(3) if kappa[i] > 0]
    for x in range(len(supp)):
        for y in range(x + 1, len(supp)):
            i, ip = supp[x], supp[y]
            R = kappa[i] + kappa[ip] - a2 - a3
            if R < 1:
                continue
            ipp = 3 - i - ip
            for beta, f in G.items():
                o = order_at_coord_point(f, i, ip)
                if beta == bstar:
                    assert o == R, (kappa, alpha, beta, o, R)
                else:
                    assert o >= R + 1, (kappa, alpha, beta, o, R)
            fst = G[bstar]
            lam = []
            for a in range(R + 1):
                e = [0, 0, 0]; e[i] = a; e[ip] = R - a; e[ipp] = 4 - R
                lam.append(fst.get(tuple(e), 0))
            assert any(lam)
            for t, a in enumerate(M10):
                if a[i] + a[ip] < R:
                    r = [0] * 66; r[t] = 1; cond.append(r)
            idx = []
            for a in range(R + 1):
                e = [0, 0, 0]; e[i] = a; e[ip] = R - a; e[ipp] = 10 - R
                idx.append(I10[tuple(e)])
            for u in range(R + 1):
                for v in range(u + 1, R + 1):
                    r = [0] * 66
                    r[idx[u]] = lam[v] % P
                    r[idx[v]] = (-lam[u]) % P
                    cond.append(r)
    # every condition kills every generator times monomial (exact check)
    for r in cond:
        for y in Yrows:
            assert sum(a * b for a, b in zip(r, y)) % P == 0
    rc = rank(cond, 66)
    return dimY, 66 - rc, len(G)


def main():
    seed = int(sys.argv[1])
    rnd = random.Random(seed)
    W2 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]
    W3 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]
    # n_.j = W3 diag(W2[:, j]) b ; x = N1 b
    Nb = [[[W3[i][m] * W2[m][j] % P for m in range(3)] for j in range(3)] for i in range(3)]  # Nb[i][j] = form
    A = [[Nb[i][0][m] for m in range(3)] for i in range(3)]
    Ai = inv3(A)
    nx = [[[sum(Nb[i][j][m] * Ai[m][k] for m in range(3)) % P for k in range(3)] for j in range(3)] for i in range(3)]
    for i in range(3):
        assert nx[i][0] == [1 if k == i else 0 for k in range(3)]
    for arg in sys.argv[2:]:
        alpha = tuple(int(v) for v in arg.split(","))
        totY, totB = 0, 0
        print(f"alpha = {alpha}  (p = {P}, seed = {seed})")
        for kappa in M4c:
            dimY, ub, ng = kappa_bound(nx, kappa, alpha)
            totY += dimY; totB += ub
            print(f"  kappa {kappa}: #gens {ng}, dim Y(kappa) at point {dimY}, condition bound {ub}"
                  + ("" if ub == dimY else "   <-- gap"))
        print(f"  TOTAL dim Y at point {totY}, condition bound {totB}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
