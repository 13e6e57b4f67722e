"""(iii) Start-map dominance certificate: exact GF(p) rank of the Jacobian of
   (x^1..x^n, l1, l2, l3) -> (l1*a, l2*b, l3*g),  (a, b, g) = (W^{H,l} h^{(n,l)})_{l=1,2,3}
at one random integer point (weights, initial states, Start inputs), depth 3, M inputs, width R.
Rank 3R  <=>  the Start map to P^{R-1} x P^{R-1} x P^{R-1} has a full-rank differential there.
Two families for the initial states: 'free' (random h^0) and 'thesis' (W^{H,l} h^{0,l} = 1).
Usage: python dominance.py R M n seed family
"""
import sys, random
p = 2**31 - 1

def rank_mod_p(rows):
    A = [list(r) for r in rows]; rk = 0; ncol = len(A[0])
    for c in range(ncol):
        piv = next((i for i in range(rk, len(A)) if A[i][c] % p), None)
        if piv is None: continue
        A[rk], A[piv] = A[piv], A[rk]
        inv = pow(A[rk][c], p - 2, p)
        A[rk] = [v * inv % p for v in A[rk]]
        for i in range(len(A)):
            if i != rk and A[i][c] % p:
                f = A[i][c]; A[i] = [(v - f * w) % p for v, w in zip(A[i], A[rk])]
        rk += 1
    return rk

def inv_mat(H):
    R = len(H); A = [list(H[i]) + [int(i == j) for j in range(R)] for i in range(R)]
    for c in range(R):
        piv = next(i for i in range(c, R) if A[i][c] % p)
        A[c], A[piv] = A[piv], A[c]
        inv = pow(A[c][c], p - 2, p); A[c] = [v * inv % p for v in A[c]]
        for i in range(R):
            if i != c and A[i][c]:
                f = A[i][c]; A[i] = [(v - f * w) % p for v, w in zip(A[i], A[c])]
    return [row[R:] for row in A]

def matvec(A, v):  # v: list of (value, grad list)
    R = len(A); K = len(v[0][1])
    out = []
    for r in range(R):
        val = sum(A[r][s] * v[s][0] for s in range(len(v))) % p
        grad = [sum(A[r][s] * v[s][1][k] for s in range(len(v))) % p for k in range(K)]
        out.append((val, grad))
    return out

def had(u, v):
    return [((a * b) % p, [(a * gb + b * ga) % p for ga, gb in zip(ug, vg)]) for (a, ug), (b, vg) in zip(u, v)]

def main(R, M, n, seed, family):
    rnd = random.Random(seed)
    mat = lambda r, c: [[rnd.randrange(p) for _ in range(c)] for _ in range(r)]
    W1, W2, W3 = mat(R, M), mat(R, R), mat(R, R)
    H = [mat(R, R) for _ in range(3)]
    if family == 'thesis':
        h0 = [[sum(row) % p for row in inv_mat(Hl)] for Hl in H]   # H^{-1} 1
    else:
        h0 = [[rnd.randrange(p) for _ in range(R)] for _ in range(3)]
    K = n * M
    xs = [rnd.randrange(p) for _ in range(K)]
    const = lambda vec: [(v % p, [0] * K) for v in vec]
    h = [const(h0[l]) for l in range(3)]
    for t in range(n):
        x = [(xs[t * M + m], [int(k == t * M + m) for k in range(K)]) for m in range(M)]
        u = matvec(W1, x)
        h[0] = had(matvec(H[0], h[0]), u)
        h[1] = had(matvec(H[1], h[1]), matvec(W2, h[0]))
        h[2] = had(matvec(H[2], h[2]), matvec(W3, h[1]))
    st = [matvec(H[l], h[l]) for l in range(3)]        # premultiplied states (a, b, g) with gradients
    rows = []
    for l in range(3):
        for r in range(R):
            val, grad = st[l][r]
            rows.append(grad + [val if l == ll else 0 for ll in range(3)])
    return rank_mod_p(rows)

if __name__ == '__main__':
    R, M, n, seed = map(int, sys.argv[1:5]); fam = sys.argv[5]
    r = main(R, M, n, seed, fam)
    print(f"R={R} M={M} n={n} seed={seed} family={fam}: Jacobian rank {r} of {3*R} (params {n*M}+3)")
