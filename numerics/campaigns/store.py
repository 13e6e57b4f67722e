r"""The one campaign store: rows of long computations in SQLite, shared, resumable and kill-safe
(the file; :mod:`numerics.campaigns.run` computes the rows).

Every long campaign of the lab (the rank atlas, the spectra depth study, training runs) stores its rows here.
One SQLite file may hold several campaigns; a row is a JSON object under a string key, written in its own
transaction (all or nothing), so a run killed at any moment loses at most the cases in flight and a rerun
skips every finished key.

Usage::

    import json
    from numerics.campaigns import open_store, run_campaign, StoreError

    def compute(case):                      # module level, so worker processes can unpickle it
        return {"n": case["n"], "square": case["n"] ** 2}

    store = open_store("runs.sqlite", campaign="squares", create=True)
    try:
        summary = run_campaign(store, [{"n": n} for n in range(10)], compute,
                               key=lambda c: json.dumps(c, sort_keys=True), workers=2)
        rows = store.rows()                 # every finished row, in key order
    finally:
        store.close()
    summary.ran, summary.reused             # run here now / already in the file

Opening refuses (:class:`StoreError`, a ``ValueError`` with one line naming the path) an empty path, a
directory, a missing folder, anything that is not a regular file (a FIFO would block the opener for ever, a
device never ends: looked up with ``os.stat`` before anything is opened), any existing file that is not an SQLite
database (its header is read before SQLite touches it, so such a file is never modified), and an SQLite database
of another program: one with tables of its own and not the store's (nothing is added to it); ``create=False``
refuses a missing file. A zero-byte file is an empty SQLite database, as SQLite itself treats it.
``readonly=True`` (exports) writes nothing, and works on a read-only filesystem: where the file or its folder
cannot be written it opens with SQLite's ``mode=ro``, or ``immutable=1`` where even that cannot open it (a WAL
database needs a shared-memory file that a read-only folder cannot hold); a database that holds no store yet
reads as empty. A row whose text is not a JSON object this store wrote
(garbled, nested past :data:`MAX_ROW_DEPTH`, an integer of thousands of digits) is a :class:`StoreError` naming
the database, the campaign and the row's key.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import stat
import time
from collections.abc import Sequence
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

from numerics.campaigns.workers import StoreError

__all__ = [
    "open_store",
    "Store",
    "StoreError",
    "SQLITE_HEADER",
    "CLAIM_LEASE_SECONDS",
    "MAX_ROW_DEPTH",
]


#: The first 16 bytes of every SQLite 3 database file.
SQLITE_HEADER = b"SQLite format 3\x00"
#: Deepest nesting of lists and objects in a row (the lab's rows need 3 levels); a deeper row is refused when read,
#: before anything prints or exports it (Python's JSON reader and printer recurse).
MAX_ROW_DEPTH = 32
#: The store's own tables: a database holding other tables and none of these belongs to another program.
_TABLES = ("store_meta", "store_rows", "store_claims")
#: A claim by a process on another host counts as dead when its heartbeat is older than this.
CLAIM_LEASE_SECONDS = 600.0
_SCHEMA_VERSION = "1"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS store_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS store_rows (
    campaign TEXT NOT NULL, key TEXT NOT NULL, row TEXT NOT NULL, PRIMARY KEY (campaign, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS store_claims (
    campaign TEXT NOT NULL, key TEXT NOT NULL, host TEXT NOT NULL, pid INTEGER NOT NULL, started TEXT NOT NULL,
    beat REAL NOT NULL, PRIMARY KEY (campaign, key)) WITHOUT ROWID;
"""


def _process_start(pid: int) -> str:
    """Start time of ``pid`` in clock ticks (``/proc``), to tell a live owner from a reused pid; '' if unknown."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return ""


def _alive(host: str, pid: int, started: str, beat: float, now: float) -> bool:
    if host != socket.gethostname():
        return now - beat < CLAIM_LEASE_SECONDS
    if started and os.path.exists("/proc/self/stat"):
        return _process_start(pid) == started
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _describe_non_sqlite(head: bytes) -> str:
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        return "binary data"
    printable = all(ch.isprintable() or ch in "\t\n\r" for ch in text)
    return f"text ({text[:16]!r}...)" if printable else "binary data"


_KINDS = (
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _check_path(path, *, create: bool) -> Path:
    if not isinstance(path, (str, os.PathLike)):
        raise StoreError(f"database path must be a file name, got {path!r}")
    if str(path) == "":
        raise StoreError("database path '' is empty; give a file name such as runs.sqlite")
    p = Path(path)
    try:
        st: os.stat_result | None = os.stat(p)
    except (FileNotFoundError, NotADirectoryError):  # missing, or under a file: said below
        st = None
    except (OSError, ValueError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(f"cannot open database {_shown(p)}: {why}") from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise StoreError(f"database path {_shown(p)} is a directory, not an SQLite file; give a file path")
    parent = p.parent
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            kind = next((text for test, text in _KINDS if test(st.st_mode)), "not a regular file")
            raise StoreError(f"database path {_shown(p)} is {kind}, not an SQLite file; give a file path")
        try:  # O_NONBLOCK: should the path have become a FIFO since the stat, the open does not wait for a writer
            fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
            try:
                head = os.read(fd, len(SQLITE_HEADER)) if stat.S_ISREG(os.fstat(fd).st_mode) else b"?"
            finally:
                os.close(fd)
        except OSError as exc:
            raise StoreError(f"cannot read database {_shown(p)}: {exc.strerror or exc}") from None
        if head and head != SQLITE_HEADER:
            raise StoreError(
                f"{_shown(p)} is not an SQLite database (it holds {_describe_non_sqlite(head)}); "
                "the file is left untouched; give another path"
            )
        return p
    if not create:
        raise StoreError(f"no such database: {_shown(p)}")
    if not parent.exists():
        raise StoreError(
            f"folder {_shown(parent)} for database {_shown(p)} does not exist; create it or choose another path"
        )
    if not parent.is_dir():
        raise StoreError(f"{_shown(parent)} is not a folder, so database {_shown(p)} cannot be created there")
    return p


def _shown(path, limit: int = 240) -> str:
    """``repr`` of a path, cut in the middle when longer than ``limit`` characters."""
    text = str(path)
    if len(text) <= limit:
        return repr(text)
    return repr(text[: limit // 2] + "..." + text[-limit // 4 :]) + f" ({len(text)} characters)"


def _write_error(p: Path, exc: sqlite3.Error) -> StoreError:
    """The one line for a failed write; a full disk (SQLite's "database or disk is full", or "disk I/O error" for a
    write the system refused) says what to do, and that the rows already written are kept."""
    text = " ".join(str(exc).split())
    if "disk is full" in text or "disk I/O error" in text:
        return StoreError(
            f"database {_shown(p)}: {text} (a full disk, a quota or a file-size limit?); the finished cases are "
            "stored: free some space and rerun the same command to resume"
        )
    return StoreError(f"database {_shown(p)}: {text}")


def _tables(con: sqlite3.Connection) -> set[str]:
    return {name for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _refuse_foreign(tables: set[str], p: Path) -> None:
    """A database with tables of its own and none of the store's belongs to another program: refused, untouched."""
    if tables and not tables & set(_TABLES):
        names = ", ".join(sorted(tables)[:5]) + (", ..." if len(tables) > 5 else "")
        old_atlas = " (an atlas database from before the campaign store: rerun the grid into a new file)"
        raise StoreError(
            f"{_shown(p)} is an SQLite database of another program (tables {names}), not a campaign store"
            f"{old_atlas if 'cases' in tables else ''}; the file is left untouched; give another path"
        )


def _connect(p: Path, mode: str, *, immutable: bool = False) -> sqlite3.Connection:
    uri = f"file:{quote(str(p.resolve()))}?mode={mode}" + ("&immutable=1" if immutable else "")
    return sqlite3.connect(uri, uri=True, timeout=60, isolation_level=None, check_same_thread=False)


def _open_readonly(p: Path) -> tuple[sqlite3.Connection, set[str]]:
    """A connection that will only read, and the database's tables. Read-write where the file and its folder may
    be written (SQLite then removes its ``-wal`` and ``-shm`` files on close, as after a run), else SQLite's
    read-only ``mode=ro``, else ``immutable=1``: on a read-only filesystem a WAL database cannot get the
    shared-memory file that even a read-only connection needs, and nothing can change it there."""
    last: sqlite3.Error | None = None
    for mode, immutable in (("rw", False), ("ro", False), ("ro", True)):
        con = None
        try:
            con = _connect(p, mode, immutable=immutable)
            return con, _tables(con)
        except sqlite3.Error as exc:
            if con is not None:
                con.close()
            last = exc
    raise StoreError(f"database {_shown(p)} cannot be read: {last}") from None


def open_store(path, *, campaign: str, create: bool = True, readonly: bool = False) -> Store:
    r"""Open the rows of ``campaign`` in the SQLite file ``path`` (created when missing and ``create``).

    Parameters
    ----------
    path : str or path-like
        The database file; several campaigns may share it.
    campaign : str
        The campaign's name (non-empty), e.g. ``"atlas"``.
    create : bool
        Create a missing file (default). With ``False`` a missing file raises ``no such database: PATH``.
    readonly : bool
        Open for reading only (exports): nothing is written (no WAL switch, no tables: a database without them
        reads as empty); a file or folder that cannot be written, a read-only filesystem included, is opened
        with SQLite's ``mode=ro``, or ``immutable=1`` where even that cannot open it.

    Returns
    -------
    Store

    Raises
    ------
    StoreError
        (a ``ValueError``) one line naming the path: empty path, directory, missing folder, not a regular file
        (a FIFO, a device), not an SQLite file, an SQLite database of another program, unreadable or corrupt
        database, a schema newer than this code.
    """
    if not isinstance(campaign, str) or not campaign:
        raise StoreError(f"campaign must be a non-empty string, got {campaign!r}")
    p = _check_path(path, create=create and not readonly)
    if readonly:
        con, tables = _open_readonly(p)
        try:
            _refuse_foreign(tables, p)
            if "store_meta" in tables:
                got = con.execute("SELECT value FROM store_meta WHERE name='schema'").fetchone()
                _check_version(None if got is None else got[0], p)
        except sqlite3.Error as exc:
            con.close()
            raise StoreError(f"database {_shown(p)} cannot be read: {exc}") from None
        except StoreError:
            con.close()
            raise
        return Store(con, p, campaign, empty=not {"store_rows", "store_claims"} <= tables)
    try:
        con = _connect(p, "rwc" if create else "rw")
    except sqlite3.Error as exc:
        raise StoreError(f"cannot open database {_shown(p)}: {exc}") from None
    deadline = time.monotonic() + 60
    while True:
        try:
            # before anything is written (WAL mode rewrites the header): a foreign database stays untouched
            _refuse_foreign(_tables(con), p)
            con.execute("PRAGMA journal_mode=WAL")
            con.executescript(_SCHEMA)
            con.execute("INSERT OR IGNORE INTO store_meta (name, value) VALUES ('schema', ?)", (_SCHEMA_VERSION,))
            version = con.execute("SELECT value FROM store_meta WHERE name='schema'").fetchone()[0]
            break
        except StoreError:
            con.close()
            raise
        except sqlite3.OperationalError as exc:
            # Switching to WAL while another process opens the same new file can answer "locked" at once,
            # without the busy handler: retry, as two campaigns started together on one file must both open it.
            if "locked" in str(exc) and time.monotonic() < deadline:
                time.sleep(0.05)
                continue
            con.close()
            raise StoreError(f"database {_shown(p)} cannot be used: {exc}") from None
        except sqlite3.Error as exc:
            con.close()
            raise StoreError(f"database {_shown(p)} cannot be used: {exc}") from None
    try:
        _check_version(version, p)
    except StoreError:
        con.close()
        raise
    return Store(con, p, campaign)


def _check_version(version, p: Path) -> None:
    if version is not None and version != _SCHEMA_VERSION:
        raise StoreError(
            f"database {_shown(p)} has store schema {version}, this code reads {_SCHEMA_VERSION}; upgrade racs-lab"
        )


def _depth_over(value, limit: int) -> bool:
    """Whether a decoded JSON value nests lists and objects more than ``limit`` levels (no recursion)."""
    stack = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, dict)):
            if d + 1 > limit:
                return True
            stack.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return False


class Store:
    """The rows of one campaign in one SQLite file (from :func:`open_store`); a context manager.

    Keys are strings, rows JSON objects. Every write is its own transaction.
    """

    def __init__(self, con: sqlite3.Connection, path: Path, campaign: str, *, empty: bool = False):
        self._con = con
        self.path = path
        self.campaign = campaign
        self._empty = empty  # opened read-only on a database without the store's tables: no rows
        self._host = socket.gethostname()
        self._pid = os.getpid()
        self._started = _process_start(self._pid)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @contextmanager
    def _transaction(self):
        """One immediate (write-locking) transaction: committed on success, rolled back on any exception.

        Python raises a Ctrl-C's ``KeyboardInterrupt`` between bytecodes, e.g. just after ``BEGIN`` returned or
        inside the rollback: whatever transaction an exception leaves open is rolled back in ``finally``, or failing
        that at the next write (which otherwise failed with "cannot start a transaction within a transaction")."""
        con = self._con
        try:
            if con.in_transaction:
                con.execute("ROLLBACK")
            try:
                con.execute("BEGIN IMMEDIATE")
                yield con
                con.execute("COMMIT")
            finally:
                if con.in_transaction:
                    con.execute("ROLLBACK")
        except sqlite3.Error as exc:
            raise _write_error(self.path, exc) from None

    def _write(self, sql_steps) -> list:
        """Run ``[(sql, params), ...]`` in one transaction; return each statement's rowcount."""
        with self._transaction() as con:
            return [con.execute(sql, params).rowcount for sql, params in sql_steps]

    def done(self) -> set[str]:
        """Keys of the finished rows of this campaign."""
        if self._empty:
            return set()
        return {k for (k,) in self._con.execute("SELECT key FROM store_rows WHERE campaign=?", (self.campaign,))}

    def put(self, key: str, row: dict) -> bool:
        """Store ``row`` under ``key`` in its own transaction (and drop any claim on it); ``False`` if the key
        was already stored (the stored row is kept)."""
        if not isinstance(key, str):
            raise TypeError(f"key must be a str, got {type(key).__name__}; make key(case) return a string")
        if not isinstance(row, dict):
            raise TypeError(f"row must be a dict, got {type(row).__name__}")
        text = json.dumps(row)
        added, _ = self._write(
            [
                ("INSERT OR IGNORE INTO store_rows (campaign, key, row) VALUES (?, ?, ?)", (self.campaign, key, text)),
                ("DELETE FROM store_claims WHERE campaign=? AND key=?", (self.campaign, key)),
            ]
        )
        return added == 1

    def replace(self, key: str, row: dict) -> None:
        """Overwrite the stored row of ``key`` (e.g. a derived column recomputed); ``KeyError`` if absent."""
        (n,) = self._write(
            [("UPDATE store_rows SET row=? WHERE campaign=? AND key=?", (json.dumps(row), self.campaign, key))]
        )
        if n != 1:
            raise KeyError(key)

    def rows(self) -> list[dict]:
        """Every finished row of this campaign, decoded, in key order (:class:`StoreError` naming the first row
        that is not a JSON object this store wrote)."""
        return list(self.keyed_rows().values())

    def keyed_rows(self) -> dict[str, dict]:
        """``{key: row}`` of every finished row, in key order."""
        if self._empty:
            return {}
        try:
            cur = self._con.execute(
                "SELECT key, row FROM store_rows WHERE campaign=? ORDER BY key", (self.campaign,)
            ).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"database {_shown(self.path)}: {exc}") from None
        return {k: self._decode(k, text) for k, text in cur}

    def _decode(self, key, text) -> dict:
        """One stored row, or a :class:`StoreError` naming the database, the campaign and the row."""
        why = None
        try:
            row = json.loads(text)
        except RecursionError:
            why = f"it nests lists or objects more than {MAX_ROW_DEPTH} levels deep"
        except (ValueError, TypeError) as exc:  # garbled text, an integer too long to convert, not text at all
            digits = "integer string conversion" in str(exc)
            why = (
                "it holds an integer of more than 4300 digits, which no row of this campaign holds"
                if digits
                else f"it is not JSON: {' '.join(str(exc).split())[:120]}"
            )
        else:
            if not isinstance(row, dict):
                why = f"it is a JSON {type(row).__name__}, not an object"
            elif _depth_over(row, MAX_ROW_DEPTH):
                why = f"it nests lists or objects more than {MAX_ROW_DEPTH} levels deep"
        if why is None:
            return row
        shown = repr(key) if len(str(key)) <= 120 else repr(str(key)[:80] + "...") + f" ({len(str(key))} characters)"
        raise StoreError(
            f"database {_shown(self.path)}, campaign {self.campaign!r}: the row {shown} is damaged ({why}); "
            "delete it, or rerun into a new file"
        )

    def claim(self, key: str) -> str:
        """Claim ``key`` for this process before computing it: ``"claimed"`` (also when already ours),
        ``"done"`` (already stored) or ``"busy"`` (claimed by a live process; a dead one's claim is taken over)."""
        now = time.time()
        with self._transaction() as con:
            if con.execute("SELECT 1 FROM store_rows WHERE campaign=? AND key=?", (self.campaign, key)).fetchone():
                return "done"
            got = con.execute(
                "SELECT host, pid, started, beat FROM store_claims WHERE campaign=? AND key=?", (self.campaign, key)
            ).fetchone()
            if got is not None and tuple(got[:3]) != (self._host, self._pid, self._started):
                host, pid, started, beat = got
                if _alive(host, pid, started, beat, now):
                    return "busy"
            con.execute(
                "INSERT OR REPLACE INTO store_claims (campaign, key, host, pid, started, beat) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (self.campaign, key, self._host, self._pid, self._started, now),
            )
            return "claimed"

    def release(self, keys: Sequence[str]) -> None:
        """Drop this process's claims on ``keys`` (cases given up, e.g. on Ctrl-C or failure)."""
        self._write(
            [
                (
                    "DELETE FROM store_claims WHERE campaign=? AND key=? AND host=? AND pid=?",
                    (self.campaign, k, self._host, self._pid),
                )
                for k in keys
            ]
        )

    def release_all(self) -> None:
        """Drop every claim this process holds in this campaign (on Ctrl-C: wherever the interrupt landed)."""
        self._write(
            [("DELETE FROM store_claims WHERE campaign=? AND host=? AND pid=?", (self.campaign, self._host, self._pid))]
        )

    def heartbeat(self) -> None:
        """Refresh this process's claims, so hosts that cannot see its pid keep treating them as live."""
        self._write(
            [
                (
                    "UPDATE store_claims SET beat=? WHERE campaign=? AND host=? AND pid=?",
                    (time.time(), self.campaign, self._host, self._pid),
                )
            ]
        )

    def close(self) -> None:
        self._con.close()
