"""formula/3 for the A boxes: Conjecture 49's per-coordinate rank of the block (C(n+2,3)-a-b, a, b) at T = 2n is the
same for a = n and a = n + 1 (and equals c_3 - 3C(n-b+3,4)), for 1 <= b <= n-1, n = 5..20."""
from math import comb
from numerics.bounds.depth4_blocks import formula_block_rank
ok = True
for n in range(5, 21):
    d1 = comb(n + 1, 2); c = comb(n + 2, 2); c3 = comb(d1 + 2, 2) * c - 3 * (d1 + n)
    for b in range(1, n):
        vals = []
        for a in (n, n + 1):
            cl, r = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - a - b, a, b))
            vals.append((cl, r % 3, r // 3))
        good = vals[0] == vals[1] and vals[0][0] == "A" and vals[0][1] == 0 and vals[0][2] == c3 - 3 * comb(n - b + 3, 4)
        ok &= good
        if not good: print("MISMATCH", n, b, vals)
print("formula/3 equal for a = n and a = n+1, class A, = c_3 - 3C(n-b+3,4), for all n = 5..20, 1 <= b <= n-1:", ok)
