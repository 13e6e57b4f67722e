"""Independent review checks for proofs/general/depth3/joint_span.py (2026-11-29).

Own recurrence and own prime (10^9 + 7); does not import proofs.general.depth3.joint_span.
Usage: OMP_NUM_THREADS=1 python review_checks.py [n_max]
"""

from __future__ import annotations

import sys
import time
from math import comb

import flint
import numpy as np

P = 10**9 + 7


def mset(r: int, d: int) -> int:
    """Number of monomials of degree d in r variables."""
    return comb(r + d - 1, d) if r > 0 and d >= 0 else 0


def mv(A: np.ndarray, h: np.ndarray, p: int) -> np.ndarray:
    """A @ h mod p for h of shape (cols, S); int64-safe for entries < 2^31 and <= 7 columns."""
    out = np.zeros((A.shape[0], h.shape[1]), dtype=np.int64)
    for c in range(A.shape[1]):
        out = (out + np.outer(A[:, c], np.ones(1, dtype=np.int64)) * h[c] % p) % p
    return out


def weights(R: int, M: int, rng: np.random.Generator, p: int) -> tuple[list, list, np.ndarray]:
    WI = [rng.integers(1, p, (R, M if l == 0 else R)) for l in range(3)]
    WH = [rng.integers(1, p, (R, R)) for _ in range(3)]
    WO = rng.integers(1, p, R)
    return WI, WH, WO


def run_end(WI, WH, WO, a, b, c, xs, p):
    """P(a, b, c; x) mod p. a, b, c: (R,) Start states a^(l) = W^{H,l} h^{s,l}; xs: (n, M, S). Returns (S,)."""
    S = xs.shape[2]
    a, b, c = (v if v.ndim == 2 else v[:, None] for v in (a, b, c))  # (R,) or (R, S) states
    h1 = a * mv(WI[0], xs[0], p) % p
    h2 = b * mv(WI[1], h1, p) % p
    h3 = c * mv(WI[2], h2, p) % p
    for t in range(1, xs.shape[0]):
        h1 = mv(WH[0], h1, p) * mv(WI[0], xs[t], p) % p
        h2 = mv(WH[1], h2, p) * mv(WI[1], h1, p) % p
        h3 = mv(WH[2], h3, p) * mv(WI[2], h2, p) % p
    assert h3.shape[1] == S
    return mv(WO[None, :], h3, p)[0]


def run_from(WI, WH, WO, h1, h2, h3, xs, p):
    """Y: output of len(xs) steps started from h^{s+1,l} = h_l (each (R, S)); xs: (m, M, S)."""
    for t in range(xs.shape[0]):
        h1 = mv(WH[0], h1, p) * mv(WI[0], xs[t], p) % p
        h2 = mv(WH[1], h2, p) * mv(WI[1], h1, p) % p
        h3 = mv(WH[2], h3, p) * mv(WI[2], h2, p) % p
    return mv(WO[None, :], h3, p)[0]


def inv(x: int, p: int) -> int:
    return pow(int(x) % p, p - 2, p)


def rank(rows: list, p: int) -> int:
    m = flint.nmod_mat([[int(v) for v in r] for r in rows], p)
    return m.rank()


def killed_point(WI, WH, j, i, p):
    """Own construction of (a, b, c) with P = 0 for every End input (R = 3, M = 2)."""
    R, M = WI[0].shape
    g = WH[0][:, j] % p  # W^{H,1} e_j
    K = []
    for q in range(M):
        D = mv(WI[1], (g * WI[0][:, q] % p)[:, None], p)[:, 0]  # W^{I,2}(g . W^{I,1} e_q)
        row = [sum(int(WI[2][i, m]) * int(D[m]) * int(WH[1][m, r]) for m in range(R)) % p for r in range(R)]
        K.append(row)
    # nullspace of the 2 x 3 matrix K by the cross product
    assert R == 3 and M == 2
    k0, k1 = K
    qv = np.array(
        [
            (k0[1] * k1[2] - k0[2] * k1[1]) % p,
            (k0[2] * k1[0] - k0[0] * k1[2]) % p,
            (k0[0] * k1[1] - k0[1] * k1[0]) % p,
        ],
        dtype=np.int64,
    )
    cj = WI[1][:, j] % p
    b = np.array([int(qv[m]) * inv(cj[m], p) % p for m in range(R)], dtype=np.int64)
    ell = [sum(int(WI[2][m, r]) * int(qv[r]) for r in range(R)) % p for m in range(R)]
    WH3 = flint.nmod_mat([[int(v) for v in r] for r in WH[2]], p)
    col = WH3.inv() * flint.nmod_mat([[1 if m == i else 0] for m in range(R)], p)
    c = np.array([int(col[m, 0]) * inv(ell[m], p) % p for m in range(R)], dtype=np.int64)
    a = np.zeros(R, dtype=np.int64)
    a[j] = 1
    return a, b, c, K, qv


def check_killed(rng, n, S=20):
    R, M = 3, 2
    WI, WH, WO = weights(R, M, rng, P)
    xs = rng.integers(0, P, (n, M, S))
    out = []
    for j in range(R):
        for i in range(R):
            a, b, c, K, qv = killed_point(WI, WH, j, i, P)
            assert all(sum(K[r][m] * int(qv[m]) for m in range(R)) % P == 0 for r in range(M))
            y = run_end(WI, WH, WO, a, b, c, xs, P)
            c2 = c.copy()
            c2[(i + 1) % R] = (c2[(i + 1) % R] + 1) % P
            y2 = run_end(WI, WH, WO, a, b, c2, xs, P)
            b2 = b.copy()
            b2[0] = (b2[0] + 1) % P
            y3 = run_end(WI, WH, WO, a, b2, c, xs, P)
            out.append((j, i, int(np.count_nonzero(y)), int(np.count_nonzero(y2)), int(np.count_nonzero(y3))))
    return out


def crosscheck_free_states(rng):
    """My run_end vs proofs.general.free_states.free_state_output at its prime 2^31 - 1."""
    from proofs.general.free_states import PRIME, free_state_output

    R, M, n, S = 3, 2, 4, 7
    WI, WH, WO = weights(R, M, rng, PRIME)
    a, b, c = (rng.integers(0, PRIME, R) for _ in range(3))
    xs = rng.integers(0, PRIME, (n, M, S))
    mine = run_end(WI, WH, WO, a, b, c, xs, PRIME)
    theirs = free_state_output(WI, WH, WO, [a[None], b[None], c[None]], np.transpose(xs, (2, 0, 1)))[0]
    return bool(np.array_equal(mine % PRIME, theirs % PRIME))


def psi_ranks(rng, n, R=3, M=2, cols=None, extra=6):
    WI, WH, WO = weights(R, M, rng, P)
    d = mset(R, n - 1)
    nb = mset(R, n) + extra  # psi is a degree-n form in b
    cols = cols or max(4 * R * d, 40)
    xs = rng.integers(0, P, (n - 1, M, cols))
    ranks, joints = [], []
    for j in range(R):
        cj = WI[1][:, j] % P
        e_j = np.zeros((R, cols), dtype=np.int64)
        e_j[j] = 1
        blocks = []
        for k in range(R):
            rows = []
            for _ in range(nb):
                b = rng.integers(0, P, R)
                beta = b * cj % P
                lk = sum(int(WI[2][k, m]) * int(beta[m]) for m in range(R)) % P
                h2 = np.repeat(beta[:, None], cols, axis=1)
                h3 = np.zeros((R, cols), dtype=np.int64)
                h3[k] = 1
                y = run_from(WI, WH, WO, e_j, h2, h3, xs, P)
                rows.append(y * lk % P)
            blocks.append(rows)
            ranks.append(rank(rows, P))
        joints.append(rank([r for bl in blocks for r in bl], P))
    N1 = n * (n + 1) // 2
    xc = rng.integers(0, P, (M, 3 * R))
    u = mv(WI[0], xc, P)
    pw = [[pow(int(v), N1, P) for v in u[jj]] for jj in range(R)]
    cap = R * (mset(R, n - 1) - mset(R - M, n - 1))
    return ranks, joints, cap, rank(pw, P), d, cols


def main() -> None:
    nmax = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    rng = np.random.default_rng(20261129)
    print("cross-check run_end vs free_state_output (p = 2^31-1):", crosscheck_free_states(rng))
    for n in (2, 3, 4, 5):
        res = check_killed(rng, n)
        print(f"killed points n={n}: (j, i, #nonzero P, #nonzero with c perturbed, #nonzero with b perturbed) of 20")
        print("   ", res)
    for n in range(3, nmax + 1):
        t = time.time()
        ranks, joints, cap, pr, d, cols = psi_ranks(rng, n)
        rel = sum(max(0, sum(ranks[3 * j : 3 * j + 3]) - cap) for j in range(3))
        print(
            f"n={n}: ((3,n-1))={d} r_jk={ranks} joint={joints} cap={cap} powers_rank={pr} "
            f"relations={rel} cols={cols} ({time.time() - t:.1f}s)"
        )


if __name__ == "__main__":
    main()
