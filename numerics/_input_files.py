"""Reading the command lines' input files (``--graph``, ``--rows``; :mod:`numerics.cli` re-exports these): what
is not a regular file, or is larger than :data:`MAX_INPUT_BYTES`, is refused before it is opened, and every problem
is one ``ValueError`` line naming the option and the file (docs/reliability.md)."""

from __future__ import annotations

import json
import os
import re
import stat
import sys

from numerics._quoting import quote, quote_path

__all__ = ["MAX_INPUT_BYTES", "MAX_JSON_DEPTH", "check_input_file", "json_depth", "read_json_file"]

#: Largest input file a command reads (``--graph``, ``--rows``): 32 MiB, a graph of about 400000 nodes. Checked
#: before the file is opened (``--graph /dev/zero`` once grew to 24.3 GB before the kernel killed it).
MAX_INPUT_BYTES = 32 * 2**20
#: Deepest nesting of arrays and objects an input file may have; the lab's files need 4 levels. Python's JSON
#: reader raises ``RecursionError`` near 1000, and printing a value nested nearly that deep can too.
MAX_JSON_DEPTH = 64


_FILE_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    return next((text for test, text in _FILE_KINDS if test(mode)), "not a regular file")


def check_input_file(path, option: str, *, max_bytes: int | None = MAX_INPUT_BYTES) -> int:
    """Refuse, before opening it, an input file the command could hang on or drown in; return its size.

    ``ValueError`` naming ``option`` and the path (quoted by its ends when long) for: an empty path, a path that
    cannot be looked up, anything that is not a regular file (a directory, a FIFO, which would block the reader
    forever, ``/dev/zero``, which never ends, a socket), and a file larger than ``max_bytes`` (stated in the
    message). Only ``os.stat`` is used: nothing is opened.
    """
    text = os.fspath(path)
    if not str(text).strip():
        raise ValueError(f"{option} {quote_path(text)} names no file; give the path of one")
    try:
        st = os.stat(text)
    except (OSError, ValueError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ValueError(f"cannot read {option} {quote_path(text)}: {why}") from None
    if not stat.S_ISREG(st.st_mode):
        raise ValueError(f"{option} {quote_path(text)} is {_kind(st.st_mode)}, not a regular file; give a file")
    if max_bytes is not None and st.st_size > max_bytes:
        from racs.memory import format_bytes

        raise ValueError(
            f"{option} {quote_path(text)} is {format_bytes(st.st_size)}, more than the {format_bytes(max_bytes)} "
            "this command reads; give a smaller file"
        )
    return st.st_size


def _read_regular(path, option: str, max_bytes: int | None) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``, checked before it is opened and again on the open
    descriptor (the path might have been swapped for a FIFO meanwhile: ``O_NONBLOCK`` keeps the open from
    waiting for a writer)."""
    check_input_file(path, option, max_bytes=max_bytes)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise ValueError(f"cannot read {option} {quote_path(path)}: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError(f"{option} {quote_path(path)} is not a regular file; give a file")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read() if max_bytes is None else fh.read(max_bytes + 1)
    except OSError as exc:
        raise ValueError(f"cannot read {option} {quote_path(path)}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if max_bytes is not None and len(data) > max_bytes:
        raise ValueError(f"{option} {quote_path(path)} grew past {max_bytes} bytes while it was read")
    return data


def json_depth(value, limit: int) -> int:
    """Nesting depth of a decoded JSON value (a scalar is 0, ``[]`` is 1), counted without recursion and
    stopping once it passes ``limit``."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, dict)):
            d += 1
            deepest = max(deepest, d)
            if deepest > limit:
                return deepest
            stack.extend((x, d) for x in (v.values() if isinstance(v, dict) else v))
    return deepest


def _constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    v = float(text)
    if v != v or v in (float("inf"), float("-inf")):
        raise ValueError(f"the number {quote(text)} is too large for a float")
    return v


def read_json_file(path, option: str, *, max_bytes: int | None = MAX_INPUT_BYTES, max_depth: int = MAX_JSON_DEPTH):
    """The decoded JSON of the input file ``path`` given as ``option`` (``"--graph"``); every problem is one
    ``ValueError`` line that names the option and the file.

    Refused before anything is read (:func:`check_input_file`): what is not a regular file (a FIFO, a device, a
    directory) and a file over ``max_bytes``. Refused after: text that is not UTF-8 JSON, nesting deeper than
    ``max_depth`` (Python's reader gives up near 1000 levels with a ``RecursionError``), an integer of more digits
    than Python converts (4300), ``NaN``/``Infinity`` and numbers beyond float range.
    """
    where = f"{option} {quote_path(path)}"
    data = _read_regular(path, option, max_bytes)
    try:
        value = json.loads(data, parse_constant=_constant, parse_float=_finite)
    except RecursionError:
        raise ValueError(
            f"{where} nests arrays or objects more than {max_depth} levels deep; no input of this command does"
        ) from None
    except UnicodeDecodeError as exc:
        raise ValueError(f"{where} is not JSON: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{where} is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except ValueError as exc:
        text = " ".join(str(exc).split())
        if "integer string conversion" in text:
            digits = re.search(r"value has (\d+) digits", text)
            text = (
                f"it holds an integer of {digits.group(1) if digits else 'more than 4300'} digits, more than "
                f"{sys.get_int_max_str_digits() or 4300} and far larger than any value it may hold"
            )
        raise ValueError(f"{where} is not usable JSON: {text}") from None
    depth = json_depth(value, max_depth)
    if depth > max_depth:
        raise ValueError(
            f"{where} nests arrays or objects more than {max_depth} levels deep; no input of this command does"
        )
    return value
