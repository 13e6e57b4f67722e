"""Theorem G numerically (reviewer's code): dim k[a]_1 M''_{n,e-1} vs dim M''_{n,e} (kernel dims) and h_n(e).
usage: python r_gen.py seed n e1 e2"""
import sys, time
from rv import *
seed, n, e1, e2 = map(int, sys.argv[1:5])
fam = Fam(seed, 'I')
prev = None
for e in range(e1 - 1, e2 + 1):
    t0 = time.time()
    E, Cm = conditions(fam, e, n, g=np.random.default_rng(seed + e))
    B = kernel_basis(Cm)
    if prev is not None:
        Ep, Bp = prev
        idx = {tuple(x): i for i, x in enumerate(E)}
        cols = []
        for r_ in range(3):
            Z = np.zeros((len(E), Bp.shape[1]), np.int64)
            tgt = []
            for x in Ep:
                y = list(x); y[r_] += 1; tgt.append(idx[tuple(y)])
            Z[tgt, :] = Bp
            cols.append(Z)
        gen = nrank(np.concatenate(cols, axis=1))
        # containment of the products in the kernel at degree e (sanity): C * products == 0
        print(f"seed={seed} n={n} e={e}: dim M''_(n,e) (kernel) = {B.shape[1]}, h_n(e) = {h(n, e)}, "
              f"dim k[a]_1 M''_(n,e-1) = {gen}, generated: {gen == B.shape[1]}  [{time.time()-t0:.1f}s]", flush=True)
    else:
        print(f"seed={seed} n={n} e={e}: dim M''_(n,e) (kernel) = {B.shape[1]}, h_n(e) = {h(n, e)}", flush=True)
    prev = (E, B)
