"""Bounded hypothesis strategies shared by the test modules."""
from hypothesis import strategies as st

from racs.cells import CELLS

seeds = st.integers(min_value=0, max_value=2**32 - 1)


@st.composite
def rac_shapes(draw, *, max_depth=3, max_M=3, max_R=4, max_C=2):
    """``(depth, M, R, C)`` small enough for naive evaluation."""
    return (draw(st.integers(1, max_depth)), draw(st.integers(1, max_M)),
            draw(st.integers(1, max_R)), draw(st.integers(1, max_C)))


even_T = st.sampled_from([2, 4, 6])
short_T = st.integers(1, 4)


@st.composite
def low_rank_int_matrices(draw, *, max_side=7, max_entry=5):
    """Integer matrices ``X @ Y`` of a chosen inner rank, as nested lists (m, n, rank <= r)."""
    m = draw(st.integers(1, max_side))
    n = draw(st.integers(1, max_side))
    r = draw(st.integers(0, min(m, n)))
    ent = st.integers(-max_entry, max_entry)
    X = [[draw(ent) for _ in range(r)] for _ in range(m)]
    Y = [[draw(ent) for _ in range(n)] for _ in range(r)]
    return [[sum(X[i][k] * Y[k][j] for k in range(r)) for j in range(n)] for i in range(m)]


@st.composite
def partitions(draw, *, max_T=5):
    """``(T, I)`` with ``I`` a subset of the axes ``0..T-1`` (J is the complement)."""
    T = draw(st.integers(1, max_T))
    I = draw(st.sets(st.integers(0, T - 1), max_size=T))
    return T, sorted(I)


# Well-posed RNN cyclic graphs (Zhang et al. Def. 2.1.1), period m >= 1.
#
# Well-posed by construction: each node gets a time offset ``T(v) = phase(v) + m a(v)`` and the nodes a random
# order; an edge ``u -> v`` has delay ``T(v) - T(u) + m b`` with ``b >= 1`` whenever it does not go forward in that
# order (self-loops included), so every cycle has delay sum ``m * sum(b) > 0`` and condition 1 holds.


@st.composite
def cyclic_graphs(draw, *, max_hidden=5, max_period=3, max_extra_edges=8, nonnegative=False, max_bonus=2):
    """``{"period", "nodes", "edges"}`` dicts (the JSON format). ``nonnegative``: every delay >= 0 (``a = 0``),
    so an unfolded window holds every path between its steps."""
    m = draw(st.integers(1, max_period))
    n_in, n_hid, n_out = draw(st.integers(1, 2)), draw(st.integers(1, max_hidden)), draw(st.integers(1, 2))
    names = [f"x{i}" for i in range(n_in)] + [f"h{i}" for i in range(n_hid)] + [f"y{i}" for i in range(n_out)]
    kinds = ["input"] * n_in + ["hidden"] * n_hid + ["output"] * n_out
    phase = {v: draw(st.integers(0, m - 1)) for v in names}
    offset = {v: phase[v] + (0 if nonnegative else m * draw(st.integers(-2, 2))) for v in names}
    rank = {v: i for i, v in enumerate(draw(st.permutations(names)))}
    hidden = names[n_in:n_in + n_hid]

    def delay(u, v):
        base = offset[v] - offset[u]
        low = 1 if rank[v] <= rank[u] else 0
        if nonnegative:
            low = max(low, -(base // m))  # smallest b with base + m b >= 0
        return base + m * draw(st.integers(low, low + max_bonus))

    sources, targets = names[:n_in + n_hid], names[n_in:]
    pairs = [(draw(st.sampled_from(hidden)),) * 2]  # condition 2: at least one cycle
    pairs += [(draw(st.sampled_from(sources)), h) for h in hidden] + [(h, draw(st.sampled_from(targets)))
                                                                       for h in hidden]
    pairs += [(draw(st.sampled_from(sources)), draw(st.sampled_from(targets)))
              for _ in range(draw(st.integers(0, max_extra_edges)))]
    edges = [[u, v, delay(u, v)] for u, v in pairs]
    return {"period": m, "nodes": [{"name": v, "kind": k, "phase": phase[v]} for v, k in zip(names, kinds)],
            "edges": edges}


#: Boxes on a line for the figure folder: ``(centre x, width)`` pairs (points).
boxes_strategy = st.lists(st.tuples(st.floats(0, 400), st.floats(2, 30)), min_size=1, max_size=8)


# The cell zoo (racs.cells).
cell_names = st.sampled_from(sorted(CELLS))
analytic_cells = st.sampled_from(sorted(set(CELLS) - {"rac"}))


@st.composite
def small_stack_args(draw, cells=cell_names, max_depth=3, max_R=4, max_n_in=3):
    """Keyword arguments of ``init_stack`` for a small stack."""
    return dict(cell=draw(cells), depth=draw(st.integers(1, max_depth)), R=draw(st.integers(1, max_R)),
                n_in=draw(st.integers(1, max_n_in)), seed=draw(st.integers(0, 2**16)),
                gain=draw(st.sampled_from([0.5, 1.0, 1.5, 3.0])), bias_scale=draw(st.sampled_from([0.0, 0.7])),
                b_fg=draw(st.sampled_from([0.0, 1.0, 2.5])))
