"""Witness builder + driver. usage: wit.py R n s_list spec seed
spec: comma list key=val: H=gen|rot|shift|cshiftD|I|tri|bord ; A=gen|cbd (cyclic bidiagonal)|int ; B=gen|I|diag|shift|int ; t=ap|gen ; c=1|gen|e1
"""
import sys, time, math, numpy as np
from ev import span_rank, cap, D, P

def build(R, n, spec, seed):
    rng = np.random.default_rng(seed)
    o = dict(kv.split('=') for kv in spec.split(',') if kv)
    g = lambda *sh: rng.integers(1, P, sh, dtype=np.int64)
    Hs = o.get('H', 'gen')
    if Hs == 'gen': H = g(n, n)
    elif Hs == 'I': H = np.eye(n, dtype=np.int64)
    elif Hs == 'shift': H = np.roll(np.eye(n, dtype=np.int64), 1, axis=1)
    elif Hs == 'shiftD': H = np.roll(np.eye(n, dtype=np.int64), 1, axis=1) * g(n)[:, None]
    elif Hs == 'inv2': H = g(n, n); H[2:, :2] = 0   # V_{1,2} invariant (Route C)
    elif Hs == 'tri': H = np.triu(g(n, n))
    elif Hs == 'bord': H = g(n, n); H[n-1, :n-1] = 0
    elif Hs == 'rot':
        H = np.zeros((n, n), dtype=np.int64); i = 0
        while i < n:
            if n - i == 3: H[i:i+3, i:i+3] = [[1,1,0],[1,2,1],[0,1,2]]; i += 3
            else: H[i:i+2, i:i+2] = [[1,1],[1,2]]; i += 2
    elif Hs.startswith('rank'): k = int(Hs[4:]); H = (g(n, k) @ g(k, n)) % P
    elif Hs == 'cperm':  # generalized permutation for a non-cyclic permutation (two cycles)
        perm = list(range(1, n // 2)) + [0] + list(range(n // 2 + 1, n)) + [n // 2]
        H = np.zeros((n, n), dtype=np.int64)
        for j in range(n): H[perm[j], j] = g(1)[0]
    elif Hs.startswith('blk'):  # blk2.2.3 generic blocks
        sizes = list(map(int, Hs[3:].split('.'))); H = np.zeros((n, n), dtype=np.int64); i = 0
        for z in sizes: H[i:i+z, i:i+z] = g(z, z); i += z
    else: raise ValueError(Hs)
    As = o.get('A', 'gen')
    if As == 'gen': A = g(R, n)
    elif As == 'vdm':  # column j = (1, j+1, (j+1)^2, ...)-free choice: A[k, j] = (k+1)^j  (positive, distinct ratios)
        A = np.array([[(k + 1) ** j for j in range(n)] for k in range(R)], dtype=np.int64)
    elif As == 'vdmrep':  # like vdm but channels 0 and 1 get the same ratio (control)
        A = np.array([[(k + 1) ** j for j in range(n)] for k in range(R)], dtype=np.int64); A[1] = 3 * A[0]
    elif As == 'int': A = 1 + rng.integers(0, 9, (R, n))
    elif As == 'cbd':
        A = np.zeros((R, n), dtype=np.int64)
        for k in range(R): A[k, k % n] = g(1)[0]; A[k, (k+1) % n] = g(1)[0]
    elif As.startswith('blk'):  # blk<state sizes>/<channel counts>, e.g. blk2.2/2.2 : row k supported on its state block
        ss, cs_ = As[3:].split('/'); ss = list(map(int, ss.split('.'))); cn = list(map(int, cs_.split('.')))
        A = np.zeros((R, n), dtype=np.int64); k = 0; i = 0
        for z, m in zip(ss, cn):
            for _ in range(m): A[k, i:i+z] = g(z); k += 1
            i += z
        assert k == R and i == n
    else: raise ValueError(As)
    Bs = o.get('B', 'gen')
    if Bs == 'gen': B = g(R, R)
    elif Bs == 'I': B = np.eye(R, dtype=np.int64)
    elif Bs == 'diag': B = np.diag(g(R))
    elif Bs == 'shift': B = np.roll(np.eye(R, dtype=np.int64), 1, axis=1)
    elif Bs.startswith('col'):  # generic B, but column 0 has only its first sigma entries nonzero: colS
        sig = int(Bs[3:]); B = g(R, R); B[sig:, 0] = 0
    elif Bs.startswith('band'):  # cyclic band: B[l, k] != 0 iff (l - k) mod R < w
        w = int(Bs[4:]); B = np.zeros((R, R), dtype=np.int64)
        for k in range(R):
            for d in range(w): B[(k + d) % R, k] = g(1)[0]
    elif Bs == 'int': B = 1 + rng.integers(0, 9, (R, R))
    else: raise ValueError(Bs)
    cs = o.get('c', '1')
    c = np.ones(R, dtype=np.int64) if cs == '1' else (g(R) if cs == 'gen' else np.eye(R, dtype=np.int64)[0])
    ts = o.get('t', 'ap')
    if ts == 'ap': t = np.arange(n)
    elif ts == 'gen': t = g(n)
    else: t = np.array(list(map(int, ts.split(':'))))
    Ub = np.stack([np.ones(n, dtype=np.int64), t], axis=1)
    return A, H, B, c, Ub

if __name__ == '__main__':
    R, n = int(sys.argv[1]), int(sys.argv[2]); sl = list(map(int, sys.argv[3].split(':')))
    spec = sys.argv[4]; seed = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    A, H, B, c, Ub = build(R, n, spec, seed)
    for s in sl:
        t0 = time.time(); r, tgt = span_rank(A, H, B, c, Ub, s, seed=seed)
        print(f"R={R} n={n} s={s} spec='{spec}' seed={seed}: rank={r} min(cap,D)={tgt} cap={cap(s)} D={D(n,R,s)} loss={tgt-r} ({time.time()-t0:.1f}s)", flush=True)
