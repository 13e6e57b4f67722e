"""The explicit block recipe of NOTES §2.4 (Theorem S*), verified by the exact Krylov rank mod p of the assembled
selector instance: rank 2R at s* = ceil((2R-2)/(M-1)) (and its value at s*-1) for every 2 <= M < R <= Rmax."""
import sys, math, json
from start_optimal import build, krylov

def recipe(M, R):
    s = math.ceil((2 * R - 2) / (M - 1)); n = M - 2
    if s % 2 == 0:
        q = s // 2; b1 = min(q + 1, R); blocks = [("T0", b1, b1)]; rest = R - b1
        for _ in range(n):
            b = min(q, rest)
            if b: blocks.append(("C0", b, b)); rest -= b
        assert rest == 0
        return s, blocks
    q = (s - 1) // 2
    if q >= 2:
        pair, small = [("C+", q, q + 1), ("C-", q + 1, q)], [("C0", q, q), ("C0", q, q)]
        if n % 2: base, npairs = [("T+", q + 1, q + 2), ("C-", q + 1, q)], (n - 1) // 2
        else: base, npairs = [("T0", q + 1, q + 1)], n // 2
    else:
        pair, small = [("D33", 3, 3)], [("C0", 1, 1), ("C0", 1, 1)]
        if n % 2: base, npairs = [("T+", 2, 3), ("C-", 2, 1)], (n - 1) // 2
        else: base, npairs = [("T0", 2, 2)], n // 2
    Rmax = sum(b for _, b, _ in base) + npairs * sum(b for _, b, _ in pair)
    r = Rmax - R
    assert 0 <= r <= npairs, (M, R, s, Rmax)
    blocks = list(base)
    for i in range(npairs): blocks += small if i < r else pair
    return s, blocks

if __name__ == "__main__":
    Rmax = int(sys.argv[1]); bad = []; n = 0
    for R in range(3, Rmax + 1):
        for M in range(2, R):
            s, blocks = recipe(M, R); Mk, N = build(M, R, blocks)
            r, r0 = krylov(Mk, N, s), krylov(Mk, N, s - 1); n += 1
            ok = r == 2 * R and r0 < 2 * R
            if not ok: bad.append((M, R))
            print(json.dumps(dict(M=M, R=R, s_star=s, blocks=blocks, rank=r, rank_prev=r0, ok=ok)), flush=True)
    print(json.dumps(dict(pairs=n, failures=bad)))
