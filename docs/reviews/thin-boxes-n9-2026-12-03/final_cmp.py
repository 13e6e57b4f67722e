"""helper-142: compare my n = 9 values (box_n9_*.log) with the lab's (lab_values_n9.log) and formula/3.
writes the 62-box table to stdout (markdown) and the counts."""
import ast, re, glob
lines = open("lab_values_n9.log").read().splitlines()
GEN, EXA, USED = (ast.literal_eval(lines[i]) for i in range(3))
F = {}
for l in lines[3:]:
    t = l.split()
    if t and t[0] == "F":
        F[(int(t[1]), int(t[2]))] = (t[3], int(t[4]), int(t[5]))
lab = [(1, 0), (1, 1)] + [(a, b) for a in range(2, 11) for b in range(0, min(a, 8) + 1)]
order = [tuple(map(int, x.split(":"))) for x in open("boxes_n9_order.txt").read().split()]
mine = {}
for (a, b) in lab:
    try:
        res = [l for l in open(f"box_n9_{a}_{b}.log") if l.startswith("RESULT")][-1]
    except (FileNotFoundError, IndexError):
        continue
    d = dict(kv.split("=", 1) for kv in res.split()[1:] if "=" in kv)
    d["flag"] = "CHECK_FAILED" in res
    mine[(a, b)] = d
print("| # in run order | (a,b) | class | lab GENERAL_DIMS[9] | lab EXACT_DIMS[9] | lab value used (boxes_at) | helper-142 (Singular, general point) | formula/3 | rank G'_(a,b) | Singular wall | peak RSS | mine >= used | mine = lab general | log |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
cnt = dict(computed=0, ge=0, lt=0, geneq=0, genne=0, gencmp=0, timeout=0, notrun=0, above_formula=0, eqf=0, shortf=0)
for k, (a, b) in enumerate(order, 1):
    used, g, e = USED.get((a, b)), GEN.get((a, b), "—"), EXA.get((a, b), "—")
    cl, f3, frem = F[(a, b)]
    m = mine.get((a, b))
    if m is None or not m["dimX"].isdigit():
        st = "NOT CHECKED" + (f" ({m['dimX']})" if m else " (not reached)")
        if m: cnt["timeout"] += 1
        else: cnt["notrun"] += 1
        print(f"| {k} | ({a},{b}) | {cl} | {g} | {e} | {used} | {st} | {f3} | {m['rank'] if m else '—'} | {m.get('singular_wall','—') if m else '—'} | {(str(round(int(m['peak_rss_kB'])/1e6,2))+' GB') if m and m.get('peak_rss_kB','-1')!='-1' else '—'} | — | — | {'box_n9_%d_%d.log' % (a,b) if m else '—'} |")
        continue
    v = int(m["dimX"])
    ge = v >= used
    c = cnt if (a, b) != (1, 0) else {}  # counts over the 61 boxes other than (1,0) (helper-135's box)
    c.setdefault("computed", 0); c["computed"] += 1
    c.setdefault("ge", 0); c.setdefault("lt", 0); c["ge" if ge else "lt"] += 1
    c.setdefault("eqf", 0); c.setdefault("shortf", 0); c.setdefault("above_formula", 0)
    c["above_formula" if v > f3 else ("eqf" if v == f3 else "shortf")] += 1
    if isinstance(g, int):
        c.setdefault("gencmp", 0); c.setdefault("geneq", 0); c.setdefault("genne", 0)
        c["gencmp"] += 1; c["geneq" if v == g else "genne"] += 1
        geq = "yes" if v == g else "**NO**"
    else:
        geq = "— (not in GENERAL_DIMS)"
    flag = " CHECK_FAILED" if m["flag"] else ""
    print(f"| {k} | ({a},{b}) | {cl} | {g} | {e} | {used} | {v}{flag} | {f3} | {m['rank']} | {m['singular_wall']} | {int(m['peak_rss_kB'])/1e6:.2f} GB | {'yes' if ge else '**NO**'} | {geq} | box_n9_{a}_{b}.log |")
print()
print("COUNTS", cnt)  # over the 61 boxes other than (1,0)
