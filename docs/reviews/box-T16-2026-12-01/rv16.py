"""Reviewer helper-103, T = 16 (n = 8): the box rank, adapted from the T = 14 reviewer's rv14.py (independent of the
lab's window_model / box_jet).  Changes w.r.t. rv14.py 'ranks': n from RV_N (default 8), model rv_model16 (same
sampling, b'-part computed once per column), box only, and NO V_0 store: each chunk of columns is sampled, multiplied
by its random box functional lambda and written straight into FLINT's nmod_mat entry block (layout verified by
nmod_mat_get_entry probes), so the peak is the nmod_mat (8 bytes/entry) plus the LU's temporaries.
  python rv16.py ranks SEED [check]   ('check': also the rank by flint_rank_mod_p on a copy, small n only)
"""
import sys, time, json, resource, os, ctypes
import numpy as np
from math import comb
sys.path.insert(0, '.')
sys.path.insert(0, '/work/main')
from rv_model16 import RV, PR, window, monos, mulin
from numerics.rank.flint_bridge import _lib, _probe_positions, flint_rank_mod_p

n = int(os.environ.get('RV_N', '8'))


def c3(d1, d2, R=3, k=3):
    mm = lambda d: comb(R + d - 1, d) if d >= 0 else 0
    return sum((-1) ** (i + 1) * comb(k, i) * mm(d1 - i) * mm(d2 - i) for i in range(1, k + 1))


def rss():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6  # GB


def coef_rows(m, H1, pexp):
    """dict beta -> vector over gamma of [w^beta](prod_r (H1 w)_r^pexp (W2 w)^gamma), |beta| = d1 + 3 pexp"""
    deg = m.d1 + 3 * pexp
    K = deg + 1
    P = np.zeros((K, K), np.int64); P[0, 0] = 1
    for r in range(3):
        for _ in range(pexp):
            P = mulin(P, H1[r])
    G = np.repeat(P[None], len(m.gam), axis=0)
    e = np.array(m.gam, dtype=np.int64)
    for r in range(3):
        for k in range(m.d1):
            sel = e[:, r] > k
            G[sel] = mulin(G[sel], m.W2[r])
    return {(b1, b2, b3): G[:, b2, b3].copy() for (b1, b2, b3) in monos(deg)}


def rk(rows):
    A = np.ascontiguousarray(np.stack(rows) % PR).astype(np.uint64)
    return flint_rank_mod_p(A, PR, threads=1)[0]


mode = sys.argv[1]
t0 = time.time()
N1, d1 = comb(n + 2, 3), comb(n + 1, 2)
D = d1 + 3 * (n - 1)

if mode == 'ranks':
    seed = int(sys.argv[2]); check = len(sys.argv) > 3 and sys.argv[3] == 'check'
    m = RV(n, seed)
    print("point checksum", [int(x.sum() % PR) for x in (m.W2, m.W3, m.H2, m.H3, m.H1, m.L)], flush=True)
    target = c3(d1, n)
    ncols = target + 45
    nc, ng = m.nc, len(m.gam)
    nrows = nc * ng
    print(f"n={n} seed={seed} p={PR} d1={d1} D={D} rows={nrows} ({ng} b-monomials x {nc} c-points) cols={ncols} "
          f"target=c3({d1},{n})={target}; nmod_mat {nrows * ncols * 8 / 1e9:.2f} GB", flush=True)
    Mb = coef_rows(m, m.H1, 0)
    box = [Mb[(i, j, d1 - i - j)] for i in range(n + 1) for j in range(n + 1)]
    print(f"box at e_3: {len(box)} functionals, rank {rk(box)}", flush=True)
    Lam = np.asarray(box, np.int64) % PR
    del Mb
    arng = np.random.default_rng(7000 + seed)
    lib = _lib()
    assert lib is not None
    buf = ctypes.create_string_buffer(256)
    lib.nmod_mat_init(buf, nrows, ncols, PR)
    entries = ctypes.c_void_p.from_buffer(buf, 0).value
    arr = np.ctypeslib.as_array((ctypes.c_uint64 * (nrows * ncols)).from_address(entries)).reshape(nrows, ncols)
    CH = 512
    for s in range(0, ncols, CH):
        k = min(CH, ncols - s)
        cols = m.columns(k)                                    # (k, nc, ng) int64, [p^gamma] Psi_f(p, c_j)
        a = arng.integers(0, PR, size=(k, len(Lam)), dtype=np.int64)
        lam = np.zeros((k, ng), np.int64)
        for s2 in range(0, len(Lam), 64):
            lam = (lam + a[:, s2:s2 + 64] @ Lam[s2:s2 + 64]) % PR
        blk = (cols * lam[:, None, :]) % PR
        arr[:, s:s + k] = blk.reshape(k, -1).T.astype(np.uint64)
        del cols, blk
        if (s // CH) % 8 == 0:
            print(f"  columns {s + k}/{ncols} [{time.time() - t0:.0f}s, maxrss {rss():.2f} GB]", flush=True)
    bad = [(i, j) for i, j in _probe_positions(nrows, ncols) if lib.nmod_mat_get_entry(buf, i, j) != int(arr[i, j])]
    assert not bad, bad
    assert int(arr.max()) < PR
    print(f"matrix {nrows} x {ncols} filled, layout verified [{time.time() - t0:.0f}s, maxrss {rss():.2f} GB]",
          flush=True)
    if check:
        rc = flint_rank_mod_p(np.array(arr), PR, threads=1)[0]
        print(f"  check: flint_rank_mod_p on a copy = {rc}", flush=True)
    del arr
    t1 = time.time()
    lib.flint_set_num_threads(1)
    perm = (ctypes.c_long * nrows)(*range(nrows))
    r = int(lib.nmod_mat_lu(perm, buf, 0))
    lib.nmod_mat_clear(buf)
    print(f"box ({n},{n}) at e_3: rank={r} target={target} {'FULL' if r == target else 'SHORT'} "
          f"[LU {time.time() - t1:.0f}s, total {time.time() - t0:.0f}s, maxrss {rss():.2f} GB]", flush=True)
    json.dump({'n': n, 'seed': seed, 'p': PR, 'rank': r, 'target': target, 'rows': nrows, 'cols': ncols},
              open(f"rv16_box_n{n}_seed{seed}.json", "w"))
