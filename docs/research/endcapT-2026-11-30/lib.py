"""Exact mod-p helpers for comparing flat blocks at T with End spaces at T - 2 (endcapT helper, 2026-11-30).

Everything is expressed through G(h; E): the output of the explicit RAC run from the *states* h = (h^1, ..., h^L)
(each in K^R) through the End inputs E = (x^1, ..., x^n) (the next step reads W^{H,l} h^l).

* S(T-2)    = span G(h) over h = states after s-1 Start steps from h0         (sep at T - 2, n = s - 1)
* block_j(T) = span [t^j] G(h(e_k + t v, b)) over axis-point b, v_k = 0         (Prop. 36's block j at T)
  where h(w, b) = (w, b^2 * W^{I,2} w, b^3 * W^{I,3}(...), ...), b^l = W^{H,l} h^{s,l} the cut states.
* the same with b free (random in K^{(L-1)R}) or from any other set.

All values are centred float64 residues mod PRIME (the lab's ModP); ranks by FLINT mod PRIME.
"""
from __future__ import annotations

import sys

sys.path.insert(0, "/work/main")

import numpy as np

from numerics.bounds.formulas import end_input_copies
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_solve_mod_p
from proofs.general.filtration import _recurrence as rec
from proofs.general.filtration.axis_points import axis_starts
from proofs.general.instance import PRIME

F = rec.FIELD
K = rec.K


def weights(L, R):
    return rec.rac_weights(L, R)


def G(wts, hs, E, chunk=16):
    """hs: list of L arrays (R, P) (states); E: (Q, n, 2). Returns uint64 (P, Q) canonical residues."""
    P = hs[0].shape[1]
    Q = E.shape[0]
    out = np.empty((P, Q), dtype=np.uint64)
    E = F.asarray(np.asarray(E).astype(np.int64))
    for q0 in range(0, Q, chunk):
        part = E[q0 : q0 + chunk]
        h = [np.repeat(x[None, :, :, None], part.shape[0], axis=-1) for x in hs]  # (1, R, P, C)
        xs = [part[:, t, :].T[None, :, None, :] for t in range(part.shape[1])]
        out[:, q0 : q0 + part.shape[0]] = F.canonical(rec.readout(wts, rec.run(wts, h, xs)))[0].astype(np.uint64)
    return out


def start_hs(wts, X):
    """States after the Start sequences X (P, s, 2): list of (R, P)."""
    X = F.asarray(np.asarray(X).astype(np.int64))
    return [h[0] for h in rec.start_states(wts, X)]


def cut_states(wts, hs):
    return [rec.lin(wts[1][l], h[None])[0] for l, h in enumerate(hs)]


def h_of(wts, w, b):
    """h(w, b): w (R, P) the layer-1 state, b list of L-1 arrays (R, P) (cut states of layers 2..L)."""
    hs = [F.reduce(w)]
    for l in range(1, len(b) + 1):
        hs.append(F.reduce(b[l - 1] * rec.lin(wts[0][l], hs[-1][None])[0]))
    return hs


def tcoeffs(wts, b, v, E, N, base=None):
    """[t^j] G(h(base + t v, b)) for j = 0..N (base default e_k). Returns (N+1, P, Q) uint64."""
    R, P = v.shape
    if base is None:
        base = np.zeros((R, P))
        base[K] = 1
    ts = np.arange(1, N + 2)
    vals = []
    for t in ts:
        w = F.reduce(base + t * v)
        vals.append(G(wts, h_of(wts, w, b), E))
    Y = np.array(vals)  # (N+1, P, Q)
    V = np.array([[pow(int(t), j, PRIME) for j in range(N + 1)] for t in ts], dtype=np.uint64)
    sol = flint_solve_mod_p(V, Y.reshape(N + 1, -1), PRIME).reshape(Y.shape)
    return sol.astype(np.uint64)


def rank(A):
    A = np.asarray(A, dtype=np.uint64)
    if A.size == 0:
        return 0
    return flint_rank_mod_p(A, PRIME, threads=1)[0]


def rand(rng, shape):
    return F.asarray(rng.integers(0, PRIME, size=shape).astype(np.int64))


def axis_b(wts, L, R, s, count, seed):
    st = axis_starts(depth=L, R=R, s=s, count=count, seed=seed)
    hs = start_hs(wts, st)
    cs = cut_states(wts, hs)
    return cs, st


def sizes(L, T):
    c = end_input_copies(T=T, depth=L)
    return c


def tseries(wts, b, v, E, J, base=None, chunk=8, keep_from=0):
    """[t^j] G(h(base + t v, b)) for j = keep_from..J by truncated power series in t (exact mod p).
    (J+1-keep_from, P, Q) uint64."""
    R, P = v.shape
    if base is None:
        base = np.zeros((R, P))
        base[K] = 1
    w = np.zeros((J + 1, R, P))
    w[0] = F.reduce(base)
    if J >= 1:
        w[1] = F.reduce(v)
    hs = [w]
    for l in range(1, len(b) + 1):
        hs.append(rec.mul(b[l - 1][None], rec.lin(wts[0][l], hs[-1])))
    E = F.asarray(np.asarray(E).astype(np.int64))
    Q = E.shape[0]
    out = np.empty((J + 1 - keep_from, P, Q), dtype=np.uint64)
    for q0 in range(0, Q, chunk):
        part = E[q0 : q0 + chunk]
        h = [np.repeat(x[..., None], part.shape[0], axis=-1) for x in hs]
        xs = [part[:, t, :].T[None, :, None, :] for t in range(part.shape[1])]
        out[:, :, q0 : q0 + part.shape[0]] = F.canonical(rec.readout(wts, rec.run(wts, h, xs)))[keep_from:].astype(np.uint64)
    return out
