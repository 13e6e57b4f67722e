"""General-alpha version of jets.py (see its docstring).  usage: python jets2.py SEED a1,a2,a3 [...]"""
import sys
from itertools import product
from math import comb

import numpy as np

sys.path.insert(0, "/work/main")
sys.path.insert(0, "/work/main/docs/research/d4r3-2026-11-30")
from jets import M10, I10, P, S, N2, cross, jet_rows, monos, pmul, poly_vec  # noqa: E402
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402


def main():
    seed = int(sys.argv[1])
    rng = np.random.default_rng(seed)
    W2, W3 = (rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(2))
    n = np.einsum("im,mj->ijm", W3, W2) % P
    nl = [[[int(v) for v in n[i, jj]] for jj in range(3)] for i in range(3)]
    lin = [[{tuple(int(x == m) for x in range(3)): nl[i][jj][m] for m in range(3)} for jj in range(3)] for i in range(3)]
    for arg in sys.argv[2:]:
        alpha = tuple(int(v) for v in arg.split(","))
        a1, a2, a3 = alpha
        assert a1 >= S and a1 >= a2 >= a3
        tot_b = tot_p = 0
        for kappa in monos(S):
            F = {(0, 0, 0): {(0, 0, 0): 1}}  # w-exponent -> b-poly
            for i in range(3):
                for _ in range(kappa[i]):
                    G = {}
                    for wexp, f in F.items():
                        for dj in range(3):
                            w2 = tuple(wexp[x] + (x == dj) for x in range(3))
                            acc = G.setdefault(w2, {})
                            for e, v in pmul(f, lin[i][dj]).items():
                                acc[e] = (acc.get(e, 0) + v) % P
                    F = G
            gens = {b: f for b, f in F.items() if all(b[x] <= alpha[x] for x in range(3))}
            supp = [i for i in range(3) if kappa[i]]
            rows = []
            c6 = None
            for i in supp:
                e_i = max(kappa[i] - a2 - a3, 0)
                if e_i:
                    for _ in range(12):
                        v = [int(x) for x in rng.integers(1, P, size=3)]
                        rows += list(jet_rows(cross(nl[i][0], v), 0, e_i - 1).values())
                for l, al in ((1, a3), (2, a2)):  # z_i^(3) = n_i1 x n_i2 ; z_i^(2) = n_i1 x n_i3
                    mlt = max(kappa[i] - al, 0)
                    if mlt:
                        rows += list(jet_rows(cross(nl[i][0], nl[i][l]), 0, mlt - 1).values())
            for x in range(len(supp)):
                for y in range(x + 1, len(supp)):
                    i, i2 = supp[x], supp[y]
                    R = kappa[i] + kappa[i2] - a2 - a3
                    if R < 1:
                        continue
                    q = cross(nl[i][0], nl[i2][0])
                    rows += list(jet_rows(q, 0, R - 1).values())
                    c = next(t for t in range(3) if q[t])
                    lift = {tuple(6 * int(t == c) for t in range(3)): 1}
                    btop = (S - a2 - a3, a2, a3)
                    for b, f in gens.items():  # claimed orders
                        vm = poly_vec(pmul(f, lift), N2)
                        for row in jet_rows(q, 0, kappa[i] + kappa[i2] - b[1] - b[2] - 1).values():
                            assert int((row * vm % P).sum() % P) == 0
                    top = jet_rows(q, R, R)
                    vec = poly_vec(pmul(gens[btop], lift), N2)
                    lam = {k_: int((row * vec % P).sum() % P) for k_, row in top.items()}
                    keys = list(top.keys())
                    s_ = next(k_ for k_ in keys if lam[k_])
                    for t_ in keys:
                        if t_ != s_:
                            rows.append((top[t_] * lam[s_] - top[s_] * lam[t_]) % P)
            prow = [poly_vec(pmul(f, {mon: 1}), N2) for f in gens.values() for mon in monos(N2 - S)]
            Pm = np.array(prow, dtype=np.int64)
            rp = flint_rank_mod_p(Pm.astype(np.uint64), P, threads=1)[0]
            if rows:
                A = np.array(rows, dtype=np.int64) % P
                rk = flint_rank_mod_p(A.astype(np.uint64), P, threads=1)[0]
                assert not ((A.astype(object) @ Pm.T.astype(object)) % P).any()
            else:
                rk = 0
            tot_b += 66 - rk
            tot_p += rp
            print(alpha, kappa, f"conditions rank={rk} upper={66 - rk} at_point={rp}", "OK" if 66 - rk == rp else "GAP", flush=True)
        print(f"alpha={alpha}: dim Y_alpha <= {tot_b} at generic weights (conditions); at the point {tot_p}", flush=True)


if __name__ == "__main__":
    main()
