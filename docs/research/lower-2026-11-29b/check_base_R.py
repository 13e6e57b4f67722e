"""check_base.py for any R (M = R - 1): condition (b) of Lemma U and the killed-point sanity checks on the
family H3 = I.  b_kj = generalised cross product of the (R-1) x R system (signed maximal minors mod p).
Usage: python check_base_R.py R seed n"""
import sys, os
os.environ['H3I'] = '1'
import numpy as np
from fk_rank import weights, evaluate, p

def det_mod(A):
    A = [list(r) for r in A]; n = len(A); d = 1
    for c in range(n):
        piv = next((i for i in range(c, n) if A[i][c] % p), None)
        if piv is None: return 0
        if piv != c: A[c], A[piv] = A[piv], A[c]; d = -d
        d = d * A[c][c] % p; inv = pow(A[c][c], p - 2, p)
        for i in range(c + 1, n):
            f = A[i][c] * inv % p
            A[i] = [(x - f * y) % p for x, y in zip(A[i], A[c])]
    return d % p

R, seed, n = map(int, sys.argv[1:4]); M = R - 1
Wt, g = weights(R, M, seed)
W1, W2, W3, H1, H2 = (Wt[k].astype(np.int64).astype(object) for k in ('W1', 'W2', 'W3', 'H1', 'H2'))
rng = np.random.default_rng(1000 + seed)
xs = rng.integers(0, p, (40, n, M)).astype(np.float64)
ok = True
for k in range(R):
    for j in range(R):
        ej = np.zeros(R, dtype=object); ej[j] = 1
        cj = W2[:, j]
        rows = []
        for m in range(M):
            v = W2.dot((H1.dot(ej)) * W1[:, m]) % p
            rows.append([int((cj[s] * sum(W3[k, r] * v[r] * H2[r, s] for r in range(R))) % p) for s in range(R)])
        b = [(-1) ** s * det_mod([[row[c] for c in range(R) if c != s] for row in rows]) % p for s in range(R)]
        assert all(sum(row[s] * b[s] for s in range(R)) % p == 0 for row in rows)
        rk = any(b)
        q = [b[s] * int(cj[s]) % p for s in range(R)]
        lk = sum(int(W3[k, r]) * q[r] for r in range(R)) % p
        a = np.zeros((1, R)); a[0, j] = 1.0
        bb = np.array([b], dtype=np.float64)
        val = evaluate(Wt, a, bb, None, xs, top=k)
        bp = bb.copy(); bp[0, 0] = (bp[0, 0] + 1) % p
        valp = evaluate(Wt, a, bp, None, xs, top=k)
        good = rk and lk != 0 and not val.any() and valp.all()
        ok &= bool(good)
        print(f"R={R} seed={seed} k={k} j={j}: system rank {R-1 if rk else '<R-1'}, ell_k(b_kj*c_j)={lk}, "
              f"F_k(e_j,b_kj;End)==0 on 40: {not val.any()}, perturbed nonzero on all 40: {bool(valp.all())}")
print("ALL OK" if ok else "FAILED")
