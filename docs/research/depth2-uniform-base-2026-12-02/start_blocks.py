"""Start side (part 2): explicit monomial ("block") weights whose Start Jacobian has rank 2R at
s = 2*ceil((R-1)/(M-1)); checked (a) in log coordinates (Krylov rank of the linear system) and (b) by forward-mode
differentiation of the actual RAC Start map mod p at a random point (selector weights as explicit 0/1 matrices).
Also: the M = 2 'tail' instance alone reaches 2R at s = 2R - 2 (Theorem S1), and the pure-cycle block alone reaches
2b at s = 2b (Lemma S2)."""
import sys, math, json, random
import numpy as np

P = 2_147_483_629  # prime < 2^31

def block_weights(M, R):
    """sizes: block 1 ('tail' type) gets R1 <= q+1 nodes, blocks 2..M-1 ('cycle' type) get <= q nodes, q = ceil((R-1)/(M-1))."""
    q = math.ceil((R - 1) / (M - 1))
    sizes = [min(q + 1, R)]
    rest = R - sizes[0]
    for j in range(M - 2):
        b = min(q, rest); sizes.append(b); rest -= b
    assert rest == 0
    sigma = [0] * R; tau = [0] * R; alpha = [0] * R; m = [0] * R
    start = 0
    for j, b in enumerate(sizes):
        nodes = list(range(start, start + b)); start += b
        if b == 0: continue
        for i, v in enumerate(nodes):
            sigma[v] = nodes[(i + 1) % b]                      # layer 1: b-cycle
            if j == 0:                                            # tail type
                alpha[v] = nodes[(i + 1) % b]                     # alpha = shift
                tau[v] = nodes[(i + 1) % (b - 1)] if (b > 1 and i < b - 1) else v   # (b-1)-cycle + fixed point
            else:                                                 # cycle type
                alpha[v] = v                                      # alpha = identity
                tau[v] = nodes[(i + 1) % b]                       # layer 2: the same b-cycle
        m[nodes[0]] = j + 1                                       # head of block j gets input j+1; others input 0
    return dict(m=m, sigma=sigma, alpha=alpha, tau=tau, sizes=sizes, s1=2 * q)

def matrices(M, R, w):
    W = np.zeros((R, M), dtype=np.int64); H = np.zeros((R, R), dtype=np.int64)
    A = np.zeros((R, R), dtype=np.int64); B = np.zeros((R, R), dtype=np.int64)
    for v in range(R):
        W[v, w["m"][v]] = 1; H[v, w["sigma"][v]] = 1; A[v, w["alpha"][v]] = 1; B[v, w["tau"][v]] = 1
    return W, H, A, B

def krylov_rank(M, R, w, s):
    W, H, A, B = matrices(M, R, w)
    Mk = np.block([[H, np.zeros((R, R), dtype=np.int64)], [A @ H, B]]); N = np.vstack([W, A @ W])
    cols = []; X = N.copy()
    for _ in range(s):
        cols.append(X); X = Mk @ X
    return int(np.linalg.matrix_rank(np.hstack(cols).astype(float)))

def rank_mod_p(X, p=P):
    X = X.copy() % p; r = 0; rows, cols = X.shape
    for c in range(cols):
        piv = next((i for i in range(r, rows) if X[i, c]), None)
        if piv is None: continue
        X[[r, piv]] = X[[piv, r]]
        X[r] = (X[r] * pow(int(X[r, c]), p - 2, p)) % p
        for i in range(rows):
            if i != r and X[i, c]:
                X[i] = (X[i] - X[i, c] * X[r]) % p
        r += 1
        if r == rows: break
    return r

def start_jacobian_mod_p(W, H, A, B, s, rng, states=False):
    """Forward-mode Jacobian of Start_s: x^1..x^s -> (a, g) = (H h^{s,1}, B h^{s,2}), default states H h^0 = B h^0 = 1."""
    R, M = W.shape
    W, H, A, B = (np.array(Z, dtype=object) for Z in (W, H, A, B))
    ncols = s * M
    h1 = h2 = None
    for t in range(s):
        x = np.array([int(v) for v in rng.integers(1, P, size=M)], dtype=object)
        E = np.zeros((M, ncols), dtype=object)
        for i in range(M): E[i, t * M + i] = 1
        u = W.dot(x) % P; du = W.dot(E) % P
        if t == 0:
            h1 = u; dh1 = du
            h2 = A.dot(h1) % P; dh2 = A.dot(dh1) % P
        else:
            Hh = H.dot(h1) % P
            dh1 = (u[:, None] * H.dot(dh1) + Hh[:, None] * du) % P
            h1 = (Hh * u) % P
            Bh = B.dot(h2) % P; Ah = A.dot(h1) % P
            dh2 = (Ah[:, None] * B.dot(dh2) + Bh[:, None] * A.dot(dh1)) % P
            h2 = (Bh * Ah) % P
    if states:   # Jacobian of the states (h^{s,1}, h^{s,2}) (what §2.0 needs when H or B is singular)
        return np.vstack([dh1 % P, dh2 % P])
    J = np.vstack([H.dot(dh1) % P, B.dot(dh2) % P])
    return J

if __name__ == "__main__":
    Rmax = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    rng = np.random.default_rng(0)
    allok = True
    for R in range(3, Rmax + 1):
        for M in range(2, R):
            w = block_weights(M, R); s1 = w["s1"]
            kr = krylov_rank(M, R, w, s1); kr_prev = krylov_rank(M, R, w, s1 - 1)
            opt = math.ceil((2 * R - 2) / (M - 1))
            rec = dict(M=M, R=R, sizes=w["sizes"], s1=s1, optimal=opt, krylov_at_s1=kr, krylov_at_s1_minus_1=kr_prev)
            if R <= 10:
                J = start_jacobian_mod_p(*matrices(M, R, w), s1, rng)
                rec["start_jacobian_rank_mod_p_at_s1"] = rank_mod_p(np.array(J, dtype=object))
            ok = kr == 2 * R and rec.get("start_jacobian_rank_mod_p_at_s1", 2 * R) == 2 * R
            allok &= ok; rec["ok"] = ok
            print(json.dumps(rec), flush=True)
    # Theorem S1: the M = 2 tail instance alone (one block of size R): full at 2R - 2
    for R in range(3, Rmax + 1):
        w = block_weights(2, R)
        print(json.dumps(dict(check="M=2 tail", R=R, s=2 * R - 2, krylov=krylov_rank(2, R, w, 2 * R - 2),
                              krylov_s_minus_1=krylov_rank(2, R, w, 2 * R - 3))), flush=True)
    print("ALL OK" if allok else "SOME FAILED")
