"""Validation table: my Lemma R values (box_R_n{n}_{a}_{b}.log, this folder) against (i) helper-142's full-degree
Singular logs (docs/reviews/thin-boxes-n9-2026-12-03/box_n*_*.log, docs/reviews/thin-boxes-n10-2026-12-03/box_n10_*.log)
and (ii) the lab's recorded GENERAL_DIMS, read as TEXT from proofs/general/depth4/thin/general_boxes.py (ast, no import).
usage: python cmp_val.py [n ...]   (default: every n with a log here)"""
import ast
import glob
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REV = Path("/work/main/docs/reviews")
GB = Path("/work/main/proofs/general/depth4/thin/general_boxes.py")


def results(pattern, rx):
    out = {}
    for f in glob.glob(pattern):
        m = re.search(rx, f)
        if not m:
            continue
        res = [l for l in open(f) if l.startswith("RESULT")]
        if res:
            out[tuple(map(int, m.groups()))] = res[-1]
    return out


def general_dims():
    src = GB.read_text()
    i = src.index("GENERAL_DIMS: dict")
    j = src.index("=", i) + 1
    k = src.index("}  # fmt: skip", j) + 1
    return ast.literal_eval(src[j:k].strip())


mine = results(str(HERE / "box_R_n*_*_*.log"), r"box_R_n(\d+)_(\d+)_(\d+)\.log$")
h142 = results(str(REV / "thin-boxes-n9-2026-12-03" / "box_n*_*_*.log"), r"box_n(\d+)_(\d+)_(\d+)\.log$")
h142.update(results(str(REV / "thin-boxes-n10-2026-12-03" / "box_n10_*_*.log"), r"box_n(10)_(\d+)_(\d+)\.log$"))
GD = general_dims()
ns = [int(x) for x in sys.argv[1:]] or sorted({k[0] for k in mine})
ndiff = nsame = 0
print("| n | (a,b) | m | m-n | Lemma R dimX | helper-142 full-degree | lab GENERAL_DIMS | verdict | my seconds | flags |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for key in sorted(k for k in mine if k[0] in ns):
    n, a, b = key
    r = mine[key]
    g = lambda s, rx: (re.search(rx, s).group(1) if re.search(rx, s) else "?")
    v, m, sec = g(r, r"dimX=(\S+)"), g(r, r" m=(\S+)"), g(r, r"seconds=(\d+)")
    ref1 = g(h142[key], r"dimX=(\S+)") if key in h142 else "—"
    ref2 = str(GD[n][(a, b)]) if n in GD and (a, b) in GD[n] else "—"
    refs = [x for x in (ref1, ref2) if x != "—"]
    if not refs:
        verdict = "no reference"
    elif all(x == v for x in refs):
        verdict = "EQUAL"; nsame += 1
    else:
        verdict = "DIFFER"; ndiff += 1
    mn = str(int(m) - n) if m.isdigit() else "—"
    flag = "CHECK_FAILED" if "CHECK_FAILED" in r else "ok"
    print(f"| {n} | ({a},{b}) | {m} | {mn} | {v} | {ref1} | {ref2} | {verdict} | {sec} | {flag} |")
print(f"\n# {nsame} EQUAL, {ndiff} DIFFER, of {sum(1 for k in mine if k[0] in ns)} boxes with a log (n in {ns})")
