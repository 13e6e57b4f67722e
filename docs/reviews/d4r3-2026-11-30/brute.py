"""Reviewer's brute force (own code): depth-4 RAC End side, R = 3, Start states (a, b, c, g) free,
W^(I,1) = I, T = 2n.  y = W^O h^(T,4); step s+1: h1 = w (= a o u_1), h2 = b o W2 h1, h3 = c o W3 h2,
h4 = g o W4 h3; steps t >= s+2: h1 = (H1 h1) o u_t, h_l = (H_l h_l) o (W_l h_(l-1)).
Q(w = (1, t, 0)) = sum_j t^j Q_(N1-j, j, 0): Vandermonde in t = 0..N1 mod p.
mode 'k=K': g = e_K, X = #monomials of bidegree (N2, s) Start points (b, c) (unisolvent, checked), Y End points;
   rank of Q_(alpha,K) for the requested j, and the coefficient vectors of its Start span are tested for
   containment in Y_j, Y_s and J_K (bases rebuilt here the same way as yj.py, sympy over Z, reduced mod p).
mode 'all': g random, X = Y points; rank Q_alpha.
Usage: python brute.py n seed mode Y [X] [--js=...]"""
import sys, time, itertools, resource
from math import comb
import numpy as np, sympy as sp, flint

p = 1000000007
args = [a for a in sys.argv[1:] if not a.startswith('--')]
n, seed, mode, Ypts = int(args[0]), int(args[1]), args[2], int(args[3])
R = 3; s = n; N1, N2 = comb(n + 2, 3), comb(n + 1, 2)
JS = list(range(N1 + 1))
for a in sys.argv:
    if a.startswith('--js='): JS = [int(x) for x in a[5:].split(',')]

def weights(seed):  # identical to yj.py
    rng = np.random.default_rng(seed)
    return {nm: rng.integers(1, p, size=(R, R), dtype=np.int64) for nm in ("W2", "W3", "W4", "H1", "H2", "H3", "H4")} | \
           {"WO": rng.integers(1, p, size=(R,), dtype=np.int64)}

def monos(d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

def matvec(A, x):  # A (3,3) int64, x list of 3 arrays (broadcastable) -> list of 3 arrays mod p
    return [((int(A[i, 0]) * x[0]) % p + (int(A[i, 1]) * x[1]) % p + (int(A[i, 2]) * x[2]) % p) % p for i in range(R)]

def to_nmod(arr):
    arr = np.asarray(arr, dtype=np.int64) % p
    return flint.nmod_mat(arr.shape[0], arr.shape[1], arr.ravel().tolist(), p)

def Y_J_bases(Wt, k, e1=0, e2=1, need=None):
    W2, W3, W4 = Wt["W2"], Wt["W3"], Wt["W4"]
    b = sp.symbols('b0:3'); w1, w2 = sp.symbols('w1 w2')
    nf = {(i, j): sum(int(W3[i, m]) * int(W2[m, j]) * b[m] for m in range(R)) for i in range(R) for j in range(R)}
    ell = [w1 * nf[(i, e1)] + w2 * nf[(i, e2)] for i in range(R)]
    mb, mc = monos(N2), monos(s); ib = {e: i for i, e in enumerate(mb)}; ic = {e: i for i, e in enumerate(mc)}
    nb = len(mb); ncols = nb * len(mc)
    need = set(range(s + 1)) if need is None else set(need)
    Ys = {jj: [] for jj in need}
    for kap in mc:
        P = sp.Poly(sp.expand(sp.Mul(*[ell[i] ** kap[i] for i in range(R)])), w1, w2, *b)
        per_t = [dict() for _ in range(s + 1)]
        for mon, co in P.terms():
            per_t[mon[1]][tuple(mon[2:])] = (per_t[mon[1]].get(tuple(mon[2:]), 0) + int(co)) % p
        for jj in need:
            for t in range(jj + 1):
                for beta in monos(N2 - s):
                    row = [0] * ncols
                    for eb, v in per_t[t].items():
                        row[ic[kap] * nb + ib[tuple(x + y for x, y in zip(eb, beta))]] = v
                    Ys[jj].append(row)
    Jrows = []
    for jp in (e1, e2):
        terms = {}
        for i in range(R):
            ec = tuple(int(q == i) for q in range(R))
            for m in range(R):
                eb = tuple(int(q == m) for q in range(R))
                terms[(eb, ec)] = (terms.get((eb, ec), 0) + int(W4[k, i]) * int(W3[i, m]) * int(W2[m, jp])) % p
        for beta in monos(N2 - 1):
            for gam in monos(s - 1):
                row = [0] * ncols
                for (eb, ec), v in terms.items():
                    row[ic[tuple(x + y for x, y in zip(ec, gam))] * nb + ib[tuple(x + y for x, y in zip(eb, beta))]] = v
                Jrows.append(row)
    return {jj: to_nmod(r) for jj, r in Ys.items()}, to_nmod(Jrows), mb, mc

def main():
    t0 = time.time()
    Wt = weights(seed)
    rng = np.random.default_rng(10_000 + seed)
    K = int(mode[2:]) if mode.startswith('k=') else None
    mb, mc = monos(N2), monos(s)
    X = len(mb) * len(mc) if K is not None else (int(args[4]) if len(args) > 4 else Ypts)
    B = rng.integers(1, p, size=(R, X), dtype=np.int64); C = rng.integers(1, p, size=(R, X), dtype=np.int64)
    if K is not None:
        G = np.zeros((R, X), dtype=np.int64); G[K] = 1
    else:
        G = rng.integers(1, p, size=(R, X), dtype=np.int64)
    U = rng.integers(1, p, size=(n - 1, R, Ypts), dtype=np.int64)
    print(f"n={n} T={2*n} seed={seed} mode={mode} X={X} Y={Ypts} N1={N1} js={JS} p={p}", flush=True)
    Vd = flint.nmod_mat(N1 + 1, N1 + 1, [pow(t, j, p) for t in range(N1 + 1) for j in range(N1 + 1)], p)
    Vinv = Vd.inv()   # Q_j = sum_t Vinv[j, t] Q(t)
    acc = {j: np.zeros((X, Ypts), dtype=np.int64) for j in JS}
    for t in range(N1 + 1):
        w = [np.int64(1), np.int64(t % p), np.int64(0)]
        W2w = matvec(Wt["W2"], w)
        h1 = w
        h2 = [(B[i] * int(W2w[i])) % p for i in range(R)]                      # (X,)
        h3 = [(C[i] * x) % p for i, x in enumerate(matvec(Wt["W3"], h2))]
        h4 = [(G[i] * x) % p for i, x in enumerate(matvec(Wt["W4"], h3))]
        h2 = [x[:, None] for x in h2]; h3 = [x[:, None] for x in h3]; h4 = [x[:, None] for x in h4]
        for st in range(n - 1):
            h1 = [(x * U[st, i]) % p for i, x in enumerate(matvec(Wt["H1"], h1))]        # (Y,)
            a2 = matvec(Wt["W2"], h1); h2 = [(x * a2[i][None, :]) % p for i, x in enumerate(matvec(Wt["H2"], h2))]
            a3 = matvec(Wt["W3"], h2); h3 = [(x * a3[i]) % p for i, x in enumerate(matvec(Wt["H3"], h3))]
            a4 = matvec(Wt["W4"], h3); h4 = [(x * a4[i]) % p for i, x in enumerate(matvec(Wt["H4"], h4))]
        yv = sum((int(Wt["WO"][i]) * h4[i]) % p for i in range(R)) % p
        yv = np.broadcast_to(yv, (X, Ypts))
        for j in JS:
            acc[j] = (acc[j] + int(Vinv[j, t]) * yv) % p
    print(f"evaluation done {time.time()-t0:.1f} s", flush=True)
    ranks = {}
    if K is None:
        for j in JS:
            ranks[j] = to_nmod(acc[j]).rank()
            print(f"j={j}: rank Q_(N1-j,j,0) = {ranks[j]}", flush=True)
    else:
        # monomial evaluation matrix of bidegree (N2, s) at the Start points
        Vrows = []
        for x in range(X):
            bp = [[pow(int(B[i, x]), e, p) for e in range(N2 + 1)] for i in range(R)]
            cp = [[pow(int(C[i, x]), e, p) for e in range(s + 1)] for i in range(R)]
            row = []
            for ec in mc:
                cv = cp[0][ec[0]] * cp[1][ec[1]] % p * cp[2][ec[2]] % p
                for eb in mb:
                    row.append(cv * bp[0][eb[0]] % p * bp[1][eb[1]] % p * bp[2][eb[2]] % p)
            Vrows.append(row)
        Vm = flint.nmod_mat(X, X, [v for r in Vrows for v in r], p)
        print(f"monomial evaluation matrix rank {Vm.rank()} of {X} (unisolvent if equal)", flush=True)
        Vmi = Vm.inv()
        CONTROL = '--control' in sys.argv   # negative control: Y, J built from other weights (seed + 1)
        need = sorted({min(j, s) if j <= N1 - s else s for j in JS})
        Yb, Jb, _, _ = Y_J_bases(weights(seed + 1) if CONTROL else Wt, K, need=need)
        if CONTROL: print("NEGATIVE CONTROL: Y and J built from the weights of seed+1", flush=True)
        rJ = Jb.rank(); rY = {jj: Yb[jj].rank() for jj in Yb}
        print(f"dim J_{K} = {rJ}; dim Y_j (j: dim) = {rY}; built {time.time()-t0:.1f} s", flush=True)
        for j in JS:
            M = to_nmod(acc[j]); rk = M.rank()
            Cf = (Vmi * M).transpose()          # rows: coefficient vectors of Q_(alpha K)(., u_y)
            jj = min(j, s) if j <= N1 - s else s   # j > N1 - s: the generators have t >= j - (N1 - s); Y_s holds them all
            def stack_rank(A, Bm):
                return flint.nmod_mat(A.nrows() + Bm.nrows(), A.ncols(),
                                      [int(A[i, c]) for i in range(A.nrows()) for c in range(A.ncols())] +
                                      [int(Bm[i, c]) for i in range(Bm.nrows()) for c in range(Bm.ncols())], p).rank()
            rYS = stack_rank(Yb[jj], Cf); rJS = stack_rank(Jb, Cf)
            ranks[j] = rk
            print(f"j={j}: rank Q_(alpha,k={K}) = {rk}; span in Y_{jj} (j'=min(j,s) for j<=N1-s, else s): {rYS == rY[jj]} "
                  f"({rYS} vs {rY[jj]}); span in J_{K}: {rJS == rJ} ({rJS} vs {rJ})", flush=True)
    print(f"ranks {ranks}")
    print(f"seconds {time.time()-t0:.1f}, peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss} KB")

main()
