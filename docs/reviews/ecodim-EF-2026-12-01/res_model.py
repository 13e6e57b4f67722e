"""Reviewer helper-111: own reduced-model check of Theorem E at larger s.

res(F)(b) = F(b, chat(b)), chat = M_1 x M_2, M_a(b)_i = W4[k,i] n_ia(b).  By Lemma R (proved, reviewed AGREE)
codim(Y+J) = C(d+2,2) - 3C(s+1,2) - dim res(Y), d = N2 + 2s.  Here res(Y) is computed directly (NOT via Lemma X):
the span of b^mu * chat^kappa * f^kappa_r over all |kappa| = s, r <= j, |mu| = N2 - s.
Also checks Im res = D - c_2 is not needed (Lemma R).  Rank mod P at the own point (seed), a lower bound on the
generic dim res(Y), so codim <= printed value generically; equality with the formula is also a check of Lemma G.
usage: res_model.py SEED S [S ...]
"""
import sys, time, itertools
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
from own_check import P, monos, polymul, setup


def padd(f, g, a=1):
    h = dict(f)
    for k, v in g.items():
        h[k] = (h.get(k, 0) + a * v) % P
    return {k: v for k, v in h.items() if v}


def ppow(f, e, cache):
    key = (id(f), e)
    r = {(0, 0, 0): 1}
    for _ in range(e):
        r = polymul(r, f)
    return r


if __name__ == "__main__":
    seed = int(sys.argv[1])
    k = 0
    print(f"seed={seed} P={P} k={k}", flush=True)
    W2, W3, W4, n = setup(seed)
    for s in [int(a) for a in sys.argv[2:]]:
        N2 = comb(s + 1, 2)
        d, e = N2 + 2 * s, N2 - s
        # linear forms as dicts
        M = [[{eb: int(W4[k, i]) * v % P for eb, v in n[i][a].items()} for i in range(3)] for a in range(2)]
        ch = [padd(polymul(M[0][1], M[1][2]), polymul(M[0][2], M[1][1]), -1),
              padd(polymul(M[0][2], M[1][0]), polymul(M[0][0], M[1][2]), -1),
              padd(polymul(M[0][0], M[1][1]), polymul(M[0][1], M[1][0]), -1)]
        chp = [[{(0, 0, 0): 1}] for _ in range(3)]
        for i in range(3):
            for _ in range(s):
                chp[i].append(polymul(chp[i][-1], ch[i]))
        # l_i(t) = n_i1 + t n_i2 : powers as dict t-exponent -> poly
        def lpow(i, a):
            r = {0: {(0, 0, 0): 1}}
            for _ in range(a):
                new = {}
                for te, f in r.items():
                    new[te] = padd(new.get(te, {}), polymul(f, n[i][0]))
                    new[te + 1] = padd(new.get(te + 1, {}), polymul(f, n[i][1]))
                r = new
            return r
        mg, md = monos(3, 3 * s), monos(3, d)
        ig, idd = {m: t for t, m in enumerate(mg)}, {m: t for t, m in enumerate(md)}
        for j in range(1, s + 1):
            t0 = time.time()
            rows = []
            for kappa in monos(3, s):
                pw = [lpow(i, kappa[i]) for i in range(3)]
                prod = {0: {(0, 0, 0): 1}}
                for i in range(3):
                    new = {}
                    for t1, f in prod.items():
                        for t2, g in pw[i].items():
                            if t1 + t2 <= j:
                                new[t1 + t2] = padd(new.get(t1 + t2, {}), polymul(f, g))
                    prod = new
                cpart = polymul(polymul(chp[0][kappa[0]], chp[1][kappa[1]]), chp[2][kappa[2]])
                for r in range(j + 1):
                    g = polymul(cpart, prod.get(r, {}))
                    row = np.zeros(len(mg), dtype=np.uint64)
                    for m, v in g.items():
                        row[ig[m]] = v
                    rows.append(row)
            Gm = np.array(rows)
            E, rk = flint_rref_mod_p(Gm, P)
            basis = E[:rk]
            big = np.zeros((rk * comb(e + 2, 2), len(md)), dtype=np.uint64)
            t = 0
            for gi in range(rk):
                nz = np.nonzero(basis[gi])[0]
                for mu in monos(3, e):
                    for c in nz:
                        m = mg[c]
                        big[t, idd[(m[0] + mu[0], m[1] + mu[1], m[2] + mu[2])]] = basis[gi, c]
                    t += 1
            dres = flint_rank_mod_p(big, P, threads=1)[0]
            codim = comb(d + 2, 2) - 3 * comb(s + 1, 2) - dres
            formula = 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2)
            IZ = comb(d + 2, 2) - 6 * comb(s + 1, 2) - 3 * comb(s - j + 1, 2)
            print(f"s={s} j={j}: d={d} rank of generators (deg 3s) = {rk} ((s+1)(j+1) = {(s + 1) * (j + 1)}); "
                  f"dim res(Y) = {dres}, dim (I_Z)_d = {IZ}; codim = {codim}, formula = {formula} "
                  f"{'OK' if codim == formula else 'MISMATCH'} [{time.time() - t0:.1f}s]", flush=True)
