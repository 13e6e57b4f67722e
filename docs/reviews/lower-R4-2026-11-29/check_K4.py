"""C2: condition (b) of Lemma U and Lemma K at R = 4, M = 3 on the family H3 = I, own code and own points.
For each (k, j): the M x R system S[m, r] = l_k((H2 e_r c_j[r]) * W2((H1 e_j) * WI1[:, m])) (the M conditions
of Lemma K for w = the columns of W^{I,1}), b_kj = generalised cross product (signed maximal minors, exact integers),
(b) = [rank S = R - 1 (b_kj != 0) and l_k(b_kj * c_j) != 0], both exact over Z.
Then Lemma K: F_k(e_j, b_kj; End) == 0 mod p on 40 random End sequences (general evaluator eval_P), and
negative controls (each must be nonzero on all 40): (i) b_kj + e_0, (ii) F_{k+1 mod R}(e_j, b_kj),
(iii) the same weights with a generic H3.
usage: python check_K4.py [wseed ...]   (default 61 62; same weights as big_rank.py with that wseed at p = 16777213)"""
import sys, time, itertools, numpy as np
import sympy as sp
sys.path.insert(0, '/work/main')
from rac4 import *

p = 16777213
R, M = 4, 3
t0 = time.time()


def cross(S):
    """generalised cross product of the rows of the (R-1) x R integer matrix S."""
    Sm = sp.Matrix(S)
    return [(-1) ** r * int(Sm[:, [c for c in range(R) if c != r]].det()) for r in range(R)]


allok = True
for wseed in (tuple(map(int, sys.argv[1:])) or (61, 62)):
    W = draw_weights(wseed, p, R, M, 'H3I')
    WI1, WI2, WI3, WH1, WH2 = ([[int(v) for v in row] for row in W[k]] for k in ('WI1', 'WI2', 'WI3', 'WH1', 'WH2'))
    Wgen = dict(W); Wgen['WH3'] = draw_weights(wseed + 500, p, R, M, 'generic')['WH3']
    g = np.random.default_rng(wseed + 9000)
    for n in (2, 4, 5):
        X = g.integers(-(p // 2), p // 2, (40, n, M))
        for k in range(R):
            lk = WI3[k]
            for j in range(R):
                cj = [WI2[i][j] for i in range(R)]
                S = []
                for m in range(M):
                    v = [WH1[i][j] * WI1[i][m] for i in range(R)]              # (H1 e_j) * w, w = WI1[:, m]
                    z = [sum(WI2[i][q] * v[q] for q in range(R)) for i in range(R)]  # W2(...)
                    S.append([sum(lk[i] * WH2[i][r] * cj[r] * z[i] for i in range(R)) for r in range(R)])
                b = cross(S)
                # check it is a kernel vector, exactly
                assert all(sum(S[m][r] * b[r] for r in range(R)) == 0 for m in range(M))
                rankS = sp.Matrix(S).rank()
                lkbc = sum(lk[i] * b[i] * cj[i] for i in range(R))
                a = np.zeros((1, R), dtype=np.int64); a[0, j] = 1
                bm = np.array([[v % p for v in b]], dtype=np.int64)
                ek = np.zeros((1, R), dtype=np.int64); ek[0, k] = 1
                ek1 = np.zeros((1, R), dtype=np.int64); ek1[0, (k + 1) % R] = 1
                Fk = np.mod(eval_P(W, a, bm, ek, X, p), p)
                bpert = bm.copy(); bpert[0, 0] += 1
                neg1 = np.mod(eval_P(W, a, bpert, ek, X, p), p)
                neg2 = np.mod(eval_P(W, a, bm, ek1, X, p), p)
                neg3 = np.mod(eval_P(Wgen, a, bm, ek, X, p), p)
                line = (f"wseed={wseed} n={n} k={k} j={j}: rank S = {rankS}, l_k(b*c_j) != 0: {lkbc != 0}, "
                        f"F_k(e_j,b_kj) nonzero on {np.count_nonzero(Fk)}/40; controls nonzero on "
                        f"{np.count_nonzero(neg1)}, {np.count_nonzero(neg2)}, {np.count_nonzero(neg3)} /40")
                ok = rankS == R - 1 and lkbc != 0 and np.count_nonzero(Fk) == 0 and min(
                    np.count_nonzero(neg1), np.count_nonzero(neg2), np.count_nonzero(neg3)) == 40
                allok &= ok
                if n == 5 or not ok:
                    print(line + ("" if ok else "   <-- FAIL"), flush=True)
        print(f"wseed={wseed} n={n}: done", flush=True)
print(f"ALL OK: {allok}   wall {time.time() - t0:.1f}s")
