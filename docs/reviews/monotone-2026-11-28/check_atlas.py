"""Item 6: Proposition 16's order applied to the committed atlas and docs/general_inputs.json, recomputed.

Run from the repository root: OMP_NUM_THREADS=1 python docs/reviews/monotone-2026-11-28/check_atlas.py
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
KEY = ("depth", "M", "R", "T")


def below(a, b):
    return a[3] == b[3] and a[0] <= b[0] and a[1] <= b[1] and a[2] <= b[2]


def raw_tables():
    """Per shape from the raw atlas rows: best rank over all rows (any K) and least recorded separation cap."""
    rows = json.loads((ROOT / "numerics/data/atlas.json").read_text())
    lower, cap = defaultdict(int), {}
    for r in rows:
        k = tuple(r[x] for x in KEY)
        lower[k] = max(lower[k], r["rank"])
        c = min(r["separation_caps"].values()) if r["separation_caps"] else None
        if c is not None:
            cap[k] = min(cap.get(k, c), c)
    return dict(lower), cap, len(rows)


def violations(lower, cap):
    """Pairs a <= b (same T) with a certified rank at a above the least cap at b."""
    return [(a, lower[a], b, cap[b]) for a in lower for b in cap if below(a, b) and lower[a] > cap[b]]


def carried(open_rows, lower):
    out = {}
    for r in open_rows:
        k = tuple(r[x] for x in KEY)
        best = max(((v, s) for s, v in lower.items() if below(s, k)), default=(0, None))
        own = max(r["grid_rank"], r["eval_rank"] or 0)
        out[k] = dict(own=own, carried=best[0], source=best[1], cap=r["cap"])
    return out


def main():
    data = json.loads((ROOT / "docs/general_inputs.json").read_text())
    open_rows = data["rows"]
    lower, cap, n_atlas = raw_tables()
    print(f"atlas rows {n_atlas}, shapes {len(lower)}; open rows {len(open_rows)}")
    # the open table's own ranks and (refreshed) caps join the atlas numbers
    low_all, cap_all = dict(lower), dict(cap)
    for r in open_rows:
        k = tuple(r[x] for x in KEY)
        low_all[k] = max(low_all.get(k, 0), r["grid_rank"], r["eval_rank"] or 0)
        cap_all[k] = min(cap_all.get(k, r["cap"]), r["cap"])
    own_caps_drift = sum(1 for r in open_rows if cap.get(tuple(r[x] for x in KEY)) != r["cap"])
    print(f"open rows whose recorded atlas cap differs from the table's cap: {own_caps_drift}")
    for name, (lo, up) in {"raw atlas": (lower, cap), "raw atlas + open table": (low_all, cap_all)}.items():
        v = violations(lo, up)
        print(f"(a) {name}: rank-above-cap pairs a<=b: {len(v)} {v[:5]}")
        same = [k for k in lo if k in up and lo[k] > up[k]]
        pairs = [(a, b) for a in lo for b in up if below(a, b) and a != b]
        tight = [(a, b) for a, b in pairs if lo[a] == up[b]]
        improve = [b for b in up if min(up[t] for t in up if below(b, t)) < up[b]]
        print(f"    comparable pairs a<b: {len(pairs)}, tight (rank(a) == cap(b)): {len(tight)}")
        print(f"    shapes whose cap a shape above improves: {len(improve)} {improve[:5]}")
        print(f"    same-shape rank > cap: {len(same)}")
    # the same from the lab's k_sequences (ranks over the contiguous K run, caps from the current registry)
    from numerics.atlas import committed_atlas, k_sequences

    seq = {tuple(s[x] for x in KEY): s for s in k_sequences(committed_atlas())}
    klow = {k: s["rank"] for k, s in seq.items()}
    kcap = {k: s["separation_cap"] for k, s in seq.items()}
    print(f"(a) k_sequences: shapes {len(seq)}, pairs: {len(violations(klow, kcap))}")
    diff_rank = [(k, lower.get(k), klow[k]) for k in klow if lower.get(k) != klow[k]]
    diff_cap = [(k, cap.get(k), kcap[k]) for k in kcap if cap.get(k) != kcap[k]]
    print(f"    k_sequences rank != raw best rank at {len(diff_rank)} shapes {diff_rank[:5]}")
    print(f"    k_sequences cap != raw recorded cap at {len(diff_cap)} shapes {diff_cap[:5]}")
    # (b) the carried lower bounds on the open rows: own reading, lower = raw atlas best + open table ranks
    for name, lo in {"raw atlas + open eval": low_all, "k_sequences + open eval": None}.items():
        if lo is None:
            lo = dict(klow)
            for r in open_rows:
                k = tuple(r[x] for x in KEY)
                lo[k] = max(lo.get(k, 0), r["eval_rank"] or 0)
        cb = carried(open_rows, lo)
        raised = {k: v for k, v in cb.items() if v["carried"] > v["own"]}
        reach = {k: v for k, v in raised.items() if v["carried"] == v["cap"]}
        over = {k: v for k, v in cb.items() if v["carried"] > v["cap"]}
        print(f"(b) {name}: raised {len(raised)}, reaching the cap {len(reach)}, above the cap {len(over)}")
        for k, v in sorted(reach.items()):
            print(f"    pinned by carry: {k} own {v['own']} carried {v['carried']} from {v['source']} cap {v['cap']}")
    notpinned = [k for k, q in seq.items() if q["status"] != "pinned"]
    open_keys = {tuple(r[x] for x in KEY) for r in open_rows}
    print(f"atlas shapes not pinned: {len(notpinned)}, of them in the open table: {len(open_keys & set(notpinned))}")
    lo_all = dict(klow)
    for r in open_rows:
        k = tuple(r[x] for x in KEY)
        lo_all[k] = max(lo_all.get(k, 0), r["eval_rank"] or 0)
    extra = [k for k in notpinned if k not in open_keys]
    pin_extra = [k for k in extra if max(v for s, v in lo_all.items() if below(s, k)) >= kcap[k]]
    print(f"not-pinned atlas shapes outside the open table pinned by a carried bound: {len(pin_extra)} {pin_extra[:5]}")
    from proofs.general.atlas_open import carried_bounds, load_open

    rows = load_open()["rows"]
    lab = carried_bounds(rows)
    lraised = [r for r in rows if lab[tuple(r[x] for x in KEY)]["lower"] > max(r["grid_rank"], r["eval_rank"] or 0)]
    lreach = [r for r in lraised if lab[tuple(r[x] for x in KEY)]["lower"] == r["cap"]]
    mine = carried(open_rows, lo)
    agree = sum(1 for k, b in lab.items() if b["lower"] == mine[k]["carried"])
    print(f"lab carried_bounds: raised {len(lraised)}, reaching the cap {len(lreach)}; lower equal to mine at {agree}")


if __name__ == "__main__":
    main()
