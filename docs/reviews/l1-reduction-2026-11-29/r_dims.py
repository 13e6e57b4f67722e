"""Claim (1) numerically, reviewer's code. For n in args, at one random integer point of the family (seed):
 - rank of span F_0 (own evaluator of the full depth-3 recurrence, g = e_0) on the family (H3 = I) and at a generic
   point (H3 random);
 - Lemma K: F_0(Q_j; random End inputs) = 0;
 - dims at bidegree (N_1, n): Koszul rank of {mu_1 m, mu_2 m}, kernel of: X-vanishing; + fat P_i; + Q_j;
 - containment of random elements of span F_0 in M'' (evaluate on X, at Q_j; series along random lines at P_i).
usage: python r_dims.py seed n1 n2 ..."""
import sys, time
from rv import *

seed = int(sys.argv[1])
for n in map(int, sys.argv[2:]):
    t0 = time.time()
    g = np.random.default_rng(seed * 1000 + n)
    out = {}
    for h3 in ('I', 'rand'):
        fam = Fam(seed, h3)
        side = V(n) + 40
        ab = rnd(g, side, 6)
        xs = rnd(g, n, side, 2)
        M = np.zeros((side, side), np.int64)
        for c in range(side):              # column c: End inputs x^(c); rows: cut states
            M[:, c] = fam.F(ab[:, :3], ab[:, 3:], [np.broadcast_to(xs[t, c], (side, 2)) for t in range(n)])
        out['rankF0_' + h3] = nrank(M)
    fam = Fam(seed, 'I')
    # Lemma K
    Qpts = np.array(fam.Q)
    lk = [int(v) for v in fam.F(Qpts[:, :3], Qpts[:, 3:], [rnd(g, 3, 2) for _ in range(n)])]
    out['F0(Q_j)'] = lk
    k = N1(n)
    E = mons(k, n)
    # Koszul: mu_m * monomials of bidegree (k-1, n-1), coefficient vectors
    idx = {tuple(e): i for i, e in enumerate(E)}
    Em = mons(k - 1, n - 1)
    gens = np.zeros((2 * len(Em), len(E)), np.int64)
    for m in range(2):
        # mu_m = sum_{s,r} l_s W2[s,r] w_m[r] b_s a_r
        coef = {(r_, s): int(fam.ell[s] * fam.W2[s, r_] % p * fam.W1[r_, m] % p) for r_ in range(3) for s in range(3)}
        for ii, e in enumerate(Em):
            for (r_, s), cf in coef.items():
                f = list(e); f[r_] += 1; f[3 + s] += 1
                j = idx[tuple(f)]
                gens[m * len(Em) + ii, j] = (gens[m * len(Em) + ii, j] + cf) % p
    out['Koszul_rank'] = nrank(gens); out['K(N1,n)'] = K(k, n)
    _, CX = conditions(fam, k, n, X=True, fat=False, Q=False)
    _, CXP = conditions(fam, k, n, X=True, fat=True, Q=False)
    _, CXPQ = conditions(fam, k, n, X=True, fat=True, Q=True)
    out['dim I_X'] = len(E) - nrank(CX)
    out['dim M\''] = len(E) - nrank(CXP)
    out['dim M\'\''] = len(E) - nrank(CXPQ)
    out['V(n)'] = V(n)
    # containment: 5 random End-input tuples
    bad = 0
    for trial in range(5):
        x = [rnd(g, 2) for _ in range(n)]
        Xp = fam.Xpoints(g, 50)
        bad += int(np.count_nonzero(fam.F(Xp[:, :3], Xp[:, 3:], [np.broadcast_to(xx, (50, 2)) for xx in x])))
        bad += int(np.count_nonzero(fam.F(Qpts[:, :3], Qpts[:, 3:], [np.broadcast_to(xx, (3, 2)) for xx in x])))
        for i in range(3):
            for _ in range(3):
                v = rnd(g, 6)
                s = fam.F_series(fam.astar[i], v[:3], np.eye(3, dtype=np.int64)[i], v[3:], x, n + 1)
                bad += int(np.count_nonzero(s[:n]))
                out.setdefault('order-n coefficient nonzero (expect mostly True)', []).append(bool(s[n] != 0))
    out['containment violations'] = bad
    out['order-n coefficient nonzero (expect mostly True)'] = sum(out['order-n coefficient nonzero (expect mostly True)'])
    print(f"seed={seed} n={n}: {out}  [{time.time()-t0:.1f}s]", flush=True)
