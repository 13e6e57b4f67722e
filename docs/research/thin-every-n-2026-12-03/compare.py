"""Compare the certified dim M_d1 in bs_*.log / bss_*.log with the lab's recorded tables (GENERAL_DIMS / boxes_at)."""
import re, sys
from proofs.general.depth4.thin.general_boxes import GENERAL_DIMS, boxes_at
for fn in sys.argv[1:]:
    txt = open(fn).read()
    n = int(re.search(r"n=(\d+)", txt).group(1))
    rec = boxes_at(n) if n in GENERAL_DIMS else {}
    agree = disagree = missing = 0
    for a, b, v in re.findall(r"\((\d+),(\d+)\) \w m=\d+ \(m-n=\d+\) dim M_d1=(\d+)", txt):
        key = (int(a), int(b))
        if key not in rec:
            missing += 1
        elif rec[key] == int(v):
            agree += 1
        else:
            disagree += 1; print("DIFF", fn, key, v, rec[key])
    print(f"{fn}: n={n} agree={agree} disagree={disagree} not-recorded={missing}")
