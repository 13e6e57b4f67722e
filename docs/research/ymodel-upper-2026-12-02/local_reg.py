"""Check of the fat-point containment at q: with random affine units (sep_formula.box_colength's construction),
dim k[[x,y]]/(I + m^r) == lambda for r = r_q (Prop 52's H: first u with H(u) = 0), so m^{r_q} is in I; and
dim k[[x,y]]/(I + m^(r_q - 1)) < lambda (r_q is least). Also the inequalities used in the analytic step."""
import sys, random
from math import comb
import flint
sys.path.insert(0, '.')
import regularity as R
from proofs.general.free_states import poly_mul

def trunc_colength(k, k2, a2, a3, K, seed, p=2**31 - 1):
    rng = random.Random(seed)
    units = [{(0, 0): rng.randrange(1, p), (1, 0): rng.randrange(p), (0, 1): rng.randrange(p)} for _ in range(4)]
    g, g2 = max(k - a2 - a3, 0), max(k2 - a2 - a3, 0)
    def mul(f, h):
        return {m: c for m, c in poly_mul(f, h, p=p).items() if sum(m) < K}
    def power(f, e):
        out = {(0, 0): 1}
        for _ in range(e):
            out = mul(out, f)
        return out
    gens = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            gen = {}
            for p2 in range(b2 + 1):
                for p3 in range(b3 + 1):
                    q2, q3 = b2 - p2, b3 - p3
                    if p2 + p3 > k or q2 + q3 > k2:
                        continue
                    c = comb(k, p2) * comb(k - p2, p3) * comb(k2, q2) * comb(k2 - q2, q3) % p
                    ex = (k - p2 - p3 - g, k2 - q2 - q3 - g2)
                    if sum(ex) >= K:
                        continue
                    term = {ex: c}
                    for f, e in zip(units, (p2, p3, q2, q3)):
                        term = mul(term, power(f, e))
                    for m, v in term.items():
                        gen[m] = (gen.get(m, 0) + v) % p
            gens.append(gen)
    monos = [(a, d - a) for d in range(K) for a in range(d + 1)]
    if not monos:
        return 0
    index = {m: i for i, m in enumerate(monos)}
    rows = []
    for gen in gens:
        for u, v in monos:
            row = [0] * len(monos)
            for (a, b), c in gen.items():
                if a + b + u + v < K:
                    row[index[a + u, b + v]] = c
            rows.append(row)
    return len(monos) - flint.nmod_mat(rows, p).rank()

bad, n = [], 0
kmax, amax = int(sys.argv[1]), int(sys.argv[2])
for k in range(1, kmax + 1):
    for k2 in range(k, kmax + 1):
        for a2 in range(0, amax + 1):
            for a3 in range(0, a2 + 1):
                lam = R.lam(k, k2, a2, a3)
                r = R.reg_q(k, k2, a2, a3)
                A = a2 + a3
                e = max(A - k, 0) + max(A - k2, 0)
                if lam and not (r <= 2 * A - e and 2 * A - e <= min(k + k2, 2 * A)):
                    bad.append(('ineq', k, k2, a2, a3, r))
                if lam == 0:
                    continue
                n += 1
                seed = 1000 * k + 100 * k2 + 10 * a2 + a3
                full = trunc_colength(k, k2, a2, a3, r, seed)
                less = trunc_colength(k, k2, a2, a3, r - 1, seed)
                if full != lam or less >= lam:
                    bad.append((k, k2, a2, a3, r, lam, full, less))
print(f"kmax={kmax} amax={amax}: {n} cases with lambda > 0, failures: {bad}")
