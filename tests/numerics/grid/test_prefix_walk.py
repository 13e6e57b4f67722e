"""The shared prefix walk against brute force: a model whose state is the prefix itself (its C-order code), so
every leaf must land on its own index and every parent must be seen exactly once."""

import math
import threading
import tracemalloc

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from strategies import chunk_widths, tail_sizes, template_counts, worker_counts

from numerics.grid.prefix_walk import (
    advance,
    children_by_template,
    descend,
    head_levels,
    tail_levels,
    walk_calls,
    walk_grid,
    walk_nbytes,
)


class CodeOps:
    """State of a prefix ``(d_1, ..., d_t)``: rows ``(level, code)`` with ``code`` its C-order index among the
    level's prefixes. With ``record``, keeps every column ``recurrent`` sees and counts the calls."""

    def __init__(self, Ks, record=True):
        self.Ks, self.record, self.lock = Ks, record, threading.Lock()
        self.parents, self.calls = [], {"children": 0, "child": 0, "leaves": 0}

    def recurrent(self, states, last):
        (s,) = states
        if self.record:
            with self.lock:
                self.parents += [(int(level), int(code), last) for level, code in s.T]
        return s[1] * 1

    def _kids(self, recs, t, k):
        return recs * self.Ks[t] + k

    def children(self, states, recs, t):
        with self.lock:
            self.calls["children"] += 1
            self.calls["child"] -= self.Ks[t]  # children_by_template's own calls are not the walk's
        return children_by_template(self, states, recs, t, self.Ks[t])

    def child(self, states, recs, t, k):
        with self.lock:
            self.calls["child"] += 1
        return (np.stack([np.full(recs.shape, t + 1), self._kids(recs, t, k)]),)

    def leaves(self, states, recs, t, out):
        with self.lock:
            self.calls["leaves"] += 1
        for k in range(out.shape[1]):
            out[:, k] = self._kids(recs, t, k)


def root():
    return (np.zeros((2, 1), dtype=np.int64),)


@given(template_counts, chunk_widths, worker_counts, tail_sizes)
@settings(max_examples=80)
def test_every_leaf_lands_on_its_index_and_every_parent_is_computed_once(Ks, step, workers, tail_entries):
    ops = CodeOps(Ks)
    A = walk_grid(ops, root(), Ks, step=step, dtype=np.int64, workers=workers, tail_entries=tail_entries)
    assert A.shape == tuple(Ks)
    np.testing.assert_array_equal(A, np.arange(math.prod(Ks)).reshape(Ks))
    T = len(Ks)
    expected = [(t, code, t == T - 1) for t in range(T) for code in range(math.prod(Ks[:t]))]
    assert sorted(ops.parents) == expected  # each parent exactly once, the last level's with last=True
    assert walk_calls(Ks, step=step, workers=workers, tail_entries=tail_entries)._asdict() == ops.calls


@given(template_counts, chunk_widths)
def test_advance_lists_children_in_c_order(Ks, step):
    (s,) = advance(CodeOps(Ks), root(), Ks, range(len(Ks)), step=step)
    np.testing.assert_array_equal(s[1], np.arange(math.prod(Ks)))
    assert np.all(s[0] == len(Ks))


@given(template_counts, chunk_widths, st.integers(1, 5))
def test_descend_from_given_prefixes_writes_their_rows(Ks, step, n):
    """Starting from ``n`` arbitrary prefix codes at level 0, row ``i`` holds code ``i``'s subtree in C order."""
    starts = np.arange(n) * 10**4
    out = np.empty((n, math.prod(Ks)), dtype=np.int64)
    descend(CodeOps(Ks), (np.stack([np.zeros(n, np.int64), starts]),), Ks, 0, step=step, out=out)
    np.testing.assert_array_equal(out, starts[:, None] * math.prod(Ks) + np.arange(math.prod(Ks)))


@given(template_counts, st.integers(1, 3000))
def test_head_is_the_first_level_with_enough_prefixes(Ks, prefixes):
    q = head_levels(Ks, prefixes)
    levels = [math.prod(Ks[:t]) for t in range(len(Ks))]  # prefixes at levels 0 .. T-1
    first = next((t for t, n in enumerate(levels) if n >= prefixes), len(Ks) - 1)
    assert q == first


@given(template_counts, st.integers(0, 5), chunk_widths, tail_sizes)
def test_tail_is_the_fewest_last_levels_with_enough_outputs(Ks, q, step, tail_entries):
    T = len(Ks)
    assume(q < T)
    j = tail_levels(Ks, q, step=step, tail_entries=tail_entries)
    fits = [i for i in range(1, T - q + 1) if math.prod(Ks[T - i : T - 1]) <= step]  # level T-1 prefixes per parent
    enough = [i for i in fits if math.prod(Ks[T - i :]) >= tail_entries]
    # the first level count that suffices, else the largest that fits, growing while it fits
    longest = max(i for i in fits if all(k in fits for k in range(1, i + 1)))
    assert j == min([i for i in enough if i <= longest], default=longest)


@pytest.mark.parametrize("Ks, step, workers", [([2] * 12, 64, 1), ([3] * 7, 5, 2), ([4, 1, 4, 2, 3], 3, 3)])
def test_memory_stays_within_the_plan(Ks, step, workers):
    """Traced numpy allocations: the output plus chunks, as :func:`walk_nbytes` plans with two rows a column
    (the toy's state) plus its recurrent half and temporaries."""
    walk_grid(CodeOps(Ks, record=False), root(), Ks, step=step, dtype=np.int64, workers=workers)  # warm caches
    tracemalloc.start()
    try:
        walk_grid(CodeOps(Ks, record=False), root(), Ks, step=step, dtype=np.int64, workers=workers)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert (
        math.prod(Ks) * 8
        <= peak
        <= walk_nbytes(Ks, step=step, column_entries=6, entry_bytes=8, workers=workers) + 2**16
    )  # + Python objects of the calls


def test_walks_in_other_threads_leave_the_blas_limit_alone():
    """Walks overlapping in threads (a Dask worker's tasks) must not set and restore the process-wide limit under
    one another: only the main thread limits BLAS to one thread, and gives the count back after its walk."""
    from threadpoolctl import threadpool_limits

    from numerics.grid.prefix_walk import _blas_controller, one_blas_thread

    def counts():  # of the BLAS libraries the walk limits (numpy's; torch's may load later and is not limited)
        return {lib.num_threads for lib in _blas_controller().lib_controllers if lib.user_api == "blas"}

    a_in, b_in, a_out, seen = threading.Event(), threading.Event(), threading.Event(), {}

    def first():
        with one_blas_thread():
            a_in.set()
            b_in.wait()
        a_out.set()

    def second():
        a_in.wait()
        with one_blas_thread():
            b_in.set()
            a_out.wait()
            seen["inside"] = counts()

    with threadpool_limits(limits=2, user_api="blas"):
        if not counts():
            pytest.skip("no BLAS library that threadpoolctl can see")
        with one_blas_thread():
            assert counts() == {1}
        assert counts() == {2}
        threads = [threading.Thread(target=first), threading.Thread(target=second)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert seen["inside"] == {2}
        assert counts() == {2}


def test_blas_libraries_found_again_after_imports(monkeypatch):
    """A BLAS loaded after the first walk (numba's first compiled call loads scipy's OpenBLAS) must be held too:
    the libraries are looked up again once a module was imported since."""
    import sys
    import types

    from numerics.grid import prefix_walk

    first = prefix_walk._blas_controller()
    assert prefix_walk._blas_controller() is first  # no new import: the lookup is reused
    monkeypatch.setitem(sys.modules, "_racs_test_late_import", types.ModuleType("_racs_test_late_import"))
    assert prefix_walk._blas_controller() is not first
