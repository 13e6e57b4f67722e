"""Exact optimum s* = ceil((2R-2)/(M-1)) for the Start side from proved blocks (Lemmas S1, S2, S3, S4 of NOTES §2):
 tail  T0(b) b>=2: (b, b) nodes, needs 2b-2 steps;   T+(b) b>=2: (b, b+1) nodes, needs 2b-1 steps
 cycle C0(b) b>=1: (b, b), 2b steps;  C+(b) b>=2: (b, b+1), 2b+1 steps;  C-(b) b>=2: (b, b-1), 2b-1 steps
One tail block and at most M-2 cycle blocks with layer-1 total R and layer-2 total R, all steps <= s*.
Search (DP) for every pair; then verify each found assignment by the exact Krylov rank (mod p) of the assembled
selector instance at s* (and < 2R at s*-1)."""
import sys, math, json
import numpy as np
from start_blocks import rank_mod_p

P = 2_147_483_629

def blocks_cycle(s):
    out = [("D33", 3, 3)] if s >= 3 else []
    for b in range(1, s + 1):
        if 2 * b <= s: out.append(("C0", b, b))
        if b >= 2 and 2 * b + 1 <= s: out.append(("C+", b, b + 1))
        if b >= 2 and 2 * b - 1 <= s: out.append(("C-", b, b - 1))
    return out

def blocks_tail(s):
    out = []
    for b in range(2, s + 3):
        if 2 * b - 2 <= s: out.append(("T0", b, b))
        if 2 * b - 1 <= s: out.append(("T+", b, b + 1))
    return out

def search(M, R, s):
    cyc = blocks_cycle(s)
    # reach[(x, y)] = minimal number of cycle blocks to get layer sums (x, y), with a witness
    best = {(0, 0): (0, [])}   # (x, y) -> (inputs used, blocks), BFS on inputs used
    frontier = [(0, 0)]
    for used in range(1, M - 1):
        new = []
        for (x, y) in list(best):
            n, lst = best[(x, y)]
            for blk in cyc:
                k = 2 if blk[0] == "D33" else 1
                if n + k != used: continue
                X, Y = x + blk[1], y + blk[2]
                if X > R or Y > R: continue
                if (X, Y) not in best:
                    best[(X, Y)] = (n + k, lst + [blk]); new.append((X, Y))
    for t in blocks_tail(s):
        key = (R - t[1], R - t[2])
        if key in best: return [t] + best[key][1]
    return None

def build(M, R, blocks):
    sigma, tau, alpha, m = [0] * R, [0] * R, [0] * R, [0] * R
    L1 = 0; L2 = 0
    inp = 0
    for j, (kind, b, b2) in enumerate(blocks):
        c = list(range(L1, L1 + b)); d = list(range(L2, L2 + b2)); L1 += b; L2 += b2
        for i in range(b): sigma[c[i]] = c[(i + 1) % b]
        if kind == "D33":   # sigma = [0,0,0], tau = [0,2,1], alpha = [0,0,1], heads on layer-1 nodes 0 and 1
            for i, t in enumerate([0, 0, 0]): sigma[c[i]] = c[t]
            for i, t in enumerate([0, 2, 1]): tau[d[i]] = d[t]
            for i, t in enumerate([0, 0, 1]): alpha[d[i]] = c[t]
            inp += 1; m[c[0]] = inp; inp += 1; m[c[1]] = inp
            continue
        if kind[0] == "T":
            for i in range(b2):
                tau[d[i]] = d[(i + 1) % (b2 - 1)] if i < b2 - 1 else d[i]
                alpha[d[i]] = c[(i + 1) % b]
        else:
            for i in range(b2): tau[d[i]] = d[(i + 1) % b2]
            for i in range(b2):
                alpha[d[i]] = c[i % b] if kind in ("C0", "C+") else c[(i + 1) % b]
        inp += 1; m[c[0]] = inp
    assert inp <= M - 1
    assert L1 == R and L2 == R
    Hm = np.zeros((R, R), dtype=object); Am = np.zeros((R, R), dtype=object); Bm = np.zeros((R, R), dtype=object); Wm = np.zeros((R, M), dtype=object)
    for v in range(R):
        Hm[v, sigma[v]] = 1; Am[v, alpha[v]] = 1; Bm[v, tau[v]] = 1; Wm[v, m[v]] = 1
    Mk = np.block([[Hm, np.zeros((R, R), dtype=object)], [Am.dot(Hm), Bm]]); N = np.vstack([Wm, Am.dot(Wm)])
    return Mk, N

def krylov(Mk, N, s):
    cols = []; X = N.copy()
    for _ in range(s):
        cols.append(X); X = Mk.dot(X) % P
    return rank_mod_p(np.hstack(cols))

if __name__ == "__main__":
    Rmax = int(sys.argv[1]); fails = []; n = 0
    for R in range(3, Rmax + 1):
        for M in range(2, R):
            s = math.ceil((2 * R - 2) / (M - 1)); n += 1
            blocks = search(M, R, s)
            if blocks is None:
                fails.append((M, R, s)); print(json.dumps(dict(M=M, R=R, s=s, found=False))); continue
            Mk, N = build(M, R, blocks)
            r, r0 = krylov(Mk, N, s), krylov(Mk, N, s - 1)
            ok = r == 2 * R
            if not ok: fails.append((M, R, s, "rank", r))
            print(json.dumps(dict(M=M, R=R, s=s, blocks=blocks, rank=r, rank_s_minus_1=r0, ok=ok)), flush=True)
    print(json.dumps(dict(pairs=n, failures=fails)))
