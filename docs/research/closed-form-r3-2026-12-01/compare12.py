from proofs.general.depth4 import sep_t12
from sepmodel import block_model
rec = sep_t12.recorded_bounds()
mod = block_model(6)
bad = []
for a, (o, case, r) in mod.items():
    lo, up = rec[a]
    if a == (53, 3, 0): up = 16785  # Proposition 46 (Lemma D)
    if not (lo == r == up): bad.append((a, case, r, lo, up))
print("orbits", len(mod), "mismatches", bad)
print("model sum", sum(o * r for o, _, r in mod.values()), "SEP", sep_t12.SEP)
