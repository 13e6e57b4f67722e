"""Lemma C' over Z exactly (python ints, FLINT fmpz_mat rank): the instance of NOTES.md section 6 with small positive
integer weights, the proof's Start words only; rank must be D = R ((R, s))."""

import itertools
import time

import flint
import numpy as np

from modp import mc


def run_exact(WH, WI2, h0, templ, word):
    R = len(h0[0])
    h1, h2 = list(h0[0]), list(h0[1])
    for t in word:
        u = templ[t]
        a = [sum(WH[0][i][j] * h1[j] for j in range(R)) for i in range(R)]
        h1 = [a[i] * u[i] for i in range(R)]
        b = [sum(WH[1][i][j] * h2[j] for j in range(R)) for i in range(R)]
        c = [sum(WI2[i][j] * h1[j] for j in range(R)) for i in range(R)]
        h2 = [b[i] * c[i] for i in range(R)]
    a = [sum(WH[0][i][j] * h1[j] for j in range(R)) for i in range(R)]
    g = [sum(WH[1][i][j] * h2[j] for j in range(R)) for i in range(R)]
    return a, g


def main():
    rng = np.random.default_rng(7)
    for R, s in [(2, 3), (3, 3), (4, 3), (3, 4), (2, 4)]:
        t0 = time.time()
        K = mc(R, s)
        pos = lambda *sh: rng.integers(1, 10, size=sh).tolist()  # noqa: E731
        WH, WI2, h0 = [pos(R, R), pos(R, R)], pos(R, R), [pos(R), pos(R)]
        templ = [[int(i == j) for j in range(R)] for i in range(R)] + pos(K - R, R)
        words = [[0] * (s - 2) + [i, j] for i in range(R) for j in range(R)]
        words += [[0] * (s - 3) + [i, j, w] for i in range(R) for j in range(R) for w in range(R, K)]
        mons = [a for a in itertools.product(range(s + 1), repeat=R) if sum(a) == s]
        rows = []
        for w in words:
            a, g = run_exact(WH, WI2, h0, templ, w)
            am = [int(np.prod([a[i] ** e for i, e in enumerate(al)], dtype=object)) for al in mons]
            rows.append([g[k] * v for k in range(R) for v in am])
        rk = flint.fmpz_mat(rows).rank()
        print(f"R={R} s={s} K={K} rows={len(rows)} D={R * K} exact rank over Z = {rk} ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
