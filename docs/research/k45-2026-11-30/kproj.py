"""k-projections E_k of K: do they depend on H4?  usage: python kproj.py SEED"""
import sys, random
from kcore import *
from kdim import compute_K

seed = int(sys.argv[1])
base = params(seed, "dec")
rnd = random.Random(2000 + seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
M6 = bimonos(6, 3)
H4s = {"H4a": base['H4'], "H4b": R3(), "H4c": R3(), "I": [[int(i == j) for j in range(3)] for i in range(3)]}
E = {}
for name, H in H4s.items():
    prm = dict(base); prm['H4'] = H
    r = compute_K(Setup(prm), want_basis=True)
    E[name] = [[F[k] for F in r['K']] for k in range(3)]
    print(name, "dim K", r['dimK'], "ranks of k-projections", [rank_polys(E[name][k], M6) for k in range(3)], flush=True)
for k in range(3):
    a = E["H4a"][k]; b = E["H4b"][k]; c = E["H4c"][k]; i = E["I"][k]
    print(f"k={k}: rank(Ea+Eb) = {rank_polys(a + b, M6)}, rank(Ea+Eb+Ec) = {rank_polys(a + b + c, M6)}, "
          f"rank(Ea + K_I) = {rank_polys(a + i, M6)}, rank(K_I) = {rank_polys(i, M6)}")
