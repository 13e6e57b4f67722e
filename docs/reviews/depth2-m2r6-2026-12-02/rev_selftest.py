"""Self-test: y from a plain forward pass of length 2s == sum_k g_k P_k(a) from rev_d2.end_rows (mod p)."""
import numpy as np, itertools
from rev_d2 import draw_weights, end_rows, mult_table, monomials, P_DEFAULT as p

def forward(W, xs):
    H, A, B, c, W1 = W['WH1'], W['WI2'], W['WH2'], W['WO'][0], W['WI1']
    R = H.shape[0]
    a = np.ones(R, dtype=np.int64); g = np.ones(R, dtype=np.int64)   # W^H h^0 = 1
    for x in xs:
        h1 = a * (W1 @ x % p) % p
        h2 = g * (A @ h1 % p) % p
        a, g = H @ h1 % p, B @ h2 % p
    return a, g, int(c @ h2 % p)

bad = 0; n = 0
for (M, R) in [(2, 3), (2, 4), (3, 4), (2, 6)]:
    W = draw_weights(M, R, 7, p)
    for s in range(1, 5):
        rng = np.random.default_rng(s)
        tabs = {j: mult_table(R, j) for j in range(1, s)}
        for trial in range(3):
            xs = rng.integers(0, p, (2 * s, M)).astype(np.int64)
            a, g, _ = forward(W, xs[:s])
            _, _, y = forward(W, xs)
            row = end_rows(W, s, xs[None, s:], p, tabs)[0].reshape(R, -1)
            mons = monomials(R, s)
            val = 0
            for k in range(R):
                for mi, m in enumerate(mons):
                    term = int(row[k, mi]) * int(g[k]) % p
                    for v in m:
                        term = term * int(a[v]) % p
                    val = (val + term) % p
            n += 1; bad += (val != y)
print(f"selftest: {n} cases, {bad} mismatches")
