"""helper-139 (instance A): the rank mod q of the edge block Q_(N1-1,1,0) (depth 4, R = 3, j = 1) at draw_point's
integer point (seed), E End points and the first C cut points: evaluation (ev139) into one int8 buffer of centred
residues, then the in-place Schur elimination (el139). Resumable: an atomic checkpoint (.tmp, fsync, os.replace)
at most every --ckpt-min minutes under --ckdir; the same command resumes after a kill -9.

Final log line: RANK r (T=.., seed=.., q=.., E=.., C=.., side 3E x 3C, target t: REACHED / NOT reached)
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

HDR = 4096


def mem_available_gb():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) / 2**20
    return 0.0


class Log:
    def __init__(self, path):
        self.f = open(path, "a", buffering=1)

    def __call__(self, msg):
        line = f"{time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime())} UTC  {msg}"
        self.f.write(line + "\n")
        self.f.flush()
        print(line, flush=True)


def write_ckpt(ckdir, params, state, buf, nbytes, log):
    path = os.path.join(ckdir, "ckpt.bin")
    tmp = path + ".tmp"
    t0 = time.time()
    head = json.dumps({"params": params, "state": state, "nbytes": int(nbytes)}).encode()
    assert len(head) < HDR
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, head + b" " * (HDR - len(head)))
        mv = memoryview(buf)[:nbytes]
        off, CH = 0, 1 << 28
        while off < nbytes:
            off += os.write(fd, mv[off : off + CH])
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    dfd = os.open(ckdir, os.O_RDONLY)
    os.fsync(dfd)
    os.close(dfd)
    log(f"checkpoint written: {state} ({nbytes / 2**30:.2f} GiB, {time.time() - t0:.1f}s)")


def read_ckpt(ckdir, params, buf, log):
    path = os.path.join(ckdir, "ckpt.bin")
    if not os.path.exists(path):
        return None
    with open(path, "rb", buffering=0) as f:
        head = json.loads(f.read(HDR).decode().strip())
        if head["params"] != params:
            raise SystemExit(f"checkpoint {path} is for {head['params']}, not {params}: refusing")
        n = head["nbytes"]
        mv = memoryview(buf)[:n]
        off = 0
        while off < n:
            k = f.readinto(mv[off : off + (1 << 28)])
            if not k:
                raise SystemExit("checkpoint truncated")
            off += k
    log(f"resumed from checkpoint: {head['state']} ({n / 2**30:.2f} GiB)")
    return head["state"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--T", type=int, required=True)
    ap.add_argument("--E", type=int, required=True, help="End points (rows 3E)")
    ap.add_argument("--C", type=int, required=True, help="first cut points (columns 3C)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--q", type=int, required=True)
    ap.add_argument("--target", type=int, default=None)
    ap.add_argument("--kmax", type=int, default=1152)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--ckdir", required=True)
    ap.add_argument("--log", required=True)
    ap.add_argument("--ckpt-min", type=float, default=15.0)
    ap.add_argument("--min-avail-gb", type=float, default=20.0)
    ap.add_argument("--eval-chunk", type=int, default=512, help="End points per evaluation call")
    a = ap.parse_args()

    os.makedirs(a.ckdir, exist_ok=True)
    log = Log(a.log)
    params = {"T": a.T, "E": a.E, "C": a.C, "seed": a.seed, "q": a.q, "kmax": a.kmax}
    tag = f"T={a.T}, seed={a.seed}, q={a.q}, E={a.E}, C={a.C}, side {3 * a.E} x {3 * a.C}"
    done = os.path.join(a.ckdir, "result.json")
    if os.path.exists(done):
        res = json.load(open(done))
        if res["params"] == params:
            log(f"already finished (result.json): {res['line']}")
            return
    nbytes = 9 * a.E * a.C
    avail = mem_available_gb()
    log(f"start {tag}, pid {os.getpid()}, threads {a.threads}, MemAvailable {avail:.1f} GB, "
        f"matrix {nbytes / 1e9:.2f} GB int8")
    if avail < a.min_avail_gb:
        log(f"REFUSED: MemAvailable {avail:.1f} GB < {a.min_avail_gb} GB")
        raise SystemExit(2)

    import numba

    numba.set_num_threads(a.threads)
    from el139 import check_exact, rank_int8
    from ev139 import kernel, precompute, weights_array

    bound = check_exact(a.q, a.kmax)
    log(f"exactness: kmax h^2 + h = {bound} < 2^24 = {2**24} (h = {(a.q - 1) // 2}, kmax = {a.kmax})")
    buf = np.empty(nbytes, np.int8)
    state = read_ckpt(a.ckdir, params, buf, log)
    if state is None:
        state = {"phase": "eval", "ydone": 0}
    last = [time.time()]
    interval = 60.0 * a.ckpt_min

    if state["phase"] == "eval":
        t0 = time.time()
        pre = precompute(T=a.T, seed=a.seed, Y=a.E, cuts=a.C, p=a.q)
        Wt = weights_array(pre)
        kern = kernel(a.threads > 1)
        out = buf.reshape(3 * a.E, 3 * a.C)
        log(f"evaluation: precompute {time.time() - t0:.1f}s, from End point {state['ydone']}")
        y = state["ydone"]
        while y < a.E:
            y1 = min(a.E, y + a.eval_chunk)
            kern(y, y1, 0, pre["PX"], pre["PY"], Wt, pre["S"], float(a.q), True, out)
            y = y1
            if y < a.E and time.time() - last[0] >= interval:
                log(f"evaluation: {y} / {a.E} End points, {time.time() - t0:.0f}s")
                write_ckpt(a.ckdir, params, {"phase": "eval", "ydone": y}, buf, 9 * y * a.C, log)
                last[0] = time.time()
        log(f"evaluation done: {time.time() - t0:.1f}s (this process)")
        state = {"phase": "elim", "m": 3 * a.E, "nc": 3 * a.C, "rank": 0, "steps": 0}

    t0 = time.time()

    def ckpt(el):
        if time.time() - last[0] >= interval and el.m > 0 and el.nc > 0:
            write_ckpt(a.ckdir, params, {"phase": "elim", "m": el.m, "nc": el.nc, "rank": el.rank,
                                          "steps": el.steps}, buf, el.m * el.nc, log)
            last[0] = time.time()

    log(f"elimination from {state}")
    r = rank_int8(buf, state["m"], state["nc"], a.q, kmax=a.kmax, checkpoint=ckpt, log=log,
                  state=(state["m"], state["nc"], state["rank"], state["steps"]))
    log(f"elimination done: {time.time() - t0:.1f}s (this process)")
    verdict = "" if a.target is None else (f", target {a.target}: " + ("REACHED" if r >= a.target else "NOT reached"))
    line = f"RANK {r} ({tag}{verdict})"
    with open(done + ".tmp", "w") as f:
        json.dump({"params": params, "rank": r, "line": line}, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(done + ".tmp", done)
    ck = os.path.join(a.ckdir, "ckpt.bin")
    if os.path.exists(ck):
        os.remove(ck)
    log(line)


if __name__ == "__main__":
    main()
