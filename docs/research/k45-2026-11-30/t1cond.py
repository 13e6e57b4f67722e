"""Conditions on l123 T1 (alpha' = (1,1) first-order part, per k): Phi = sum_nu gamma^nu phi_nu, phi_nu in S_9.
 (A) Phi(q_ij, gamma) = 0 at the three points q_ij = {l_i = l_j = 0};
 (B) phi_nu divisible by l_k whenever nu_k = 0;
 (C) first-order jets at q_ij: d_v Phi(q, .) in N_i Z_gamma for v along {l_i = 0} (dl_j(v) = 1), and symmetric.
Prints the rank of (A)+(B), of (A)+(B)+(C), and checks that all vanish on l123 T1.  usage: python t1cond.py SEED"""
import sys, random
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec, inv3
exec(open("t1ideal.py").read().split("print(f\"dim T1")[0])
vm = [e + n for e in kcore.monos(9) for n in kcore.monos(4)]; idx = {v: i for i, v in enumerate(vm)}
nus = kcore.monos(4)
W3i = inv3(W3)
def q_point(i, j):  # beta with l_i = l_j = 0: cross product of rows i, j of W3
    u, v = W3[i], W3[j]
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]
def dir_along(i, j):  # vector v with l_i(v) = 0, l_j(v) = 1 (and l_k(v) = 0): column j of W3^-1
    return [W3i[m][j] for m in range(3)]
funcs = []
def evalfun(pt, coeff_of_nu):  # functional: sum_nu coeff_of_nu[nu] * phi_nu(pt)
    f = [0] * len(vm)
    for t, v in enumerate(vm):
        a, nu = v[:3], v[3:]
        cn = coeff_of_nu.get(nu, 0)
        if cn: f[t] = cn * pow(pt[0], a[0], P) % P * pow(pt[1], a[1], P) % P * pow(pt[2], a[2], P) % P
    return f
def dirderiv(pt, d, coeff_of_nu):  # sum_nu c_nu * (d . grad phi_nu)(pt)
    f = [0] * len(vm)
    for t, v in enumerate(vm):
        a, nu = v[:3], v[3:]
        cn = coeff_of_nu.get(nu, 0)
        if not cn: continue
        s = 0
        for m in range(3):
            if a[m] == 0: continue
            e = list(a); e[m] -= 1
            s += d[m] * a[m] * pow(pt[0], e[0], P) * pow(pt[1], e[1], P) % P * pow(pt[2], e[2], P)
        f[t] = cn * (s % P) % P
    return f
pairs = [(0, 1), (0, 2), (1, 2)]
A_ = [evalfun(q_point(i, j), {nu: 1}) for (i, j) in pairs for nu in nus]
# (B): phi_nu restricted to the line l_k = 0 vanishes: evaluate at 10 points of the line
B_ = []
for kk in range(3):
    ii, jj = [x for x in range(3) if x != kk]
    p1, p2 = q_point(kk, ii), q_point(kk, jj)  # two points on l_k = 0
    for nu in nus:
        if nu[kk] != 0: continue
        for t in range(10):
            pt = [(p1[m] + t * p2[m]) % P for m in range(3)]
            B_.append(evalfun(pt, {nu: 1}))
# (C): annihilator of N_i Z_gamma in k[gamma]_4
def ann_NZ(i):
    Ng = [N(i, z) for z in Zg]
    ix = {n: t for t, n in enumerate(nus)}
    rows = [[int(dict(((e[3:], c) for e, c in g.to_dict().items())).get(n, 0)) for n in nus] for g in Ng]
    M = nmod_mat(len(rows), 15, [x for r in rows for x in r], P)
    Nn, nn = M.nullspace()
    return [[int(Nn[t, c]) for t in range(15)] for c in range(nn)]
C_ = []
for (i, j) in pairs:
    q = q_point(i, j)
    for (a_, b_) in ((i, j), (j, i)):   # derivative along l_a = 0 (dl_b = 1): lies in N_a Z
        d = dir_along(a_, b_)
        for an in ann_NZ(a_):
            C_.append(dirderiv(q, d, {nu: an[t] for t, nu in enumerate(nus)}))
def rk(rows): return nmod_mat(len(rows), len(vm), [x for r in rows for x in r], P).rank()
print(f"#A {len(A_)}, #B {len(B_)}, #C {len(C_)}")
print(f"rank A+B = {rk(A_ + B_)}; rank A+B+C = {rk(A_ + B_ + C_)}  (need 207 for dim T1 <= 618)")
# check they vanish on l123 T1
G = nmod_mat(len(gens), len(vm), [x for g in gens for x in vec(g, idx)], P)
F = nmod_mat(len(A_ + B_ + C_), len(vm), [x for r in A_ + B_ + C_ for x in r], P)
prod = G * F.transpose()
print("all conditions vanish on l123 T1:", all(int(prod[r, c]) == 0 for r in range(prod.nrows()) for c in range(prod.ncols())))
