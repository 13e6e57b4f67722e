"""Statement (B) and the open conditions (OC), (OC') of docs/research/thin-AB-every-n-2026-12-04/NOTES.md at the
SWAPPED point S_p^sigma (W3, H2 with columns 2 and 3 exchanged), so that Theorem S'' applies to the boxes (a, inf)
at S_p (Lemma Sw of NOTES.md here).  Own code (own_copy.Model: generators h_k q^mu l, slices, (J)+(Y) rows) with
FLINT ranks.  usage: base_B_swap.py n [N ...]   (default N = n+3, n+4)"""
import sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from own_copy import Point, Model, lab_point, P
from tri import rank

n = int(sys.argv[1]); Ns = [int(x) for x in sys.argv[2:]] or [n + 3, n + 4]
pt0, _ = lab_point(1)
pt = Point(pt0.W3[:, [0, 2, 1]], pt0.H2[:, [0, 2, 1]])
W3 = [[int(v) % P for v in row] for row in pt.W3]; H2 = [[int(v) % P for v in row] for row in pt.H2]
# (OC)
def lin(c, X, Z): return (c[0] * X + c[2] * Z) % P
rho = [(W3[r][2], (-W3[r][0]) % P) for r in range(3)]
oc = all(v % P for row in W3 + H2 for v in row)
oc &= len({(r0 * pow(r1, P - 2, P)) % P if r1 else None for r0, r1 in rho}) == 3
oc &= all(lin(W3[s], *rho[r]) for r in range(3) for s in range(3) if s != r)
oc &= all(lin(H2[k], *rho[r]) for r in range(3) for k in range(3))
# (OC'): B = (W3^T)^-1 has B_(r2) != 0 (index 1), quadrics hbar_k ybar_k independent
Bm = pt.B
oc2 = all(int(Bm[r, 1]) % P for r in range(3))
Q = []
for k in range(3):
    a1, a3 = H2[k][0], H2[k][2]; b1, b3 = W3[k][0], W3[k][2]
    Q.append([a1 * b1 % P, (a1 * b3 + a3 * b1) % P, a3 * b3 % P])
oc2 &= rank(np.array(Q, np.int64)) == 3
print(f"n={n} swapped point: (OC) {oc}, (OC') {oc2}, B_(r2) = {[int(Bm[r,1]) for r in range(3)]}", flush=True)
m = Model(n, pt)
for N in Ns:
    t0 = time.time()
    S = m.S(0, N, 1)
    dS = rank(S)
    C = m.conditions(0, N, 1)
    dT = (N + 1) * m.nc - rank(C)
    print(f"  (B') b=1 slice 0, N={N} (= n+{N-n}): dim S = {dS}, dim T = {dT}, equal: {dS == dT}   [{time.time()-t0:.1f}s]", flush=True)
