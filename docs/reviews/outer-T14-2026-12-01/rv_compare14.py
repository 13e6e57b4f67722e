"""helper-107: compare my group ranks with the lab's (/tmp/x/outer14_*.jsonl) and Conjecture 49 (sep_formula.block_rank)."""
import sys, json
sys.path.insert(0, '/work/main')
from proofs.general.depth4 import sep_formula as sf
mine = [json.loads(l) for l in open('rv_outer14_seed53.jsonl')]
lab = {}
for f in ('/tmp/x/outer14_0.jsonl', '/tmp/x/outer14_1.jsonl'):
    for l in open(f):
        r = json.loads(l); lab[tuple(map(tuple, r['alphas']))] = r
print("| # | group | my rank | lab rank (seed 1) | lab dim Λ / mine | Conj. 49 block rank(s) /3 | lab | Conj. 49 |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for r in sorted(mine, key=lambda r: r['index']):
    key = tuple(map(tuple, r['alphas']))
    L = lab.get(key)
    br = sorted({sf.block_rank(T=14, alpha=a) for a in key})
    pc = sorted({b[1] / 3 for b in br})
    print(f"| {r['index']} | {r['group']} | {r['rank']} | {L['rank'] if L else '-'} | "
          f"{(str(L['dim_lambda']) if L else '-')} / {r['dimLambda']} | {'/'.join(sorted({b[0] for b in br}))}: {pc} | "
          f"{('AGREE' if L['rank'] == r['rank'] else 'DISAGREE') if L else 'n/a'} | "
          f"{'AGREE' if pc == [r['rank']] else 'DIFFER'} |")
print("lab groups not matched to one of mine:", [k[0] if len(k) == 1 else (k[0], k[-1]) for k in lab if k not in {tuple(map(tuple, r['alphas'])) for r in mine}])
print("lab ranks of those:", {(k[0] if len(k) == 1 else k[0]): v['rank'] for k, v in lab.items() if k not in {tuple(map(tuple, r['alphas'])) for r in mine}})
