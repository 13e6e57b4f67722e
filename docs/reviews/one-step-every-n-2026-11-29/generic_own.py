"""The open conditions used by Theorems S, A, B, C, checked mod P at the review's seeds."""
import sys
import numpy as np
from rvlib import P, weights, astar

def det3(M):
    M = [[int(x) % P for x in r] for r in M]
    return (M[0][0]*(M[1][1]*M[2][2]-M[1][2]*M[2][1]) - M[0][1]*(M[1][0]*M[2][2]-M[1][2]*M[2][0]) + M[0][2]*(M[1][0]*M[2][1]-M[1][1]*M[2][0])) % P

for seed in map(int, sys.argv[1:]):
    W1, W2, ell = weights(seed)
    a = astar(W1, W2)
    inv = lambda x: pow(int(x), P - 2, P)
    delta = [int(W1[j, 1]) * inv(W1[j, 0]) % P for j in range(3)]
    res = {'W2 invertible': det3(W2) != 0, 'w1,w2 no zero entry': all(int(x) % P for x in W1.flatten()),
           'delta distinct': len(set(delta)) == 3, 'ell no zero entry (U3)': all(int(x) % P for x in ell),
           'a_i* != 0 (U1)': all(any(x % P for x in ai) for ai in a), 'a_i* not collinear (U2)': det3(a) != 0}
    # zeta_{m,r}(a) = sum_j W2[r,j] w_m[j] a_j ; v_r(a_r*) must vanish; B_i(a) = [(ell_r/ell_i) zeta_{m,r}(a)]_{m, r != i}
    z = lambda m, r, pt: sum(int(W2[r, j]) * int(W1[j, m]) * pt[j] for j in range(3)) % P
    res['zeta_{m,i}(a_i*) = 0'] = all(z(m, i, a[i]) == 0 for i in range(3) for m in range(2))
    dets = []
    for i in range(3):
        rs = [r for r in range(3) if r != i]
        B = [[int(ell[r]) * inv(ell[i]) % P * z(m, r, a[i]) % P for r in rs] for m in range(2)]
        dets.append((B[0][0] * B[1][1] - B[0][1] * B[1][0]) % P)
    res['det B_i(a_i*) != 0'] = all(d != 0 for d in dets)
    # v_r(a_s*) != 0 for s != r (needed for U(a_r*) != 0 in D3(ii) / the unit step of Theorem S)
    res['v_r(a_s*) != 0, r != s'] = all(any(z(m, r, a[s]) for m in range(2)) for r in range(3) for s in range(3) if r != s)
    print(f'seed={seed}:', res, 'ALL', all(res.values()))
