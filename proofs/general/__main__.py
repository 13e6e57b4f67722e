r"""``python -m proofs.general --atlas-open``: the evaluation-matrix rank on the atlas shapes the grid left open
(:mod:`proofs.general.atlas_open`).

Without ``--markdown`` it computes every open shape (smallest least cap first, one child process per case killed
at ``--case-seconds``, until ``--budget-seconds`` of case time), writes the table to ``--out`` (JSON; default
``docs/general_inputs.json``) and the generated block into ``--doc``. With ``--markdown`` it only regenerates the
block from the recorded JSON. With ``--retry`` it recomputes only the recorded rows that timed out or were skipped
(and whose cap is at most ``--max-cap``; with ``--shape L,M,R,T``, repeatable, only those) under the new limits,
and records both commands; the rows it keeps get
the registry's current caps; ``--prime`` is the prime of the new ranks (each row records its own). With ``--refresh-caps`` it only recomputes the recorded rows' caps (after a new bound
is added; no rank is recomputed) and rewrites the JSON and the block. A fresh run (no ``--retry``) refuses an
``--out`` that already records computed rows unless ``--overwrite`` is given: the recorded table holds hours of
case time that a run with smaller limits would drop. Progress goes to stderr; bad arguments exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from numerics.rank.dense import is_prime
from proofs.general.atlas_open import (
    DATA,
    MARK_BEGIN,
    MARK_END,
    load_open,
    open_markdown,
    open_shapes,
    refresh_caps,
    run_open,
)
from proofs.general.instance import BLAS_PRIME, PRIME

DOC = DATA.parent / "theory" / "atlas-open.md"
#: Row outcomes that hold a computed rank (the work a fresh run must not drop and a retry keeps).
COMPUTED = ("pinned", "below cap")


def _write_block(doc: Path, block: str) -> None:
    text = doc.read_text()
    if MARK_BEGIN in text:
        head, _, rest = text.partition(MARK_BEGIN)
        _, _, tail = rest.partition(MARK_END)
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text)


def _key(r: dict) -> tuple:
    return tuple(r[k] for k in ("depth", "M", "R", "T"))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m proofs.general", description=__doc__.split("\n\n")[0])
    p.add_argument("--atlas-open", action="store_true", required=True, help="the atlas shapes the grid left open")
    p.add_argument("--markdown", action="store_true", help="only regenerate the markdown block from --out")
    p.add_argument(
        "--retry", action="store_true", help="recompute only --out's rows that timed out or were skipped, new limits"
    )
    p.add_argument(
        "--refresh-caps", action="store_true", help="recompute the recorded rows' caps from the registry, no ranks"
    )
    p.add_argument(
        "--shape",
        action="append",
        default=[],
        metavar="L,M,R,T",
        help="with --retry: recompute only these recorded shapes (repeatable)",
    )
    p.add_argument("--case-seconds", type=float, default=120.0)
    p.add_argument("--budget-seconds", type=float, default=1200.0)
    p.add_argument("--max-cap", type=int, default=9000, help="largest n (the n x n matrix is dense, float64)")
    p.add_argument(
        "--prime",
        type=int,
        default=BLAS_PRIME,
        help=f"the prime of the ranks (default {BLAS_PRIME}, BLAS; rows before 2026-11-29 used {PRIME}, FLINT)",
    )
    p.add_argument("--out", type=Path, default=DATA)
    p.add_argument(
        "--overwrite", action="store_true", help="let a fresh run replace an --out that records computed rows"
    )
    p.add_argument("--doc", type=Path, default=DOC)
    args = p.parse_args(argv)
    if args.case_seconds <= 0 or args.budget_seconds <= 0 or args.max_cap < 1:
        p.error("--case-seconds, --budget-seconds and --max-cap must be positive")
    if not (3 <= args.prime < 2**26 and is_prime(args.prime)):
        p.error(f"--prime {args.prime}: give a prime 3 <= p < 2**26, e.g. --prime {BLAS_PRIME}")
    only = []
    for text in args.shape:
        try:
            only.append(tuple(int(v) for v in text.split(",")))
        except ValueError:
            p.error(f"--shape {text!r}: give four integers L,M,R,T, e.g. --shape 3,3,3,12")
        if len(only[-1]) != 4:
            p.error(f"--shape {text!r}: give four integers L,M,R,T, e.g. --shape 3,3,3,12")
    if only and not args.retry:
        p.error("--shape needs --retry (it selects recorded rows to recompute)")
    if args.retry or args.refresh_caps:
        try:
            previous = load_open(args.out)
        except ValueError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    fresh = not (args.retry or args.refresh_caps or args.markdown)
    if fresh and not args.overwrite and args.out.exists():
        try:
            recorded = load_open(args.out)
        except ValueError:
            recorded = {"rows": []}
        computed = [r for r in recorded["rows"] if r["outcome"] in COMPUTED]
        if computed:
            print(
                f"error: --out {args.out} already records {len(computed)} computed rows"
                f" ({recorded.get('case_seconds_total', 0):g} s of case time); extend it with --retry,"
                " write a new table with --out PATH --doc PATH, or replace it with --overwrite",
                file=sys.stderr,
            )
            return 2
    if args.refresh_caps:
        args.out.write_text(json.dumps({**previous, "rows": refresh_caps(previous["rows"])}, indent=1) + "\n")
    elif not args.markdown:
        shapes = open_shapes()
        if args.retry:
            # rows already computed, or over this retry's --max-cap, stay as recorded (a larger --max-cap computes
            # the rows an earlier run skipped for their cap)
            kept = refresh_caps(previous["rows"], shapes)
            keep = {_key(r): r for r in kept if r["outcome"] in COMPUTED or r["cap"] > args.max_cap}
            if only:
                # the rows not named stay as recorded
                keep.update({_key(r): r for r in kept if _key(r) not in only})
            shapes = [s for s in shapes if _key(s) not in keep]
        t0 = time.perf_counter()
        rows = run_open(
            shapes,
            case_seconds=args.case_seconds,
            budget_seconds=args.budget_seconds,
            max_cap=args.max_cap,
            prime=args.prime,
            progress=lambda r: print(
                f"{(r['depth'], r['M'], r['R'], r['T'])} cap={r['cap']} grid={r['grid_rank']}"
                f" eval={r['eval_rank']} {r['outcome']} seconds={r['seconds']}",
                file=sys.stderr,
                flush=True,
            ),
        )
        command = (
            "python -m proofs.general --atlas-open"
            f" --case-seconds {args.case_seconds:g} --budget-seconds {args.budget_seconds:g} --max-cap {args.max_cap}"
            f" --prime {args.prime}"
        )
        limits = {"case_seconds": args.case_seconds, "budget_seconds": args.budget_seconds, "max_cap": args.max_cap}
        if only:
            limits["shapes"] = [list(k) for k in only]
        total = sum(r["seconds"] or 0 for r in rows)
        if args.retry:
            rows = sorted([*keep.values(), *rows], key=lambda r: (r["cap"], *(r[k] for k in ("depth", "M", "R", "T"))))
            named = "".join(f" --shape {','.join(map(str, k))}" for k in only)
            command = f"{previous['command']}; then {command} --retry{named}"
            limits = {"first": previous["limits"], "retry": limits}
            total += previous["case_seconds_total"]
        data = {
            "command": command,
            "limits": limits,
            "case_seconds_total": round(total, 1),
            "wall_seconds": round(time.perf_counter() - t0, 1),
            "rows": rows,
        }
        args.out.write_text(json.dumps(data, indent=1) + "\n")
    try:
        data = load_open(args.out)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    _write_block(args.doc, open_markdown(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
