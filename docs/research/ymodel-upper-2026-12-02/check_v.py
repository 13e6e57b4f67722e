"""Theorem V's explicit elements (NOTES.md §3): for each point q_ij (third index h) and z = 0..m, the element
    c^kappa * b1 b2 b3 * n_h1^(m+1) * b^mu'' * g_top,  kappa_i = s - z, kappa_j = 0, kappa_h = z,
    g_top = [w^(s - A, alpha_2, alpha_3)] l^kappa,  |mu''| = N_2 - s - m - 4,
lies in the family of Proposition 54 (c^kappa b1 b2 b3 b^mu' [w^beta] l^kappa), hence in Y_alpha cap J_k. The proof
says Lemma V's 3(m+1) functionals have rank 3(m+1) on these 3(m+1) elements, block-triangular by point. Here the
values Omega(element) are computed with the lab's lemma_v_functionals at the lab's point and ranked mod p."""
import sys, time, resource
from math import comb
import numpy as np
from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_matmul_mod_p, flint_rank_mod_p
from proofs.general.depth4 import closures, fat_points
from proofs.general.free_states import exponents, poly_mul

P = closures.PRIME
TRIPLES = closures._TRIPLES

def lin(n, t, col):  # n_{t, col+1} as a dict polynomial in b
    return {tuple(1 if u == m else 0 for u in range(3)): int(n[t, col, m]) % P for m in range(3) if int(n[t, col, m]) % P}

def run(T, a2, a3, k=0, seed=1, mu_choice=0):
    s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
    A = a2 + a3; m = s - A
    alpha = (n1 - A, a2, a3)
    omega = closures.lemma_v_functionals(T=T, alpha=alpha, k=k, seed=seed)
    n, W4, general = fat_points._weights(seed)
    assert general
    ib, ic = fat_points._index(n2), fat_points._index(s)
    nb = len(ib)
    b123 = {(1, 1, 1): 1}
    rows, labels = [], []
    for (i, j, h) in TRIPLES:
        nh = lin(n, h, 0)
        pw = {(0, 0, 0): 1}
        for _ in range(m + 1):
            pw = poly_mul(pw, nh, p=P)
        deg_mu = n2 - s - m - 4
        assert deg_mu >= 0
        mu = [0, 0, 0]; mu[mu_choice] = deg_mu
        base_b = poly_mul(poly_mul(b123, pw, p=P), {tuple(mu): 1}, p=P)
        for z in range(m + 1):
            kap = [0, 0, 0]; kap[i] = s - z; kap[h] = z
            # g_top = [w^(s-A, a2, a3)] prod_t (sum_c w_c n_{t,c})^{kap_t}: expand in w and b
            poly = {((0, 0, 0), (0, 0, 0)): 1}
            for t in range(3):
                for _ in range(kap[t]):
                    new = {}
                    for (ew, eb), v in poly.items():
                        for c in range(3):
                            for mm in range(3):
                                cf = int(n[t, c, mm]) % P
                                if not cf:
                                    continue
                                kw = tuple(e + (u == c) for u, e in enumerate(ew))
                                if kw[1] > a2 or kw[2] > a3:
                                    continue
                                kb = tuple(e + (u == mm) for u, e in enumerate(eb))
                                new[kw, kb] = (new.get((kw, kb), 0) + v * cf) % P
                    poly = new
            gtop = {eb: v for (ew, eb), v in poly.items() if ew == (s - A, a2, a3) and v}
            F = poly_mul(base_b, gtop, p=P)
            vec = np.zeros(nb * len(ic), dtype=np.int64)
            base = ic[tuple(kap)] * nb
            for eb, v in F.items():
                vec[base + ib[tuple(eb)]] = v % P
            rows.append(vec); labels.append(((i, j, h), z))
    E = np.ascontiguousarray(np.array(rows, dtype=np.int64) % P, dtype=np.uint64)
    Om = np.ascontiguousarray(omega % P, dtype=np.uint64)
    vals = flint_matmul_mod_p(Om, E.T.copy(), P)
    r = flint_rank_mod_p(vals.astype(np.uint64), P, threads=1)[0]
    # block structure: functionals of point q vs elements of point q'
    nf = m + 1
    offdiag = any(vals[a * nf:(a + 1) * nf, b * nf:(b + 1) * nf].any() for a in range(3) for b in range(3) if a != b)
    diag_ranks = [flint_rank_mod_p(np.ascontiguousarray(vals[a * nf:(a + 1) * nf, a * nf:(a + 1) * nf]).astype(np.uint64), P, threads=1)[0] for a in range(3)]
    # Euler/triangular pattern of the proof: Omega_(q, r) on the element z vanishes for r < z, not for r = z
    tri = all((vals[a * nf + rr, a * nf + zz] == 0) == (rr < zz) for a in range(3) for zz in range(nf) for rr in range(zz + 1))
    return dict(alpha=alpha, m=m, functionals=omega.shape[0], rank=r, diag_ranks=diag_ranks, offdiag_nonzero=bool(offdiag), triangular=tri)

if __name__ == "__main__":
    T = int(sys.argv[1]); seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    ks = [int(v) for v in sys.argv[3].split(',')] if len(sys.argv) > 3 else [0]
    s = T // 2
    for a2 in range(1, s):
        for a3 in range(1, a2 + 1):
            if a2 + a3 > s:
                continue
            for k in ks:
                t0 = time.time()
                r = run(T, a2, a3, k=k, seed=seed)
                ok = r['rank'] == 3 * (r['m'] + 1) == r['functionals'] and r['triangular'] and not r['offdiag_nonzero']
                print(f"T={T} seed={seed} k={k} {r} ok={ok} {time.time()-t0:.1f}s maxrss={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024}MB", flush=True)
