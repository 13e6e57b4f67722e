"""Collect m - n (Lemma R's certificate degree minus n) per box class from bs_/bss_ logs."""
import re, sys
from collections import defaultdict
for fn in sys.argv[1:]:
    txt = open(fn).read()
    n = int(re.search(r"n=(\d+)", txt).group(1))
    rows = re.findall(r"\((\d+),(\d+)\) (\w) m=(\d+) \(m-n=(\d+)\) dim M_d1=(\d+) formula/3=(\d+) short=(\d+)", txt)
    by = defaultdict(list)
    for a, b, cls, m, mn, v, f, s in rows:
        by[cls].append(int(mn))
    shorts = [(int(a), int(b), int(s)) for a, b, cls, m, mn, v, f, s in rows if int(s)]
    print(f"{fn}: n={n} boxes={len(rows)} max(m-n) by class: " + ", ".join(f"{k}:{max(v)}" for k, v in sorted(by.items()))
          + f"; short boxes: {shorts}; max m = {n + max(int(r[4]) for r in rows) if rows else None}")
