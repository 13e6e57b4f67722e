"""usage: estmt_own.py n [--bs b1 b2 ...] [--up DMAX] [--lab]
Own check of Lemma A1 (description of G_(n,1), A1(c)), E(n), E'(n), and dim of the a=n vs a=n+1 box modules
in degree n+1, n+2 (and up to DMAX, degree by degree) at S_p."""
import sys, time, math
import numpy as np
sys.path.insert(0, 'docs/reviews/thin-a-eq-n-2026-12-04')
from own import *

args = sys.argv[1:]
n = int(args[0])
bs = list(range(1, n))
if '--bs' in args:
    i = args.index('--bs'); bs = []
    for x in args[i + 1:]:
        if x.startswith('--'): break
        bs.append(int(x))
DMAX = int(args[args.index('--up') + 1]) if '--up' in args else n + 2
t0 = time.time()
log = lambda *a: print(f'[{time.time()-t0:7.1f}s]', *a, flush=True)

S, G, labels = generators(n)
Gb = basis(G)
log(f'n={n}: p={p}, #(mu,k)={len(labels)}, dim G={Gb.shape[0]}')

if '--lab' in args:  # cross-check only: lab's generators / box_generators(a=n, b=1)
    from proofs.general.depth4.thin.slices import SliceModel
    SM = SliceModel(n=n, point=PT)
    pm, cm = SM.p_monomials, monos(n)   # lab: p-monos _monos(n+1), c-monos _monos(n); same construction as mine?
    from proofs.general.depth4.window_model import _monos
    lp, lc = _monos(n + 1), _monos(n)
    perm = np.array([S.pi[e] * S.nc + S.ci[c] for e in lp for c in lc])
    def lab2own(R):
        out = np.zeros((R.shape[0], S.dim), np.int64); out[:, perm] = np.asarray(R) % p; return out
    LG = lab2own(SM.generators.reshape(len(lp) * len(lc), -1).T)
    print('  lab thin_generators vs own G: ranks', rank(LG), Gb.shape[0], 'union', rank(np.concatenate([LG, Gb])))
    for (a, b) in [(n, 1), (n + 1, 1)]:
        LB = lab2own(SM.box_generators(a=a, b=b)); OB = box(S, Gb, a, b)
        print(f'  lab box_generators(a={a},b={b}) vs own definition: ranks', rank(LB), OB.shape[0],
              'union', rank(np.concatenate([LB, OB])))

ind = lambda h: (lambda g: 1 if g[1] == h else 0)
beta = lambda h: (-1) ** h * math.comb(n + 1, h)
rb = lambda h: beta(h) * inv(beta(n + 1)) % p
U = apply_fun(S, Gb, ind(n + 1))                                     # t^(n+1) g(e_2)
log('dim U =', rank(U), ' expected C(n+1,2) =', math.comb(n + 1, 2))
# Lemma A1 description of G_(n,1)
desc = []
for h in range(n + 1):
    desc.append(apply_fun(S, Gb, lambda g, h=h: g[2] * (g[1] == h)))
    desc.append(apply_fun(S, Gb, lambda g, h=h: (g[1] == h) - rb(h) * (g[1] == n + 1)))
desc = basis(np.concatenate(desc))
B = {}
for b in sorted(set(bs) | {1}):
    B[(n, b)] = box(S, Gb, n, b); B[(n + 1, b)] = box(S, Gb, n + 1, b)
Gn1 = B[(n, 1)]
print(f'  A1 description vs definition G_(n,1): ranks {desc.shape[0]} {Gn1.shape[0]} union {rank(np.concatenate([desc, Gn1]))}')
for b in bs:
    r1 = rank(np.concatenate([B[(n, b)], U]))
    print(f'  b={b}: dim G_(n,b)={B[(n,b)].shape[0]} dim G_(n+1,b)={B[(n+1,b)].shape[0]} '
          f'dim(G_(n,b)+t^(n+1)U)={r1} union-with-G_(n+1,b)={rank(np.concatenate([B[(n,b)], U, B[(n+1,b)]]))}')
log('degree n+1 done')
T = Space(n + 2, n)
PG = basis(times_lin(S, T, Gn1))
PU = times_lin(S, T, U)
rE = rank(np.concatenate([PG, PU]))
print(f'  E({n}): dim k[p]_1 G_(n,1) = {PG.shape[0]}, with p_l t^(n+1) U: {rE}  ->', 'TRUE' if rE == PG.shape[0] else 'FALSE')
top = []
for h in (n - 1, n):
    top.append(apply_fun(S, Gb, lambda g, h=h: g[2] * (g[1] == h)))
    top.append(apply_fun(S, Gb, lambda g, h=h: (g[1] == h) - rb(h) * (g[1] == n + 1)))
PT_ = basis(times_lin(S, T, np.concatenate(top)))
rEp = rank(np.concatenate([PT_, PU]))
print(f"  E'({n}): dim k[p]_1 G^top = {PT_.shape[0]}, with targets: {rEp} ->", 'TRUE' if rEp == PT_.shape[0] else 'FALSE')
top2 = [apply_fun(S, Gb, lambda g: g[2] * (g[1] == n)),
        apply_fun(S, Gb, lambda g: (g[1] == n) - rb(n) * (g[1] == n + 1))]
P2 = basis(times_lin(S, T, np.concatenate(top2)))
print(f"  rows h=n only: dim {P2.shape[0]}, with targets {rank(np.concatenate([P2, PU]))}")
log('E done')
for b in bs:
    line = f'  b={b}: deg {n+1}: {B[(n,b)].shape[0]} vs {B[(n+1,b)].shape[0]}'
    Mn, Mn1, Sc = B[(n, b)], B[(n + 1, b)], S
    for D in range(n + 2, DMAX + 1):
        Tn = Space(D, n)
        Mn, Mn1 = basis(times_lin(Sc, Tn, Mn)), basis(times_lin(Sc, Tn, Mn1)); Sc = Tn
        line += f' | deg {D}: {Mn.shape[0]} vs {Mn1.shape[0]}' + (' EQUAL' if Mn.shape[0] == Mn1.shape[0] else ' differ')
    print(line, flush=True)
log('done')
