"""Own evaluator (item 4): depth-2 one-hot RAC over GF(p), numpy int64, p < 2^26.
h^{t,1} = u_x * (WH1 h^{t-1,1});  h^{t,2} = (WI2 h^{t,1}) * (WH2 h^{t-1,2});  y = WO h^{T,2}.
Cut state: a = WH1 h^{s,1}, g = WH2 h^{s,2}."""
import numpy as np, itertools, flint
from math import comb
P = 67108859  # prime < 2^26

def mm(A, B):  # (n,k)@(k,m) mod P with k small: reduce per chunk
    A = np.asarray(A, np.int64) % P; B = np.asarray(B, np.int64) % P
    out = np.zeros((A.shape[0], B.shape[1]), np.int64)
    for i in range(0, A.shape[1], 512):
        out = (out + (A[:, i:i+512] @ B[i:i+512]) % P) % P
    return out

def mc(r, d):
    return comb(r + d - 1, d) if r > 0 and d >= 0 else 0

def rho2(M, R, s):
    D = R * (mc(R, s) - mc(R - M, s))
    return min(D, M**s, min(R, M) * M**(s - 1)), D

class RAC:
    def __init__(s, M, R, seed=0):
        rng = np.random.default_rng(seed)
        r = lambda *sh: rng.integers(1, P, size=sh, dtype=np.int64)
        s.M, s.R = M, R
        s.WI1, s.WH1, s.WI2, s.WH2 = r(R, M), r(R, R), r(R, R), r(R, R)
        s.h01, s.h02, s.WO = r(R), r(R), r(R)

    def start_states(s, n):
        """(a, g) for all M^n Start words, word index = sum x_t M^(n-t) (first symbol most significant)."""
        H1 = s.h01[None, :].copy(); H2 = s.h02[None, :].copy()
        for _ in range(n):
            A1 = mm(H1, s.WH1.T); G1 = mm(H2, s.WH2.T)
            n1 = []; n2 = []
            for x in range(s.M):
                h1 = (A1 * s.WI1[:, x][None, :]) % P
                n1.append(h1); n2.append((mm(h1, s.WI2.T) * G1) % P)
            H1 = np.stack(n1, 1).reshape(-1, s.R); H2 = np.stack(n2, 1).reshape(-1, s.R)
        return mm(H1, s.WH1.T), mm(H2, s.WH2.T)

    def end_values(s, a, g, n):
        """values p_tau(a_i, g_i) for all End words tau of length n: array (len(a), M^n)."""
        A, G = a, g  # rows: points; expand words as extra leading axis
        N = a.shape[0]
        states = [(A, G)]
        for t in range(n):
            new = []
            for (A_, G_) in states:
                for x in range(s.M):
                    h1 = (A_ * s.WI1[:, x][None, :]) % P
                    h2 = (mm(h1, s.WI2.T) * G_) % P
                    if t == n - 1:
                        new.append(mm(h2, s.WO[:, None])[:, 0])
                    else:
                        new.append((mm(h1, s.WH1.T), mm(h2, s.WH2.T)))
            states = new
        return np.stack(states, 1)  # (N, M^n), tau index first symbol most significant

def rank(mat):
    mat = np.asarray(mat, np.int64) % P
    m = flint.nmod_mat(mat.shape[0], mat.shape[1], [int(v) for v in mat.ravel()], P)
    return m.rank()

def direct_y(rac, word):
    h1, h2 = rac.h01 % P, rac.h02 % P
    for x in word:
        h1 = (rac.WI1[:, x] * ((rac.WH1 @ h1) % P)) % P
        h2 = (((rac.WI2 @ h1) % P) * ((rac.WH2 @ h2) % P)) % P
    return int((rac.WO @ h2) % P)
