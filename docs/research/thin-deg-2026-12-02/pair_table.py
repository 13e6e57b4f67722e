"""Per-pair table for the n = 8 degeneration logs (helper-129): (a,b), best bound over all logs given, the mode and
log that gave it, and Conjecture 49's formula per coordinate (formula_block_rank / 3) over every non-interior orbit
whose box (min(alpha_2, d_1), alpha_3) is (a, b) (a set if orbits differ).
usage: python pair_table.py DEGLOG [DEGLOG ...]"""
import json
import os
import sys
from collections import defaultdict
from math import comb

from numerics.bounds.depth4_blocks import formula_block_rank, orbit_representatives

T, n = 16, 8
d1 = comb(n + 1, 2)
F = defaultdict(set)
for alpha, k in orbit_representatives(n1=comb(n + 2, 3)):
    a1, a2, a3 = sorted(alpha, reverse=True)
    if a3 >= n:
        continue
    cls, fr = formula_block_rank(T=T, alpha=alpha)
    F[(min(a2, d1), a3)].add((cls, fr // 3 if fr % 3 == 0 else fr / 3))
best = {}
for log in sys.argv[1:]:
    for line in open(log):
        if line.startswith("{"):
            r = json.loads(line)
            for mode, v in r["bounds"].items():
                key = (r["a"], r["b"])
                if key not in best or v > best[key][0]:
                    best[key] = (v, mode, os.path.basename(log))
                elif v == best[key][0] and mode not in best[key][1]:
                    best[key] = (v, best[key][1] + "=" + mode, best[key][2])
print("| (a,b) | bound | formula/3 (class) | short | mode | log |")
print("| --- | --- | --- | --- | --- | --- |")
for key in sorted(best):
    v, mode, log = best[key]
    fs = sorted(F.get(key, set()))
    fstr = ", ".join(f"{f} ({c})" for c, f in fs) if fs else "— (not a box of a non-interior orbit)"
    short = ", ".join(str(f - v) for c, f in fs) if fs else ""
    print(f"| ({key[0]},{key[1]}) | {v} | {fstr} | {short} | {mode} | {log} |")
