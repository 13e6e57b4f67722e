"""Negative control for (T) of check_sheafG.py: with x' = x the two sections coincide and the linear part has rank 0;
with a direction w having w_j != 0 (radial, not a chart direction) nothing changes in the positive case."""
import sys
sys.argv = ['x']
exec(open('check_sheafG.py').read().split("for seed in map")[0])
fam = Family(1); g = np.random.default_rng(5); H2i = inv3(fam.H2)
for j in range(3):
    ej = np.eye(3, dtype=np.int64)[j]; u = fam.u([1, 7]); cols = []
    for _ in range(2):
        w = rnd(g, 3); w[j] = 0
        f = lambda t, w=w: cross(Gam(fam, H2i, ((ej + t * w) % p) * u % p), Gam(fam, H2i, ((ej + t * w) % p) * u % p))
        cols.append(lin_coeff(f, 8))
    print("control x'=x, j =", j, ": rank", to_nmod(np.stack(cols, 1)).rank(), "(expected 0)")
