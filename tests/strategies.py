"""Bounded hypothesis strategies shared by the test modules."""
from hypothesis import strategies as st

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
