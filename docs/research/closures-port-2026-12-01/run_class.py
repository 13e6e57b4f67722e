"""One closure with the lab module: python run_class.py T a1 a2 a3 [seed]  (prints the dict and the closed bound)."""
import sys
import time

from proofs.general.depth4 import closures

T, alpha = int(sys.argv[1]), tuple(int(v) for v in sys.argv[2:5])
seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
t = time.time()
if alpha[1:] == (1, 0):
    out = closures.edge_kernel_bound(T=T, seed=seed)
    print(f"T={T} alpha={alpha} seed={seed} p={closures.PRIME} edge_kernel_bound: {out}")
else:
    out = closures.lemma_v_bound(T=T, alpha=alpha, seed=seed)
    print(f"T={T} alpha={alpha} seed={seed} p={closures.PRIME} lemma_v_bound: {out}")
print(f"closed bound {out['bound'] if 'bound' in out else out['block']}  ({time.time() - t:.1f} s)")
