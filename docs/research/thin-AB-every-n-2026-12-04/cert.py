"""The base-case certificate of Theorem S (NOTES.md §4): for the A box (a >= n + 1, b) at S_p (special_point,
seed 1, p = 1048571), for each slice g = 0..n find the least binary degree N in [n, d1 - g] with
dim S_g(N + g) = dim T_g(N + g) over GF(p) (P(N, g)).  By Lemmas 4-5 (FS + horizontal step, PROVED) and Lemma 3
(slices g >= n + 1, PROVED) this gives S_g(d1) = T_g(d1) for every g, i.e. X_(a,b) = J cap Y^mod in degree d1,
so dim X_(a,b) >= c_3 - 3 C(n-b+3, 4) = formula/3 at S_p.

usage: cert.py n [b ...]   (default: every b = 1..n-1)
"""
import sys
import time
from math import comb

import numpy as np

from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.thin.slices import SliceModel, special_point

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import grid  # noqa: E402


def P_holds(model, pt, n, b, N, g):
    p, nc = pt.p, model.nc
    D = N + g
    S = grid.to_kappa_major(grid.S_rows(model, b, D, g), N, nc)
    dS = grid.rank(S, p)
    cond, _ = grid.T_condition_rows(n, b, pt, D, g)
    dT = (N + 1) * nc - grid.rank(cond, p)
    assert dS <= dT
    return dS == dT, dS, dT


def main():
    n = int(sys.argv[1])
    bs = [int(x) for x in sys.argv[2:]] or list(range(1, n))
    pt = special_point(seed=1)
    model = SliceModel(n=n, point=pt)
    d1 = comb(n + 1, 2)
    # the open conditions used by Lemmas 3-5 at this point (all entries of W3, H2 nonzero mod p; W3 invertible)
    W3, H2, p = np.asarray(pt.W3) % pt.p, np.asarray(pt.H2) % pt.p, pt.p
    assert (W3 != 0).all() and (H2 != 0).all()
    print(f"n={n} d1={d1} p={p}: W3, H2 entries nonzero mod p: True")
    allok = True
    for b in bs:
        t0 = time.time()
        res = []
        for g in range(n + 1):
            found = None
            for N in range(n, d1 - g + 1):
                ok, dS, dT = P_holds(model, pt, n, b, N, g)
                if ok:
                    found = (N, dT)
                    break
            res.append(found)
            allok &= found is not None
        form = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - (n + 1) - b, n + 1, b))[1] // 3
        target = (comb(d1 + 2, 2) * comb(n + 2, 2) - 3 * (d1 + n)) - 3 * comb(n - b + 3, 4)
        print(f"b={b}: least N_g (g = 0..{n}): {[r[0] if r else None for r in res]}; "
              f"max total degree N_g + g = {max(r[0] + g for g, r in enumerate(res) if r) if all(res) else None}; "
              f"certified: {all(res)}; c3 - 3C(n-b+3,4) = {target} = formula/3 {form}: {target == form} "
              f"({time.time() - t0:.0f} s)")
        sys.stdout.flush()
    print(f"ALL CERTIFIED: {allok}")


if __name__ == "__main__":
    main()
