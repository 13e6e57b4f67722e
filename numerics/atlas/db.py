"""The atlas' rows in the campaign store (:mod:`numerics.campaigns.store`, campaign ``"atlas"``): keys, column order, order.

A row is stored as one JSON object under the key of its case (:data:`KEY`); :func:`atlas_rows` returns them
with their fields in :data:`COLUMNS` order, sorted by M, K, depth, R, T, trials, seed, which is the order of
the export (``numerics/data/atlas.json``). Rows stored before the ``K`` axis have ``K = M`` (one-hot templates).

Databases of the atlas before the campaign store (a table ``cases``) are not read; rerun the grid into a
new file.

A stored row that is not an atlas row (a key missing, a value of the wrong type: e.g. written into the file by
another program) is a ``ValueError`` naming the database and the row (:func:`atlas_rows`), never a ``KeyError``.

Bounds are stored as exact JSON integers, however long (``end_state`` at depth 10^4, T = 2, R = 4 has 6021
digits), and Python converts integers of more than 4300 digits to and from text only with
``sys.set_int_max_str_digits`` raised. ``python -m numerics.atlas`` raises it for its own run and exports; a program that reads such rows
(:func:`atlas_rows`) raises it itself.
"""

from __future__ import annotations

import json

from numerics.campaigns.store import Store, open_store

__all__ = ["CAMPAIGN", "KEY", "COLUMNS", "case_key", "open_atlas", "atlas_rows", "normalise_row", "row_problem"]

CAMPAIGN = "atlas"
#: The fields that identify a case (``K``: templates; ``K = M`` is the M one-hot templates).
KEY = ("M", "R", "T", "depth", "trials", "seed", "K")
COLUMNS = KEY + (
    "method",
    "rank",
    "trial_ranks",
    "prime",
    "schwartz_zippel",
    "lower_bounds",
    "upper_bound",
    "upper_bounds",
    "exact",
    "seconds",
    "version",
)


def case_key(case: dict) -> str:
    """The store key of a case: its :data:`KEY` fields as a JSON object (``K`` defaults to ``M``)."""
    return json.dumps({k: case.get(k, case["M"]) if k == "K" else case[k] for k in KEY}, sort_keys=True)


def open_atlas(path, *, create: bool = True, readonly: bool = False) -> Store:
    """The atlas campaign of the SQLite file ``path`` (:func:`numerics.campaigns.store.open_store`; ``readonly``
    for exports: nothing is written, a read-only filesystem included)."""
    return open_store(path, campaign=CAMPAIGN, create=create, readonly=readonly)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


#: What each column must hold (``K`` may be missing: rows from before ``--K`` have ``K = M``).
_TYPES = {
    **{k: (_is_int, "an integer") for k in KEY},
    "method": (lambda v: isinstance(v, str), "a string"),
    "rank": (_is_int, "an integer"),
    "trial_ranks": (lambda v: isinstance(v, list) and all(_is_int(x) for x in v), "a list of integers"),
    "prime": (_is_int, "an integer"),
    "schwartz_zippel": (_is_number, "a number"),
    "lower_bounds": (
        lambda v: isinstance(v, dict) and all(isinstance(k, str) and _is_int(x) for k, x in v.items()),
        "an object of integers",
    ),
    "upper_bound": (_is_int, "an integer"),
    "upper_bounds": (
        lambda v: isinstance(v, dict) and all(isinstance(k, str) and _is_int(x) for k, x in v.items()),
        "an object of integers",
    ),
    "exact": (lambda v: isinstance(v, bool), "true or false"),
    "seconds": (_is_number, "a number"),
    "version": (lambda v: isinstance(v, str), "a string"),
}


def row_problem(row) -> str | None:
    """Why ``row`` is not an atlas row (a column missing or of the wrong type), or ``None``."""
    if not isinstance(row, dict):
        return f"it is a {type(row).__name__}, not an object"
    for column in COLUMNS:
        if column not in row:
            if column == "K" and "M" in row:
                continue
            return f"it has no {column!r}"
        ok, what = _TYPES[column]
        if not ok(row[column]):
            return f"its {column!r} is not {what}"
    return None


def normalise_row(row: dict) -> dict:
    """``row`` with its fields in :data:`COLUMNS` order and ``K`` filled in (``M``) for rows from before ``--K``
    (a row read from a file is checked first: :func:`row_problem`)."""
    full = {**row, "K": row.get("K", row["M"])}
    return {c: full[c] for c in COLUMNS}


def atlas_rows(store: Store) -> list[dict]:
    """Every stored atlas row (:func:`normalise_row`), ordered by M, K, depth, R, T, trials, seed.

    A row that is not an atlas row is a ``ValueError`` naming the database and the row's key."""
    rows = []
    for key, row in store.keyed_rows().items():
        why = row_problem(row)
        if why is not None:
            shown = repr(key) if len(key) <= 120 else repr(key[:80] + "...")
            raise ValueError(
                f"database {str(store.path)!r} holds a row {shown} in campaign {CAMPAIGN!r} that is not an atlas "
                f"row ({why}); delete it, or export from a database that only this command wrote"
            )
        rows.append(normalise_row(row))
    return sorted(rows, key=lambda r: tuple(r[k] for k in ("M", "K", "depth", "R", "T", "trials", "seed")))
