"""Which shapes of numerics/data/atlas.json certify Conjecture 15 (computer-assisted, generic RAC).

A row (L, M, R, T, K) with certified grid rank == separation_cap (a proven upper bound on sep for every RAC)
shows: generic sep == cap and the generic grid rank with K templates == sep. The generic grid rank is
nondecreasing in K (sub-grid), so Conjecture 15 holds at the shape if such a K is <= Ke = ((r, D_{s+1})).
Run from the repo root: .venv/bin/python docs/research/templates-2026-11-29/atlas_conj15.py
"""

import json
from collections import defaultdict
from math import comb
from pathlib import Path

from numerics.bounds import separation_cap

ATLAS = Path(__file__).resolve().parents[3] / "numerics" / "data" / "atlas.json"


def mc(n, k):
    return comb(n + k - 1, k)


def ke(L, M, R, T):
    s = T // 2
    return mc(min(M, R), comb(s + L - 2, L - 1))


def main():
    rows = json.loads(ATLAS.read_text())
    best = defaultdict(dict)
    meth = {}
    for r in rows:
        sh = (r["depth"], r["M"], r["R"], r["T"])
        if r["rank"] >= best[sh].get(r["K"], -1):
            best[sh][r["K"]] = r["rank"]
            meth[sh + (r["K"],)] = r.get("method")
    cert, notcert, unpinned = [], [], []
    for sh, byk in sorted(best.items()):
        L, M, R, T = sh
        cap = separation_cap(depth=L, M=M, R=R, T=T)
        ks = sorted(k for k, rk in byk.items() if rk == cap)
        assert all(rk <= cap for rk in byk.values()), sh
        K_e = ke(*sh)
        if not ks:
            unpinned.append(sh)
        elif ks[0] <= K_e:
            cert.append((sh, ks[0], K_e, meth[sh + (ks[0],)]))
        else:
            notcert.append((sh, ks[0], K_e))
    print("shapes:", len(best), "pinned:", len(cert) + len(notcert), "unpinned:", len(unpinned))
    print("certified (first K at cap <= Ke):", len(cert))
    print("  by depth:", {L: sum(1 for c in cert if c[0][0] == L) for L in range(1, 7)})
    print("  methods of the certifying rows:", {m: sum(1 for c in cert if c[3] == m) for m in {c[3] for c in cert}})
    print("  certified with K* < Ke:", sum(1 for c in cert if c[1] < c[2]), " with K* == Ke:", sum(1 for c in cert if c[1] == c[2]))
    print("pinned but first K at cap > Ke (atlas starts at K = M):", len(notcert))
    # M >= R shapes: same (L, R, R, T) answer. Is the reduced shape certified?
    certset = {c[0] for c in cert}
    rescued = [n for n in notcert if n[0][1] > n[0][2] and (n[0][0], n[0][2], n[0][2], n[0][3]) in certset]
    print("  of them M > R with (L, R, R, T) certified:", len(rescued))
    rest = [n for n in notcert if n not in rescued]
    print("  remaining:", len(rest), "M>R among them:", sum(1 for n in rest if n[0][1] > n[0][2]),
          "depth>=2 among them:", sum(1 for n in rest if n[0][0] >= 2))
    for n in rest:
        if n[0][0] >= 2 and n[0][2] > 1:
            print("   ", n)
    print("  remaining with R = 1 (sep = 1, trivial):", sum(1 for n in rest if n[0][2] == 1))
    with open(Path(__file__).parent / "atlas_conj15_certified.txt", "w") as f:
        for c in cert:
            f.write(f"{c}\n")


if __name__ == "__main__":
    main()
