"""Reviewer d4r3b: own evaluation of the corner blocks Q_alpha, depth 4, R = M = 3, T = 8, s = 4, W^(I,1) = I.

RAC recurrence (lab convention): h^(t,1) = (H1 h^(t-1,1)) * x^t,  h^(t,l) = (Hl h^(t-1,l)) * (Wl h^(t,l-1)),
y = WO . h^(T,4).  Cut at s = 4: a, b, c, g = Hl h^(4,l).  Step 5: h^(5,1) = a * u5 =: w,
h^(5,2) = b * W2 w, h^(5,3) = c * W3 h^(5,2), h^(5,4) = g * W4 h^(5,3); steps 6, 7, 8 with u6, u7, u8.
Q is homogeneous of degree 20 in w; w = (1, t, u) at 231 RANDOM points (unisolvence checked by inverting the
Vandermonde mod p), coefficient of t^a u^b  <->  alpha = (20-a-b, a, b).
Rows: X random (b, c) points x g = e_k (y linear in g).  Cols: NY random (u6, u7) x u8 = e_i (y linear in u8).
usage: python evalq.py SEED NY YC OUT.npz [Y0 Y1]  (only columns from (u6,u7) points Y0..Y1-1 of the NY)
"""
import sys
import time
import numpy as np
from flint import nmod_mat

P = 2097143  # prime, 231 * P^2 < 2^53: float64 matmul exact
N1 = 20


def main():
    seed, NY, YC, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = np.random.default_rng(seed)
    W2, W3, W4, H1, H2, H3, H4 = [rng.integers(0, P, size=(3, 3)) for _ in range(7)]
    WO = rng.integers(0, P, size=3)
    X = 990
    bx = rng.integers(0, P, size=(3, X))
    cx = rng.integers(0, P, size=(3, X))
    U6 = rng.integers(0, P, size=(3, NY))
    U7 = rng.integers(0, P, size=(3, NY))
    YA, YB = (int(sys.argv[5]), int(sys.argv[6])) if len(sys.argv) > 6 else (0, NY)
    U6, U7 = U6[:, YA:YB], U7[:, YA:YB]
    NY = YB - YA
    monos = [(a, b) for a in range(N1 + 1) for b in range(N1 + 1 - a)]
    nW = len(monos)
    wpts = rng.integers(0, P, size=(nW, 2))
    V = nmod_mat(nW, nW, [pow(int(t), a, P) * pow(int(u), b, P) % P for (t, u) in wpts for (a, b) in monos], P)
    Vi = V.inv()  # raises if singular
    Vi = np.array([[int(Vi[r, c]) for c in range(nW)] for r in range(nW)], dtype=np.int64)
    # representatives: ascending alpha_1 <= alpha_2 <= alpha_3 (different from the helper's choice)
    reps = [(N1 - a - b, a, b) for (a, b) in monos if (N1 - a - b) <= a <= b]
    extra_orbits = [(0, 1, 19), (1, 1, 18), (1, 2, 17), (0, 0, 20)]
    from itertools import permutations
    extras = []
    for o in extra_orbits:
        for pm in sorted(set(permutations(o))):
            if pm != o:
                extras.append(pm)
    alphas = reps + extras
    sel = [monos.index((al[1], al[2])) for al in alphas]
    Vs = Vi[sel].astype(np.float64)
    nA = len(alphas)
    store = np.zeros((nA, 3, X, 3 * NY), dtype=np.uint32)

    def mv(W, h):  # W (3x3) times h (3, ...)
        return (W[:, 0].reshape((3,) + (1,) * (h.ndim - 1)) * h[0]
                + W[:, 1].reshape((3,) + (1,) * (h.ndim - 1)) * h[1]
                + W[:, 2].reshape((3,) + (1,) * (h.ndim - 1)) * h[2]) % P

    # axes: (comp, X, W, Y)
    w = np.stack([np.ones(nW, dtype=np.int64), wpts[:, 0], wpts[:, 1]]).reshape(3, 1, nW, 1)
    b = bx.reshape(3, X, 1, 1)
    c = cx.reshape(3, X, 1, 1)
    h1 = w
    h2 = (b * mv(W2, h1)) % P
    h3 = (c * mv(W3, h2)) % P
    z = mv(W4, h3)  # (3, X, W, 1); h^(5,4) for g = e_k is e_k * z_k
    h4 = np.zeros((3, 3, X, nW, 1), dtype=np.int64)  # (k, comp, ...)
    for k in range(3):
        h4[k, k] = z[k]
    s1, s2, s3 = mv(H1, h1), mv(H2, h2), mv(H3, h3)
    s4 = np.stack([mv(H4, h4[k]) for k in range(3)])
    t0 = time.time()
    for y0 in range(0, NY, YC):
        y1 = min(NY, y0 + YC)
        u6 = U6[:, y0:y1].reshape(3, 1, 1, -1)
        u7 = U7[:, y0:y1].reshape(3, 1, 1, -1)
        # step 6
        g1 = (s1 * u6) % P
        g2 = (s2 * mv(W2, g1)) % P
        g3 = (s3 * mv(W3, g2)) % P
        q3 = mv(W4, g3)
        g4 = np.stack([(s4[k] * q3) % P for k in range(3)])
        # step 7
        f1 = (mv(H1, g1) * u7) % P
        f2 = (mv(H2, g2) * mv(W2, f1)) % P
        f3 = (mv(H3, g3) * mv(W3, f2)) % P
        q3 = mv(W4, f3)
        f4 = np.stack([(mv(H4, g4[k]) * q3) % P for k in range(3)])
        # step 8 with u8 = e_i: e1 = (H1 f1)_i e_i
        A1 = mv(H1, f1)
        A2 = mv(H2, f2)
        A3 = mv(H3, f3)
        A4 = np.stack([mv(H4, f4[k]) for k in range(3)])  # (k, r, ...)
        for i in range(3):
            e2 = (A2 * ((W2[:, i].reshape(3, 1, 1, 1) * A1[i]) % P)) % P
            e3 = (A3 * mv(W3, e2)) % P
            B = mv(W4, e3)  # (r, ...)
            for k in range(3):
                y = (WO[0] * ((A4[k, 0] * B[0]) % P) + WO[1] * ((A4[k, 1] * B[1]) % P)
                     + WO[2] * ((A4[k, 2] * B[2]) % P)) % P  # (X, W, Y)
                yf = np.ascontiguousarray(np.broadcast_to(y, (X, nW, y1 - y0)).transpose(1, 0, 2)).reshape(nW, -1)
                q = np.fmod(Vs @ yf.astype(np.float64), P).astype(np.uint32).reshape(nA, X, y1 - y0)
                store[:, k, :, 3 * y0 + i:3 * y1:3] = q
        if (y0 // YC) % 10 == 0:
            print(f"chunk {y0}/{NY} {time.time() - t0:.1f}s", flush=True)
    print(f"eval done {time.time() - t0:.1f}s", flush=True)
    np.savez(out, store=store, alphas=np.array(alphas), nrep=len(reps), seed=seed, P=P)
    print("saved", out, nA, "blocks", flush=True)


if __name__ == "__main__":
    main()
