"""Collect the lcheck RESULT lines into the markdown table of NOTES §4.3 (helper-170)."""
import re, sys, glob
rows = []
for f in sorted(glob.glob(__file__.rsplit("/", 1)[0] + "/lcheck_n*.log")):
    cur = None; dims = {}
    for line in open(f):
        m = re.match(r"n=(\d+) N box \((\d+),(\d+)\)", line)
        if m:
            cur = m.groups(); dims = {}
        m = re.match(r"D=(\d+): dim M=(\d+) formula_D-loss=(\d+)", line)
        if m:
            dims[int(m.group(1))] = (int(m.group(2)), int(m.group(3)))
        m = re.match(r"RESULT n=(\d+) \((\d+),(\d+)\): least e0 >= e0_P with \(L\^N\) in range: \((\d+), (\d+), (\d+), (\d+)\)", line)
        if m:
            n, a, b, e0, R, Dp, ctl = m.groups()
            dm, fm = dims[int(Dp)]
            rel = "equal" if dm == fm else f"{dm} < {fm}"
            rows.append((int(n), int(b), int(a), f"| {n} | ({a},{b}) | {e0} | {R} | {Dp} | {ctl} | {rel} |"))
        elif line.startswith("RESULT"):
            rows.append((99, 0, 0, "| ? | " + line.strip() + " |"))
for r in sorted(rows):
    print(r[3])
