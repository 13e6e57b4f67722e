"""Build hook of the documentation site (``hooks`` in ``mkdocs.yml``).

``docs/contributing.md`` includes the root ``CONTRIBUTING.md`` (pymdownx.snippets), whose links are written from the
repository root (``docs/architecture.md``). On the site that page sits inside ``docs/``, so after the inclusion and
before mkdocs checks the links, ``](docs/X)`` becomes ``](X)`` on that page only.
"""

import re

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

ROOT_LINK = re.compile(r"\]\(docs/")
PAGES = {"contributing.md"}  # the pages that include a root file with root-relative links

_current = {"page": ""}


class _RootLinks(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        if _current["page"] not in PAGES:
            return lines
        return [ROOT_LINK.sub("](", line) for line in lines]


class _RootLinksExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.register(_RootLinks(md), "root_links", 31)  # after pymdownx.snippets (32)


def on_config(config):
    config.markdown_extensions.append(_RootLinksExtension())
    return config


def on_page_markdown(markdown, page, **kwargs):
    _current["page"] = page.file.src_uri
    return markdown
