"""Section 2.3: T_0(M, R) table (least even T with D <= M^s for all s >= T/2), checked up to s < 400;
region-I cases with cap < D; the lab's regime start T (copied by hand from proposition7.md)."""
from rev_rac2 import Dim, cap
SMAX = 400
def T0(M, R):
    # largest s with D > M^s, below SMAX; T0 = 2(s+1); also report whether region I was 'once true, stays true'
    bad = [s for s in range(1, SMAX) if Dim(M, R, s) > M ** s]
    last = max(bad) if bad else 0
    holes = [s for s in bad if s < last and Dim(M, R, s) <= M ** s]
    # non-monotone: region I at some s below a region II s
    firstI = min([s for s in range(1, SMAX) if Dim(M, R, s) <= M ** s], default=None)
    mono = firstI is None or firstI > last
    return 2 * (last + 1), mono, firstI
print("R\\M " + "".join(f"{M:5d}" for M in range(2, 9)))
nonmono = []
for R in range(2, 9):
    row = []
    for M in range(2, 9):
        t, mono, fI = T0(M, R)
        row.append(t)
    print(f"{R:3d} " + "".join(f"{t:5d}" for t in row))
for M in range(2, 13):
    for R in range(2, 31):
        t, mono, fI = T0(M, R)
        if not mono:
            nonmono.append((M, R, fI, t))
print("pairs M<=12, R<=30 where region I is entered and left again below T0 (first region-I s, T0):", nonmono)
lab = {"xii": (2, 3, 14), "xiii": (3, 4, 10), "xiv": (2, 4, 22), "xv": (4, 5, 10), "xvi": (3, 5, 14),
       "xvii": (4, 6, 12), "xviii": (2, 5, 28), "xix": (3, 6, 18), "xx": (5, 6, 10)}
for k, (M, R, T) in lab.items():
    print(f"regime ({k}) (M,R)=({M},{R}) lab start T={T}  T0={T0(M, R)[0]}  match={T == T0(M, R)[0]}")
print("(2,6): T0 =", T0(2, 6)[0], "; D vs M^s at s=15..18:", [(s, Dim(2, 6, s), 2 ** s) for s in range(15, 19)])
# region I with cap < D, M=2..8, R=2..7, T=4..22, M^s <= 2401
lst = [(M, R, 2 * s) for M in range(2, 9) for R in range(2, 8) for s in range(2, 12)
       if M ** s <= 2401 and Dim(M, R, s) <= M ** s and cap(M, R, s) < Dim(M, R, s)]
print("region I with cap < D (M=2..8, R=2..7, T=4..22, M^s<=2401):", lst)
print("all such have R < M:", all(R < M for M, R, T in lst))
