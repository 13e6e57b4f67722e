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
    matrices of 512 rows and more (:mod:`numerics.rank.blas`), by FLINT below. Certified lower bound
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
    width (:mod:`numerics.rank.sketch`): memory O(K^(T/2) x width) instead of K^T; for low ranks.
factorised
    As exact, the same number, from the rows of the Start-End matrix that a row basis of the crossing-state
    features selects (:mod:`numerics.rank.factorised`): cost side x D instead of side^2 where the end-state count D
    is at most side / 4; refused otherwise.

Verdicts
--------
A certified rank at or above a lower bound (Theorem 1, Conjecture 1) is a certified "yes". Below it, "NO" only
where that is certain (a proven upper bound is below the value) or where chance explains it with probability at
most ``numerics.certify.schwartz_zippel.REFUTE_LEVEL``; otherwise "undecided (not certified)" (JSON: ``holds`` null, the reason
under ``undecided``), as with a small ``--prime``. Bounds too long to print (``end_state`` at depth 10^4 has 6021
digits) show their leading digits and exponent; ``--json`` keeps them exact.

Plan
----
The method and the memory are decided once, before anything is allocated
(:func:`numerics.certify.plan.make_plan`); a refusal is that plan's one line, and ``--json`` prints the plan under
``"plan"``: the method and why, the side, the bytes of each stage, the budget and the one-layer updates.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from numerics.bounds.registry import RELATIONS, bound
from numerics.certify.certified import certified_rank
from numerics.certify.plan import METHODS, RANK_BACKENDS, int_text
from numerics.cli import OneLineParser, add_rac_sizes, exact_int_output, nonnegative_int, positive_int, report_main
from numerics.rank.dense import BLAS_PANEL

__all__ = ["main", "run", "format_table"]


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="python -m numerics.sep_rank",
        description="Start-End rank of the grid tensor of random depth-L RACs, beside Theorem 1 and Conjecture 1.",
    )
    add_rac_sizes(p, M=3, R=4, M_help="input dimension = number of templates")
    p.add_argument("--C", type=positive_int("C"), default=1, help="number of classes (default 1)")
    p.add_argument(
        "--K",
        type=positive_int("K"),
        default=None,
        help="number of templates (default M: one-hot templates); K != M draws random templates, "
        "trial i from default_rng([seed, i, 1]). Claim 2 holds for any templates",
    )
    p.add_argument("--class", dest="cls", type=int, default=0, help="0-based class whose score is used (default 0)")
    p.add_argument(
        "--seed",
        type=nonnegative_int("seed"),
        default=0,
        help="base seed; trial i uses default_rng([seed, i]) (default 0)",
    )
    p.add_argument(
        "--trials",
        type=positive_int("trials"),
        default=3,
        help="random instances; the best rank is reported (default 3)",
    )
    p.add_argument(
        "--method",
        choices=METHODS,
        default="exact",
        help="exact: GF(p) rank (default); svd: float64; rational: exact over Q, tiny cases; "
        "sketch: exact GF(p) rank of a streamed random sketch, for low ranks beyond memory; "
        "factorised: exact GF(p) rank through the crossing states, where their feature count is "
        "at most side/4",
    )
    p.add_argument(
        "--prime",
        type=int,
        default=None,
        help=f"prime for --method exact, sketch or factorised (default: the largest p < 2^26 whose float64 dot products "
        f"of length max(M, R, K, {BLAS_PANEL}) stay exact, so the rank can run on BLAS)",
    )
    p.add_argument(
        "--rank-backend",
        choices=RANK_BACKENDS,
        default="auto",
        help="GF(p) elimination for --method exact: blas (float64 BLAS, delayed reduction), flint "
        "(FLINT's nmod_mat_rank, the oracle) or auto: blas from 512 x 512 when the prime allows "
        "(default)",
    )
    p.add_argument(
        "--max-bytes",
        type=positive_int("max-bytes"),
        default=None,
        help="memory budget in bytes (default 80%% of available memory)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def run(args) -> dict:
    """Do the work for parsed arguments and return the JSON-ready report (:meth:`RankReport.to_json`)."""
    return certified_rank(
        depth=args.depth,
        M=args.M,
        R=args.R,
        T=args.T,
        K=args.K,
        C=args.C,
        cls=args.cls,
        trials=args.trials,
        seed=args.seed,
        prime=args.prime,
        method=args.method,
        rank_backend=args.rank_backend,
        max_bytes=args.max_bytes,
    ).to_json()


_BACKEND_TEXT = {
    "blas": "float64 BLAS elimination with delayed modular reduction",
    "at-bound": "a random submatrix of rank equal to the proven upper bound and a random check of the rest "
    "(numerics.rank.at_bound; no elimination of the whole matrix)",
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
        how = (
            f"exact GF({r['prime']}) rank of a streamed sketch, widths {sk['widths']}, {sk['blocks']} blocks, "
            f"peak {sk['peak_entries']} entries" + ("" if sk["complete"] else " (INCOMPLETE: rank may be higher)")
        )
    elif r["method"] == "factorised":
        how = f"exact rank over GF({r['prime']}) from the rows a row basis of the crossing-state features selects"
    elif r["method"] == "rational":
        how = "exact rank over Q (integer weights in [-1000, 1000])"
    else:
        how = "float64 SVD rank (not exact)"
    lines = [
        f"Start-End rank of random RACs: depth L={L}, T={T}, M={M}, R={R}, C={r['C']}, class {r['class']}",
        f"  matrix     {side} x {side} Start-End matricization of the grid tensor ("
        + ("identity templates, K = M" if r["K"] == M else f"K = {r['K']} random templates")
        + ")",
        f"  method     {how}",
        f"  trials     {r['trials']} (seed {r['seed']}; trial i uses default_rng([seed, i])), ranks {r['trial_ranks']}",
        f"  rank       {r['rank']}",
        "",
    ]
    # A verdict on a float rank the spectrum cannot support is no verdict: say so on its line.
    shaky = " (float rank, UNRELIABLE)" if "svd" in r and not r["svd"]["reliable"] else ""
    texts = {}
    for k in r["bounds"]:
        b = bound(k)
        name = (
            b.reference
            if b.reference.startswith(("Theorem", "Conjecture"))
            else k + (" (this lab)" if b.reference == "this lab" else "")
        )
        texts[k] = f"{name:<26}{b.label}"
    width = max([68, *map(len, texts.values())])  # the columns stay aligned whatever the longest label
    lines.append(f"  {'bound':<{width}} {'value':>10}  {'needs':<12} holds")
    for k, v in r["bounds"].items():
        b, text = bound(k), texts[k]
        if v is None:
            lines.append(f"  {text:<{width}} {'-':>10}  {'n/a':<12} ({r['not_applicable'][k]})")
            continue
        if k in r["undecided"]:
            verdict = "undecided (not certified)"
        else:
            verdict = "yes" if r["holds"][k] else ("NO (conjecture)" if b.conjecture else "NO")
        lines.append(f"  {text:<{width}} {int_text(v):>10}  {RELATIONS[b.relation]:<12} {verdict}{shaky}")
    if any(v is not None and "..." in int_text(v) for v in r["bounds"].values()):
        lines.append("  (a value with ... shows its leading digits and decimal exponent; --json has it exact)")
    for k, why in r["undecided"].items():
        lines.append(f"  undecided  {k}: {why}")
    lines.append("")
    if "schwartz_zippel" in r:
        sz = r["schwartz_zippel"]
        lines.append(
            f"  certificate  rank {r['rank']} is a lower bound on the rank over Q of that instance, hence (Claims 2, 5)"
        )
        lines.append(f"               on sep_(S,E) of almost every depth-{L} RAC with M={M}, R={R}, T={T}.")
        caps = [r["bounds"][k] for k in ("last_input_cap", "end_inputs") if r["bounds"].get(k) is not None]
        if r["holds"]["conjecture1"] is False and caps and min(caps) < r["bounds"]["conjecture1"]:
            if r["K"] == M:
                lines.append(
                    f"  note       with K=M={M} one-hot templates no RAC exceeds {min(caps)}: for M-symbol inputs this "
                    f"refutes Conjecture 1 (docs/conjecture1.md); for general inputs try --K {M + 1} or more."
                )
            else:
                lines.append(
                    f"  note       with K={r['K']} templates no RAC exceeds {min(caps)} (docs/theory/index.md, Propositions 1-2); "
                    f"try a larger --K."
                )
        uppers = {k: v for k, v in r["bounds"].items() if v is not None and bound(k).upper and not bound(k).conjecture}
        met = sorted(k for k, v in uppers.items() if v == r["rank"])
        if met:
            # a certified lower bound that meets a proven upper bound settles the generic rank: no chance involved
            lines.append(
                f"  generic    rank {r['rank']} = proven upper bound ({', '.join(met)}): the generic grid rank of "
                f"this shape is {r['rank']}, whatever the chance below"
            )
        lines.append(
            f"  Schwartz-Zippel  entries have degree {int_text(sz['entry_degree'])}; P(one uniform instance below the generic rank)"
            f" <= {_fmt_prob(sz['per_trial'])}, best of {r['trials']}: <= {_fmt_prob(sz['all_trials'])}"
            + (
                " (no information: the weights' sample set is small against that degree)"
                if sz["all_trials"] >= 1
                else ""
            )
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
        "  seconds    "
        + ", ".join(f"{k} {v:.3f}" for k, v in sec.items() if k != "total")
        + f"; total {sec['total']:.3f}"
    )
    return "\n".join(lines)


#: API parameter names as the options that set them, for error messages.
OPTIONS = {
    "depth": "--depth",
    "T": "--T",
    "M": "--M",
    "R": "--R",
    "C": "--C",
    "K": "--K",
    "cls": "--class",
    "seed": "--seed",
    "trials": "--trials",
    "method": "--method",
    "prime": "--prime",
    "p": "--prime",
    "rank_backend": "--rank-backend",
    "max_bytes": "--max-bytes",
}


def main(argv: Sequence[str] | None = None) -> int:
    with exact_int_output() as lift:
        return report_main("sep_rank", build_parser(), lambda args: lift(run(args)), format_table, argv, OPTIONS)


if __name__ == "__main__":
    sys.exit(main())
