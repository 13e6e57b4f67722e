"""Section 4.2: exact ranks of S_W, E, A over Z at the NOTE's M = R = 2 instance; a-directions; group facts;
Lemma B hypotheses."""
import itertools, sys, time
from fractions import Fraction
from math import gcd
import flint
from rev_rac2 import *
from common_inst import note42
from check1_lift import lam_int

rac = note42()
M, R = 2, 2
smax = int(sys.argv[1]) if len(sys.argv) > 1 else 8
# Lemma B hypotheses (as in proposition7-lemmas-a-b.md)
print("det WH1 =", flint.fmpz_mat(rac.WH1).det(), " det WH2 =", flint.fmpz_mat(rac.WH2).det())
print("rank WI1 =", flint.fmpz_mat(rac.WI1).rank(), " zero entries WI1:", sum(v == 0 for r in rac.WI1 for v in r),
      " zero entries WI2:", sum(v == 0 for r in rac.WI2 for v in r))
for k in range(R):
    rows = [[rac.WI2[k][j] * rac.WI1[j][x] for j in range(R)] for x in range(M)]
    print(f"  span of l_(k={k},x) over x: rank {flint.fmpz_mat(rows).rank()} (R = {R})")
# group facts in integer form: phi_1 = 2 F', phi_2 = -2 Q', F' = sqrt2 F, Q' = sqrt2 Q
def mm(A, B): return [[sum(A[i][k] * B[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
phi = [[[rac.WH1[i][j] * rac.WI1[j][x] for j in range(2)] for i in range(2)] for x in range(2)]
print("phi_1 =", phi[0], " phi_2 =", phi[1])
Fp, Qp = [[1, 1], [1, -1]], [[1, -1], [1, 1]]
print("phi_1 == 2F':", phi[0] == [[2 * v for v in r] for r in Fp], " phi_2 == -2Q':", phi[1] == [[-2 * v for v in r] for r in Qp])
print("F'^2 =", mm(Fp, Fp), "(=2I <=> F^2=I);  F'Q'F'Q' =", mm(mm(Fp, Qp), mm(Fp, Qp)), "(=4I <=> FQF=Q^-1)")
Q2 = mm(Qp, Qp); print("Q'^4 =", mm(Q2, Q2), "(=-4I <=> Q^4=-I)")
def normalize(v):
    g = 0
    for c in v: g = gcd(g, abs(c))
    v = [c // g for c in v]
    for c in v:
        if c != 0:
            return tuple(v) if c > 0 else tuple(-c for c in v)
def projmat(A):
    return normalize([A[0][0], A[0][1], A[1][0], A[1][1]])
print("s | #distinct products of phi's mod scalars | #a-directions | dim W_s check | rank S_W | min(D,M^s) | rank E | min(D,cap) | rank A | rho2 | rank E by points")
det, lam = lam_int(rac)
# all p_tau via p_(x,tau') = Phi_x p_tau'
P = {(): lam}
for s in range(1, smax + 1):
    t0 = time.time()
    P = {(x,) + tau: Phi(rac, x, q) for tau, q in P.items() for x in range(M)}
    words = list(itertools.product(range(M), repeat=s))
    prods = set()
    for w in words:
        A = [[1, 0], [0, 1]]
        for x in w:
            A = mm(phi[x], A)
        prods.add(projmat(A))
    pts = rac.start_points(s)
    dirs = {normalize(a) for a, g in pts}
    # dim W_s: spanning products at many random integer points
    import random
    rng = random.Random(s)
    rp = [([rng.randint(-50, 50) for _ in range(R)], [rng.randint(-50, 50) for _ in range(R)]) for _ in range(3 * Dim(M, R, s))]
    dimW = rank_Z(eval_W(rac, rp, s))
    rS = rank_Z(eval_full(rac, pts, s))
    rSW = rank_Z(eval_W(rac, pts, s))
    mons = monomials(R, s)
    C = [[P[t][k].get(m, 0) for k in range(R) for m in mons] for t in words]
    rE = rank_Z(C)
    rEpts = rank_Z([[sum(g[k] * peval(P[t][k], a) for k in range(R)) for (a, g) in rp] for t in words])
    Amat = rac.start_matrix(s)
    rA = rank_Z(Amat)
    # consistency: A = S_full * C^T / det  (values of p_tau at start points)
    Sf = eval_full(rac, pts, s)
    ok = all(sum(Sf[i][c] * C[j][c] for c in range(len(C[j]))) == det * Amat[i][j] for i in range(len(words)) for j in range(len(words)))
    D = Dim(M, R, s)
    print(f"{s} | {len(prods)} | {len(dirs)} | {dimW} (D={D}) | {rS} (S_W {rSW}) | {min(D, M**s)} | {rE} | {min(D, cap(M,R,s))} | {rA} | {rho2(M,R,s)} | {rEpts} | A=S*C^T/det: {ok} | {time.time()-t0:.1f}s", flush=True)
