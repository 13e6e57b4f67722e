"""Monomial (log-linear) Start instances: W^{I,1} selector m:[R]->[M], H permutation sigma, A selector alpha,
B permutation tau.  In log coordinates Z_t = Mk Z_{t-1} + N y^t, Z = (log h^{t,1}, log h^{t,2}); the Start Jacobian
rank = dim of the Krylov space [N, Mk N, ..., Mk^{s-1} N].  Random search: how often is it full (2R) at
s1 = ceil((2R-2)/(M-1))?"""
import sys, math, random
import numpy as np
from sympy import Matrix

def system(M, R, m, sigma, alpha, tau):
    Ps = np.zeros((R, R), dtype=np.int64); Pa = np.zeros((R, R), dtype=np.int64); Pt = np.zeros((R, R), dtype=np.int64)
    Sm = np.zeros((R, M), dtype=np.int64)
    for v in range(R):
        Ps[v, sigma[v]] = 1; Pa[v, alpha[v]] = 1; Pt[v, tau[v]] = 1; Sm[v, m[v]] = 1
    Mk = np.block([[Ps, np.zeros((R, R), dtype=np.int64)], [Pa @ Ps, Pt]])
    N = np.vstack([Sm, Pa @ Sm])
    return Mk, N

def krylov_ranks(Mk, N, smax):
    cols = []; X = N.copy(); out = []
    for s in range(1, smax + 1):
        cols.append(X); X = Mk @ X
        out.append(int(np.linalg.matrix_rank(np.hstack(cols).astype(float))))
    return out

if __name__ == "__main__":
    random.seed(0)
    for (M, R) in [(2, 3), (2, 4), (3, 4), (2, 5), (3, 5), (2, 6), (3, 6), (4, 6), (3, 7)]:
        s1 = math.ceil((2 * R - 2) / (M - 1)); good = 0; trials = 300
        for _ in range(trials):
            m = [random.randrange(M) for _ in range(R)]
            sigma = random.sample(range(R), R); tau = random.sample(range(R), R)
            alpha = [random.randrange(R) for _ in range(R)]
            Mk, N = system(M, R, m, sigma, alpha, tau)
            if krylov_ranks(Mk, N, s1)[-1] == 2 * R: good += 1
        print(M, R, s1, good, "/", trials, flush=True)
