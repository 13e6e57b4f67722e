"""Independent test of Lemma R (NOTES §3) by brute-force linear algebra over GF(p).
Own code; imports nothing from the helper's folder or the lab package."""
import sys, itertools, random, time
import numpy as np

import os
P = int(os.environ.get("LEMMAR_P", "32003"))

def monos(D):
    return [(i, j, D - i - j) for i in range(D, -1, -1) for j in range(D - i, -1, -1)] if D >= 0 else []

_idx = {}
def midx(D):
    if D not in _idx:
        _idx[D] = {m: t for t, m in enumerate(monos(D))}
    return _idx[D]

def rank_mod_p(A):
    A = np.array(A, dtype=np.int64) % P
    if A.size == 0:
        return 0
    r = 0
    rows, cols = A.shape
    for col in range(cols):
        if r == rows:
            break
        piv = np.nonzero(A[r:, col])[0]
        if piv.size == 0:
            continue
        pr = r + piv[0]
        if pr != r:
            A[[r, pr]] = A[[pr, r]]
        inv = pow(int(A[r, col]), P - 2, P)
        A[r] = (A[r] * inv) % P
        others = np.nonzero(A[:, col])[0]
        others = others[others != r]
        if others.size:
            A[others] = (A[others] - np.outer(A[others, col], A[r])) % P
        r += 1
    return r

def rowspace_basis(A):
    """reduced rows (nonzero) spanning the row space of A mod P"""
    A = np.array(A, dtype=np.int64) % P
    if A.size == 0:
        return A
    r = 0
    rows, cols = A.shape
    for col in range(cols):
        if r == rows:
            break
        piv = np.nonzero(A[r:, col])[0]
        if piv.size == 0:
            continue
        pr = r + piv[0]
        if pr != r:
            A[[r, pr]] = A[[pr, r]]
        inv = pow(int(A[r, col]), P - 2, P)
        A[r] = (A[r] * inv) % P
        others = np.nonzero(A[:, col])[0]
        others = others[others != r]
        if others.size:
            A[others] = (A[others] - np.outer(A[others, col], A[r])) % P
        r += 1
    return A[:r]

class Module:
    """M = S.<gens> in F = S^c, S = GF(P)[x,y,z]; a generator is (deg, dict{(mono, comp): coeff})."""
    def __init__(self, c, gens):
        self.c = c
        self.gens = gens
        self.cache = {}

    def span_matrix(self, D):
        """rows spanning M_D, columns (mono in degree D, comp)"""
        idx = midx(D); c = self.c
        rows = []
        for d, g in self.gens:
            if d > D:
                continue
            for mu in monos(D - d):
                v = np.zeros(len(idx) * c, dtype=np.int64)
                for (mo, comp), co in g.items():
                    nm = (mo[0] + mu[0], mo[1] + mu[1], mo[2] + mu[2])
                    v[idx[nm] * c + comp] += co
                rows.append(v % P)
        if not rows:
            return np.zeros((0, len(idx) * c), dtype=np.int64)
        return np.array(rows)

    def dims(self, D):
        """(dim M_D, dim M'_D, dim M''_D): M' = image under z -> 0, M'' = image under y, z -> 0"""
        if D in self.cache:
            return self.cache[D]
        B = rowspace_basis(self.span_matrix(D))
        c = self.c
        ms = monos(D)
        colsz = [t * c + comp for t, mo in enumerate(ms) if mo[2] == 0 for comp in range(c)]
        colsyz = [t * c + comp for t, mo in enumerate(ms) if mo[1] == 0 and mo[2] == 0 for comp in range(c)]
        d0 = B.shape[0]
        d1 = rank_mod_p(B[:, colsz]) if d0 else 0
        d2 = rank_mod_p(B[:, colsyz]) if d0 else 0
        self.cache[D] = (d0, d1, d2)
        return self.cache[D]

def dimF(c, D):
    return c * (D + 2) * (D + 1) // 2 if D >= 0 else 0
def dimF1(c, D):  # k[x,y]^c
    return c * (D + 1) if D >= 0 else 0

def conditions(M, m):
    Mm, Mm1_, Mm2_ = M.dims(m)
    M1, M1p, M1pp = M.dims(m + 1)
    a = (M1 == Mm + M1p)          # (a)
    b = (M1p == Mm1_ + M1pp)      # (b)
    return a, b

def predict(M, m, Dmax):
    """Lemma R's prediction of dim M_D for D = m..Dmax from dim M_m, M'_m, M''_m."""
    c = M.c
    Mm, Mp, Mpp = M.dims(m)
    h = dimF(c, m) - Mm; h1 = dimF1(c, m) - Mp; h2 = c - Mpp
    out = {m: Mm}
    for D in range(m, Dmax):
        h1 = h1 + h2
        h = h + h1
        out[D + 1] = dimF(c, D + 1) - h
    return out

# ---------- module generators -----------------------------------------------------------
def rand_form(rng, d, c, density=1.0):
    g = {}
    for mo in monos(d):
        for comp in range(c):
            if rng.random() < density:
                co = rng.randrange(P)
                if co:
                    g[(mo, comp)] = co
    return g

def lin_change(rng, g):
    """apply a random invertible linear change of variables to a form (dict)"""
    while True:
        A = [[rng.randrange(P) for _ in range(3)] for _ in range(3)]
        det = (A[0][0]*(A[1][1]*A[2][2]-A[1][2]*A[2][1]) - A[0][1]*(A[1][0]*A[2][2]-A[1][2]*A[2][0])
               + A[0][2]*(A[1][0]*A[2][1]-A[1][1]*A[2][0])) % P
        if det:
            break
    return A

def subst(g, A):
    """x_i -> sum_j A[i][j] x_j on a form dict"""
    out = {}
    for (mo, comp), co in g.items():
        # expand product of powers of linear forms
        poly = {(0, 0, 0): 1}
        for i in range(3):
            for _ in range(mo[i]):
                new = {}
                for e, cc in poly.items():
                    for j in range(3):
                        if A[i][j]:
                            ee = list(e); ee[j] += 1; ee = tuple(ee)
                            new[ee] = (new.get(ee, 0) + cc * A[i][j]) % P
                poly = new
        for e, cc in poly.items():
            k = (e, comp)
            out[k] = (out.get(k, 0) + co * cc) % P
    return {k: v for k, v in out.items() if v}

def mono_gen(mo, comp):
    return {(mo, comp): 1}

def mult(g, f):
    """(form g in F) * (scalar form f in S, dict mono->coeff)"""
    out = {}
    for (mo, comp), co in g.items():
        for e, cc in f.items():
            nm = (mo[0]+e[0], mo[1]+e[1], mo[2]+e[2])
            k = (nm, comp)
            out[k] = (out.get(k, 0) + co * cc) % P
    return {k: v for k, v in out.items() if v}

def make_cases(seed):
    rng = random.Random(seed)
    cases = []
    # 1. generic random modules, generators in degrees 1..3
    for t in range(14):
        c = rng.choice([1, 2, 3])
        ng = rng.randint(1, 4 * c)
        gens = []
        for _ in range(ng):
            d = rng.choice([1, 2, 2, 3, 3])
            gens.append((d, rand_form(rng, d, c)))
        cases.append((f"generic#{t} c={c}", c, gens))
    # 2. sparse random (non-generic coordinates)
    for t in range(10):
        c = rng.choice([1, 2])
        gens = []
        for _ in range(rng.randint(2, 5)):
            d = rng.choice([1, 2, 3])
            gens.append((d, rand_form(rng, d, c, density=0.25) or mono_gen(monos(d)[0], 0)))
        cases.append((f"sparse#{t} c={c}", c, gens))
    # 3. monomial modules (special coordinates) and the same after a random coordinate change
    for t in range(10):
        c = rng.choice([1, 2])
        gens = []
        for _ in range(rng.randint(2, 4)):
            d = rng.choice([1, 2, 3])
            gens.append((d, mono_gen(rng.choice(monos(d)), rng.randrange(c))))
        cases.append((f"monomial#{t} c={c}", c, gens))
        A = lin_change(rng, None)
        cases.append((f"monomial#{t}+coordchange c={c}", c, [(d, subst(g, A)) for d, g in gens]))
    # 4. modules with embedded/1-dim components: z*(stuff) + point-like ideal pieces
    for t in range(6):
        c = 2
        l = {(0, 0, 1): 1}
        gens = [(2, mult(rand_form(rng, 1, c), l)) for _ in range(3)]
        gens += [(3, rand_form(rng, 3, c)) for _ in range(2)]
        cases.append((f"z-multiples#{t} c=2", c, gens))
    # 4b. quotients of positive rank / 1-dim support (few generators)
    for t in range(8):
        c = rng.choice([1, 2, 3])
        gens = [(d, rand_form(rng, d, c)) for d in [rng.choice([1, 2, 3]) for _ in range(max(1, c - 1 + rng.randint(0, 1)))]]
        cases.append((f"fewgens#{t} c={c}", c, gens))
    # 5. late generator: low-degree module plus one generator in degree 5 (tests 'generated in degrees <= m')
    for t in range(6):
        c = rng.choice([1, 2])
        gens = [(1, rand_form(rng, 1, c, density=0.4) or mono_gen((1, 0, 0), 0))]
        gens += [(2, rand_form(rng, 2, c, density=0.5) or mono_gen((0, 2, 0), 0))]
        gens += [(5, rand_form(rng, 5, c))]
        cases.append((f"lategen5#{t} c={c}", c, gens))
    return cases

def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    EXTRA = 6
    cases = make_cases(seed)
    tally = {"holds_match": 0, "holds_mismatch": 0, "fails_match": 0, "fails_mismatch": 0,
             "gen_violated_holds_match": 0, "gen_violated_holds_mismatch": 0,
             "holds_but_injectivity_fails_later": 0, "holds_and_Mpp_changes_later": 0,
             "holds_with_N_nonzero_at_top": 0, "holds_with_hpp_positive": 0, "holds_with_hp_nonconst": 0}
    t0 = time.time()
    for name, c, gens in cases:
        M = Module(c, gens)
        gmax = max(d for d, _ in gens)
        gmin = min(d for d, _ in gens)
        line = [name, f"gen-degrees={sorted(d for d, _ in gens)}"]
        for m in range(gmin, gmax + 4):
            a, b = conditions(M, m)
            pred = predict(M, m, m + EXTRA)
            true = {D: M.dims(D)[0] for D in range(m, m + EXTRA + 1)}
            ok = all(pred[D] == true[D] for D in true)
            bad = [D for D in true if pred[D] != true[D]]
            genok = m >= gmax
            if genok:
                key = ("holds_" if (a and b) else "fails_") + ("match" if ok else "mismatch")
            else:
                key = ("gen_violated_holds_" + ("match" if ok else "mismatch")) if (a and b) else None
            if key:
                tally[key] += 1
            if genok and a and b:  # Steps 1-2 directly: (a), (b) at every D = m..m+EXTRA-1; Step 3: dim M''_D constant
                if not all(all(conditions(M, D)) for D in range(m, m + EXTRA)):
                    tally["holds_but_injectivity_fails_later"] += 1
                if len({M.dims(D)[2] for D in range(m, m + EXTRA + 1)}) != 1:
                    tally["holds_and_Mpp_changes_later"] += 1
            if key == "holds_match":
                Mm, Mp, Mpp = M.dims(m)
                top = m + EXTRA
                tally["holds_with_N_nonzero_at_top"] += int(dimF(c, top) - true[top] > 0)
                tally["holds_with_hpp_positive"] += int(c - Mpp > 0)
                tally["holds_with_hp_nonconst"] += int(dimF1(c, m) - Mp > 0 or c - Mpp > 0)
            line.append(f"m={m}:a={int(a)}b={int(b)}gen={int(genok)}:{'OK' if ok else 'BAD@'+','.join(map(str,bad))}")
        print(" | ".join(line), flush=True)
    print("TALLY", tally, f"time={time.time()-t0:.1f}s")

if __name__ == "__main__":
    main()
