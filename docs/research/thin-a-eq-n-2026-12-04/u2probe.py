"""Probe (exploratory, for the roadmap of NOTES §4): in the radius-1 vertex system, the purely u-quadratic part
W_2 := W_loc ∩ (u^2 (x) k[x,z]_(<=3)); which u^2 (x) monomial vectors it contains.  usage: u2probe.py n [n ...]"""
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import permu as P  # noqa: E402
import vcert as V  # noqa: E402
near = P._monos(2)
for n in [int(a) for a in sys.argv[1:]]:
    for k in range(3):
        rows, T = V.local(n, k)
        u2 = [i for i, e in enumerate(near) if e[k] == 0]       # offsets without c_k: u-quadratic
        low = [i for i, e in enumerate(near) if e[k] > 0]
        cols_low = [a * len(near) + i for a in range(len(P.MON)) for i in low]
        rA = V.rk(rows); rlow = V.rk([[r[j] for j in cols_low] for r in rows])
        dimW2 = rA - rlow
        res = {}
        for a, m in enumerate(P.MON):
            cnt = 0
            for i in u2:
                v = [0] * (len(P.MON) * len(near)); v[a * len(near) + i] = 1
                cnt += V.rk(rows + [v]) == rA
            res[m] = cnt
        print(f"n={n} k={k + 1}: rank {rA}, dim W_2 = {dimW2} (of 30); #u^2-monomials (of 3) times x^i z^j inside W: {res}")
