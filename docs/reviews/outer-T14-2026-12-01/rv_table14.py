"""helper-107: the verdict table from my results (markdown), optionally with Conjecture 49's block ranks
(sep_formula.block_rank, lab code, used only for comparison) and the lab's per-coordinate ranks.
python rv_table14.py RESULTS.jsonl [--conj] [--lab LAB0.jsonl LAB1.jsonl]"""
import sys, json
sys.path.insert(0, '/work/main')
recs = sorted([json.loads(l) for l in open(sys.argv[1])], key=lambda r: r['index'])
conj = '--conj' in sys.argv
lab = {}
if '--lab' in sys.argv:
    i = sys.argv.index('--lab')
    for f in sys.argv[i + 1:]:
        for l in open(f):
            lab.setdefault('lines', []).append(json.loads(l))
if conj:
    from proofs.general.depth4 import sep_formula as sf
hdr = "| # | group | orbits (blocks) | alphas | min | \\|B_min\\| = dim Λ | my rank (seed 53, p = 999983) | 3 x rank | min Prop. 12 bound | <= bound/3 | orbit-weighted 3 x rank |"
if conj: hdr += " Conj. 49 block ranks | AGREE? |"
print(hdr); print("|" + " --- |" * (11 + 2 * conj))
tot = 0
for r in recs:
    al = [tuple(a) for a in r['alphas']]
    tot += r['weighted_x3']
    span = f"{al[0]} .. {al[-1]}" if len(al) > 1 else f"{al[0]}"
    row = (f"| {r['index']} | {r['group']} | {len(al)} ({r['orbit_blocks']}) | {span} | {tuple(r['min'])} | {r['window']} = {r['dimLambda']} | "
           f"{r['rank']} | {r['x3']} | {min(r['bounds'])} | {'yes' if r['x3_le_bound_all'] else 'NO'} | {r['weighted_x3']} |")
    if conj:
        pr = sorted({sf.block_rank(T=14, alpha=a)[1] for a in al})
        cl = sorted({sf.block_rank(T=14, alpha=a)[0] for a in al})
        row += f" {'/'.join(cl)}: {pr} | {'AGREE' if pr == [r['x3']] else 'DIFFER'} |"
    print(row)
print(f"\nsum over the {len(recs)} groups ({sum(len(r['alphas']) for r in recs)} orbits, "
      f"{sum(r['orbit_blocks'] for r in recs)} blocks) of orbit-weighted 3 x rank: {tot}; with the interior 97063200: {tot + 97063200}")
