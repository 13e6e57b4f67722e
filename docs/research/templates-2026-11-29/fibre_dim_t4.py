"""T = 4 probe: dim V(u_1) = span{y(u_1, u_2, .) : u_2} for one fixed first input u_1 (random RAC, M = R), against
Ke = ((R, L)) and E = R ((R, L)).  A fibred proof 'K >= dim V(u_1)' would need dim V(u_1) <= Ke.
usage: python fibre_dim_t4.py L R"""

import sys

import numpy as np

from modp import P, eval_matrix, mc, random_rac, rank


def main(L, R, seed=1):
    rng = np.random.default_rng(seed)
    rac = random_rac(L, R, rng)
    E = R * mc(R, L)
    n = E + 10
    u1 = rng.integers(0, P, size=(1, 1, R), dtype=np.int64)
    starts = np.concatenate([np.repeat(u1, n, axis=0), rng.integers(0, P, size=(n, 1, R), dtype=np.int64)], axis=1)
    ends = rng.integers(0, P, size=(n, 2, R), dtype=np.int64)
    print(f"L={L} R={R} Ke={mc(R, L)} E={E} dim V(u_1)={rank(eval_matrix(rac, starts, ends))}")


if __name__ == "__main__":
    main(*[int(v) for v in sys.argv[1:]])
