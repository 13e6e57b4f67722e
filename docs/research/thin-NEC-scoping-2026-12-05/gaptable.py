"""Summarise upper_n*.log: for each box the target Lam+clo+loss, the least e1 from which gap(e) equals it for every
later e in the valid range (e + 1 <= d1 - a - 1), and whether it does (helper-170)."""
import re, glob
from math import comb
out = []
for f in sorted(glob.glob(__file__.rsplit("/", 1)[0] + "/upper_n*.log")):
    box = None
    for line in open(f):
        m = re.match(r"=== n=(\d+) N box \((\d+),(\d+)\): Lam=(\d+) clo=(\d+) loss=(\d+) -> Lam\+clo\+loss=(\d+)", line)
        if m:
            if box: out.append(box)
            n, a, b, L, c, l, tot = map(int, m.groups())
            box = dict(n=n, a=a, b=b, L=L, c=c, tot=tot, gaps={})
            continue
        m = re.match(r"e=(\d+): U=(-?\d+) Rinf\(e\+1\)=(-?\d+) gap=U-Rinf=(-?\d+)", line)
        if m and box:
            e, U, R, g = map(int, m.groups())
            if e + 1 <= comb(box['n'] + 1, 2) - box['a'] - 1:
                box['gaps'][e] = g
    if box: out.append(box)
for bx in sorted(out, key=lambda x: (x['n'], x['b'], x['a'])):
    es = sorted(bx['gaps'])
    e1 = None
    for e in es:
        if all(bx['gaps'][k] == bx['tot'] for k in es if k >= e):
            e1 = e; break
    print(f"| {bx['n']} | ({bx['a']},{bx['b']}) | {bx['L']} | {bx['c']} | {bx['tot']} | e1 = {e1} (checked to e = {es[-1]}) | {[bx['gaps'][e] for e in es]} |")
