"""Top(a, b) as in topcheck.py, with bounded memory (lead, session 53).

topcheck.py's dim(M ∩ t^(a+1)F) (blockstep.step, low_b = b) concatenates the top parts of every block kernel and the
pure-top elements and takes one rank at the end (and a second, identical one for the absent targets): at n = 15,
a = 9 that final matrix exceeded 11 GB.  Here the same blocks are formed one low slice G at a time, directly as
uint64, and their kernel top parts are absorbed at once into a running row basis of the top space (at most
topdim rows), so the peak is one block plus one basis.  Same elements (blockstep.Block.element), same arithmetic;
only the order of the row reductions differs.  dim Q as in topcheck.qdim.
usage: topcheck2.py n a,b [a,b ...]   (env SEED, SWAP=1 as topcheck.py; env CHECK_OLD=1 also runs topcheck's step
and asserts equality: a validation at small n)"""
import sys, os, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import Model, P
from blockstep import Block, step
from topcheck import qdim
from numerics.rank.flint_bridge import flint_rref_mod_p


def top_kernel_dim(M, a, b):
    """dim(M_(a,b),(n+2) ∩ t^(a+1) F) by per-block kernels absorbed into a running basis."""
    Bk = Block(M, a)
    basis = np.zeros((0, Bk.topdim), np.uint64)

    def absorb(rows):
        nonlocal basis
        R, r = flint_rref_mod_p(np.concatenate([basis, rows]), P)
        basis = np.array(R[:r])
        del R

    for G in range(a + 1):
        elems = [(m, G, j) for m in 'xz' for j in range(b + 1)]
        if G >= 1:
            elems += [('t', G - 1, j) for j in range(b + 1)]
        nl = M.nc * (M.n + 3 - G)
        A = np.zeros((len(elems) * Bk.V, nl + Bk.topdim), np.uint64)
        for k, (m, s, j) in enumerate(elems):
            g, lo, tp = Bk.element(m, s, j)
            assert g == G
            A[k * Bk.V:(k + 1) * Bk.V, :nl] = lo % P
            A[k * Bk.V:(k + 1) * Bk.V, nl:] = tp
        R, r = flint_rref_mod_p(A, P)
        del A
        R = R[:r]
        ker = ~np.any(R[:, :nl] != 0, axis=1)
        K = np.array(R[ker][:, nl:])
        del R
        absorb(K)
    pure = []
    for j in range(b + 1):
        g, lo, tp = Bk.element('t', a, j)
        assert g is None
        pure.append(tp.astype(np.uint64))
    absorb(np.concatenate(pure))
    return basis.shape[0]


if __name__ == "__main__":
    n = int(sys.argv[1]); seed = int(os.environ.get('SEED', '1'))
    SW = os.environ.get('SWAP', '0') == '1'
    M = Model(n, seed=seed, swap=SW)
    for st in sys.argv[2:]:
        t0 = time.time()
        a, b = (int(v) for v in st.split(','))
        d = n + 1 - a
        k0 = top_kernel_dim(M, a, b)
        extra = ''
        if os.environ.get('CHECK_OLD') == '1':
            step(M, a, b, low_b=b)
            assert step.last_k0 == k0, (step.last_k0, k0)
            extra = f' (= topcheck.py step: {step.last_k0})'
        q = qdim(M, a, d); qJ = qdim(M, a, d, with_Y=False)
        print(f"seed={seed} swap={SW} n={n} Top2(a={a}, b={b}): dim(M ∩ t^(a+1)F) = {k0}{extra}, dim t^(a+1)Q_{d} = {q} "
              f"[{'HOLDS' if k0 == q else f'FAILS, deficit {q-k0}'}]; dim (J:t)_{d} = {qJ} [{time.time()-t0:.1f}s]", flush=True)
