"""Slice 0 with b = 0 (no Krylov): P_0(N, 0): k[x,z]_(N-n-1) . pi_0(G) = T_0(N) with fat orders kappa_r
(i.e. F_kappa divisible by ybar^kappa) -- the base of Lemma 8's induction on b.  Also P_b(N, 0) for b = 1, 2.
usage: slice0_b0.py n Nmax"""
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import cert  # noqa: E402
from proofs.general.depth4.thin.slices import SliceModel, special_point
n, Nmax = int(sys.argv[1]), int(sys.argv[2])
pt = special_point(seed=1)
model = SliceModel(n=n, point=pt)
for b in (0, 1, 2):
    row = []
    for N in range(n + 1, Nmax + 1):
        ok, dS, dT = cert.P_holds(model, pt, n, b, N, 0)
        row.append(f"N={N}:{'=' if ok else '<'}({dS}/{dT})")
    print(f"n={n} b={b} slice 0: " + " ".join(row))
    sys.stdout.flush()
