"""Numerical checks of Lemma A4 (non-vertex mu) and Lemma A5(i) (the ev part at a vertex), own code, exact mod p at S_p.

A4: for |supp mu| >= 2, Z := c~2*{1,x,z,x^2,xz,z^2} + c~1*{x,x^2,xz} + c~3*{z,xz,z^2} is contained in W_mu, and
    W_mu = Z + (its cubic part): rank W_mu = 12 + rank(cubic parts of x b2, z b2, x d2, z d2).
A5(i): ev_(e_k)(W_mu0) (normalized: c~2 -> 1, c~1 -> a_k, c~3 -> b_k) contains {1, x, z} iff
    (gamma_k + n b_k)(alpha_k - a_k) != 0 (the hand computation); checked for n = 5..40 and at n = n*_k = -gamma_k/b_k.
usage: lemmas_check.py nmin nmax"""
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import permu as P  # noqa: E402
import vcert as V  # noqa: E402
from proofs.general.depth4.window_model import _monos

p = P.p; inv = lambda a: pow(a % p, p - 2, p)
Zspec = [((0, 0), 1), ((1, 0), 1), ((0, 1), 1), ((2, 0), 1), ((1, 1), 1), ((0, 2), 1),
         ((1, 0), 0), ((2, 0), 0), ((1, 1), 0), ((0, 1), 2), ((1, 1), 2), ((0, 2), 2)]
Z = [P.vec([({m: 1}, ci)]) for m, ci in Zspec]
cubic_idx = [i for i, m in enumerate(P.MON) if m[0] + m[1] == 3]


def cubic_part(v):
    return [v[a * 3 + i] if a in cubic_idx else 0 for a in range(len(P.MON)) for i in range(3)]


nmin, nmax = int(sys.argv[1]), int(sys.argv[2])
ok4 = True
for n in range(nmin, nmax + 1):
    hist = {}
    for mu in _monos(n - 1):
        if sum(1 for x in mu if x) < 2:
            continue
        rows = [r for k in range(3) if mu[k] for r in V.elements(mu, k, n)]
        rW = P.rank_mod(rows)
        inZ = P.rank_mod(rows + Z) == rW
        rc = P.rank_mod([cubic_part(r) for r in rows])
        good = inZ and rW == 12 + rc
        ok4 &= good
        hist[(len([x for x in mu if x]), rW, rc, good)] = hist.get((len([x for x in mu if x]), rW, rc, good), 0) + 1
    print(f"A4 n={n}: (|supp|, rank W_mu, rank cubic part, Z in W_mu and W_mu = Z + cubic) -> #mu: {sorted(hist.items())}")
print("A4 holds for every non-vertex mu tested:", ok4)


def ev_span(n, k):
    a = [P.W3[r][0] * inv(P.W3[r][1]) % p for r in range(3)]
    b = [P.W3[r][2] * inv(P.W3[r][1]) % p for r in range(3)]
    rows = []
    for xi in V.elements(tuple(n - 1 if s == k else 0 for s in range(3)), k, n):
        rows.append([(xi[t * 3 + 1] + a[k] * xi[t * 3 + 0] + b[k] * xi[t * 3 + 2]) % p for t in range(len(P.MON))])
    tg = [[1 if P.MON[t] == m else 0 for t in range(len(P.MON))] for m in [(0, 0), (1, 0), (0, 1)]]
    return P.rank_mod(rows + tg) == P.rank_mod(rows)


for k in range(3):
    a = P.W3[k][0] * inv(P.W3[k][1]) % p; b = P.W3[k][2] * inv(P.W3[k][1]) % p
    al = P.H2[k][0] * inv(P.H2[k][1]) % p; ga = P.H2[k][2] * inv(P.H2[k][1]) % p
    nstar = (-ga * inv(b)) % p
    res = [ev_span(n, k) for n in range(5, 41)]
    pred = [((ga + n * b) * (al - a)) % p != 0 for n in range(5, 41)]
    print(f"A5(i) vertex k={k + 1}: ev part contains {{1,x,z}} for n = 5..40: {all(res)}; agrees with the criterion: "
          f"{res == pred}; at n*_k = {nstar}: {ev_span(nstar, k)} (criterion predicts False)")
