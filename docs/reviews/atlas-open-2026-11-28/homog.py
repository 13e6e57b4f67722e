r"""Numerical check of the step the end_inputs cap rests on: y is homogeneous of degree N_e = C(T-e+L-1, L-1) in
x^e (exact integer arithmetic, own naive evaluator recompute.y_exact, random integer RAC): y(.., 2 x^e, ..) must
equal 2^{N_e} y(.., x^e, ..) and 3^{N_e} for 3 x^e, for every End step e of each pinned shape."""

from __future__ import annotations

import json
from math import comb

import numpy as np
from recompute import make_rac, y_exact


def main() -> None:
    with open("/work/main/docs/general_inputs.json") as fh:
        rows = [r for r in json.load(fh)["rows"] if r.get("outcome") == "pinned"]
    rng = np.random.default_rng(5)
    for r in rows:
        L, M, R, T = r["depth"], r["M"], r["R"], r["T"]
        rac = make_rac(L, M, R, rng, wmax=20)
        seq = [rng.integers(-9, 10, M) for _ in range(T)]
        y1 = y_exact(rac, seq)
        ok = y1 != 0
        for e in range(T // 2 + 1, T + 1):
            n = comb(T - e + L - 1, L - 1)
            for lam in (2, 3):
                s2 = [x * lam if t == e - 1 else x for t, x in enumerate(seq)]
                ok &= y_exact(rac, s2) == lam**n * y1
        print((L, M, R, T), "homogeneous of degree N_e in every End x^e:", ok)


if __name__ == "__main__":
    main()
