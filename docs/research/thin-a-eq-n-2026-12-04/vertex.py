"""Near-vertex form of E'(n) (NOTES §4), own code, exact mod p at S_p.

W = sum_mu c^mu W_mu (permu.py's W_mu, in the c-monomial basis via c~_i = sum_r W3[r,i] c_r).  For each vertex k and
radius r checks whether the three targets c_k^(n-1) c~_2 * {1, x, z} lie in  sum_{mu : mu_k >= n-1-r} c^mu W_mu
(no other mu used).  Also (--full) the whole statement U*{1,x,z} in W (all mu) as a cross-check of estmt.py.
usage: vertex.py nmin nmax r [r ...] [--full]"""
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import permu as P  # noqa: E402  (importing runs nothing heavy: permu's main loop needs argv; guarded below)
import numpy as np
from common import rank
from proofs.general.depth4.window_model import _monos

p, W3 = P.p, P.W3
NM = len(P.MON)


def cvec(n, mu, xi, cidx):
    """c^mu * xi (xi: flat vector over (MON, c~ index)) -> flat vector over (MON, c-monomial of degree n)."""
    out = np.zeros(NM * len(cidx), np.int64)
    for a in range(NM):
        for i in range(3):
            v = xi[a * 3 + i]
            if v:
                for r in range(3):
                    kap = tuple(mu[s] + (1 if s == r else 0) for s in range(3))
                    out[a * len(cidx) + cidx[kap]] = (out[a * len(cidx) + cidx[kap]] + v * W3[r][i]) % p
    return out


def rows_for(n, mus, cidx):
    R = []
    for mu in mus:
        for k in range(3):
            if mu[k]:
                for xi in P.elements(mu, k, n):
                    R.append(cvec(n, mu, xi, cidx))
    return np.array(R)


def targets(n, mus_target, cidx):
    T = []
    for mu in mus_target:
        for m in [(0, 0), (1, 0), (0, 1)]:
            T.append(cvec(n, mu, P.vec([({m: 1}, 1)]), cidx))
    return np.array(T)


def main():
    args = [a for a in sys.argv[1:] if a != "--full"]
    full = "--full" in sys.argv
    nmin, nmax = int(args[0]), int(args[1]); rs = [int(a) for a in args[2:]]
    for n in range(nmin, nmax + 1):
        cm = _monos(n); cidx = {m: i for i, m in enumerate(cm)}
        if full:
            A = rows_for(n, _monos(n - 1), cidx); T = targets(n, _monos(n - 1), cidx)
            r0 = rank(A, p); r1 = rank(np.concatenate([A, T]), p)
            print(f"n={n} full: rank W = {r0}, with U*(1,x,z): {r1}; E'(n) holds: {r0 == r1}")
        for r in rs:
            res = []
            for k in range(3):
                mus = [mu for mu in _monos(n - 1) if mu[k] >= n - 1 - r]
                A = rows_for(n, mus, cidx)
                vert = tuple(n - 1 if s == k else 0 for s in range(3))
                T = targets(n, [vert], cidx)
                r0 = rank(A, p); r1 = rank(np.concatenate([A, T]), p)
                res.append(f"k={k + 1}: {'yes' if r0 == r1 else f'no (deficit {r1 - r0})'}")
            print(f"n={n} radius r={r}: targets c_k^(n-1) c~_2 (1,x,z) in sum_(mu_k >= n-1-r) c^mu W_mu: " + ", ".join(res))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
