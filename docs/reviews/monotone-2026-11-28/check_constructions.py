"""Items 2-4: Proposition 16's constructions checked with the reviewer's own recurrence (exact, Fractions).

Run: OMP_NUM_THREADS=1 python docs/reviews/monotone-2026-11-28/check_constructions.py
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from math import comb
from pathlib import Path

import numpy as np
import sympy

sys.path.insert(0, str(Path(__file__).resolve().parent))
from own_rac import deeper, forward, more_inputs, rand_frac, random_rac, wider

SHAPES = [(1, 2, 2), (2, 2, 2), (2, 3, 2), (3, 2, 3), (2, 1, 3)]
T_LIST = [2, 3, 4]
PTS = 6


def seqs(rng, T, M, zero_from=None):
    out = []
    for _ in range(T):
        x = [rand_frac(rng) or Fraction(1) for _ in range(M)]  # non-zero: negative controls bite
        if zero_from is not None:
            x[zero_from:] = [Fraction(0)] * (M - zero_from)
        out.append(x)
    return out


def on_plane(rng, T, M, c, zero_from=None):
    xs = []
    while len(xs) < T:
        x = seqs(rng, 1, M, zero_from)[0]
        d = sum(a * b for a, b in zip(c, x, strict=True))
        if d != 0:
            xs.append([v / d for v in x])
    return xs


def default_ok(rac):
    return all(
        all(sum(w * v for w, v in zip(row, h, strict=True)) == 1 for row in W)
        for W, h in zip(rac["WH"], rac["h0"], strict=True)
    )


def own_checks(rng):
    tally = dict(width=[0, 0], inputs=[0, 0], inputs_neg=[0, 0], depth=[0, 0], depth_off=[0, 0])
    tally.update(depth2=[0, 0], depth_brokenI=[0, 0], width_broken=[0, 0], default_kept=[0, 0])
    for L, M, R in SHAPES:
        for default in (False, True):
            for T in T_LIST:
                rac = random_rac(rng, L=L, M=M, R=R, default=default)
                # width
                big = wider(rac, R + 2)
                bad = wider(rac, R + 1)
                for l in range(L):  # the new unit reads the layer below, in every layer
                    bad["WI"][l][R] = [Fraction(1)] * len(bad["WI"][l][0])
                bad["WO"][R] = Fraction(1)  # and is read by the output
                # inputs
                mi = more_inputs(rac, M + 2)
                mbad = more_inputs(rac, M + 2)
                mbad["WI"][0] = [row[:M] + [rand_frac(rng), rand_frac(rng)] for row in mbad["WI"][0]]
                # depth: random e and h0 with e^T h0 = 1
                e = [rand_frac(rng) or Fraction(1) for _ in range(R)]
                h = [rand_frac(rng) for _ in range(R)]
                s = sum(a * b for a, b in zip(e, h, strict=True))
                h = [v / s for v in h] if s != 0 else [Fraction(0)] * (R - 1) + [1 / e[-1]]
                dp, c = deeper(rac, e, h)
                dp2, c2 = deeper(dp, e, h)  # two layers; c2 = A^T e again
                assert c2 == c
                brokenI = {**dp, "WH": [[[Fraction(int(i == j)) for j in range(R)] for i in range(R)], *rac["WH"]]}
                brokenI["h0"] = [[Fraction(1)] * R, *rac["h0"]]
                if default:
                    for r in (big, mi, dp, dp2):
                        tally["default_kept"][0] += 1
                        tally["default_kept"][1] += int(default_ok(r))
                for _ in range(PTS):
                    x = seqs(rng, T, M)
                    y = forward(rac, x)
                    xw = seqs(rng, T, M + 2)
                    for key, ok in (
                        ("width", forward(big, x) == y),
                        ("width_broken", forward(bad, x) == y),
                        ("inputs", forward(mi, xw) == forward(rac, [v[:M] for v in xw])),
                        ("inputs_neg", forward(mbad, xw) == forward(rac, [v[:M] for v in xw])),
                        ("depth_off", forward(dp, x) == y),
                    ):
                        tally[key][0] += 1
                        tally[key][1] += int(ok)
                    xp = on_plane(rng, T, M, c)
                    yp = forward(rac, xp)
                    for key, ok in (
                        ("depth", forward(dp, xp) == yp),
                        ("depth2", forward(dp2, xp) == yp),
                        ("depth_brokenI", forward(brokenI, xp) == yp),
                    ):
                        tally[key][0] += 1
                        tally[key][1] += int(ok)
    return tally


def lab_checks(rng):
    """The lab's wider_rac / more_inputs_rac / deeper_rac / emulating_rac, evaluated with the own recurrence."""
    from proofs.general.monotone import deeper_rac, emulating_rac, more_inputs_rac, wider_rac
    from racs import make_rac
    from racs.fields import Rational

    F = Rational()

    def to_lab(r):
        return make_rac(r["WI"], r["WH"], [r["WO"]], r["h0"], field=F)

    def from_lab(r):
        return {
            "WI": [[[Fraction(v) for v in row] for row in W] for W in r.W_I],
            "WH": [[[Fraction(v) for v in row] for row in W] for W in r.W_H],
            "WO": [Fraction(v) for v in np.asarray(r.W_O)[0]],
            "h0": [[Fraction(v) for v in h] for h in r.h0],
        }

    tally = dict(lab_width=[0, 0], lab_inputs=[0, 0], lab_depth=[0, 0], lab_depth_off=[0, 0], lab_emul=[0, 0])
    tally["lab_default_kept"] = [0, 0]
    for L, M, R in SHAPES:
        for default in (False, True):
            T = 4
            rac = random_rac(rng, L=L, M=M, R=R, default=default)
            lab = to_lab(rac)
            w = from_lab(wider_rac(lab, R=R + 1))
            mi = from_lab(more_inputs_rac(lab, M=M + 1))
            dl, c = deeper_rac(lab, layers=2)
            d = from_lab(dl)
            c = [Fraction(v) for v in c]
            el, ce = emulating_rac(lab, depth=L + 1, M=M + 1, R=R + 1)
            em = from_lab(el)
            ce = [Fraction(v) for v in ce]
            if default:
                for r in (w, mi, d, em):
                    tally["lab_default_kept"][0] += 1
                    tally["lab_default_kept"][1] += int(default_ok(r))
            for _ in range(PTS):
                x = seqs(rng, T, M)
                y = forward(rac, x)
                xw = seqs(rng, T, M + 1)
                xp = on_plane(rng, T, M, c)
                xe = on_plane(rng, T, M + 1, ce, zero_from=M)
                for key, ok in (
                    ("lab_width", forward(w, x) == y),
                    ("lab_inputs", forward(mi, xw) == forward(rac, [v[:M] for v in xw])),
                    ("lab_depth", forward(d, xp) == forward(rac, xp)),
                    ("lab_depth_off", forward(d, x) == y),
                    ("lab_emul", forward(em, xe) == forward(rac, [v[:M] for v in xe])),
                ):
                    tally[key][0] += 1
                    tally[key][1] += int(ok)
    return tally


def degrees(L, T):
    """D_t = C(T - t + L - 1, L - 1), from d(t, l) = d(t - 1, l) + d(t, l - 1)."""
    return [comb(T - t + L - 1, L - 1) for t in range(1, T + 1)]


def homogeneity(rng):
    """(a) y(.., lam x_t, ..) = lam^{D_t} y exactly at random points; (b) sympy: every monomial has degree D_t in
    x_t, and the largest exponent of a single coordinate (is y multilinear?); (c) the rescaling identity."""
    res = {"scaling": [0, 0], "rescale_identity": [0, 0]}
    for L, M, R in SHAPES:
        for T in (3, 4):
            rac = random_rac(rng, L=L, M=M, R=R, default=True)
            D = degrees(L, T)
            c = [rand_frac(rng) or Fraction(1) for _ in range(M)]
            for _ in range(3):
                x = seqs(rng, T, M)
                y = forward(rac, x)
                for t in range(T):
                    lam = Fraction(rng.randint(2, 7), rng.randint(1, 3))
                    x2 = [list(v) for v in x]
                    x2[t] = [lam * v for v in x2[t]]
                    res["scaling"][0] += 1
                    res["scaling"][1] += int(forward(rac, x2) == lam ** D[t] * y)
                dots = [sum(a * b for a, b in zip(c, v, strict=True)) for v in x]
                if all(dots):
                    scaled = [[v / d for v in xv] for xv, d in zip(x, dots, strict=True)]
                    prod = Fraction(1)
                    for d, Dt in zip(dots, D, strict=True):
                        prod *= d**Dt
                    res["rescale_identity"][0] += 1
                    res["rescale_identity"][1] += int(y == prod * forward(rac, scaled))
    sym = []
    for L, M, R, T in ((1, 2, 2, 3), (2, 2, 2, 3), (3, 2, 2, 3), (2, 2, 2, 4)):
        rac = random_rac(rng, L=L, M=M, R=R, default=False)
        X = [[sympy.Symbol(f"x{t}_{m}") for m in range(M)] for t in range(T)]
        y = sympy.Poly(sympy.expand(forward(rac, X)), *[v for row in X for v in row])
        degs = [{sum(mon[t * M : (t + 1) * M]) for mon in y.monoms()} for t in range(T)]
        maxexp = max(max(mon) for mon in y.monoms())
        sym.append(dict(shape=(L, M, R, T), D=degrees(L, T), degrees_seen=degs, max_single_exponent=maxexp))
    return res, sym


def free_to_default(rng):
    """Free h0 with u = W^H h0 nowhere 0 -> default RAC (D = diag(u)): W^H' = D^-1 W^H D, W^I' = W^I D_below,
    h0' = D^-1 h0, W^O' = W^O D_L; then W^H' h0' = 1 and the outputs agree (the families' generic sep agree)."""
    ok = [0, 0, 0]
    for L, M, R in SHAPES:
        rac = random_rac(rng, L=L, M=M, R=R, default=False)
        us = [
            [sum(w * v for w, v in zip(row, h, strict=True)) for row in W]
            for W, h in zip(rac["WH"], rac["h0"], strict=True)
        ]
        if any(v == 0 for u in us for v in u):
            continue
        WH, WI, h0 = [], [], []
        for l, u in enumerate(us):
            WH.append([[rac["WH"][l][i][j] * u[j] / u[i] for j in range(R)] for i in range(R)])
            h0.append([rac["h0"][l][i] / u[i] for i in range(R)])
            if l == 0:
                WI.append([list(row) for row in rac["WI"][0]])
            else:
                WI.append([[rac["WI"][l][i][j] * us[l - 1][j] for j in range(R)] for i in range(R)])
        new = {"WI": WI, "WH": WH, "WO": [w * v for w, v in zip(rac["WO"], us[-1], strict=True)], "h0": h0}
        ok[0] += 1
        ok[1] += int(default_ok(new))
        ok[2] += int(all(forward(new, x) == forward(rac, x) for x in (seqs(rng, 4, M) for _ in range(PTS))))
    return ok


def one_hot_depth(rng):
    """Depth step for one-hot inputs when R >= M: e with A^T e = 1 puts every one-hot x on c^T x = 1."""
    from own_rac import solve

    eq = [0, 0]
    for L, M, R in ((1, 2, 2), (2, 2, 3), (2, 3, 3), (3, 2, 2)):
        rac = random_rac(rng, L=L, M=M, R=R, default=True)
        A = rac["WI"][0]
        sub = solve([[A[i][m] for i in range(M)] for m in range(M)], [1] * M)  # rows 0..M-1 of A
        if sub is None:
            continue
        e = sub + [Fraction(0)] * (R - M)
        j = next(i for i in range(R) if e[i] != 0)
        h = [Fraction(0)] * R
        h[j] = 1 / e[j]
        dp, c = deeper(rac, e, h)
        assert c == [1] * M
        for _ in range(PTS):
            xs = [[Fraction(int(m == k)) for m in range(M)] for k in (rng.randrange(M) for _ in range(4))]
            eq[0] += 1
            eq[1] += int(forward(dp, xs) == forward(rac, xs))
    return eq


def main():
    rng = random.Random(20261128)
    print("own constructions [checks, equal]:", own_checks(rng))
    print("lab constructions, own recurrence [checks, equal]:", lab_checks(rng))
    res, sym = homogeneity(rng)
    print("homogeneity [checks, equal]:", res)
    for s in sym:
        print("sympy:", s)
    print("free -> default rescaling [RACs, W^H h0 = 1, outputs equal]:", free_to_default(rng))
    print("one-hot depth step, R >= M [checks, equal]:", one_hot_depth(rng))


if __name__ == "__main__":
    main()
