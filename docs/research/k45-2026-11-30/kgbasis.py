def KG_basis(S):
    """basis of K_G: (G_k) in (+)_k (3,2) with F_k = m1_k l123 G_k, H4^-T F in (+)J3_r, H4^-T M F in (+)J3_r."""
    from kcore import ctx, GV, bimonos, vec, inv3, T, nmod_mat, P
    H4iT = T(inv3(S.H4))
    M6 = bimonos(6, 3); n6 = len(M6); idx6 = {e: i for i, e in enumerate(M6)}
    J = [S.J3_basis(r) for r in range(3)]
    Dm1 = [sum((GV[i] * S.lp[i] * S.lo[i] * int(S.prm['Wm'][k][i]) for i in range(3)), ctx.from_dict({})) for k in range(3)]
    Ll = sum((S.lp[i] * S.lo[i] for i in range(3)), ctx.from_dict({}))
    Gmon = bimonos(3, 2)
    rows = []
    for r in range(3):
        for b in J[r]:
            v = [0] * (6 * n6); v[r * n6:(r + 1) * n6] = vec(b, idx6); rows.append(v)
            v = [0] * (6 * n6); v[(3 + r) * n6:(4 + r) * n6] = vec(b, idx6); rows.append(v)
    nJ = len(rows)
    gens = []
    for k in range(3):
        for e in Gmon:
            G = ctx.from_dict({e: 1})
            F = S.m1[k] * S.l123 * G
            Mf = 2 * G * Dm1[k] + S.m1[k] * (G * Ll + S.D(G))
            v1, v2 = [], []
            for r in range(3):
                v1 += vec(int(H4iT[r][k]) * F, idx6); v2 += vec(int(H4iT[r][k]) * Mf, idx6)
            rows.append(v1 + v2); gens.append((k, G))
    A = nmod_mat(len(rows), 6 * n6, [x for r in rows for x in r], P)
    NN, nn = A.transpose().nullspace()
    out = []
    for cc in range(nn):
        coeffs = [int(NN[nJ + j, cc]) for j in range(len(gens))]
        if any(coeffs):
            F = [ctx.from_dict({}) for _ in range(3)]
            for a, (k, G) in zip(coeffs, gens):
                if a:
                    F[k] += a * S.m1[k] * S.l123 * G
            out.append(F)
    return out
