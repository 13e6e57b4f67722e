# helper-112: membership control at small T, own J rows: F = c^kappa b1 b2 b3 b^mu' g^kappa_beta lies in J_k (full support);
# control: c^kappa b^mu'' g^kappa_beta (no b1b2b3 factor) does not.
import sys, itertools, random
from math import comb
import numpy as np, flint
from proofs.general.depth4 import fat_points
P = fat_points.PRIME
T = int(sys.argv[1]); seed = int(sys.argv[2]); k = 0
s = T // 2; N2 = comb(s + 1, 2); N1 = comb(s + 2, 3)
n, W4, _ = fat_points._weights(seed)
ib, ic = fat_points._index(N2), fat_points._index(s); nb = len(ib)
def comps(d, r=3): return [c for c in itertools.product(range(d + 1), repeat=r) if sum(c) == d]
def add(e, f): return tuple(x + y for x, y in zip(e, f))
U = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
rows = []
for j in range(3):
    for mu in comps(N2 - 1):
        for ga in comps(s - 1):
            r = [0] * (nb * len(ic))
            for i in range(3):
                for a in range(3):
                    col = ic[add(U[i], ga)] * nb + ib[add(U[a], mu)]
                    r[col] = (r[col] + int(W4[k, i]) * int(n[i, j, a])) % P
            rows.append(r)
rJ = flint.nmod_mat(rows, P).rank()
print(f"T={T} seed={seed} dim J_k at the point {rJ}, c_3 = ?")
# generators
def mul(A, B):
    out = {}
    for ea, va in A.items():
        for eb, vb in B.items():
            e = add(ea, eb); out[e] = (out.get(e, 0) + va * vb) % P
    return out
ell = [{tuple([int(j == jj) for jj in range(3)] + [int(m == mm) for mm in range(3)]): int(n[i, j, m]) for j in range(3) for m in range(3)} for i in range(3)]
random.seed(5)
alpha = (N1 - 2, 1, 1)
F, G = [], []
for trial in range(40):
    kappa = random.choice(comps(s))
    out = {(0,) * 6: 1}
    for i in range(3):
        for _ in range(kappa[i]): out = mul(out, ell[i])
    gens = {}
    for e, v in out.items():
        if v and all(x <= y for x, y in zip(e[:3], alpha)): gens.setdefault(e[:3], {})[e[3:]] = v
    beta = random.choice(sorted(gens)); g = gens[beta]
    mu = random.choice(comps(N2 - s - 3)); mu2 = random.choice(comps(N2 - s))
    for target, shift in ((F, add(mu, (1, 1, 1))), (G, mu2)):
        r = [0] * (nb * len(ic))
        for e, v in g.items(): r[ic[kappa] * nb + ib[add(e, shift)]] = v
        target.append(r)
rF = flint.nmod_mat(rows + F, P).rank(); rG = flint.nmod_mat(rows + G, P).rank()
print(f"rank J + 40 F = {rF} (in J iff = {rJ});  rank J + 40 controls without b1b2b3 = {rG}")
