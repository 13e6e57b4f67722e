r"""The genericity conditions of the proof (NOTES.md §2 (Genericity)), which do not depend on s:
(G1) W4[k, i] != 0 for i = 0, 1, 2;
(G2) A_1 = chat_0 n_00 and A_2 = chat_1 n_10 (two plane cubics in b) meet in 9 distinct points (so transversally).
(G2) is certified by a random projective change of coordinates, then Res_(b2)(A_1, A_2)(1, b1) of degree 9 and
squarefree (its discriminant nonzero).  Run over Q at an integer point with small entries (exact), and mod p at the
lab's point (seed 1, p = 2^29 - 3).  One point of the (Zariski-open, s-independent) set suffices for 'nonempty'.
Also lists the 9 points: z_i = {n_i0 = n_i1 = 0}, q_ii' = {n_i0 = n_i'0 = 0} and the three B_k (rank-1 points of
[M_0 | M_1]), and checks that z_i, q_ii' lie on both cubics."""
import sys
import numpy as np
import sympy as sp
sys.path.insert(0, "/work/main")

b0, b1, b2 = sp.symbols('b0 b1 b2')
B = sp.Matrix([b0, b1, b2])


def cubics(n, W4, k, mod=None):
    nl = [[sum(int(n[i][a][m]) * B[m] for m in range(3)) for a in range(3)] for i in range(3)]
    M = [sp.Matrix([int(W4[k][i]) * nl[i][a] for i in range(3)]) for a in (0, 1)]
    ch = M[0].cross(M[1])
    A1, A2 = sp.expand(ch[0] * nl[0][0]), sp.expand(ch[1] * nl[1][0])
    return nl, ch, A1, A2


def g0(W2, W3, W4, k, mod):
    """(G0): W3 invertible, W4[k, i] != 0, the 2x2 minors of W2's first two columns nonzero (mod p if given)."""
    red = (lambda x: x % mod) if mod else (lambda x: x)
    det3 = red(int(sp.Matrix(W3).det()))
    minors = [red(int(W2[a][0]) * int(W2[b][1]) - int(W2[b][0]) * int(W2[a][1])) for a, b in ((0, 1), (0, 2), (1, 2))]
    return dict(W3_invertible=det3 != 0, W4_row_nonzero=all(red(int(W4[k][i])) != 0 for i in range(3)), W2_minors_nonzero=all(m != 0 for m in minors))


def certify(n, W4, k, mod, rng):
    nl, ch, A1, A2 = cubics(n, W4, k)
    ok_w4 = all(int(W4[k][i]) % (mod or 0 or 10**100) != 0 for i in range(3)) if mod else all(int(W4[k][i]) != 0 for i in range(3))
    # points z_i, q_ii' (cross products of coefficient vectors) lie on A1 = A2 = 0
    coef = lambda f: sp.Matrix([sp.Poly(f, b0, b1, b2).coeff_monomial(x) for x in (b0, b1, b2)])
    pts = [coef(nl[i][0]).cross(coef(nl[i][1])) for i in range(3)] + [coef(nl[i][0]).cross(coef(nl[i2][0])) for i in range(3) for i2 in range(i + 1, 3)]
    on = all((sp.expand(A1.subs(dict(zip((b0, b1, b2), p)))) % (mod or 10**400) == 0 if mod else sp.expand(A1.subs(dict(zip((b0, b1, b2), p)))) == 0)
             and (sp.expand(A2.subs(dict(zip((b0, b1, b2), p)))) % (mod or 10**400) == 0 if mod else sp.expand(A2.subs(dict(zip((b0, b1, b2), p)))) == 0) for p in pts)
    sqf, tried, lc_ok, deg = False, 0, False, None
    while not sqf and tried < 6:   # a squarefree degree-9 resultant in some projection certifies 9 simple points
        tried += 1
        G = sp.Matrix(3, 3, lambda i, j: int(rng.integers(-9, 10)))
        if G.det() == 0:
            continue
        sub = dict(zip((b0, b1, b2), list(G * sp.Matrix([1, b1, b2]))))
        f1, f2 = sp.expand(A1.xreplace(sub)), sp.expand(A2.xreplace(sub))
        P1, P2 = sp.Poly(f1, b2), sp.Poly(f2, b2)
        lc1, lc2 = P1.LC(), P2.LC()
        lc_ok = (lc1 % mod != 0 and lc2 % mod != 0) if mod else (lc1 != 0 and lc2 != 0)
        R = sp.Poly(sp.resultant(f1, f2, b2), b1)            # over Z (exact)
        if mod:
            R = sp.Poly(R.as_expr(), b1, modulus=mod)           # its reduction = the resultant of the reductions
        deg = R.degree()
        sqf = lc_ok and deg == 9 and sp.gcd(R, R.diff(b1)).degree() == 0
    return dict(W4_nonzero=ok_w4, z_q_on_both_cubics=on, degree_in_b2=lc_ok, res_degree=deg, res_squarefree=sqf, projections_tried=tried)


if __name__ == '__main__':
    rng = np.random.default_rng(5)
    # own integer point over Q: W2, W3, W4 with entries in 1..20; n[i, a, m] = W3[i, m] W2[m, a]
    W2, W3, W4 = (rng.integers(1, 21, size=(3, 3)) for _ in range(3))
    n = [[[int(W3[i, m]) * int(W2[m, a]) for m in range(3)] for a in range(3)] for i in range(3)]
    for k in (0, 1, 2):
        print(f"own point over Q (numpy seed 5, entries 1..20), k = {k} (0-based):", g0(W2.tolist(), W3.tolist(), W4.tolist(), k, None), certify(n, W4.tolist(), k, None, rng), flush=True)
    from proofs.general.depth4 import fat_points as fp
    nn, W4l, gen = fp._weights(1)
    r1 = np.random.default_rng(1)   # the lab's _weights(seed=1): W2, W3, W4 drawn in this order
    L2, L3, L4 = (r1.integers(1, fp.PRIME, size=(3, 3), dtype=np.int64) for _ in range(3))
    assert (np.einsum("im,mj->ijm", L3, L2) % fp.PRIME == nn).all() and (L4 == W4l).all()
    print("lab point (seed 1) mod p = 2^29 - 3, k = 0 (0-based):", g0(L2.tolist(), L3.tolist(), L4.tolist(), 0, fp.PRIME), certify(nn.tolist(), W4l.tolist(), 0, fp.PRIME, rng), flush=True)
