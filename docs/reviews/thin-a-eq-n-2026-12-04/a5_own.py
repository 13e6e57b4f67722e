"""Direct test of the statement of Lemma A5(ii) in the own local model (no use of Lemma A6's proof):
c_k^(n-1) c~_2 {1,x,z}  in  c^(mu0) W_(mu0) + Y_nv,  Y_nv = sum over non-vertex mu of c^mu Z,
and that it FAILS without Y_nv (vertex alone).  usage: a5_own.py n1 n2 ..."""
import sys, time
import numpy as np
src = open('docs/reviews/thin-a-eq-n-2026-12-04/local_own.py').read().split("print('=== (5)")[0]
exec(src)   # the definitions of local_own.py only (jets, elements, Z, ctil)
t0 = time.time()
for n in map(int, sys.argv[1:]):
    cm = monos(n); ci = {m: i for i, m in enumerate(cm)}; nc = len(cm)
    def lift(mu, v):   # c^mu * (30-vector with c-linear coefficients) -> row over (xz-mono <= 3) x k[c]_n
        R = np.zeros(10 * nc, np.int64)
        for q in range(10):
            for s in range(3):
                if v[3 * q + s]:
                    j = q * nc + ci[tuple(mu[r] + (r == s) for r in range(3))]; R[j] = (R[j] + v[3 * q + s]) % p
        return R
    nv = [m for m in monos(n - 1) if sorted(m) != [0, 0, n - 1]]
    Y = np.array([lift(mu, z) for mu in nv for z in Z])
    rY = rank(Y)
    for k in range(3):
        mu0 = tuple((n - 1) * (r == k) for r in range(3))
        V = np.array([lift(mu0, v) for v in elements(n, mu0, k)[0]])
        T = np.array([lift(mu0, t) for t in TG])
        r1 = rank(np.concatenate([V, Y])); r2 = rank(np.concatenate([V, Y, T]))
        r3 = rank(V); r4 = rank(np.concatenate([V, T]))
        print(f'n={n} k={k+1}: rank Y_nv = {rY}; vertex+Y_nv: {r1}, +targets: {r2} -> A5(ii) {"TRUE" if r1 == r2 else "FALSE"}; '
              f'vertex alone deficit {r4 - r3}  [{time.time()-t0:.0f}s]', flush=True)
