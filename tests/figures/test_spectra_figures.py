"""Depth-study figures: one panel per cell, one line per depth with the data's medians, readable, reproducible."""

import json
import re
from pathlib import Path

import matplotlib
import numpy as np
import pytest

from figures.spectra import SPECTRA_FIGURES, singular_values, spectrum_vs_T
from figures.style import MIN_FONT_PT, PAGE_WIDTH_IN, rc

ROOT = Path(__file__).resolve().parents[2]
ROWS = json.loads((ROOT / "numerics" / "data" / "spectra.json").read_text())  # read here, not via the library


def build(name, tmp_path, **kw):
    with matplotlib.rc_context(rc()):
        fig, info = SPECTRA_FIGURES[name](**kw)
        path = tmp_path / f"{name}.svg"
        fig.savefig(path, format="svg", metadata={"Date": None})
    return fig, info, path.read_text()


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Each default figure built once: ``{name: (figure, info, svg text)}``."""
    out = tmp_path_factory.mktemp("spectra")
    return {name: build(name, out) for name in SPECTRA_FIGURES}


def lines_by_gid(fig):
    return {a.get_gid(): a for ax in fig.axes for a in ax.get_lines() if a.get_gid()}


def expected_cells(pred):
    cells = []
    for r in ROWS:
        if pred(r) and r["cell"] not in cells:
            cells.append(r["cell"])
    return cells


@pytest.mark.parametrize("name", sorted(SPECTRA_FIGURES))
def test_figure_has_a_panel_per_cell_and_a_line_per_depth(built, name):
    fig, info, svg = built[name]
    cells = expected_cells(lambda r: r["K"] == 2 and r["budget"] == 1000 and r["gain"] == 1.0)
    visible = [ax for ax in fig.axes if ax.get_visible()]
    assert [ax.get_title() for ax in visible] == cells == info["panels"]
    depths = sorted({r["depth"] for r in ROWS})
    gids = lines_by_gid(fig)
    for cell in cells:
        for L in depths:
            assert f"series-{cell}-L{L}" in gids and f'id="series-{cell}-L{L}"' in svg
    assert len([g for g in gids if g.startswith("series-")]) == len(cells) * len(depths)
    assert fig.get_size_inches()[0] <= PAGE_WIDTH_IN + 1e-9 and info["caption"]


def test_spectrum_vs_T_plots_the_medians(built):
    fig, _, _ = built["spectrum_vs_T"]
    gids = lines_by_gid(fig)
    for r in ROWS:
        if (r["K"], r["budget"], r["gain"]) != (2, 1000, 1.0):
            continue
        line = gids[f"series-{r['cell']}-L{r['depth']}"]
        T, y = line.get_data()
        s = r["eps_rank"]["1e-4"]
        if s is None:
            assert r["T"] not in list(T)
        else:
            assert y[list(T).index(r["T"])] == s["median"]
    cert = {int(t): v for t, v in zip(*gids["certified-rac-L1"].get_data())}
    assert cert == {
        r["T"]: r["certified_rank"]["rank"]
        for r in ROWS
        if (r["cell"], r["depth"], r["K"], r["budget"], r["gain"]) == ("rac", 1, 2, 1000, 1.0)
    }


def test_singular_values_plots_the_longest_sequences(built):
    fig, info, _ = built["singular_values"]
    T = max(r["T"] for r in ROWS if r["K"] == 2)
    assert info["T"] == T
    gids = lines_by_gid(fig)
    for r in ROWS:
        if (r["K"], r["T"], r["budget"], r["gain"]) == (2, T, 1000, 1.0):
            x, y = gids[f"series-{r['cell']}-L{r['depth']}"].get_data()
            assert list(x) == list(range(1, len(r["singular_values"]) + 1))
            np.testing.assert_array_equal(y, r["singular_values"])


@pytest.mark.parametrize("name", sorted(SPECTRA_FIGURES))
def test_text_is_readable_and_bytes_are_reproducible(built, tmp_path, name):
    fig, _, first = built[name]
    sizes = [t.get_fontsize() for t in fig.findobj(matplotlib.text.Text) if t.get_text() and t.get_visible()]
    assert sizes and min(sizes) >= MIN_FONT_PT
    _, _, second = build(name, tmp_path)
    assert first == second


def test_other_settings_and_missing_data():
    rows = [r for r in ROWS if r["cell"] in ("gru", "lstm") and r["K"] == 3]
    with matplotlib.rc_context(rc()):
        fig, info = spectrum_vs_T(rows, K=3, budget=300, gain=2.0)
        assert info["panels"] == ["gru", "lstm"]
        assert len([ax for ax in fig.axes if ax.get_visible()]) == 2
        with pytest.raises(ValueError, match="no rows with K=2"):
            singular_values(rows, K=2)
        with pytest.raises(ValueError, match="budget=7"):
            spectrum_vs_T(rows, K=3, budget=7)


def test_svg_ids_are_unique(built):
    _, _, svg = built["spectrum_vs_T"]
    ids = re.findall(r'id="(series-[^"]+)"', svg)
    assert len(ids) == len(set(ids))
