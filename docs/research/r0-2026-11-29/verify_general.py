"""Step-by-step numerical checks of NOTE.md's proof, M = R - 1, own code (r0lib), prime 10^9+7.
usage: python verify_general.py R nmin nmax seed [direct_nmax]
For each n and each block i:
  (a) rank of block i of pi_B Phi  vs  formula C(n+2R-3, 2R-2) - C(n+R-2, R-1)
  (b) per weight w<0: dim in(I)_{D,w} (filtration of the block image)  ==  dim I'_{D,w} (rank, ideal of weight-0 parts)
      ==  Koszul alternating sum  sum_k (-1)^(k+1) C(M,k) #S_{D-(k,k),w}  ==  #S_{D,w} - #N_w
  (c) image of block i  (+)  span of N_i (monomials p'_i^N1 c^beta, beta_i >= 1)  ==  span of B_i  (rank check)
  (d) genericity: Y^(i)_m independent (the M x (R-1) matrix (E^(m)_{a i})_{a != i}), X^(i)_m independent
Also: sum of blocks == rank of pi_B Phi with all columns (n <= direct_nmax) == r0 from the definition."""
import sys, time
from math import comb
from r0lib import *

R = int(sys.argv[1]); M = R - 1
nmin, nmax, seed = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
dmax = int(sys.argv[5]) if len(sys.argv) > 5 else 0
W2, d, ell = weights(R, M, seed)
terms, Es, v = mu_terms_adapted(W2, d)
ok_all = True
for i in range(R):
    Y = [[Es[m][a][i] for a in range(R) if a != i] for m in range(M)]
    X = [[Es[m][i][j] for j in range(R) if j != i] for m in range(M)]
    gi = flint.nmod_mat(Y, PR).rank() == M and flint.nmod_mat(X, PR).rank() == M
    ok_all &= gi
print(f"R={R} seed={seed} genericity (X, Y independent for every i): {ok_all}", flush=True)


def count_w(a, b, w, i=0):
    return sum(1 for al in monos(R, a) for be in monos(R, b) if wt(i, al, be) == w) if a >= 0 and b >= 0 else 0


for n in range(nmin, nmax + 1):
    t0 = time.time()
    N1 = n * (n + 1) // 2
    D = (N1, n)
    formula = comb(n + 2 * R - 3, 2 * R - 2) - comb(n + R - 2, R - 1)
    res = []
    okb = True
    for i in range(R):
        cols, rows = block_matrix(R, n, i, terms)
        rb = rank(cols, len(rows))
        prof = weight_profile(R, n, i, terms)
        ini = ideal_weight_dims(R, n, i, initial_terms(terms, i))
        # N_i: monomials with alpha = N1 e_i (no other p'), beta_i >= 1
        Nidx = [t for t, (al, be) in enumerate(rows) if al[i] == N1 and be[i] >= 1]
        comp = rank(cols + [{t: 1} for t in Nidx], len(rows))
        for w in range(-n, 0):
            kos = sum((-1) ** (k + 1) * comb(M, k) * count_w(N1 - k, n - k, w, i) for k in range(1, min(M, n) + 1)) if i == 0 else None
            nw = sum(1 for t in Nidx if wt(i, *rows[t]) == w)
            sw = sum(1 for al, be in rows if wt(i, al, be) == w)
            c1 = prof.get(w, 0) == ini.get(w, 0) == sw - nw
            if kos is not None:
                c1 &= kos == ini.get(w, 0)
            okb &= c1
        okb &= (rb == formula) and (comp == len(rows)) and (len(rows) == comb(n + 2 * R - 3, 2 * R - 2)) and (len(Nidx) == comb(n + R - 2, R - 1))
        res.append(rb)
    line = f"R={R} n={n} blocks={res} formula={formula} r0={sum(res)}=R*formula:{sum(res) == R * formula} stepchecks:{okb}"
    if n <= dmax:
        ra, _ = r_full_adapted(R, n, terms)
        rd, _, _ = r0_direct(R, M, n, seed)
        line += f" adapted_full={ra} direct={rd}"
    print(line + f" {time.time() - t0:.1f}s", flush=True)
