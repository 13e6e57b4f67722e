"""Check of the lemma m_k3 P(6,3) in T1 (NOTES 5.4), at a point: the system (alpha), (beta) on (Ubar, Ubar', H) with
right-hand sides b_m(H) = sum_i A[m,i] l''_i theta_i(H), m1 theta_i = w_i int H dgamma_i + psi_i (psi_i free of gamma_i,
chosen so that m1 divides).  Checks: m1 | numerator, theta_i = H on L, the rank of all conditions on (Ubar, Ubar', H)
(<= 338 claimed), and that the solutions give relations sum_m D_m X_m + m3 H in Zhat in ORIGINAL coordinates for a few
random solutions.  usage: python lemma3.py SEED"""
import sys, random
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec, inv3
exec(open("t1ideal.py").read().split("print(f\"dim T1")[0])
A = inv3(W3); w = [int(x) for x in W4[k]]
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lpp = [sum((int(W3[i][m]) * int(lamp[m]) * b[m] for m in range(3)), z0) for i in range(3)]  # l''_i = W3 (lam' . beta)
inv = lambda x: pow(x % P, P - 2, P)
def integrate(Hp, i):  # int_0^{gamma_i} H dgamma_i
    d = {}
    for e, cf in Hp.to_dict().items():
        e2 = list(e); e2[3 + i] += 1
        d[tuple(e2)] = int(cf) * inv(e2[3 + i]) % P
    return C.from_dict(d)
def theta(Hp, i):
    I = integrate(Hp, i)
    j, kk = [x for x in range(3) if x != i]
    # substitute gamma_i = -(w_j g_j + w_k g_k)/w_i into I to get psi_i = -w_i * I|_L
    sub = [b[0], b[1], b[2], y[0], y[1], y[2]]
    sub[3 + i] = (-(w[j] * y[j] + w[kk] * y[kk])) * inv(w[i])
    IL = I.compose(*sub, ctx=C) if hasattr(I, 'compose') else None
    num = w[i] * I - w[i] * IL
    q, r = divmod(num, m1)
    assert r == 0, "m1 does not divide"
    return q
rr = random.Random(3)
mons = [e + n for e in kcore.monos(6) for n in kcore.monos(3)]; nm = len(mons)
def mono(t): return C.from_dict({mons[t]: 1})
# theta_i = H on L check
H0 = sum((rr.randrange(P) * mono(t) for t in range(nm)), z0)
for i in range(3):
    th = theta(H0, i)
    for _ in range(3):
        g1, g2 = rr.randrange(P), rr.randrange(P); g3 = (-(w[0] * g1 + w[1] * g2) * inv(w[2])) % P
        pt = [rr.randrange(P) for _ in range(3)] + [g1, g2, g3]
        assert int(th(*pt)) == int(H0(*pt))
print("theta_i = H on L: ok")
# conditions on (Ubar, Ubar', H): evaluate at random points of the loci
def ev(poly, pt): return int(poly(*[x % P for x in pt]))
rows = []
for _ in range(200):  # (alpha)
    b0 = [rr.randrange(P) for _ in range(3)]; g1, g2 = rr.randrange(P), rr.randrange(P)
    g0 = [g1, g2, (-(w[0] * g1 + w[1] * g2) * inv(w[2])) % P]
    rows.append([ev(w[0] * y[0] * mono(t), b0 + g0) for t in range(nm)] + [ev(w[1] * y[1] * mono(t), b0 + g0) for t in range(nm)] + [0] * nm)
ths = [[theta(mono(t), i) for i in range(3)] for t in range(nm)]
for m in range(3):  # (beta_m): (l1 A[m,0] U + l2 A[m,1] U' - sum_i A[m,i] l''_i theta_i(H))(beta_m = 0) = 0
    for _ in range(120):
        b0 = [rr.randrange(P) for _ in range(3)]; b0[m] = 0; g0 = [rr.randrange(P) for _ in range(3)]
        rowH = [(-sum(int(A[m][i]) * ev(lpp[i], b0 + g0) * ev(ths[t][i], b0 + g0) for i in range(3))) % P for t in range(nm)]
        rows.append([ev(int(A[m][0]) * l[0] * mono(t), b0 + g0) for t in range(nm)] + [ev(int(A[m][1]) * l[1] * mono(t), b0 + g0) for t in range(nm)] + rowH)
M = nmod_mat(len(rows), 3 * nm, [x for r in rows for x in r], P)
rkM = M.rank()
print(f"rank of (alpha)+(beta) on (Ubar, Ubar', H) = {rkM} (claimed <= 338); solutions >= {3*nm - rkM} + V_3 280 = {3*nm - rkM + 280} (need 782)")
# end-to-end: random solutions -> X_m -> sum_m D_m X_m + m3 H in Zhat, in ORIGINAL coordinates (beta, c)
Nn, nn = M.nullspace()
Co = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
Xo = Co.gens(); bo, co = Xo[:3], Xo[3:]; zo = Co.from_dict({})
lo_ = [sum((int(W3[i][m]) * bo[m] for m in range(3)), zo) for i in range(3)]
sub = list(bo) + [co[i] * lo_[i] for i in range(3)]  # (beta, gamma) -> (beta, c)
m1o = m1.compose(*sub, ctx=Co)
m3o = sum((w[i] * co[i] * sum((int(W3[i][m]) * int(lamp[m]) * bo[m] for m in range(3)), zo) for i in range(3)), zo)
vm = [e + n for e in kcore.monos(10) for n in kcore.monos(4)]; vidx = {v: i for i, v in enumerate(vm)}
Zrows = [vec(m1o * mono(t).compose(*sub, ctx=Co), vidx) for t in range(nm)]
rZ = nmod_mat(nm, len(vm), [x for r in Zrows for x in r], P).rank()
ok_all = True
for trial in range(3):
    mult = [rr.randrange(P) for _ in range(nn)]
    coef = [sum(int(Nn[r_, c_]) * mult[c_] for c_ in range(nn)) % P for r_ in range(3 * nm)]
    Ub = sum((coef[t] * mono(t) for t in range(nm)), z0); Ubp = sum((coef[nm + t] * mono(t) for t in range(nm)), z0)
    Hh = sum((coef[2 * nm + t] * mono(t) for t in range(nm)), z0)
    V3 = m1 * sum((rr.randrange(P) * mono(t) for t in range(nm)), z0)
    V = [m1 * Ub + V3, m1 * Ubp + V3, V3]
    YH = [-(lpp[i] * m1 * theta(Hh, i)) for i in range(3)]
    Y = [YH[i] + l[i] * V[i] for i in range(3)]
    Xm = []
    for m in range(3):
        num = sum((int(A[m][i]) * Y[i] for i in range(3)), z0)
        q, r = divmod(num, b[m]); assert r == 0, "not divisible by beta_m"
        q2, r2 = divmod(q, m1); assert r2 == 0, "X_m not m1-divisible"
        Xm.append(q)
    Xo_ = [x.compose(*sub, ctx=Co) for x in Xm]
    tot = sum((bo[m] * Xo_[m].derivative(m) for m in range(3)), zo) + m3o * Hh.compose(*sub, ctx=Co)
    rows2 = Zrows + [vec(tot, vidx)]
    r2 = nmod_mat(len(rows2), len(vm), [x for r in rows2 for x in r], P).rank()
    print(f"  solution {trial}: X_m polynomial and m1-divisible; sum D_m X_m + m3 H in Zhat: {r2 == rZ}")
    ok_all &= (r2 == rZ)
print("end-to-end:", ok_all)
