"""Diagrams a paper can print: no collisions (checked on the drawn matplotlib artists), page size, glyph sizes,
no empty bands, folding.

Geometry is read back from matplotlib after a draw (display space), not from the layout that placed it; glyph
sizes from matplotlib's own mathtext parser, not from the style constants that chose them.
"""

import itertools
from functools import cache

import matplotlib
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.mathtext import MathTextParser
from matplotlib.text import Text
from strategies import boxes_strategy, caption_words

from figures import FIGURES, build
from figures.experiments import EXPERIMENT_FIGURES
from figures.layout import fold, stacked_copies
from figures.lens import LENS_FIGURES
from figures.spectra import SPECTRA_FIGURES
from figures.style import rc, wrap
from racs import deep_network, random_rac

#: Plots (axes, no node artists); every other figure records its artists for the collision tests.
PLOTS = {"rank_vs_T", "network_size_vs_depth", *SPECTRA_FIGURES, *EXPERIMENT_FIGURES, *LENS_FIGURES}
DRAWN = [n for n in FIGURES if n not in PLOTS]
TOL = 0.5  # display pixels: boxes may touch, never overlap
#: The printed page, stated here rather than imported: 6.5 in text width, at most 8 in of figure height.
PAGE_W, PAGE_H, ASPECT, MIN_PT = 6.5, 8.0, 3.0, 6.0
BAND_PT = 25.0  # a folded row's gap plus margins; more than this with nothing drawn is an empty band


@cache
def drawn(name, *, full=False):
    with matplotlib.rc_context(rc()):
        fig, info = build(name, full=full)
        FigureCanvasAgg(fig)
        renderer = fig.canvas.get_renderer()
        fig.draw(renderer)
        return fig, info, renderer


def shrink(b):
    return (b.x0 + TOL, b.y0 + TOL, b.x1 - TOL, b.y1 - TOL)


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def segment_hits(p, q, box):
    """Liang-Barsky: does the segment p-q enter the open box?"""
    (x0, y0), (x1, y1) = p, q
    t0, t1 = 0.0, 1.0
    for d, lo, hi, s in ((x1 - x0, box[0], box[2], x0), (y1 - y0, box[1], box[3], y0)):
        if d == 0:
            if not lo < s < hi:
                return False
            continue
        a, b = sorted(((lo - s) / d, (hi - s) / d))
        t0, t1 = max(t0, a), min(t1, b)
        if t0 >= t1:
            return False
    return True


def segments(artist):
    """Display-space segments of an edge: a polyline with NaN breaks, or a (curved) arrow's path flattened."""
    if isinstance(artist, Line2D):
        xy = artist.get_transform().transform(artist.get_xydata())
        pieces = np.split(xy, np.where(np.isnan(xy[:, 0]))[0])
    else:
        pieces = artist.get_path().to_polygons(artist.get_transform(), closed_only=False)
    out = []
    for piece in pieces:
        piece = piece[~np.isnan(piece[:, 0])]
        out += list(itertools.pairwise(piece))
    return out


def geometry(name, full=False):
    fig, info, r = drawn(name, full=full)
    shapes, labels, texts, edges = [], [], [], []
    for role, artist, owners in info["artists"]:
        if role == "edge":
            edges.append((segments(artist), set(owners)))
        else:
            box = shrink(artist.get_window_extent(r))
            {"shape": shapes, "label": labels, "text": texts}[role].append((box, set(owners)))
    return fig, info, shapes, labels, texts, edges


@pytest.fixture(scope="module", params=DRAWN)
def geo(request):
    return request.param, geometry(request.param)


def test_every_figure_but_the_plots_records_its_artists():
    for name in DRAWN:
        roles = {role for role, _, _ in drawn(name)[1]["artists"]}
        assert {"shape", "label", "edge"} <= roles, name


def test_no_two_shapes_overlap(geo):
    name, (_, _, shapes, _, _, _) = geo
    for i, (a, oa) in enumerate(shapes):
        for b, ob in shapes[i + 1 :]:
            assert oa == ob or not overlap(a, b), (name, oa, ob)


def test_labels_overlap_nothing_but_their_own_shape(geo):
    name, (_, _, shapes, labels, texts, _) = geo
    for _i, (a, oa) in enumerate(labels + texts):
        for b, ob in shapes + labels + texts:
            if b is a or (oa and oa == ob):
                continue
            assert not overlap(a, b), (name, oa, ob)


def test_edges_cross_only_the_nodes_they_connect(geo):
    name, (_, _, shapes, labels, texts, edges) = geo
    for segs, ends in edges:
        for box, owners in shapes + labels + texts:
            if owners & ends:
                continue
            assert not any(segment_hits(p, q, box) for p, q in segs), (name, ends, owners)


def test_the_collision_checks_can_fail():
    """The checks above see a real overlap: two shapes of a drawing moved onto each other."""
    _, _info, shapes, _, _, edges = geometry("shallow_rac_tn")
    (a, _), (b, _) = shapes[0], shapes[1]
    moved = (b[0] - (b[0] - a[0]), b[1] - (b[1] - a[1]), b[2] - (b[0] - a[0]), b[3] - (b[1] - a[1]))
    assert overlap(a, moved)
    _segs, ends = edges[0]
    other = next(box for box, owners in shapes if not owners & ends)
    cx, cy = (other[0] + other[2]) / 2, (other[1] + other[3]) / 2
    assert segment_hits((cx - 50, cy), (cx + 50, cy), other)


def glyph_sizes(text):
    """Point size of every glyph ``text`` draws: mathtext parsed by matplotlib itself (scripts shrink)."""
    s, ismath = text._preprocess_math(text.get_text())
    if not ismath:
        return [text.get_fontsize()]
    prop = FontProperties(
        family=text.get_fontfamily(),
        size=text.get_fontsize(),
        math_fontfamily=text.get_fontproperties().get_math_fontfamily(),
    )
    parsed = MathTextParser("path").parse(s, 72, prop)
    return [g[1] for g in parsed.glyphs]


def test_glyph_sizes_see_superscripts():
    """A superscript in mathtext is smaller than its base: 0.7 of it (the review's 4.5 pt at 6.5 pt)."""
    sizes = glyph_sizes(Text(0, 0, "$W^{H,1}$", fontsize=6.5))
    assert max(sizes) == 6.5 and min(sizes) == pytest.approx(4.55)


@pytest.mark.parametrize("name", list(FIGURES))
def test_fits_the_page(name):
    fig, _info, r = drawn(name)
    bbox = fig.get_tightbbox(r)  # inches: what savefig(bbox_inches="tight") keeps
    assert bbox.width <= PAGE_W + 1e-6 and bbox.height <= PAGE_H + 1e-6, (name, bbox.width, bbox.height)
    assert max(bbox.width / bbox.height, bbox.height / bbox.width) <= ASPECT, (name, bbox.width, bbox.height)


@pytest.mark.parametrize("name", list(FIGURES))
def test_every_glyph_is_readable(name):
    """No glyph below 6 pt at print size, super- and subscripts of mathtext included."""
    fig, _, _ = drawn(name)
    texts = [t for t in fig.findobj(Text) if t.get_text() and t.get_visible()]
    sizes = [s for t in texts for s in glyph_sizes(t)]
    assert sizes and min(sizes) >= MIN_PT - 1e-9, (name, min(sizes))


def covered_gaps(spans):
    """Largest stretch, between the lowest and highest span, that no span covers."""
    spans = sorted(spans)
    reach, worst = spans[0][1], 0.0
    for lo, hi in spans[1:]:
        worst = max(worst, lo - reach)
        reach = max(reach, hi)
    return worst


@pytest.mark.parametrize("name", list(FIGURES))
def test_no_empty_bands(name):
    """Across the figure's height and width no band wider than BAND_PT is empty of drawn artists."""
    fig, _info, r = drawn(name)
    arts = [a for ax in fig.axes for a in ax.get_default_bbox_extra_artists()] + fig.texts + fig.legends
    arts = [a for a in arts if a.get_visible() and not (isinstance(a, Text) and not a.get_text())]
    boxes = [b for b in (a.get_tightbbox(r) for a in arts) if b is not None and b.width + b.height > 0]
    px = fig.dpi / 72
    assert covered_gaps([(b.y0, b.y1) for b in boxes]) <= BAND_PT * px, name
    assert covered_gaps([(b.x0, b.x1) for b in boxes]) <= BAND_PT * px, name


@settings(max_examples=25)
@given(caption_words, st.floats(20, 200))
def test_wrap_keeps_every_line_within_width(words, width):
    """Measured by matplotlib's renderer, each line fits unless it is one word; math spans stay whole."""
    from matplotlib.figure import Figure

    lines = wrap(" ".join(words), width)
    assert " ".join(lines) == " ".join(words)
    fig = Figure(dpi=720)  # 10 px per point: the renderer rounds extents to whole pixels
    renderer = FigureCanvasAgg(fig).get_renderer()
    for line in lines:
        assert line.count("$") % 2 == 0
        if line not in words:
            t = Text(0, 0, line, fontsize=8.6, fontfamily="DejaVu Sans", math_fontfamily="dejavusans")
            t.set_figure(fig)
            assert t.get_window_extent(renderer).width / 10 <= width + 0.2, line


@pytest.mark.parametrize("T", [2, 4, 6])
def test_first_layers_collapses_every_subtree_below(T):
    """Depth 3, nothing kept, first copies of layers 1-2 collapsed: one box per W^(I,3) under the top chain,
    which alone stays drawn: h^(0,3), then per step W^(H,3), delta, W^(I,3) and the box, then W^O."""
    net = deep_network(random_rac(depth=3, M=2, R=2, seed=0), T=T, inputs=np.ones((T, 2)))
    stacks = stacked_copies(net, first_layers=2)
    assert len(stacks) == T and all((net.nodes[r].kind, net.nodes[r].layer) == ("delta", 2) for r in stacks)
    hidden = sum(len(ids) - 1 for ids, _ in stacks.values())
    assert len(net.nodes) - hidden == 4 * T + 2
    # each layer-2 state h^(t,2) is computed exactly once feeding layer 3
    assert sorted(net.nodes[r].time for r in stacks) == list(range(1, T + 1))
    assert all(m == 1 for _, m in stacks.values())
    assert not stacked_copies(net, first_layers=2, keep=range(len(net.nodes)))


@pytest.mark.slow
@pytest.mark.parametrize("name", ["deep_rac_L3_T6", "deep_rac_L3_T6_rank1"])
def test_full_drawings_are_collision_free(name):
    _, info, shapes, _labels, _, edges = geometry(name, full=True)
    assert info["stacked_nodes"] == 0
    for i, (a, oa) in enumerate(shapes):
        assert all(oa == ob or not overlap(a, b) for b, ob in shapes[i + 1 :])
    for segs, ends in edges:
        assert all(not segment_hits(p, q, box) for box, ow in shapes if not ow & ends for p, q in segs)


# --- fold: strategies for rows of boxes (fold into tests/strategies.py later) -----------------------------


def brute_force_rows(spans, width):
    """Fewest rows over every subset of the gap midpoints (the cuts fold may use); None if none fits."""
    import itertools

    merged = []
    for lo, hi in sorted(spans):
        if merged and lo <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    mids = [(a[1] + b[0]) / 2 for a, b in itertools.pairwise(merged)]
    for k in range(len(mids) + 1):
        for cuts in itertools.combinations(mids, k):
            edges = [merged[0][0], *cuts, merged[-1][1]]
            if all(b - a <= width for a, b in itertools.pairwise(edges)):
                return k + 1
    return None


@given(boxes_strategy, st.floats(40, 200))
def test_fold_windows_cover_everything_and_cut_no_box(spec, width):
    boxes = {k: (x, 0.0, w, 10.0) for k, (x, w) in enumerate(spec)}
    spans = [(x - w / 2, x + w / 2) for x, w in spec]
    best = brute_force_rows(spans, width)
    if best is None:
        with pytest.raises(ValueError, match="no place to fold"):
            fold(boxes, [], width=width)
        return
    windows = fold(boxes, [], width=width)
    assert len(windows) == best
    assert all(b - a <= width + 1e-9 for a, b in windows)
    assert all(w1[1] == w2[0] for w1, w2 in itertools.pairwise(windows))
    assert windows[0][0] == min(lo for lo, _ in spans) and windows[-1][1] == max(hi for _, hi in spans)
    for a, _ in windows[1:]:
        assert not any(lo < a < hi for lo, hi in spans)


def test_fold_prefers_cuts_few_edges_cross():
    """Four boxes in two rows' worth; an edge spans the first gap, none the second, both cuts fit."""
    boxes = {
        0: (0.0, 0.0, 10.0, 10.0),
        1: (40.0, 0.0, 10.0, 10.0),
        2: (50.0, 5.0, 10.0, 10.0),
        3: (80.0, 0.0, 10.0, 10.0),
    }
    windows = fold(boxes, [(0, 1)], width=70.0)  # gaps at 5..35 (edge 0-1 crosses) and 55..75 (free)
    assert [round(a, 6) for a, _ in windows[1:]] == [65.0]
