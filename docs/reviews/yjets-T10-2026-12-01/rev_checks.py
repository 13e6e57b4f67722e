"""Cross-checks: (1) reviewer's 75-class bounds vs t10.log (Y column and fat-point UB); (2) per-(p, K) condition
counts for the two K = R + 1 cases. Reviewer's own code (rev_local.py) only."""
import re, ast
t10 = {}
for line in open("/work/main/docs/research/yjets-T10-2026-12-01/t10.log"):
    m = re.match(r"^\((\d+), (\d+), (\d+)\) (\d+) (\d+) (\d+) (\d+) (\{.*\})$", line.strip())
    if m:
        t10[tuple(int(m.group(i)) for i in (1,2,3))] = (int(m.group(7)), ast.literal_eval(m.group(8))["Y"])
below = []
n = 0
for line in open("rev_all75_seedA.log"):
    m = re.match(r"^alpha \((\d+), (\d+), (\d+)\) point (\d+) bound (\d+) equal (\w+)", line)
    if m:
        n += 1
        a = tuple(int(m.group(i)) for i in (1,2,3)); pt, b = int(m.group(4)), int(m.group(5))
        assert b == pt == t10[a][1], a
        if b < t10[a][0]: below.append((a, t10[a][0], b))
print("classes checked", n, "all bound == point == t10.log Y")
print("bound < fat-point UB for", len(below), "classes:", below)
from rev_local import Setting, run_kappa
S = Setting(20261201, 1000000007, 5)
for alpha, kappa in (((33,2,0),(1,2,2)), ((32,3,0),(2,3,0)), ((33,2,0),(2,3,0))):
    pt, b, used = run_kappa(S, alpha, kappa, 10)
    print(alpha, kappa, "point", pt, "bound", b)
    for k, v in used.items():
        if k[0] == "div":
            print("    ", k, v)
        elif v[2] > 0:
            print("    ", k, "k=%d n=%d ann=%d" % v)
