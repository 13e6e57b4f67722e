"""Extra checks (own code except where marked):
 (1) the explicit conditions: coefficients of the monomials in B_i minus N_i (transverse order 1..beta_i-1 at L_i)
     are linearly independent on I_D: rank of pi_{B - N} Phi == |B - N| == r0 formula (all columns, small n;
     blocks for larger n).
 (2) negative controls: (a) the definition with v_0 replaced by a random vector gives a rank != formula;
     (b) adding diagonal terms c_a p'_a to mu (breaking E_aa = 0) breaks the block formula.
 (3) the lab's seed-0 weights (obtained with the lab's _weights; the checks are ours) satisfy the open conditions U
     mod 2^31-1, for R = 3..6, M = R - 1.
"""
import sys, random, time
from math import comb
from r0lib import *
import r0lib

which = sys.argv[1]

if which == "explicit":
    R = int(sys.argv[2]); nmax_full = int(sys.argv[3]); nmax = int(sys.argv[4]); seed = int(sys.argv[5])
    M = R - 1
    W2, d, ell = weights(R, M, seed)
    terms, Es, v = mu_terms_adapted(W2, d)
    for n in range(2, nmax + 1):
        t0 = time.time()
        N1 = n * (n + 1) // 2
        f = R * (comb(n + 2 * R - 3, 2 * R - 2) - comb(n + R - 2, R - 1))
        out = f"R={R} n={n} formula r0={f}"
        if n <= nmax_full:
            rows = [(al, be) for al in monos(R, N1) for be in monos(R, n)
                    if any(wt(i, al, be) < 0 and al[i] != N1 for i in range(R))]
            index = {m: t for t, m in enumerate(rows)}
            cols = []
            for tm in terms:
                for al in monos(R, N1 - 1):
                    for be in monos(R, n - 1):
                        col = {}
                        for a, k, cf in tm:
                            b2 = be[:a] + (be[a] + 1,) + be[a + 1:]
                            a2 = al[:k] + (al[k] + 1,) + al[k + 1:]
                            t = index.get((a2, b2))
                            if t is not None:
                                col[t] = (col.get(t, 0) + cf) % PR
                        cols.append(col)
            out += f" |B-N|={len(rows)} rank(pi_(B-N) Phi, all columns)={rank(cols, len(rows))}"
        tot = 0
        for i in range(R):
            cols, rows = block_matrix(R, n, i, terms)
            keep = {t for t, (al, be) in enumerate(rows) if al[i] != N1}
            sub = [{t: x for t, x in c.items() if t in keep} for c in cols]
            tot += rank(sub, len(rows))
        out += f" sum_i rank(block_i on B_i-N_i)={tot} ok={tot == f}"
        print(out + f" {time.time() - t0:.1f}s", flush=True)

if which == "control":
    R, M = 3, 2
    seed = 11
    for n in (3, 4, 5):
        f = R * (comb(n + 2 * R - 3, 2 * R - 2) - comb(n + R - 2, R - 1))
        W2, d, ell = weights(R, M, seed)
        orig_lines = r0lib.lines
        rnd = random.Random(99)
        def bad_lines(W2, d, prime=PR):
            vs = orig_lines(W2, d, prime)
            vs[0] = [rnd.randrange(1, prime) for _ in range(R)]
            return vs
        r0lib.lines = bad_lines
        rd, _, _ = r0_direct(R, M, n, seed)
        r0lib.lines = orig_lines
        rgood, _, _ = r0_direct(R, M, n, seed)
        terms, Es, v = mu_terms_adapted(W2, d)
        rnd2 = random.Random(7)
        terms_bad = [tm + [(a, a, rnd2.randrange(1, PR)) for a in range(R)] for tm in terms]
        rb = [rank(*(lambda c, r: (c, len(r)))(*block_matrix(R, n, i, terms_bad))) for i in range(R)]
        print(f"control n={n}: formula={f} direct(true lines)={rgood} direct(v_0 random)={rd}  "
              f"blocks with diagonal terms={rb} (formula per block {f // R})", flush=True)

if which == "labpoint":
    sys.path.insert(0, "/work/main")
    from proofs.general.depth3.one_step_m2 import _weights  # only to obtain the lab's numbers
    P = 2**31 - 1
    for R in (3, 4, 5, 6):
        M = R - 1
        W2, dd, ell, coef = _weights(R, 2, 0, M)
        W2 = [[int(x) for x in row] for row in W2]
        dd = [[int(x) for x in dd]] if M == 2 else [[int(x) for x in row] for row in dd]
        d = [[1] * R] + dd
        ok = all(int(x) % P for x in ell)
        try:
            terms, Es, v = mu_terms_adapted(W2, d, prime=P)   # asserts: each L_i a line, lines independent, E_ii = 0
        except AssertionError as e:
            print(f"R={R}: lab point fails: {e}"); continue
        for i in range(R):
            Y = [[Es[m][a][i] for a in range(R) if a != i] for m in range(M)]
            X = [[Es[m][i][j] for j in range(R) if j != i] for m in range(M)]
            ok &= flint.nmod_mat(Y, P).rank() == M and flint.nmod_mat(X, P).rank() == M
        print(f"R={R} M={M}: lab seed-0 weights (same for every n) in U mod 2^31-1: {ok}", flush=True)
