"""Lemma S input at s = 6, R = 3 (the lab's start_jacobian_rank, at helper-97's seeds) and Proposition 12's bound
summed over all 1653 blocks (sanity: the total lower bound must not exceed it)."""
from math import comb
from proofs.general.depth4.corner_blocks import start_jacobian_rank
from numerics.bounds.depth4 import corner_bound, depth4_ideal_bound
for seed in (37, 41):
    print(f"start_jacobian_rank(n=6, R=3, seed={seed}) =", start_jacobian_rank(n=6, R=3, seed=seed), "(4R = 12)", flush=True)
N1 = 56
tot = sum(corner_bound(R=3, T=12, alpha=(a, b, N1 - a - b)) for a in range(N1 + 1) for b in range(N1 + 1 - a))
print("sum of corner_bound over 1653 blocks =", tot, "; depth4_ideal_bound(R=3, T=12) =", depth4_ideal_bound(R=3, T=12))
print("34024833 <= that:", 34024833 <= tot)
