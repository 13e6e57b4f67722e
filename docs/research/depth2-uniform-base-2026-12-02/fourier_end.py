"""Z_R-equivariant ('Fourier') End instances: H = F^-1 diag(eta) F (circulant), A = 0/1 windows (circulant),
B = I or circulant F^-1 diag(theta) F, c = 1, W = [chi_x]_{x in X} (characters), over GF(p) with R | p-1.
Full rank at s0 here would allow a charge decomposition (Z_R-isotypic blocks) of the rank computation."""
import sys, json, time
import numpy as np
import end_span as es
from sympy import isprime, primitive_root

def prime_1_mod(R, lo=900_000):
    p = lo - lo % R + 1
    while not isprime(p): p += R
    return p

def fourier_weights(M, R, rng, Bmode, X=None):
    p = prime_1_mod(R); es.p = p
    g = primitive_root(p); zeta = pow(g, (p - 1) // R, p)
    F = np.array([[pow(zeta, i * j, p) for j in range(R)] for i in range(R)], dtype=np.int64)
    Rinv = pow(R, p - 2, p)
    Finv = np.array([[pow(zeta, (-i * j) % R, p) * Rinv % p for j in range(R)] for i in range(R)], dtype=np.int64)
    circ = lambda d: (Finv @ ((d[:, None] * F) % p)) % p
    H = circ(rng.integers(1, p, R))
    B = np.eye(R, dtype=np.int64) if Bmode == "I" else circ(rng.integers(1, p, R))
    A = np.zeros((R, R), dtype=np.int64)
    for k in range(R):
        for j in range(M): A[k, (k + j) % R] = 1
    X = X or list(range(M))
    W = F[:, X] % p
    return dict(H=H, A=A, B=B, c=np.ones(R, dtype=np.int64), W=W), p

if __name__ == "__main__":
    Bmode = sys.argv[1]
    for case in sys.argv[2].split(";"):
        M, R, s = map(int, case.split(":"))
        rng = np.random.default_rng(0)
        w, p = fourier_weights(M, R, rng, Bmode)
        t = time.time(); r, D, cap = es.span_rank(w, M, R, s, rng)
        print(json.dumps(dict(B=Bmode, M=M, R=R, s=s, p=p, rank=r, D=D, cap=cap, full=r == min(D, cap), sec=round(time.time() - t, 1))), flush=True)
