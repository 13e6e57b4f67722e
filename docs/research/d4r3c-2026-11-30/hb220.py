"""Sanity check (at one point) of the hand proof for kappa of type (2,2,0), edge j = 2 (NOTES section 1.4):
S1 = (g1, -g0/2, 0), S2 = (4 g2, g1, -2 g0) are syzygies of (f0, f1, f2) and h S1 + h' S2 (h, h' in S_4) has rank 30."""
import sys, random
from ybound import P, monos, gens, add, pmul, rank, inv3, M10
seed = int(sys.argv[1]); rnd = random.Random(seed)
W2 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]; W3 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]
nb = [[[W3[i][m] * W2[m][j] % P for m in range(3)] for j in range(3)] for i in range(3)]
def lin(v): return {(1, 0, 0): v[0] % P, (0, 1, 0): v[1] % P, (0, 0, 1): v[2] % P}
def padd(*fs):
    o = {}
    for c, f in fs:
        for e, v in f.items(): o[e] = (o.get(e, 0) + c * v) % P
    return {e: v for e, v in o.items() if v}
I10 = {e: t for t, e in enumerate(M10)}
I6 = {e: t for t, e in enumerate(monos(6))}
for (i, ip) in ((0, 1), (0, 2), (1, 2)):
    kappa = [0, 0, 0]; kappa[i] = 2; kappa[ip] = 2
    G = gens(nb, tuple(kappa), (18, 2, 0))
    f0, f1, f2 = G[(4, 0, 0)], G[(3, 1, 0)], G[(2, 2, 0)]
    x, xp, y, yp = lin(nb[i][0]), lin(nb[ip][0]), lin(nb[i][1]), lin(nb[ip][1])
    g0 = pmul(x, xp); g1 = padd((1, pmul(x, yp)), (1, pmul(xp, y))); g2 = pmul(y, yp)
    half = pow(2, P - 2, P)
    S1 = (g1, padd((-half, g0)), {}); S2 = (padd((4, g2)), g1, padd((-2, g0)))
    for S in (S1, S2):
        z = padd((1, pmul(S[0], f0)), (1, pmul(S[1], f1)), (1, pmul(S[2], f2)))
        assert not z, "not a syzygy"
    rows = []
    for S in (S1, S2):
        for m in monos(4):
            r = [0] * 84
            for comp in range(3):
                for e, v in pmul(S[comp], {m: 1}).items():
                    r[comp * 28 + I6[e]] = v
            rows.append(r)
    Yrows = []
    for f in (f0, f1, f2):
        for m in monos(6):
            r = [0] * 66
            for e, v in pmul(f, {m: 1}).items(): r[I10[e]] = v
            Yrows.append(r)
    print(f"kappa {tuple(kappa)}: S1, S2 syzygies (exact at the point); rank of the 30 syzygies in degree 10 = "
          f"{rank(rows, 84)}; dim Y(kappa) at the point = {rank(Yrows, 66)} (hand bound 84 - 30 = 54)")
