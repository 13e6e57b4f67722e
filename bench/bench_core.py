"""Benchmark of the laboratory core: grid tensors and rank methods, as ratios measured in one run.

    python bench/bench_core.py            # full (a few minutes on 2 cores)
    python bench/bench_core.py --quick    # smaller sizes, for a smoke run
    python bench/bench_core.py --grid-only --against OLD.py   # grid tensors only, an older grid_tensor.py too
    python bench/bench_core.py --grid-only --clock cpu        # process CPU time, BLAS on one thread (busy machine)

Every figure is a median over repeats after one untimed warm-up call (none for the
full-sequence reference and the single FLINT and SVD runs at 4096 x 4096: seconds
each), and every ratio is against a reference measured in the same process:

* grid tensor by prefix sharing vs full-sequence batch evaluation (``forward``
  on all K^T sequences), vs the memory-write floor (allocate and fill an array
  the size of the output), and vs a roofline floor: the larger of (bytes of
  prefix states and output that must be written, at the measured fill rate) and
  (multiply-adds, at the rate of one large float64 matmul);
* the exact GF(p) grid tensor vs the float one;
* each rank method vs the others on the same Start-End matrix;
* ``sep_rank --method exact`` end to end on a 4096 x 4096 Start-End matrix.

``--against OLD.py`` also times another ``grid_tensor.py`` (loaded from that path) on the same grid tensors,
the repeats of both taken in turn, and checks that it computes the same tensor; without ``--quick`` also on deep,
narrow RACs, the 4^12 grid of ``sep_rank --depth 3 --M 4 --T 12`` and on ``advance_states`` + ``finish_grid``
(the streamed path of the sketch and factorised rank).
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
import time
from pathlib import Path

import numpy as np
import scipy.linalg
from threadpoolctl import threadpool_limits

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import existing_file, interleaved, load_against, median_time

from numerics import (
    default_prime,
    grid_tensor,
    identity_templates,
    rank_mod_p,
    rank_rational,
    rank_svd,
    sep_rank,
    start_end,
)
from numerics.cli import OneLineParser
from numerics.rank.dense import BLAS_PANEL
from racs import ModP, Rational, forward, random_rac


def fill_rate(nbytes: int, repeats: int, clock=time.perf_counter) -> float:
    """Bytes per second to allocate and fill a fresh array of ``nbytes``."""

    def fill():
        a = np.empty(nbytes // 8)
        a.fill(1.0)

    return nbytes / median_time(fill, repeats, clock)


def matmul_mac_rate(repeats: int, n: int = 2048, clock=time.perf_counter) -> float:
    A = np.random.default_rng(0).standard_normal((n, n))
    return n**3 / median_time(lambda: A @ A, repeats, clock)


def state_bytes(K: int, T: int, L: int, R: int) -> int:
    """Prefix states of levels 1..T-1 (all layers) and the output, in float64."""
    return 8 * (sum(L * R * K**t for t in range(1, T)) + K**T)


def prefix_macs(K: int, T: int, L: int, R: int, M: int) -> int:
    """Multiply-adds of prefix sharing: W^H on every level-(t-1) state, W^I on every level-t state."""
    macs = 0
    for t in range(1, T + 1):
        macs += L * R * R * K ** (t - 1)  # hidden: a^l = W^{H,l} h^{t-1,l}
        macs += R * M * K + (L - 1) * R * R * K**t  # inputs: W^{I,l} h^{t,l-1}
    return macs


def full_sequence_grid(rac, T: int, batch: int = 2**14) -> np.ndarray:
    """Reference: evaluate every one of the K^T sequences from scratch with ``forward``."""
    F = identity_templates(rac)
    K = F.shape[0]
    out = np.empty(K**T, dtype=rac.field.dtype)
    idx = np.array(list(itertools.product(range(K), repeat=T)), dtype=np.int64)
    for s in range(0, len(idx), batch):
        out[s : s + batch] = forward(rac, F[idx[s : s + batch]])[:, 0]
    return out.reshape((K,) * T)


def bench_grid(L, M, R, T, repeats, mac_rate, against=None, clock=time.perf_counter):
    K = M
    n = K**T
    rf = random_rac(depth=L, M=M, R=R, seed=0)
    p = default_prime(max(M, R))
    rm = random_rac(depth=L, M=M, R=R, seed=0, field=ModP(p))
    fns = {"float": lambda: grid_tensor(rf, T=T), "modp": lambda: grid_tensor(rm, T=T)}
    if against is not None:
        assert np.array_equal(against.grid_tensor(rm, T=T), grid_tensor(rm, T=T))
        assert np.allclose(against.grid_tensor(rf, T=T), grid_tensor(rf, T=T), rtol=1e-9, atol=1e-12)
        fns |= {"old float": lambda: against.grid_tensor(rf, T=T), "old modp": lambda: against.grid_tensor(rm, T=T)}
    t = interleaved(fns, repeats, clock)
    t_float, t_modp = t["float"], t["modp"]
    rate = fill_rate(8 * n, repeats, clock)
    t_fill = 8 * n / rate
    floor_bytes = state_bytes(K, T, L, R) / rate
    floor_macs = prefix_macs(K, T, L, R, M) / mac_rate
    floor = max(floor_bytes, floor_macs)
    print(f"\ngrid tensor  L={L} M={M} R={R} T={T}  ({n:,} entries)")
    print(f"  float64 prefix-shared     {t_float * 1e3:9.2f} ms")
    print(f"  GF({p}) prefix-shared {t_modp * 1e3:9.2f} ms   GF(p)/float = {t_modp / t_float:.2f}  (target <= 1.5)")
    print(f"  memory-write floor        {t_fill * 1e3:9.2f} ms   float/fill  = {t_float / t_fill:.1f}")
    print(
        f"  roofline floor            {floor * 1e3:9.2f} ms   (bytes {floor_bytes * 1e3:.2f} ms at "
        f"{rate / 1e9:.1f} GB/s, MACs {floor_macs * 1e3:.2f} ms)   float/roofline = {t_float / floor:.1f}  (target <= 3)"
    )
    if against is not None:
        print(
            f"  other grid_tensor.py      float {t['old float'] * 1e3:.2f} ms, GF(p) {t['old modp'] * 1e3:.2f} ms; "
            f"old/new: float {t['old float'] / t_float:.2f}, GF(p) {t['old modp'] / t_modp:.2f}"
        )
    return t_float


def bench_against_paths(against, repeats, clock):
    """Against another grid_tensor.py: deep, narrow RACs (the Python-call-bound regime), a K = 4 grid (scattered
    output writes) and the streamed path
    ``advance_states`` + ``finish_grid`` of the sketch and the factorised rank, all over GF(p)."""
    field = ModP(1000003)
    print("\nagainst the other grid_tensor.py, GF(p):")
    for L, M, R, T in [
        (20000, 2, 2, 4),
        (3000, 2, 2, 8),
        (300, 2, 3, 10),
        (100, 3, 4, 8),
        (30, 2, 8, 14),
        (3, 4, 4, 12),
    ]:  # the last: sep_rank --depth 3 --M 4 --T 12's grid
        rac = random_rac(depth=L, M=M, R=R, seed=0, field=field)
        assert np.array_equal(against.grid_tensor(rac, T=T), grid_tensor(rac, T=T))
        t = interleaved(
            {"old": lambda r=rac, T=T: against.grid_tensor(r, T=T), "new": lambda r=rac, T=T: grid_tensor(r, T=T)},
            repeats,
            clock,
        )
        steps = [m.grid_tensor_layer_steps(K=M, T=T, depth=L, R=R) for m in (against, grid_module())]
        print(
            f"  grid_tensor L={L} M={M} R={R} T={T}: old {t['old']:.3f} s, new {t['new']:.3f} s, "
            f"old/new {t['old'] / t['new']:.2f}; layer steps old {steps[0]}, new {steps[1]}"
        )
    for L, M, R, T in [(2, 4, 2, 12), (3, 3, 4, 12), (1, 4, 6, 12), (3, 2, 3, 20)]:
        rac = random_rac(depth=L, M=M, R=R, seed=0, field=field)

        def stream(m, rac=rac, T=T):
            F = m.identity_templates(rac)
            start = m.advance_states(rac, [h[:, None] for h in rac.h0], [F] * (T // 2))
            return m.finish_grid(rac, m.advance_states(rac, start, [F] * (T // 2 - 1)), F)

        assert np.array_equal(stream(against), stream(grid_module()))
        t = interleaved({"old": lambda s=stream: s(against), "new": lambda s=stream: s(grid_module())}, repeats, clock)
        print(
            f"  advance_states + finish_grid L={L} M={M} R={R} T={T}: old {t['old']:.3f} s, new {t['new']:.3f} s, "
            f"old/new {t['old'] / t['new']:.2f}"
        )


def grid_module():
    """``numerics.grid.grid_tensor`` the module (the package re-exports a function of the same name)."""
    return importlib.import_module("numerics.grid.grid_tensor")


def bench_full_sequence(L, M, R, T, repeats, clock=time.perf_counter):
    rf = random_rac(depth=L, M=M, R=R, seed=0)
    t_prefix = median_time(lambda: grid_tensor(rf, T=T), repeats, clock)
    t_full = median_time(lambda: full_sequence_grid(rf, T), max(1, repeats // 2), clock, warmup=False)
    assert np.allclose(full_sequence_grid(rf, T), grid_tensor(rf, T=T), rtol=1e-9, atol=1e-12)
    print(f"\nprefix sharing vs full-sequence batches  L={L} M={M} R={R} T={T}")
    print(
        f"  full-sequence {t_full * 1e3:9.1f} ms, prefix-shared {t_prefix * 1e3:9.2f} ms, "
        f"speed-up {t_full / t_prefix:.1f}x  (target >= T/2 = {T / 2:g})"
    )


def bench_ranks(L, M, T, repeats, big: bool):
    """Every rank method on one Start-End matrix; the exact ones at the sep_rank default prime
    (``default_prime(BLAS_PANEL)``) and BLAS also at a prime small enough that no delayed reduction is due."""
    R = 4
    p = default_prime(BLAS_PANEL)
    p_small = default_prime(2**14)
    S = start_end(grid_tensor(random_rac(depth=L, M=M, R=R, seed=0, field=ModP(p)), T=T))
    S_small = start_end(grid_tensor(random_rac(depth=L, M=M, R=R, seed=0, field=ModP(p_small)), T=T))
    Sf = start_end(grid_tensor(random_rac(depth=L, M=M, R=R, seed=0), T=T))
    n = S.shape[0]
    rows = []
    t_lu = median_time(lambda: scipy.linalg.lu_factor(Sf, check_finite=False), repeats)
    rows.append(("float LU (scipy getrf, reference)", t_lu, None))
    res = {}
    flint_reps = 1 if big else repeats
    t_ct = median_time(lambda: res.__setitem__("ct", rank_mod_p(S, p, backend="ctypes")), flint_reps, warmup=not big)
    rows.append((f"exact GF({p}), FLINT via memmove", t_ct, res["ct"].rank))
    t_li = median_time(lambda: res.__setitem__("li", rank_mod_p(S, p, backend="list")), flint_reps, warmup=not big)
    rows.append((f"exact GF({p}), FLINT via Python list", t_li, res["li"].rank))
    t_bl = median_time(lambda: res.__setitem__("bl", rank_mod_p(S, p, backend="blas")), repeats)
    rows.append((f"exact GF({p}), BLAS (sep_rank default)", t_bl, res["bl"].rank))
    t_bs = median_time(lambda: res.__setitem__("bs", rank_mod_p(S_small, p_small, backend="blas")), repeats)
    rows.append((f"exact GF({p_small}), BLAS, no reductions due", t_bs, res["bs"].rank))
    t_sv = median_time(lambda: res.__setitem__("sv", rank_svd(Sf)), flint_reps, warmup=not big)
    rows.append(
        (
            f"float SVD (gap {res['sv'].gap:.3g}, {'reliable' if res['sv'].reliable else 'UNRELIABLE'})",
            t_sv,
            res["sv"].rank,
        )
    )
    print(
        f"\nrank methods on the {n} x {n} Start-End matrix  L={L} M={M} R={R} T={T}  "
        f"(medians of {repeats}; FLINT and SVD {flint_reps})"
    )
    for name, t, r in rows:
        print(f"  {name:<48} {t:8.3f} s   x{t / t_lu:6.2f} float LU   rank {'-' if r is None else r}")
    print(
        f"  memmove vs list transfer: list path takes {t_li / t_ct:.2f}x as long; BLAS speed-up over FLINT "
        f"on the same matrix: {t_ct / t_bl:.2f}x; BLAS / float LU = {t_bl / t_lu:.2f} at p = {p}, "
        f"{t_bs / t_lu:.2f} at p = {p_small} (target <= 3)"
    )


def bench_rational(repeats):
    rr = random_rac(depth=2, M=2, R=3, seed=0, field=Rational())
    p = default_prime(3)
    rm = random_rac(depth=2, M=2, R=3, seed=0, field=ModP(p))
    S_q, S_p = start_end(grid_tensor(rr, T=8)), start_end(grid_tensor(rm, T=8))
    t_q = median_time(lambda: rank_rational(S_q), repeats)
    t_p = median_time(lambda: rank_mod_p(S_p, p), repeats)
    print(
        f"\nexact over Q vs GF(p) on a 16 x 16 Start-End matrix (L=2 M=2 R=3 T=8): "
        f"Q {t_q * 1e3:.2f} ms (rank {rank_rational(S_q).rank}), GF(p) {t_p * 1e3:.2f} ms, ratio {t_q / t_p:.1f}x"
    )


def bench_cli(M, T, L):
    args = sep_rank.build_parser().parse_args(
        ["--depth", str(L), "--T", str(T), "--M", str(M), "--trials", "1", "--method", "exact"]
    )
    t = time.perf_counter()
    rep = sep_rank.run(args)
    total = time.perf_counter() - t
    s = rep["seconds"]
    side = rep["matrix_shape"][0]
    print(
        f"\nsep_rank --method exact --depth {L} --M {M} --T {T} --trials 1: {side} x {side}, rank {rep['rank']}, "
        f"{total:.2f} s end to end (target < 40 s); stages: " + ", ".join(f"{k} {v:.2f} s" for k, v in s.items())
    )
    print(f"  rank share of the total: {s['rank'] / total:.0%}")


def main(argv=None):
    ap = OneLineParser(prog="bench_core", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller sizes and fewer repeats")
    ap.add_argument("--grid-only", action="store_true", help="grid tensors only (no rank methods)")
    ap.add_argument(
        "--against", type=existing_file("against"), help="path of another grid_tensor.py to time in the same run"
    )
    ap.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="cpu: process CPU time with BLAS on one thread, for the grid tensors (needs --grid-only)",
    )
    args = ap.parse_args(argv)
    if args.clock == "cpu" and not args.grid_only:
        ap.error("--clock cpu needs --grid-only (the rank methods are timed on the wall clock)")
    repeats = 3 if args.quick else 5
    against = load_against(args.against, "grid_tensor") if args.against else None
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    print(
        f"numpy {np.__version__}, scipy {scipy.__version__}; medians of {repeats} repeats unless noted; "
        f"{args.clock} clock"
    )
    with threadpool_limits(1 if args.clock == "cpu" else None, user_api="blas"):
        mac_rate = matmul_mac_rate(repeats, clock=clock)
        print(f"float64 matmul rate (2048^3): {mac_rate / 1e9:.1f} GMAC/s")
        T_big = 16 if args.quick else 20
        for L, M, R, T in [(1, 2, 4, T_big), (3, 2, 4, T_big), (3, 4, 4, T_big // 2), (3, 2, 16, T_big - 2)]:
            bench_grid(L, M, R, T, repeats, mac_rate, against, clock)
        bench_full_sequence(3, 2, 4, 12 if args.quick else 16, repeats, clock)
        if against is not None and not args.quick:
            bench_against_paths(against, 3, clock)
    if args.grid_only:
        return
    bench_ranks(3, 3, 12, repeats, big=False)
    bench_rational(repeats)
    if not args.quick:
        bench_ranks(3, 4, 12, repeats, big=True)
        bench_cli(4, 12, 3)


if __name__ == "__main__":
    main()
