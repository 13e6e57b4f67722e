"""Bounded hypothesis strategies shared by the test modules."""

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

from numerics.rank.factorised import feature_count
from numerics.train import TASKS
from racs.cells import CELLS

seeds = st.integers(min_value=0, max_value=2**32 - 1)


@st.composite
def rac_shapes(draw, *, max_depth=3, max_M=3, max_R=4, max_C=2):
    """``(depth, M, R, C)`` small enough for naive evaluation."""
    return (
        draw(st.integers(1, max_depth)),
        draw(st.integers(1, max_M)),
        draw(st.integers(1, max_R)),
        draw(st.integers(1, max_C)),
    )


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


def damaged_low_rank(m: int, n: int, r: int, seed: int, p: int, damage: str) -> np.ndarray:
    """A product of random m x r and r x n factors mod p, then damaged: zero rows or columns, or repeated rows
    (the leading rows of every sub-panel then are dependent)."""
    rng = np.random.default_rng(seed)
    r = min(r, m, n)
    A = (rng.integers(0, p, (m, r)) @ rng.integers(0, p, (r, n))) % p if r else np.zeros((m, n), dtype=np.int64)
    if damage == "zero_rows":
        A[rng.random(m) < 0.4] = 0
    elif damage == "zero_columns":
        A[:, rng.random(n) < 0.4] = 0
    elif damage == "repeated_rows":
        A = np.repeat(A, 3, axis=0)[:m]
    return A


DAMAGES = ("none", "zero_rows", "zero_columns", "repeated_rows")


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
    hidden = names[n_in : n_in + n_hid]

    def delay(u, v):
        base = offset[v] - offset[u]
        low = 1 if rank[v] <= rank[u] else 0
        if nonnegative:
            low = max(low, -(base // m))  # smallest b with base + m b >= 0
        return base + m * draw(st.integers(low, low + max_bonus))

    sources, targets = names[: n_in + n_hid], names[n_in:]
    pairs = [(draw(st.sampled_from(hidden)),) * 2]  # condition 2: at least one cycle
    pairs += [(draw(st.sampled_from(sources)), h) for h in hidden] + [
        (h, draw(st.sampled_from(targets))) for h in hidden
    ]
    pairs += [
        (draw(st.sampled_from(sources)), draw(st.sampled_from(targets)))
        for _ in range(draw(st.integers(0, max_extra_edges)))
    ]
    edges = [[u, v, delay(u, v)] for u, v in pairs]
    return {
        "period": m,
        "nodes": [{"name": v, "kind": k, "phase": phase[v]} for v, k in zip(names, kinds)],
        "edges": edges,
    }


@st.composite
def component_chains(draw, *, max_hidden=7, max_extra_edges=6):
    """Graphs of many strongly connected components (the case that was quadratic in ``_potentials``): hidden nodes
    in a random order, each with a self-loop of delay 1-3 or none, edges only forward in that order (delay 0-2),
    a few backward edges of delay >= 1 making larger components, inputs and outputs attached at random. Period 1,
    every cycle's delay sum positive."""
    n = draw(st.integers(1, max_hidden))
    hidden = [f"h{i}" for i in range(n)]
    edges = [["x", hidden[0], 0], [hidden[-1], "y", 0]]
    edges += [[hidden[i], hidden[i + 1], draw(st.integers(0, 2))] for i in range(n - 1)]
    loops = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    loops[draw(st.integers(0, n - 1))] = True  # at least one cycle
    edges += [[h, h, draw(st.integers(1, 3))] for h, loop in zip(hidden, loops) if loop]
    for _ in range(draw(st.integers(0, max_extra_edges))):
        i, j = sorted(draw(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))))
        if draw(st.integers(0, 3)) == 0 and i < j:  # backward: joins components, delay keeps cycles positive
            edges.append([hidden[j], hidden[i], draw(st.integers(1, 3))])
        elif i < j:
            edges.append([hidden[i], hidden[j], draw(st.integers(0, 2))])
        else:
            edges.append(["x", hidden[i], 0])
    return {
        "period": 1,
        "nodes": [{"name": "x", "kind": "input"}]
        + [{"name": h, "kind": "hidden"} for h in hidden]
        + [{"name": "y", "kind": "output"}],
        "edges": edges,
    }


#: Boxes on a line for the figure folder: ``(centre x, width)`` pairs (points).
boxes_strategy = st.lists(st.tuples(st.floats(0, 400), st.floats(2, 30)), min_size=1, max_size=8)


# The cell zoo (racs.cells).
cell_names = st.sampled_from(sorted(CELLS))
analytic_cells = st.sampled_from(sorted(set(CELLS) - {"rac"}))


@st.composite
def small_stack_args(draw, cells=cell_names, max_depth=3, max_R=4, max_n_in=3):
    """Keyword arguments of ``init_stack`` for a small stack."""
    return dict(
        cell=draw(cells),
        depth=draw(st.integers(1, max_depth)),
        R=draw(st.integers(1, max_R)),
        n_in=draw(st.integers(1, max_n_in)),
        seed=draw(st.integers(0, 2**16)),
        gain=draw(st.sampled_from([0.5, 1.0, 1.5, 3.0])),
        bias_scale=draw(st.sampled_from([0.0, 0.7])),
        b_fg=draw(st.sampled_from([0.0, 1.0, 2.5])),
    )


# --- The campaign store and the atlas command line

#: Keys of store rows: any text, including the empty string and non-ASCII (SQLite TEXT holds them all).
store_keys = st.text(max_size=12)


_json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**53), 2**53),
    st.text(max_size=8),
    st.floats(allow_nan=False, allow_infinity=False),
)


#: JSON-able rows (dicts of nested lists and dicts), as campaigns store them.
store_rows = st.dictionaries(
    st.text(max_size=6),
    st.recursive(
        _json_leaf,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
        max_leaves=8,
    ),
    max_size=5,
)


_huge = st.sampled_from(["100000000000000000000", "1" + "0" * 5000, "99999999999"])


_small = st.integers(0, 4).map(str)


_range = st.tuples(st.integers(0, 3), st.integers(0, 4)).map(lambda ab: f"{ab[0]}-{ab[1]}")


_odd = st.sampled_from(["", " ", "-1", "2.5", "x", "1e3", "2,,3", "3-1", "-", "1-", "0x10", "２"])


#: Values for an integer-list axis of the atlas (--M, --K, --R, --T, --depth): valid, huge, malformed.
axis_values = st.one_of(
    _small,
    _range,
    _huge,
    _odd,
    st.tuples(_small, _range).map(lambda t: ",".join(t)),
    st.tuples(st.just("2-"), _huge).map("".join),
)


_int_option = st.one_of(_small, _huge, _odd, st.integers(-3, 3).map(str))


_paths = st.sampled_from(
    [
        "{tmp}/a.sqlite",
        "{tmp}",
        "",
        "{tmp}/none/x.sqlite",
        "{tmp}/text.txt",
        "{tmp}/bytes.bin",
        "/proc/nope/a.sqlite",
        # issue 34: a FIFO hung the opener, a device or another program's SQLite file
        "{tmp}/fifo",
        "/dev/zero",
        "/dev/null",
        "{tmp}/foreign.sqlite",
    ]
)


_valid = {
    "M": st.sampled_from(["1", "2", "3", "2,3", "1-2"]),
    "R": st.sampled_from(["1", "2", "3", "1-3"]),
    "T": st.sampled_from(["2", "4", "6", "2-6", "2,4", "3-5"]),
    "depth": st.sampled_from(["1", "2", "3", "1-2"]),
    "K": st.sampled_from(["3", "3-4", "4"]),
}


def _wild(draw) -> list:
    argv = []
    for axis in ("M", "K", "R", "T", "depth"):
        if draw(st.integers(0, 9)) < 8:
            argv += [f"--{axis}", draw(axis_values)]
    for opt in ("--trials", "--seed", "--workers", "--max-entries"):
        if draw(st.integers(0, 4)) == 0:
            argv += [opt, draw(_int_option)]
    argv += ["--db", draw(_paths) if draw(st.booleans()) else "{tmp}/a.sqlite"]
    if draw(st.integers(0, 5)) == 0:
        argv += ["--export", draw(st.sampled_from(["json", "csv", "markdown", "xml", ""]))]
    if draw(st.integers(0, 7)) == 0:
        argv += ["--connect-timeout", draw(st.sampled_from(["0", "-1", "nan", "inf", "1e400", "x", "0.5"]))]
    if draw(st.integers(0, 9)) == 0:
        argv += [draw(st.sampled_from(["--refresh-bounds", "--bogus", "-x", "--M", "--db"]))]
    return argv


def _valid_argv(draw) -> list:
    argv = [x for axis in ("M", "R", "T", "depth") for x in (f"--{axis}", draw(_valid[axis]))]
    if draw(st.booleans()):
        argv += ["--K", draw(_valid["K"])]
    argv += [
        "--db",
        "{tmp}/a.sqlite",
        "--trials",
        draw(st.sampled_from(["1", "2"])),
        "--seed",
        draw(st.sampled_from(["0", "7"])),
    ]
    if draw(st.booleans()):
        argv += ["--workers", "2"]
    if draw(st.integers(0, 3)) == 0:
        argv += ["--max-entries", draw(st.sampled_from(["16", "1000", "100000000000000000000"]))]
    if draw(st.integers(0, 3)) == 0:
        argv += ["--export", draw(st.sampled_from(["json", "csv", "markdown"]))]
    return argv


@st.composite
def atlas_argv(draw):
    """An argv for ``python -m numerics.atlas`` from its option grammar. A third are valid small grids (with
    lists, ranges, K beyond M, 1 or 2 workers, exports), a third the same with one option made hostile, a third
    wild: each option absent, valid or hostile (huge integers, malformed lists, empty strings, unknown flags,
    bad paths). ``{tmp}`` is the test's folder. Valid values stay small so an accepted run is quick.
    """
    mode = draw(st.sampled_from(["valid", "one_bad", "wild"]))
    if mode == "wild":
        return _wild(draw)
    argv = _valid_argv(draw)
    if mode == "one_bad":
        options = [i for i, a in enumerate(argv) if a.startswith("--")]
        i = draw(st.sampled_from(options))
        hostile = {"--db": _paths, "--export": st.sampled_from(["xml", ""])}.get(argv[i], axis_values)
        if argv[i] in ("--trials", "--seed", "--workers", "--max-entries"):
            hostile = _int_option
        argv[i + 1] = draw(hostile)
    return argv


# --- Figures

#: Caption words: plain words and mathtext spans (some with spaces inside, some glued to text), as
#: ``figures.style.wrap`` meets them.
caption_words = st.lists(
    st.one_of(
        st.text(alphabet="abWxy,.()", min_size=1, max_size=8),
        st.sampled_from(["$W^{H,1}$", "$h^{t, l}$", "$x^t$", "a$^2$b"]),
    ),
    min_size=1,
    max_size=12,
)


# --- Command-line fuzz tests (tests/cli/test_fuzz_cli.py): argv drawn from a grammar of each command's options

#: Values no option accepts, or accepts only to refuse the work: huge, negative, non-integral, empty, odd text.
HOSTILE = (
    "100000000000000000000",
    "9" * 5000,
    "-1",
    "0",
    "1",
    "3",
    "1.5",
    "1e3",
    "nan",
    "inf",
    "-inf",
    "",
    " ",
    "0x10",
    "\u0663",
    "2\n3",
    "--",
    "-",
    "2-100000000000000000000",
    "5-2",
    "1,,2",
    "\t",
    "a" * 300,
    "1_000",
)


#: Flags that no command knows, and stray positionals.
UNKNOWN_FLAGS = ("--bogus", "-x", "--T=", "--depth=2=3", "stray", "--json=1", "--help-me")


#: Paths that cannot be read or written, or must not be read: devices, a FIFO, hostile files (issue 34; the fuzz
#: tests write ``fifo``, ``nested.json``, ``digits.json``, ``huge.json`` and ``foreign.sqlite`` into their folder).
BAD_PATHS = (
    "/proc/nope",
    "/proc/nope/deeper",
    "/dev/null/sub",
    "",
    "/proc/self/status",
    "/etc/passwd",
    "nonexistent.json",
    "/dev/zero",
    "/dev/null",
    "fifo",
    "nested.json",
    "digits.json",
    "huge.json",
    "foreign.sqlite",
)


def _ints(lo: int, hi: int):
    return st.integers(lo, hi).map(str)


#: Text an argv can carry: no NUL (the OS refuses it), no lone surrogates (not encodable).
_TEXT = st.text(st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)), max_size=6)


def _value(valid):
    """Mostly valid (three parts in five), else hostile or arbitrary short text."""
    return st.one_of(valid, valid, valid, st.sampled_from(HOSTILE), _TEXT)


@dataclass(frozen=True)
class Grammar:
    """A command line's options: ``options[flag]`` is a strategy of its value (``None``: a flag without value);
    ``required`` flags appear in nine of ten argv; ``always`` is prepended to every argv (to keep valid runs
    small, e.g. ``--only`` one cheap figure)."""

    module: str
    name: str
    options: Mapping[str, st.SearchStrategy | None]
    required: tuple = ()
    always: tuple = field(default=())


@st.composite
def argv(draw, grammar: Grammar) -> list[str]:
    """An argv for ``grammar``: a random subset of its options in random order, each with a drawn value, and
    sometimes an unknown flag or a repeated option."""
    pairs = []
    for flag, values in grammar.options.items():
        wanted = draw(st.integers(0, 9)) > 0 if flag in grammar.required else draw(st.booleans())
        if wanted:
            pairs.append([flag] if values is None else [flag, draw(values)])
    if draw(st.integers(0, 7)) == 0:
        pairs.append([draw(st.sampled_from(UNKNOWN_FLAGS))])
    if pairs and draw(st.integers(0, 9)) == 0:  # an option given twice
        pairs.append(list(draw(st.sampled_from(pairs))))
    order = draw(st.permutations(range(len(pairs))))
    return list(grammar.always) + [tok for i in order for tok in pairs[i]]


_SEP_RANK = Grammar(
    "numerics.sep_rank",
    "sep_rank",
    {
        "--depth": _value(_ints(1, 3)),
        "--T": _value(st.sampled_from(["2", "4", "6"])),
        "--M": _value(_ints(1, 3)),
        "--R": _value(_ints(1, 4)),
        "--C": _value(_ints(1, 3)),
        "--K": _value(_ints(1, 4)),
        "--class": _value(_ints(0, 2)),
        "--seed": _value(_ints(0, 5)),
        "--trials": _value(_ints(1, 2)),
        "--method": _value(st.sampled_from(["exact", "svd", "rational", "sketch", "factorised"])),
        "--prime": _value(st.sampled_from(["101", "7", "4", "65537"])),
        "--rank-backend": _value(st.sampled_from(["auto", "blas", "flint"])),
        "--max-bytes": _value(st.sampled_from(["1000", "100000000", "1"])),
        "--json": None,
    },
    required=("--depth", "--T"),
)


_NETWORKS = Grammar(
    "numerics.networks",
    "networks",
    {
        "--depth": _value(_ints(1, 3)),
        "--T": _value(st.sampled_from(["2", "4"])),
        "--M": _value(_ints(1, 2)),
        "--R": _value(_ints(1, 3)),
        "--seed": _value(_ints(0, 5)),
        "--max-bytes": _value(st.sampled_from(["1000", "100000000"])),
        "--json": None,
    },
    required=("--depth", "--T"),
)


_SPECTRUM = Grammar(
    "numerics.spectrum",
    "spectrum",
    {
        "--cell": _value(st.sampled_from(["rac", "rnn", "lstm", "gru"])),
        "--depth": _value(_ints(1, 2)),
        "--R": _value(st.sampled_from(["2", "3", "1-2"])),
        "--params": _value(st.sampled_from(["50", "200"])),
        "--T": _value(st.sampled_from(["2", "4", "2-4"])),
        "--K": _value(_ints(2, 3)),
        "--seeds": _value(_ints(1, 2)),
        "--gain": _value(st.sampled_from(["1", "0.5", "2.5"])),
        "--json": None,
    },
    required=("--cell", "--depth", "--R", "--T", "--K"),
)


_ARCH = Grammar(
    "numerics.arch_measures",
    "arch_measures",
    {
        "--arch": _value(st.sampled_from(["rac", "lstm", "gru", "dt", "sh", "fig5a_k2"])),
        "--graph": _value(st.sampled_from(BAD_PATHS)),
        "--all": None,
        "--depth": _value(_ints(1, 3)),
        "--granularity": _value(st.sampled_from(["cell", "gate"])),
        "--json": None,
    },
    required=("--arch",),
)


_FIGURES = Grammar(
    "figures",
    "figures",
    {
        "--out": _value(st.sampled_from(["out", "a/b"])) | st.sampled_from(BAD_PATHS),
        "--format": _value(st.sampled_from(["svg", "png", "svg,png", " svg "])),
        "--full": None,
    },
    always=("--only", "shallow_rac_mps"),
)


_PROOFS = Grammar(
    "proofs",
    "proofs",
    {
        "--budget": st.sampled_from(["quick"] * 3 + list(HOSTILE[:6]) + ["full "]),
        "--markdown": None,
        "--json": None,
    },
)


_DEVICE_RANK = Grammar(
    "numerics.device_rank",
    "device_rank",
    {
        "--depth": _value(_ints(1, 3)),
        "--T": _value(st.sampled_from(["2", "4", "6", "8"])),
        "--M": _value(_ints(1, 3)),
        "--R": _value(_ints(1, 4)),
        "--seed": _value(_ints(0, 5)),
        "--trial": _value(_ints(0, 2)),
        "--prime": _value(st.sampled_from(["101", "7", "4", "65537", "67108859"])),
        "--backend": _value(st.sampled_from(["numpy", "torch"])),
    },
    required=("--depth", "--T"),
    always=("--backend", "numpy"),
)


#: Every command line this fuzzer covers, by module.
GRAMMARS = {g.module: g for g in (_SEP_RANK, _NETWORKS, _SPECTRUM, _ARCH, _FIGURES, _PROOFS, _DEVICE_RANK)}


# --- The depth study


@st.composite
def tiny_cases(draw, *, max_R=3, max_seeds=3):
    """Cases of :func:`numerics.depth_study.compute_case` small enough for the per-sequence oracle:
    sides of at most 9 (K = 2, T <= 6 or K = 3, T <= 4)."""
    K, T = draw(st.sampled_from([(2, 2), (2, 4), (2, 6), (3, 2), (3, 4)]))
    return {
        "cell": draw(st.sampled_from(list(CELLS))),
        "depth": draw(st.integers(1, 3)),
        "budget": 0,
        "R": draw(st.integers(1, max_R)),
        "K": K,
        "T": T,
        "gain": draw(st.sampled_from([0.5, 1.0, 2.0])),
        "seeds": draw(st.integers(1, max_seeds)),
    }


@st.composite
def five_numbers(draw, *, low=0, high=20):
    """``{median, q1, q3, min, max}`` of a drawn list of 1-10 integers (nearest-rank free: exact quartiles)."""
    values = sorted(draw(st.lists(st.integers(low, high), min_size=1, max_size=10)))
    n = len(values)

    def q(p):  # linear interpolation between order statistics, as numpy.percentile
        pos = p * (n - 1)
        lo = int(pos)
        hi = min(lo + 1, n - 1)
        return values[lo] + (values[hi] - values[lo]) * (pos - lo)

    return {"median": q(0.5), "q1": q(0.25), "q3": q(0.75), "min": values[0], "max": values[-1]}


@st.composite
def study_rows(draw, *, cells=("rnn", "lstm"), max_rows=12):
    """Synthetic published rows (only the keys the document and figures read), distinct settings."""
    keys = draw(
        st.lists(
            st.tuples(
                st.sampled_from(cells),
                st.integers(1, 3),
                st.sampled_from([300, 1000]),
                st.sampled_from([1.0, 2.0]),
                st.sampled_from([2, 3]),
                st.sampled_from([2, 4, 6]),
            ),
            min_size=1,
            max_size=max_rows,
            unique=True,
        )
    )
    rows = []
    for cell, depth, budget, gain, K, T in keys:
        side = K ** (T // 2)
        floor = side * 2.0**-52
        stat = lambda hi: draw(st.one_of(st.none(), five_numbers(high=hi)))  # noqa: E731
        tail = draw(st.lists(st.floats(floor * 1.0001, 1.0), max_size=side - 1))
        sv = [1.0] + sorted(tail, reverse=True)
        rows.append(
            {
                "cell": cell,
                "depth": depth,
                "budget": budget,
                "gain": gain,
                "K": K,
                "T": T,
                "seeds": 10,
                "R": 4,
                "params": budget,
                "n_in": K,
                "side": side,
                "precision_floor": floor,
                "out_of_range": 0,
                "eps_rank": {k: stat(side) for k in ("1e-2", "1e-4", "1e-8")},
                "eps_rank_nulls": {k: 0 for k in ("1e-2", "1e-4", "1e-8")},
                "entropy": stat(5),
                "entropy_centred": stat(5),
                "singular_values": sv,
                "certified_rank": None,
            }
        )
    return rows


# --- The theory (docs/theory/index.md)


@st.composite
def bound_shapes(draw, *, max_depth=6, max_M=6, max_R=8, max_T=16, max_extra_K=4):
    """``(depth, M, R, T, K)`` for pure formula checks (no ranks), ``K`` in ``M..M+max_extra_K``."""
    M = draw(st.integers(1, max_M))
    return (
        draw(st.integers(1, max_depth)),
        M,
        draw(st.integers(1, max_R)),
        2 * draw(st.integers(1, max_T // 2)),
        draw(st.integers(M, M + max_extra_K)),
    )


@st.composite
def symbol_shapes(draw, *, max_depth=8, max_M=8, max_R=8, max_T=12):
    """``(depth, M, R, T)`` for Conjecture 1's value against the caps (formulas only)."""
    return (
        draw(st.integers(1, max_depth)),
        draw(st.integers(2, max_M)),
        draw(st.integers(1, max_R)),
        2 * draw(st.integers(1, max_T // 2)),
    )


@st.composite
def naive_shapes(draw, *, max_depth=3, max_M=2, max_R=3, max_extra_K=1):
    """``(depth, M, R, T, K)`` small enough for the naive oracle and sympy ranks (``K**T <= 81``)."""
    M = draw(st.integers(1, max_M))
    K = draw(st.integers(M, M + max_extra_K))
    T = draw(st.sampled_from([t for t in (2, 4) if K**t <= 81]))
    return draw(st.integers(1, max_depth)), M, draw(st.integers(1, max_R)), T, K


# --- Tasks and training


@st.composite
def copy_sizes(draw):
    """``(m, n, B)`` of a small copying-memory task."""
    return draw(st.integers(1, 5)), draw(st.integers(1, 6)), draw(st.integers(0, 8))


@st.composite
def start_end_sizes(draw):
    """``(T, m, n)``: T even, m even, m < T/2, n >= 2."""
    m = 2 * draw(st.integers(1, 3))
    T = 2 * (m + draw(st.integers(1, 5)))
    return T, m, draw(st.integers(2, 6))


# --- The factorised Start-End rank

#: Largest Start-End side and feature count D drawn: each example materialises the full matrix as its oracle.
MAX_SIDE = 256


MAX_D = 600


@st.composite
def factorised_cases(draw, *, max_depth=4, max_M=4, max_R=4, max_extra_K=2):
    """``dict(depth, M, R, T, K)`` with ``K`` in ``M .. M + max_extra_K`` templates, the side ``K^(T/2)`` at most
    :data:`MAX_SIDE` and the feature count at most :data:`MAX_D`."""
    depth = draw(st.integers(1, max_depth))
    M = draw(st.integers(2, max_M))
    R = draw(st.integers(1, max_R))
    K = M + draw(st.integers(0, max_extra_K))
    T = 2 * draw(st.integers(1, 4))
    assume(K ** (T // 2) <= MAX_SIDE and feature_count(depth=depth, R=R, T=T) <= MAX_D)
    return dict(depth=depth, M=M, R=R, T=T, K=K)


# --- Cell grid tensors

#: Chunk sizes from one prefix per chunk (every level split) to the engine's default (no split at small T).
chunk_elements = st.sampled_from([1, 7, 50, 2**17])


# --- The campaign commands' grammars (tests/cli/test_fuzz_cli.py): depth_study and train

#: Well-formed sizes far beyond any run: each must be refused at once (a memory plan, a cap), never started.
HUGE = ("100000000000000000000", "1" + "0" * 30, "4294967296")
#: Unusable scheduler addresses; the reachable-looking one waits out the connect timeout, so it is drawn rarely.
SCHEDULERS = st.sampled_from(
    ["x", "", "tcp://", "tcp://127.0.0.1:port", "udp://127.0.0.1:1"] * 3 + ["tcp://127.0.0.1:1"]
)
#: Files the fuzz tests write into their folder first (``tests/cli/test_fuzz_cli.py``'s ``_fixtures``): text, binary, an empty JSON list, JSON
#: that is not a list of rows.
FUZZ_FILES = ("text.txt", "bytes.bin", "rows.json", "other.json")
FUZZ_PATHS = st.sampled_from(BAD_PATHS + FUZZ_FILES + (".",))
#: Values an option may be given in place of a valid one: hostile text, huge numbers, arbitrary short text.
HOSTILE_VALUES = st.one_of(st.sampled_from(HOSTILE + HUGE), _TEXT)


@dataclass(frozen=True)
class CampaignGrammar:
    """A campaign command's options: ``valid[flag]`` draws valid values kept small (``None``: a flag without
    value), ``wild[flag]`` values no option needs to accept (paths, addresses; default :data:`HOSTILE_VALUES`);
    ``required`` flags are in every valid argv, ``always`` (small settings) prefixes every argv."""

    module: str
    name: str
    valid: Mapping
    wild: Mapping
    required: tuple = ()
    always: tuple = ()

    def hostile(self, flag: str):
        return self.wild.get(flag, HOSTILE_VALUES)


@st.composite
def campaign_argv(draw, g: CampaignGrammar) -> list:
    """An argv for a campaign command, as :func:`strategies.atlas_argv` draws the atlas': a third valid small
    runs, a third the same with one option made hostile, a third wild (every option valid or hostile, an
    unknown flag or a repeated option now and then)."""
    mode = draw(st.sampled_from(["valid", "one_bad", "wild"]))
    pairs = []
    for flag, values in g.valid.items():
        wanted = flag in g.required or draw(st.booleans())
        if mode == "wild" and wanted and values is not None and draw(st.booleans()):
            values = g.hostile(flag)
        if wanted:
            pairs.append([flag] if values is None else [flag, draw(values)])
    if mode == "one_bad":
        flag = draw(st.sampled_from(sorted(g.valid)))
        pairs.append([flag] if g.valid[flag] is None else [flag, draw(g.hostile(flag))])
    if mode == "wild" and draw(st.integers(0, 3)) == 0:
        pairs.append([draw(st.sampled_from(UNKNOWN_FLAGS))])
    if mode == "wild" and pairs and draw(st.integers(0, 5)) == 0:
        pairs.append(list(draw(st.sampled_from(pairs))))
    order = draw(st.permutations(range(len(pairs))))
    return list(g.always) + [tok for i in order for tok in pairs[i]]


def _small(*values):
    return st.sampled_from(values)


DEPTH_STUDY_GRAMMAR = CampaignGrammar(
    "numerics.depth_study",
    "depth_study",
    valid={
        "--db": _small("s.sqlite", "t.sqlite"),
        "--export": _small("json", "markdown"),
        "--workers": _small("1", "2"),
        "--cells": st.sampled_from(sorted(CELLS)),
        "--depth": _small("1", "2", "1-2"),
        "--params": _small("40", "100", "40,100"),
        "--gains": _small("1", "0.5", "1,3", "2.5", "1e308", "5e-324"),
        "--seeds": _small("1", "2", "3"),
        "--max-T": _small("2:2", "2:4", "3:2", "2:2,3:2"),
    },
    wild={
        "--db": FUZZ_PATHS,
        "--scheduler": SCHEDULERS,
        "--max-T": st.sampled_from(
            [f"2:{h}" for h in HUGE] + [f"{h}:2" for h in HUGE] + ["2:3", "1:4", "2:2,2:4", "2:"]
        )
        | HOSTILE_VALUES,
    },
    required=("--db",),
    always=("--cells", "rnn", "--depth", "1", "--params", "40", "--gains", "1", "--seeds", "1", "--max-T", "2:2"),
)


TRAIN_GRAMMAR = CampaignGrammar(
    "numerics.train",
    "train",
    valid={
        "--task": st.sampled_from(TASKS),
        "--cell": _small("rnn", "gru,lstm", "scornn", "rac", "irnn"),
        "--depth": _small("1", "2", "1-2"),
        "--params": _small("60", "200", "60,200"),
        "--db": _small("r.sqlite"),
        "--step": _ints(2, 8),
        "--max": _small("8", "16", "24"),
        "--sizes": _small("4", "4,6", "8"),
        "--m": _ints(1, 4),
        "--n": _ints(2, 4),
        "--n-in": _ints(1, 8),
        "--steps": _ints(1, 5),
        "--lrs": _small("0.01", "0.01,0.1", "1e-3"),
        "--iterations": _ints(1, 3),
        "--batch": _small("4", "8"),
        "--val": _small("8", "16"),
        "--test": _small("8", "16"),
        "--eval-every": _ints(1, 2),
        "--seed": _ints(0, 3),
        "--threads": _ints(1, 2),
        "--workers": _ints(1, 2),
        "--export": _small("json", "markdown"),
        "--rows": _small("rows.json"),
    },
    wild={
        "--db": FUZZ_PATHS,
        "--rows": FUZZ_PATHS,
        "--mnist": FUZZ_PATHS,
        "--scheduler": SCHEDULERS,
        "--cell": _small("nope", "rnn,,gru", ",", "RNN") | HOSTILE_VALUES,
    },
    required=("--task",),
    always=(
        "--db",
        "r.sqlite",
        "--params",
        "60",
        "--iterations",
        "2",
        "--eval-every",
        "1",
        "--batch",
        "4",
        "--val",
        "8",
        "--test",
        "8",
        "--lrs",
        "0.01",
        "--step",
        "4",
        "--max",
        "16",
        "--sizes",
        "4",
    ),
)


# --- the campaign ETA (tests/numerics/campaigns/test_eta.py)

#: The atlas' rank methods, each a cost class of the ETA.
ETA_METHODS = ("exact", "sketch", "factorised")


@st.composite
def synthetic_campaigns(draw):
    """A campaign whose true seconds follow a known law per method: ``factor[method] * cost * noise``.

    Costs are log-uniform over four decades, the noise a bounded factor in [0.9, 1.11] (so one case's
    time is within 1.11x of its law), the per-method factors between 1/10 and 10 (what a cost model fitted on
    one method may be off by on another).
    """
    seed = draw(st.integers(0, 2**32 - 1))
    n = draw(st.integers(20, 120))
    factor = {m: 10 ** draw(st.floats(-1, 1)) for m in ETA_METHODS}
    rng = np.random.default_rng(seed)
    costs = 10 ** rng.uniform(-3, 1, n)
    methods = rng.choice(ETA_METHODS, n)
    noise = rng.uniform(0.9, 1 / 0.9, n)
    return [
        {"i": i, "cost": float(c), "method": str(m), "seconds": float(factor[m] * c * e)}
        for i, (c, m, e) in enumerate(zip(costs, methods, noise))
    ]


# --- the prefix walk (tests/numerics/grid/test_prefix_walk.py)

#: Per-level template counts of a prefix tree with at most 2000 leaves.
template_counts = st.lists(st.integers(1, 4), min_size=1, max_size=6).filter(lambda Ks: math.prod(Ks) <= 2000)
#: Chunk widths (prefixes per chunk), from one to all.
chunk_widths = st.sampled_from([1, 2, 3, 7, 64, 10**6])
#: Worker threads of the breadth-first head.
worker_counts = st.integers(1, 3)
#: Entries the breadth-first tail may hold, from one to all.
tail_sizes = st.sampled_from([1, 3, 8, 64, 10**6])


@st.composite
def centred_reduction_cases(draw):
    """``(p, R, x)``: a prime whose centred residues keep R-term dot products exact in float64 (the
    ``proofs.depth2.sides`` fast path), and integers x up to that size (products of two residues, summed over R
    terms), as the reduction meets them."""
    p = draw(st.sampled_from([3, 7, 10007, 32749, 11863279, 2**25 - 39]))
    R = draw(st.integers(1, 16))
    bound = R * (p // 2 + 3) ** 2
    x = draw(st.lists(st.integers(-bound, bound), min_size=1, max_size=20))
    return p, R, x


@st.composite
def sparse_polys(draw, *, nvars=3, max_terms=5, max_degree=4, p=2**31 - 1):
    """A sparse polynomial as ``exponent tuple -> residue`` (the form of ``free_states.poly_mul``)."""
    terms = draw(
        st.lists(
            st.tuples(st.tuples(*[st.integers(0, max_degree)] * nvars), st.integers(0, p - 1)),
            max_size=max_terms,
        )
    )
    return dict(terms)
