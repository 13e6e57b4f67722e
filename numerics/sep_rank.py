r"""``python -m numerics.sep_rank``: the Start-End rank a random depth-L RAC reaches after T steps.

Builds ``--trials`` random RACs (trial ``i`` draws from
``numpy.random.default_rng([seed, i])``), materialises each grid tensor with
identity templates, takes the rank of its Start-End matricization and
reports the best, next to every bound of Theorem 1 and Conjecture 1 that
applies, whether each holds, and the time per stage.

Methods
-------
exact (default)
    Weights uniform on GF(p); exact rank over GF(p), on BLAS with delayed modular reduction for
    matrices of 512 rows and more (:mod:`numerics.blas_rank`), by FLINT below. Certified lower bound
    on the rank over Q, hence (Claims 2 and 5) on the Start-End separation
    rank of almost every RAC of this shape; the Schwartz-Zippel bound says how
    likely the best trial still undershoots the generic rank.
svd
    Standard normal weights in float64; singular values with their
    tolerance and the gap at the cut, flagged unreliable when the cut is unclear.
rational
    Integer weights in [-1000, 1000], exact rational arithmetic; tiny cases only.
sketch
    As exact, but the Start-End matrix is streamed in blocks into a random GF(p) sketch of adaptive
    width (:mod:`numerics.sketch`): memory O(K^(T/2) x width) instead of K^T; for low ranks.
"""
from __future__ import annotations

import argparse
import sys
import time
from typing import Optional, Sequence

import numpy as np

from racs import ModP, Rational, Real, random_rac
from numerics.cli import OneLineParser, nonnegative_int, positive_int, report_main

from .bounds import BOUND_KINDS, applicable_bounds
from .certificate import entry_degree, schwartz_zippel_bound
from .grid_tensor import grid_tensor, grid_tensor_nbytes
from .matricize import start_end
from racs.memory import check_fits
from .ranks import BLAS_PANEL, default_prime, rank_mod_p, rank_mod_p_nbytes, rank_rational, rank_svd
from .sketch import sketched_rank

__all__ = ["main", "run", "RATIONAL_MAX_ENTRIES"]

#: Largest block of the grid tensor that --method sketch holds at once.
SKETCH_BLOCK = 2**22
#: Largest grid tensor the pure-Python rational method is allowed to build.
RATIONAL_MAX_ENTRIES = 2**14
_RATIONAL_RANGE = 1000

_BOUND_TEXT = {
    "shallow": "Theorem 1(1)  min{R, M^(T/2)}",
    "theorem1": "Theorem 1(2)  ((min{M,R}, T/2))",
    "conjecture1": "Conjecture 1  min{((min{M,R}, ((T/2, L-1)))), M^(T/2)}",
    "trivial_upper": "trivial       K^(T/2)",
    "last_input_cap": "last input    min{R,M,K} K^(T/2-1)  (this lab)",
    "end_state": "end states    prod_l ((R, N_l))  (this lab)",
    "depth2_ideal": "depth-2 ideal R (((R, T/2)) - ((R-M, T/2)))  (this lab)",
    "depth3_ideal": "depth-3 ideal (numerics.depth3_ideal_bound)  (this lab)",
}


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="python -m numerics.sep_rank",
        description="Start-End rank of the grid tensor of random depth-L RACs, beside Theorem 1 and Conjecture 1.",
    )
    p.add_argument("--depth", type=positive_int("depth"), required=True, help="number of layers L (>= 1)")
    p.add_argument("--T", type=positive_int("T"), required=True, help="sequence length, even and >= 2")
    p.add_argument("--M", type=positive_int("M"), default=3, help="input dimension = number of templates (default 3)")
    p.add_argument("--R", type=positive_int("R"), default=4, help="hidden channels per layer (default 4)")
    p.add_argument("--C", type=positive_int("C"), default=1, help="number of classes (default 1)")
    p.add_argument("--K", type=positive_int("K"), default=None,
                   help="number of templates (default M: one-hot templates); K != M draws random templates, "
                        "trial i from default_rng([seed, i, 1]). Claim 2 holds for any templates")
    p.add_argument("--class", dest="cls", type=int, default=0, help="0-based class whose score is used (default 0)")
    p.add_argument("--seed", type=nonnegative_int("seed"), default=0, help="base seed; trial i uses default_rng([seed, i]) (default 0)")
    p.add_argument("--trials", type=positive_int("trials"), default=3, help="random instances; the best rank is reported (default 3)")
    p.add_argument("--method", choices=("exact", "svd", "rational", "sketch"), default="exact",
                   help="exact: GF(p) rank (default); svd: float64; rational: exact over Q, tiny cases; "
                        "sketch: exact GF(p) rank of a streamed random sketch, for low ranks beyond memory")
    p.add_argument("--prime", type=int, default=None,
                   help=f"prime for --method exact or sketch (default: the largest p < 2^26 whose float64 dot products "
                        f"of length max(M, R, K, {BLAS_PANEL}) stay exact, so the rank can run on BLAS)")
    p.add_argument("--rank-backend", choices=("auto", "blas", "flint"), default="auto",
                   help="GF(p) elimination for --method exact: blas (float64 BLAS, delayed reduction), flint "
                        "(FLINT's nmod_mat_rank, the oracle) or auto: blas from 512 x 512 when the prime allows "
                        "(default)")
    p.add_argument("--max-bytes", type=positive_int("max-bytes"), default=None,
                   help="memory budget in bytes (default 80%% of available memory)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def _plan(args) -> tuple:
    """Validate what argparse cannot, and refuse oversized work before any allocation."""
    if args.K is None:
        args.K = args.M
    if args.T % 2 or args.T < 2:
        raise ValueError(f"--T {args.T} must be even and >= 2 (the Start-End partition halves it)")
    if not 0 <= args.cls < args.C:
        raise ValueError(f"--class {args.cls} is out of range for --C {args.C} (0-based)")
    if args.prime is not None and args.method not in ("exact", "sketch"):
        raise ValueError(f"--prime applies to --method exact or sketch only, not {args.method}")
    if args.rank_backend != "auto" and args.method != "exact":
        raise ValueError(f"--rank-backend applies to --method exact only, not {args.method}")
    if args.method in ("exact", "sketch"):
        field = ModP(default_prime(max(args.M, args.R, args.K, BLAS_PANEL)) if args.prime is None else args.prime)
        field.check_inner(max(args.M, args.R, args.K))
    elif args.method == "svd":
        field = Real()
    else:
        if args.K**args.T > RATIONAL_MAX_ENTRIES:
            raise ValueError(
                f"--method rational builds K^T = {args.K}^{args.T} = {args.K**args.T} exact entries, above its "
                f"limit of {RATIONAL_MAX_ENTRIES}; use --method exact"
            )
        field = Rational()
    side = args.K ** (args.T // 2)
    if args.method == "exact":  # the rank runs inside the grid tensor's Start-End view where it can
        rank_need = rank_mod_p_nbytes((side, side), field.p, backend=args.rank_backend, overwrite=True)
    else:
        rank_need = 3 * side * side * 8
    need = grid_tensor_nbytes(args.K, args.T, args.depth, args.R) + rank_need
    if args.method == "sketch":  # blocks of at most SKETCH_BLOCK entries; the sketch itself is checked as it grows
        need = min(need, 8 * (SKETCH_BLOCK + 6 * side * 16))
    check_fits(need, f"--depth {args.depth} --T {args.T} --K {args.K} --R {args.R} "
               f"(grid tensor of {args.K}^{args.T} entries and a {side} x {side} rank)", max_bytes=args.max_bytes)
    return field, side


def run(args) -> dict:
    """Do the work for parsed arguments and return the JSON-ready report."""
    field, side = _plan(args)
    secs = {"build": 0.0, "grid_tensor": 0.0, "matricize": 0.0, "rank": 0.0}
    ranks, svd_info, sketches, backends = [], [], [], []
    for i in range(args.trials):
        t0 = time.perf_counter()
        rac = random_rac(args.depth, args.M, args.R, args.C, seed=np.random.default_rng([args.seed, i]), field=field)
        F = None if args.K == args.M else field.random(np.random.default_rng([args.seed, i, 1]), (args.K, args.M))
        t1 = time.perf_counter()
        if args.method == "sketch":
            res = sketched_rank(rac, args.T, seed=np.random.default_rng([args.seed, i, 2]), templates=F,
                                block_entries=SKETCH_BLOCK, max_bytes=args.max_bytes)
            t4 = time.perf_counter()
            ranks.append(res.rank)
            sketches.append(res)
            secs["build"] += t1 - t0
            secs["rank"] += t4 - t1
            continue
        A = grid_tensor(rac, args.T, templates=F, c=args.cls, max_bytes=args.max_bytes)
        t2 = time.perf_counter()
        S = start_end(A)
        t3 = time.perf_counter()
        if args.method == "exact":
            res = rank_mod_p(S, field.p, max_bytes=args.max_bytes, overwrite=True,
                             backend=args.rank_backend)
            backends.append(res.backend)
        elif args.method == "svd":
            res = rank_svd(S)
            svd_info.append(res)
        else:
            res = rank_rational(S, max_entries=RATIONAL_MAX_ENTRIES)
        t4 = time.perf_counter()
        del A, S
        ranks.append(res.rank)
        for k, (a, b) in zip(secs, ((t0, t1), (t1, t2), (t2, t3), (t3, t4))):
            secs[k] += b - a
    best = max(ranks)
    bounds = applicable_bounds(args.depth, args.M, args.R, args.T, args.K)
    holds = {}
    for k, v in bounds.items():
        rel = BOUND_KINDS[k]
        holds[k] = None if v is None else bool(
            best == v if rel == "==" else best >= v if rel == ">=" else best <= v)
    report = {
        "depth": args.depth, "T": args.T, "M": args.M, "R": args.R, "C": args.C, "class": args.cls, "K": args.K,
        "seed": args.seed, "rank": best, "method": args.method, "trials": args.trials,
        "trial_ranks": ranks, "prime": getattr(field, "p", None), "matrix_shape": [side, side],
        "exact": args.method != "svd", "bounds": bounds, "holds": holds,
        **({"rank_backend": backends[0]} if backends else {}),
        **({"sketch": {"widths": [s.width for s in sketches], "complete": all(s.complete for s in sketches),
                       "blocks": sketches[0].blocks, "peak_entries": max(s.peak_entries for s in sketches)}}
           if sketches else {}),
        "seconds": {**{k: round(v, 6) for k, v in secs.items()}, "total": round(sum(secs.values()), 6)},
    }
    if args.method != "svd":
        deg = entry_degree(args.depth, args.T)
        sample = field.p if args.method in ("exact", "sketch") else 2 * _RATIONAL_RANGE + 1
        report["schwartz_zippel"] = {
            "entry_degree": deg, "sample_set_size": sample,
            "per_trial": schwartz_zippel_bound(side, deg, sample),
            "all_trials": schwartz_zippel_bound(side, deg, sample, args.trials),
        }
    else:
        best_svd = svd_info[ranks.index(best)]
        report["svd"] = {
            "tol": best_svd.tol, "sigma_max": best_svd.sigma_max, "sigma_last": best_svd.sigma_last,
            "sigma_next": best_svd.sigma_next, "gap": best_svd.gap, "spectrum_decades": best_svd.spectrum_decades,
            "reliable": all(s.reliable for s in svd_info),
            "reasons": sorted({s.reason for s in svd_info if s.reason}),
        }
    return report


_BACKEND_TEXT = {
    "blas": "float64 BLAS elimination with delayed modular reduction",
    "flint-ctypes": "by FLINT (nmod_mat_rank)",
    "python-flint-list": "by FLINT (nmod_mat_rank, list transfer)",
    "trivial": "empty matrix",
}


def _fmt_prob(x: float) -> str:
    return "1" if x >= 1 else f"{x:.2e}"


def format_table(r: dict) -> str:
    """The human-readable report."""
    L, T, M, R = r["depth"], r["T"], r["M"], r["R"]
    side = r["matrix_shape"][0]
    if r["method"] == "exact":
        how = f"exact rank over GF({r['prime']}), " + _BACKEND_TEXT.get(r["rank_backend"], r["rank_backend"])
    elif r["method"] == "sketch":
        sk = r["sketch"]
        how = (f"exact GF({r['prime']}) rank of a streamed sketch, widths {sk['widths']}, {sk['blocks']} blocks, "
               f"peak {sk['peak_entries']} entries" + ("" if sk["complete"] else " (INCOMPLETE: rank may be higher)"))
    elif r["method"] == "rational":
        how = "exact rank over Q (integer weights in [-1000, 1000])"
    else:
        how = "float64 SVD rank (not exact)"
    lines = [
        f"Start-End rank of random RACs: depth L={L}, T={T}, M={M}, R={R}, C={r['C']}, class {r['class']}",
        f"  matrix     {side} x {side} Start-End matricization of the grid tensor ("
        + ("identity templates, K = M" if r["K"] == M else f"K = {r['K']} random templates") + ")",
        f"  method     {how}",
        f"  trials     {r['trials']} (seed {r['seed']}; trial i uses default_rng([seed, i])), ranks {r['trial_ranks']}",
        f"  rank       {r['rank']}",
        "",
        f"  {'bound':<58} {'value':>10}  {'needs':<12} holds",
    ]
    for k, v in r["bounds"].items():
        if v is None:
            lines.append(f"  {_BOUND_TEXT[k]:<58} {'-':>10}  {'n/a (L)':<12} -")
            continue
        rel = {"==": "rank ==", ">=": "rank >=", "<=": "rank <="}[BOUND_KINDS[k]]
        lines.append(f"  {_BOUND_TEXT[k]:<58} {v:>10}  {rel:<12} {'yes' if r['holds'][k] else 'NO'}")
    lines.append("")
    if "schwartz_zippel" in r:
        sz = r["schwartz_zippel"]
        lines.append(
            f"  certificate  rank {r['rank']} is a lower bound on the rank over Q of that instance, hence (Claims 2, 5)"
        )
        lines.append(f"               on sep_(S,E) of almost every depth-{L} RAC with M={M}, R={R}, T={T}.")
        if r["holds"]["conjecture1"] is False and r["bounds"]["last_input_cap"] < r["bounds"]["conjecture1"]:
            lines.append(f"  note       with K={r['K']} templates no RAC can reach Conjecture 1's value: the last-input cap is "
                         f"{r['bounds']['last_input_cap']}; try --K {r['K'] + 1} or more (docs/conjecture1.md).")
        lines.append(
            f"  Schwartz-Zippel  entries have degree {sz['entry_degree']}; P(one uniform instance below the generic rank)"
            f" <= {_fmt_prob(sz['per_trial'])}, best of {r['trials']}: <= {_fmt_prob(sz['all_trials'])}"
        )
    else:
        s = r["svd"]
        lines.append(
            f"  svd        tol {s['tol']:.3g}, sigma_max {s['sigma_max']:.3g}, kept {s['sigma_last']:.3g}, "
            f"dropped {s['sigma_next']:.3g}, gap {s['gap']:.3g}, spectrum spans {s['spectrum_decades']:.1f} decades"
        )
        verdict = "reliable" if s["reliable"] else "UNRELIABLE: " + "; ".join(s["reasons"])
        lines.append(f"             {verdict}. Use --method exact for a certified rank.")
    sec = r["seconds"]
    lines.append(
        "  seconds    " + ", ".join(f"{k} {v:.3f}" for k, v in sec.items() if k != "total") + f"; total {sec['total']:.3f}"
    )
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    return report_main("sep_rank", build_parser(), run, format_table, argv)


if __name__ == "__main__":
    sys.exit(main())
