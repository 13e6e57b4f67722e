"""Jacobian certificate at s = 10, 11 with the 2026-11-29 reviewer's own code (rev.py, imported unchanged)."""
import json, sys
sys.path.insert(0, "../d4-2026-11-29")
import rev
for seed in (11, 12):
    for s in (10, 11):
        r, sh = rev.jac(s, seed)
        print(json.dumps({"seed": seed, "s": s, "jac_rank": r, "shape": sh}), flush=True)
