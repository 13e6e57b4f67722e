"""Section 3/5 arithmetic: does min(M*min(cap_j,D_j), D_{j+1}) = min(cap_{j+1}, D_{j+1}) for all j >= 1
(so that (F-up) with dim E_1 = min(R,M) gives (E) at every j)? Scan M, R <= 12, j < 300."""
from rev_rac2 import Dim, cap
bad = []
for M in range(2, 13):
    for R in range(2, 13):
        for j in range(1, 300):
            e = min(cap(M, R, j), Dim(M, R, j))
            if min(M * e, Dim(M, R, j + 1)) != min(cap(M, R, j + 1), Dim(M, R, j + 1)):
                bad.append((M, R, j)); break
print("pairs (M,R) with a j where the (F-up) recursion misses min(cap,D):", bad)
print("dim E_1 target min(cap_1, D_1) == min(R,M) for all M,R<=12:", all(min(cap(M,R,1), Dim(M,R,1)) == min(R,M) for M in range(2,13) for R in range(2,13)))
