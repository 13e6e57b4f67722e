"""Reviewer's own recomputation for the M-input one-step vanishing bound (review of 2026-11-29).

Independent of proofs.general.depth3.one_step_m2 / free_states / joint_span (none imported). Own monomial bases, own
weights (Python ``random``), own prime, ranks with python-flint ``nmod_mat``.

* Weights start from the ORIGINAL model: W1 (R x M), W2 (R x R), ell (R). The ratios D[m][k] = W1[k][m] / W1[k][0]
  (so D[0] = 1) are computed mod P.
* mu_m = sum_{j,k} ell_j W2[j][k] D[m][k] b_j p_k; Phi(f_1..f_M) = sum mu_m f_m on forms of bidegree (N1-1, n-1).
* Vanishing conditions (own method): L_i = nullspace mod P of the M x R matrix A_i with rows W2[i] * D[m]
  (Gaussian elimination, RREF). With p = sum_f t_f v_f + sum_{q pivot} s_q e_q (v_f the nullspace basis, one per
  free column; together with the pivot unit vectors a basis of the p-space), F_beta vanishes to order beta_i along
  L_i iff every coefficient of a (t, s)-monomial with s-degree < beta_i is zero. These are all of the conditions
  "F_beta in I(L_i)^{beta_i}" (no redundancy, no chosen points).
* Containment: generators l(y) y^beta' w^alpha built in a-variables (w = a * (W1 x), y = b * W2 w), moved to
  p = a * u1 by rescaling monomials; C G = 0, rank [Phi | G] = rank Phi, dim V = rank G. At large n only random
  combinations l(y) Q1(y) Q2(w) (Q1, Q2 random combinations of the y^beta', w^alpha) are checked, plus the
  identity G = sum_m mu_m (x_m H) directly.

Usage:
  python mstep_review.py koszul R M n P SEED       rank Phi vs the Koszul count
  python mstep_review.py bound R M n P SEED        rank C Phi and the bound koszul - rank C Phi
  python mstep_review.py contain R M n P SEED [--control] [--random K]
"""

from __future__ import annotations

import json
import random
import sys
import time
from math import comb

import flint

PRIMES = {"p61": 2**61 - 1, "p59": 2**59 - 55, "p30": 1_000_000_007}


def monos(k: int, d: int) -> list[tuple[int, ...]]:
    """Exponent tuples of length k and total degree d (empty for d < 0)."""
    if d < 0:
        return []
    if k == 0:
        return [()] if d == 0 else []
    if k == 1:
        return [(d,)]
    return [(a,) + rest for a in range(d, -1, -1) for rest in monos(k - 1, d - a)]


def mset(r: int, d: int) -> int:
    return comb(r + d - 1, d) if d >= 0 else 0


def koszul(R: int, M: int, n: int) -> int:
    N1 = n * (n + 1) // 2
    return sum((-1) ** (k + 1) * comb(M, k) * mset(R, N1 - k) * mset(R, n - k) for k in range(1, M + 1))


def add(t: tuple[int, ...], k: int, v: int = 1) -> tuple[int, ...]:
    return t[:k] + (t[k] + v,) + t[k + 1 :]


class Setup:
    def __init__(self, R: int, M: int, n: int, P: int, seed: int) -> None:
        self.R, self.M, self.n, self.P = R, M, n, P
        self.N1 = n * (n + 1) // 2
        rng = random.Random(seed)
        self.W1 = [[rng.randrange(1, P) for _ in range(M)] for _ in range(R)]
        self.W2 = [[rng.randrange(1, P) for _ in range(R)] for _ in range(R)]
        self.ell = [rng.randrange(1, P) for _ in range(R)]
        self.u1 = [self.W1[k][0] for k in range(R)]
        self.D = [[self.W1[k][m] * pow(self.W1[k][0], P - 2, P) % P for k in range(R)] for m in range(M)]
        self.rng = rng

    def coef(self, D: list[list[int]]) -> list[list[list[int]]]:
        """coef[m][j][k]: coefficient of b_j p_k in mu_m."""
        R, P = self.R, self.P
        return [
            [[self.ell[j] * self.W2[j][k] * D[m][k] % P for k in range(R)] for j in range(R)] for m in range(self.M)
        ]

    # ---------------------------------------------------------------- Phi
    def cols(self) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
        R, N1, n = self.R, self.N1, self.n
        return [(m, a, b) for m in range(self.M) for a in monos(R, N1 - 1) for b in monos(R, n - 1)]

    def basis(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        return [(a, b) for a in monos(self.R, self.N1) for b in monos(self.R, self.n)]

    def phi_matrix(self, D: list[list[int]]) -> flint.nmod_mat:
        R, P = self.R, self.P
        coef = self.coef(D)
        basis = self.basis()
        index = {m: t for t, m in enumerate(basis)}
        cols = self.cols()
        nc = len(cols)
        entries: dict = {}  # sparse (R^2 nonzeros per column): set them in a zero flint matrix
        for ci, (m, a, b) in enumerate(cols):
            for j in range(R):
                bb = add(b, j)
                for k in range(R):
                    key = (index[(add(a, k), bb)], ci)
                    entries[key] = (entries.get(key, 0) + coef[m][j][k]) % P
        mat = flint.nmod_mat(len(basis), nc, P)
        for (r, c), v in entries.items():
            mat[r, c] = v
        return mat

    # ---------------------------------------------------------------- conditions
    def nullspace(self, A: list[list[int]]) -> tuple[list[list[int]], list[int]]:
        """Basis of {v : A v = 0} mod P (RREF) and the pivot columns."""
        P = self.P
        A = [[x % P for x in row] for row in A]
        rows, ncol = len(A), len(A[0])
        piv: list[int] = []
        r = 0
        for c in range(ncol):
            pr = next((i for i in range(r, rows) if A[i][c]), None)
            if pr is None:
                continue
            A[r], A[pr] = A[pr], A[r]
            inv = pow(A[r][c], P - 2, P)
            A[r] = [x * inv % P for x in A[r]]
            for i in range(rows):
                if i != r and A[i][c]:
                    f = A[i][c]
                    A[i] = [(x - f * y) % P for x, y in zip(A[i], A[r])]
            piv.append(c)
            r += 1
            if r == rows:
                break
        free = [c for c in range(ncol) if c not in piv]
        basis = []
        for f in free:
            v = [0] * ncol
            v[f] = 1
            for t, c in enumerate(piv):
                v[c] = (-A[t][f]) % P
            basis.append(v)
        for v in basis:  # check
            for row in A:
                assert sum(x * y for x, y in zip(row, v)) % P == 0
        return basis, piv

    def taylor(self, D: list[list[int]]) -> list[dict]:
        """For each i: {A (deg N1 p-monomial): {(t-exp, s-exp): coef}} truncated to s-degree < n."""
        R, M, P, N1, n = self.R, self.M, self.P, self.N1, self.n
        tables = []
        for i in range(R):
            Ai = [[self.W2[i][k] * D[m][k] % P for k in range(R)] for m in range(M)]
            vs, piv = self.nullspace(Ai)
            nt, ns = len(vs), len(piv)
            # p_k as linear form in (t, s)
            lin = []
            for k in range(R):
                form = {}
                for f, v in enumerate(vs):
                    if v[k]:
                        form[(tuple(int(g == f) for g in range(nt)), (0,) * ns)] = v[k]
                if k in piv:
                    q = piv.index(k)
                    form[((0,) * nt, tuple(int(g == q) for g in range(ns)))] = 1
                lin.append(form)
            memo: dict = {(0,) * R: {((0,) * nt, (0,) * ns): 1}}
            for deg in range(1, N1 + 1):
                for A in monos(R, deg):
                    k = next(c for c in range(R) if A[c])
                    prev = memo[add(A, k, -1)]
                    out: dict = {}
                    for (te, se), x in prev.items():
                        for (tf, sf), y in lin[k].items():
                            s_new = tuple(a + b for a, b in zip(se, sf))
                            if sum(s_new) >= n:
                                continue
                            key = (tuple(a + b for a, b in zip(te, tf)), s_new)
                            out[key] = (out.get(key, 0) + x * y) % P
                    memo[A] = {kk: vv for kk, vv in out.items() if vv}
            tables.append({A: memo[A] for A in monos(R, N1)})
            self.nt = nt
        return tables

    def condition_rows(self, tables: list[dict]) -> list[tuple[int, tuple[int, ...], tuple]]:
        R, N1, n = self.R, self.N1, self.n
        nt = len(next(iter(next(iter(tables[0].values())).keys()))[0]) if tables else 0
        ns = R - nt
        rows = []
        for i in range(R):
            for beta in monos(R, n):
                for sd in range(beta[i]):
                    for se in monos(ns, sd):
                        for te in monos(nt, N1 - sd):
                            rows.append((i, beta, (te, se)))
        return rows

    def cphi(self, D: list[list[int]], tables: list[dict]) -> tuple[flint.nmod_mat, int]:
        R, P = self.R, self.P
        coef = self.coef(D)
        rows = self.condition_rows(tables)
        rindex = {r: t for t, r in enumerate(rows)}
        cols = self.cols()
        nc = len(cols)
        flat = [0] * (len(rows) * nc)
        for ci, (m, a, b) in enumerate(cols):
            for j in range(R):
                beta = add(b, j)
                for k in range(R):
                    c = coef[m][j][k]
                    A = add(a, k)
                    for i in range(R):
                        for key, x in tables[i][A].items():
                            if sum(key[1]) < beta[i]:
                                r = rindex[(i, beta, key)]
                                flat[r * nc + ci] = (flat[r * nc + ci] + c * x) % P
        return flint.nmod_mat(len(rows), nc, flat, P), len(rows)

    def apply_conditions(self, tables: list[dict], G: dict) -> int:
        """Number of nonzero entries of C G for one polynomial G = {(A, beta): coef} (p-coordinates)."""
        R, P = self.R, self.P
        acc: dict = {}
        for (A, beta), c in G.items():
            for i in range(R):
                for key, x in tables[i][A].items():
                    if sum(key[1]) < beta[i]:
                        kk = (i, beta, key)
                        acc[kk] = (acc.get(kk, 0) + c * x) % P
        return sum(1 for v in acc.values() if v)


# -------------------------------------------------------------------- polynomials in (a, b): {exp(2R): coef}
def pmul(f: dict, g: dict, P: int) -> dict:
    out: dict = {}
    for m1, x in f.items():
        for m2, y in g.items():
            m = tuple(s + t for s, t in zip(m1, m2))
            out[m] = (out.get(m, 0) + x * y) % P
    return out


def padd(f: dict, g: dict, c: int, P: int) -> dict:
    out = dict(f)
    for m, y in g.items():
        out[m] = (out.get(m, 0) + c * y) % P
    return out


def model_pieces(S: Setup, x: list[int]) -> tuple[list[dict], list[dict], dict]:
    """w_k, y_j and l(y) as polynomials in (a, b), built from W1 (original model)."""
    R, P = S.R, S.P
    unit = [tuple(int(t == c) for t in range(R)) for c in range(R)]
    zero = (0,) * R
    u = [sum(S.W1[k][m] * x[m] for m in range(S.M)) % P for k in range(R)]
    w = [{unit[k] + zero: u[k]} for k in range(R)]
    y = [{unit[k] + unit[j]: S.W2[j][k] * u[k] % P for k in range(R)} for j in range(R)]
    ly: dict = {}
    for j in range(R):
        ly = padd(ly, y[j], S.ell[j], P)
    return w, y, ly


def to_p(S: Setup, F: dict) -> dict:
    """a^A b^B -> coefficient of p^A b^B with p = a * u1 (a^A = p^A / u1^A)."""
    R, P = S.R, S.P
    inv = [pow(S.u1[k], P - 2, P) for k in range(R)]
    out = {}
    for m, c in F.items():
        if not c:
            continue
        A, B = m[:R], m[R:]
        sc = c
        for k in range(R):
            sc = sc * pow(inv[k], A[k], P) % P
        out[(A, B)] = sc
    return out


def power_prod(fs: list[dict], e: tuple[int, ...], P: int, one: dict) -> dict:
    out = one
    for k, ek in enumerate(e):
        for _ in range(ek):
            out = pmul(out, fs[k], P)
    return out


def run_koszul(R: int, M: int, n: int, P: int, seed: int) -> dict:
    S = Setup(R, M, n, P, seed)
    Phi = S.phi_matrix(S.D)
    return {
        "R": R,
        "M": M,
        "n": n,
        "cols": len(S.cols()),
        "rows": len(S.basis()),
        "rank_Phi": Phi.rank(),
        "koszul": koszul(R, M, n),
    }


def run_bound(R: int, M: int, n: int, P: int, seed: int) -> dict:
    S = Setup(R, M, n, P, seed)
    tables = S.taylor(S.D)
    CP, nrows = S.cphi(S.D, tables)
    r0 = CP.rank()
    return {
        "R": R,
        "M": M,
        "n": n,
        "conditions": nrows,
        "cols": CP.ncols(),
        "r0": r0,
        "koszul": koszul(R, M, n),
        "bound": koszul(R, M, n) - r0,
    }


def run_contain(R: int, M: int, n: int, P: int, seed: int, control: bool, nrand: int) -> dict:
    S = Setup(R, M, n, P, seed)
    N1 = S.N1
    Dc = [row[:] for row in S.D]
    if control:  # a single wrong ratio: changes the row space of D (d + const * 1 would not)
        Dc[1][0] = (Dc[1][0] + 1) % P
    tables = S.taylor(Dc)
    one = {(0,) * (2 * R): 1}
    coef = S.coef(Dc)
    out: dict = {"R": R, "M": M, "n": n, "control": control}
    if nrand == 0:
        basis = S.basis()
        index = {m: t for t, m in enumerate(basis)}
        gens = []
        for _ in range(mset(M, N1) + 2):
            x = [S.rng.randrange(P) for _ in range(M)]
            w, y, ly = model_pieces(S, x)
            for bp in monos(R, n - 1):
                h = pmul(ly, power_prod(y, bp, P, one), P)
                for al in monos(R, N1 - n):
                    gens.append(to_p(S, pmul(h, power_prod(w, al, P, one), P)))
        viol = sum(S.apply_conditions(tables, g) for g in gens)
        ng = len(gens)
        flatG = [0] * (len(basis) * ng)
        for ci, g in enumerate(gens):
            for key, c in g.items():
                flatG[index[key] * ng + ci] = c
        G = flint.nmod_mat(len(basis), ng, flatG, P)
        Phi = S.phi_matrix(Dc)
        nc = Phi.ncols()
        flat = [0] * (len(basis) * (nc + ng))
        for r in range(len(basis)):
            for c in range(nc):
                flat[r * (nc + ng) + c] = int(Phi[r, c])
            for c in range(ng):
                flat[r * (nc + ng) + nc + c] = flatG[r * ng + c]
        PG = flint.nmod_mat(len(basis), nc + ng, flat, P)
        out.update(
            {
                "generators": ng,
                "CG_nonzero": viol,
                "dim_V": G.rank(),
                "rank_Phi": Phi.rank(),
                "rank_Phi_plus_G": PG.rank(),
            }
        )
        return out
    viol_total, ident_fail = 0, 0
    for _ in range(nrand):
        x = [S.rng.randrange(P) for _ in range(M)]
        w, y, ly = model_pieces(S, x)
        Q1: dict = {}
        for bp in monos(R, n - 1):
            Q1 = padd(Q1, power_prod(y, bp, P, one), S.rng.randrange(P), P)
        Q2: dict = {}
        for al in monos(R, N1 - n):
            Q2 = padd(Q2, power_prod(w, al, P, one), S.rng.randrange(P), P)
        H = pmul(Q1, Q2, P)
        Gr = pmul(ly, H, P)
        Gp = to_p(S, Gr)
        viol_total += S.apply_conditions(tables, Gp)
        # step (i) identity: G = sum_m mu_m (x_m H), mu_m built from the (possibly wrong) ratios, in p-coordinates
        Hp = to_p(S, H)
        lhs: dict = {}
        for m in range(M):
            for j in range(R):
                for k in range(R):
                    c = coef[m][j][k] * x[m] % P
                    for (A, B), h in Hp.items():
                        key = (add(A, k), add(B, j))
                        lhs[key] = (lhs.get(key, 0) + c * h) % P
        diff = {kk for kk in set(lhs) | set(Gp) if (lhs.get(kk, 0) - Gp.get(kk, 0)) % P}
        ident_fail += len(diff)
        out.update({"terms_G": len(Gp)})
    out.update({"random_elements": nrand, "CG_nonzero": viol_total, "identity_G_eq_sum_mu_xH_mismatches": ident_fail})
    return out


if __name__ == "__main__":
    mode = sys.argv[1]
    R, M, n = (int(v) for v in sys.argv[2:5])
    P = PRIMES[sys.argv[5]]
    seed = int(sys.argv[6])
    t0 = time.time()
    if mode == "koszul":
        res = run_koszul(R, M, n, P, seed)
    elif mode == "bound":
        res = run_bound(R, M, n, P, seed)
    else:
        k = int(sys.argv[sys.argv.index("--random") + 1]) if "--random" in sys.argv else 0
        res = run_contain(R, M, n, P, seed, "--control" in sys.argv, k)
    res.update({"prime": sys.argv[5], "seed": seed, "seconds": round(time.time() - t0, 2)})
    print(json.dumps(res))
