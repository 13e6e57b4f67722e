"""helper-142: compare my Singular values (box_n{n}_*.log) with helper-135's Macaulay2 logs.
usage: cmp_val.py n H135_LOG [H135_LOG ...]"""
import json, re, sys
n = int(sys.argv[1])
ref = {}
for f in sys.argv[2:]:
    for line in open(f):
        m = re.search(r"(\{.*?\})", line)
        if m and '"dim_X"' in m.group(1):
            j = json.loads(re.sub(r'(?<=[:\s])\.(\d)', r'0.\1', m.group(1)))
            if j["n"] == n:
                ref[(j["a"], j["b"])] = (j["dim_X"], j["rank_G_ab"])
agree = 0; tot = 0
for (a, b), (dx, rk) in sorted(ref.items()):
    try:
        res = [l for l in open(f"box_n{n}_{a}_{b}.log") if l.startswith("RESULT")][-1]
    except (FileNotFoundError, IndexError):
        print(f"n={n} ({a},{b}) helper-135 {dx} (rank {rk}) | mine: not run"); continue
    mx = re.search(r"dimX=(\S+)", res).group(1); mr = int(re.search(r"rank=(\d+)", res).group(1))
    ok = mx == str(dx) and mr == rk and "CHECK_FAILED" not in res
    tot += 1; agree += ok
    print(f"n={n} ({a},{b}) helper-135 M2 dim_X {dx} rank {rk} | helper-142 Singular dimX {mx} rank {mr} | {'AGREE' if ok else 'DISAGREE'}")
print(f"# n={n}: {agree}/{tot} AGREE (of {len(ref)} helper-135 values)")
