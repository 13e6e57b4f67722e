"""S_W rank, E rank, full rank at one random instance (own code)."""
import numpy as np, itertools, sys, time
from rac2 import *

def exps(R, d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

def powmat(Y, E):
    """Y (N,R) mod P, E list of exponent tuples -> (N, len(E)) monomial values."""
    N, R = Y.shape; d = max(sum(e) for e in E)
    pw = np.ones((d + 1, N, R), np.int64)
    for k in range(1, d + 1): pw[k] = (pw[k - 1] * Y) % P
    out = np.ones((N, len(E)), np.int64)
    for j, e in enumerate(E):
        v = np.ones(N, np.int64)
        for i, ei in enumerate(e):
            if ei: v = (v * pw[ei][:, i]) % P
        out[:, j] = v
    return out

def W_basis_eval(rac, a, g, s):
    """values of a basis of W_s = sum_k g_k (I_k)_s at points (a, g)."""
    M, R = rac.M, rac.R; cols = []
    rng = np.random.default_rng(123)
    for k in range(R):
        C = np.array([(rac.WI2[k, :] * rac.WI1[:, x]) % P for x in range(M)])  # M x R
        if M >= R:
            B = np.eye(R, dtype=np.int64); keep = lambda e: True
        else:
            B = np.vstack([C, rng.integers(1, P, size=(R - M, R))]); keep = lambda e: any(e[:M])
        E = [e for e in exps(R, s) if keep(e)]
        Y = mm(a, B.T)
        cols.append((powmat(Y, E) * g[:, k][:, None]) % P)
    return np.hstack(cols)

def run(M, R, s, seed=0, full=True):
    t0 = time.time(); rac = RAC(M, R, seed)
    rho, D = rho2(M, R, s); cap = min(R, M) * M**(s - 1)
    a, g = rac.start_states(s)
    S = W_basis_eval(rac, a, g, s); rS = rank(S)
    rng = np.random.default_rng(seed + 1000)
    Np = min(D, M**s) + 12
    ar = rng.integers(0, P, size=(Np, R)); gr = rng.integers(0, P, size=(Np, R))
    rE = rank(rac.end_values(ar, gr, s))
    rA = rank(rac.end_values(a, g, s)) if full else None
    return dict(M=M, R=R, T=2*s, D=D, Ms=M**s, cap=cap, rho=rho, rankS=rS, S_target=min(D, M**s),
                rankE=rE, E_target=min(D, cap), rankA=rA, sylv=rS + rE - D, secs=round(time.time()-t0, 1))

if __name__ == '__main__':
    M, R, s = map(int, sys.argv[1:4]); print(run(M, R, s))
