"""Write figures to files, byte-for-byte reproducibly (fixed SVG hash salt, no dates, text kept as text)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .style import RC, rc

__all__ = ["FORMATS", "RC", "render"]

FORMATS = ("svg", "png", "pdf")
#: PNGs for reading on screen: twice the nominal resolution.
_PNG_DPI = 200
_METADATA = {"svg": {"Date": None}, "pdf": {"CreationDate": None, "ModDate": None}, "png": {"Software": None}}


def render(names: Iterable[str], out: Path, formats: Iterable[str], *, full: bool = False) -> list[tuple[Path, dict]]:
    """Build each named figure and save it in each format under ``out``; return ``(path, info)`` per file.

    Saved with a tight bounding box (no empty bands) under the shared style (:func:`figures.style.rc`);
    ``full=True`` draws every copy of repeated subtrees (:func:`figures.catalog.build`).
    """
    import matplotlib

    from .catalog import build

    formats = list(formats)
    bad = [f for f in formats if f not in FORMATS]
    if bad:
        raise ValueError(f"unknown format {bad[0]!r}; choose from {', '.join(FORMATS)}")
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise ValueError(f"out={str(out)!r} is a file, not a folder; name a folder (it is created if missing)")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with matplotlib.rc_context(rc()):
        for name in names:
            fig, info = build(name, full=full)
            for fmt in formats:
                path = out / f"{name}.{fmt}"
                fig.savefig(
                    path,
                    format=fmt,
                    metadata=_METADATA[fmt],
                    bbox_inches="tight",
                    pad_inches=0.03,
                    dpi=_PNG_DPI if fmt == "png" else None,
                )
                written.append((path, info))
    return written
