"""[helper-167 copy: env SWAP=1 -> S_p^sigma]
Exact Step_(a,b') (t G_(a,b') ⊆ M_(a,b'-1) = k[p]_1 G_(a,b'-1), degree n + 2) by a t-slice block decomposition
(helper-164; own code on top of helper-161's core.py, copied here unchanged).

Basis of O_(a,b)|Δ:  f_s(γ_2) C(γ_3, j), s = 0..a, j = 0..b, f_s = Lagrange basis polynomial of the nodes 0..a
(f_s(s') = δ_(s,s') for s' <= a).  Hence G_(a,b) is spanned by
    E_(s,j)(v) = C(θ_z, j) [ t^s π_s(v) + Σ_(g' = a+1)^(n+1) f_s(g') t^g' π_g'(v) ]      (v ∈ G)
and M_(a,b),(n+2) by x E, z E, t E.  In degree n + 2 every such element has at most one "low" t-slice (<= a) and
otherwise lives in the "top" slices a+1..n+2 (dimension C(n+3-a, 2)·C(n+2, 2)).  Block s = all elements whose low
slice is s; rank = Σ_s rank(low part of block s) + rank(top parts of the block kernels ∪ pure-top elements).
Targets: t·E_(s,b')(v) (s <= a), i.e. t G_(a,b') modulo t G_(a,b'-1) (no use of Lemma 2).
usage: blockstep.py n a,b' [a,b' ...]   [env SEED; env LOW=k: target box (a, b'-k) instead of (a, b'-1) (control)]
prints per-block deficits (a failure there = failure of the slice-projected necessary condition) and the top deficit.
"""
import sys, os, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *


def lag(a, s, x):
    num, den = 1, 1
    for m in range(a + 1):
        if m != s:
            num = num * (x - m) % P
            den = den * (s - m) % P
    return num * inv(den) % P


def binC(A3, j):
    N = A3.shape[2] - 1
    f = np.array([comb(h, j) % P for h in range(N + 1)], np.int64)
    return A3 * f[None, None] % P


class Block:
    def __init__(self, M, a):
        self.M, self.a, n = M, a, M.n
        self.n, self.nc = n, M.nc
        self.off = {}
        o = 0
        for g in range(a + 1, n + 3):
            self.off[g] = o
            o += (n + 3 - g) * M.nc
        self.topdim = o
        self.pis = {g: M.pi(g) for g in range(n + 2)}
        self.V = M.G4.shape[0]

    def element(self, m, s, j):
        """rows (one per generator) of m·E_(s,j); m in 'xzt'. returns (lowslice or None, low [V, nc*(n+3-G)], top [V, topdim])"""
        n, a, nc, V = self.n, self.a, self.nc, self.V
        top = np.zeros((V, self.topdim), np.int64)
        low, lowG = None, None
        pieces = [(s, 1)] + [(g, lag(a, s, g)) for g in range(a + 1, n + 2)]
        for g, c in pieces:
            if c == 0:
                continue
            B = binC(self.pis[g], j) * c % P          # [V, nc, n+2-g]
            G = g + 1 if m == 't' else g
            H = n + 3 - G
            out = np.zeros((V, nc, H), np.int64)
            if m == 'x':
                out[:, :, :H - 1] = B
            elif m == 'z':
                out[:, :, 1:] = B
            else:
                out[:, :, :] = B
            out = out.reshape(V, -1)
            if G <= a:
                assert low is None
                low, lowG = out, G
            else:
                top[:, self.off[G]:self.off[G] + out.shape[1]] += out
        return lowG, low, top % P


def rref_split(low, top):
    """rref of [low | top]; returns (rank of low part, kernel top-parts (reduced rows with zero low part))."""
    A = np.concatenate([low, top], axis=1)
    R, r = rref(A)
    nl = low.shape[1]
    lowrows = np.any(R[:, :nl] != 0, axis=1)
    return int(lowrows.sum()), R[~lowrows][:, nl:]


def step(M, a, bp, low_b=None):
    n = M.n
    b = bp - 1 if low_b is None else low_b
    Bk = Block(M, a)
    blocks = {s: ([], []) for s in range(a + 1)}
    tblocks = {s: ([], []) for s in range(a + 1)}
    pure, tpure = [], []
    for s in range(a + 1):
        for j in range(b + 1):
            for m in 'xzt':
                G, lo, tp = Bk.element(m, s, j)
                if G is None:
                    pure.append(tp)
                else:
                    blocks[G][0].append(lo); blocks[G][1].append(tp)
        for jt in range(b + 1, bp + 1):      # t·E_(s,jt): t G_(a,b') modulo t G_(a,b)
            G, lo, tp = Bk.element('t', s, jt)
            if G is None:
                tpure.append(tp)
            else:
                tblocks[G][0].append(lo); tblocks[G][1].append(tp)
    r0 = r1 = 0
    K0, K1 = list(pure), list(pure) + list(tpure)
    per = []
    for s in range(a + 1):
        lo = np.concatenate(blocks[s][0]); tp = np.concatenate(blocks[s][1])
        ra, Ka = rref_split(lo, tp)
        if tblocks[s][0]:
            lo2 = np.concatenate([lo] + tblocks[s][0]); tp2 = np.concatenate([tp] + tblocks[s][1])
            rb, Kb = rref_split(lo2, tp2)
        else:
            rb, Kb = ra, Ka
        per.append(rb - ra)
        r0 += ra; r1 += rb
        K0.append(Ka); K1.append(Kb)
        del lo, tp
    k0 = rank(np.concatenate(K0)); k1 = rank(np.concatenate(K1))
    step.last_k0 = k0       # dim (M_(a,b),(n+2) ∩ t^(a+1) F)  (used by topcheck.py)
    return (r1 + k1) - (r0 + k0), per, k1 - k0, r0 + k0, Bk.topdim


if __name__ == "__main__":
    n = int(sys.argv[1])
    seed = int(os.environ.get('SEED', '1'))
    lowk = int(os.environ.get('LOW', '1'))
    SW = os.environ.get('SWAP', '0') == '1'
    M = Model(n, seed=seed, swap=SW)
    for st in sys.argv[2:]:
        t0 = time.time()
        a, bp = (int(v) for v in st.split(','))
        d, per, dk, dimM, td = step(M, a, bp, low_b=bp - lowk)
        print(f"seed={seed} swap={SW} n={n} Step (a,b')=({a},{bp}) target box (a,{bp-lowk}): deficit {d}; per low slice "
              f"{per}; top deficit {dk}; dim M_(a,{bp-lowk}),(n+2)={dimM}; topdim={td} [{time.time()-t0:.1f}s]", flush=True)
