"""Check 1: P(w, b; .) = G_{s-1}(h(w, b); .) against the full recurrence (lab's evaluate_mod_p and my own forward);
h(w, b) linear in w; degrees of G_n in x^i and in h^l; V'(T) multidegrees = end_input_copies(T - 2)."""
import sys
from math import comb
import numpy as np
from rev import *

def G_pair(rac, hs, ends):  # hs (R, P), ends (P, n, 2) -> (P,)
    return readout(rac, run(rac, hs, [ends[:, t, :].T % p for t in range(ends.shape[1])]))

def find_deg(f0, f1, c, maxdeg):
    for m in range(maxdeg + 1):
        if np.all((f0 * pow(c, m, p)) % p == f1):
            return m
    return None

rng = np.random.default_rng(7)
for (L, R, T) in [(3, 2, 8), (3, 3, 10), (4, 3, 8), (3, 4, 12), (5, 2, 10)]:
    s, n = T // 2, T // 2 - 1
    rac = Rac.explicit(L, R)
    P = 40
    starts = rng.integers(0, p, size=(P, s, 2)); ends = rng.integers(0, p, size=(P, s, 2))
    X = np.concatenate([starts, ends], axis=1).astype(object)
    y_lab = np.array(evaluate_mod_p(explicit_rac(depth=L, M=2, R=R), X, p), dtype=np.int64).ravel()
    h = start_states(rac, starts)
    y_me = G_pair(rac, h, ends.astype(np.int64))  # G_s from the reachable state = y
    a = [mm(rac.W_H[l], h[l]) for l in range(L)]
    u = mm(rac.W_I[0], ends[:, 0, :].T % p)
    w = (a[0] * u) % p
    y_P = G_pair(rac, h_of(rac, w, a[1:]), ends[:, 1:, :].astype(np.int64))
    ok_id = np.array_equal(y_lab, y_me) and np.array_equal(y_lab, y_P)
    # linearity of h(w, b) in w
    w1, w2 = rng.integers(0, p, size=(2, R, P)); c = 12345
    H1, H2, H3 = h_of(rac, w1, a[1:]), h_of(rac, w2, a[1:]), h_of(rac, (w1 + c * w2) % p, a[1:])
    ok_lin = all(np.array_equal((x1 + c * x2) % p, x3) for x1, x2, x3 in zip(H1, H2, H3))
    # degree of P in w (expect N)
    N = end_input_copies(T=T, depth=L)[0]
    E1 = ends[:, 1:, :].astype(np.int64)
    f0 = G_pair(rac, h_of(rac, w1, a[1:]), E1); f1 = G_pair(rac, h_of(rac, (c * w1) % p, a[1:]), E1)
    degw = find_deg(f0, f1, c, 200)
    # degrees of G_n in h^l and in x^i (free random states)
    hs = [rng.integers(0, p, size=(R, P)) for _ in range(L)]
    f0 = G_pair(rac, hs, E1)
    m = []
    for l in range(L):
        hs2 = [x.copy() for x in hs]; hs2[l] = (hs2[l] * c) % p
        m.append(find_deg(f0, G_pair(rac, hs2, E1), c, 200))
    dx = []
    for i in range(n):
        E2 = E1.copy(); E2[:, i, :] = (E2[:, i, :] * c) % p
        dx.append(find_deg(f0, G_pair(rac, hs, E2), c, 400))
    m_formula = [comb(s - 2 + L - l, L - l) for l in range(1, L + 1)]
    print(f"(L,R,T)=({L},{R},{T}): full recurrence == my forward == G_(s-1)(h(a1*u, b)) on {P} samples: {ok_id}; "
          f"h(w,b) linear in w: {ok_lin}")
    print(f"   deg_w P = {degw}, N = {N}; deg of G_n in h^l = {m}, C(s-2+L-l, L-l) = {m_formula}, sum = {sum(m)}")
    print(f"   deg of G_n in x^i = {dx}; end_input_copies(T)[1:] = {list(end_input_copies(T=T, depth=L)[1:])}; "
          f"end_input_copies(T-2) = {list(end_input_copies(T=T-2, depth=L))}")
for L in (2, 3, 4, 5, 6):
    print("L", L, "V'(T) == V(T-2) multidegrees for T = 6..40:",
          all(end_input_copies(T=T, depth=L)[1:] == end_input_copies(T=T - 2, depth=L) for T in range(6, 41, 2)))
