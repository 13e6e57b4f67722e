"""Reviewer's sum: 5360526 (Prop. 42, reviewed) minus orbit size x (old bound - new bound) for each confirmed class.
Old bounds: Prop. 42's table; new bounds: this review's confirmed values. OUTER_RANKS read as text from near_vertex.py."""
import re, ast, itertools
src = open('/work/main/proofs/general/depth4/near_vertex.py').read()
i = src.index('OUTER_RANKS: dict'); j = src.index('= {', i) + 2; depth = 0
for t in range(j, len(src)):
    depth += src[t] == '{'; depth -= src[t] == '}'
    if depth == 0: break
OR = ast.literal_eval(src[j:t + 1])
old = {(30,3,2): 8208, (30,4,1): 8064, (31,3,1): 7866, (31,2,2): 7956, (32,2,1): 7389, (33,1,1): 6570, (34,1,0): 4860}
new = {(30,3,2): 8199, (30,4,1): 8055, (31,3,1): 7848, (31,2,2): 7938, (32,2,1): 7362, (33,1,1): 6534, (34,1,0): 4833}
import sys
confirmed = [tuple(map(int, c.split(','))) for c in sys.argv[1:]] if len(sys.argv) > 1 else list(new)
tot = 5360526
for c in confirmed:
    orb = len(set(itertools.permutations(c)))
    key = c if c in OR else next((k for k in OR if tuple(sorted(k, reverse=True)) == c), None)
    print(f"{c}: orbit {orb}, old {old[c]}, new {new[c]}, OUTER_RANKS {OR.get(key) if key else 'n/a'}, saving {orb * (old[c] - new[c])}")
    tot -= orb * (old[c] - new[c])
print(f"sum of block bounds with {len(confirmed)} classes confirmed: {tot}; lower bound 5359824; gap {tot - 5359824}")
