"""Lemma C' (NOTES section 6): (1) the key rank, exactly over Z (FLINT fmpz_mat): the R points q_j = H e_j and the
K - R points Lambda w (Lambda = H diag(H e_1), w random positive integer columns) impose ((R, s)) conditions on
degree-s forms (monomial matrix of size ((R, s)) x ((R, s)) nonsingular); H a random positive integer matrix.
(2) The conclusion of Lemma C at that instance, mod p: rank S_full = R ((R, s)) over all K^s Start words of the
general-input RAC with W^{I,1} = I_R and templates e_1..e_R, w_1..w_{K-R}; W^{H,1} = H, W^{I,2} = V and W^{H,2}
random positive integer matrices, h^0 positive.
Also (3) a negative control: the points q_j alone, or q_j with only K - R - 1 points Lambda w, must fall short."""
import itertools
import sys
import time

import flint
import numpy as np

from racgf import P, RAC, mc, monomials2, rank_np, start_states, words

rng = np.random.default_rng(int(sys.argv[1]) if len(sys.argv) > 1 else 5)


def mon_matrix(points, s):
    R = len(points[0])
    E = [e for e in itertools.product(range(s + 1), repeat=R) if sum(e) == s]
    rows = []
    for p in points:
        rows.append([int(np.prod([int(p[i]) ** e[i] for i in range(R)], dtype=object)) for e in E])
    return flint.fmpz_mat(rows)


for R, s in ((2, 3), (3, 3), (4, 3), (3, 4), (5, 3), (4, 4), (2, 5)):
    t0 = time.time()
    K = mc(R, s)
    while True:
        H = rng.integers(1, 10, size=(R, R))
        if round(abs(np.linalg.det(H))) != 0:
            break
    w = rng.integers(1, 10, size=(K - R, R))
    q = [H[:, j] for j in range(R)]
    Lam = H @ np.diag(H[:, 0])
    pw = [Lam @ wi for wi in w]
    key = mon_matrix(q + pw, s).rank()
    short1 = mon_matrix(q, s).rank()
    short2 = mon_matrix(q + pw[:-1], s).rank() if K - R > 1 else None
    # (2) Lemma C's conclusion at the instance (general-input RAC, M = R, one-hot realised by the templates)
    M = R
    V = rng.integers(1, 10, size=(R, R))
    H2 = rng.integers(1, 10, size=(R, R))
    rac = RAC(2, M, R, WI=[np.eye(R, dtype=np.int64), V], WH=[H, H2],
              h0=[rng.integers(1, 10, size=R), rng.integers(1, 10, size=R)], WO=np.ones(R, dtype=np.int64))
    tau = np.concatenate([np.eye(R, dtype=np.int64), w], axis=0)
    msg = ""
    if K ** s <= 60000:
        S = monomials2(rac, start_states(rac, tau, words(K, s)), s)
        msg = f"; rank S_full over all {K**s} Start words (mod p) = {rank_np(S)} (target R((R,s)) = {R*K})"
    print(f"(R,s)=({R},{s}) K=((R,s))={K}: key rank over Z = {key} (target {K}); q_j alone {short1}; "
          f"q_j + K-R-1 points {short2}{msg}  [{time.time()-t0:.1f}s]", flush=True)
