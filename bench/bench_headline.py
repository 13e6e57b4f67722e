"""The headline path in one command (issue 33): grid tensors against the roofline, GF(p)/float, prefix sharing,
cold-start costs, the BLAS/FLINT crossover and ``sep_rank`` end to end against float LU, as ratios in one run.

    python bench/bench_headline.py                    # about 4-5 minutes on 2 cores (side 16384 included)
    python bench/bench_headline.py --quick            # about a minute: fewer repeats, no side 16384
    python bench/bench_headline.py --against-tree OLD # also the command-line rows of an older tree (git archive)
    python bench/bench_headline.py --sections cold,e2e # some sections only
    python bench/bench_headline.py --clock cpu --sections grids,prefix   # CPU time, for a busy machine

Every figure is a median over repeats taken in turn (a load change hits reference and candidate alike); every
ratio is against a reference measured in this run. Sections:

* **machine**: the memory bandwidth (allocating and filling a fresh 256 MiB array) and the float64 matmul rate
  (2048^3), both on one thread: the grid walk runs on one BLAS thread.
* **grid tensors**, 10^6 entries and more, depths 1-4, float64 and GF(p) (the lab's prime, ``trial_prime``), GF(p)
  on the numpy path and, when numba is installed, with the compiled kernels (``jit=True``; then also the cost of
  loading them in a fresh interpreter, cached and compiled): time / roofline, the roofline being the larger of (prefix states and output bytes at the rate of allocating and
  filling an array of the output's size, timed in turn with the grids) and (the prefix tree's multiply-adds at the
  one-thread matmul rate), as ``bench_core.py`` defines them; and GF(p)/float.
* **prefix sharing** against evaluating all K^T sequences in batches (``forward``), target T/2.
* **cold start** of a one-shot command (fresh interpreters): the interpreter, ``import numerics``, picking the
  prime (and, for comparison, what importing sympy costs), and the first against the second exact rank at side 729.
* **crossover** of the exact rank's backends: one-shot ``sep_rank --rank-backend blas|flint`` wall times, and warm
  ``rank_mod_p`` calls on the same Start-End matrices in this process.
* **end to end**: the wall time of ``python -m numerics.sep_rank ... --trials 1`` against scipy's ``lu_factor``
  of a random float64 matrix of the same side (default BLAS threads for both), at sides 4096 and 16384: as a user
  runs it (the plan's rank at the best proven bound, :mod:`numerics.rank.at_bound`) and with ``--rank-backend
  blas`` (the whole matrix eliminated, what a rank below its bound costs).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import scipy.linalg
from threadpoolctl import threadpool_limits

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_core import full_sequence_grid, prefix_macs, state_bytes
from timing import interleaved

from numerics import grid_tensor, rank_mod_p, start_end
from numerics.certify.plan import trial_prime
from numerics.cli import OneLineParser
from racs import ModP, random_rac

#: Grid tensors of the roofline table: (L, M, R, T), all with at least 10^6 entries; the last is the 4096 x 4096
#: Start-End matrix of ``sep_rank --depth 2 --M 4 --R 4 --T 12``.
GRIDS = [(1, 2, 4, 20), (2, 2, 4, 20), (3, 2, 4, 20), (4, 2, 4, 20), (2, 4, 4, 10), (3, 4, 4, 10), (2, 4, 4, 12)]
#: (M, T) of the crossover's ``sep_rank --depth 2 --R 6`` calls: sides 256, 343, 512, 729, 1024, 2048.
CROSSOVER = [(2, 16), (7, 6), (2, 18), (3, 12), (2, 20), (2, 22)]
#: ``sep_rank --depth 2 --R 4`` shapes of the end-to-end rows: (M, T) -> side.
END_TO_END = {4096: (4, 12), 16384: (4, 14)}


#: The sections, in the order they run.
SECTIONS = ("grids", "prefix", "cold", "crossover", "e2e")


def _sections(text: str) -> tuple[str, ...]:
    """An argparse type: a comma-separated subset of :data:`SECTIONS`."""
    names = tuple(t.strip() for t in text.split(",") if t.strip())
    bad = [n for n in names if n not in SECTIONS]
    if bad or not names:
        raise argparse.ArgumentTypeError(
            f"unknown section {bad[0] if bad else text!r}; choose from {','.join(SECTIONS)}"
        )
    return names


def err(*a) -> None:
    print(*a, file=sys.stderr, flush=True)


def median(v) -> float:
    return float(statistics.median(v))


def machine(repeats: int, clock=time.perf_counter) -> tuple[float, float]:
    """(bytes per second to allocate and fill a fresh 256 MiB array, float64 multiply-adds per second of a 2048^3
    matmul), both on one thread."""
    n = 2**25

    def fill():
        a = np.empty(n)
        a.fill(1.0)

    A = np.random.default_rng(0).standard_normal((2048, 2048))
    with threadpool_limits(1, user_api="blas"):
        t = interleaved({"fill": fill, "mm": lambda: A @ A}, repeats, clock)
    return 8 * n / t["fill"], 2048**3 / t["mm"]


def _fill(n: int) -> None:
    a = np.empty(n)
    a.fill(1.0)


_JIT_LOAD = """
import time, numpy as np
t = time.perf_counter()
from numerics.grid import _jit
S = np.zeros((8, 10)); W = np.zeros((2, 4, 4)); o = np.empty_like(S)
_jit.hidden(W, S, o, 7.0, 1 / 7)
print(time.perf_counter() - t)
"""


def jit_load(repeats: int) -> None:
    """Fresh interpreters: importing numba and the kernels' module and the first kernel call, with the kernels'
    machine code in the disk cache (what every later process pays) and compiled from scratch (an empty
    ``NUMBA_CACHE_DIR``: the first process after an install or a change of ``_jit.py``)."""
    import tempfile

    cached, cold = [], []
    _python(_JIT_LOAD)  # fills the repository's cache if this tree has none yet
    for _ in range(repeats):
        cached.append(float(_python(_JIT_LOAD)[1]))
        with tempfile.TemporaryDirectory() as d:
            env = dict(os.environ, NUMBA_CACHE_DIR=d)
            out = subprocess.run(
                [sys.executable, "-c", _JIT_LOAD], capture_output=True, text=True, check=True, cwd=ROOT, env=env
            )
            cold.append(float(out.stdout))
    print(
        f"\nLoading the numba kernels (fresh interpreters, wall clock, medians of {repeats}): import numba and "
        f"numerics.grid._jit and one first kernel call {median(cached):.2f} s with the disk cache, "
        f"{median(cold):.2f} s compiling from an empty cache (the other kernels compile on their first calls)."
    )


def grids(repeats: int, mac_rate: float, cases, clock=time.perf_counter, clock_name: str = "wall") -> None:
    from numerics.grid.grid_tensor import jit_available

    jit = jit_available()
    print(f"\n## Grid tensors against the roofline (one thread; {clock_name} clock)\n")
    if not jit:
        print("numba is not installed: the GF(p) numba columns are left out (pip install numba).\n")
    print(
        "| (L, M, R, T) | entries | write rate GB/s | roofline ms | float64 numpy ms | numba ms | GF(p) numpy ms | "
        "numba ms | float64 / roofline numpy | numba | GF(p) / roofline numpy | numba | GF(p) / float numpy | numba "
        "| bytes + MACs: float64 numba | GF(p) numba |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for L, M, R, T in cases:
        err(f"grid {L, M, R, T}")
        rf = random_rac(depth=L, M=M, R=R, seed=0)
        rp = random_rac(depth=L, M=M, R=R, seed=0, field=ModP(trial_prime(M=M, R=R)))
        fns = {
            "f": lambda: grid_tensor(rf, T=T, jit=False),
            "p": lambda: grid_tensor(rp, T=T, jit=False),
            "fill": lambda: _fill(M**T),
        }
        if jit:
            fns["j"] = lambda: grid_tensor(rp, T=T, jit=True)
            fns["fj"] = lambda: grid_tensor(rf, T=T, jit=True)
            assert np.array_equal(fns["j"](), fns["p"]())
            ref = fns["f"]()
            assert np.allclose(fns["fj"](), ref, rtol=0, atol=1e-12 * np.abs(ref).max())
        t = interleaved(fns, repeats, clock)
        rate = 8 * M**T / t["fill"]  # this output's own write rate, page faults included, as bench_core.py prices it
        t_bytes, t_macs = state_bytes(M, T, L, R) / rate, prefix_macs(M, T, L, R, M) / mac_rate
        roof, roof_sum = max(t_bytes, t_macs), t_bytes + t_macs
        j, fj = t.get("j", float("nan")), t.get("fj", float("nan"))
        print(
            f"| ({L}, {M}, {R}, {T}) | {M**T:,} | {rate / 1e9:.2f} | {roof * 1e3:.2f} | {t['f'] * 1e3:.1f} | "
            f"{fj * 1e3:.1f} | {t['p'] * 1e3:.1f} | {j * 1e3:.1f} | {t['f'] / roof:.2f} | {fj / roof:.2f} | "
            f"{t['p'] / roof:.2f} | {j / roof:.2f} | {t['p'] / t['f']:.2f} | {j / fj:.2f} | {fj / roof_sum:.2f} | "
            f"{j / roof_sum:.2f} |",
            flush=True,
        )
    print(
        "\nTargets: time / roofline <= 3 from 10^6 entries on; GF(p)/float <= 1.5. 'roofline' is the larger of the "
        "bytes' and the MACs' times (bench_core.py's floor), 'bytes + MACs' their sum (the issue's wording). "
        "'numpy' is grid_tensor(..., jit=False), the reference path; 'numba' is jit=True, the compiled kernels (the "
        "default from JIT_MIN_ENTRIES entries, and over GF(p) once loaded), checked equal to numpy over GF(p) and "
        "within 1e-12 of the largest entry in float64 (another order of additions)."
    )
    if jit:
        jit_load(3)


def prefix_sharing(repeats: int, L: int = 3, M: int = 2, R: int = 4, T: int = 16, clock=time.perf_counter) -> None:
    err("prefix sharing")
    rf = random_rac(depth=L, M=M, R=R, seed=0)
    assert np.allclose(full_sequence_grid(rf, T), grid_tensor(rf, T=T), rtol=1e-9, atol=1e-12)
    t = interleaved({"tree": lambda: grid_tensor(rf, T=T), "full": lambda: full_sequence_grid(rf, T)}, repeats, clock)
    print(
        f"\n## Prefix sharing\n\nL={L} M={M} R={R} T={T}: full-sequence batches {t['full'] * 1e3:.1f} ms, prefix "
        f"tree {t['tree'] * 1e3:.2f} ms: **{t['full'] / t['tree']:.1f}x** (target >= T/2 = {T / 2:g})"
    )


def _python(code: str, cwd: Path = ROOT) -> tuple[float, str]:
    """Wall seconds of a fresh interpreter running ``code`` and its stdout."""
    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=cwd)
    return time.perf_counter() - t, out.stdout


def _sep_rank(argv: list[str], cwd: Path = ROOT) -> tuple[float, dict]:
    """Wall seconds of ``python -m numerics.sep_rank ARGV --json`` and its report."""
    t = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "numerics.sep_rank", *argv, "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=cwd,
    )
    return time.perf_counter() - t, json.loads(out.stdout)


_FIRST_RANKS = """
import time, numpy as np
from numerics import rank_mod_p
from numerics.certify.plan import trial_prime
from racs import ModP
p = trial_prime(M=3, R=6)
A = ModP(p).random(np.random.default_rng(0), (729, 729))
ts = []
for _ in range(3):
    t = time.perf_counter(); rank_mod_p(A, p, backend="{backend}"); ts.append(time.perf_counter() - t)
print(ts[0], min(ts[1:]))
"""


def cold_start(repeats: int, trees: dict) -> None:
    print("\n## Cold start of a one-shot command (fresh interpreters, medians)\n")
    print(
        "| tree | interpreter | import numerics | + pick the prime | import sympy | first BLAS rank 729 | "
        "warm BLAS rank 729 | first FLINT rank 729 | warm FLINT rank 729 |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    pick = "import numerics; from numerics.certify.plan import trial_prime; trial_prime(M=4, R=4)"
    for name, tree in trees.items():
        err(f"cold start ({name})")
        rows: dict[str, list] = {}
        for _ in range(repeats):
            for key, code in (
                ("bare", "pass"),
                ("import", "import numerics"),
                ("pick", pick),
                ("sympy", "import sympy"),
            ):
                rows.setdefault(key, []).append(_python(code, tree)[0])
            for backend in ("blas", "flint"):
                first, warm = map(float, _python(_FIRST_RANKS.replace("{backend}", backend), tree)[1].split())
                rows.setdefault(f"{backend} first", []).append(first)
                rows.setdefault(f"{backend} warm", []).append(warm)
        m = {k: median(v) for k, v in rows.items()}
        print(
            f"| {name} | {m['bare']:.3f} s | {m['import'] - m['bare']:.3f} s | {m['pick'] - m['import']:.3f} s | "
            f"{m['sympy'] - m['bare']:.3f} s | {m['blas first']:.3f} s | {m['blas warm']:.3f} s | "
            f"{m['flint first']:.3f} s | {m['flint warm']:.3f} s |",
            flush=True,
        )


def crossover(repeats: int) -> None:
    print("\n## Crossover of the exact rank's backends (`sep_rank --depth 2 --R 6 --trials 1`)\n")
    print("| side | (M, T) | one-shot BLAS | one-shot FLINT | FLINT / BLAS | warm BLAS | warm FLINT | FLINT / BLAS |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for M, T in CROSSOVER:
        err(f"crossover M={M} T={T}")
        argv = ["--depth", "2", "--R", "6", "--M", str(M), "--T", str(T), "--trials", "1"]
        one: dict[str, list] = {"blas": [], "flint": []}
        for _ in range(repeats):
            for b in one:
                one[b].append(_sep_rank([*argv, "--rank-backend", b])[0])
        p = trial_prime(M=M, R=6)
        S = np.ascontiguousarray(start_end(grid_tensor(random_rac(depth=2, M=M, R=6, seed=0, field=ModP(p)), T=T)))
        warm = interleaved({b: lambda b=b: rank_mod_p(S, p, backend=b) for b in ("blas", "flint")}, repeats)
        ob, of = median(one["blas"]), median(one["flint"])
        print(
            f"| {M ** (T // 2)} | ({M}, {T}) | {ob:.3f} s | {of:.3f} s | {of / ob:.2f} | {warm['blas'] * 1e3:.1f} ms | "
            f"{warm['flint'] * 1e3:.1f} ms | {warm['flint'] / warm['blas']:.2f} |",
            flush=True,
        )


def _lu_seconds(side: int) -> float:
    A = np.random.default_rng(0).standard_normal((side, side))
    t = time.perf_counter()
    scipy.linalg.lu_factor(A, overwrite_a=True, check_finite=False)
    t = time.perf_counter() - t
    del A
    gc.collect()
    return t


def end_to_end(repeats: dict, trees: dict) -> None:
    print("\n## End to end: `sep_rank --depth 2 --R 4 --trials 1` against float LU of the same side\n")
    print(
        "| tree | rank | side | (M, T) | command wall | float LU | command / LU | rank | backend | grid tensor | "
        "rank stage | outside the stages |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    # "plan": the command as a user runs it (the plan tries the rank at the best proven bound first,
    # numerics.rank.at_bound); "elimination": --rank-backend blas, the whole matrix eliminated, as for a rank
    # below its bound.
    variants = {"plan": [], "elimination": ["--rank-backend", "blas"]}
    for side, reps in repeats.items():
        M, T = END_TO_END[side]
        argv = ["--depth", "2", "--R", "4", "--M", str(M), "--T", str(T), "--trials", "1"]
        runs: dict[tuple, list] = {("lu", ""): []}
        reports: dict[tuple, list] = {}
        for i in range(reps):
            err(f"end to end side {side}, repeat {i + 1}/{reps}")
            runs["lu", ""].append(_lu_seconds(side))
            for name, tree in trees.items():
                for how, extra in variants.items():
                    if how == "elimination" and name != "this":
                        continue  # an older tree may not have the option's meaning; its default is the elimination
                    wall, rep = _sep_rank(argv + extra, tree)
                    runs.setdefault((name, how), []).append(wall)
                    reports.setdefault((name, how), []).append(rep)
        lu = median(runs["lu", ""])
        for key, rows in reports.items():
            wall = median(runs[key])
            secs = {k: median([r["seconds"][k] for r in rows]) for k in ("grid_tensor", "rank", "total")}
            print(
                f"| {key[0]} | {key[1]} | {side} | ({M}, {T}) | {wall:.2f} s | {lu:.2f} s | **{wall / lu:.2f}** | "
                f"{rows[0]['rank']} | {rows[0].get('rank_backend')} | {secs['grid_tensor']:.2f} s | "
                f"{secs['rank']:.2f} s | {wall - secs['total']:.2f} s |",
                flush=True,
            )
    print("\nTarget: command / LU <= 1.5. 'Outside the stages': interpreter, imports, plan, report.")


def main(argv=None) -> int:
    ap = OneLineParser(prog="bench_headline", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer repeats, no side 16384 (about a minute)")
    ap.add_argument(
        "--against-tree",
        type=Path,
        default=None,
        help="root of an older tree of the lab (e.g. from git archive): its cold start and end to end too",
    )
    ap.add_argument(
        "--sections",
        type=_sections,
        default=SECTIONS,
        help=f"comma-separated subset of {','.join(SECTIONS)} (default: all)",
    )
    ap.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="cpu: process CPU time for the machine rates, grids and prefix sharing (a busy machine); "
        "the command-line sections are wall time either way",
    )
    args = ap.parse_args(argv)
    if args.against_tree is not None and not (args.against_tree / "numerics" / "sep_rank.py").is_file():
        ap.error(f"--against-tree {args.against_tree} holds no numerics/sep_rank.py; give the root of a lab tree")
    trees = {"this": ROOT} | ({"against": args.against_tree.resolve()} if args.against_tree is not None else {})
    repeats = 3 if args.quick else 5
    t0 = time.perf_counter()
    print(
        f"numpy {np.__version__}, scipy {scipy.__version__}; {os.cpu_count()} CPUs, load average "
        f"{os.getloadavg()[0]:.2f} at start; medians of {repeats} unless noted"
    )
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    bandwidth, mac_rate = machine(repeats, clock)
    print(
        f"\nMeasured on one thread: bandwidth {bandwidth / 1e9:.2f} GB/s (fresh 256 MiB array), matmul "
        f"{mac_rate / 1e9:.1f} GMAC/s (2048^3)."
    )
    if "grids" in args.sections:
        grids(repeats, mac_rate, GRIDS[:-1] if args.quick else GRIDS, clock, args.clock)
    if "prefix" in args.sections:
        prefix_sharing(repeats, clock=clock)
    if "cold" in args.sections:
        cold_start(3, trees)
    if "crossover" in args.sections:
        crossover(1 if args.quick else 3)
    if "e2e" in args.sections:
        end_to_end({4096: 1 if args.quick else 3} | ({} if args.quick else {16384: 1}), trees)
    print(f"\nload average at end {os.getloadavg()[0]:.2f}; {time.perf_counter() - t0:.0f} s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
