"""dim Psi_jk / dim span phi_gamma^{jk} at the helper's special point, a modified special point and a random
integer point; exact ranks over Q (fmpz_mat) and mod 2^61-1.  Usage: python rev_psi.py R n_min n_max [seed]"""
import sys, time, random, os
from rev_rac import *

R, n0, n1 = map(int, sys.argv[1:4])
seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
M = R - 1
rng = random.Random(seed)
G = [rnd_vec(rng, M, 1, 9) for _ in range(M)]  # random, checked invertible below
assert flint.fmpz_mat(G).det() != 0
lastcol = rnd_vec(rng, R, 1, 9)
for n in range(n0, n1 + 1):
    t0 = time.time()
    m = n - 1
    N = nmonos(R, m)
    nb, nx = N + 6, N + 16
    Wrand = random_point(R, M, rng)
    res = {}
    JS = [int(v) for v in os.environ['JS'].split(',')] if os.environ.get('JS') else list(range(R))
    for j in JS:
        for k in range(R):
            Wk, _ = special_point(R, 12345, k)
            Wk0, _ = special_point(R, 0, k)
            Wk1, _ = special_point(R, 1, k)
            WkG, _ = special_point(R, 12345, k, G=G, lastcol=lastcol)
            r = {}
            r['S_phi'] = ranks(phi_matrix(Wk, R, M, m, j, k, nb, nx, rng))
            r['S1_phi'] = ranks(phi_matrix(Wk1, R, M, m, j, k, nb, nx, rng))
            r['S0_phi'] = ranks(phi_matrix(Wk0, R, M, m, j, k, nb, nx, rng))
            r['S_psi'] = ranks(psi_matrix(Wk, R, M, m, j, k, nb, nx, rng))
            r['SG_psi'] = ranks(psi_matrix(WkG, R, M, m, j, k, nb, nx, rng))
            r['rand_psi'] = ranks(psi_matrix(Wrand, R, M, m, j, k, nb, nx, rng))
            res[(j, k)] = r
    dt = time.time() - t0
    print(f"R={R} n={n} m={m} N=((R,m))={N}  matrices {nb}x{nx}  j in {JS}  wall {dt:.1f}s")
    for key in ['S_phi', 'S1_phi', 'S0_phi', 'S_psi', 'SG_psi', 'rand_psi']:
        vals = [res[(j, k)][key] for j in JS for k in range(R)]
        q = [v[0] for v in vals]; p = [v[1] for v in vals]
        print(f"  {key:8s} rank_Q by (j,k) row-major: {q}  mod-p agrees: {q == p}")
    okS = all(res[jk]['S_phi'][0] == N for jk in res)
    ok0 = all(res[jk]['S0_phi'][0] == N - 1 for jk in res)
    okG = all(res[jk]['SG_psi'][0] == N for jk in res)
    okR = all(res[jk]['rand_psi'][0] == N for jk in res)
    print(f"  SUMMARY R={R} n={n}: S(eps=12345) phi full={okS}; S(eps=0) phi = N-1 everywhere={ok0};"
          f" SG literal Psi full={okG}; random literal Psi full={okR}", flush=True)
