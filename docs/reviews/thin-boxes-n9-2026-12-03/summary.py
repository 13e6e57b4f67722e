"""helper-142: collect RESULT lines of box_n{n}_*.log into a table (stdout)."""
import glob, re, sys
n = int(sys.argv[1])
rows = []
for f in glob.glob(f"box_n{n}_*_*.log"):
    m = re.search(r"box_n\d+_(\d+)_(\d+)\.log$", f)
    if not m:
        continue
    a, b = map(int, m.groups())
    res = [l for l in open(f) if l.startswith("RESULT")]
    rows.append((a, b, res[-1].strip() if res else "RUNNING_OR_INCOMPLETE"))
rows.sort()
print(f"# helper-142 summary n={n}: {sum(1 for r in rows if re.search(r'dimX=[0-9]', r[2]))} boxes with a value")
for a, b, r in rows:
    print(f"{a}:{b} {r}")
