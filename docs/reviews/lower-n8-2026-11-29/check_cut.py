"""Validate eval_P against the exact full recurrence: y(start, end) = P(a, b, g; end) mod p."""
import numpy as np, time, sys
from rac_eval import *
p = 16777213
t0 = time.time()
bad = 0; tot = 0
for fam in ('H3I', 'generic'):
    for n in (2, 3, 5):
        for seed in range(3):
            W = draw_weights(100 + seed, p, fam)
            g = np.random.default_rng(500 + seed)
            h0 = [list(g.integers(-50, 50, R)) for _ in range(3)]
            starts = [g.integers(-30, 30, (n, M)) for _ in range(4)]
            ends = g.integers(-30, 30, (5, n, M))
            st = [start_states_exact(W, h0, s) for s in starts]
            a = np.array([[v % p for v in s[0]] for s in st]); b = np.array([[v % p for v in s[1]] for s in st]); gg = np.array([[v % p for v in s[2]] for s in st])
            a = np.vectorize(lambda v: centred_int(v, p))(a); b = np.vectorize(lambda v: centred_int(v, p))(b); gg = np.vectorize(lambda v: centred_int(v, p))(gg)
            Y = eval_P(W, a, b, gg, ends, p)
            for i, s in enumerate(starts):
                for j in range(5):
                    y = full_rac_exact(W, h0, list(s) + list(ends[j]))
                    tot += 1
                    if (int(Y[i, j]) - y) % p != 0: bad += 1
            # negative control: wrong g (swap) must disagree somewhere
            Yw = eval_P(W, a, b, gg[:, ::-1].copy(), ends, p)
            ok_neg = any((int(Yw[i, j]) - full_rac_exact(W, h0, list(s) + list(ends[j]))) % p for i, s in enumerate(starts) for j in range(5))
            print(fam, n, seed, 'neg-control differs:', ok_neg, flush=True)
print(f'cut identity: {tot - bad}/{tot} agree; {time.time()-t0:.1f}s')
