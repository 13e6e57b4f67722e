r"""Benchmark of batched ensembles (``numerics.train.ensemble``): members trained per CPU-minute, batched
against one at a time, measured in one run.

    python bench/bench_train.py                       # scoRNN, Start-End similarity T = 16, 1000 and 3000 params
    python bench/bench_train.py --cell gru --members 16 --steps 50 --repeats 3

For each parameter budget it trains ``--members`` networks (seeds 0.. x the learning rates of the fixed protocol,
the same shape) for ``--steps`` optimisation steps of 128 examples, with one validation at the end, twice:
as one batched ensemble (:func:`numerics.train.ensemble.train_ensemble`) and one at a time
(:func:`numerics.train.protocol.train`). Times are process CPU time with one torch thread (the machine is
shared), medians over ``--repeats`` taken in turn after one untimed warm-up. It prints members trained per
CPU-minute for both and their ratio (the issue's target: at least 5 with 16 members). A "member" here is
``--steps`` steps, not a full run: the ratio is what matters, and it holds per step.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import interleaved


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cell", default="scornn")
    p.add_argument("--depth", type=int, default=2)
    p.add_argument("--params", default="1000,3000")
    p.add_argument("--T", type=int, default=16)
    p.add_argument("--members", type=int, default=16)
    p.add_argument("--steps", type=int, default=30)
    p.add_argument("--repeats", type=int, default=3)
    args = p.parse_args(argv)

    import torch

    from numerics.train import Settings, init_net, make_problem, train
    from numerics.train.ensemble import train_ensemble
    from racs.cells import width_for_params

    torch.set_num_threads(1)
    lr_grid = [1e-4, 3e-4, 1e-3, 3e-3]
    seeds = [e // len(lr_grid) for e in range(args.members)]
    lrs = [lr_grid[e % len(lr_grid)] for e in range(args.members)]
    settings = Settings(iterations=args.steps, eval_every=args.steps, stop_on_solved=False)
    problems = {s: make_problem("ses", size=args.T, val=256, test=256, seed=s, m=2, n=4) for s in sorted(set(seeds))}
    n_in, C = problems[0].n_in, problems[0].C
    print(
        f"cell {args.cell}, depth {args.depth}, ses T={args.T}, {args.members} members, {args.steps} steps of "
        f"128, process CPU time, 1 thread, medians of {args.repeats}"
    )
    print("params  R    batched members/CPU-min  alone members/CPU-min  ratio")
    for P in (int(v) for v in args.params.split(",")):
        R = width_for_params(args.cell, depth=args.depth, params=P, n_in=n_in)

        def nets():
            return [init_net(args.cell, depth=args.depth, R=R, n_in=n_in, C=C, seed=[s, 0]) for s in seeds]

        def batched():
            train_ensemble(nets(), [problems[s] for s in seeds], settings, seeds=seeds, lrs=lrs)

        def alone():
            for net, s, lr in zip(nets(), seeds, lrs):
                train(net, problems[s], dataclasses.replace(settings, lr=lr), seed=s)

        t = interleaved({"batched": batched, "alone": alone}, args.repeats, clock=time.process_time)
        rb, ra = 60 * args.members / t["batched"], 60 * args.members / t["alone"]
        print(f"{P:6d}  {R:3d}  {rb:23.1f}  {ra:21.1f}  {rb / ra:5.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
