"""Theorem S's two base ranks per b (NOTES.md §4): at S_p (special_point, seed 1, p = 1048571), for the A box
(a >= n + 1, b), check over GF(p)

    P(n + 1, 1):  dim S_1(n + 2) = dim T_1(n + 2)        (slice g = 1, binary degree N = n + 1)
    P(N0, 0):     dim S_0(N0) = dim T_0(N0)  for the least N0 in [n + 1, d1]   (slice g = 0)

and the open conditions Lemmas 3-6 use at this point.  With Lemmas 3-6 (PROVED) these give
X_(a,b) = (J cap Y^mod)_(d1) at S_p, so dim X_(a,b) >= c_3 - 3 C(n-b+3, 4) = formula/3.

usage: cert2.py n [b ...]   (default every b = 1..n-1)
"""
import sys
import time
from math import comb

import numpy as np

from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.thin.slices import SliceModel, special_point

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import cert  # noqa: E402


def open_conditions(pt, n):
    p = pt.p
    W3, H2 = np.asarray(pt.W3) % p, np.asarray(pt.H2) % p
    inv = lambda a: pow(int(a) % p, p - 2, p)  # noqa: E731
    ok = bool((W3 != 0).all() and (H2 != 0).all())  # omega_rl != 0 (so rho_r != [1:0],[0:1]), eta_kl != 0
    rho = [(int(W3[r, 2]), (-int(W3[r, 0])) % p) for r in range(3)]  # ybar_r(rho_r) = 0
    # rho_r pairwise distinct, ybar_s(rho_r) != 0 (s != r), hbar_k(rho_r) != 0
    for r in range(3):
        x0, z0 = rho[r]
        for s in range(3):
            ys = (int(W3[s, 0]) * x0 + int(W3[s, 2]) * z0) % p
            ok &= (ys != 0) if s != r else (ys == 0)
        for k in range(3):
            ok &= (int(H2[k, 0]) * x0 + int(H2[k, 2]) * z0) % p != 0
    # the three binary quadrics hbar_k ybar_k are linearly independent (used in Remark 7 only)
    Q = []
    for k in range(3):
        a, c = int(H2[k, 0]), int(H2[k, 2])
        u, w = int(W3[k, 0]), int(W3[k, 2])
        Q.append([a * u % p, (a * w + c * u) % p, c * w % p])
    det = (Q[0][0] * (Q[1][1] * Q[2][2] - Q[1][2] * Q[2][1]) - Q[0][1] * (Q[1][0] * Q[2][2] - Q[1][2] * Q[2][0])
           + Q[0][2] * (Q[1][0] * Q[2][1] - Q[1][1] * Q[2][0])) % p
    return ok, det != 0


def main():
    n = int(sys.argv[1])
    bs = [int(x) for x in sys.argv[2:]] or list(range(1, n))
    pt = special_point(seed=1)
    d1 = comb(n + 1, 2)
    ok, qind = open_conditions(pt, n)
    print(f"n={n} d1={d1} p={pt.p}: open conditions of Lemmas 3-6: {ok}; quadrics hbar_k ybar_k independent: {qind}")
    t0 = time.time()
    model = SliceModel(n=n, point=pt)
    print(f"  model built ({time.time() - t0:.0f} s)")
    allok = ok
    for b in bs:
        t0 = time.time()
        ok1, dS1, dT1 = cert.P_holds(model, pt, n, b, n + 1, 1)
        N0 = None
        for N in range(n + 1, d1 + 1):
            ok0, dS0, dT0 = cert.P_holds(model, pt, n, b, N, 0)
            if ok0:
                N0 = N
                break
        form = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - (n + 1) - b, n + 1, b))[1] // 3
        target = (comb(d1 + 2, 2) * comb(n + 2, 2) - 3 * (d1 + n)) - 3 * comb(n - b + 3, 4)
        good = ok1 and N0 is not None
        allok &= good
        print(f"b={b}: P(n+1,1) {ok1} ({dS1} = {dT1}); least N0 with P(N0,0): {N0} (N0 - n = "
              f"{None if N0 is None else N0 - n}); certified: {good}; c3 - 3C(n-b+3,4) = {target}, formula/3 = {form},"
              f" equal: {target == form} ({time.time() - t0:.0f} s)")
        sys.stdout.flush()
    print(f"ALL CERTIFIED: {allok}")


if __name__ == "__main__":
    main()
