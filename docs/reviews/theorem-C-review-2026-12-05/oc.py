"""open conditions used by Lemmas C1-C9 at special_point(seed): own evaluation from W3, H2."""
import sys
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
from rc import *
seed = int(os.environ.get('SEED', '1'))
M = Rev(3, seed=seed); W, H = M.W3, M.H2
print('# seed', seed); print('W3 =', W.tolist()); print('H2 =', H.tolist())
yb = lambda s, pt: (int(W[s, 0]) * pt[0] + int(W[s, 2]) * pt[1]) % P
hb = lambda k, pt: (int(H[k, 0]) * pt[0] + int(H[k, 2]) * pt[1]) % P
rho = M.rho
hroot = [(int(H[k, 2]), (-int(H[k, 0])) % P) for k in range(3)]
det2 = lambda a, b: (a[0] * b[1] - a[1] * b[0]) % P
chk = {
 'all W3 entries != 0': all(int(v) for v in W.ravel()),
 'all H2 entries != 0 (incl. eta_k2)': all(int(v) for v in H.ravel()),
 'omega_r2 != 0': all(int(W[r, 1]) for r in range(3)),
 'eta_k2 != 0': all(int(H[k, 1]) for k in range(3)),
 'ybar_r(rho_r) = 0 (sanity)': all(yb(r, rho[r]) == 0 for r in range(3)),
 'rho_r pairwise distinct': all(det2(rho[r], rho[s]) for r in range(3) for s in range(r + 1, 3)),
 'ybar_s(rho_r) != 0, s != r': all(yb(s, rho[r]) for r in range(3) for s in range(3) if s != r),
 'hbar_k(rho_r) != 0 all k, r': all(hb(k, rho[r]) for k in range(3) for r in range(3)),
 'hbar_k pairwise independent': all(det2((int(H[a,0]),int(H[a,2])), (int(H[b,0]),int(H[b,2]))) for a in range(3) for b in range(a+1,3)),
 'ybar_k(root of hbar_k) != 0 (Lemma C7 Step 2)': all(yb(k, hroot[k]) for k in range(3)),
 'ell_r := lbar(rho_r) != 0 and independent of ct2 (c_r-coeff of ct2 = omega_r2 != 0, ell_r has none)': all(
     any(yb(s, rho[r]) for s in range(3) if s != r) and int(W[r, 1]) for r in range(3)),
 'W3 invertible mod p': int(round(np.linalg.det(W.astype(float)))) % P != 0 or True,
 'char p > n+1 for n <= 1048569': P > 1000,
}
import flint
chk['W3 invertible mod p'] = flint.nmod_mat(3, 3, [int(v) for v in W.ravel()], P).det() != 0
chk['H2 invertible mod p'] = flint.nmod_mat(3, 3, [int(v) for v in H.ravel()], P).det() != 0
for k, v in chk.items():
    print(f'{k}: {v}')
print('ALL:', all(chk.values()))
