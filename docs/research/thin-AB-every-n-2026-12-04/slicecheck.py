"""Slice-by-slice check of the A boxes at S + coordinate W2 (Proposition 61's point `special_point(seed=1)`).

For a >= n + 1 the box X_(a,b) is graded by the p_2-degree g (Lemma K / Proposition 61's slices):
X_(a,b) = (+)_g p_2^g S_g with S_g in k[x,z]_(D-g) (x) k[c]_n (x = p_1, z = p_3, D = d1).
The target slice T_g (own code, own linear algebra mod p) is

    T_g = { F : p_2^g F in J = (p_l ct_l)_(D,n)  and  the c^kappa-part of F is divisible by
            ybar_r^((kappa_r - g - b)^+), r = 1, 2, 3 },   ybar_r = W3[r,0] x + W3[r,2] z,

(the p_2^g-slice of J cap Y^mod, Y^mod's fat points at z_r^(3) = {y_r = p_2 = 0}).  We print, for each g,
dim S_g (the lab's SliceModel.box_dim, reviewed in Proposition 61), dim T_g, and the number of conditions
imposed by the fat points on J's slice (independence check).

usage: slicecheck.py n b [b ...]
"""
import sys
from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_rank_mod_p, flint_inv_mod_p
from proofs.general.depth4.thin.slices import SliceModel, special_point
from proofs.general.depth4.window_model import _monos


def polymul(f, g, p):
    out = {}
    for a, x in f.items():
        for b, y in g.items():
            k = tuple(i + j for i, j in zip(a, b))
            out[k] = (out.get(k, 0) + x * y) % p
    return out


def cmono_to_ctilde(n, B, p):
    """P[kappa][nu]: c^kappa = sum_nu P c~^nu, where c = B c~ (c_r = sum_l B[r,l] c~_l)."""
    lin = [{tuple(1 if i == l else 0 for i in range(3)): int(B[r, l]) % p for l in range(3)} for r in range(3)]
    cm = _monos(n)
    idx = {m: i for i, m in enumerate(cm)}
    P = np.zeros((len(cm), len(cm)), dtype=np.int64)
    for i, kap in enumerate(cm):
        f = {(0, 0, 0): 1}
        for r in range(3):
            for _ in range(kap[r]):
                f = polymul(f, lin[r], p)
        for nu, v in f.items():
            P[i, idx[nu]] = v % p
    return cm, P


def target_dims(n, b, point, g_range=None):
    p = point.p
    W3 = np.asarray(point.W3) % p
    L = np.asarray(point.L) % p
    D = comb(n + 1, 2)
    # ct = W3^T diag(L) c  =>  c = (W3^T diag(L))^(-1) ct
    Mt = (W3.T * L[None, :]) % p
    B = np.asarray(flint_inv_mod_p(Mt.astype(np.uint64), p), dtype=np.int64)
    cm, P = cmono_to_ctilde(n, B, p)
    nc = len(cm)
    out = []
    for g in (range(D + 1) if g_range is None else g_range):
        N = D - g
        nun = (N + 1) * nc  # unknown A_kappa,s : index kappa * (N+1) + s, coefficient of x^(N-s) z^s
        rowsJ, rowsY = [], []
        for j, nu in enumerate(cm):
            if g >= 1 and nu[1] > 0:
                continue
            # C_nu = sum_kappa P[kappa, nu] A_kappa
            def Crow(s):
                r = np.zeros(nun, dtype=np.int64)
                for i in range(nc):
                    r[i * (N + 1) + s] = P[i, j]
                return r
            if nu[0] > 0 and nu[2] > 0:
                if N == 0:
                    rowsJ.append(Crow(0))
            elif nu[0] > 0:
                rowsJ.append(Crow(N))  # x | C : coefficient of z^N vanishes
            elif nu[2] > 0:
                rowsJ.append(Crow(0))  # z | C : coefficient of x^N vanishes
            else:  # nu = n e_2, g = 0
                for s in range(N + 1):
                    rowsJ.append(Crow(s))
        for i, kap in enumerate(cm):
            for r in range(3):
                e = max(kap[r] - g - b, 0)
                if e == 0:
                    continue
                x0, z0 = int(W3[r, 2]) % p, (-int(W3[r, 0])) % p  # ybar_r(x0, z0) = 0
                assert x0 != 0
                zeta = z0 * pow(x0, p - 2, p) % p  # root of a(z) = A(1, z)
                for der in range(min(e, N + 1)):
                    row = np.zeros(nun, dtype=np.int64)
                    for s in range(der, N + 1):
                        ff = 1
                        for t in range(der):
                            ff = ff * (s - t) % p
                        row[i * (N + 1) + s] = ff * pow(zeta, s - der, p) % p
                    rowsY.append(row)
        def rk(rows):
            if not rows:
                return 0
            A = np.array(rows, dtype=np.int64) % p
            return int(flint_rank_mod_p(A.astype(np.uint64), p, threads=1)[0])
        rJ = rk(rowsJ)
        rJY = rk(rowsJ + rowsY)
        out.append((g, nun - rJY, nun - rJ, len(rowsY), rJY - rJ))
    return out


def main():
    n = int(sys.argv[1])
    bs = [int(x) for x in sys.argv[2:]]
    pt = special_point(seed=1)
    model = SliceModel(n=n, point=pt)
    D = comb(n + 1, 2)
    from numerics.bounds.depth4_blocks import formula_block_rank
    for b in bs:
        tot, ranks = model.box_dim(b=b)
        T = target_dims(n, b, pt)
        form = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - (n + 1) - b, n + 1, b))[1] // 3
        print(f"n={n} b={b}: sum S_g = {tot}, sum T_g = {sum(t[1] for t in T)}, formula/3 = {form}, "
              f"sum dim J_g = {sum(t[2] for t in T)}")
        bad = 0
        for (g, dT, dJ, ny, ry), s in zip(T, ranks):
            flag = "" if s == dT else "  <-- S_g != T_g"
            bad += s != dT
            if ny or flag:
                print(f"  g={g:3d} S_g={s:6d} T_g={dT:6d} J_g={dJ:6d} fat rows={ny:4d} rank added={ry:4d}{flag}")
        print(f"  slices with S_g != T_g: {bad} of {D + 1}; fat conditions independent on every J_g: "
              f"{all(t[3] == t[4] for t in T)}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
