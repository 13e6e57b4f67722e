"""Resumable rank of the edge block Q_(N1-1,1,0) (depth 4, R = 3, j = 1) mod a small prime q, reviewer helper-139.

    q241_run.py --T 18 --E 41858 --C 41858 --seed 20261204 --q 241 --threads 2 --ckpt-dir /tmp/edge18rev \
        --ckpt-every 900 --min-avail-gb 20 --log docs/reviews/edge-T18-rank-2026-12-03/run_T18.log

The same command resumes after a kill (-9 included):
  * evaluation phase: rows are written block by block into <ckpt-dir>/eval_<tag>.bin (pwrite at their offset,
    fsync), then <ckpt-dir>/eval_<tag>.json (rows done) is replaced atomically (.tmp, fsync, os.replace, fsync dir);
    a restart reads the rows done and evaluates the rest;
  * elimination phase: every --ckpt-every seconds (checked after each panel) the active block A[r:, c:] and the
    rank so far are written to <ckpt-dir>/elim_<tag>.ckpt.tmp (4096-byte JSON header with crc32, then raw int8),
    fsync, os.replace, fsync dir; then the older checkpoint (the eval file or nothing: os.replace overwrote the
    previous elim checkpoint) is deleted.  At most one complete checkpoint plus the one being written exist.
  * a restart prefers the elim checkpoint (crc32 and parameters verified), else the eval files.
Final log line: RANK r (T=.., seed=.., q=.., ...).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import zlib

ap = argparse.ArgumentParser()
ap.add_argument("--T", type=int, required=True)
ap.add_argument("--E", type=int, required=True)
ap.add_argument("--C", type=int, required=True)
ap.add_argument("--seed", type=int, required=True)
ap.add_argument("--q", type=int, default=241)
ap.add_argument("--kb", type=int, default=1152)
ap.add_argument("--threads", type=int, default=1)
ap.add_argument("--ckpt-dir", default="/tmp/edge18rev")
ap.add_argument("--ckpt-every", type=float, default=900.0)
ap.add_argument("--eval-block", type=int, default=256, help="End points per evaluation block")
ap.add_argument("--eval-sync", type=float, default=60.0, help="seconds between evaluation progress records")
ap.add_argument("--min-avail-gb", type=float, default=0.0)
ap.add_argument("--target", type=int, default=None)
ap.add_argument("--log", required=True)
args = ap.parse_args()

for v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "NUMBA_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[v] = str(args.threads)

import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def log(msg):
    line = f"{time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime())} UTC  {msg}"
    with open(args.log, "a") as f:
        f.write(line + "\n")
        f.flush()
        os.fsync(f.fileno())
    print(line, flush=True)


def mem_available_gb():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) / 2**20
    return 0.0


avail = mem_available_gb()
if avail < args.min_avail_gb:
    log(f"REFUSED: MemAvailable {avail:.1f} GB < {args.min_avail_gb} GB; nothing started")
    sys.exit(3)

from q241_elim import rank_mod_q  # noqa: E402
from q241_eval import make_filler  # noqa: E402

T, E, C, seed, q, kb = args.T, args.E, args.C, args.seed, args.q, args.kb
m, n = 3 * E, 3 * C
tag = f"T{T}_E{E}_C{C}_s{seed}_q{q}_kb{kb}"
os.makedirs(args.ckpt_dir, exist_ok=True)
EVAL_BIN = os.path.join(args.ckpt_dir, f"eval_{tag}.bin")
EVAL_JSON = os.path.join(args.ckpt_dir, f"eval_{tag}.json")
ELIM = os.path.join(args.ckpt_dir, f"elim_{tag}.ckpt")
HDR = 4096
params = dict(T=T, E=E, C=C, seed=seed, q=q, kb=kb)


def fsync_dir(d):
    fd = os.open(d, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_json(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(obj, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    fsync_dir(os.path.dirname(path))


for p in (EVAL_JSON + ".tmp", ELIM + ".tmp"):
    if os.path.exists(p):
        os.remove(p)
        log(f"removed leftover partial {p}")

import numba  # noqa: E402

log(f"start {' '.join(sys.argv)}  pid {os.getpid()}  MemAvailable {avail:.1f} GB  side {m}x{n}  tag {tag}  "
    f"numba threads {numba.get_num_threads()}, OPENBLAS_NUM_THREADS={os.environ['OPENBLAS_NUM_THREADS']}")

state = None
if os.path.exists(ELIM):
    t0 = time.time()
    with open(ELIM, "rb") as f:
        hdr = json.loads(f.read(HDR).rstrip(b"\0").decode())
        assert all(hdr[k] == v for k, v in params.items()), (hdr, params)
        rows, cols = hdr["rows"], hdr["cols"]
        A = np.empty((rows, cols), np.int8)
        flat = A.reshape(-1)
        crc, pos, step = 0, 0, 1 << 26
        while pos < flat.size:
            got = f.readinto(memoryview(flat[pos : pos + step]))
            assert got > 0, "short checkpoint"
            crc = zlib.crc32(memoryview(flat[pos : pos + got]), crc)
            pos += got
    assert crc == hdr["crc32"], "checkpoint crc mismatch"
    state = hdr
    log(f"resumed from {ELIM}: rank so far {hdr['rank']}, active {rows}x{cols}, panels {hdr['panels']}, "
        f"eval {hdr['eval_s']:.0f}s, elim so far {hdr['elim_s']:.0f}s (load+crc {time.time() - t0:.0f}s)")
    for p in (EVAL_BIN, EVAL_JSON):
        if os.path.exists(p):
            os.remove(p)
            log(f"removed superseded evaluation file {p}")
    eval_s = hdr["eval_s"]
    rank0, elim_before, panels0 = hdr["rank"], hdr["elim_s"], hdr["panels"]
else:
    A = np.empty((m, n), np.int8)
    done = 0
    eval_before = 0.0
    if os.path.exists(EVAL_JSON) and os.path.exists(EVAL_BIN):
        with open(EVAL_JSON) as f:
            ej = json.load(f)
        assert all(ej[k] == v for k, v in params.items()), (ej, params)
        done, eval_before = ej["y_done"], ej["eval_s"]
        with open(EVAL_BIN, "rb") as f:
            flat = A[: 3 * done].reshape(-1)
            pos, step = 0, 1 << 26
            while pos < flat.size:
                got = f.readinto(memoryview(flat[pos : pos + step]))
                assert got > 0
                pos += got
        log(f"evaluation resumed: {done} of {E} End points already in {EVAL_BIN}")
    t0 = time.time()
    if done < E:
        fill, XA, YA, _ = make_filler(T, E, C, seed, q)
        log(f"kernel generated (numba compiles it on the first call below); precompute {time.time() - t0:.1f}s")
    fd = os.open(EVAL_BIN, os.O_WRONLY | os.O_CREAT, 0o644)
    last_sync = time.time()
    t_eval = time.time()
    y0 = done
    while y0 < E:
        y1 = min(E, y0 + args.eval_block)
        tb = time.time()
        fill(A[3 * y0 : 3 * y1], XA, YA, y0, y1, C)
        buf = memoryview(A[3 * y0 : 3 * y1].reshape(-1))
        off = 3 * y0 * n
        w = 0
        while w < len(buf):
            w += os.pwrite(fd, buf[w:], off + w)
        y0 = y1
        if time.time() - last_sync > args.eval_sync or y0 == E:
            os.fsync(fd)
            fsync_dir(args.ckpt_dir)
            atomic_json(EVAL_JSON, dict(params, y_done=y0, eval_s=eval_before + time.time() - t_eval))
            last_sync = time.time()
            log(f"eval: {y0}/{E} End points done, last block {time.time() - tb:.1f}s, "
                f"eval so far {eval_before + time.time() - t_eval:.0f}s")
    os.close(fd)
    eval_s = eval_before + time.time() - t_eval
    log(f"evaluation done: {m}x{n} int8, {eval_s:.0f}s (this process {time.time() - t0:.0f}s incl. compile); "
        f"nonzero fraction of the first 3000 rows {np.count_nonzero(A[:3000]) / A[:3000].size:.4f}")
    rank0, elim_before, panels0 = 0, 0.0, 0

t_elim = time.time()
last_ckpt = [time.time()]
panels = [panels0]


def on_panel(Acur, r, c, rk):
    panels[0] += 1
    if time.time() - last_ckpt[0] < args.ckpt_every:
        return
    t0 = time.time()
    rows, cols = Acur.shape[0] - r, Acur.shape[1] - c
    tmp = ELIM + ".tmp"
    crc = 0
    with open(tmp, "wb") as f:
        f.write(b"\0" * HDR)
        rstep = max(1, (1 << 26) // max(1, cols))
        for i0 in range(0, rows, rstep):
            chunk = np.ascontiguousarray(Acur[r + i0 : r + min(rows, i0 + rstep), c:])
            crc = zlib.crc32(memoryview(chunk).cast("B"), crc)
            f.write(memoryview(chunk).cast("B"))
        hdr = dict(params, rows=rows, cols=cols, rank=rk, crc32=crc, panels=panels[0], eval_s=eval_s,
                   elim_s=elim_before + time.time() - t_elim, written=time.strftime("%Y-%m-%d %H:%M:%S"))
        hb = json.dumps(hdr).encode()
        assert len(hb) < HDR
        f.seek(0)
        f.write(hb + b"\0" * (HDR - len(hb)))
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, ELIM)
    fsync_dir(args.ckpt_dir)
    for p in (EVAL_BIN, EVAL_JSON):
        if os.path.exists(p):
            os.remove(p)
    last_ckpt[0] = time.time()
    log(f"checkpoint: rank so far {rk}, active {rows}x{cols}, written in {time.time() - t0:.0f}s ({ELIM})")


def plog(msg):
    log("elim " + msg)


rank = rank_mod_q(A, q, kb=kb, rank0=rank0, on_panel=on_panel, log=plog)
elim_s = elim_before + time.time() - t_elim
tgt = f", target {args.target}{' REACHED' if rank == args.target else ' NOT reached'}" if args.target else ""
gone = [p for p in (ELIM, EVAL_BIN, EVAL_JSON) if os.path.exists(p)]
log(f"RANK {rank} (T={T}, seed={seed}, q={q}, side {m}x{n}, E={E}, C={C}, kb={kb}{tgt}; eval {eval_s:.0f}s, "
    f"elim {elim_s:.0f}s; removing its checkpoint files {gone} after this line)")
for p in gone:
    os.remove(p)
