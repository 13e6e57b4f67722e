"""Reviewer helper-117: local regularity at q_ii' with NON-constant units, own code.
I = (box coefficients [w2^b2 w3^b3], b2<=a2, b3<=a3, of (x + w2 A + w3 B)^k (y + w2 A' + w3 B')^k2) / (x^g y^g2),
A, B, A', B' random quadratic polynomials with nonzero constant term (seeded), mod P.
Checks: colength dim O/(I + m^K) (K large) == lambda; m^r subset I for r = r_exact (least u with Prop 52's graded
H(u) = 0), i.e. dim O/(I + m^r) == lambda; and r_exact <= min(k,A) + min(k2,A).  Usage: rv_localreg.py kmax amax seed"""
import sys, random, time
import flint
sys.path.insert(0, ".")
from rv_peel import lam, r_exact

P = 2147483647
kmax, amax, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
ctx = flint.nmod_mpoly_ctx.get(("x", "y", "w2", "w3"), modulus=P)
x, y, w2, w3 = ctx.gens()
one = ctx.from_dict({(0, 0, 0, 0): 1})
rng = random.Random(seed)

def unit():
    return ctx.from_dict({(0, 0, 0, 0): rng.randrange(1, P), (1, 0, 0, 0): rng.randrange(P), (0, 1, 0, 0): rng.randrange(P),
                          (2, 0, 0, 0): rng.randrange(P), (1, 1, 0, 0): rng.randrange(P), (0, 2, 0, 0): rng.randrange(P)})

def quot_dim(gens, u):
    """dim O/(I + m^u): monomials of degree < u minus the rank of {x^a y^b g} truncated below degree u."""
    monos = [(a, d - a) for d in range(u) for a in range(d + 1)]
    idx = {mm: i for i, mm in enumerate(monos)}
    rows = []
    for g in gens:
        low = [(e, c) for e, c in g if e[0] + e[1] < u]
        if not low:
            continue
        mind = min(e[0] + e[1] for e, _ in low)
        for (a, b) in monos:
            if a + b + mind >= u:
                continue
            row = [0] * len(monos)
            for (e, c) in low:
                if e[0] + e[1] + a + b < u:
                    row[idx[(e[0] + a, e[1] + b)]] = c
            rows.append(row)
    if not rows:
        return len(monos)
    return len(monos) - flint.nmod_mat(rows, P).rank()

t0 = time.time(); n = 0; bad = []
for a2 in range(0, amax + 1):
    for a3 in range(0, min(a2, amax - a2) + 1):
        if a2 + a3 == 0:
            continue
        A_ = a2 + a3
        for k in range(1, kmax + 1):
            for k2 in range(1, kmax + 1):
                L = lam(k, k2, a2, a3)
                if L == 0:
                    continue
                r = r_exact(k, k2, a2, a3)
                crude = min(k, A_) + min(k2, A_)
                Au, Bu, Apu, Bpu = unit(), unit(), unit(), unit()
                # genericity: AB' - A'B unit (constant terms) -- random, check
                F = (x + w2 * Au + w3 * Bu) ** k * (y + w2 * Apu + w3 * Bpu) ** k2
                g, g2 = max(k - A_, 0), max(k2 - A_, 0)
                coeffs = {}
                for e, c in zip(F.monoms(), F.coeffs()):
                    if e[2] <= a2 and e[3] <= a3:
                        assert e[0] >= g and e[1] >= g2, "divisibility fails"
                        coeffs.setdefault((e[2], e[3]), []).append(((e[0] - g, e[1] - g2), int(c)))
                gens = list(coeffs.values())
                Kbig = 2 * A_ + 3
                colen = quot_dim(gens, Kbig)
                at_r = quot_dim(gens, r)
                below = quot_dim(gens, r - 1) if r >= 1 else None
                ok = (colen == L and at_r == L and r <= crude and (below is None or below < L))
                n += 1
                if not ok:
                    bad.append((k, k2, a2, a3, L, colen, r, at_r, below, crude))
                    print("BAD", bad[-1], flush=True)
print(f"kmax={kmax} amax={amax} seed={seed} P={P}: cases={n} bad={len(bad)} time={time.time()-t0:.1f}s")
