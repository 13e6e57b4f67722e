"""helper-115 (jets-T14 review): per-class dim-Y bounds at T = 14 from my own runs, no lab code.

Reads
  * rev_local.py logs (jets only, Lemmas A-C): per kappa (kappa, point, jet bound);
  * lemd_s7.py logs (Lemma D count per kappa, with its numeric syzygy checks at the same point);
and computes Proposition S's count myself (formula of docs/theory / local_jets docstring, re-derived here as
arithmetic only: L = sum_i C(kappa_i+1, 2) + sum_{i<i', n = kappa_i+kappa_i' > j} (n-j)(n-j+1), on an edge with
max kappa <= j; bound C(N2+2, 2) - min(L, N2+1)).
Per kappa: jets, jets+D = min(jets, D), jets+D+S = min(jets, D, S). Sums per class, compared with the lab's JET_T14 /
_JET_T14_WITHOUT_SCHEME (values typed in from sep_blocks.py, lines 417-440, as text; not imported).
Writes my_bounds_<tag>.json for t14_driver_mine.py.

usage: python combine.py TAG JETLOG LEMDLOG
"""
import ast, json, re, sys
from math import comb

tag, jetlog, lemdlog = sys.argv[1:4]
s, N2 = 7, 28

LAB = {(83, 1, 0): 10893, (82, 2, 0): 12285, (81, 3, 0): 13350, (80, 4, 0): 14130, (79, 5, 0): 14646,
       (78, 6, 0): 14928, (82, 1, 1): 12399, (81, 2, 1): 13533, (80, 2, 2): 14412, (80, 3, 1): 14349,
       (79, 3, 2): 14988, (79, 4, 1): 14880, (78, 3, 3): 15351, (78, 4, 2): 15306, (78, 5, 1): 15168,
       (77, 4, 3): 15510, (77, 5, 2): 15435, (77, 6, 1): 15279}
LAB_NO_S = {(81, 3, 0): 13353, (80, 4, 0): 14136}

jets = {}
lines = open(jetlog).read().splitlines()
for x, ln in enumerate(lines):
    m = re.match(r"alpha \((\d+), (\d+), (\d+)\) point (\d+) bound (\d+)", ln)
    if m:
        a = tuple(int(m.group(i)) for i in (1, 2, 3))
        per = ast.literal_eval(lines[x + 1].split(":", 1)[1].strip())
        jets[a] = {k: (pt, b) for k, pt, b in per}
        assert sum(pt for pt, b in jets[a].values()) == int(m.group(4))
        assert sum(b for pt, b in jets[a].values()) == int(m.group(5))

lemd = {}
for ln in open(lemdlog):
    if ln.startswith("JSON "):
        for a, per in json.loads(ln[5:]).items():
            lemd[ast.literal_eval(a)] = {ast.literal_eval(k): v for k, v in per.items()}


def scheme(a, kappa):
    j = min(a[1], s)
    if a[2] or not j or max(kappa) > j:
        return None
    L = sum(comb(k + 1, 2) for k in kappa)
    L += sum((k + k2 - j) * (k + k2 - j + 1) for x, k in enumerate(kappa) for k2 in kappa[x + 1:] if k + k2 > j)
    return comb(N2 + 2, 2) - min(L, N2 + 1)


out = {}
print(f"{tag}: class | point | jets only | jets+D | jets+D+S | lab (JET_T14) | lab w/o S | verdict | kappa where D / S bite")
for a in LAB:
    if a not in jets:
        print(a, "missing from jet log")
        continue
    pt = jb = jd = jds = 0
    bite = []
    for kappa, (p_, b_) in jets[a].items():
        d = lemd[a][kappa][1] if a in lemd else None
        if a in lemd:
            assert lemd[a][kappa][0] == p_, ("lemd point != jets point", a, kappa)
        sc = scheme(a, kappa)
        bd = min(b_, d) if d is not None else b_
        bds = min(bd, sc) if sc is not None else bd
        pt += p_; jb += b_; jd += bd; jds += bds
        if bd < b_ or bds < bd:
            bite.append((kappa, p_, b_, bd, bds))
        assert bds >= p_
    lab = LAB[a]
    labns = LAB_NO_S.get(a, lab)
    v = "AGREE" if (jds == lab and jd == labns) else "DISAGREE"
    out[str(a)] = dict(point=pt, jets=jb, jetsD=jd, jetsDS=jds)
    print(a, "|", pt, "|", jb, "|", jd, "|", jds, "|", lab, "|", labns, "|", v, "|", bite)
json.dump(out, open(f"my_bounds_{tag}.json", "w"), indent=1)
