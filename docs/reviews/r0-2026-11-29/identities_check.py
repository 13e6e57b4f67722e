"""Binomial identities of NOTE.md Steps 8-9 and the Corollary (reviewer r0, own code; sympy + brute force).
The lab's functions are imported ONLY to obtain the lab's numbers for comparison (section E)."""
import itertools
import math
import sys
import time

import sympy as sp

t0 = time.time()
n, k = sp.symbols("n k", integer=True, positive=True)
ok = {}


def C(a, b):
    return sp.binomial(a, b)


def poly(e):
    return sp.expand(sp.expand_func(e))


# A. R = 3 forms of r_0
r0_3 = 3 * (C(n + 3, 4) - C(n + 1, 2))
ok["A1 3(C(n+3,4)-C(n+1,2)) == (n-1)n(n+1)(n+6)/8"] = sp.simplify(poly(r0_3) - (n - 1) * n * (n + 1) * (n + 6) / 8) == 0
ok["A2 == 3(C(n+2,4)+C(n+1,3))"] = sp.simplify(poly(r0_3 - 3 * (C(n + 2, 4) + C(n + 1, 3)))) == 0
ok["A3 == 3(2C(n+2,4)-C(n+1,4))"] = sp.simplify(poly(r0_3 - 3 * (2 * C(n + 2, 4) - C(n + 1, 4)))) == 0

# B. Corollary at R = 3: ideal_dimension(3,2,n) - r_0 == n(n+1)(n^4+4n^3+7n^2-8n+12)/16 as polynomials
N1 = n * (n + 1) / 2
mult3 = lambda d: (d + 2) * (d + 1) / 2  # ((3, d)) for d >= 0
ideal3 = 2 * mult3(N1 - 1) * mult3(n - 1) - mult3(N1 - 2) * mult3(n - 2)
closed = n * (n + 1) * (n**4 + 4 * n**3 + 7 * n**2 - 8 * n + 12) / 16
ok["B ideal_dim(3,2,n) - r0 == one_step_closed_form (polynomial identity)"] = (
    sp.expand(ideal3 - (n - 1) * n * (n + 1) * (n + 6) / 8 - closed) == 0
)
# note: ((3, n-2)) = C(n, 2) as a polynomial agrees with the count for n >= 2 (at n = 2 both are 1)

# C. hockey-stick / Vandermonde sums of Step 8, symbolic in n for R = 3..8
for R in range(3, 9):
    s1 = sp.summation(C(k + 2 * R - 3, 2 * R - 3), (k, 0, n - 1))
    s2 = sp.summation(C(k + R - 2, R - 2), (k, 0, n - 1))
    ok[f"C1 R={R} sum_k<n C(k+2R-3,2R-3) == C(n+2R-3,2R-2)"] = sp.simplify(poly(s1 - C(n + 2 * R - 3, 2 * R - 2))) == 0
    ok[f"C2 R={R} sum_k<n C(k+R-2,R-2) == C(n+R-2,R-1)"] = sp.simplify(poly(s2 - C(n + R - 2, R - 1))) == 0


# D. brute force on monomials (own enumeration): #S_{D,w} for weight w_0 = sum_{j!=0} alpha_j - beta_0,
#    #B_0, #N_0, and the per-weight count C(n+w+2R-3,2R-3) - C(n+w+R-2,R-2)
def monos(R, d):
    return [c for c in itertools.product(range(d + 1), repeat=R) if sum(c) == d]


bf = True
for R in range(3, 6):
    for nn in range(2, {3: 8, 4: 6, 5: 4}[R]):
        NN = nn * (nn + 1) // 2
        Ab = {}
        for a in monos(R, NN):
            Ab[sum(a[1:])] = Ab.get(sum(a[1:]), 0) + 1  # by |alpha_perp|
        Bb = {}
        for bb in monos(R, nn):
            Bb[bb[0]] = Bb.get(bb[0], 0) + 1
        cnt = {}
        for t, ca in Ab.items():
            for u, cb in Bb.items():
                cnt[t - u] = cnt.get(t - u, 0) + ca * cb
        nB = sum(v for w, v in cnt.items() if w < 0)
        nN = sum(v for u, v in Bb.items() if u >= 1)  # x^N1 c^beta, beta_0 >= 1
        bf &= nB == math.comb(nn + 2 * R - 3, 2 * R - 2)
        bf &= nN == math.comb(nn + R - 2, R - 1)
        for w in range(-nn, 0):
            bf &= cnt.get(w, 0) == math.comb(nn + w + 2 * R - 3, 2 * R - 3)
        bf &= min(cnt) == -nn
        # at most one negative weight (Step 3b), brute force over all monomials
        for a in monos(R, NN):
            for bb in monos(R, nn):
                negs = sum(1 for i in range(R) if sum(a) - a[i] - bb[i] < 0)
                bf &= negs <= 1
ok["D brute force #S_{D,w}, #B_i, #N_i, min weight -n, <=1 negative weight (R=3..5, small n)"] = bf

# E. against the lab's numbers (lab code used only to obtain its numbers). The working tree of proofs/general was
#    being edited during this review (one_step_closed_form moved into one_step_m2 and redefined there as
#    ideal_dimension - condition_rank, which would make this comparison circular), so the two functions are taken
#    from the COMMITTED files (git show HEAD:...), executed with the lab's own check_size and multiset.
import ast  # noqa: E402
import subprocess  # noqa: E402

sys.path.insert(0, "/work/main")
from numerics.bounds import multiset  # noqa: E402
from racs.sizes import check_size  # noqa: E402


def head_function(path, name):
    src = subprocess.run(["git", "-C", "/work/main", "show", f"HEAD:{path}"], capture_output=True, text=True,
                         check=True).stdout
    node = next(x for x in ast.parse(src).body if isinstance(x, ast.FunctionDef) and x.name == name)
    ns = dict(math=math, multiset=multiset, check_size=check_size)
    exec(ast.get_source_segment(src, node), ns)
    return ns[name]


ideal_dimension = head_function("proofs/general/depth3/one_step_m2.py", "ideal_dimension")
one_step_closed_form = head_function("proofs/general/depth3/joint_span.py", "one_step_closed_form")
HEAD = subprocess.run(["git", "-C", "/work/main", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout
print("lab functions from commit", HEAD.strip())


def formula(R, nn):
    return R * (math.comb(nn + 2 * R - 3, 2 * R - 2) - math.comb(nn + R - 2, R - 1))


ok["E1 lab ideal_dimension(3,2,n) - formula == lab one_step_closed_form, n=2..80"] = all(
    ideal_dimension(R=3, M=2, n=nn) - formula(3, nn) == one_step_closed_form(n=nn) for nn in range(2, 81)
)
doc32 = {2: 27, 3: 180, 4: 755, 5: 2385, 6: 6237}
doc43 = {2: 96, 3: 1208, 4: 8474}
ok["E2 lab docstring bounds (3,2,n=2..6) == ideal_dim - formula"] = all(
    ideal_dimension(R=3, M=2, n=nn) - formula(3, nn) == v for nn, v in doc32.items()
)
ok["E3 lab docstring bounds (4,3,n=2..4) == ideal_dim - formula (r0 = 12, 72, 256)"] = all(
    ideal_dimension(R=4, M=3, n=nn) - formula(4, nn) == v for nn, v in doc43.items()
)
ok["F summary values R(R-1) at n=2, 3R C(R,2) at n=3 (R=3..20); 12,72,256,700 at R=4"] = all(
    formula(R, 2) == R * (R - 1) and formula(R, 3) == 3 * R * math.comb(R, 2) for R in range(3, 21)
) and [formula(4, nn) for nn in range(2, 6)] == [12, 72, 256, 700]
print("r0 formula R=3, n=2..13:", [formula(3, nn) for nn in range(2, 14)])
print("r0 formula R=4, n=2..7:", [formula(4, nn) for nn in range(2, 8)])
print("r0 formula R=5, n=2..5:", [formula(5, nn) for nn in range(2, 6)])
for key, v in ok.items():
    print(("OK  " if v else "FAIL") + " " + key)
print("all:", all(ok.values()), f"wall {time.time() - t0:.1f} s")
