"""The lead: the review pipeline's dim X_(a,b) at n = 11 (box_n11_*.log, helper-142's code) against the lab's campaign
store (docs/research/thin-boxes-n11-2026-12-03/boxes.sqlite), box by box.   usage: python compare_lab.py"""

import glob
import json
import re
import sqlite3
from pathlib import Path

HERE = Path(__file__).resolve().parent
STORE = HERE.parents[1] / "research" / "thin-boxes-n11-2026-12-03" / "boxes.sqlite"

review = {}
for f in glob.glob(str(HERE / "box_n11_*_*.log")):
    m = re.search(r"box_n11_(\d+)_(\d+)\.log$", f)
    res = [line for line in open(f) if line.startswith("RESULT")]
    hit = re.search(r"dimX=(\d+)", res[-1]) if res else None
    if m and hit:
        review[tuple(map(int, m.groups()))] = int(hit.group(1))
con = sqlite3.connect(f"file:{STORE}?mode=ro", uri=True)
lab = {(r["a"], r["b"]): r for r in (json.loads(x[0]) for x in con.execute("SELECT row FROM store_rows"))}
both = sorted(set(review) & set(lab))
for ab in both:
    print(ab, "review", review[ab], "lab", lab[ab]["dim"], "formula/3", lab[ab]["formula_per_coordinate"],
          "EQUAL" if review[ab] == lab[ab]["dim"] else "DIFFER")
equal = sum(review[ab] == lab[ab]["dim"] for ab in both)
print(f"# review {len(review)} boxes, lab {len(lab)}, both {len(both)}, equal {equal}, differ {len(both) - equal}")
