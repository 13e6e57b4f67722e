# Reviewer's own a-splitting of the base (A_R): P_3 = sum_k g_k W^O_k F_k(p, b), p = a (.) u1, with (H3 = I)
#   F_k = l_k(q) l_k(Q1) l_k(Q2),  q = b (.) W2 p,  Q1 = (H2 q) (.) (W2 diag(u2) H1 p),
#   Q2 = (H2 Q1) (.) (W2 diag(u3) H1 diag(u2) H1 p),  l_k = row k of W3.
# dim Z_3 = sum_gamma dim span_{u2,u3} ([p^gamma] F_k)_k  (tuples of cubic b-forms).
# Usage: python base_split_rv.py R seed
import sys, time, itertools, numpy as np, scipy.sparse as sp
from common_rv import *

def exps(R, d):
    out = []
    for c in itertools.combinations_with_replacement(range(R), d):
        e = [0] * R
        for i in c: e[i] += 1
        out.append(tuple(e))
    return out

def add(e, f): return tuple(x + y for x, y in zip(e, f))

def mulmap(R, da, db, na_extra=1, nb_extra=1):
    """sparse 0/1 matrix sending outer (mon_a x mon_b) to mon_(a+b), as index arrays."""
    Ea, Eb, Ec = exps(R, da), exps(R, db), exps(R, da + db)
    ic = {e: i for i, e in enumerate(Ec)}
    idx = np.array([[ic[add(x, y)] for y in Eb] for x in Ea])
    return idx, len(Ec)

def main(R, seed, S=None):
    rng = np.random.default_rng(seed * 7919 + 5)
    H1, H2, W2, W3 = (rmat(rng, R, R) for _ in range(4))
    import os
    if os.environ.get('DEGEN'):  # negative control: W2 = H2 = I
        W2 = np.eye(R, dtype=np.int64); H2 = np.eye(R, dtype=np.int64); print('DEGEN: W2 = H2 = I')
    if S is None: S = R * mset(R, 3) + 12
    t0 = time.time()
    E1, E2, E3, E6 = exps(R, 1), exps(R, 2), exps(R, 3), exps(R, 6)
    n1, n2, n3, n6 = len(E1), len(E2), len(E3), len(E6)
    i11, _ = mulmap(R, 1, 1); i12, _ = mulmap(R, 1, 2); i33, _ = mulmap(R, 3, 3)
    b2i, _ = mulmap(R, 1, 1)  # (r, s) -> b-monomial of degree 2 (same as p)
    b3i, _ = mulmap(R, 2, 1)  # (b2mon, t) -> b-monomial of degree 3
    def lin_times_lin(X, Y):  # X, Y (..., R) linear forms -> (..., n2)
        out = np.zeros(X.shape[:-1] + (n2,), dtype=np.int64)
        prod = (X[..., :, None] * Y[..., None, :]) % P
        flat = prod.reshape(X.shape[:-1] + (R * R,))
        np.add.at(out, (..., i11.reshape(-1)), 0)  # no-op to keep shapes
        for a in range(R):
            for bb in range(R):
                out[..., i11[a, bb]] += prod[..., a, bb]
        return out % P
    def lin_times_q(X, Y):  # X (..., R) linear, Y (..., n2) quadratic -> (..., n3)
        out = np.zeros(X.shape[:-1] + (n3,), dtype=np.int64)
        for a in range(R):
            for j in range(n2):
                out[..., i12[a, j]] += (X[..., a] * Y[..., j]) % P
        return out % P
    # sparse maps for the b x p products
    # AB: A[k, r, i] (deg1 p), B[k, s, j] (deg2 p) -> AB[k, b2mon, p3mon]
    rows, cols = [], []
    for r in range(R):
        for s in range(R):
            for i in range(n1):
                for j in range(n2):
                    rows.append(((r * R + s) * n1 + i) * n2 + j); cols.append(b2i[r, s] * n3 + i12[i, j])
    M1 = sp.csr_matrix((np.ones(len(rows), dtype=np.int64), (rows, cols)), shape=(R * R * n1 * n2, n2 * n3))
    rows, cols = [], []
    for bm in range(n2):
        for pm in range(n3):
            for t in range(R):
                for pc in range(n3):
                    rows.append(((bm * n3 + pm) * R + t) * n3 + pc); cols.append(b3i[bm, t] * n6 + i33[pm, pc])
    M2 = sp.csr_matrix((np.ones(len(rows), dtype=np.int64), (rows, cols)), shape=(n2 * n3 * R * n3, n3 * n6))
    F = np.zeros((S, R, n3, n6), dtype=np.int64)
    for sidx in range(S):
        u2 = rng.integers(1, P, size=R, dtype=np.int64); u3 = rng.integers(1, P, size=R, dtype=np.int64)
        V = W2 % P                                           # v_r = row r of W2 (linear forms in p)
        Wf = (W2 @ ((u2[:, None] * H1) % P)) % P             # w = W2 diag(u2) H1 p
        Zf = (W2 @ ((u3[:, None] * H1) % P)) % P
        Zf = (Zf @ ((u2[:, None] * H1) % P)) % P             # z = W2 diag(u3) H1 diag(u2) H1 p
        A = np.zeros((R, R, n1), dtype=np.int64); B = np.zeros((R, R, n2), dtype=np.int64); C = np.zeros((R, R, n3), dtype=np.int64)
        for k in range(R):
            for r in range(R):
                A[k, r] = (W3[k, r] * V[r]) % P
                lw = np.zeros(R, dtype=np.int64)
                for i in range(R):
                    lw = (lw + (W3[k, i] * H2[i, r]) % P * Wf[i]) % P
                B[k, r] = lin_times_lin(V[r], lw)
            # Zk_j = sum_i W3[k,i] H2[i,j] z_i ; U_r = sum_j H2[j,r] w_j Zk_j ; C_r = v_r U_r
            Zk = np.zeros((R, R), dtype=np.int64)
            for j in range(R):
                for i in range(R):
                    Zk[j] = (Zk[j] + (W3[k, i] * H2[i, j]) % P * Zf[i]) % P
            WZ = lin_times_lin(Wf, Zk)  # (R(j), n2): w_j * Zk_j
            for r in range(R):
                U = np.zeros(n2, dtype=np.int64)
                for j in range(R):
                    U = (U + H2[j, r] * WZ[j]) % P
                C[k, r] = lin_times_q(V[r], U)
        # AB
        outer = (A[:, :, None, :, None] * B[:, None, :, None, :]) % P     # (k, r, s, i, j)
        AB = (outer.reshape(R, -1) @ M1) % P                             # (k, n2*n3)
        outer2 = (AB.reshape(R, n2 * n3, 1, 1) * C.reshape(R, 1, R, n3)) % P
        F[sidx] = ((outer2.reshape(R, -1) @ M2) % P).reshape(R, n3, n6)
    t1 = time.time()
    tot, tot_t, bad = 0, 0, 0
    for gi, g in enumerate(E6):
        k = sum(1 for x in g if x > 0)
        tgt = R * (mset(R, 3) - mset(R - k, 3))
        rk = rank_modp(F[:, :, :, gi].reshape(S, R * n3))
        tot += rk; tot_t += tgt
        if rk != tgt: bad += 1
    t2 = time.time()
    print(f"base-split R={R} seed={seed} p={P} samples={S}: sum_gamma dim = {tot} (per-gamma target sum {tot_t}, R c(R,3) = {R * c_formula(R, 3)}); pieces short: {bad}; build {t1-t0:.1f}s ranks {t2-t1:.1f}s", flush=True)

if __name__ == '__main__':
    main(int(sys.argv[1]), int(sys.argv[2]))
