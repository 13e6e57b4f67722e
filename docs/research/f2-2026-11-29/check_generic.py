"""Open conditions used in NOTES.md, at integer points of the family (GF(p), p = 1048573):
 (MP)  H1^{-1} z has no zero entry for z in {e_0, e_1, e_2, a_0*, a_1*, a_2*}   (Moving-Point Lemma hypothesis)
 (b)   Lemma K's system for b_0j has rank 2 and y_j(b_0j) = ell(b_0j ⊙ c_j) != 0, j = 0, 1, 2   (Lemma U's (b))
 (X)   w1_j != 0, c_j = W2 e_j without zero entry, e_j not in {a_i*}, u_r pairwise independent (delta distinct)
Run with SUBFAM=H2=I for the sub-family of (a).  Usage: [SUBFAM=H2=I] python check_generic.py seed..."""
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
def inv3(M):
    return from_nmod(to_nmod(M % p).inv())
for seed in map(int, sys.argv[1:]):
    fam = Family(seed)
    Hi = inv3(fam.H1)
    zs = [np.eye(3, dtype=np.int64)[j] for j in range(3)] + list(fam.astar)
    mp = all(int(x) % p != 0 for z in zs for x in Hi.dot(z) % p)
    w1, w2 = fam.W1[:, 0], fam.W1[:, 1]
    okb = True
    for j in range(3):
        ej = np.eye(3, dtype=np.int64)[j]; cj = fam.W2[:, j]
        rows = []
        for wm in (w1, w2):
            v = fam.W2.dot(fam.H1.dot(ej) * wm % p) % p
            rows.append([int(cj[s] * int((fam.ell * v % p).dot(fam.H2[:, s]) % p) % p) for s in range(3)])
        rk = to_nmod(np.array(rows, np.int64)).rank()
        b0 = fam.Q[j][3:]
        yj = int((fam.ell * (b0 * cj % p) % p).sum() % p)
        okb = okb and rk == 2 and yj != 0
    delta = [w2[r] * pow(int(w1[r]), p - 2, p) % p for r in range(3)]
    okx = all(int(w1[j]) % p for j in range(3)) and all(int(x) % p for x in fam.W2.ravel()) \
        and len(set(delta)) == 3 and all(int(fam.astar[i][k]) % p for i in range(3) for k in range(3))
    print(f"SUBFAM={os.environ.get('SUBFAM','')!r} seed={seed}: (MP) {mp}  (b) {okb}  (X) {okx}", flush=True)
