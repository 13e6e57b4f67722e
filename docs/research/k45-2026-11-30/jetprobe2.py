"""Jets of A_k and Y cap J at the special points of V(J_k): beta = e_m (where rank N(beta) = 1), c in the 2-dim kernel
{sum_i c_i w_i W3[i,m] = 0}. alpha' = (1,1), k = 0.  usage: python jetprobe2.py SEED"""
import sys
src = open("jetprobe.py").read().split("NP = int(sys.argv[2])")[0]
exec(src)
for m in range(3):
    for trial in range(2):
        b = [int(j == m) for j in range(3)]
        # c with sum_i c_i w_i W3[i][m] = 0
        c1, c2 = rng.randrange(1, P), rng.randrange(1, P)
        a0, a1, a2_ = [int(w[i]) * int(W3[i][m]) % P for i in range(3)]
        c3 = (-(c1 * a0 + c2 * a1) * pow(a2_, P - 2, P)) % P
        cc = [c1, c2, c3]
        for order in (1, 2, 3, 4):
            Jt = jets(b + cc, order)
            ra = rk(mulm(Ar, Jt)); ry = rk(mulm(YJb, Jt))
            print(f"beta = e_{m}, c {trial}, order <= {order}: jet rank on A_k {ra}, on Y cap J {ry}, of {Jt.shape[1]}", flush=True)
print(f"({time.time()-t0:.0f}s)")
