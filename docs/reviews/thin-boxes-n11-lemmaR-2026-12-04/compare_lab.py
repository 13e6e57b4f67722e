"""The Lemma R review values at n = 11 (box_R_n11_A_B.log, this folder) against the lab's campaign store
docs/research/thin-boxes-n11-2026-12-03/boxes.sqlite (opened READ-ONLY, file:...?mode=ro; rows are JSON in table
store_rows, column row, keys a, b, dim), box by box.   usage: /work/main/.venv/bin/python compare_lab.py [n]"""
import glob
import json
import re
import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
STORE = Path("/work/main/docs/research/thin-boxes-n11-2026-12-03/boxes.sqlite")
N = int(sys.argv[1]) if len(sys.argv) > 1 else 11

review, status = {}, {}
for f in glob.glob(str(HERE / f"box_R_n{N}_*_*.log")):
    mm = re.search(rf"box_R_n{N}_(\d+)_(\d+)\.log$", f)
    if not mm:
        continue
    key = tuple(map(int, mm.groups()))
    res = [line for line in open(f) if line.startswith("RESULT")]
    if not res:
        status[key] = "RUNNING_OR_KILLED"
        continue
    hit = re.search(r"dimX=(\d+)", res[-1])
    m = re.search(r" m=(\S+)", res[-1])
    sec = re.search(r"seconds=(\d+)", res[-1])
    flag = " CHECK_FAILED" if "CHECK_FAILED" in res[-1] else ""
    if hit:
        review[key] = (int(hit.group(1)), m.group(1) if m else "?", sec.group(1) if sec else "?", flag)
    else:
        status[key] = re.search(r"dimX=(\S+)", res[-1]).group(1) + flag
con = sqlite3.connect(f"file:{STORE}?mode=ro", uri=True)
lab = {(r["a"], r["b"]): r for r in (json.loads(x[0]) for x in con.execute("SELECT row FROM store_rows"))
       if r.get("n", N) == N}
con.close()
both = sorted(set(review) & set(lab))
for ab in both:
    v, m, sec, flag = review[ab]
    print(ab, "lemmaR", v, "m", m, "s", sec, "lab", lab[ab]["dim"], "formula/3", lab[ab].get("formula_per_coordinate"),
          ("EQUAL" if v == lab[ab]["dim"] else "DIFFER") + flag)
for ab in sorted(set(review) - set(lab)):
    print(ab, "lemmaR", review[ab][0], "m", review[ab][1], "lab: not in store yet")
for ab in sorted(status):
    print(ab, "no value:", status[ab])
equal = sum(review[ab][0] == lab[ab]["dim"] for ab in both)
nflag = sum(1 for v in review.values() if v[3])
print(f"# n={N}: review {len(review)} boxes with a value ({len(status)} without), lab store {len(lab)}, both {len(both)}, "
      f"equal {equal}, differ {len(both) - equal}, CHECK_FAILED {nflag}")
