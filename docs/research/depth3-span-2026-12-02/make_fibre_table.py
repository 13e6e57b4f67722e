import json
rows = {}
for f in ["fibre.log", "fibre_L0.log"]:
    try:
        for l in open(f):
            if l.startswith("{"):
                d = json.loads(l); rows[(d["M"], d["R"], d["n"], d["a0"], d["top"])] = d
    except FileNotFoundError:
        pass
kinds = ["generic", "z1", "s2", "e0", "L0"]
print("| M | R | n | D_n(M,R) (per k) | generic | z1 | s2 | e0 | L0 |")
print("|---|---|---|---|---|---|---|---|---|")
for key in sorted(set(k[:3] for k in rows)):
    M, R, n = key
    if n < 3:
        continue
    def c(kind, top):
        d = rows.get((M, R, n, kind, top))
        return "-" if d is None else str(d["rank"])
    ideal = rows[(M, R, n, "generic", None)]["ideal"]; ik = rows[(M, R, n, "generic", 0)]["ideal"]
    print(f"| {M} | {R} | {n} | {ideal} ({ik}) | " + " | ".join(f"{c(k, None)} ({c(k, 0)})" for k in kinds) + " |")
