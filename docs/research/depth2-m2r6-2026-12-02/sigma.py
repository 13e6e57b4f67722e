"""dim Sigma_d (the one-step span over the full T_{d-1}) against D_d: Theorem A' needs Sigma_d = T_d at one d."""
import json, sys, time
import numpy as np
sys.path.insert(0, ".")
from lemmas import sigma_rows, rank
from d2span import draw_weights, mset, ideal_bound, P as p
for spec in sys.argv[1].split(";"):
    M, R, d = map(int, spec.split(","))
    t0 = time.time()
    w = draw_weights(M, R, 0)
    g = np.random.default_rng(99)
    apts = g.integers(0, p, (R, mset(R, d) + 8))
    Y = sigma_rows(w, d, apts, g)
    D = ideal_bound(M, R, d)
    if Y.shape[0] > D + 64:   # compress by a random GF(p) combination (rank can only drop: still a lower bound)
        G = g.integers(0, p, (D + 32, Y.shape[0]))
        Z = np.zeros((D + 32, Y.shape[1]), dtype=np.int64)
        for j in range(0, Y.shape[0], 64):   # exact: 64 products < 2^47 each
            Z = (Z + G[:, j:j + 64] @ Y[j:j + 64]) % p
        Y = Z
    r = rank(Y)
    print(json.dumps(dict(M=M, R=R, d=d, seed=0, p=p, dimSigma=r, D=D, full=r == D, secs=round(time.time() - t0, 1))), flush=True)
