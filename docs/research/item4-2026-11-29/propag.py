"""Is there a Start-side 'once full, always full'? Search small-integer instances (exact over Z via flint)
for: rank S_W(s) = min(D_s, M^s) but rank S_W(s+1) < min(D_{s+1}, M^{s+1}), with the hypotheses of Lemmas B/B'
(WH1, WH2 invertible, WI1 no zero entry, WI2 no zero entry, and v_k (.) u_x independent over x for each k).
Also the End side at the same instances for comparison."""
import numpy as np, itertools, sys, json, flint
from math import comb
def mc(r, d): return comb(r + d - 1, d) if r > 0 and d >= 0 else 0
def Dd(M, R, d): return R * (mc(R, d) - mc(R - M, d))

def start_states(W, M, n):
    WI1, WH1, WI2, WH2, h01, h02 = W
    st = [(h01, h02)]
    for _ in range(n):
        st = [(WI1[:, x] * (WH1 @ h1), (WI2 @ (WI1[:, x] * (WH1 @ h1))) * (WH2 @ h2)) for (h1, h2) in st for x in range(M)]
    return [(WH1 @ h1, WH2 @ h2) for (h1, h2) in st]

def exps(R, d): return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

def S_rank(W, M, R, s):
    WI1, WH1, WI2 = W[0], W[1], W[2]
    pts = start_states(W, M, s)
    rows = []
    # spanning set of W_s: g_k * l_{k,x}(a) * monomial(a) of degree s-1 (exact integers)
    E1 = exps(R, s - 1)
    for (a, g) in pts:
        row = []
        for k in range(R):
            for x in range(M):
                l = int(sum(int(WI2[k, i]) * int(WI1[i, x]) * int(a[i]) for i in range(R)))
                for e in E1:
                    m = 1
                    for i, ei in enumerate(e): m *= int(a[i]) ** ei
                    row.append(int(g[k]) * l * m)
        rows.append(row)
    return flint.fmpz_mat(rows).rank()

def hyp(W, M, R):
    WI1, WH1, WI2, WH2 = W[:4]
    if round(np.linalg.det(WH1.astype(float))) == 0 or round(np.linalg.det(WH2.astype(float))) == 0: return False
    if (WI1 == 0).any() or (WI2 == 0).any(): return False
    for k in range(R):
        C = np.array([WI2[k] * WI1[:, x] for x in range(M)])
        if flint.fmpz_mat([[int(v) for v in r] for r in C]).rank() < min(M, R): return False
    return True

NONZERO = True
if __name__ == "__main__":
    M, R, smax, ntr, lo, hi = map(int, sys.argv[1:7])
    rng = np.random.default_rng(5)
    found = 0; tested = 0
    for tr in range(ntr):
        vals = [v for v in range(lo, hi + 1) if v != 0] if NONZERO else list(range(lo, hi + 1))
        W = [rng.choice(vals, size=sh).astype(object) for sh in [(R, M), (R, R), (R, R), (R, R), (R,), (R,)]]
        W = [w.astype(np.int64).astype(object) for w in W]
        if NONZERO and any((np.asarray(w, dtype=np.int64) == 0).any() for w in W): continue
        if not hyp(W, M, R): continue
        tested += 1
        prof = [S_rank(W, M, R, s) - min(Dd(M, R, s), M**s) for s in range(2, smax + 1)]
        if any(prof[i] == 0 and prof[i + 1] < 0 for i in range(len(prof) - 1)):
            found += 1
            tested_note = None
            print(json.dumps(dict(trial=tr, deficiency_by_s=dict(zip(range(2, smax + 1), prof)),
                                  W=[w.tolist() for w in W])), flush=True)
            if found >= 3: break
    print('done', M, R, 'trials', ntr, 'passing hypotheses', tested, 'found', found)
