"""SQLite storage of the rank atlas: one row per finished case, committed as soon as it finishes.

Each row is written in its own transaction, so a run killed at any moment leaves every finished case and
no partial row; the primary key (case and seed set) makes re-runs skip finished cases and forbids
duplicates.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path
__all__ = ["connect", "done_keys", "insert_row", "all_rows", "COLUMNS", "KEY"]

KEY = ("M", "R", "T", "depth", "trials", "seed")
COLUMNS = KEY + ("method", "rank", "trial_ranks", "prime", "schwartz_zippel", "lower_bounds", "upper_bound",
                 "upper_bounds", "exact", "seconds", "version")
_JSON = {"trial_ranks", "lower_bounds", "upper_bounds"}

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS cases (
    M INTEGER, R INTEGER, T INTEGER, depth INTEGER, trials INTEGER, seed INTEGER,
    method TEXT NOT NULL DEFAULT 'exact',
    rank INTEGER NOT NULL, trial_ranks TEXT NOT NULL, prime INTEGER NOT NULL, schwartz_zippel REAL NOT NULL,
    lower_bounds TEXT NOT NULL, upper_bound INTEGER NOT NULL, upper_bounds TEXT NOT NULL, exact INTEGER NOT NULL,
    seconds REAL NOT NULL, version TEXT NOT NULL,
    PRIMARY KEY ({", ".join(KEY)})
)"""


def connect(path) -> sqlite3.Connection:
    """Open (creating if needed) the atlas database at ``path``."""
    path = Path(path)
    if path.parent and not path.parent.exists():
        raise ValueError(f"folder {path.parent} for --db does not exist; create it or choose another path")
    con = sqlite3.connect(str(path), timeout=30)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute(_SCHEMA)
    if "method" not in {r[1] for r in con.execute("PRAGMA table_info(cases)")}:  # a database from before the sketch
        con.execute("ALTER TABLE cases ADD COLUMN method TEXT NOT NULL DEFAULT 'exact'")
    con.commit()
    return con


def done_keys(con: sqlite3.Connection) -> set:
    return {tuple(r) for r in con.execute(f"SELECT {', '.join(KEY)} FROM cases")}


def insert_row(con: sqlite3.Connection, row: dict) -> bool:
    """Store one finished case in its own transaction; ``False`` if it was already there."""
    values = [json.dumps(row[c]) if c in _JSON else row[c] for c in COLUMNS]
    with con:  # commits on success, rolls back on error: no partial rows
        cur = con.execute(f"INSERT OR IGNORE INTO cases ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                          values)
    return cur.rowcount == 1


def all_rows(con: sqlite3.Connection) -> list[dict]:
    """Every row, ordered by M, depth, R, T, trials, seed, with JSON fields decoded."""
    cur = con.execute(f"SELECT {', '.join(COLUMNS)} FROM cases ORDER BY M, depth, R, T, trials, seed")
    rows = []
    for values in cur:
        row = {c: (json.loads(v) if c in _JSON else v) for c, v in zip(COLUMNS, values)}
        row["exact"] = bool(row["exact"])
        rows.append(row)
    return rows
