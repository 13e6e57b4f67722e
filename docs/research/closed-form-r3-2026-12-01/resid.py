import json, glob
from math import comb
from collections import defaultdict
data = {}
for f in glob.glob("ydims_*.json"):
    data.update(json.load(open(f)))
def C(n,k): return comb(n,k) if n>=k>=0 else 0
res = defaultdict(set)
for key, d in sorted(data.items(), key=lambda kv: (kv[1]['T'], kv[1]['alpha'])):
    T = d['T']; s = T//2; n2 = comb(s+1,2); a1,a2,a3 = d['alpha']
    tot_extra = 0
    for ks, (b, p) in d['per_kappa'].items():
        k = eval(ks)
        g = [max(v-a2-a3,0) for v in k]
        G = sum(g)
        fat = sum(C(max(v-a,0)-gi+1,2) for v,gi in zip(k,g) for a in (a2,a3))
        model = C(n2-G+2,2) - fat
        extra = model - p
        tot_extra += extra
        if b != p: print("bound!=point", T, d['alpha'], k, b, p)
        if extra:
            res[(a2,a3,tuple(sorted(k,reverse=True)))].add((s, extra))
    print(T, d['alpha'], "point", d['point'], "extra total", tot_extra)
for k,v in sorted(res.items()): print(k, sorted(v))
