r"""Certified Start-End ranks on an accelerator: the one-hot matrix and its GF(p) rank, built and eliminated in
device memory.

The CPU path (:func:`numerics.certified_rank`, :func:`numerics.blas_rank_mod_p`) stops where the dense
:math:`M^{T/2} \times M^{T/2}` matrix outgrows the host (side 32768 is 8.6 GB). On a GPU with 140 GiB the sides
65536 and 131072 fit; this module builds :math:`[\![A(y)]\!]_{S,E}` (Eq. (2.5), one-hot templates, Def. 2.1's
Start-End partition) of one RAC over GF(p) directly on the device and ranks it there, so nothing matrix-sized
crosses the bus.

*Backends.* The same code runs on ``"torch"`` (the accelerator; ``torch`` comes with the ``train`` extra or the
device's own install) and on ``"numpy"`` (the CPU; what the default tests run, against naive evaluation, the lab's
grid tensor and FLINT). For CPU work the BLAS path is faster: ``"numpy"`` is the test double of the device path,
not a second CPU method.

*Exactness.* Every value is an integer held in float64, in the field :class:`racs.ModP` (:math:`p < 2^{26}`). The
matrix is built on centred residues, :math:`|x| \le B =` ``ModP(p).bound``, reduced after every product, so a dot
product of the recurrence stays below :math:`R B^2 < 2^{53}` wherever ``R <= ModP(p).max_inner`` (as
:func:`numerics.certified_rank` requires; ``numerics.trial_prime`` always allows it). The elimination is
:mod:`numerics.rank.blas`'s (a panel's pivot rows :math:`I` and columns :math:`J`, then the Schur complement update
:math:`X_{\bar I,R} \leftarrow X_{\bar I,R} - X_{\bar I,J} (X_{I,J})^{-1} X_{I,R}`), with the panel's pivots found
by plain Gaussian elimination on the device (products below :math:`p^2 < 2^{52}`) and :math:`(X_{I,J})^{-1}` by
FLINT on the host (at most ``block`` square). Both factors of the update are centred, and ``block`` is at most
``max_inner``, so one update adds at most ``block`` :math:`B^2` to an entry; the trailing block is reduced
whenever the next update could reach :math:`2^{53}`, counting from the input's largest magnitude.

A rank over GF(p) is a lower bound on the rank over Q of the integer instance whose weights are the residues,
hence (Claims 2 and 5) on the generic rank; where it meets a proven upper bound the generic rank is settled.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import cast

import numpy as np

from numerics.certify.plan import BUILD_STEPS, MAX_LAYER_STEPS, best_upper_bound, int_text, trial_prime
from numerics.rank.blas import BLAS_PANEL, _swap_rows_to_top
from numerics.rank.flint_bridge import flint_inv_mod_p
from racs import RAC, ModP, random_rac
from racs.memory import check_fits, log2_bytes
from racs.sizes import check_size

__all__ = ["start_end_matrix_mod_p", "device_rank_mod_p", "device_certified_rank", "DeviceRank", "BACKENDS"]

# The command line is ``numerics/device_rank.py``: ``python -m numerics.device_rank --depth 2 --T 32``.

#: Array libraries the module runs on.
BACKENDS = ("torch", "numpy")
_FLOAT53 = 2**53
#: Rows of the trailing block per update (bounds numpy's product buffer, and the launches on torch).
_UPDATE_ROWS = 4096
#: Entries per block of the input check (its temporaries: a few arrays of this many entries).
_CHECK_ELEMENTS = 2**26
#: Bytes of one chunk of End-side states while the matrix is built.
_BUILD_CHUNK_BYTES = 2**28
#: Largest log2 of the building's multiplications, depth R M^T, per backend: about 80 s on numpy at two cores,
#: 4 minutes on an H200 (depth 2, R = 6, T = 34 is 2^37.6 and took 48 s there).
_MAX_LOG2_WORK = {"numpy": 30.0, "torch": 40.0}


class _Numpy:
    """Array operations on the CPU (numpy)."""

    name = "numpy"
    on_gpu = False

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

    def is_float64(self, a) -> bool:
        return isinstance(a, np.ndarray) and a.dtype == np.float64

    def max_abs_if_integral(self, a) -> float:
        """Largest ``|a|``, or NaN if an entry is not a finite integer."""
        if not np.all(np.isfinite(a)) or not np.array_equal(a, np.rint(a)):
            return math.nan
        return float(np.abs(a).max(initial=0.0))


class _Torch:
    """Array operations on a torch device (CUDA when there is one)."""

    name = "torch"

    def __init__(self, device=None):
        try:
            import torch
        except ImportError as exc:
            raise ValueError(
                "backend='torch' needs PyTorch (pip install 'racs-lab[train]' or a CUDA build); "
                "use backend='numpy' on the CPU"
            ) from exc
        self.torch = torch
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))
        self.on_gpu = self.device.type == "cuda"

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

    def is_float64(self, a) -> bool:
        return isinstance(a, self.torch.Tensor) and a.dtype == self.torch.float64

    def max_abs_if_integral(self, a) -> float:
        """Largest ``|a|``, or NaN if an entry is not a finite integer."""
        if not bool(self.torch.isfinite(a).all()) or not bool((a == self.torch.round(a)).all()):
            return math.nan
        return float(a.abs().max()) if a.numel() else 0.0

    def free_bytes(self) -> int:
        return int(self.torch.cuda.mem_get_info(self.device)[0])


def _ops(backend):
    if backend == "numpy":
        return _Numpy()
    if backend == "torch":
        return _Torch()
    raise ValueError(f"backend={backend!r} is not one of {BACKENDS}")


def _ops_of(X):
    """The backend an array lives on: a numpy array or a torch tensor (on its own device)."""
    if type(X) is np.ndarray:  # not np.matrix, whose reductions keep two axes
        if not X.flags.writeable:
            raise ValueError("X is read-only; the elimination runs in place (pass a writeable copy)")
        return _Numpy()
    if type(X).__module__.startswith("torch"):
        return _Torch(X.device)
    raise TypeError(f"X must be a float64 numpy array or torch tensor; got {type(X).__name__}")


def _field(p) -> ModP:
    """``ModP(p)`` with ``p`` a Python int (``pow(x, -1, p)`` in the panel search needs one): a prime
    :math:`3 \\le p < 2^{26}`, else ``TypeError``/``ValueError`` naming it."""
    if isinstance(p, (int, np.integer)) and not isinstance(p, bool):
        p = int(p)
        if p >= 2**26:
            raise ValueError(
                f"p={int_text(p)} must be a prime with 3 <= p < 2**26 (numerics.default_prime(256) is "
                "the largest that allows full panels)"
            )
    return ModP(p)


def _side_bytes_log2(M: int, s: int) -> float:
    return log2_bytes(base=M, exponent=2 * s, times=8)


def _check_fits(ops, *, M: int, s: int) -> None:
    """Refuse the ``M^s x M^s`` float64 matrix and the working arrays (a panel and its copies, the pivot rows, on
    numpy one row block's product, the input check's blocks, a build chunk) before anything is allocated, and before
    ``M^s`` is formed (a huge ``T``): against the GPU's free memory, elsewhere (numpy, or torch on the CPU) against
    host memory as the lab's other commands count it."""
    what = f"the M^(T/2) x M^(T/2) Start-End matrix (M={M}, T={int_text(2 * s)})"
    log2_need = _side_bytes_log2(M, s)
    if log2_need < 62:  # the matrix, 8 panel-sized arrays, numpy's product buffer, the input check, a build chunk
        side = M**s
        log2_need = math.log2(
            8 * side * (side + 8 * BLAS_PANEL + (0 if ops.on_gpu else _UPDATE_ROWS))
            + 8 * 3 * _CHECK_ELEMENTS
            + 2 * _BUILD_CHUNK_BYTES
        )
    if not ops.on_gpu:
        check_fits(log2_need, what, fix="lower T", log2=True)
        return
    free = ops.free_bytes()
    if log2_need > math.log2(max(free, 1)):
        need = f"{2.0**log2_need / 2**30:.1f} GiB" if log2_need < 80 else "more than 2^80 bytes"
        raise ValueError(f"{what} needs {need} of device memory and {free / 2**30:.1f} GiB is free; lower T")


def _build_chunk(side: int, R: int, depth: int) -> int:
    """Start rows whose End states are built at once (their states and one step's temporaries in
    :data:`_BUILD_CHUNK_BYTES`)."""
    return max(1, min(side, _BUILD_CHUNK_BYTES // (8 * side * R * (depth + 5))))


def _check_work(ops, *, depth: int, M: int, R: int, s: int) -> None:
    """Refuse a build that would run for hours: too many multiplications for the backend (depth R M^T), or too
    many layer updates (Python's per-call overhead; drawing the weights counts as
    :data:`numerics.certify.plan.BUILD_STEPS` per layer, as in :func:`numerics.certify.plan.make_plan`, and the
    lab's limit :data:`numerics.MAX_LAYER_STEPS` applies). Never forms ``M^s`` for a huge ``s``."""
    log2_work = log2_bytes(base=M, exponent=2 * s, times=depth * R)
    limit = _MAX_LOG2_WORK["torch" if ops.on_gpu else "numpy"]
    if log2_work > limit:
        size = f"2^{log2_work:.1f}" if log2_work < 1e6 else "more than 2^(10^6)"
        raise ValueError(
            f"building the matrix takes about {size} multiplications (depth R M^T), more than the "
            f"2^{limit:.0f} allowed on {ops.name}"
            f"{' (backend torch on a GPU allows more)' if not ops.on_gpu else ''}; lower T, R or the depth"
        )
    side = M**s  # small here unless M = 1
    steps = depth * (BUILD_STEPS + s * (1 + -(-side // _build_chunk(side, R, depth))))
    if steps > MAX_LAYER_STEPS:
        raise ValueError(
            f"building the matrix takes about {int_text(steps)} one-layer updates, more than the "
            f"{MAX_LAYER_STEPS} allowed; lower the depth or T"
        )


def _centre(Z, p: int):
    """Representatives in ``[-p//2, p//2]`` of values in ``[0, p)`` (a new array)."""
    return Z - p * (Z > p // 2)


def _reduce_(ops, Z, p: int) -> None:
    """``Z`` to centred representatives, in place."""
    ops.mod_(Z, p)
    Z[Z > p // 2] -= p


def _step(ops, rac_dev: tuple, h: list, p: int) -> list:
    r"""Every state after one more input: ``(N, R)`` per layer -> ``(N M, R)``, row ``n M + x`` reading symbol
    ``x`` after state ``n`` (Eq. (2.2) with :math:`h^{t,0} = e_x`). Centred in, centred out."""
    W_I, W_H = rac_dev
    N, R = h[0].shape
    M = W_I[0].shape[1]
    out = []
    below = None
    for l in range(len(h)):
        a = h[l] @ W_H[l].T
        _reduce_(ops, a, p)
        if l == 0:
            v = a[:, None, :] * W_I[0].T[None, :, :]  # (N, M, R): W^{I,1} e_x is column x of W^{I,1}
        else:
            b = below @ W_I[l].T
            _reduce_(ops, b, p)
            v = a[:, None, :] * b.reshape(N, M, R)
        _reduce_(ops, v, p)
        below = v.reshape(N * M, R)
        out.append(below)
    return out


def _check_T(T) -> int:
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 2 or T % 2:
        shown = int_text(int(T)) if isinstance(T, (int, np.integer)) and not isinstance(T, bool) else repr(T)
        raise ValueError(f"T={shown} must be an even int >= 2")
    return int(T)


def start_end_matrix_mod_p(rac: RAC, *, T: int, backend="torch", out=None):
    r"""The one-hot Start-End matrix :math:`[\![A(y)]\!]_{S,E}[\sigma, \tau] = y(\sigma\tau)` of a GF(p) RAC,
    built on ``backend`` with entries in :math:`[0, p)` (Eq. (2.5), class 0).

    Rows :math:`\sigma = (x^1..x^s)` and columns :math:`\tau = (x^{s+1}..x^T)` in lexicographic order
    (:math:`x^1` most significant), as :func:`numerics.start_end` of :func:`numerics.grid.grid_tensor` orders them.

    Parameters
    ----------
    rac : RAC
        Over :class:`racs.ModP`; any depth, ``R <= rac.field.max_inner``.
    T : int
        Even length; the matrix has side :math:`M^{T/2}`.
    backend : ``"torch"`` (default) or ``"numpy"``
        Ignored when ``out`` is given: the matrix is built where ``out`` lives.
    out : float64 array ``(M^{T/2}, M^{T/2})``, optional
        A numpy array or torch tensor to fill (the elimination may then run in it).
    """
    if not isinstance(rac, RAC) or rac.field.modulus is None:
        raise TypeError("start_end_matrix_mod_p needs a RAC over racs.ModP (random_rac(..., field=ModP(p)))")
    T = _check_T(T)
    fld = cast(ModP, rac.field)  # checked above: ModP is the field with a modulus
    p, M, R, s = fld.p, rac.M, rac.R, T // 2
    fld.check_inner(R)
    ops = _ops(backend) if out is None else _ops_of(out)
    if out is None:
        _check_fits(ops, M=M, s=s)
    elif not ops.is_float64(out) or _side_bytes_log2(M, s) >= 62 or tuple(out.shape) != (M**s, M**s):
        raise ValueError(
            f"out must be a float64 array of shape (M^(T/2), M^(T/2)) for M={M}, T={int_text(T)}; "
            f"got {getattr(out, 'dtype', type(out).__name__)} of shape {tuple(out.shape)}"
        )
    _check_work(ops, depth=rac.depth, M=M, R=R, s=s)
    side = M**s
    if out is None:
        out = ops.empty((side, side))
    centred = lambda w: ops.array(_centre(fld.canonical(w), p))  # noqa: E731
    dev = (tuple(centred(w) for w in rac.W_I), tuple(centred(w) for w in rac.W_H))
    w_out = centred(rac.W_O[0])
    h = [centred(h0)[None, :] for h0 in rac.h0]
    for _ in range(s):
        h = _step(ops, dev, h, p)
    chunk = _build_chunk(side, R, rac.depth)
    for r0 in range(0, side, chunk):
        e = [hl[r0 : r0 + chunk] for hl in h]
        for _ in range(s):
            e = _step(ops, dev, e, p)
        y = e[-1] @ w_out
        ops.mod_(y, p)
        out[r0 : r0 + chunk] = y.reshape(-1, side)
    return out


def _panel_pivots(ops, P, p: int) -> tuple[np.ndarray, np.ndarray]:
    r"""Pivot rows ``I`` and columns ``J`` of a ``(k, w)`` panel with entries in :math:`[0, p)`.

    Gaussian elimination column by column: the first active row with a nonzero entry is the pivot, and its
    multiple is subtracted from every other active row. A pivot row is changed only by earlier pivot rows, so
    ``P[I][:, J]`` is a unit lower triangular matrix times an upper triangular one with nonzero diagonal
    (invertible), and every other row ends at zero: ``len(I)`` is the rank of ``P``. Products of two residues
    stay below :math:`p^2 < 2^{52}`.
    """
    W = ops.copy(P)
    k, w = W.shape
    active = ops.all_true(k)
    rows, cols = [], []
    for j in range(w):
        i = ops.first_true((W[:, j] != 0) & active)
        if i < 0:
            continue
        piv = int(ops.host(W[i : i + 1, j])[0])
        f = W[:, j] * pow(piv, -1, p)
        ops.mod_(f, p)
        f = f * active
        f[i] = 0
        upd = W[:, j:] - f[:, None] * W[i : i + 1, j:]
        ops.mod_(upd, p)
        W[:, j:] = upd
        active[i] = False
        rows.append(i)
        cols.append(j)
    return np.asarray(rows, dtype=np.intp), np.asarray(cols, dtype=np.intp)


def device_rank_mod_p(X, p: int, *, block: int = BLAS_PANEL) -> int:
    r"""Rank over GF(p) of a float64 matrix of integers, eliminated in place (``X`` is destroyed) where it lives.

    Parameters
    ----------
    X : array ``(m, n)``
        A float64 numpy array (the CPU) or torch tensor (its device) of integers :math:`|x| < 2^{53}`, such as
        :func:`start_end_matrix_mod_p`'s. Anything else is refused (``numerics.to_mod_p`` converts integers and
        Fractions).
    p : int
        A prime, :math:`3 \le p < 2^{26}` (:class:`racs.ModP`).
    block : int
        Panel width, capped at ``ModP(p).max_inner`` so that every product is exact (as
        :func:`numerics.blas_rank_mod_p` caps it).
    """
    ops = _ops_of(X)
    F = _field(p)
    b = max(1, min(check_size("block", block), F.max_inner))
    if not ops.is_float64(X) or len(X.shape) != 2:
        raise TypeError(
            f"X must be a float64 matrix; got {getattr(X, 'dtype', '?')} of shape {tuple(X.shape)} "
            "(numerics.to_mod_p(A, p).astype(float) converts integers)"
        )
    m, n = X.shape
    size, rows = 0.0, max(1, _CHECK_ELEMENTS // max(n, 1))
    for i in range(0, m, rows):  # in blocks: the check's temporaries must fit beside a matrix that fills the GPU
        largest = ops.max_abs_if_integral(X[i : i + rows])
        if not largest < _FLOAT53:  # NaN too
            raise ValueError(
                "X must hold integers of magnitude below 2**53 (no NaN, inf or fractions); reduce it "
                "mod p first (numerics.to_mod_p)"
            )
        size = max(size, largest)
    p = F.p
    step = F.bound**2
    rank = 0
    for c0 in range(0, n, b):
        if rank == m:
            break
        c1 = min(n, c0 + b)
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
            _reduce_(ops, Y, p)
        _swap_rows_to_top(P, I, 0, index=ops.index)
        _swap_rows_to_top(X, I, rank, index=ops.index)
        if update:
            L = _centre(P[r:][:, ops.index(J)], p)
            due = size + r * step >= _FLOAT53
            for i in range(rank + r, m, _UPDATE_ROWS):
                rows = X[i : i + _UPDATE_ROWS, c1:]
                if due:
                    ops.mod_(rows, p)
                ops.sub_matmul_(rows, L[i - rank - r : i - rank - r + _UPDATE_ROWS], Y)
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


def device_certified_rank(
    *, depth: int, M: int, R: int, T: int, seed: int = 0, trial: int = 0, prime: int | None = None, backend="torch"
) -> DeviceRank:
    r"""The GF(p) rank of :func:`numerics.certified_rank`'s trial ``trial`` (one-hot, class 0), on ``backend``.

    The RAC is ``random_rac(..., seed=default_rng([seed, trial]), field=ModP(prime))`` with
    ``prime = numerics.trial_prime(M=M, R=R)`` by default: the very instance ``python -m numerics.sep_rank
    --trials 1 --seed SEED`` ranks on the CPU (trial 0), so the two paths can be compared on the same matrix.
    Everything is checked before the weights are drawn; a rank above the best proven upper bound would be a bug
    of the lab and raises ``RuntimeError``.
    """
    T = _check_T(T)
    depth, M, R = (check_size(k, v) for k, v in (("depth", depth), ("M", M), ("R", R)))
    seed, trial = (check_size(k, v, low=0) for k, v in (("seed", seed), ("trial", trial)))
    F = _field(trial_prime(M=M, R=R) if prime is None else prime)
    F.check_inner(R)
    ops = _ops(backend)
    _check_fits(ops, M=M, s=T // 2)  # before the bounds: those of a huge T take long to evaluate
    _check_work(ops, depth=depth, M=M, R=R, s=T // 2)
    rac = random_rac(depth=depth, M=M, R=R, seed=np.random.default_rng([seed, trial]), field=F)
    bound = int(best_upper_bound(depth=depth, M=M, R=R, T=T))
    sync = ops.torch.cuda.synchronize if ops.on_gpu else (lambda: None)
    oom = (ops.torch.cuda.OutOfMemoryError,) if ops.on_gpu else ()
    try:
        t0 = time.perf_counter()
        X = start_end_matrix_mod_p(rac, T=T, backend=ops.name, out=ops.empty((M ** (T // 2),) * 2))
        sync()
        t1 = time.perf_counter()
        rank = device_rank_mod_p(X, F.p)
        sync()
        t2 = time.perf_counter()
    except oom as exc:  # the plan left too little room; one line, like the host's MemoryError
        raise MemoryError(f"the GPU ran out of memory ({str(exc).splitlines()[0]})") from exc
    if rank > bound:
        raise RuntimeError(
            f"certified rank {rank} exceeds the proven upper bound {bound} at depth={depth}, M={M}, "
            f"R={R}, T={T}: a bug of the lab, please report it"
        )
    device = ops.torch.cuda.get_device_name(ops.device) if ops.on_gpu else str(getattr(ops, "device", "cpu"))
    return DeviceRank(
        depth=depth,
        M=M,
        R=R,
        T=T,
        seed=seed,
        trial=trial,
        prime=F.p,
        side=int(X.shape[0]),
        rank=rank,
        upper_bound=bound,
        backend=ops.name,
        device=device,
        build_s=t1 - t0,
        rank_s=t2 - t1,
    )
