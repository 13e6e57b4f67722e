"""Rank (mod p) of the Jacobian of the Start map x^1..x^s -> (a^(1..L)), a^(l) = W^(H,l) h^(s,l),
for the lab's explicit RAC at one explicit Start point: a lower bound on dim Z (Z = closure of the Start image).
Forward-mode: every state carries (value, d/dx for the M*s input coordinates) mod p."""
import sys, numpy as np
sys.path.insert(0, '/work/main')
from proofs.general.instance import explicit_rac, explicit_points, _mod

def rank_mod_p(A, p):
    A = [[int(v) % p for v in row] for row in A]; r = 0
    rows, cols = len(A), len(A[0]) if A else 0
    for c in range(cols):
        piv = next((i for i in range(r, rows) if A[i][c]), None)
        if piv is None: continue
        A[r], A[piv] = A[piv], A[r]; inv = pow(A[r][c], p - 2, p)
        A[r] = [v * inv % p for v in A[r]]
        for i in range(rows):
            if i != r and A[i][c]:
                f = A[i][c]; A[i] = [(v - f * w) % p for v, w in zip(A[i], A[r])]
        r += 1
    return r
p = 11863279
def jac_rank(L, M, R, T):
    s = T // 2
    rac = explicit_rac(depth=L, M=M, R=R)
    x = _mod(explicit_points(count=1, steps=s, M=M, end=False)[0], p)  # (s, M)
    n = M * s
    WI = [_mod(w, p) for w in rac.W_I]; WH = [_mod(w, p) for w in rac.W_H]
    # state: (R, 1+n) value + derivatives
    h = [np.concatenate([_mod(h0, p)[:, None], np.zeros((R, n), dtype=np.int64)], axis=1) for h0 in rac.h0]
    for t in range(s):
        below = np.zeros((M, 1 + n), dtype=np.int64); below[:, 0] = x[t]
        for m in range(M): below[m, 1 + t * M + m] = 1
        new = []
        for l in range(L):
            A = (WH[l] @ h[l]) % p
            B = (WI[l] @ below) % p
            C = np.zeros_like(A)
            C[:, 0] = A[:, 0] * B[:, 0] % p
            C[:, 1:] = (A[:, :1] * B[:, 1:] + A[:, 1:] * B[:, :1]) % p
            new.append(C); below = C
        h = new
    a = [(WH[l] @ h[l]) % p for l in range(L)]
    J = np.concatenate([al[:, 1:] for al in a], axis=0)  # (L R, n)
    return rank_mod_p(J % p, p)
if __name__ == '__main__':
    for (L, M, R, T) in [(3,2,3,8),(3,2,4,8),(3,2,3,10),(3,2,4,12),(3,2,6,12),(4,2,3,6),(4,2,3,8),(4,2,3,10),(4,2,6,10),(3,3,5,8),(4,2,2,8),(4,2,2,10)]:
        s = T//2
        print((L,M,R,T), 'jac rank', jac_rank(L,M,R,T), 'bound (M-1)s+L =', (M-1)*s+L, 'Ms =', M*s, 'LR =', L*R, flush=True)
