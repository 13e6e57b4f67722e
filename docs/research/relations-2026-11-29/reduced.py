"""Reduced model (own code): layer-1 degenerate W^{I,1} = [I_{R-1}; 0] makes d_t = W^{I,2} h1^{(t)} free in D
(R-1 dim). Model with H2, L general: h2_t = d_t * (H2 h2_{t-1}), h2_0 = beta; h3_t = (H3 h3_{t-1}) * (L h2_t).
Yhat_i: first step uses eta = e_i in place of H3 h3_0. Tuple rank = span over d of (Yhat_i)_i."""
import numpy as np
from core import P, mm, rank, multiset

def yhat_tuple(Dbasis, H2, L, H3, wO, beta, zs):
    """beta (Nb,R); zs (Q, m, R-1) coordinates in D. returns array (R, Nb, Q): Yhat_i values."""
    Nb, R = beta.shape; Q, m, _ = zs.shape
    out = []
    for i in range(R):
        h2 = np.broadcast_to(beta[:, None, :], (Nb, Q, R)).copy()
        h3 = None
        for t in range(m):
            d = mm(Dbasis, zs[:, t, :])[None]  # (1,Q,R)
            h2 = mm(H2, h2) * d % P
            Lh = mm(L, h2)
            if t == 0:
                h3 = np.zeros_like(Lh); h3[..., i] = Lh[..., i]
            else:
                h3 = mm(H3, h3) * Lh % P
        out.append(mm(np.asarray(wO)[None, :], h3)[..., 0])
    return np.array(out)

def tuple_rank(Dbasis, H2, L, H3, wO, m, rng, extra=4):
    R = H2.shape[0]
    need = R * multiset(R, m)
    nb = multiset(R, m) + extra
    beta = rng.integers(0, P, (nb, R))
    zs = rng.integers(0, P, (need + extra, m, Dbasis.shape[1]))
    T = yhat_tuple(Dbasis, H2, L, H3, wO, beta, zs)  # (R, nb, Q)
    # span over d of the tuple: columns Q, rows (i, beta)
    return rank(T.reshape(R * nb, -1).T)   # rank same either way

def single_rank(Dbasis, H2, L, H3, wO, k, m, rng, extra=4):
    """span of Y(e_k) = sum_i H3[i,k] Yhat_i over d."""
    R = H2.shape[0]
    need = multiset(R, m); nb = need + extra
    beta = rng.integers(0, P, (nb, R))
    zs = rng.integers(0, P, (need + extra, m, Dbasis.shape[1]))
    T = yhat_tuple(Dbasis, H2, L, H3, wO, beta, zs)
    Yk = np.zeros(T.shape[1:], np.int64)
    for i in range(R):
        Yk = (Yk + (int(H3[i, k]) % P) * T[i]) % P
    return rank(Yk), need
