"""Check 5: (i) genericity conditions used by the density arguments of Lemma 1(b),(c) for the explicit RAC mod p;
(ii) Theorem A arithmetic: own end-state bound and cap, and where the crude bound (s+1)! > (s+L)^(L(L-1)(R-1)) kicks in."""
from math import comb, factorial, prod
from rev import *

for L in (3, 4, 5):
    for R in (2, 3, 4, 5, 6):
        r = Rac.explicit(L, R)
        rows = all((r.W_I[l] % p != 0).any(axis=1).all() for l in range(1, L))          # (b): no zero row, l >= 2
        offk = (np.delete(r.W_I[1], K, axis=1) % p != 0).any(axis=1).all()                # (c) top: W^{I,2} off-k cols
        colk = (r.W_I[1][:, K] % p != 0).all()                                           # (c) block 0: column k
        if not (rows and offk and colk):
            print("condition fails at", L, R, rows, offk, colk)
print("explicit RAC, L = 3..5, R = 2..6: W^{I,l} (l>=2) no zero row, W^{I,2} off-k part no zero row, "
      "column k of W^{I,2} no zero entry: checked (failures printed above, if any)")

def esb(L, R, T):
    s = T // 2
    return prod(comb(comb(s - 1 + L - l, L - l) + R - 1, R - 1) for l in range(1, L + 1))
def cap(L, T):
    s = T // 2
    return prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 1, T + 1))
print("(4,3,14): end-state bound", esb(4, 3, 14), "cap", cap(4, 14))
print("(3,4,14): end-state bound", esb(3, 4, 14), "cap", cap(3, 14), "(notes quote the ideal bound 2,146,224)")
for L, R in [(3, 3), (3, 4), (4, 3), (5, 5)]:
    # check the chain B(T) <= (s+L)^(L(L-1)(R-1)) and cap >= (s+1)! for s = 2..60, and the first crude crossing
    ok = all(esb(L, R, 2 * s) <= (s + L) ** (L * (L - 1) * (R - 1)) and cap(L, 2 * s) >= factorial(s + 1)
             for s in range(2, 61))
    cross = next(s for s in range(2, 10**4) if factorial(s + 1) > (s + L) ** (L * (L - 1) * (R - 1)))
    mono = all(esb(L, R, 2 * s) < cap(L, 2 * s) for s in range(cross, cross + 40))
    first = next(s for s in range(2, 10**4) if esb(L, R, 2 * s) < cap(L, 2 * s))
    print(f"(L,R)=({L},{R}): chain inequalities hold for s=2..60: {ok}; crude crossing at T = {2*cross}; "
          f"end-state bound < cap first at T = {2*first}, and for 40 more T past the crude crossing: {mono}")
