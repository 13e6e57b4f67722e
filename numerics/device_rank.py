"""``python -m numerics.device_rank``: the certified GF(p) Start-End rank of one random RAC on an accelerator.

Same instance as ``python -m numerics.sep_rank --trials 1 --seed SEED`` (trial ``--trial``), built and ranked in
device memory (:mod:`numerics.certify.device`); ``--backend numpy`` runs the same code on the CPU for small checks.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from numerics.certify.device import BACKENDS, DeviceRank, device_certified_rank
from numerics.cli import OneLineParser, add_rac_sizes, nonnegative_int, one_line_errors, positive_int

#: API parameter names -> the flags that set them, for error messages.
OPTIONS = {
    "depth": "--depth",
    "T": "--T",
    "M": "--M",
    "R": "--R",
    "seed": "--seed",
    "trial": "--trial",
    "prime": "--prime",
    "p": "--prime",
    "backend": "--backend",
}


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="python -m numerics.device_rank",
        description="Certified GF(p) Start-End rank of one random RAC, built and ranked on an "
        "accelerator (one-hot inputs, class 0).",
    )
    add_rac_sizes(p, M=2, R=2)
    p.add_argument(
        "--seed",
        type=nonnegative_int("seed"),
        default=0,
        help="the RAC of sep_rank's trial TRIAL with this seed (default 0)",
    )
    p.add_argument("--trial", type=nonnegative_int("trial"), default=0)
    p.add_argument(
        "--prime", type=positive_int("prime"), default=None, help="default: numerics.trial_prime(M, R), sep_rank's"
    )
    p.add_argument(
        "--backend",
        choices=BACKENDS,
        default="torch",
        help="torch (the accelerator; default) or numpy (the CPU, for small checks)",
    )
    return p


def format_report(res: DeviceRank) -> str:
    verdict = (
        "= the best proven upper bound: the generic rank is settled"
        if res.settled
        else f"< the best proven upper bound {res.upper_bound}: a lower bound only"
    )
    return "\n".join(
        [
            f"depth={res.depth} M={res.M} R={res.R} T={res.T}: side {res.side}, seed {res.seed}, trial {res.trial}, "
            f"GF({res.prime})",
            f"certified rank {res.rank} {verdict}",
            f"{res.backend} on {res.device}: matrix built in {res.build_s:.1f} s, ranked in {res.rank_s:.1f} s",
        ]
    )


def main(argv: Sequence[str] | None = None) -> int:
    def work():
        a = build_parser().parse_args(argv)
        print(
            format_report(
                device_certified_rank(
                    depth=a.depth, M=a.M, R=a.R, T=a.T, seed=a.seed, trial=a.trial, prime=a.prime, backend=a.backend
                )
            ),
            flush=True,
        )

    return one_line_errors("device_rank", work, OPTIONS)


if __name__ == "__main__":
    raise SystemExit(main())
