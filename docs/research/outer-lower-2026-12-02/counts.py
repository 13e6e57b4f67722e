"""Counts for the floor lemma and the T = 16 lower bound (exact integer arithmetic, no ranks)."""
from math import comb, ceil
from numerics.bounds.depth4 import corner_bound, common_support_count, start_degrees
from numerics.bounds.depth4_blocks import orbit_representatives, block_case, formula_block_rank
from proofs.general.depth4.box_jet import interior_lower_bound

# 1. the vertex bound of Proposition 12 equals 3 c_3(C(n,2), n-1) (= 3 dim V_0)
for T in range(10, 62, 2):
    n = T // 2
    N1 = comb(n + 2, 3)
    vb = corner_bound(R=3, T=T, alpha=(N1, 0, 0))
    c = 3 * common_support_count(R=3, degrees=(comb(n, 2), n - 1))
    assert vb == c, (T, vb, c)
print("vertex bound == 3 c_3(C(n,2), n-1) for T = 10..60")

# 2. every non-interior sorted alpha has alpha_1 >= D for n >= 8 (min over them is ceil((N1-(n-1))/2))
for n in range(5, 201):
    N1, d1 = comb(n + 2, 3), comb(n + 1, 2)
    D = d1 + 3 * (n - 1)
    ok = ceil((N1 - (n - 1)) / 2) >= D
    if n <= 9 or not ok:
        print(f"n={n}: min alpha_1 over non-interior = {ceil((N1-(n-1))/2)}, D = {D}, ok={ok}")
    if n >= 8:
        assert ok
# brute force for n = 8..12
for n in range(8, 13):
    N1, d1 = comb(n + 2, 3), comb(n + 1, 2)
    D = d1 + 3 * (n - 1)
    bad = [a for a, k in orbit_representatives(n1=N1) if a[2] < n and a[0] < D]
    assert not bad, (n, bad[:3])
print("brute force: every non-interior orbit has alpha_1 >= D at n = 8..12")

# 3. T = 16 (and 18, 20): the floor bound
for T in (16, 18, 20):
    n = T // 2
    N1 = comb(n + 2, 3)
    floor = 3 * common_support_count(R=3, degrees=(comb(n, 2), n - 1))
    reps = orbit_representatives(n1=N1)
    tot = sum(k for a, k in reps)
    inter = sum(k for a, k in reps if a[2] >= n)
    outer = tot - inter
    bycls = {}
    fsum_outer = 0
    for a, k in reps:
        if a[2] >= n:
            continue
        cls, fr = formula_block_rank(T=T, alpha=a)
        b = bycls.setdefault(cls, [0, 0, 0])
        b[0] += 1; b[1] += k; b[2] += k * fr
        fsum_outer += k * fr
    ib = interior_lower_bound(M=3, R=3, T=T)
    print(f"T={T}: blocks {tot}, interior {inter}, outer {outer}, floor per block {floor}, interior bound {ib}")
    print(f"   proved lower bound = {ib} + {outer} x {floor} = {ib + outer * floor}")
    print(f"   formula on outer blocks = {fsum_outer}; formula total = {ib + fsum_outer}")
    for cls, (o, k, s) in sorted(bycls.items()):
        print(f"   class {cls}: {o} orbits, {k} blocks, formula sum {s}, floor sum {k*floor}, gap {s - k*floor}")
