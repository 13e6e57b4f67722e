"""Exact integer check of the quantities in the proof of Lemma Pi at the integer lift of S_p (W3, H2 positive ints):
(P) positivity, (H) minors, (a) p_(g-2) p_g - p_(g-1)^2 < 0 for every non-vertex mu and 1<=g<=n,
(c) omega_k2 R_(g-1) + omega_k3 R_g > 0 at the vertices; also these are nonzero mod p."""
import sys, itertools
sys.path.insert(0, '/work/main')
from proofs.general.depth4.thin.slices import special_point
P = 1048571
sp = special_point(seed=1)
W = [[int(v) for v in row] for row in sp.W3]; H = [[int(v) for v in row] for row in sp.H2]
print("(P) all W3, H2 entries > 0:", all(v > 0 for r in W + H for v in r))
print("(H) minors eta_k2 eta_k'3 - eta_k3 eta_k'2 nonzero over Z and mod p:",
      [(k, kk, (H[k][1]*H[kk][2]-H[k][2]*H[kk][1]) != 0, (H[k][1]*H[kk][2]-H[k][2]*H[kk][1]) % P != 0) for k in range(3) for kk in range(k+1, 3)])
def polmul(a, b):
    out = [0]*(len(a)+len(b)-1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i+j] += x*y
    return out
for n in range(3, 8):
    ok = True; okp = True; cnt = 0
    for mu in itertools.product(range(n), repeat=3):
        if sum(mu) != n-1 or max(mu) == n-1:
            continue
        p = [1]   # coefficient of t^i (z^(n-1-i)): factor omega_r3 + omega_r2 t
        for r in range(3):
            for _ in range(mu[r]):
                p = polmul(p, [W[r][2], W[r][1]])
        pp = lambda i: p[i] if 0 <= i < len(p) else 0
        for g in range(1, n+1):
            d = pp(g-2)*pp(g) - pp(g-1)**2
            cnt += 1
            ok &= d < 0; okp &= d % P != 0
    vok = True; vokp = True
    for k in range(3):
        R = [H[k][2], H[k][1]]
        for _ in range(n-1):
            R = polmul(R, [W[k][2], W[k][1]])
        for g in range(1, n+1):
            val = W[k][1]*R[g-1] + W[k][2]*R[g]
            vok &= val > 0; vokp &= val % P != 0
    print(f"n={n}: non-vertex determinants ({cnt}) all < 0: {ok}, all nonzero mod p: {okp}; vertex values > 0: {vok}, nonzero mod p: {vokp}")
