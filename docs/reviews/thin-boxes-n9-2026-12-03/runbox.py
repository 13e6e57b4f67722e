"""helper-142: one box.  usage: runbox.py n a b [timeout_s] [noredtail]
Writes docs/reviews/thin-boxes-n9-2026-12-03/box_n{n}_{a}_{b}.log (last line 'RESULT ...'); scratch in /tmp/thinrev9."""
import os
import re
import subprocess
import sys
import time
from math import comb

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rev9lib as L  # noqa: E402


def main():
    n, a, b = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    tmo = int(sys.argv[4]) if len(sys.argv) > 4 else 1200
    nrt = len(sys.argv) > 5 and sys.argv[5] == "noredtail"
    tag = f"n{n}_{a}_{b}" + os.environ.get("TAGSUFFIX", "")
    log = open(f"{os.environ.get('LOGDIR', HERE)}/box_{tag}.log", "w")

    def out(s):
        log.write(s + "\n"); log.flush()

    d, D, nc = comb(n, 2), comb(n, 2) + n, comb(n + 2, 2)
    out(f"# helper-142 box n={n} (a,b)=({a},{b}) p={L.P} general point seed 1; d={d} D=d+n={D} nc={nc}; "
        f"{time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}")
    t0 = time.time()
    R, r, perm, E, K, nspan = L.box_basis(n, a, b)
    sing = f"{L.SCR}/box_{tag}.sing"
    L.write_singular(n, R, perm, E, K, sing, D)
    t1 = time.time()
    out(f"# python: {nspan} spanning rows E_ij g, rank G'_(a,b) = {r}, rref+export {t1-t0:.1f}s, "
        f"file {os.path.getsize(sing)/1e6:.1f} MB")
    # my pivots (leading terms in (dp,c)) for the order check
    Ep, Kp = E[perm], K[perm]
    piv = []
    for g in range(r):
        t = int(np.nonzero(R[g])[0][0])
        piv.append((int(Ep[t][0]), int(Ep[t][1]), int(Ep[t][2]), int(Kp[t]) + 1))
    sout, serr = f"{L.SCR}/box_{tag}.sout", f"{L.SCR}/box_{tag}.time"
    env = dict(os.environ, BOXFILE=sing, NOREDTAIL="1" if nrt else "0")
    cmd = ["/usr/bin/time", "-v", "nice", "-n", "5", "timeout", str(tmo), os.environ.get("SINGULAR", "/usr/bin/Singular"), "-q", "--no-warn",
           f"{HERE}/driver.sing"]
    out("# cmd: BOXFILE=" + sing + (" NOREDTAIL=1 " if nrt else " ") + " ".join(cmd))
    with open(sout, "w") as fo, open(serr, "w") as fe:
        rc = subprocess.call(cmd, stdout=fo, stderr=fe, env=env)
    t2 = time.time()
    tv = open(serr).read()
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", tv)
    rss = int(rss.group(1)) if rss else -1
    ela = re.search(r"Elapsed \(wall clock\) time.*?: (\S+)", tv)
    ela = ela.group(1) if ela else "?"
    cpu = re.search(r"User time \(seconds\): (\S+)", tv)
    cpu = cpu.group(1) if cpu else "?"
    Ilead, Llead, hashes = [], [], []
    for line in open(sout):
        if line.startswith("I "):
            Ilead.append(tuple(int(x) for x in line[2:].split(",")))
        elif line.startswith("L "):
            Llead.append(tuple(int(x) for x in line[2:].split(",")))
        elif line.startswith("#"):
            hashes.append(line.rstrip())
    for h in hashes:
        out("# singular " + h)
    out(f"# singular rc={rc} wall {ela} user_cpu {cpu}s peak_rss {rss} kB")
    if rc != 0 or not any(h.startswith("# done") for h in hashes):
        tail = [l for l in tv.splitlines() if "Command exited" in l or "Exit status" in l]
        out("# " + " | ".join(tail))
        status = "TIMEOUT" if rc == 124 else f"FAILED_rc{rc}"
        out(f"RESULT n={n} a={a} b={b} dimX={status} rank={r} total_wall_s={t2-t0:.0f} singular_wall={ela} "
            f"peak_rss_kB={rss}")
        return
    ok_order = Ilead == piv
    hf1 = L.count_from_leads(Llead, n, n + 1)
    dimX = L.count_from_leads(Llead, n, D)
    t3 = time.time()
    out(f"# check: input leading terms (Singular) == my rref pivots: {ok_order}; "
        f"dim of the submodule in degree n+1 from the std leads = {hf1} (rank G' = {r}): {hf1 == r}")
    out(f"# count: {len(Llead)} leading terms; dim X = {nc}*C({D}+2,2) - #standard monomials of degree {D} = {dimX}; "
        f"count {t3-t2:.1f}s")
    flag = "" if (ok_order and hf1 == r) else " CHECK_FAILED"
    out(f"RESULT n={n} a={a} b={b} dimX={dimX} redTail={0 if nrt else 1} rank={r} gbsize={len(Llead)} total_wall_s={t3-t0:.0f} "
        f"singular_wall={ela} peak_rss_kB={rss}{flag}")
    os.remove(sing)


if __name__ == "__main__":
    main()
