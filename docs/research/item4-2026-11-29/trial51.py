import numpy as np, flint, itertools, json
from propag import start_states, S_rank, Dd
W = [[[1, -1], [-2, -2]], [[2, -1], [2, 1]], [[2, 1], [1, -1]], [[-1, 1], [-1, -2]], [-2, 2], [-2, -1]]
W = [np.array(w, dtype=object) for w in W]
M = R = 2
WI1, WH1, WI2, WH2, h01, h02 = W
WO = np.array([1, 1], dtype=object)
def p_tau(a, g, tau):
    for x in tau:
        h1 = WI1[:, x] * a; h2 = (WI2 @ h1) * g
        a, g = WH1 @ h1, WH2 @ h2
    return int(WO @ (h2))
rng = np.random.default_rng(0)
import sys
for s in range(2, int(sys.argv[1]) if len(sys.argv) > 1 else 7):
    D = Dd(M, R, s); N = D + 6
    pts = [(rng.integers(-50, 50, 2).astype(object), rng.integers(-50, 50, 2).astype(object)) for _ in range(N)]
    E = flint.fmpz_mat([[p_tau(a, g, t) for t in itertools.product(range(M), repeat=s)] for (a, g) in pts]).rank()
    S = S_rank(W, M, R, s)
    st = start_states(W, M, s)
    proj = set()
    for a, g in st:
        a = [int(v) for v in a]; from math import gcd
        q = gcd(*a) or 1; a = tuple(v // q for v in a)
        if a[0] < 0 or (a[0] == 0 and a[1] < 0): a = tuple(-v for v in a)
        proj.add(a)
    full = np.array(start_states(W, M, s), dtype=object)
    A = flint.fmpz_mat([[p_tau(a, g, t) for t in itertools.product(range(M), repeat=s)] for (a, g) in st]).rank()
    print(dict(s=s, D=D, Ms=M**s, rho2=min(D, M**s, 2 * M**(s - 1)), rankS=S, rankE=E, rankA=A, distinct_a_directions=len(proj)))
