"""Open conditions used by the b = 0 lemmas beyond the A notes' (OC): hbar_k pairwise independent (Lemma C7 step 1,
Lemma C1), eta_k2 != 0, omega_r2 != 0 (Lemmas C2, C3, C6, C7), and the root of hbar_k differs from every rho_r."""
import sys
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
pt, _ = lab_point(1); p = P
W3, H2 = pt.W3 % p, pt.H2 % p
ind = all((int(H2[k, 0]) * int(H2[j, 2]) - int(H2[k, 2]) * int(H2[j, 0])) % p for k in range(3) for j in range(k + 1, 3))
print('hbar_k pairwise independent:', ind)
print('eta_k2 != 0:', all(int(H2[k, 1]) % p for k in range(3)), ' omega_r2 != 0:', all(int(W3[r, 1]) % p for r in range(3)))
rho = [(int(W3[r, 2]), (-int(W3[r, 0])) % p) for r in range(3)]
print('hbar_k(rho_r) != 0 (root of hbar_k != rho_r):', all((int(H2[k, 0]) * x + int(H2[k, 2]) * z) % p for k in range(3) for (x, z) in rho))
print('W3 =', W3.tolist()); print('H2 =', H2.tolist())
