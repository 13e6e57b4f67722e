"""Upper bound on dim Y_alpha(kappa), per kappa, by linear conditions that hold at EVERY weight (any s).
Generalises d4r3-2026-11-30/jets.py + jets2.py (which are hard-coded s = 4, N_2 = 10).

alpha sorted decreasing, a1 >= s.  Conditions (functionals on S_{N_2}):
 (a) divisibility by n_i1^(e_i), e_i = (kappa_i - a2 - a3)^+, imposed as vanishing to order e_i at NPTS random points
     of L_i = {n_i1 = 0} (implied by divisibility);
 (b) vanishing to order (kappa_i - a3)^+ at z_i^(3) = {n_i1 = n_i2 = 0} and (kappa_i - a2)^+ at
     z_i^(2) = {n_i1 = n_i3 = 0};
 (c) at q = L_i cap L_i' (i != i' in supp kappa), R = kappa_i + kappa_i' - a2 - a3 >= 1: vanishing to order R and the
     order-R jet proportional to lambda = the order-R jet of g_(s - a2 - a3, a2, a3) (asserted nonzero).
Every condition is asserted to annihilate every generator times every monomial of degree N_2 - s at the point,
and every claimed vanishing order of every generator at q is asserted.

usage: python yjets.py SEED S a1,a2,a3 [...]
prints per kappa: conditions rank, upper = dim S_{N_2} - rank, at_point = dim Y_alpha(kappa) at the point.
"""
import sys
from math import comb

import numpy as np

from ycommon import P, Setting, monos, rank, cross, pmul


def condition_rows(st, kappa, alpha, gens, npts):
    s = st.s
    a1, a2, a3 = alpha
    supp = [i for i in range(3) if kappa[i]]
    rows = []
    for i in supp:
        e_i = max(kappa[i] - a2 - a3, 0)
        if e_i:  # (a)
            for _ in range(npts):
                v = [int(x) for x in st.rng.integers(1, P, size=3)]
                rows += list(st.jet_rows(cross(st.nl[i][0], v), 0, e_i - 1).values())
        for l, al in ((1, a3), (2, a2)):  # (b)
            mlt = max(kappa[i] - al, 0)
            if mlt:
                rows += list(st.jet_rows(cross(st.nl[i][0], st.nl[i][l]), 0, mlt - 1).values())
    for x in range(len(supp)):  # (c)
        for y in range(x + 1, len(supp)):
            i, i2 = supp[x], supp[y]
            R = kappa[i] + kappa[i2] - a2 - a3
            if R < 1:
                continue
            q = cross(st.nl[i][0], st.nl[i2][0])
            assert any(q)
            rows += list(st.jet_rows(q, 0, R - 1).values())
            btop = (s - a2 - a3, a2, a3)
            for b, f in gens.items():  # claimed orders: >= kappa_i + kappa_i' - b2 - b3
                vm = st.vec(st.lift(q, f))
                o = kappa[i] + kappa[i2] - b[1] - b[2]
                if o >= 1:
                    for row in st.jet_rows(q, 0, o - 1).values():
                        assert int((row * vm % P).sum() % P) == 0
            top = st.jet_rows(q, R, R)
            vec = st.vec(st.lift(q, gens[btop]))
            lam = {k_: int((row * vec % P).sum() % P) for k_, row in top.items()}
            keys = list(top.keys())
            s_ = next(k_ for k_ in keys if lam[k_])  # lambda != 0 at the point
            for t_ in keys:
                if t_ != s_:
                    rows.append((top[t_] * lam[s_] - top[s_] * lam[t_]) % P)
    return rows


def run(st, alpha, npts, verbose=True):
    s = st.s
    a1, a2, a3 = alpha
    assert a1 >= s and a1 >= a2 >= a3
    dimS = len(st.M)
    res = {}
    for kappa in monos(s):
        gens = st.gens(kappa, alpha)
        rows = condition_rows(st, kappa, alpha, gens, npts)
        prow = st.ideal_rows(gens.values())
        Pm = np.array(prow, dtype=np.int64)
        rp = rank(prow)
        if rows:
            A = np.array(rows, dtype=np.int64) % P
            rk = rank(rows)
            assert not ((A.astype(object) @ Pm.T.astype(object)) % P).any()
        else:
            rk = 0
        res[kappa] = (dimS - rk, rp)
        if verbose:
            print(alpha, kappa, f"ngens={len(gens)} conditions rank={rk} upper={dimS - rk} at_point={rp}",
                  "OK" if dimS - rk == rp else "GAP", flush=True)
    tb = sum(v[0] for v in res.values())
    tp = sum(v[1] for v in res.values())
    print(f"alpha={alpha}: dim Y_alpha <= {tb} at generic weights (conditions); at the point {tp}", flush=True)
    return res


def main():
    seed, s = int(sys.argv[1]), int(sys.argv[2])
    st = Setting(seed, s)
    print(f"seed={seed} s={s} N2={st.n2} p={P} points distinct: {st.distinct}", flush=True)
    assert st.distinct
    for arg in sys.argv[3:]:
        alpha = tuple(int(v) for v in arg.split(","))
        run(st, alpha, st.n2 + 6)


if __name__ == "__main__":
    main()
