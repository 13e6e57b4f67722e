"""Own code (reviewer d4r3c): ranks at one integer point mod P of Y_alpha, J_k, Y_alpha + J_k in bidegree (10, 4),
and of the Koszul syzygies of J_k in bidegree (10, 4) (which bound dim J_k from above at generic weights).
J_k = (m_kj : j in supp alpha), m_kj = sum_i W4[k,i] c_i n_ij(b).
usage: python yj_own.py SEED a1,a2,a3 [...]
"""
import sys, random
from itertools import product, combinations
from flint import nmod_mat
from ybound import P, monos, gens, add

MB = {d: monos(d) for d in range(11)}
MC = {d: monos(d) for d in range(5)}
IB10 = {e: t for t, e in enumerate(MB[10])}
IC4 = {e: t for t, e in enumerate(MC[4])}
IB9 = {e: t for t, e in enumerate(MB[9])}
IC3 = {e: t for t, e in enumerate(MC[3])}
NCOL = 66 * 15


def col(be, ce):
    return IC4[ce] * 66 + IB10[be]


def rank(rows, ncols):
    if not rows:
        return 0
    return nmod_mat(len(rows), ncols, [v for r in rows for v in r], P).rank()


def main():
    seed = int(sys.argv[1])
    rnd = random.Random(seed)
    W2 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]
    W3 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]
    W4 = [[rnd.randrange(P) for _ in range(3)] for _ in range(3)]
    nb = [[[W3[i][m] * W2[m][j] % P for m in range(3)] for j in range(3)] for i in range(3)]
    E = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
    # m_kj as dict {(bexp, cexp): coeff}
    mkj = [[{} for j in range(3)] for k in range(3)]
    for k in range(3):
        for j in range(3):
            d = mkj[k][j]
            for i in range(3):
                for m in range(3):
                    key = (E[m], E[i])
                    d[key] = (d.get(key, 0) + W4[k][i] * nb[i][j][m]) % P
    for arg in sys.argv[2:]:
        alpha = tuple(int(v) for v in arg.split(","))
        supp = [j for j in range(3) if alpha[j] > 0]
        Yrows = []
        for kappa in MC[4]:
            G = gens(nb, kappa, alpha)
            for f in G.values():
                for mu in MB[6]:
                    r = [0] * NCOL
                    for e, v in f.items():
                        r[col(add(e, mu), kappa)] = v
                    Yrows.append(r)
        rY = rank(Yrows, NCOL)
        out = [f"alpha {alpha}: rank Y_alpha = {rY}"]
        for k in range(3):
            Jrows = []
            for j in supp:
                for mb in MB[9]:
                    for mc in MC[3]:
                        r = [0] * NCOL
                        for (be, ce), v in mkj[k][j].items():
                            r[col(add(be, mb), add(ce, mc))] = v
                        Jrows.append(r)
            rJ = rank(Jrows, NCOL)
            rYJ = rank(Yrows + Jrows, NCOL)
            # Koszul syzygies in S_(9,3)^supp: for pairs j<j', h in S_(8,2): (h m_kj') e_j - (h m_kj) e_j'
            ns = len(supp)
            ncs = ns * 550
            Krows = []
            for a, bb in combinations(range(ns), 2):
                for mb in MB[8]:
                    for mc in MC[2]:
                        r = [0] * ncs
                        for (be, ce), v in mkj[k][supp[bb]].items():
                            r[a * 550 + IC3[add(ce, mc)] * 55 + IB9[add(be, mb)]] = v
                        for (be, ce), v in mkj[k][supp[a]].items():
                            t = bb * 550 + IC3[add(ce, mc)] * 55 + IB9[add(be, mb)]
                            r[t] = (r[t] - v) % P
                        Krows.append(r)
            rK = rank(Krows, ncs)
            out.append(f"  k={k}: rank J_k = {rJ}, rank Koszul syz = {rK} -> dim J_k <= {ns*550 - rK}, "
                       f"rank(Y + J_k) = {rYJ}")
        print("\n".join(out)); sys.stdout.flush()


if __name__ == "__main__":
    main()
