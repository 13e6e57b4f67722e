"""Markdown tables from the logs (helper-125)."""
import json, glob
from math import comb


def mset(r, d):
    return comb(r + d - 1, d) if d >= 0 else 0


def N1(n):
    return n * (n + 1) // 2


def modcount(M, R, n, j):
    """module count of T^(j)(n): ((R, N1(n-j))) * prod_i ((M, N1(n-i+1) - N1(n-j))) * R ((R, n-j))"""
    m = n - j
    c = mset(R, N1(m)) * R * mset(R, m)
    for i in range(1, j + 1):
        c *= mset(M, N1(n - i + 1) - N1(m))
    return c


rows = []
for f in ["scan_small.log", "targets1.log", "targets2.log"]:
    try:
        for l in open(f):
            if l.startswith("{") and "skipped" not in l:
                rows.append(json.loads(l))
    except FileNotFoundError:
        pass
tab = {}
for d in rows:
    key = (d["M"], d["R"], d["n"], "tuple" if d["top"] is None else "per k")
    lvl = "S" if d["m"] is None else d["n"] - d["m"]
    tab.setdefault(key, {})[lvl] = d
print("| M | R | n | tuple / per k | S_n | T^(n) | ... | T^(2) | T^(1) (one-step) | W (ambient) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for key in sorted(tab):
    M, R, n, kind = key
    v = tab[key]
    if n < 2:
        continue
    amb = (R if kind == "tuple" else 1) * mset(R, N1(n)) * mset(R, n)

    def cell(l):
        if l not in v:
            return "-"
        d = v[l]
        r = d["rank"]
        tag = ""
        if l == "S":
            tag = " (cap)" if r == d["bound"] else ""
        else:
            mc = modcount(M, R, n, l) if kind == "tuple" else None
            if r == d["bound"] or (mc is not None and r == mc):
                tag = " (count)"
        return f"{r}{tag}"
    mids = " / ".join(f"j={j}: {cell(j)}" for j in range(n - 1, 2, -1) if j in v) or "-"
    print(f"| {M} | {R} | {n} | {kind} | {cell('S')} | {cell(n)} | {mids} | {cell(2) if n > 2 else '-'} | {cell(1)} | {amb} |")
