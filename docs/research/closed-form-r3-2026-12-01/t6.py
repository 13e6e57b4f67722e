import json, time
from proofs.general.depth4 import near_vertex
from numerics.bounds.depth4 import corner_bound
t0 = time.time()
r = near_vertex.block_ranks(T=6, seed=1)
out = {}
for a, v in r.items():
    print(a, v, corner_bound(R=3, T=6, alpha=a), flush=True)
    if (a[2] >= 1 and a[1] + a[2] <= 3) or (a[2] == 0 and 1 <= a[1] < 3): out[json.dumps(list(a))] = int(v)
json.dump(out, open("t6_blocks.json", "w"))
print("sum over orbits:", sum(v * len(set(__import__('itertools').permutations(a))) for a, v in r.items()), f"{time.time()-t0:.1f}s")
