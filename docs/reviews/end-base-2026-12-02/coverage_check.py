"""helper-131: which (M, R) satisfy the hypotheses of Theorems E2 and E (as stated in the helper's NOTES sec. 1), own code."""
import sys
def fam_ok(M, R, g):  # Lemma F family dimension bound
    return M * g - g * (g - 1) // 2 >= R
def E2(M, R):
    if not (M < R <= 2 * M): return False
    c = R - M; K = 1 + min(c, 3)
    for g in range(1, M + 1):
        if not fam_ok(M, R, g): continue
        need = 2 * g if c == 1 else (K - 1) * g + 1   # c >= 2: one group may be a single class
        return M >= need                                # least g satisfying fam_ok is optimal
    return False
def E(M, R):
    if not (2 <= M < R): return False
    q, rem = divmod(R, M)
    sizes = sorted([q + 1] * rem + [q] * (M - rem), reverse=True)
    K = sum(sizes[:3])
    for g in range(1, M + 1):
        if fam_ok(M, R, g):
            return M >= K * g
    return False
def clean(M, R):  # the stated sufficient condition M >= 3r(r+1)
    r = -(-R // M); return M >= 3 * r * (r + 1)
Rmax = int(sys.argv[1]) if len(sys.argv) > 1 else 300
least = {}
bad_interval = []; bad_clean = []
for R in range(3, Rmax + 1):
    cov = [M for M in range(2, R) if E2(M, R) or E(M, R)]
    if cov:
        least[R] = cov[0]
        if cov != list(range(cov[0], R)): bad_interval.append(R)
    for M in range(2, R):
        if clean(M, R) and not E(M, R): bad_clean.append((M, R))
print('least M by hand (E or E2), R=5..40:', [(R, least.get(R)) for R in range(5, 41)])
print('R=100,200,400,1000:', [(R, least.get(R)) for R in (100, 200, 400, 1000) if R <= Rmax])
print('non-interval R:', bad_interval[:20], len(bad_interval))
print('clean condition M>=3r(r+1) but E fails:', bad_clean[:20], len(bad_clean))
# special cases
print('M=R-1 covered for R in 5..Rmax:', all(E2(R - 1, R) for R in range(5, Rmax + 1)), ' R=4:', E2(3, 4))
print('M=R-2 covered for R in 7..Rmax:', all(E2(R - 2, R) for R in range(7, Rmax + 1)), ' R=5,6:', E2(3, 5), E2(4, 6))
print('M>=7, R<=2M-1:', all(E2(M, R) for M in range(7, 200) for R in range(M + 1, 2 * M)), ' M=6,R=10/11:', E2(6, 10), E2(6, 11))
print('R=2M, M>=10:', all(E2(M, 2 * M) for M in range(10, 200)), ' M=9:', E2(9, 18))
print('E2 pairs with R<=12:', [(M, R) for R in range(3, 13) for M in range(2, R) if E2(M, R)])
print('E-only pairs (not E2), R<=60:', [(M, R) for R in range(3, 61) for M in range(2, R) if E(M, R) and not E2(M, R)])
# s* and s0 = 3 statements
import math
print('s*=3 for M=R-1, R>=4 and M=R-2, R>=7 (R<=Rmax):', all(math.ceil((2*R-2)/(R-2)) == 3 for R in range(4, Rmax+1)), all(math.ceil((2*R-2)/(R-3)) == 3 for R in range(7, Rmax+1)))
print('s*<=4 for R<=2M-1:', all(math.ceil((2*R-2)/(M-1)) <= 4 for M in range(2, 200) for R in range(M+1, 2*M)))
print('cap_2 < D_2 for all M<R<=Rmax:', all(M*M*(M+1)//2 < R*M*(2*R-M+1)//2 for R in range(3, Rmax+1) for M in range(2, R)))
