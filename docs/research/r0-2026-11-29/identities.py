"""Symbolic/numeric identities used in NOTE.md (own code; lab functions only to fetch the lab's numbers in (ii))."""
import sys
import sympy as sp
from math import comb
from r0lib import monos, wt, block_matrix, rank, own_rank, weights, mu_terms_adapted

n, R = sp.symbols("n R", integer=True, positive=True)
B = lambda a, b: sp.binomial(a, b)
# (i)
e1 = sp.expand_func(3 * (B(n + 3, 4) - B(n + 1, 2)))
e2 = (n - 1) * n * (n + 1) * (n + 6) / 8
e3 = sp.expand_func(3 * (B(n + 2, 4) + B(n + 1, 3)))
e4 = sp.expand_func(3 * (2 * B(n + 2, 4) - B(n + 1, 4)))
print("(i) 3(C(n+3,4)-C(n+1,2)) == (n-1)n(n+1)(n+6)/8 == 3(C(n+2,4)+C(n+1,3)) == 3(2C(n+2,4)-C(n+1,4)):",
      sp.simplify(e1 - e2) == 0, sp.simplify(e3 - e2) == 0, sp.simplify(e4 - e2) == 0)
# (ii) ideal dimension at (3, 2): 2 C(N1+1,2) C(n+1,2) - C(N1,2) C(n,2), N1 = n(n+1)/2   (valid n >= 2)
N1 = n * (n + 1) / 2
idim = 2 * (N1 + 1) * N1 / 2 * (n + 1) * n / 2 - N1 * (N1 - 1) / 2 * n * (n - 1) / 2
V = n * (n + 1) * (n**4 + 4 * n**3 + 7 * n**2 - 8 * n + 12) / 16
print("(ii) ideal_dim(3,2,n) - r0(n) == n(n+1)(n^4+4n^3+7n^2-8n+12)/16 as polynomials:", sp.expand(idim - e2 - V) == 0)
sys.path.insert(0, "/work/main")
from proofs.general.depth3.one_step_m2 import ideal_dimension  # lab's numbers only
from proofs.general.depth3.joint_span import one_step_closed_form
ok = all(ideal_dimension(R=3, M=2, n=k) - (k - 1) * k * (k + 1) * (k + 6) // 8 == one_step_closed_form(n=k)
         == int(idim.subs(n, k)) - int(e2.subs(n, k)) for k in range(2, 61))
print("(ii') lab ideal_dimension - r0 == lab one_step_closed_form, n = 2..60:", ok)
# (iii) sigma_R(a, b) = #{|alpha|=a, |beta|=b : sum_{j != i} alpha_j < beta_i} = C(b+2R-3, 2R-2) for a >= b-1
ok = True
for r in range(3, 7):
    for b in range(0, 6):
        for a in range(max(0, b - 1), b + 3):
            cnt = sum(1 for al in monos(r, a) for be in monos(r, b) if wt(0, al, be) < 0)
            ok &= cnt == comb(b + 2 * r - 3, 2 * r - 2)
print("(iii) sigma_R(a,b) == C(b+2R-3,2R-2), R=3..6, b=0..5, a=b-1..b+2:", ok)
# (iv) N_i count and per-weight structure: #{alpha = N1 e_i, beta_i >= 1} = C(n+R-2, R-1)
ok = all(sum(1 for be in monos(r, k) if be[0] >= 1) == comb(k + r - 2, r - 1) for r in range(3, 7) for k in range(1, 8))
print("(iv) #N_i == C(n+R-2,R-1), R=3..6, n=1..7:", ok)
# (v) own elimination vs flint on block matrices
for (r, k) in [(3, 5), (3, 7), (4, 4), (5, 3)]:
    W2, d, ell = weights(r, r - 1, 21)
    terms, Es, v = mu_terms_adapted(W2, d)
    cols, rows = block_matrix(r, k, 0, terms)
    print(f"(v) R={r} n={k} block 0: flint rank {rank(cols, len(rows))}, own elimination {own_rank(cols, len(rows))}")
