"""The thin boxes at n = 11 (T = 22) at the window model's general point, by the lab's own code (lead, 2026-12-03).

Proposition 68's method one length further: dim X_(a,b) at general_point(seed 1, p = 1048571) by (K1') and a
Groebner basis (Singular), for every box a block outside the interior uses at n = 11: 1 <= a <= n + 1,
b <= min(a, n - 1) (87 boxes), computed for a <= n (76 boxes; the eleven with a = n + 1 follow, see boxes()). Rows go to the lab's one campaign store (boxes.sqlite next to this file): resumable
and kill-safe; rerun the same command to continue. One worker per core; two
workers may share the store (each claims its own cases).

    OMP_NUM_THREADS=1 PYTHONPATH=/work/main nice -n 5 /work/main/.venv/bin/python run_boxes.py [--table]
"""

from __future__ import annotations

import functools
import json
import sys
import time
from math import comb
from pathlib import Path

from numerics.bounds.depth4_blocks import formula_block_rank
from numerics.campaigns import open_store, run_campaign
from numerics.rank.groebner import module_degree_dim
from proofs.general.depth4.thin.slices import SliceModel, general_point
from proofs.general.depth4.window_model import PRIME

N, SEED = 11, 1
HERE = Path(__file__).resolve().parent
STORE = HERE / "boxes.sqlite"


def boxes(n: int) -> list[tuple[int, int]]:
    # a <= n only: X_(n,b) is inside X_(n+1,b) (G_(a,b) grows with a), and Conjecture 49's rank per coordinate is the
    # same at (n, b) and (n + 1, b), so a box (n, b) at the formula gives (n + 1, b) too (general_boxes.boxes_at)
    return [(a, b) for a in range(1, n + 1) for b in range(min(a, n - 1) + 1)]


@functools.lru_cache(maxsize=1)
def model(n: int, seed: int, p: int) -> SliceModel:
    # exact_box_dims builds the model (about 4 min at n = 11) on every call; one per process here
    return SliceModel(n=n, point=general_point(seed=seed, p=p))


def compute(case: dict) -> dict:
    n, a, b, p = case["n"], case["a"], case["b"], case["p"]
    t0 = time.time()
    m = model(n, case["seed"], p)
    G = m.box_generators(a=a, b=b)
    gens = G.reshape(G.shape[0], len(m.p_monomials), m.nc)
    dim = module_degree_dim(gens, monomials=m.p_monomials, degree=comb(n, 2) + n, p=p)
    per_coord = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - a - b, a, b))[1] // 3
    return {**case, "dim": int(dim), "formula_per_coordinate": per_coord, "short": per_coord - int(dim),
            "seconds": round(time.time() - t0, 1)}


def main() -> None:
    store = open_store(STORE, campaign=f"thin-boxes-general-n{N}", create=True)
    try:
        if "--table" not in sys.argv:
            cases = [{"n": N, "a": a, "b": b, "seed": SEED, "p": PRIME} for a, b in boxes(N)]
            summary = run_campaign(
                store, cases, compute, key=lambda c: json.dumps(c, sort_keys=True), workers=1,
                progress=lambda done, total, eta: print(f"{time.strftime('%H:%M:%S')} {done}/{total} eta {eta}",
                                                      file=sys.stderr, flush=True),
            )
            print(f"ran {summary.ran}, reused {summary.reused}", file=sys.stderr)
        rows = sorted(store.rows(), key=lambda r: (r["a"], r["b"]))
        for r in rows:
            print(f"({r['a']},{r['b']}) dim {r['dim']} formula/3 {r['formula_per_coordinate']} short {r['short']}"
                  f" {r['seconds']} s")
        print(f"# {len(rows)} of {len(boxes(N))} boxes", file=sys.stderr)
    finally:
        store.close()


if __name__ == "__main__":
    main()
