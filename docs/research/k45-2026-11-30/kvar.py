"""Variants of the operator: which parts of Lambda produce K. usage: python kvar.py SEED
Lambda_{L,B'} = (L b').d/db' + sum_i gamma_i ((B' b')_i / l_i) d/dgamma_i + h-part (induced by m1),
RAC case: B' = B L.  Decoupled parameters (mode dec)."""
import sys, random
from kcore import *
from kdim import compute_K

seed = int(sys.argv[1])
rnd = random.Random(1000 + seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
Z = [[0] * 3 for _ in range(3)]
base = params(seed, "dec")
B = base['B']; L = base['L']
Bp = R3()
Ld = [[L[i][j] * (i == j) for j in range(3)] for i in range(3)]
Loff = [[L[i][j] * (i != j) for j in range(3)] for i in range(3)]
variants = {
    "tied (L, BL)": (L, mm(B, L)),
    "L diagonal, tied (Ld, B Ld)": (Ld, mm(B, Ld)),
    "b'-part only (L, 0)": (L, Z),
    "gamma-part only (0, BL)": (Z, mm(B, L)),
    "free (L, B' random)": (L, Bp),
    "b'-part off-diagonal only (Loff, 0)": (Loff, Z),
    "gamma-part only, B' random (0, B')": (Z, Bp),
}
for name, (LL, BB) in variants.items():
    S = Setup(base)
    S.Lb = [lin(LL[i], BV) for i in range(3)]
    S.lp = [lin(BB[i], BV) for i in range(3)]
    r = compute_K(S)
    print(f"seed {seed} {name}: dim K = {r['dimK']}", flush=True)
