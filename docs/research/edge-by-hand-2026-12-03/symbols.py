"""helper-143: the bulk step's open condition (NOTES 3.2) at the points of seeds 1, 2: on each edge S and for each r,
the quartic q4 = (L b')_m'' l123 and the two cubics C_w = sum_i w_i z_i l'_i prod_(j!=i) l_j (w a basis of z-perp,
z = z_(r,S)) restricted to the edge b' = e_m + t e_m' have no common root (gcd 1, and not all of degree-drop type at
t = infinity: the leading coefficients are checked too)."""
from flint import nmod_poly
from phi import P, params, mm, cross

for seed in (1, 2):
    prm = params(seed)
    L, B, Q = prm['L'], prm['B'], prm['Q']
    BL = mm(B, L)
    out = []
    for r in range(3):
        for (m, mp) in ((0, 1), (0, 2), (1, 2)):
            mpp = 3 - m - mp
            lin = lambda row: nmod_poly([row[m] % P, row[mp] % P], P)
            l = [lin(B[i]) for i in range(3)]; lp = [lin(BL[i]) for i in range(3)]
            lo = [l[1] * l[2], l[0] * l[2], l[0] * l[1]]
            z = cross(Q[r][m], Q[r][mp])
            w1 = cross(z, [1, 0, 0]); w2 = cross(z, [0, 1, 0])
            C = [sum((lp[i] * lo[i] * (w[i] * z[i] % P) for i in range(3)), nmod_poly([], P)) for w in (w1, w2)]
            q4 = lin(L[mpp]) * l[0] * l[1] * l[2]
            g = C[0].gcd(C[1]).gcd(q4)
            # root at t = infinity (the vertex e_mp): all three top coefficients (degrees 3, 3, 4) vanish?
            inf = all(int(c) == 0 for c in (C[0].coeffs()[3:4] or [0])) and all(int(c) == 0 for c in (C[1].coeffs()[3:4] or [0])) \
                and all(int(c) == 0 for c in (q4.coeffs()[4:5] or [0]))
            out.append(g.degree() == 0 and not inf)
    print(f"seed {seed}: no common root on any (r, S): {all(out)} ({sum(out)} of {len(out)})")
