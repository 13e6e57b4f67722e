"""The BLAS elimination's thread rule, its chunked input check and its skip of zero panels, against independent
computations (threadpoolctl's own report, whole-array numpy checks, FLINT's nmod_mat_rank)."""

import io
import os

import numpy as np
import pytest
from threadpoolctl import threadpool_info

import numerics.rank.blas as blas
from numerics import default_prime
from numerics.rank.flint_bridge import flint_rank_mod_p
from racs import ModP

P = default_prime(256)


def _blas_threads() -> list[int]:
    return [m["num_threads"] for m in threadpool_info() if m["user_api"] == "blas"]


@pytest.fixture
def record_threads(monkeypatch):
    """The BLAS thread count each elimination ran with, as threadpoolctl reports it."""
    seen = []
    real = blas._eliminate

    def recording(*a, **kw):
        seen.append(_blas_threads())
        return real(*a, **kw)

    monkeypatch.setattr(blas, "_eliminate", recording)
    return seen


@pytest.mark.parametrize("small", [True, False])
def test_one_blas_thread_below_the_threshold(monkeypatch, record_threads, small):
    seen = record_threads
    monkeypatch.setattr(blas, "_machine_busy", lambda: False)
    if not small:
        monkeypatch.setattr(blas, "BLAS_THREADS_MIN_SIDE", 8)
    before = _blas_threads()
    A = ModP(P).random(np.random.default_rng(0), (40, 40))
    blas.blas_rank_mod_p(A, P)
    blas.blas_row_basis(A, P)
    assert seen == [[1] * len(before)] * 2 if small else seen == [before] * 2
    assert _blas_threads() == before  # restored


def _centred_reference(A: np.ndarray, bound: int) -> bool:
    return bool(np.all(np.abs(A) <= bound) and np.all(A == np.rint(A)))


@pytest.mark.parametrize("where", [(0, 0), (-1, -1), (700, 3), (399, 129)])
@pytest.mark.parametrize("bad", [0.5, 1e9, -1e9, None])
def test_chunked_centred_check_equals_whole_array_check(where, bad):
    F = ModP(P)
    A = F.random(np.random.default_rng(1), (701, 130))
    if bad is not None:
        A[where] = bad
    assert blas._is_centred(A, F.bound) == _centred_reference(A, F.bound)


def test_zero_panels_are_skipped_with_the_rank_kept():
    """Rank-deficient matrices whose later column panels vanish mod p (multiples of p, not zeros) after the rank
    is reached, and a zero panel in the middle."""
    F, rng = ModP(P), np.random.default_rng(2)
    L, Rt = F.random(rng, (700, 90)), F.random(rng, (90, 800))
    A = F.reduce(L @ Rt % P)  # rank 90: panels after the first are zero after elimination
    A[:, 256:512] = 0.0
    A[:, 600:700] = F.p * np.round(rng.standard_normal((700, 100)))  # zero mod p, not zero
    want = flint_rank_mod_p(F.canonical(A), P)[0]
    assert blas.blas_rank_mod_p(A, P, block=128, sub=16) == want


def test_one_blas_thread_on_a_busy_machine(monkeypatch, record_threads):
    seen = record_threads
    monkeypatch.setattr(blas, "BLAS_THREADS_MIN_SIDE", 8)
    monkeypatch.setattr(blas, "_free_cores", lambda: 1.0)  # only the caller's core
    before = _blas_threads()
    blas.blas_rank_mod_p(ModP(P).random(np.random.default_rng(0), (40, 40)), P)
    assert seen == [[1] * len(before)]
    monkeypatch.setattr(blas, "_free_cores", lambda: 2.0)
    assert not blas._machine_busy()


@pytest.mark.parametrize(("load", "busy"), [(float(os.cpu_count() or 1), True), (0.0, False)])
def test_the_load_average_decides_without_proc_stat(monkeypatch, load, busy):
    monkeypatch.setattr(blas, "_free_cores", lambda: None)
    monkeypatch.setattr(blas.os, "getloadavg", lambda: (load, 0.0, 0.0))
    assert blas._machine_busy() is busy


def test_free_cores_do_not_count_the_callers_own_threads(monkeypatch):
    """Two cores, the caller's threads using both for the whole second that /proc/stat says nothing was idle: the
    caller's CPU time (2 s of process time in 1 s) is added back, so 2 cores are free for it."""
    lines = iter(["cpu  100 0 100 1000 0 0 0 0 0 0\n", "cpu  300 0 100 1000 0 0 0 0 0 0\n"])
    clocks = iter([5.0, 7.0])
    walls = iter([10.0, 11.0])
    monkeypatch.setattr(blas.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(blas, "open", lambda *a, **k: io.StringIO(next(lines)), raising=False)  # this module only
    monkeypatch.setattr(blas.time, "process_time", lambda: next(clocks))
    monkeypatch.setattr(blas.time, "monotonic", lambda: next(walls))
    monkeypatch.setattr(blas.time, "sleep", lambda s: None)
    assert blas._free_cores() == pytest.approx(2.0)


def test_free_cores_is_none_without_proc_stat(monkeypatch):
    def missing(*a, **k):
        raise OSError("no /proc/stat")

    monkeypatch.setattr(blas, "open", missing, raising=False)
    assert blas._free_cores() is None
