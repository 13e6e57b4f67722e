"""Information only (not a proof): the per-block bound if UB(dim Y) were replaced by dim Y at the point
(i.e. what a sharp proof of dim Y would give), against the recorded ranks, for the 10 gap orbits."""
import ast, re
rank = ast.literal_eval(re.search(r"^OUTER_RANKS: dict\[tuple\[int, \.\.\.\], int\] = (\{.*?^\})",
       open("/work/main/proofs/general/depth4/near_vertex.py").read(), re.S | re.M).group(1))
for line in open("t10_seed90210.log"):
    m = re.match(r"^\((\d+), (\d+), (\d+)\) (\d+) (\d+) (\d+) (\d+) (\{.*\})$", line.strip())
    if not m:
        continue
    a = tuple(int(m.group(i)) for i in (1, 2, 3)); p12, b, ub = int(m.group(5)), int(m.group(6)), int(m.group(7))
    pt = ast.literal_eval(m.group(8)); c = 2796 if a[2] else 2550
    if b == rank[a]:
        continue
    alt = min(p12, sum(min(c, pt["Y"] + c - pt["sum"][k]) for k in range(3)))
    print(a, "UB-dimY(point) =", ub - pt["Y"], " bound", b, " with dimY(point):", alt, " rank", rank[a], " left", alt - rank[a])
