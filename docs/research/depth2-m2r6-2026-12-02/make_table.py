"""Markdown table of the per-pair results from the scan logs (route A: two consecutive spans; A': one span + Sigma_d)."""
import json
rows = {}
for f in ["scan_R3to6.log", "scan_R7R8_and_m2r6_seed1.log"]:
    for line in open(f):
        if line.startswith('{"M"'):
            o = json.loads(line)
            big = max(r for _, r, _, _ in o["spans"])
            rows[(o["M"], o["R"])] = (o["s0"], f"S_{o['s0']}, S_{o['s0']+1} (A)", "-", o["s1"], o["T_from"], big)
rows[(2, 8)] = (7, "S_7 (A')", "5", 14, 28, 21120)
for f in ["scanA_R9R10.log", "scanA_R11R12.log"]:
    for line in open(f):
        if line.startswith('{"M"'):
            o = json.loads(line)
            if "skipped" in o or (o["M"], o["R"]) in rows:
                continue
            d = o["Sigma"][-1]
            ok = o["T_from"] is not None
            rows[(o["M"], o["R"])] = (o["s0"], f"S_{o['s0']} (A')", str(d[0]) if d[1] == d[2] else f"none <= {d[0]}",
                                      o["s1"], o["T_from"] if ok else "-", max(o["D_s0"], d[2]))
print("| M | R | s0 | spans used | d (Σ_d = T_d) | s1 | sep = D_s for all even T >= | largest rank |")
print("|---|---|---|---|---|---|---|---|")
for (M, R) in sorted(rows, key=lambda k: (k[1], k[0])):
    s0, route, d, s1, tf, big = rows[(M, R)]
    print(f"| {M} | {R} | {s0} | {route} | {d} | {s1} | {tf} | {big} |")
