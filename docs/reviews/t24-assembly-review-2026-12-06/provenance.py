"""Compare the formula/3 and F_a numbers printed in the research logs (N and E boxes, n = 12) with this review's own
Conjecture 49 (review.py), and list which E-box logs of each code exist and reached a ROW/RESULT line."""
import glob, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from review import conj49, C

n, T = 12, 24
N1 = C(n + 2, 3)
own = lambda a, b: conj49(T, (N1 - a - b, a, b))[1] // 3
R = "/work/main/docs/research/"
seen, bad = {}, []
for f in glob.glob(R + "thin-NEC-scoping-2026-12-05/*n12*.log"):
    for m in re.finditer(r"R_inf\((\d+),(\d+);\d+\): class (\w), formula/3 = (\d+)", open(f).read()):
        a, b, cls, v = int(m[1]), int(m[2]), m[3], int(m[4])
        seen[a, b] = (cls, v)
        if v != own(a, b):
            bad.append((f, a, b, v, own(a, b)))
Nboxes = sorted(k for k in seen if seen[k][0] == "N")
print(f"N logs: boxes with a 'formula/3' line: {len(seen)}; class N: {len(Nboxes)}; mismatches vs own: {bad}")
expected = [(a, b) for a in range(1, n + 1) for b in range(1, a + 1) if a + b <= n]
print(f"expected N boxes (b>=1, b<=a, a+b<=n): {len(expected)}; missing from logs: {sorted(set(expected) - set(seen))}")
held = set()
for f in glob.glob(R + "thin-NEC-scoping-2026-12-05/*n12*.log"):
    txt = open(f).read()
    for m in re.finditer(r"RESULT n=12 \((\d+),(\d+)\).*\(L\^N\) HOLDS", txt):
        held.add(("ntop", int(m[1]), int(m[2])))
    for m in re.finditer(r"ROW n=12 box=\((\d+),(\d+)\) e0=\d+ R_inf=\d+ D'=(\d+)", txt):
        held.add(("check", int(m[1]), int(m[2])))
for code in ("ntop", "check"):
    got = {(a, b) for c, a, b in held if c == code}
    print(f"N, {code}: boxes with a HOLDS/ROW(D' found) line: {len(got)}; expected missing: {sorted(set(expected) - got)}")
E = R + "thin-E-boxes-2026-12-05/"
badE = []
for f in sorted(glob.glob(E + "lead_ebox_n12_*.log") + glob.glob(E + "etop_n12*.log")):
    txt = open(f).read()
    for m in re.finditer(r"\[\((\d+),0\)\] F_a = formula_D\(n,\d+,0,d1\) = (\d+), L_a = (\d+)", txt):
        a, v, L = int(m[1]), int(m[2]), int(m[3])
        if v != own(a, 0) or L != (18 if a == 1 else 9):
            badE.append((os.path.basename(f), a, v, own(a, 0), L))
    for m in re.finditer(r"E box \((\d+),0\) d1=78 seed=1 formula/3=(\d+) loss=(\d+)", txt):
        a, v, L = int(m[1]), int(m[2]), int(m[3])
        if v != own(a, 0) or L != (18 if a == 1 else 9):
            badE.append((os.path.basename(f), a, v, own(a, 0), L))
    rows = sorted({int(x) for x in re.findall(r"ROW n=12 \((\d+),0\) e0=\d+ R_inf=\d+ D'=\d+", txt)})
    res = sorted({int(x) for x in re.findall(r"RESULT n=12 \((\d+),0\).*\(L\^E\) HOLDS", txt)})
    print(f"{os.path.basename(f)}: ROW with D' (2nd code): {rows}  RESULT HOLDS (etop): {res}")
print(f"E: F_a / formula/3 and L_a mismatches vs own: {badE}")
print("own E values formula/3 (a,0):", {a: own(a, 0) for a in range(1, n + 2)})
