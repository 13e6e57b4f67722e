"""Which pairs 2 <= M < R does Theorem E1/E2/E2' cover (helper-130)?  Balanced selector classes (sizes floor/ceil of R/M).
E2 (by hand): K = v* = sum of the three largest class sizes; need a g >= 1 with M >= K g and M g - g(g-1)/2 >= R.
E2' (computer-assisted, R-independent dbeta.py check): class sizes <= 2, K = 1 + min(c, 3), c = R - M doubletons.
E1: M = R - 1 >= 4 (K = 2, g = 2)."""
import sys, math
def sizes(M, R): return sorted([R // M + (1 if m < R % M else 0) for m in range(M)], reverse=True)
def ok(M, R, K):
    for g in range(1, M + 1):
        if M >= K * g and M * g - g * (g - 1) // 2 >= R: return g
    return None
Rmax = int(sys.argv[1])
rows = []
for R in range(3, Rmax + 1):
    cov = {}
    for M in range(2, R):
        s = sizes(M, R); vstar = sum(s[:3])
        how = []
        if M == R - 1 and R >= 5: how.append("E1")
        g = ok(M, R, vstar)
        if g: how.append("E2(K=%d,g=%d)" % (vstar, g))
        if max(s) <= 2:
            Kp = 1 + min(R - M, 3); g2 = ok(M, R, Kp)
            if g2: how.append("E2'(K=%d,g=%d)" % (Kp, g2))
        if how: cov[M] = how
    hand = [M for M in cov if any(h.startswith("E1") or h.startswith("E2(") for h in cov[M])]
    ca = [M for M in cov]
    rows.append((R, min(hand) if hand else None, min(ca) if ca else None,
                 [M for M in range(min(ca) if ca else R, R) if M not in cov]))
    print(R, "by hand from M =", rows[-1][1], "| with E2' from M =", rows[-1][2], "| gaps above:", rows[-1][3])
