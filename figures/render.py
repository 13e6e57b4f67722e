"""Write figures to files, byte-for-byte reproducibly (fixed SVG hash salt, no dates, text kept as text)."""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

__all__ = ["FORMATS", "RC", "render"]

FORMATS = ("svg", "png", "pdf")
#: Settings that make output depend on the content only.
RC = {"svg.hashsalt": "racs-lab", "svg.fonttype": "none", "font.family": "DejaVu Sans", "figure.dpi": 100}
_METADATA = {"svg": {"Date": None}, "pdf": {"CreationDate": None, "ModDate": None}, "png": {"Software": None}}


def render(names: Iterable[str], out: Path, formats: Iterable[str]) -> list[tuple[Path, dict]]:
    """Build each named figure and save it in each format under ``out``; return ``(path, info)`` per file."""
    import matplotlib

    from .catalog import build

    formats = list(formats)
    bad = [f for f in formats if f not in FORMATS]
    if bad:
        raise ValueError(f"unknown format {bad[0]!r}; choose from {', '.join(FORMATS)}")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with matplotlib.rc_context(RC):
        for name in names:
            fig, info = build(name)
            for fmt in formats:
                path = out / f"{name}.{fmt}"
                fig.savefig(path, format=fmt, metadata=_METADATA[fmt], bbox_inches="tight")
                written.append((path, info))
    return written
