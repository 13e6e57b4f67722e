"""The base case (s, d) = (4, 6) with the lab's module at the point of seed 1 (and 2, 3): every candidate row."""
from proofs.general.depth4.thin.edge_phi import weight_point, phi_rank_at, open_conditions, edge_counts
for seed in (1, 2, 3):
    P = weight_point(seed=seed)
    oc = open_conditions(P)
    r = phi_rank_at(P, T=8, per_b=None, check=True)
    print(f"seed {seed}: open conditions all hold: {all(oc.values())} ({len(oc)} checked); T=8 (s=4, d=6): rows {r.rows}/"
          f"{r.candidates} candidates, cols {r.columns}, rank Phi1 {r.rank_phi1}, rank Phi {r.rank_phi} (6q-27 = {r.bound})")
