"""Small certificates at the special family H3 = I (other weights random integers, same RNG as fk_rank.py):
 (b) the killed points: for each (k, j), b_kj spans the kernel of the 2 x 3 system
       b -> ( W3[k,:] . ( (H2 (b * c_j)) * (W2 ((H1 e_j) * w_m)) ) )_{m=1,2},   c_j = W2 e_j,  w_m = W1 e_m,
     the system has rank 2, and ell_k(b_kj * c_j) != 0 (so the R evaluations f -> f(e_j, b_kj) are independent
     on the one-step model V_k: the generators with alpha = N' e_j separate them);
 sanity: F_k(e_j, b_kj; End) == 0 for random End inputs, and != 0 for a perturbed b (negative control).
Usage: python check_base.py seed n
"""
import sys, os
os.environ['H3I'] = '1'
import numpy as np
from fk_rank import weights, evaluate, p, red

def kernel_2x3(A):
    # A: 2x3 over GF(p) as python ints; returns (rank, kernel vector)
    a, b = A
    v = [(a[1]*b[2]-a[2]*b[1]) % p, (a[2]*b[0]-a[0]*b[2]) % p, (a[0]*b[1]-a[1]*b[0]) % p]
    return (2 if any(v) else 1), v

seed, n = int(sys.argv[1]), int(sys.argv[2])
R, M = 3, 2
Wt, g = weights(R, M, seed)
W = {k: np.asarray(v, dtype=object) if v.ndim else v for k, v in Wt.items()}
W1, W2, W3, H1, H2 = (Wt[k].astype(np.int64).astype(object) for k in ('W1', 'W2', 'W3', 'H1', 'H2'))
ok = True
rng = np.random.default_rng(1000 + seed)
xs = rng.integers(0, p, (40, n, M)).astype(np.float64)
for k in range(R):
    for j in range(R):
        ej = np.zeros(R, dtype=object); ej[j] = 1
        cj = W2[:, j]
        rows = []
        for m in range(M):
            wm = W1[:, m]
            v = W2.dot((H1.dot(ej)) * wm) % p          # W2((H1 e_j) * w_m)
            # linear form in b: sum_r W3[k,r] * (H2 (b*c_j))_r * v_r = sum_s b_s * c_j[s] * sum_r W3[k,r] v_r H2[r,s]
            coef = [int((cj[s] * sum(W3[k, r] * v[r] * H2[r, s] for r in range(R))) % p) for s in range(R)]
            rows.append(coef)
        rk, b = kernel_2x3(rows)
        q = [b[s] * int(cj[s]) % p for s in range(R)]
        lk = sum(int(W3[k, r]) * q[r] for r in range(R)) % p
        a = np.zeros((1, R)); a[0, j] = 1.0
        bb = np.array([b], dtype=np.float64)
        val = evaluate(Wt, a, bb, None, xs, top=k)
        bp = bb.copy(); bp[0, 0] = (bp[0, 0] + 1) % p
        valp = evaluate(Wt, a, bp, None, xs, top=k)
        good = rk == 2 and lk != 0 and not val.any() and valp.all()
        ok &= good
        print(f"seed={seed} k={k} j={j}: system rank {rk}, ell_k(b_kj*c_j) = {lk} (!=0: {lk != 0}), "
              f"F_k(e_j,b_kj;End)==0 on 40 End seqs: {not val.any()}, perturbed b nonzero on all 40: {bool(valp.all())}")
print("ALL OK" if ok else "FAILED")
