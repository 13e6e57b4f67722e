"""The theory pages stay readable: each hand-written page under ``docs/theory/`` is at most 80 kB, so a page that
grows past it is split by topic (as ``depth4-corner-blocks.md`` was, into ``depth4-r3-*.md``), not left to grow."""

from pathlib import Path

import pytest

THEORY = Path(__file__).resolve().parents[2] / "docs" / "theory"
LIMIT = 80_000


@pytest.mark.parametrize("page", sorted(THEORY.glob("*.md")), ids=lambda p: p.name)
def test_theory_page_is_at_most_80_kb(page):
    size = page.stat().st_size
    assert size <= LIMIT, f"{page.name} is {size} bytes, over {LIMIT}: split it by topic and update mkdocs.yml's nav"
