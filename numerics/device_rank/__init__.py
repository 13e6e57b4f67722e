r"""Certified Start-End ranks on an accelerator: the one-hot matrix and its GF(p) rank, built and eliminated in
device memory.

The CPU path (:func:`numerics.certified_rank`, :func:`numerics.blas_rank_mod_p`) stops where the dense
:math:`M^{T/2} \times M^{T/2}` matrix outgrows the host (side 32768 is 8.6 GB). On a GPU with 140 GB the sides
65536 and 131072 fit; this module builds :math:`[\![A(y)]\!]_{S,E}` (Eq. (2.5), one-hot templates, Def. 2.1's
Start-End partition) of one RAC over GF(p) directly on the device and ranks it there, so nothing matrix-sized
crosses the bus.

*Backends.* The same code runs on ``"torch"`` (the accelerator; ``torch`` comes with the ``train`` extra or the
device's own install) and on ``"numpy"`` (the CPU; what the default tests run, against the lab's grid tensor and
FLINT). For CPU work the BLAS path is faster: ``"numpy"`` is the test double of the device path, not a second
CPU method.

*Exactness.* Every value is an integer held in float64. The matrix is built with residues in :math:`[0, p)`,
reduced after every product, so a dot product of the recurrence is below :math:`R p^2 < 2^{53}`. The elimination
is :mod:`numerics.blas_rank`'s (a panel's pivot rows :math:`I` and columns :math:`J`, then the Schur complement
update :math:`X_{\bar I,R} \leftarrow X_{\bar I,R} - X_{\bar I,J} (X_{I,J})^{-1} X_{I,R}`), with the panel's
pivots found by plain Gaussian elimination on the device and :math:`(X_{I,J})^{-1}` by FLINT on the host (at most
``block`` square). Both factors of the update are centred, :math:`|x| \le B = \lfloor p/2 \rfloor + 1`, so one
update adds at most ``block`` :math:`B^2` to an entry; the trailing block is reduced mod :math:`p` whenever the
next update could reach :math:`2^{53}`.

A rank over GF(p) is a lower bound on the rank over Q of the integer instance whose weights are the residues,
hence (Claims 2 and 5) on the generic rank; where it meets a proven upper bound the generic rank is settled.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Optional

import numpy as np

from racs import RAC, ModP, random_rac
from racs.memory import check_fits

from ..certified import BUILD_STEPS, MAX_LAYER_STEPS, best_upper_bound, trial_prime
from ..flint_bridge import flint_inv_mod_p

__all__ = ["start_end_matrix_mod_p", "device_rank_mod_p", "device_certified_rank", "DeviceRank", "BACKENDS",
           "DEVICE_PANEL"]

# The command line is ``numerics/device_rank/__main__.py``: ``python -m numerics.device_rank --depth 2 --T 32``.

#: Panel width of the elimination.
DEVICE_PANEL = 256
#: Array libraries the module runs on.
BACKENDS = ("torch", "numpy")
_FLOAT53 = 2**53
#: Rows of the trailing block per update (bounds the reduction's temporaries on numpy, the launch count on torch).
_UPDATE_ROWS = 4096
#: Bytes of one chunk of End-side states while the matrix is built.
_BUILD_CHUNK_BYTES = 2**28


class _Numpy:
    """Array operations on the CPU (numpy)."""
    name = "numpy"

    def array(self, a):
        return np.array(a, dtype=np.float64)

    def empty(self, shape):
        return np.empty(shape, dtype=np.float64)

    def host(self, a) -> np.ndarray:
        return np.asarray(a)

    def index(self, i):
        return np.asarray(i, dtype=np.intp)

    def copy(self, a):
        return a.copy()

    def all_true(self, k: int):
        return np.ones(k, dtype=bool)

    def first_true(self, mask) -> int:
        i = int(np.argmax(mask))
        return i if mask[i] else -1

    def sub_matmul_(self, C, A, B) -> None:
        C -= A @ B

    def mod_(self, C, p: int) -> None:
        np.remainder(C, p, out=C)



class _Torch:
    """Array operations on a torch device (CUDA when there is one)."""
    name = "torch"

    def __init__(self, device: Optional[str] = None):
        try:
            import torch
        except ImportError as exc:
            raise ValueError("backend='torch' needs PyTorch (pip install 'racs-lab[train]' or a CUDA build); "
                             "use backend='numpy' on the CPU") from exc
        self.torch = torch
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))

    def array(self, a):
        return self.torch.as_tensor(np.asarray(a, dtype=np.float64), device=self.device).clone()

    def empty(self, shape):
        return self.torch.empty(shape, dtype=self.torch.float64, device=self.device)

    def host(self, a) -> np.ndarray:
        return a.cpu().numpy()

    def index(self, i):
        return self.torch.as_tensor(np.asarray(i, dtype=np.int64), device=self.device)

    def copy(self, a):
        return a.clone()

    def all_true(self, k: int):
        return self.torch.ones(k, dtype=self.torch.bool, device=self.device)

    def first_true(self, mask) -> int:
        i = self.torch.argmax(mask.to(self.torch.int32))
        i, hit = self.torch.stack([i, mask[i].to(i.dtype)]).tolist()  # one transfer
        return int(i) if hit else -1

    def sub_matmul_(self, C, A, B) -> None:
        C.addmm_(A, B, alpha=-1)

    def mod_(self, C, p: int) -> None:
        C.remainder_(p)

    def free_bytes(self) -> int:
        return int(self.torch.cuda.mem_get_info(self.device)[0])


def _ops(backend):
    if backend == "numpy":
        return _Numpy()
    if backend == "torch":
        return _Torch()
    if isinstance(backend, (_Numpy, _Torch)):
        return backend
    raise ValueError(f"backend={backend!r} is not one of {BACKENDS}")


def _check_prime(p: int, inner: int) -> int:
    from sympy import isprime

    p = int(p)
    if p < 3 or not isprime(p):
        raise ValueError(f"p={p} must be a prime >= 3")
    if inner * (p // 2 + 1) ** 2 >= _FLOAT53:
        raise ValueError(f"p={p} is too large for exact float64 products of length {inner}: "
                         f"need {inner} * (p//2 + 1)**2 < 2**53 (numerics.default_prime({inner}) is the largest)")
    return p


def _check_fits(ops, *, M: int, s: int) -> None:
    """Refuse the ``M^s x M^s`` float64 matrix before it is allocated (and before ``M^s`` is formed, which for a
    huge ``T`` would not end): host memory as the lab's other commands count it, or the accelerator's free memory."""
    log2_bytes = 3 + 2 * s * math.log2(M)
    what = f"the M^(T/2) x M^(T/2) Start-End matrix (M={M}, T={2 * s})"
    if ops.name == "numpy" or ops.device.type != "cuda":
        check_fits(log2_bytes, what, fix="lower T", log2=True)
        return
    free = ops.free_bytes()
    if log2_bytes > math.log2(max(free, 1)):
        need = f"{2.0 ** log2_bytes / 2**30:.1f} GiB" if log2_bytes < 80 else f"2^{log2_bytes:.0f} bytes"
        raise ValueError(f"{what} needs {need} of device memory and {free / 2**30:.1f} GiB is free; lower T")


#: Largest log2 of the building's multiplications, depth R M^T, per backend: about 80 s on numpy at two cores,
#: 4 minutes on an H200 (depth 2, R = 6, T = 34 is 2^37.6 and took 48 s there).
_MAX_LOG2_WORK = {"numpy": 30.0, "torch": 40.0}


def _build_chunk(side: int, R: int, depth: int) -> int:
    """Start rows whose End states are built at once (their states and one step's temporaries in
    :data:`_BUILD_CHUNK_BYTES`)."""
    return max(1, min(side, _BUILD_CHUNK_BYTES // (8 * side * R * (depth + 3))))


def _check_work(ops, *, depth: int, M: int, R: int, s: int) -> None:
    """Refuse a build that would run for hours: too many layer updates (Python's per-call overhead; drawing the
    weights counts as :data:`numerics.certified.BUILD_STEPS` per layer, as in ``sep_rank``'s plan, and the lab's
    limit :data:`numerics.MAX_LAYER_STEPS` applies) or too many multiplications for the backend. Call after the
    memory check (``M^s`` is then small)."""
    side = M ** s
    steps = depth * (BUILD_STEPS + s * (1 + -(-side // _build_chunk(side, R, depth))))
    if steps > MAX_LAYER_STEPS:
        raise ValueError(f"building the matrix takes about {steps:.2g} one-layer updates, more than the "
                         f"{MAX_LAYER_STEPS} allowed; lower the depth or T")
    log2_work = math.log2(depth * R) + 2 * s * math.log2(M)
    limit = _MAX_LOG2_WORK["numpy" if ops.name == "numpy" or ops.device.type != "cuda" else "torch"]
    if log2_work > limit:
        raise ValueError(f"building the matrix takes about 2^{log2_work:.1f} multiplications (depth R M^T), more "
                         f"than the 2^{limit:.0f} allowed on {ops.name}"
                         f"{'' if ops.name == 'torch' else ' (backend torch on a GPU allows more)'}; lower T, R or the depth")


def _centre(Z, p: int):
    """Representatives in ``[-p//2, p//2]`` of values in ``[0, p)`` (a new array)."""
    return Z - p * (Z > p // 2)


def _step(ops, rac_dev: tuple, h: list, p: int) -> list:
    r"""Every state after one more input: ``(N, R)`` per layer -> ``(N M, R)``, row ``n M + x`` reading symbol
    ``x`` after state ``n`` (Eq. (2.2) with :math:`h^{t,0} = e_x`)."""
    W_I, W_H = rac_dev
    N, R = h[0].shape
    M = W_I[0].shape[1]
    out = []
    below = None
    for l in range(len(h)):
        a = h[l] @ W_H[l].T
        ops.mod_(a, p)
        if l == 0:
            v = a[:, None, :] * W_I[0].T[None, :, :]  # (N, M, R): W^{I,1} e_x is column x of W^{I,1}
        else:
            b = below @ W_I[l].T
            ops.mod_(b, p)
            v = a[:, None, :] * b.reshape(N, M, R)
        ops.mod_(v, p)
        below = v.reshape(N * M, R)
        out.append(below)
    return out


def start_end_matrix_mod_p(rac: RAC, *, T: int, backend="numpy", out=None):
    r"""The one-hot Start-End matrix :math:`[\![A(y)]\!]_{S,E}[\sigma, \tau] = y(\sigma\tau)` of a GF(p) RAC,
    built on ``backend`` with entries in :math:`[0, p)` (Eq. (2.5), class 0).

    Rows :math:`\sigma = (x^1..x^s)` and columns :math:`\tau = (x^{s+1}..x^T)` in lexicographic order
    (:math:`x^1` most significant), as :func:`numerics.start_end` of :func:`numerics.grid_tensor` orders them.

    Parameters
    ----------
    rac : RAC
        Over :class:`racs.ModP`; any depth, :math:`R (p-1)^2 < 2^{53}`.
    T : int
        Even length; the matrix has side :math:`M^{T/2}`.
    backend : ``"torch"`` or ``"numpy"``
    out : array ``(M^{T/2}, M^{T/2})``, optional
        float64 on ``backend`` to fill (the elimination may then run in it).
    """
    ops = _ops(backend)
    if not isinstance(rac, RAC) or rac.field.modulus is None:
        raise TypeError("start_end_matrix_mod_p needs a RAC over racs.ModP (random_rac(..., field=ModP(p)))")
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 2 or T % 2:
        raise ValueError(f"T={T!r} must be an even int >= 2")
    p, M, R, s = rac.field.modulus, rac.M, rac.R, int(T) // 2
    if R * (p - 1) ** 2 >= _FLOAT53:
        raise ValueError(f"p={p} is too large for exact float64 dot products of length R={R}; "
                         f"need R * (p-1)**2 < 2**53")
    if out is None:
        _check_fits(ops, M=M, s=s)
        _check_work(ops, depth=rac.depth, M=M, R=R, s=s)
        out = ops.empty((M ** s, M ** s))
    elif s * math.log2(M) >= 62 or tuple(out.shape) != (M ** s, M ** s):
        raise ValueError(f"out has shape {tuple(out.shape)}; need (M^(T/2), M^(T/2)) for M={M}, T={T}")
    side = M ** s
    canon = rac.field.canonical
    dev = (tuple(ops.array(canon(w)) for w in rac.W_I), tuple(ops.array(canon(w)) for w in rac.W_H))
    w_out = ops.array(canon(rac.W_O[0]))
    h = [ops.array(canon(h0))[None, :] for h0 in rac.h0]
    for _ in range(s):
        h = _step(ops, dev, h, p)
    chunk = _build_chunk(side, R, rac.depth)
    for r0 in range(0, side, chunk):
        e = [hl[r0:r0 + chunk] for hl in h]
        for _ in range(s):
            e = _step(ops, dev, e, p)
        y = e[-1] @ w_out
        ops.mod_(y, p)
        out[r0:r0 + chunk] = y.reshape(-1, side)
    return out


def _panel_pivots(ops, P, p: int) -> tuple[np.ndarray, np.ndarray]:
    r"""Pivot rows ``I`` and columns ``J`` of a ``(k, w)`` panel with entries in :math:`[0, p)`.

    Gaussian elimination column by column: the first active row with a nonzero entry is the pivot, and its
    multiple is subtracted from every other active row. A pivot row is changed only by earlier pivot rows, so
    ``P[I][:, J]`` is a unit lower triangular matrix times an upper triangular one with nonzero diagonal
    (invertible), and every other row ends at zero: ``len(I)`` is the rank of ``P``.
    """
    W = ops.copy(P)
    k, w = W.shape
    active = ops.all_true(k)
    rows, cols = [], []
    for j in range(w):
        i = ops.first_true((W[:, j] != 0) & active)
        if i < 0:
            continue
        piv = int(ops.host(W[i:i + 1, j])[0])
        f = W[:, j] * pow(piv, -1, p)
        ops.mod_(f, p)
        f = f * active
        f[i] = 0
        upd = W[:, j:] - f[:, None] * W[i:i + 1, j:]
        ops.mod_(upd, p)
        W[:, j:] = upd
        active[i] = False
        rows.append(i)
        cols.append(j)
    return np.asarray(rows, dtype=np.intp), np.asarray(cols, dtype=np.intp)


def _swap_to_top(ops, Z, I: np.ndarray, r0: int) -> None:
    """Move rows ``r0 + I`` of ``Z`` to rows ``r0 .. r0 + len(I) - 1`` (in some order), one swap each."""
    r = I.size
    src = I[I >= r]
    if src.size:
        dst = ops.index(r0 + np.setdiff1d(np.arange(r), I))
        src = ops.index(r0 + src)
        tmp = Z[src]
        Z[src] = Z[dst]
        Z[dst] = tmp


def device_rank_mod_p(X, p: int, *, backend="numpy", block: int = DEVICE_PANEL) -> int:
    r"""Rank over GF(p) of a float64 matrix of integers, eliminated in place (``X`` is destroyed).

    Parameters
    ----------
    X : array ``(m, n)``
        float64 on ``backend`` (a ``torch.Tensor`` for ``"torch"``) holding integers :math:`|x| < 2^{52}`, such
        as :func:`start_end_matrix_mod_p`'s.
    p : int
        A prime with ``block * (p//2 + 1)**2 < 2**53`` (e.g. ``numerics.default_prime(block)``).
    block : int
        Panel width.
    """
    ops = _ops(backend)
    if isinstance(block, bool) or not isinstance(block, (int, np.integer)) or block < 1:
        raise ValueError(f"block={block!r} must be a positive int")
    p = _check_prime(p, int(block))
    if len(X.shape) != 2:
        raise ValueError(f"X must be a matrix; got shape {tuple(X.shape)}")
    m, n = X.shape
    step = (p // 2 + 1) ** 2
    size = float(_FLOAT53 // 2)  # unknown input: reduce before the first update
    rank = 0
    for c0 in range(0, n, block):
        if rank == m:
            break
        c1 = min(n, c0 + block)
        P = X[rank:, c0:c1] % p
        I, J = _panel_pivots(ops, P, p)
        r = I.size
        if r == 0:
            continue
        update = c1 < n and rank + r < m
        if update:
            pivot_block = ops.host(P[ops.index(I)][:, ops.index(J)]).astype(np.uint64)
            inv = ops.array(_centre(flint_inv_mod_p(pivot_block, p).astype(np.float64), p))
            Y = inv @ _centre(X[ops.index(rank + I), c1:] % p, p)
            ops.mod_(Y, p)
            Y = _centre(Y, p)
        _swap_to_top(ops, P, I, 0)
        _swap_to_top(ops, X, I, rank)
        if update:
            L = _centre(P[r:][:, ops.index(J)], p)
            due = size + r * step >= _FLOAT53
            for i in range(rank + r, m, _UPDATE_ROWS):
                rows = X[i:i + _UPDATE_ROWS, c1:]
                if due:
                    ops.mod_(rows, p)
                ops.sub_matmul_(rows, L[i - rank - r:i - rank - r + _UPDATE_ROWS], Y)
            size = (p if due else size) + r * step
        rank += r
    return rank


@dataclass(frozen=True)
class DeviceRank:
    """One certified rank from the device path: the instance, the GF(p) rank and what it was compared with."""
    depth: int
    M: int
    R: int
    T: int
    seed: int
    trial: int
    prime: int
    side: int
    rank: int
    upper_bound: int
    backend: str
    device: str
    build_s: float
    rank_s: float

    @property
    def settled(self) -> bool:
        """The certified lower bound meets the lab's best proven upper bound: the generic rank is ``rank``."""
        return self.rank == self.upper_bound


def device_certified_rank(*, depth: int, M: int, R: int, T: int, seed: int = 0, trial: int = 0,
                          prime: Optional[int] = None, backend="torch") -> DeviceRank:
    r"""The GF(p) rank of :func:`numerics.certified_rank`'s trial ``trial`` (one-hot, class 0), on ``backend``.

    The RAC is ``random_rac(..., seed=default_rng([seed, trial]), field=ModP(prime))`` with
    ``prime = numerics.trial_prime(M=M, R=R)`` by default: the very instance ``python -m numerics.sep_rank
    --trials 1 --seed SEED`` ranks on the CPU, so the two paths can be compared on the same matrix.
    """
    ops = _ops(backend)
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 2 or T % 2:
        raise ValueError(f"T={T!r} must be an even int >= 2")
    for name, v in (("depth", depth), ("M", M), ("R", R), ("seed", seed), ("trial", trial)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < (0 if name in ("seed", "trial") else 1):
            raise ValueError(f"{name}={v!r} must be a {'non-negative' if name in ('seed', 'trial') else 'positive'} int")
    p = _check_prime(trial_prime(M=M, R=R) if prime is None else prime, DEVICE_PANEL)
    _check_fits(ops, M=M, s=int(T) // 2)  # first: the bounds of a huge T take long to evaluate
    _check_work(ops, depth=depth, M=M, R=R, s=int(T) // 2)
    rac = random_rac(depth=depth, M=M, R=R, seed=np.random.default_rng([seed, trial]), field=ModP(p))
    bound = best_upper_bound(depth=depth, M=M, R=R, T=T)
    sync = ops.torch.cuda.synchronize if ops.name == "torch" and ops.device.type == "cuda" else (lambda: None)
    t0 = time.perf_counter()
    X = start_end_matrix_mod_p(rac, T=T, backend=ops)
    sync()
    t1 = time.perf_counter()
    rank = device_rank_mod_p(X, p, backend=ops)
    sync()
    t2 = time.perf_counter()
    device = "cpu" if ops.name == "numpy" else str(ops.device)
    if ops.name == "torch" and ops.device.type == "cuda":
        device = ops.torch.cuda.get_device_name(ops.device)
    return DeviceRank(depth=depth, M=M, R=R, T=int(T), seed=seed, trial=trial, prime=p, side=int(X.shape[0]),
                      rank=rank, upper_bound=int(bound), backend=ops.name, device=device, build_s=t1 - t0,
                      rank_s=t2 - t1)
