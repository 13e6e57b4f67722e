"""T1 relations reduced to pairs (U, U') in (S_6 (x) k[gamma]_3)^2 (NOTES 5.3):
 (alpha) on L = {m1 = 0} in gamma-space: w1 g1 U + w2 g2 U' = 0 (binary quartics on L, S_6 coefficients): 140 conditions;
 (beta_m) on beta_m = 0: A[m,0] l_0 U + A[m,1] l_1 U' = 0 restricted (A = W3^-1)... (see below): 80 conditions each.
Prints the rank of all conditions, the solution dimension (expect 222) and the span of the curve functionals T_P.
usage: python uu.py SEED"""
import sys, random
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec, inv3
exec(open("t1ideal.py").read().split("print(f\"dim T1")[0])
A = inv3(W3)
w = [int(x) for x in W4[k]]
mons = [e + n for e in kcore.monos(6) for n in kcore.monos(3)]  # basis of S_6 (x) k[gamma]_3
nm = len(mons)
def mono(t): return C.from_dict({mons[t]: 1})
# conditions as functionals on (U, U') coordinates (2 * 280); implement by evaluating at random points of the loci
rnd2 = random.Random(99)
conds = []
# (alpha): for points (beta0 arbitrary, gamma0 on L): (w1 g1 U + w2 g2 U')(beta0, gamma0) = 0
def pt_on_L():
    g1, g2 = rnd2.randrange(P), rnd2.randrange(P)
    g3 = (-(w[0] * g1 + w[1] * g2) * pow(w[2], P - 2, P)) % P
    return [g1, g2, g3]
def ev(poly, pt):
    return int(poly(*[x % P for x in pt]))
for _ in range(200):
    b0 = [rnd2.randrange(P) for _ in range(3)]; g0 = pt_on_L()
    row = [ev(w[0] * y[0] * mono(t), b0 + g0) for t in range(nm)] + [ev(w[1] * y[1] * mono(t), b0 + g0) for t in range(nm)]
    conds.append(row)
ra = nmod_mat(len(conds), 2 * nm, [x for r in conds for x in r], P).rank()
print(f"rank of (alpha) = {ra} (expect 140)", flush=True)
# (beta_m): sum_i A[m][i] l_i V_i = 0 on beta_m = 0, with V = (U + V3, U' + V3, V3): sum_i A[m,i] l_i = beta_m, so the
# condition is A[m,0] l_0 U + A[m,1] l_1 U' = 0 on beta_m = 0 (times m1, irrelevant)
bconds = []
for m in range(3):
    for _ in range(120):
        b0 = [rnd2.randrange(P) for _ in range(3)]; b0[m] = 0; g0 = [rnd2.randrange(P) for _ in range(3)]
        row = [ev(int(A[m][0]) * l[0] * mono(t), b0 + g0) for t in range(nm)] + [ev(int(A[m][1]) * l[1] * mono(t), b0 + g0) for t in range(nm)]
        bconds.append(row)
rb = nmod_mat(len(bconds), 2 * nm, [x for r in bconds for x in r], P).rank()
allc = conds + bconds
rall = nmod_mat(len(allc), 2 * nm, [x for r in allc for x in r], P).rank()
print(f"rank of (beta) = {rb} (expect 240); rank of all = {rall}; solutions = {2*nm - rall} (expect 222); savings = {ra + rb - rall}", flush=True)
# curve functionals: for m, points P_beta on beta_m = 0 and P_gamma on L with [l0 A[m,0] : l1 A[m,1]](P_beta) = [w1 g1 : w2 g2](P_gamma)
curve = []
for m in range(3):
    for _ in range(30):
        b0 = [rnd2.randrange(P) for _ in range(3)]; b0[m] = 0
        x1 = int(A[m][0]) * ev(l[0], b0 + [0, 0, 0]) % P; x2 = int(A[m][1]) * ev(l[1], b0 + [0, 0, 0]) % P
        # want w1 g1 : w2 g2 = x1 : x2 with w1g1 + w2g2 + w3g3 = 0: take w1 g1 = x1, w2 g2 = x2
        g1 = x1 * pow(w[0], P - 2, P) % P; g2 = x2 * pow(w[1], P - 2, P) % P
        g3 = (-(x1 + x2) * pow(w[2], P - 2, P)) % P
        g0 = [g1, g2, g3]
        row = [ev(w[0] * y[0] * mono(t), b0 + g0) for t in range(nm)] + [ev(w[1] * y[1] * mono(t), b0 + g0) for t in range(nm)]
        curve.append(row)
rc = nmod_mat(len(curve), 2 * nm, [x for r in curve for x in r], P).rank()
rac = nmod_mat(len(conds + curve), 2 * nm, [x for r in conds + curve for x in r], P).rank()
rbc = nmod_mat(len(bconds + curve), 2 * nm, [x for r in bconds + curve for x in r], P).rank()
print(f"curve functionals T_P: rank {rc}; inside span(alpha): {rac == ra}; inside span(beta): {rbc == rb}")
# vertex functionals: at beta = e_n, (w1 g1 U + w2 g2 U')(e_n, P_gamma) for P_gamma on L
vert = []
for n in range(3):
    b0 = [int(j == n) for j in range(3)]
    for _ in range(8):
        g0 = pt_on_L()
        vert.append([ev(w[0] * y[0] * mono(t), b0 + g0) for t in range(nm)] + [ev(w[1] * y[1] * mono(t), b0 + g0) for t in range(nm)])
rv = nmod_mat(len(vert), 2 * nm, [x for r in vert for x in r], P).rank()
rcv = nmod_mat(len(curve + vert), 2 * nm, [x for r in curve + vert for x in r], P).rank()
rav = nmod_mat(len(conds + vert), 2 * nm, [x for r in conds + vert for x in r], P).rank()
rbv = nmod_mat(len(bconds + vert), 2 * nm, [x for r in bconds + vert for x in r], P).rank()
print(f"vertex functionals: rank {rv}; inside span(alpha): {rav == ra}; inside span(beta): {rbv == rb}; rank(curve + vertex) = {rcv} (need 42)")
