"""reviewer-168: compare own RS^sigma ranks (this folder's logs) with helper-167's logs line by line (text only)."""
import re
H = '/work/main/docs/research/thin-B-mirror-2026-12-04/'
theirs = {}
for f in ['rs_sigma_n14.log', 'rs_prime_sigma.log']:
    for l in open(H + f):
        m = re.match(r'seed=1 swap=True n=(\d+) RS\((\d+),(\d+); (pair|all)\) rank target (\d+), span (\d+), union (\d+), deficit (\d+)', l)
        if m:
            theirs[(int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(4))] = tuple(int(x) for x in m.groups()[4:])
mine = {}
cur_n = None
for l in open('rs_sigma_n12_14.log'):
    m = re.match(r'RS n=(\d+) seed=1 RS\((\d+),(\d+); J=\[(.*?)\]\): rank target (\d+), span (\d+), span\+target (\d+), deficit (\d+)', l)
    if m:
        n, bp, g = int(m.group(1)), int(m.group(2)), int(m.group(3))
        J = [int(x) for x in m.group(4).split(',')]
        kind = 'pair' if J == [bp - 2, bp - 1] else ('all' if J == list(range(bp)) else None)
        if kind:
            mine[(n, bp, g, kind)] = tuple(int(x) for x in m.groups()[4:])
for l in open('rs_sigma_family_n11_14.log'):
    m = re.match(r'RSFAM n=(\d+) point=S_p\^sigma RS\((\d+),(\d+); J=.*?\): target (\d+), span (\d+), union (\d+), deficit (\d+)', l)
    if m:
        mine[(int(m.group(1)), int(m.group(2)), int(m.group(3)), 'pair')] = tuple(int(x) for x in m.groups()[3:])
both = sorted(set(mine) & set(theirs))
agree = [k for k in both if mine[k] == theirs[k]]
print(f'compared {len(both)} statements present in both (own vs helper-167 per-member lines): {len(agree)} agree')
for k in both:
    print(k, 'own', mine[k], 'h167', theirs[k], 'AGREE' if mine[k] == theirs[k] else 'DIFFER')
