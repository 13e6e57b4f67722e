"""Exact GF(p) rank on an accelerator against float LU on the same device and the exact BLAS rank on the host.

    python bench/bench_device_rank.py                     # side 16384 (T = 28), medians of 3
    python bench/bench_device_rank.py --T 24 --repeats 5

Needs PyTorch with CUDA. The matrix is the Start-End matrix of ``sep_rank``'s trial 0 at depth 2, M = 2, R = 6
(full rank: the atlas and Proposition 7). It is built twice, by the lab's CPU path (``grid_tensor`` then
``start_end``) and on the device (``numerics.start_end_matrix_mod_p``), and the two must agree entry by entry.
Then, in one process, the repeats taken in turn on fresh copies of that matrix:

* device exact: ``numerics.device_rank_mod_p`` (torch);
* device float LU: ``torch.linalg.lu_factor`` in float64, the same cubic work without exactness (the floor);
* host exact: ``numerics.rank.blas.blas_rank_mod_p`` on every host core (what ``sep_rank`` runs).

It prints the medians and their ratios; the ranks must all equal the side.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import interleaved

from numerics import device_rank_mod_p, grid_tensor, start_end, start_end_matrix_mod_p, trial_prime
from numerics.rank.blas import blas_rank_mod_p
from racs import ModP, random_rac


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--T", type=int, default=28, help="even length; side 2^(T/2) (default 28: 16384)")
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    try:
        import torch
    except ImportError:
        print("bench_device_rank: error: needs PyTorch with CUDA", file=sys.stderr)
        return 2
    if not torch.cuda.is_available():
        print("bench_device_rank: error: no CUDA device", file=sys.stderr)
        return 2
    dev = torch.device("cuda")
    p = trial_prime(M=2, R=6)
    rac = random_rac(depth=2, M=2, R=6, seed=np.random.default_rng([0, 0]), field=ModP(p))
    t = time.perf_counter()
    host = np.ascontiguousarray(start_end(grid_tensor(rac, T=args.T)))  # centred GF(p) values
    host_build = time.perf_counter() - t
    t = time.perf_counter()
    A = start_end_matrix_mod_p(rac, T=args.T, backend="torch")
    torch.cuda.synchronize()
    device_build = time.perf_counter() - t
    if not np.array_equal(A.cpu().numpy(), np.mod(host, p)):
        print("bench_device_rank: error: the device matrix differs from the CPU path's", file=sys.stderr)
        return 1
    side = host.shape[0]
    ranks = {}

    def device_exact():
        ranks["device exact"] = device_rank_mod_p(A.clone(), p)
        torch.cuda.synchronize()

    def device_lu():
        torch.linalg.lu_factor(A.clone())
        torch.cuda.synchronize()

    def host_exact():
        ranks["host exact"] = blas_rank_mod_p(host.copy(), p, overwrite=True)

    med = interleaved(
        {"device exact": device_exact, "device float LU": device_lu, "host exact": host_exact},
        args.repeats,
        warmup=False,
    )
    print(
        f"side {side} (depth 2, M 2, R 6, T {args.T}), GF({p}); {torch.cuda.get_device_name(dev)}, "
        f"{os.cpu_count()} host cores; medians of {args.repeats}"
    )
    print(
        f"matrix: host grid_tensor + start_end {host_build:.2f} s, device start_end_matrix_mod_p "
        f"{device_build:.2f} s (one run each; equal entry by entry)"
    )
    for name, sec in med.items():
        print(f"  {name:16s} {sec:8.2f} s  rank {ranks.get(name, '-')}")
    print(
        f"device exact / device float LU: {med['device exact'] / med['device float LU']:.1f}x; "
        f"host exact / device exact: {med['host exact'] / med['device exact']:.1f}x"
    )
    return 0 if set(ranks.values()) == {side} else 1


if __name__ == "__main__":
    raise SystemExit(main())
