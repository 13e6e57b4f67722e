"""Lemmas B (on V_r), C and Theorem P's inclusion, own code: python t_lemmaC.py {lab|own} seed p s d [H4I]
For f in {gamma_j} (level (s,d) -> (s+1,d)) and f in {beta'_n} ((s,d) -> (s,d+1)):
 (B) Phi'(fG) == f * Phi'(G) pointwise on the new level's V_r points, for every monomial G of the old level;
 (C) rank of { f * t : t in a basis of Target(s,d) } per r == dim Target_r(new level) = (q'-9) + q';
 (P) rank [ im Phi'_new ; sum_f f * im Phi'_old ] == rank im Phi'_new (inclusion), and rank of sum_f f * im Phi'_old."""
import sys, time
from rv import *
kind, seed, p, s, d = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
h4i = 'H4I' in sys.argv[6:]
F = Field(p)
pt = (lab_point(F, seed, h4i) if kind == 'lab' else own_point(F, seed, h4_identity=h4i))[0]
print('point', kind, seed, 'p', p, 'H4=I' if h4i else '', 'open ok:', all(pt.ok.values()), f'old level (s,d)=({s},{d})')
t0 = time.time()
for direction in ('gamma', 'beta'):
    s2, d2 = (s + 1, d) if direction == 'gamma' else (s, d + 1)
    q2 = q_of(s2, d2)
    blocks = phiprime_blocks(pt, s2, d2)
    def fvals(S, j):
        return S.ga[j] if direction == 'gamma' else S.be[j]
    def lfvals(S, j):
        return S.ga[j] * S.C[j] if direction == 'gamma' else S.l123 * S.Lb[j]
    def shift(b, e, j):
        b, e = list(b), list(e)
        (e if direction == 'gamma' else b)[j] += 1
        return tuple(b), tuple(e)
    # (B) and (P)
    fails = 0; new_rows = []; star_rows = []
    for k in range(3):
        for b in mons(d2 - 3):
            for e in mons(s2 - 2):
                new_rows.append([x for g, t in phiprime_values(blocks, k, b, e) for x in list(g) + list(t)])
        for b in mons(d - 3):
            for e in mons(s - 2):
                old = phiprime_values(blocks, k, b, e)  # Gamma(G), theta'(G) evaluated at the new points
                for j in range(3):
                    A_r = []
                    for r, (A, Bq) in enumerate(blocks):
                        gamA, tB = old[r]
                        gamB = pt.h[r][k] * Bq.m1[k].v * Bq.mono(b, e).v  # Gamma(G) at the theta' points
                        A_r += list(fvals(A, j) * gamA) + list(fvals(Bq, j) * tB + lfvals(Bq, j) * gamB)
                    star_rows.append(A_r)
                    bb, ee = shift(b, e, j)
                    direct = [x for g, t in phiprime_values(blocks, k, bb, ee) for x in list(g) + list(t)]
                    fails += direct != A_r
    rn = F.rank(new_rows); rs_ = F.rank(star_rows); rb = F.rank(new_rows + star_rows)
    print(f'[{direction}] new level ({s2},{d2}), 6q\'-27 = {6*q2-27}: Lemma B on V_r: {len(star_rows)} rows f*Phi\'(G) vs Phi\'(fG): '
          f'{fails} mismatches; rank im Phi\'_new = {rn}; rank sum_f f*im Phi\'_old = {rs_}; rank of both = {rb} '
          f'(inclusion {"OK" if rb == rn else "FAILS"})  [{time.time()-t0:.1f} s]')
    # (C): per r, f * Target(s,d) basis at the new points
    for r, (A, Bq) in enumerate(blocks):
        rows = []
        for j in range(3):
            for bm in mons(d - 3):
                for em in mons(s - 1):   # (res P, 0), P in P(d-3, s-1)
                    Pa, Pb = A.mono(bm, em).v, Bq.mono(bm, em).v
                    rows.append(list(fvals(A, j) * Pa) + list(lfvals(Bq, j) * Pb))
            for bm in mons(d):
                for em in mons(s - 1):   # (0, res Q), Q in P(d, s-1)
                    rows.append([F(0)] * len(A.be[0]) + list(fvals(Bq, j) * Bq.mono(bm, em).v))
        print(f'   (C) r={r}: rank sum_f f*Target_r(s,d) = {F.rank(rows)}; dim Target_r({s2},{d2}) = '
              f'{(q2 - 9) + q2}')
