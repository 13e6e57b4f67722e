"""Reviewer: E. (1) which etop.py runs at n = 12 read the cache (a 'cached (from ...)' line) and which R_inf each run
printed; (2) every 'T g e' entry of a snapshot of etop_cache_n12_seed1.json against the reviewer's own Lemma C2 count
(g >= 1, e >= 3(n - g)), and against values printed in the logs of both codes; (3) the low-slice sums."""
import json, re, itertools
from math import comb
H = '/work/main/docs/research/thin-E-boxes-2026-12-05/'
n = 12; d1 = comb(n + 1, 2)

def own_count(g, N):
    K = [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]
    if g == 0:
        return comb(n + 1, 2) * (N - n + 1) if N >= n else 0
    return (N + 1) * comb(n + 1, 2) + N * n - sum(max(k[r] - g, 0) for k in K for r in range(3))

# (1) runs
for f in ('etop_n12.log', 'etop_n12u.log'):
    run = None
    for line in open(H + f):
        m = re.search(r'^# (\S+) cmd: .*etop.py 12 (\d+) (\d+)', line)
        if m:
            if run: print(f'{f}: {run}')
            run = {'start': m.group(1), 'a': int(m.group(3)), 'Dmax': int(m.group(2)), 'cached': None, 'R_inf': None, 'RESULT': False}
            continue
        if run is None: continue
        m = re.search(r'R_inf\(e0=(\d+)\) = (-?\d+)', line)
        if m: run['R_inf'] = int(m.group(2))
        m = re.search(r'^cached \(from .*\): (\d+) values', line)
        if m: run['cached'] = int(m.group(1))
        if line.startswith('RESULT'): run['RESULT'] = True
        m = re.search(r'rc=(\d+)', line)
        if m and line.startswith('#'): run['rc'] = int(m.group(1))
    print(f'{f}: {run}')

# (2) cache entries
d = json.load(open('cache_snapshot_n12_seed1.json'))
keyok = all(re.fullmatch(r'[ST] \d+ \d+', k) for k in d)
print(f'cache snapshot: {len(d)} entries; keys of form "S|T g e": {keyok}')
inr, out = [], []
for k in sorted(d, key=lambda s: (s[0], int(s.split()[1]), int(s.split()[2]))):
    kind, g, e = k.split()[0], int(k.split()[1]), int(k.split()[2])
    if kind != 'T': continue
    if g >= 1 and e >= 3 * (n - g):
        inr.append((g, e, d[k], own_count(g, e)))
    else:
        out.append((g, e, d[k], own_count(g, e)))
bad = [x for x in inr if x[2] != x[3]]
print(f'T entries in Lemma C2 range: {len(inr)}, equal to own count: {len(inr) - len(bad)}, mismatches: {bad}')
print(f'  in range, by g: { {g: (min(e for gg, e, _, _ in inr if gg == g), max(e for gg, e, _, _ in inr if gg == g)) for g in sorted({x[0] for x in inr})} }')
print(f'T entries outside the range (g, e, cached rank value, count; info): {[(g, e, v, c) for g, e, v, c in out]}')
print(f'  outside, value == count: {[(g, e) for g, e, v, c in out if v == c]}')
print(f'  outside, value > count (conditions dependent): {[(g, e, v - c) for g, e, v, c in out if v > c]}; value < count: {[(g, e) for g, e, v, c in out if v < c]}')

# (3) low slices at d1 and T_0: etop's printed S/T values vs ebox's printed sums (T_0 by rank there, g >= 1 by count)
T0 = own_count(0, d1)
for a, sumT_ebox in ((1, 11376), (2, 17634), (3, 23967), (4, 30345)):
    S = [d.get(f'S {g} {d1-g}') for g in range(a + 1)]
    cnt = [own_count(g, d1 - g) for g in range(a + 1)]
    print(f'(a={a}) cache S_g(d1-g) = {S}, own counts (g=0: Lemma C1 T_0) = {cnt}; ebox sum T = {sumT_ebox}, '
          f'own sum counts = {sum(cnt)} equal={sum(cnt) == sumT_ebox}; sum S + 3 = {sum(S) + 3 if None not in S else None}')
print(f'T 0 78 cached {d.get("T 0 78")} vs Lemma C1 count {T0}')
