"""Reviewer's own depth-3 RAC code (no import of the helper's code or the lab's proofs package).

Recurrence per step t (Eq. 1.2 as stated in the brief):
    h_l <- (WH[l] h_l) * (WI[l] below),  below = x^t at layer 1 (l = 0), below = new h_{l-1} otherwise,
output y = WO . h_3 after the last step.  Exact integer arithmetic (Python ints); ranks with python-flint.
"""
import random
from math import comb
import flint

PRIME = 2**61 - 1  # a different prime from the helper's 2^31-1


def mv(A, v):
    return [sum(a * b for a, b in zip(row, v)) for row in A]


def Y(W, h1, h2, h3, xs):
    """Output of len(xs) steps from states (h1, h2, h3). W = (WI, WH, WO)."""
    WI, WH, WO = W
    h = [list(h1), list(h2), list(h3)]
    for x in xs:
        below = x
        for l in range(3):
            a = mv(WH[l], h[l])
            b = mv(WI[l], below)
            h[l] = [p * q for p, q in zip(a, b)]
            below = h[l]
    return sum(o * v for o, v in zip(WO, h[2]))


def e(R, i):
    v = [0] * R
    v[i] = 1
    return v


def nmonos(r, d):
    """((r, d)): monomials of degree d in r variables."""
    return comb(r + d - 1, d) if r > 0 else 0


def ranks(rows):
    """(rank over Q via fmpz_mat, rank mod PRIME via nmod_mat)."""
    A = flint.fmpz_mat(rows)
    B = flint.nmod_mat([[int(v) % PRIME for v in r] for r in rows], PRIME)
    return A.rank(), B.rank()


def rnd_vec(rng, n, lo=-30, hi=30):
    return [rng.randint(lo, hi) for _ in range(n)]


def rnd_nz(rng, n, hi=30):
    """nonzero integers in [-hi, hi]"""
    return [rng.choice([-1, 1]) * rng.randint(1, hi) for _ in range(n)]


def rnd_x(rng, M):
    """later inputs: positive integers, so the layer-1 sums sigma_t never vanish (avoids degenerate samples)"""
    return [rng.randint(1, 40) for _ in range(M)]


def phi_matrix(W, R, M, m, j, k, nb, nx, rng):
    """Rows: beta_a (free, in R^R); columns: later-input sequences x_b.  Entry Y(e_j, beta_a, e_k; x_b).
    Its rank is a lower bound for dim span_gamma phi_gamma^{jk} (<= ((R, m)))."""
    betas = [rnd_nz(rng, R) for _ in range(nb)]
    xss = [[rnd_x(rng, M) for _ in range(m)] for _ in range(nx)]
    return [[Y(W, e(R, j), be, e(R, k), xs) for xs in xss] for be in betas]


def psi_matrix(W, R, M, m, j, k, nb, nx, rng):
    """The lab's Psi_jk literally: rows b_a (free), entry l_k(b (.) c_j) Y(e_j, b (.) c_j, e_k; x_b),
    c_j = WI2 e_j, l_k = row k of WI3."""
    WI, WH, WO = W
    cj = [WI[1][r][j] for r in range(R)]
    lk = WI[2][k]
    rows = []
    xss = [[rnd_x(rng, M) for _ in range(m)] for _ in range(nx)]
    for _ in range(nb):
        b = rnd_nz(rng, R)
        be = [p * q for p, q in zip(b, cj)]
        lv = sum(p * q for p, q in zip(lk, be))
        rows.append([lv * Y(W, e(R, j), be, e(R, k), xs) for xs in xss])
    return rows


def perm_matrix(R, k):
    """Permutation matrix P of the transposition (0 k): P e_0 = e_k."""
    perm = list(range(R))
    perm[0], perm[k] = perm[k], perm[0]
    P = [[0] * R for _ in range(R)]
    for c in range(R):
        P[perm[c]][c] = 1
    return P


def matmul(A, B):
    return [[sum(A[i][t] * B[t][c] for t in range(len(B))) for c in range(len(B[0]))] for i in range(len(A))]


def transpose(A):
    return [list(r) for r in zip(*A)]


def special_point(R, eps, k=0, G=None, lastcol=None, h3_upper=False, eps_pos=None):
    """The helper's special point (M = R-1), relabelled so that unit k of layer 3 plays the role of unit 0.
    G: optional (R-1)x(R-1) matrix, B replaced by B G (still B G R^{R-1} = D).  lastcol: last column of WI2.
    h3_upper: negative control, use the transpose of T (upper-triangular ones) in H3."""
    M = R - 1
    I = [e(R, i) for i in range(R)]
    WI1 = [[1 if (r == c) else 0 for c in range(M)] for r in range(R)]  # [I_{R-1}; 0]
    H1 = [[1] * R for _ in range(R)]
    B = [[1 if r == c else 0 for c in range(M)] for r in range(M)] + [[-1] * M]
    if G is not None:
        B = matmul(B, G)
    lc = lastcol if lastcol is not None else [0] * R
    WI2 = [B[r] + [lc[r]] for r in range(R)]
    T = [[1 if r >= c else 0 for c in range(R)] for r in range(R)]
    if h3_upper:
        T = transpose(T)
    H3 = [row[:] for row in T]
    pr, pc = eps_pos if eps_pos is not None else (0, R - 1)
    H3[pr][pc] += eps
    WO = [1] * R
    WI3 = [row[:] for row in I]
    if k != 0:
        P = perm_matrix(R, k)
        H3 = matmul(matmul(P, H3), transpose(P))
        WI3 = matmul(P, WI3)
        WO = [sum(P[i][t] * WO[t] for t in range(R)) for i in range(R)]
    WI = [WI1, WI2, WI3]
    WH = [H1, [row[:] for row in I], H3]
    return (WI, WH, WO), M


def random_point(R, M, rng, hi=20):
    """random integer weights, all entries nonzero in [-hi, hi]"""
    WI = [[rnd_nz(rng, M if l == 0 else R, hi) for _ in range(R)] for l in range(3)]
    WH = [[rnd_nz(rng, R, hi) for _ in range(R)] for _ in range(3)]
    WO = rnd_nz(rng, R, hi)
    return (WI, WH, WO)
