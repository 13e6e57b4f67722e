# Reviewer k189: negative controls and the explicit cofactor family of Lemma C.  Usage: python control.py P SEED a2 a3 k
import sys, random
P_, SEED_, A2_, A3_, K_ = sys.argv[1:6]
sys.argv = [sys.argv[0], P_, SEED_, A2_, A3_]
import rv2
from flint import nmod_mat
P = rv2.P; k = int(K_)
Ar = rv2.A_rows(k); Jr = rv2.J_rows(k); Yr = rv2.Y_rows()
def nz(fun): return sum(1 for r in rv2.apply(Ar, fun) for x in r if x)
print(f"P={P} seed={SEED_} alpha'=({A2_},{A3_}) k={k}")
print("helper's functionals: nonzero values on A_k generators:", nz(rv2.functionals(k)))
print("control rho/p at (w_j, +w_i) instead of (w_j, -w_i): nonzero values:", nz(rv2.functionals(k, ctl_rho=-1)))
if int(A2_) + int(A3_) == 3:
    print("control Omega^(2) with the sign of the w_k l_k(q) phi term flipped: nonzero values:", nz(rv2.functionals(k, ctl_sgn2=-1)))
    f = rv2.functionals(k)
    print("  per functional (Omega1_12, Omega2_12, Omega1_13, ...), nonzero values:", [nz([x]) for x in f])
# explicit cofactor family of Lemma C at this point
Om = rv2.functionals(k); n = len(Om)
OJ = rv2.apply(Jr, Om)              # |J| x n
rng = random.Random(5)
while True:
    S = rng.sample(range(len(Jr)), n)
    D = nmod_mat(n, n, [OJ[s][r] for s in S for r in range(n)], P)   # rows s, cols r
    Delta = int(D.det())
    if Delta: break
adj = D.inv() * Delta                # adj(D) = Delta D^{-1}
X = []
for t in range(len(Jr)):
    y = nmod_mat(1, n, OJ[t], P) * adj   # row vector over s
    row = [Delta * a % P for a in Jr[t]]
    for si, s in enumerate(S):
        ys = int(y[0, si])
        if ys:
            row = [(a - ys * b) % P for a, b in zip(row, Jr[s])]
    X.append(row)
OX = rv2.apply(X, Om)
print(f"cofactor family: Delta != 0; Omega(X_t) all zero: {not any(x for r in OX for x in r)}; rank X = {rv2.rank(X)}; "
      f"rank(Y + X) = {rv2.rank(Yr + X)}")
