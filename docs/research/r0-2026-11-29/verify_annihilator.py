"""Check of the explicit annihilator (NOTE.md, Step 8): for block i, the functionals
psi_s(F) = coefficient of y^s (s >= 1) in F(x = 1, q(y, c), c_i = y, c_perp = c), where q = -(yX + B(c))^{-1} Y(c)
solves mu_1 = .. = mu_M = 0 (Laurent series in t = 1/y), evaluated at random numeric c_perp:
  (1) they only involve B_i coefficients and annihilate every column of block i (the image of I);
  (2) their span has dimension C(n+R-2, R-1) = |N_i|.
usage: python verify_annihilator.py R nmax seed"""
import sys, random, time
from math import comb
import flint
from r0lib import *

R = int(sys.argv[1]); nmax = int(sys.argv[2]); seed = int(sys.argv[3]); M = R - 1
CONTROL = len(sys.argv) > 4  # negative control: q from 2*Y (not on V(I))
W2, d, ell = weights(R, M, seed)
terms, Es, v = mu_terms_adapted(W2, d)
rnd = random.Random(seed + 1000)
P = PR


def smul(a, b, L):  # power series product mod t^L
    out = [0] * L
    for i, x in enumerate(a[:L]):
        if x:
            for j, y in enumerate(b[: L - i]):
                out[i + j] = (out[i + j] + x * y) % P
    return out


for n in range(2, nmax + 1):
    t0 = time.time()
    N1 = n * (n + 1) // 2
    L = n + 2
    i = 0
    perp = [j for j in range(R) if j != i]
    X = flint.nmod_mat([[Es[m][i][j] for j in perp] for m in range(M)], P)
    Xinv = X.inv()
    cols, rows = block_matrix(R, n, i, terms)
    funcs = []
    nsamp = comb(n + R - 2, R - 1) + 5
    for _ in range(nsamp):
        c = [0] * R
        for a in perp:
            c[a] = rnd.randrange(1, P)
        Y = flint.nmod_mat([[sum(Es[m][a][i] * c[a] for a in perp) % P] for m in range(M)], P)
        Bc = flint.nmod_mat([[sum(Es[m][a][j] * c[a] for a in perp if a != j) % P for j in perp] for m in range(M)], P)
        # q = -t X^{-1} sum_k (-t B X^{-1})^k Y : coefficient of t^(k+1) is -X^{-1} (-B X^{-1})^k Y
        K = (-Bc) * Xinv
        qcoef = [[0] * L for _ in perp]
        vec = Y * 2 if CONTROL else Y
        for k in range(L - 1):
            w = -(Xinv * vec)
            for jj in range(M):
                qcoef[jj][k + 1] = int(w[jj, 0])
            vec = K * vec
        # powers of q_j
        pw = []
        for jj in range(M):
            lst = [[1] + [0] * (L - 1)]
            for e in range(n):
                lst.append(smul(lst[-1], qcoef[jj], L))
            pw.append(lst)
        # functional for each s >= 1 on the rows (bad monomials)
        for s in range(1, n + 1):
            f = {}
            for r, (al, be) in enumerate(rows):
                # value = t^(-be_i) * prod_j q_j^al_j * prod_a c_a^be_a ; need coefficient of t^(-s)
                need = be[i] - s  # coefficient of t^need in prod q_j^al_j
                if need < 0 or need >= L:
                    continue
                ser = [1] + [0] * (L - 1)
                for jj, j in enumerate(perp):
                    if al[j]:
                        if al[j] > n:
                            ser = [0] * L
                            break
                        ser = smul(ser, pw[jj][al[j]], L)
                x = ser[need]
                for a in perp:
                    x = x * pow(c[a], be[a], P) % P
                if x:
                    f[r] = x
            funcs.append(f)
    # (1) annihilation
    bad = 0
    for f in funcs:
        for col in cols:
            if sum(f.get(r, 0) * x for r, x in col.items()) % P:
                bad += 1
    rk = rank(funcs, len(rows))
    print(f"R={R} n={n}: functionals={len(funcs)} nonzero pairings with image columns={bad} "
          f"rank(functionals)={rk} |N_i|=C(n+R-2,R-1)={comb(n + R - 2, R - 1)} block rank={rank(cols, len(rows))} "
          f"|B_i|={len(rows)}  {time.time() - t0:.1f}s", flush=True)
