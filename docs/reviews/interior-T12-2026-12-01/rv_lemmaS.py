"""Lemma S input and Proposition 12's per-block bound at T = 12 for every interior orbit."""
from math import comb
from proofs.general.depth4.corner_blocks import start_jacobian_rank
from numerics.bounds.depth4 import corner_bound
for s, seed in [(6, 1), (6, 5)]:
    print(f"start_jacobian_rank(n={s}, R=3, seed={seed}) =", start_jacobian_rank(n=s, R=3, seed=seed), flush=True)
N1 = 56
orb = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= 6]
vals = {corner_bound(R=3, T=12, alpha=a) for a in orb}
print(len(orb), "interior orbit representatives; corner_bound values:", vals)
