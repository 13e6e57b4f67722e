"""Reviewer's checks at n (argv[1]); optional argv[2] = comma list of parts among L2,STEP,RS,PI,CORNER."""
import sys
import time
from math import comb

import numpy as np

sys.path.insert(0, '/work/main')
sys.path.insert(0, '/work/main/docs/reviews/thin-B-step-every-n-2026-12-04')
from rev import Model, rank, basis, cstar1, P  # noqa: E402

n = int(sys.argv[1])
parts = sys.argv[2].split(',') if len(sys.argv) > 2 else ['L2', 'STEP', 'RS', 'PI', 'CORNER']
T0 = time.time()
m = Model(n)
print(f"n={n}: |gens|={len(m.gens)}, dim G={len(m.Gb)}, width={m.w1}", flush=True)
steps = [(a, bp) for a in range(2, n) for bp in range(n + 2 - a, n)]
print("B-region steps (a,b'):", steps, flush=True)
cache = {}


def Gab(a, b):
    if (a, b) not in cache:
        cache[(a, b)] = m.Gab(a, b)
    return cache[(a, b)]


if 'L2' in parts:
    print("== Lemma 2: G_(a,b') vs G_(a,b'-1) + sum_g rho_(g,b')(G); base: G_(a,inf) vs G_(a,n-1)+rho(0,n),rho(1,n),rho(0,n+1)")
    for (a, bp) in steps:
        L = Gab(a, bp)
        R = list(Gab(a, bp - 1)) + [m.rho(g, bp, v).ravel() for g in range(n + 2 - bp) for v in m.Gbv]
        rl, rr, ru = len(L), rank(R), rank(list(L) + R)
        Rc = list(Gab(a, bp - 1)) + [m.rho(g, bp, v).ravel() for g in range(n + 1 - bp) for v in m.Gbv]
        print(f"  step (a,b')=({a},{bp}): dim LHS={rl} dim RHS={rr} dim sum={ru} equal={rl == rr == ru}"
              f"; control (top row g=n+1-b' dropped): dim={rank(Rc)}", flush=True)
    for a in range(2, n):
        L = Gab(a, n + 1)
        Lbig = m.Gab(a, n + 4)
        R = list(Gab(a, n - 1)) + [m.rho(0, n, v).ravel() for v in m.Gbv] + \
            [m.rho(1, n, v).ravel() for v in m.Gbv] + [m.rho(0, n + 1, v).ravel() for v in m.Gbv]
        rl, rr, ru = len(L), rank(R), rank(list(L) + R)
        print(f"  base a={a}: dim G_(a,n+1)={rl} dim G_(a,n+4)={len(Lbig)} dim RHS={rr} dim sum={ru} "
              f"equal={rl == rr == ru == rank(list(L) + list(Lbig))}", flush=True)

if 'STEP' in parts:
    print("== Step directly: t G_(a,b') in M_(a,b'-1) (degree n+2); base t G_(a,n+1) in M_(a,n-1)")
    import os
    sel = steps + [(a, 'base') for a in range(2, n)]
    if os.environ.get('STEPS'):
        sel = [(int(x.split(':')[0]), x.split(':')[1] if x.split(':')[1] == 'base' else int(x.split(':')[1]))
               for x in os.environ['STEPS'].split(',')]
    for (a, bp) in sel:
        t1 = time.time()
        if bp == 'base':
            low, top = n - 1, n + 1
        else:
            low, top = bp - 1, bp
        Mrows = m.M(Gab(a, low))
        tg = [m.mulvar(r, 1) for r in Gab(a, top)]
        r0 = rank(Mrows)
        d = rank(Mrows + tg) - r0
        if os.environ.get('NOCTRL'):
            dc = 'skipped'
        else:
            Mc = m.M(Gab(a, low - 1))
            rc = rank(Mc)
            dc = rank(Mc + tg) - rc
        print(f"  (a,b')=({a},{bp}): dim M={r0} deficit={d}; control into M_(a,low-1): deficit={dc}  [{time.time()-t1:.1f}s]", flush=True)

if 'RS' in parts:
    print("== RS(b',g) = RS(b',g;{b'-2,b'-1}), 3<=b'<=n, 0<=g<=n+1-b'; control J={b'-1}")
    cnt = 0
    bad = 0
    for bp in range(3, n + 1):
        for g in range(0, n + 2 - bp):
            d, r0 = m.RS(bp, g, [bp - 2, bp - 1])
            dc, _ = m.RS(bp, g, [bp - 1])
            cnt += 1
            bad += d != 0
            print(f"  RS({bp},{g}): deficit={d} (span dim {r0}); control J={{b'-1}} deficit={dc}", flush=True)
    print(f"  RS family: {cnt} statements, {bad} failing (expected C(n,2)-1={comb(n,2)-1})")
    print("  base statements:")
    for (bp, g, J) in [(n, 0, [n - 1]), (n, 1, [n - 1]), (n + 1, 0, [n - 1]), (n + 1, 0, [n - 2, n - 1])]:
        d, r0 = m.RS(bp, g, J)
        print(f"  RS({bp},{g};{J}): deficit={d}", flush=True)

if 'PI' in parts:
    print("== Lemma Pi at S_p: dims of Pi_g, Pi_g in I_1 (F(c*1)=0), Pi_0 = ct3 k[c]_(n-1), Pi_(n+1) = ct2 k[c]_(n-1)")
    cs = cstar1(m.W3)
    ev = np.array([pow(cs[0], k[0], P) * pow(cs[1], k[1], P) * pow(cs[2], k[2], P) % P for k in m.cm], dtype=object)
    # ct_l = sum_r w_rl c_r ; multiplication c_tilde_l * k[c]_(n-1)
    from rev import cmonos
    def ctmul(l):
        rows = []
        for k in cmonos(n - 1):
            v = np.zeros(m.nc, dtype=np.int64)
            for r in range(3):
                kk = list(k); kk[r] += 1
                v[m.ci[tuple(kk)]] = (v[m.ci[tuple(kk)]] + int(m.W3[r][l])) % P
            rows.append(v)
        return rows
    print(f"  c*1 = {cs}; check c_tilde(c*1) = W3^T c*1 = {[sum(int(m.W3[r][l]) * cs[r] for r in range(3)) % P for l in range(3)]}")
    for g in range(n + 2):
        Pg = m.Pi(g)
        d = rank(Pg)
        inI = all(int(sum(int(F[i]) * ev[i] for i in range(m.nc)) % P) == 0 for F in Pg)
        extra = ''
        if g == 0:
            C = ctmul(2); extra = f" ; = ct3 k[c]_(n-1)? {rank(C) == d == rank(list(C) + Pg)}"
        if g == n + 1:
            C = ctmul(1); extra = f" ; = ct2 k[c]_(n-1)? {rank(C) == d == rank(list(C) + Pg)}"
        exp = comb(n + 1, 2) if g in (0, n + 1) else comb(n + 2, 2) - 1
        print(f"  g={g}: dim Pi_g={d} (claimed {exp}) in I_1: {inI}{extra}", flush=True)

if 'CORNER' in parts:
    print("== Corner*(a): p_l t^(a+1) z^(n-a) (x) Pi_(a+1) in M_(a,n+1-a), l = x,t,z")
    import os
    alist = [int(x) for x in os.environ['CORNER_A'].split(',')] if os.environ.get('CORNER_A') else range(2, n)
    for a in alist:
        t1 = time.time()
        Mrows = m.M(Gab(a, n + 1 - a))
        r0 = rank(Mrows)
        Pa = m.Pi(a + 1)
        for var in range(3):
            tg = []
            for F in Pa:
                v = np.zeros((len(m.mon[n + 1]), m.nc), dtype=np.int64)
                v[m.mi[n + 1][(0, a + 1, n - a)]] = F
                tg.append(m.mulvar(v.ravel(), var))
            d = rank(Mrows + tg) - r0
            print(f"  a={a} l={'xtz'[var]}: deficit={d}  [{time.time()-t1:.1f}s]", flush=True)
print(f"total {time.time()-T0:.1f}s")
