"""Negative controls and lab comparison.  Usage: python rev_controls.py"""
import random, time, sys
from rev_rac import *

rng = random.Random(99)
t0 = time.time()
# (a) rank routine: planted dependencies must not raise the rank
R, M, m = 3, 2, 4
W = random_point(R, M, rng)
A = phi_matrix(W, R, M, m, 0, 1, 15, 25, rng)           # N = 15
r0 = ranks(A)
A2 = A + [[3 * a - 7 * b for a, b in zip(A[0], A[5])]]    # add a combination row
A3 = [row[:20] for row in A]                              # fewer columns than N would cut the rank? (20 >= 15: no)
A4 = [row[:10] for row in A]                              # 10 columns < N: rank must be <= 10
print(f"(a) rank routine: base {r0}; + planted combination row {ranks(A2)} (expect same); 10 columns {ranks(A4)} (expect 10)")
# (b) perturbed special point: H3 = transpose(T) + eps E_{1R} (upper-triangular ones); the proof's word
#     structure is destroyed (from w_0 = 1 only w_1 = 1 or the eps jump is allowed), so a deficiency is expected
for R, n in [(3, 4), (3, 5), (4, 4)]:
    m = n - 1; N = nmonos(R, m)
    Wu, M = special_point(R, 12345, 0, h3_upper=True)
    print(f"(b) R={R} n={n} N={N}: phi rank with H3 = T^T + eps E_1R: {ranks(phi_matrix(Wu, R, M, m, 0, 0, N + 6, N + 16, rng))[0]} (expect < N)")
# (b2) eps put in the wrong entry: H3 = T + eps E_{R1} (still lower triangular, no descent allowed):
#      each c_gamma is a nonzero multiple of f_sort(gamma), so the eps = 0 deficiency 1 must persist
for R, n in [(3, 4), (3, 5), (4, 4)]:
    m = n - 1; N = nmonos(R, m)
    Wb, M = special_point(R, 12345, 0, eps_pos=(R - 1, 0))
    print(f"(b2) R={R} n={n} N={N}: phi rank with H3 = T + eps E_R1: {ranks(phi_matrix(Wb, R, M, m, 0, 0, N + 6, N + 16, rng))[0]} (expect N-1 = {N-1})")
# (c) M < R - 1 at the special point analogue is not covered; (d) n = 2: rank R - 1 (claim needs n >= 3)
for R in [3, 4, 5]:
    W, M = special_point(R, 12345, 0)
    Wr = random_point(R, M, rng)
    print(f"(d) R={R} n=2: special-point phi rank {ranks(phi_matrix(W, R, M, 1, 0, 0, R + 4, R + 8, rng))[0]},"
          f" random-point literal Psi rank {ranks(psi_matrix(Wr, R, M, 1, 0, 0, R + 4, R + 8, rng))[0]} (expect R-1 = {R-1})")
# (e) eps = 0 relation checked directly: sum_r a_r phi_{e_r+(m-1)e_R} = 0 where phi_gamma are extracted by
#     interpolation in beta (exact rationals): Y(beta) = sum_gamma beta^gamma phi_gamma
import itertools
def mono(b, g):
    v = 1
    for bi, gi in zip(b, g):
        v *= bi ** gi
    return v
for R, m in [(3, 3), (4, 3)]:
    W, M = special_point(R, 0, 0)
    gammas = [g for g in itertools.product(range(m + 1), repeat=R) if sum(g) == m]
    betas = [rnd_nz(rng, R) for _ in range(len(gammas))]
    V = flint.fmpq_mat([[mono(b, g) for g in gammas] for b in betas])
    xss = [[rnd_x(rng, M) for _ in range(m)] for _ in range(8)]
    Yv = flint.fmpq_mat([[Y(W, e(R, 0), b, e(R, 0), xs) for xs in xss] for b in betas])
    Phi = V.solve(Yv)  # rows gamma, columns x-samples
    idx = [gammas.index(tuple((1 if i == r else 0) + ((m - 1) if i == R - 1 else 0) for i in range(R))) for r in range(R)]
    rel = [sum(Phi[i, c] for i in idx) for c in range(len(xss))]
    # same combination at eps = 12345 must NOT vanish
    W2, _ = special_point(R, 12345, 0)
    Yv2 = flint.fmpq_mat([[Y(W2, e(R, 0), b, e(R, 0), xs) for xs in xss] for b in betas])
    Phi2 = V.solve(Yv2)
    rel2 = [sum(Phi2[i, c] for i in idx) for c in range(len(xss))]
    print(f"(e) R={R} m={m}: sum_r phi_(e_r+(m-1)e_R) at eps=0 vanishes at 8 samples: {all(v == 0 for v in rel)};"
          f" at eps=12345: {all(v == 0 for v in rel2)} (expect False)")
print(f"controls wall {time.time() - t0:.1f}s", flush=True)

if len(sys.argv) > 1 and sys.argv[1] == 'lab':
    # lab's psi_ranks, numbers only (import of the lab's package for comparison, as the brief allows)
    sys.path.insert(0, '/work/main')
    from proofs.general.depth3.joint_span import psi_ranks
    for R, n in [(3, 3), (3, 4), (3, 5), (4, 3), (4, 4), (5, 3)]:
        t1 = time.time()
        d = psi_ranks(R=R, M=R - 1, n=n)
        print(f"lab psi_ranks R={R} M={R-1} n={n}: ranks {d['ranks']} (N={nmonos(R, n-1)}) powers_rank {d['powers_rank']} [{time.time()-t1:.1f}s]", flush=True)
