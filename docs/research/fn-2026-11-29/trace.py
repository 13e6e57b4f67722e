"""Trace of the one-step generators on a general line L of P^2_a (adapted coordinates p'):
a(tau) = tau0*A0 + tau1*A1.  T(n, e): k[tau]_{e-n} * (restricted generators) = H^0(M'_L(e)), of dimension
(e+1)(N-1) - 2n  (M'_L = O^{N-2n-1} + O(-1)^{2n}, N = C(n+2,2)).  Also q_e = h'_n(e) - dim N'_e on P^2."""
import sys, math, random, itertools
import flint
from onestep import p, comps, generators, pencil, dimN, hp

def restrict(g, A0, A1):
    # g: dict (a0,a1,a2,c0,c1,c2) -> v ; substitute a_i = A0_i t0 + A1_i t1 -> dict (t1exp, c...) (t0 implicit)
    out = {}
    for ex, v in g.items():
        poly = {0: 1}
        for i in range(3):
            for _ in range(ex[i]):
                new = {}
                for k, w in poly.items():
                    new[k] = (new.get(k, 0) + w * A0[i]) % p
                    new[k + 1] = (new.get(k + 1, 0) + w * A1[i]) % p
                poly = new
        for k, w in poly.items():
            key = (k,) + ex[3:]
            out[key] = (out.get(key, 0) + w * v) % p
    return out

def trace_dim(n, e, gens, A0, A1):
    rg = [restrict(g, A0, A1) for g in gens]
    rows = {}
    for k in range(e + 1):
        for be in comps(n):
            rows[(k,) + be] = len(rows)
    cols = []
    for g in rg:
        for s in range(e - n + 1):          # multiply by t1^s t0^(e-n-s)
            cols.append({rows[(key[0] + s,) + key[1:]]: v for key, v in g.items() if v})
    M = flint.nmod_mat(len(cols), len(rows), p)
    for j, col in enumerate(cols):
        for i, v in col.items():
            M[j, i] = v
    return M.rank()

if __name__ == '__main__':
    kind = sys.argv[1]; n = int(sys.argv[2]); es = [int(x) for x in sys.argv[3:]]
    E1, E2 = pencil(kind)
    gens = generators(n, E1, E2)
    g = random.Random(99)
    A0 = [g.randrange(1, p) for _ in range(3)]; A1 = [g.randrange(1, p) for _ in range(3)]
    N = math.comb(n + 2, 2)
    for e in es:
        t = trace_dim(n, e, gens, A0, A1)
        tgt = (e + 1) * (N - 1) - 2 * n
        print(f"pencil={kind} n={n} e={e}: trace rank {t}, H^0(M'_L(e)) = {tgt}, short {tgt - t}", flush=True)
