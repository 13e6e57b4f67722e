"""Theorem S* witness through the actual RAC: build the recipe's selector matrices (W, H, A, B) explicitly and
differentiate the Start recurrence in forward mode mod p at a random point; rank of the STATE Jacobian
(h^{s,1}, h^{s,2}) at s* and s*-1 (H = P_sigma is singular in the D33 blocks, so (a, g) = (H h, B h) would lose rank
there; §2.0 only needs the states)."""
import sys, json
import numpy as np
from start_recipe import recipe
from start_blocks import start_jacobian_mod_p, rank_mod_p

def selector_matrices(M, R, blocks):
    sigma, tau, alpha, m = [0] * R, [0] * R, [0] * R, [0] * R
    L1 = L2 = 0; inp = 0
    for kind, b, b2 in blocks:
        c = list(range(L1, L1 + b)); d = list(range(L2, L2 + b2)); L1 += b; L2 += b2
        if kind == "D33":
            for i, t in enumerate([0, 0, 0]): sigma[c[i]] = c[t]
            for i, t in enumerate([0, 2, 1]): tau[d[i]] = d[t]
            for i, t in enumerate([0, 0, 1]): alpha[d[i]] = c[t]
            inp += 1; m[c[0]] = inp; inp += 1; m[c[1]] = inp; continue
        for i in range(b): sigma[c[i]] = c[(i + 1) % b]
        if kind[0] == "T":
            for i in range(b2):
                tau[d[i]] = d[(i + 1) % (b2 - 1)] if i < b2 - 1 else d[i]; alpha[d[i]] = c[(i + 1) % b]
        else:
            for i in range(b2):
                tau[d[i]] = d[(i + 1) % b2]; alpha[d[i]] = c[i % b] if kind in ("C0", "C+") else c[(i + 1) % b]
        inp += 1; m[c[0]] = inp
    W = np.zeros((R, M), dtype=np.int64); H = np.zeros((R, R), dtype=np.int64); A = np.zeros((R, R), dtype=np.int64); B = np.zeros((R, R), dtype=np.int64)
    for v in range(R):
        W[v, m[v]] = 1; H[v, sigma[v]] = 1; A[v, alpha[v]] = 1; B[v, tau[v]] = 1
    return W, H, A, B

if __name__ == "__main__":
    rng = np.random.default_rng(1); bad = []; n = 0
    for R in range(3, int(sys.argv[1]) + 1):
        for M in range(2, R):
            s, blocks = recipe(M, R); mats = selector_matrices(M, R, blocks)
            r = rank_mod_p(np.array(start_jacobian_mod_p(*mats, s, rng, states=True), dtype=object))
            r0 = rank_mod_p(np.array(start_jacobian_mod_p(*mats, s - 1, rng, states=True), dtype=object))
            n += 1; ok = r == 2 * R and r0 < 2 * R
            if not ok: bad.append((M, R, r, r0))
            print(json.dumps(dict(M=M, R=R, s_star=s, rank=r, rank_prev=r0, ok=ok)), flush=True)
    print(json.dumps(dict(pairs=n, failures=bad)))
