"""Diagrams a paper can print: no collisions (checked on the drawn matplotlib artists), page width, fonts, folding.

Geometry is read back from matplotlib after a draw (display space), not from the layout that placed it.
"""

import matplotlib
import numpy as np
import pytest
from hypothesis import given, strategies as st
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.text import Text

from figures import FIGURES, build
from figures.arch import ARCH_FIGURES
from figures.layout import fold
from figures.style import MIN_FONT_PT, PAGE_WIDTH_IN, rc
from strategies import boxes_strategy

#: The tensor-network diagrams, whose drawings record their artists (``info["artists"]``). The architecture graphs of
#: ``figures.arch`` are checked for page width and font size only.
DIAGRAMS = [n for n in FIGURES if n not in ("rank_vs_T", "network_size_vs_depth") and n not in ARCH_FIGURES]
TOL = 0.5  # display pixels: boxes may touch, never overlap


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


def geometry(name, full=False):
    fig, info, r = drawn(name, full=full)
    shapes, labels, texts, edges = [], [], [], []
    for role, artist, owners in info["artists"]:
        if role == "edge":
            xy = artist.get_transform().transform(artist.get_xydata())
            pieces = np.split(xy, np.where(np.isnan(xy[:, 0]))[0])
            segs = [(a, b) for piece in pieces for a, b in zip(piece[~np.isnan(piece[:, 0])][:-1],
                                                               piece[~np.isnan(piece[:, 0])][1:])]
            edges.append((segs, set(owners)))
        else:
            box = shrink(artist.get_window_extent(r))
            {"shape": shapes, "label": labels, "text": texts}[role].append((box, set(owners)))
    return fig, info, shapes, labels, texts, edges


@pytest.fixture(scope="module", params=DIAGRAMS)
def geo(request):
    return request.param, geometry(request.param)


def test_no_two_shapes_overlap(geo):
    name, (_, _, shapes, _, _, _) = geo
    for i, (a, oa) in enumerate(shapes):
        for b, ob in shapes[i + 1:]:
            assert oa == ob or not overlap(a, b), (name, oa, ob)


def test_labels_overlap_nothing_but_their_own_shape(geo):
    name, (_, _, shapes, labels, texts, _) = geo
    for i, (a, oa) in enumerate(labels + texts):
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


@pytest.mark.parametrize("name", list(FIGURES))
def test_readable_at_page_width(name):
    fig, info, r = drawn(name)
    bbox = fig.get_tightbbox(r)  # inches: what savefig(bbox_inches="tight") keeps
    assert bbox.width <= PAGE_WIDTH_IN + 1e-6, (name, bbox.width)
    assert max(bbox.width / bbox.height, bbox.height / bbox.width) <= 3.0, (name, bbox.width, bbox.height)
    sizes = [t.get_fontsize() for t in fig.findobj(Text) if t.get_text() and t.get_visible()]
    assert sizes and min(sizes) >= MIN_FONT_PT, (name, min(sizes))


@pytest.mark.parametrize("name", DIAGRAMS)
def test_no_empty_bands(name):
    """Between the top of the drawing and the end of the caption no horizontal band is empty of artists."""
    fig, info, r = drawn(name)
    spans = sorted((b.y0, b.y1) for b in (a.get_window_extent(r) for _, a, _ in info["artists"]))
    reach = spans[0][1]
    for lo, hi in spans[1:]:
        assert lo - reach <= 25 * fig.dpi / 72, (name, lo, reach)  # 25 pt: a folded row's gap plus margins
        reach = max(reach, hi)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["deep_rac_L3_T6", "deep_rac_L3_T6_rank1"])
def test_full_drawings_are_collision_free(name):
    _, info, shapes, labels, _, edges = geometry(name, full=True)
    assert info["stacked_nodes"] == 0
    for i, (a, oa) in enumerate(shapes):
        assert all(oa == ob or not overlap(a, b) for b, ob in shapes[i + 1:])
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
    mids = [(a[1] + b[0]) / 2 for a, b in zip(merged, merged[1:])]
    for k in range(len(mids) + 1):
        for cuts in itertools.combinations(mids, k):
            edges = [merged[0][0], *cuts, merged[-1][1]]
            if all(b - a <= width for a, b in zip(edges, edges[1:])):
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
    assert all(w1[1] == w2[0] for w1, w2 in zip(windows, windows[1:]))
    assert windows[0][0] == min(lo for lo, _ in spans) and windows[-1][1] == max(hi for _, hi in spans)
    for a, _ in windows[1:]:
        assert not any(lo < a < hi for lo, hi in spans)


def test_fold_prefers_cuts_few_edges_cross():
    """Four boxes in two rows' worth; an edge spans the first gap, none the second, both cuts fit."""
    boxes = {0: (0.0, 0.0, 10.0, 10.0), 1: (40.0, 0.0, 10.0, 10.0), 2: (50.0, 5.0, 10.0, 10.0),
             3: (80.0, 0.0, 10.0, 10.0)}
    windows = fold(boxes, [(0, 1)], width=70.0)  # gaps at 5..35 (edge 0-1 crosses) and 55..75 (free)
    assert [round(a, 6) for a, _ in windows[1:]] == [65.0]
