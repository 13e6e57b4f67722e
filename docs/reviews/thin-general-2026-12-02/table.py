"""helper-135: per-box table from summary_nN.log (queue.sh) and formula.log; lead's values for comparison."""
import re, sys
n = int(sys.argv[1])
F = {}
for line in open("formula.log"):
    nn, a, b, c, r, rem = line.split()
    if int(nn) == n:
        F[(int(a), int(b))] = (c, int(r))
LEAD = {5: {(5, 4): 2793, (5, 0): 2385, (4, 4): 2790, (4, 1): 2685, (3, 3): 2766, (3, 1): 2616, (2, 0): 1953, (1, 0): 1605,
            (1, 1): 2178, (0, 0): 948, (5, 5): 2796},
        6: {(6, 0): 6237, (6, 1): 6793, (5, 0): 6162, (3, 3): 6910, (2, 1): 6079, (1, 0): 4332, (1, 1): 5488, (4, 2): 6880},
        8: {(9, 0): 29430, (3, 3): 30612, (2, 0): 23904, (1, 0): 21477, (8, 0): 29430}}.get(n, {})
SP = {}
if n == 8:  # helper-134's special-point values (coordinate W2, L = 1, H3 = W3^-T), from its REPORT.md table
    for line in open("../thin-exact-2026-12-02/REPORT.md"):
        m = re.match(r"\| \((\d+), (\d+)\) \| [^|]+ \| (\d+) \|", line)
        if m:
            SP[(int(m[1]), int(m[2]))] = int(m[3])
print("| (a,b) | class | dim X (mine, M2) | formula/3 | short by | special point (helper-134), short by | lead's value | rank G'_(a,b) | GB size | M2 cpu s (gb) | M2 wall | peak RSS |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for line in open(f"summary_n{n}.log"):
    ab = line.split()[0]; a, b = (int(t) for t in ab.split(":"))
    g = lambda k: re.search(r'"%s": ([0-9.]+)' % k, line)[1]
    X = int(g("dim_X")); c, f = F.get((a, b), ("?", 0))
    wall = line.split(" | ")[1].strip(); rss = int(line.split(" | ")[2].split()[0]) / 1e6
    ld = LEAD.get((a, b)); lds = "—" if ld is None else f"{ld} {'AGREE' if ld == X else 'DISAGREE'}"
    sp = SP.get((a, b)); sps = "—" if sp is None else f"{sp}, {f - sp}"
    print(f"| ({a},{b}) | {c} | {X} | {f} | {f - X} | {sps} | {lds} | {g('rank_G_ab')} | {g('gb_size')} | {float(g('cpu_s')):.0f} ({float(g('gb_cpu_s')):.0f}) | {wall} | {rss:.2f} GB |")
