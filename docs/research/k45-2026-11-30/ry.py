"""Relations of T1 in Y-form: R_Y = {Y in W3(beta (.) (S_6 (x) Z_gamma)^3) : sum_i lo_i N_i Y_i in l123 S_6 (x) Z_gamma}.
Structure probe: divisibility of the components Y_i.  usage: python ry.py SEED"""
import sys, random
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec, inv3
exec(open("t1ideal.py").read().split("print(f\"dim T1")[0])
S6m = [e for e in kcore.monos(6)]; Z3m = kcore.monos(3)
# basis of the domain: Z_m = f (x) m1 y (f in S6 monomial, y cubic monomial), m = 1..3 -> Y = W3 (beta (.) Z)
dom = []
for m in range(3):
    for a in S6m:
        for e in Z3m:
            Zm = C.from_dict({a + (0, 0, 0): 1}) * m1 * C.from_dict({(0, 0, 0) + e: 1})
            dom.append([int(W3[i][m]) * b[m] * Zm for i in range(3)])
vm9 = [e + n for e in kcore.monos(9) for n in kcore.monos(4)]
img = [sum((lo[i] * N(i, Y[i]) for i in range(3)), z0) for Y in dom]
tgt = [C.from_dict({a + (0, 0, 0): 1}) * (l[0] * l[1] * l[2]) * m1 * C.from_dict({(0, 0, 0) + e: 1}) for a in S6m for e in Z3m]
ix = {v: i for i, v in enumerate(vm9)}
rows = [vec(p, ix) for p in img + tgt]
M = nmod_mat(len(rows), len(vm9), [x for r in rows for x in r], P)
Nn, nn = M.transpose().nullspace()
print(f"dim of (domain, target) kernel = {nn} (expect 502: 222 relations + 280 Euler)", flush=True)
# components Y_i of the kernel elements
vm7 = [e + n for e in kcore.monos(7) for n in kcore.monos(4)]; ix7 = {v: i for i, v in enumerate(vm7)}
def rk(polys):
    rr = [vec(p, ix7) for p in polys]
    return nmod_mat(len(rr), len(vm7), [x for r in rr for x in r], P).rank() if rr else 0
Ys = []
for c_ in range(nn):
    Y = [z0, z0, z0]
    for t in range(len(dom)):
        a_ = int(Nn[t, c_])
        if a_:
            for i in range(3): Y[i] += a_ * dom[t][i]
    Ys.append(Y)
S6p = [C.from_dict({a + (0, 0, 0): 1}) for a in S6m]
for i in range(3):
    comp = [Y[i] for Y in Ys]
    r = rk(comp)
    li_sp = [l[i] * f * m1 * C.from_dict({(0, 0, 0) + e: 1}) for f in S6p for e in Z3m]
    both = rk(comp + li_sp)
    print(f"  Y_{i}: rank {r}; cap l_{i} S_6 (x) Z_gamma (dim {rk(li_sp)}): {r + rk(li_sp) - both}")
