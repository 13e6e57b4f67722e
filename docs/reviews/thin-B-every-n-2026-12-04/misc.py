"""Small n-independent checks at S_p (own code): the closed forms found in sym.py, evaluated mod p;
the AB notes' closed form of dim T(n+4) against 8C(n+1,2)+2n for n = 3..60; n+4 <= C(n,2) iff n >= 5."""
from math import comb
from proofs.general.depth4.thin.slices import special_point
pt = special_point(seed=1); p = int(pt.p)
W = [[int(v) % p for v in r] for r in pt.W3]
det = (W[0][0]*(W[1][1]*W[2][2]-W[1][2]*W[2][1]) - W[0][1]*(W[1][0]*W[2][2]-W[1][2]*W[2][0]) + W[0][2]*(W[1][0]*W[2][1]-W[1][1]*W[2][0])) % p
def minor(a, b): return (W[a][0]*W[b][2] - W[a][2]*W[b][0]) % p
idet = pow(det, p - 2, p)
cst = [(-minor(1, 2)) * idet % p, minor(0, 2) * idet % p, (-minor(0, 1)) * idet % p]
print("c* from the 2x2 minors (sym.py (a)):", cst, " (notes: 749470, 885671, 212749)")
lam0 = (-minor(0, 1) * minor(0, 2) * minor(1, 2)) * idet % p
print("lambda0 = -m12 m13 m23 / det W3 mod p:", lam0, " (notes and refB [C]: 443711)")
bad = [n for n in range(3, 61) if 5*comb(n+2, 2) + 3 + 2*3*(n-1) + 3*comb(n-1, 2) - (n+5) - 2*n != 8*comb(n+1, 2) + 2*n]
print("AB closed form sum_kappa(5+|supp kappa|)-(n+5)-2n == 8C(n+1,2)+2n for n = 3..60:", not bad)
print("n+4 <= C(n,2) exactly for n >= 5 (n = 3..60):", all((n + 4 <= comb(n, 2)) == (n >= 5) for n in range(3, 61)))
print("p - 2 =", p - 2, ": char p > n+1 for every n <= p-2")
