"""Reviewer k45 (own code). Lemma 2 numerically: in coordinates (b', z) with J3_r = (b'_m z_m) monomial, the quotient
P(6,3)/J3_r(6,3) has the 27 'disjoint-support' monomials as basis; l123 = prod_i (B b')_i with B random.
Rank of the images of l123 * (the 100 monomials of bidegree (3,3)) in the quotient: Lemma 2 says <= 18.
Also with one entry of B set to 0 (hypothesis of Lemma 2 violated) for contrast.  usage: python lemma2_num.py PRIME SEED"""
import sys, itertools, random
from flint import nmod_mat, nmod_mpoly_ctx
p, seed = int(sys.argv[1]), int(sys.argv[2]); rng = random.Random(seed)
ctx = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'z1', 'z2', 'z3'), modulus=p); X = ctx.gens()
comps = lambda n, d: [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
disj = [a + e for a in comps(3, 6) for e in comps(3, 3) if not any(a[i] and e[i] for i in range(3))]
J = [a + e for a in comps(3, 6) for e in comps(3, 3) if any(a[i] and e[i] for i in range(3))]
print(f"disjoint monomials: {len(disj)} (expect 27); in J3_r(6,3): {len(J)} (expect 253)")
di = {m: i for i, m in enumerate(disj)}
def run(B, tag):
    l = [sum((B[i][j] * X[j] for j in range(3)), ctx.from_dict({})) for i in range(3)]
    l123 = l[0] * l[1] * l[2]
    rows = []
    for a in comps(3, 3):
        for e in comps(3, 3):
            f = l123 * ctx.from_dict({a + e: 1})
            v = [0] * 27
            for m, co in f.to_dict().items():
                if tuple(m) in di: v[di[tuple(m)]] = int(co)
            rows.append(v)
    r = nmod_mat(len(rows), 27, [x for v in rows for x in v], p).rank()
    print(f"{tag}: rank of l123*P(3,3) in P(6,3)/J3_r(6,3) = {r}")
B = [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
run(B, "generic B")
B0 = [row[:] for row in B]; B0[0][2] = 0
run(B0, "B[1,3] = 0")
