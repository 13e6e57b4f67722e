from math import comb
def mc(r, d): return comb(r + d - 1, d) if r > 0 and d >= 0 else 0
def D(M, R, s): return R * (mc(R, s) - mc(R - M, s))
viol = []
for M in range(2, 13):
    for R in range(1, 31):
        reg1 = [s for s in range(1, 400) if D(M, R, s) <= M**s]
        s0 = reg1[0]
        if any(D(M, R, s) > M**s for s in range(s0, 400)): viol.append((M, R))
print('pairs (M<=12,R<=30) where D<=M^s is not monotone after first s:', viol)
print('M R : least s0>=2 with D<=M^s for all s>=s0  (T0 = 2 s0); region II = 2<=s<s0')
for R in range(2, 9):
    print(R, [(M, 2 * min(s for s in range(2, 400) if all(D(M, R, t) <= M**t for t in range(s, 400)))) for M in range(2, 9)])
