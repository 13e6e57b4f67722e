"""Tabulate pd.py logs: one row per (log, n, k): rank G vs K, dim M' vs h', dim M'' vs h, r_i, per-weight, flags."""
import re, sys, glob
rows = {}
for f in sorted(glob.glob('sweep_*.log')):
    for line in open(f):
        m = re.match(r'(geo|adap) p=(\d+) seed=(\d+) n=(\d+) k=(\d+) (.*)', line)
        if not m:
            continue
        mode, p, seed, n, k, rest = m.groups()
        key = (f, int(n), int(k))
        d = rows.setdefault(key, {'p': p, 'seed': seed})
        flags = re.search(r'\[(.*)\]', rest).group(1)
        d[mode + '_ok'] = 'False' not in flags
        if mode == 'geo':
            g = dict(re.findall(r"(rankG|K|r0|dimM'|h'|dimM''|h)=(-?\d+)", rest))
            d.update({'rankG': g['rankG'], 'K': g['K'], "M'": g["dimM'"], "h'": g["h'"], "M''": g["dimM''"], 'h': g['h'],
                      'r_i': re.search(r'r_i=\[([^\]]*)\]', rest).group(1)})
        else:
            d['B'] = re.search(r'#B_i=\[([^\]]*)\]', rest).group(1)
            d['twoneg'] = re.search(r'two-neg S_D=(\d+) dom=(\d+)', rest).groups()
            d['pw'] = re.search(r'per-weight\(i=0,w=-n..-1\)=\[([^\]]*)\]', rest).group(1)
            d['adap_r0'] = re.search(r'r0=(\d+)', rest).group(1)
print("| log | p | seed | n | k | rank G = K(k,n) | dim M' (geo) / h' | dim M'' (geo) / h | r_i (geo) | adap: r_0, #B_i, two-neg (S_D, dom), per-weight i=0 | all flags |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for (f, n, k), d in sorted(rows.items(), key=lambda x: (x[0][1], x[0][0], x[0][2])):
    print(f"| {f} | {d['p']} | {d['seed']} | {n} | {k} | {d.get('rankG')} / {d.get('K')} | {d.get(chr(77)+chr(39))} / {d.get(chr(104)+chr(39))} | "
          f"{d.get(chr(77)+chr(39)+chr(39))} / {d.get('h')} | {d.get('r_i')} | {d.get('adap_r0')}; {d.get('B')}; {d.get('twoneg')}; {d.get('pw')} | "
          f"geo {d.get('geo_ok')}, adap {d.get('adap_ok')} |")
