"""Recount the pinned shapes of numerics/data/atlas.json and those whose first K at the cap is exact."""

import json
from collections import Counter, defaultdict
from pathlib import Path

from numerics.bounds import separation_cap, upper_bounds

ATLAS = Path(__file__).resolve().parents[3] / "numerics" / "data" / "atlas.json"


def main():
    rows = json.loads(ATLAS.read_text())
    print("rows:", len(rows), "methods:", dict(Counter(r.get("method") for r in rows)))
    best = defaultdict(dict)  # shape -> K -> best rank
    for r in rows:
        shape = (r["depth"], r["M"], r["R"], r["T"])
        K = r["K"]
        best[shape][K] = max(best[shape].get(K, r["rank"]), r["rank"])
    pinned = exact = beyond = beyond_exact = 0
    not_exact = []
    for (L, M, R, T), by_k in sorted(best.items()):
        K, run = M, []
        while K in by_k:
            run.append((K, by_k[K]))
            K += 1
        if not run:
            continue
        cap = separation_cap(depth=L, M=M, R=R, T=T)
        first = next((k for k, rk in run if rk == cap), None)
        if first is None:
            assert max(rk for _, rk in run) < cap, (L, M, R, T)
            continue
        pinned += 1
        below = first > 1 and min(upper_bounds(depth=L, M=M, R=R, T=T, K=first - 1).values()) < cap
        exact += below
        beyond += first > M
        beyond_exact += below and first > M
        if not below and first > M:
            not_exact.append((L, M, R, T, first))
    print(f"pinned shapes: {pinned}; exact first K: {exact}")
    print(f"pinned beyond K = M: {beyond}; of them exact: {beyond_exact}; not exact: {not_exact}")


if __name__ == "__main__":
    main()
