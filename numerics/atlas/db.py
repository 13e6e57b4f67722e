"""The atlas' rows in the campaign store (:mod:`numerics.campaigns.store`, campaign ``"atlas"``): keys, column order, order.

A row is stored as one JSON object under the key of its case (:data:`KEY`); :func:`atlas_rows` returns them
with their fields in :data:`COLUMNS` order, sorted by M, K, depth, R, T, trials, seed, which is the order of
the export (``numerics/data/atlas.json``). Rows stored before the ``K`` axis have ``K = M`` (one-hot templates).

Databases of the atlas before the campaign store (a table ``cases``) are not read; rerun the grid into a
new file.

Bounds are stored as exact JSON integers, however long (``end_state`` at depth 10^4, T = 2, R = 4 has 6021
digits), and Python converts integers of more than 4300 digits to and from text only with
``sys.set_int_max_str_digits`` raised. ``python -m numerics.atlas`` raises it for its own run and exports; a program that reads such rows
(:func:`atlas_rows`) raises it itself.
"""

from __future__ import annotations

import json

from numerics.campaigns.store import Store, open_store

__all__ = ["CAMPAIGN", "KEY", "COLUMNS", "case_key", "open_atlas", "atlas_rows", "normalise_row"]

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


def open_atlas(path, *, create: bool = True) -> Store:
    """The atlas campaign of the SQLite file ``path`` (:func:`numerics.campaigns.store.open_store`)."""
    return open_store(path, campaign=CAMPAIGN, create=create)


def normalise_row(row: dict) -> dict:
    """``row`` with its fields in :data:`COLUMNS` order and ``K`` filled in (``M``) for rows from before ``--K``."""
    full = {**row, "K": row.get("K", row["M"])}
    return {c: full[c] for c in COLUMNS}


def atlas_rows(store: Store) -> list[dict]:
    """Every stored atlas row (:func:`normalise_row`), ordered by M, K, depth, R, T, trials, seed."""
    rows = [normalise_row(r) for r in store.rows()]
    return sorted(rows, key=lambda r: tuple(r[k] for k in ("M", "K", "depth", "R", "T", "trials", "seed")))
