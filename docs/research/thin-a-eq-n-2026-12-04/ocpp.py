"""Open conditions (OC'') of Lemma A4 at S_p: alpha_k = eta_k1/eta_k2 pairwise distinct and gamma_k = eta_k3/eta_k2
pairwise distinct (eta = H2), eta_k2 != 0, w_r2 != 0 (W3); p odd."""
import numpy as np
from proofs.general.depth4.thin.slices import special_point
pt = special_point(seed=1); p = pt.p
H2 = [[int(v) % p for v in r] for r in np.asarray(pt.H2)]; W3 = [[int(v) % p for v in r] for r in np.asarray(pt.W3)]
inv = lambda a: pow(a, p - 2, p)
al = [H2[k][0] * inv(H2[k][1]) % p for k in range(3)]; ga = [H2[k][2] * inv(H2[k][1]) % p for k in range(3)]
print("p =", p, "odd:", p % 2 == 1)
print("eta_k2 != 0:", all(H2[k][1] for k in range(3)), " w_r2 != 0:", all(W3[r][1] for r in range(3)))
print("alpha =", al, "pairwise distinct:", len(set(al)) == 3)
print("gamma =", ga, "pairwise distinct:", len(set(ga)) == 3)
