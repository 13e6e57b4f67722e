"""Hostile input and faults over all ten command lines (issues 11 and 34): every case the attacker of issue 34 tried,
the 196 that held and the 16 that failed, each kept here or in the test named in :data:`ELSEWHERE`.

:data:`CASES` is a table of hostile argv by command line and category (huge, zero and negative sizes; NaN and inf;
malformed lists and ranges; bad paths; hostile file contents: deep nesting, 5000-digit integers, FIFOs, devices,
files over the size cap, garbled or foreign database rows, foreign SQLite files; a full stdout; very long values).
Every case must end in one line on stderr naming the command (``NAME: error: ...``) with the expected words,
exit code 2, and no traceback. The default run calls each command's ``main`` in this process (fast; an alarm
guards against a hang), except the cases a regression could turn into a hang or a memory blow-up outside the alarm's
reach, which always run in a subprocess; ``-m slow`` runs every case in a subprocess under a 2 GiB address-space cap
and a time limit, as the attacker did.

The fault scenarios follow: a full disk under the atlas and the depth study (``RLIMIT_FSIZE`` with ``SIGXFSZ``
ignored, so SQLite's writes fail as on a full device), kill -9 and two writers on the depth study, Ctrl-C during
``python -m figures`` (repeated at random moments), exports from a read-only filesystem (a user namespace's
read-only tmpfs, where ``unshare -rm`` is allowed), and an unreachable scheduler that must leave no file.

``python -m pytest tests/test_faults.py -k inventory -s`` prints the count table of docs/reliability.md.
"""

from __future__ import annotations

import functools
import importlib
import json
import os
import random
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from numerics.cli import MAX_INPUT_BYTES

#: The ten command lines: module -> the name in their messages.
COMMANDS = {
    "numerics.sep_rank": "sep_rank",
    "numerics.atlas": "atlas",
    "numerics.networks": "networks",
    "numerics.spectrum": "spectrum",
    "numerics.depth_study": "depth_study",
    "numerics.train": "train",
    "numerics.arch_measures": "arch_measures",
    "numerics.device_rank": "device_rank",
    "proofs": "proofs",
    "figures": "figures",
}
#: Where each command's ``main`` lives.
MAINS = {
    "numerics.sep_rank": "numerics.sep_rank",
    "numerics.atlas": "numerics.atlas.__main__",
    "numerics.networks": "numerics.networks",
    "numerics.spectrum": "numerics.spectrum.__main__",
    "numerics.depth_study": "numerics.depth_study.__main__",
    "numerics.train": "numerics.train.__main__",
    "numerics.arch_measures": "numerics.arch_measures.__main__",
    "numerics.device_rank": "numerics.device_rank",
    "proofs": "proofs.__main__",
    "figures": "figures.__main__",
}
#: Address-space and wall-clock caps of the subprocess runs (the attacker saw at most 121 MB and 1.6 s).
MEMORY_CAP = 2 * 2**30
#: device_rank plans a fixed working set of about 2 GiB even for a 2 x 2 matrix (numerics.certify.device), so under
#: a 2 GiB cap it refuses every run for memory first; it gets the cap of tests/test_fuzz_cli.py's torch runs.
MEMORY_CAPS = {"numerics.device_rank": 6 * 2**30}
TIME_CAP = 30.0


@dataclass(frozen=True)
class Case:
    """One hostile run: ``argv`` of ``module``, the words its one line must hold, and how to run it."""

    module: str
    category: str
    argv: tuple
    needle: str
    stdout: str = "pipe"  # "full": stdout is /dev/full
    subprocess: bool = False  # always in a subprocess (in-process, a regression could hang or eat the memory)
    only_last: bool = False  # the work's own lines (progress, skips) come before the one line
    absent: tuple = ()  # files that must not exist afterwards


def _c(module, category, *argv, needle, **kw) -> Case:
    return Case(module, category, tuple(argv), needle, **kw)


SEP = "numerics.sep_rank"
ATLAS = "numerics.atlas"
NET = "numerics.networks"
SPEC = "numerics.spectrum"
DS = "numerics.depth_study"
TRAIN = "numerics.train"
ARCH = "numerics.arch_measures"
DEV = "numerics.device_rank"
HUGE = "100000000000000000000"
DIGITS = "9" * 5000
LONG = "x" * 100_000
_GRID = ("--M", "2", "--R", "1", "--T", "2", "--depth", "1")
_DS = ("--cells", "rnn", "--depth", "1", "--params", "40", "--gains", "1", "--seeds", "1", "--max-T", "2:2")
_TR = ("--db", "r.sqlite", "--params", "60", "--iterations", "2", "--max", "16", "--step", "4", "--sizes", "4")
_SPEC = ("--cell", "rnn", "--depth", "1", "--R", "2", "--T", "2", "--K", "2")

CASES = [
    # ---- numerics.sep_rank
    _c(SEP, "sizes", "--depth", "0", "--T", "4", needle="--depth must be an integer >= 1"),
    _c(SEP, "sizes", "--depth", "-1", "--T", "4", needle="--depth must be an integer >= 1"),
    _c(SEP, "sizes", "--depth", "2", "--T", "0", needle="--T must be an even integer >= 2"),
    _c(SEP, "sizes", "--depth", "2", "--T", "5", needle="--T must be an even integer >= 2"),
    _c(SEP, "sizes", "--depth", "2", "--T", HUGE, needle="needs about 10^"),
    _c(SEP, "sizes", "--depth", "2", "--T", DIGITS, needle="far too large"),
    _c(SEP, "sizes", "--depth", "100000", "--T", "6", needle="one-layer updates"),
    _c(SEP, "sizes", "--depth", "2", "--T", "4", "--R", "100000", needle="lower R or the depth"),
    _c(SEP, "sizes", "--depth", "2", "--T", "4", "--C", "1000000000", needle="needs"),
    _c(SEP, "sizes", "--depth", "2", "--T", "4", "--M", "0", needle="--M must be an integer >= 1"),
    _c(SEP, "sizes", "--depth", "2", "--T", "4", "--trials", "-3", needle="--trials must be an integer >= 1"),
    _c(SEP, "sizes", "--depth", "2", "--T", "4", "--max-bytes", "1", needle="needs"),
    _c(SEP, "sizes", "--depth", "2", "--T", "4", "--prime", "4", needle="leave out --prime to use the default prime"),
    _c(SEP, "nan_inf", "--depth", "2", "--T", "nan", needle="--T must be an even integer >= 2, got 'nan'"),
    _c(SEP, "nan_inf", "--depth", "inf", "--T", "4", needle="--depth must be an integer >= 1, got 'inf'"),
    _c(SEP, "nan_inf", "--depth", "2", "--T", "4", "--R=-inf", needle="--R must be an integer >= 1, got '-inf'"),
    _c(SEP, "nan_inf", "--depth", "2", "--T", "4", "--max-bytes", "nan", needle="--max-bytes"),
    _c(SEP, "ranges", "--depth", "2", "--T", "2-4", needle="--T must be an even integer >= 2, got '2-4'"),
    _c(SEP, "ranges", "--depth", "1,2", "--T", "4", needle="--depth must be an integer >= 1, got '1,2'"),
    _c(SEP, "ranges", "--depth", "2", "--T", "4", "--K", "2.5", needle="--K"),
    _c(SEP, "echo", "--depth", "2", "--T", "4", "--method", LONG, needle="invalid choice"),
    _c(SEP, "output", "--depth", "2", "--T", "4", stdout="full", needle="cannot write the standard output"),
    _c(SEP, "output", "--help", stdout="full", needle="cannot write the standard output"),
    # ---- numerics.atlas
    _c(ATLAS, "sizes", "--M", "2", "--R", "1", "--T", "2-" + HUGE, "--depth", "1", "--db", "a.sqlite", needle="1e+20"),
    _c(ATLAS, "sizes", "--M", "2", "--R", "100000", "--T", "2", "--depth", "1", "--db", "a.sqlite", needle="needs"),
    _c(
        ATLAS,
        "sizes",
        "--M",
        "2",
        "--R",
        "1",
        "--T",
        "2",
        "--depth",
        "100000000000",
        "--db",
        "a.sqlite",
        needle="needs",
    ),
    _c(ATLAS, "sizes", "--M", "2", "--R", "1", "--T", HUGE, "--depth", "1", "--db", "a.sqlite", needle="--max-entries"),
    _c(ATLAS, "sizes", *_GRID, "--trials", "0", needle="--trials must be an integer >= 1"),
    _c(ATLAS, "sizes", *_GRID, "--trials", "100000", needle="at most 1000"),
    _c(ATLAS, "sizes", *_GRID, "--workers", HUGE, needle="--workers must be an integer from 1 to 256"),
    _c(ATLAS, "sizes", *_GRID, "--max-entries", "0", needle="--max-entries must be an integer >= 1"),
    _c(ATLAS, "sizes", "--M", "0", "--R", "1", "--T", "2", "--depth", "1", needle="--M must be >= 1"),
    _c(ATLAS, "sizes", *_GRID, "--connect-timeout", "-1", needle="--connect-timeout must be in (0, 3600]"),
    _c(ATLAS, "sizes", *_GRID, "--connect-timeout", "1e400", needle="--connect-timeout must be in (0, 3600]"),
    _c(ATLAS, "nan_inf", *_GRID, "--connect-timeout", "nan", needle="--connect-timeout must be in (0, 3600]"),
    _c(ATLAS, "nan_inf", *_GRID, "--connect-timeout", "inf", needle="--connect-timeout must be in (0, 3600]"),
    _c(ATLAS, "nan_inf", "--M", "2", "--R", "1", "--T", "nan", "--depth", "1", needle="--T 'nan' is not a list"),
    _c(ATLAS, "nan_inf", "--M", "inf", "--R", "1", "--T", "2", "--depth", "1", needle="--M 'inf' is not a list"),
    _c(ATLAS, "ranges", "--M", "2", "--R", "1", "--T", "4-2", "--depth", "1", needle="--T range '4-2' is empty"),
    _c(ATLAS, "ranges", "--M", "2", "--R", "1,,2", "--T", "2", "--depth", "1", needle="--R '1,,2' is not a list"),
    _c(ATLAS, "ranges", "--M", "2", "--R", "1", "--T", "2", "--depth", "1-", needle="--depth '1-' is not a list"),
    _c(ATLAS, "ranges", "--M", "3", "--K", "1", "--R", "1", "--T", "2", "--depth", "1", needle="--K has no value >= M"),
    _c(ATLAS, "paths", *_GRID, "--db", "", needle="database path '' is empty"),
    _c(ATLAS, "paths", *_GRID, "--db", "d", needle="is a directory"),
    _c(ATLAS, "paths", *_GRID, "--db", "text.txt", needle="is not an SQLite database (it holds text"),
    _c(ATLAS, "paths", *_GRID, "--db", "bytes.bin", needle="is not an SQLite database (it holds binary data)"),
    _c(ATLAS, "paths", *_GRID, "--db", "none/x.sqlite", needle="does not exist"),
    _c(ATLAS, "paths", *_GRID, "--db", "/proc/nope/a.sqlite", needle="does not exist"),
    _c(
        ATLAS,
        "paths",
        "--export",
        "json",
        "--db",
        "missing.sqlite",
        needle="no such database",
        absent=("missing.sqlite",),
    ),
    _c(ATLAS, "paths", *_GRID, "--db", "fifo", needle="is a FIFO (named pipe)", subprocess=True),
    _c(ATLAS, "paths", "--export", "json", "--db", "fifo", needle="is a FIFO (named pipe)", subprocess=True),
    _c(ATLAS, "paths", "--export", "json", "--db", "/dev/null", needle="is a character device"),
    _c(ATLAS, "paths", *_GRID, "--db", "/dev/zero", needle="is a character device"),
    _c(ATLAS, "files", *_GRID, "--db", "foreign.sqlite", needle="an SQLite database of another program"),
    _c(ATLAS, "files", "--export", "json", "--db", "foreign.sqlite", needle="an SQLite database of another program"),
    _c(ATLAS, "files", "--export", "markdown", "--db", "garbled.sqlite", needle="garbled.sqlite', campaign 'atlas'"),
    _c(ATLAS, "files", "--export", "markdown", "--db", "keyless.sqlite", needle="(it has no 'R')"),
    _c(ATLAS, "files", "--export", "json", "--db", "nested_row.sqlite", needle="more than 32 levels deep"),
    _c(ATLAS, "files", "--export", "csv", "--db", "digits_row.sqlite", needle="digits_row.sqlite' holds a row"),
    _c(ATLAS, "files", "--export", "markdown", "--db", "boundless.sqlite", needle="run --refresh-bounds"),
    _c(ATLAS, "output", "--export", "json", "--db", "atlas.sqlite", stdout="full", needle="cannot write the standard"),
    _c(ATLAS, "output", "--help", stdout="full", needle="cannot write the standard output"),
    _c(
        ATLAS,
        "paths",
        *_GRID,
        "--db",
        "sched.sqlite",
        "--scheduler",
        "tcp://127.0.0.1:1",
        "--connect-timeout",
        "2",
        needle="scheduler",
        absent=("sched.sqlite",),
    ),
    _c(
        ATLAS,
        "paths",
        *_GRID,
        "--db",
        "sched.sqlite",
        "--scheduler",
        "nonsense",
        needle="scheduler",
        absent=("sched.sqlite",),
    ),
    # ---- numerics.networks
    _c(NET, "sizes", "--depth", "0", "--T", "2", needle="--depth must be an integer >= 1"),
    _c(NET, "sizes", "--depth", "100000", "--T", "2", needle="nodes"),
    _c(NET, "sizes", "--depth", "2", "--T", "6", "--R", "100000", needle="needs"),
    _c(NET, "sizes", "--depth", "3", "--T", "6", "--R", "1000", needle="needs"),
    _c(NET, "sizes", "--depth", "2", "--T", HUGE, needle="--T"),
    _c(NET, "sizes", "--depth", "2", "--T", "2", "--max-bytes", "0", needle="--max-bytes must be an integer >= 1"),
    _c(NET, "sizes", "--depth", "2", "--T", "2", "--M", "-1", needle="--M must be an integer >= 1"),
    _c(NET, "nan_inf", "--depth", "2", "--T", "nan", needle="--T must be an even integer >= 2, got 'nan'"),
    _c(NET, "nan_inf", "--depth", "2", "--T", "2", "--R", "inf", needle="--R must be an integer >= 1, got 'inf'"),
    _c(NET, "nan_inf", "--depth", "2", "--T", "2", "--max-bytes", "nan", needle="--max-bytes"),
    _c(NET, "ranges", "--depth", "2", "--T", "2-4", needle="--T must be an even integer >= 2, got '2-4'"),
    _c(NET, "ranges", "--depth", "1,2", "--T", "2", needle="--depth must be an integer >= 1, got '1,2'"),
    _c(NET, "output", "--depth", "1", "--T", "2", stdout="full", needle="cannot write the standard output"),
    # ---- numerics.spectrum
    _c(SPEC, "sizes", "--cell", "rnn", "--depth", "1", "--R", "100000", "--T", "2", "--K", "2", needle="needs"),
    _c(SPEC, "sizes", "--cell", "rnn", "--depth", "1", "--R", "2", "--T", "2", "--K", "100000", needle="needs"),
    _c(SPEC, "sizes", "--cell", "rnn", "--depth", "100000", "--R", "2", "--T", "2", "--K", "2", needle="layer-step"),
    _c(SPEC, "sizes", *_SPEC, "--seeds", "100000000", needle="layer-step"),
    _c(SPEC, "sizes", "--cell", "rnn", "--depth", "1-10000", "--R", "2", "--T", "2", "--K", "2", needle="layer-step"),
    _c(SPEC, "sizes", "--cell", "rnn", "--depth", "1", "--params", "0", "--T", "2", "--K", "2", needle="must be >= 1"),
    _c(SPEC, "sizes", "--cell", "rnn", "--depth", "1", "--R", "2", "--T", "2", "--K", "0", needle="--K must be >= 1"),
    _c(SPEC, "nan_inf", *_SPEC, "--gain", "nan", needle="--gain must be a finite number > 0, got 'nan'"),
    _c(SPEC, "nan_inf", *_SPEC, "--gain", "inf", needle="--gain must be a finite number > 0, got 'inf'"),
    _c(SPEC, "nan_inf", *_SPEC, "--gain=-inf", needle="--gain must be a finite number > 0, got '-inf'"),
    _c(SPEC, "nan_inf", "--cell", "rnn", "--depth", "1", "--R", "2", "--T", "nan", "--K", "2", needle="'nan'"),
    _c(SPEC, "ranges", "--cell", "rnn", "--depth", "1", "--R", "2", "--T", "4-2", "--K", "2", needle="is empty"),
    _c(SPEC, "ranges", "--cell", "rnn", "--depth", "1", "--R", "1,,2", "--T", "2", "--K", "2", needle="not a list"),
    _c(
        SPEC,
        "ranges",
        "--cell",
        "rnn",
        "--depth",
        "2-" + HUGE,
        "--R",
        "2",
        "--T",
        "2",
        "--K",
        "2",
        needle="expands to more than 10000 values",
    ),
    _c(SPEC, "ranges", "--cell", "rnn", "--depth", "1", "--R", "2", "--T", "2", "--K", "-", needle="not a list"),
    _c(SPEC, "output", *_SPEC, stdout="full", needle="cannot write the standard output"),
    # ---- numerics.depth_study
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--seeds", HUGE, needle="layer-step updates"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--depth", HUGE, needle="layer-step updates"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--max-T", "2:" + HUGE, needle="more than the 100000 allowed"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--workers", HUGE, needle="--workers must be an integer from 1 to 256"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--params", "0", needle="--params must be >= 1"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--seeds", "0", needle="--seeds must be an integer >= 1"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--max-T", "0:2", needle="--max-T '0:2' needs distinct K >= 1"),
    _c(DS, "sizes", "--db", "s.sqlite", *_DS, "--max-T", "2:1", needle="--max-T '2:1' needs distinct K >= 1"),
    _c(
        DS,
        "sizes",
        "--db",
        "s.sqlite",
        *_DS,
        "--seeds",
        "100000",
        "--depth",
        "1-3",
        "--max-T",
        "2:40",
        needle="lower --seeds, --depth or --max-T",
    ),
    _c(
        DS,
        "sizes",
        "--db",
        "s.sqlite",
        *_DS,
        "--cells",
        "rnn",
        "lstm",
        "gru",
        "--depth",
        "1-300",
        "--params",
        "200,300,400,500",
        "--gains",
        "1,2,3,4,5",
        "--max-T",
        "2:400",
        needle="lower --max-T or give fewer",
    ),
    _c(
        DS,
        "sizes",
        "--db",
        "skip.sqlite",
        *_DS,
        "--params",
        "200000",
        "--max-T",
        "100000:2",
        needle="all 1 cases were skipped",
        only_last=True,
    ),
    _c(DS, "nan_inf", "--db", "s.sqlite", *_DS, "--gains", "nan", needle="every gain must be a finite number > 0"),
    _c(DS, "nan_inf", "--db", "s.sqlite", *_DS, "--gains", "inf", needle="every gain must be a finite number > 0"),
    _c(DS, "nan_inf", "--db", "s.sqlite", *_DS, "--gains", "1e400", needle="every gain must be a finite number > 0"),
    _c(DS, "nan_inf", "--db", "s.sqlite", *_DS, "--gains", "-1", needle="every gain must be a finite number > 0"),
    _c(DS, "ranges", "--db", "s.sqlite", *_DS, "--depth", "3-1", needle="--depth range '3-1' is empty"),
    _c(DS, "ranges", "--db", "s.sqlite", *_DS, "--params", "1,,2", needle="--params '1,,2' is not a list"),
    _c(DS, "ranges", "--db", "s.sqlite", *_DS, "--max-T", "2:", needle="--max-T '2:' must be K:T pairs"),
    _c(DS, "ranges", "--db", "s.sqlite", *_DS, "--max-T", "2:2,2:4", needle="needs distinct K"),
    _c(DS, "paths", "--db", "", *_DS, needle="database path '' is empty"),
    _c(DS, "paths", "--db", "d", *_DS, needle="is a directory"),
    _c(DS, "paths", "--db", "text.txt", *_DS, needle="is not an SQLite database"),
    _c(DS, "paths", "--db", "bytes.bin", *_DS, needle="is not an SQLite database"),
    _c(DS, "paths", "--db", "none/x.sqlite", *_DS, needle="does not exist"),
    _c(DS, "paths", "--db", "fifo", *_DS, needle="is a FIFO (named pipe)", subprocess=True),
    _c(DS, "paths", "--db", "fifo", "--export", "json", needle="is a FIFO (named pipe)", subprocess=True),
    _c(DS, "paths", "--db", "/dev/null", "--export", "json", needle="is a character device"),
    _c(
        DS, "paths", "--db", "missing.sqlite", "--export", "json", needle="no such database", absent=("missing.sqlite",)
    ),
    _c(
        DS,
        "paths",
        "--db",
        "sched.sqlite",
        *_DS,
        "--scheduler",
        "tcp://127.0.0.1:1",
        needle="scheduler",
        absent=("sched.sqlite",),
    ),
    _c(DS, "files", "--db", "foreign.sqlite", *_DS, needle="an SQLite database of another program"),
    _c(DS, "files", "--db", "spectra_garbled.sqlite", "--export", "json", needle="campaign 'spectra': the row 'k'"),
    _c(DS, "files", "--db", "spectra_digits.sqlite", "--export", "json", needle="an integer of more than 4300 digits"),
    _c(DS, "files", "--db", "spectra_foreign.sqlite", "--export", "json", needle="rows this study did not write"),
    _c(DS, "files", "--db", "spectra_foreign.sqlite", "--export", "markdown", needle="rows this study did not write"),
    _c(DS, "output", "--db", "spectra.sqlite", "--export", "json", stdout="full", needle="cannot write the standard"),
    # ---- numerics.train
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--depth", HUGE, needle="10000 layers"),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--workers", "4294967296", needle="--workers must be an integer"),
    _c(TRAIN, "sizes", *_TR, "--task", "copy", "--max", HUGE, needle="--max " + HUGE),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--val", HUGE, needle="--val " + HUGE),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--seed", HUGE, needle="--seed"),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--iterations", "1" + "0" * 30, needle="more than the 10000000"),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--sizes", "0", needle="--sizes must be >= 1"),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--batch", "0", needle="--batch must be an integer >= 1"),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--params", "-5", needle="--params"),
    _c(TRAIN, "sizes", *_TR, "--task", "adding", "--sizes", "1", needle="--sizes 1 leaves no room"),
    _c(TRAIN, "nan_inf", *_TR, "--task", "adding", "--lrs", "nan", needle="--lrs values must lie in (0, 1)"),
    _c(TRAIN, "nan_inf", *_TR, "--task", "adding", "--lrs", "inf", needle="--lrs values must lie in (0, 1)"),
    _c(TRAIN, "nan_inf", *_TR, "--task", "adding", "--lrs=-inf", needle="--lrs values must lie in (0, 1)"),
    _c(TRAIN, "ranges", *_TR, "--task", "adding", "--depth", "3-1", needle="--depth range '3-1' is empty"),
    _c(TRAIN, "ranges", *_TR, "--task", "adding", "--params", "1,,2", needle="--params '1,,2' is not a list"),
    _c(TRAIN, "ranges", *_TR, "--task", "adding", "--sizes", "5-2", needle="--sizes range '5-2' is empty"),
    _c(TRAIN, "ranges", *_TR, "--task", "adding", "--lrs", "0.1,,0.2", needle="--lrs"),
    _c(TRAIN, "paths", "--task", "adding", "--params", "60", "--sizes", "4", "--db", "", needle="give --db FILE"),
    _c(TRAIN, "paths", "--export", "json", "--db", "missing.sqlite", needle="no such database"),
    _c(TRAIN, "paths", "--export", "json", "--db", "text.txt", needle="is not an SQLite database"),
    _c(TRAIN, "paths", "--export", "json", "--db", "fifo", needle="is a FIFO (named pipe)", subprocess=True),
    _c(TRAIN, "paths", "--export", "markdown", "--rows", "nonexistent.json", needle="No such file or directory"),
    _c(TRAIN, "paths", "--export", "markdown", "--rows", "", needle="--rows '' names no file"),
    _c(TRAIN, "paths", "--export", "markdown", "--rows", "d", needle="is a directory, not a regular file"),
    _c(TRAIN, "paths", "--export", "markdown", "--rows", "fifo", needle="is a FIFO (named pipe)", subprocess=True),
    _c(TRAIN, "paths", "--export", "markdown", "--rows", "/dev/zero", needle="is a character device", subprocess=True),
    _c(TRAIN, "paths", *_TR, "--task", "digits", "--mnist", "fifo", needle="--mnist 'fifo' is a FIFO", subprocess=True),
    _c(TRAIN, "paths", *_TR, "--task", "digits", "--mnist", "text.txt", needle="--mnist text.txt is not an .npz"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "text.txt", needle="'text.txt' is not JSON"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "bytes.bin", needle="'bytes.bin' is not JSON"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "nested.json", needle="more than 64 levels deep"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "digits.json", needle="an integer of 5000 digits"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "huge.json", needle="more than the 32.0 MiB"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "other.json", needle="does not hold exported rows"),
    _c(TRAIN, "files", "--export", "markdown", "--rows", "rows.json", needle="holds no rows"),
    _c(TRAIN, "files", "--export", "json", "--db", "train_foreign.sqlite", needle="does not hold exported rows"),
    _c(TRAIN, "files", "--export", "json", "--db", "foreign.sqlite", needle="an SQLite database of another program"),
    _c(TRAIN, "output", "--export", "markdown", "--rows", "experiments.json", stdout="full", needle="cannot write"),
    # ---- numerics.arch_measures
    _c(ARCH, "sizes", "--arch", "lstm", "--depth", "0", needle="--depth must be an integer >= 1"),
    _c(ARCH, "sizes", "--arch", "lstm", "--depth", "-1", needle="--depth must be an integer >= 1"),
    _c(ARCH, "sizes", "--arch", "lstm", "--depth", "100000", needle="--depth must be <= 1000"),
    _c(ARCH, "sizes", "--arch", "lstm", "--depth", DIGITS, needle="far too large"),
    _c(ARCH, "nan_inf", "--arch", "lstm", "--depth", "nan", needle="--depth must be an integer >= 1, got 'nan'"),
    _c(ARCH, "nan_inf", "--arch", "lstm", "--depth", "inf", needle="--depth must be an integer >= 1, got 'inf'"),
    _c(ARCH, "nan_inf", "--graph", "nan.json", needle="NaN is not a JSON number"),
    _c(ARCH, "nan_inf", "--graph", "inf.json", needle="too large for a float"),
    _c(ARCH, "ranges", "--arch", "lstm", "--depth", "1-3", needle="--depth must be an integer >= 1, got '1-3'"),
    _c(ARCH, "ranges", "--arch", "", needle="--arch '' names no architecture"),
    _c(ARCH, "paths", "--graph", "", needle="--graph '' names no file"),
    _c(ARCH, "paths", "--graph", "d", needle="is a directory, not a regular file"),
    _c(ARCH, "paths", "--graph", "nonexistent.json", needle="cannot read --graph 'nonexistent.json'"),
    _c(ARCH, "paths", "--graph", "/proc/nope", needle="No such file or directory"),
    _c(ARCH, "paths", "--graph", "fifo", needle="--graph 'fifo' is a FIFO (named pipe)", subprocess=True),
    _c(ARCH, "paths", "--graph", "/dev/zero", needle="is a character device", subprocess=True),
    _c(ARCH, "paths", "--graph", "/dev/null", needle="is a character device"),
    _c(ARCH, "files", "--graph", "text.txt", needle="'text.txt' is not JSON"),
    _c(ARCH, "files", "--graph", "bytes.bin", needle="'bytes.bin' is not JSON"),
    _c(ARCH, "files", "--graph", "nested.json", needle="more than 64 levels deep"),
    _c(ARCH, "files", "--graph", "digits.json", needle="'digits.json' is not usable JSON: it holds an integer"),
    _c(ARCH, "files", "--graph", "huge.json", needle="more than the 32.0 MiB this command reads"),
    _c(ARCH, "files", "--graph", "rows.json", needle="a graph must be a JSON object"),
    _c(ARCH, "output", "--arch", "lstm", stdout="full", needle="cannot write the standard output"),
    # ---- numerics.device_rank
    _c(DEV, "sizes", "--depth", "2", "--T", "40", "--backend", "numpy", needle="needs"),
    _c(DEV, "sizes", "--depth", "2", "--T", HUGE, "--backend", "numpy", needle="needs about 10^"),
    _c(DEV, "sizes", "--depth", "2", "--T", "1" + "0" * 4000, "--backend", "numpy", needle="10^(10^307)"),
    _c(DEV, "sizes", "--depth", "1000000", "--T", "4", "--backend", "numpy", needle="one-layer updates"),
    _c(DEV, "sizes", "--depth", "2", "--T", "4", "--prime", "4", "--backend", "numpy", needle="leave out --prime"),
    _c(
        DEV,
        "sizes",
        "--depth",
        "2",
        "--T",
        "4",
        "--prime",
        "67108879",
        "--backend",
        "numpy",
        needle="the default prime, used when --prime is left out",
    ),
    _c(
        DEV,
        "sizes",
        "--depth",
        "2",
        "--T",
        "4",
        "--R",
        "9",
        "--prime",
        "67108859",
        "--backend",
        "numpy",
        needle="overflows",
    ),
    _c(DEV, "sizes", "--depth", "0", "--T", "4", "--backend", "numpy", needle="--depth must be an integer >= 1"),
    _c(DEV, "sizes", "--depth", "100", "--R", "6", "--T", "22", "--backend", "numpy", needle="multiplications"),
    _c(DEV, "nan_inf", "--depth", "2", "--T", "nan", "--backend", "numpy", needle="got 'nan'"),
    _c(DEV, "nan_inf", "--depth", "2", "--T", "4", "--prime", "inf", "--backend", "numpy", needle="got 'inf'"),
    _c(DEV, "ranges", "--depth", "2", "--T", "2-4", "--backend", "numpy", needle="got '2-4'"),
    _c(DEV, "ranges", "--depth", "1,2", "--T", "4", "--backend", "numpy", needle="got '1,2'"),
    _c(DEV, "output", "--depth", "1", "--T", "2", "--backend", "numpy", stdout="full", needle="cannot write"),
    # ---- proofs
    _c("proofs", "nan_inf", "--budget", "nan", needle="invalid choice: 'nan'"),
    _c("proofs", "nan_inf", "--budget", "inf", needle="invalid choice: 'inf'"),
    _c("proofs", "ranges", "--budget", "", needle="invalid choice: ''"),
    _c("proofs", "ranges", "--budget", "full ", needle="invalid choice: 'full '"),
    _c("proofs", "ranges", "--only", "", needle="--only names no statement"),
    _c("proofs", "ranges", "--only", ",", needle="names no statement"),
    _c("proofs", "ranges", "--only", "zzz", needle="no statement contains 'zzz'"),
    _c("proofs", "ranges", "--only", "claim 1", "--markdown", needle="drop one"),
    _c("proofs", "echo", "--only", LONG, needle="(100000 characters)"),
    _c("proofs", "echo", "--only", "," * 100_000, needle="(100000 characters)"),
    _c("proofs", "output", "--only", "claim 1", stdout="full", needle="cannot write the standard output"),
    _c("proofs", "output", "--help", stdout="full", needle="cannot write the standard output"),
    # ---- figures
    _c("figures", "paths", "--only", "shallow_rac_mps", "--out", "a_file", needle="is a file, not a folder"),
    _c("figures", "paths", "--only", "shallow_rac_mps", "--out", "a_file/sub", needle="Not a directory"),
    _c("figures", "paths", "--only", "shallow_rac_mps", "--out", "/proc/nope", needle="No such file or directory"),
    _c("figures", "paths", "--only", "shallow_rac_mps", "--out", "", needle="--out '' names no folder"),
    _c("figures", "ranges", "--only", "shallow_rac_mps", "--format", "", needle="--format '' names no format"),
    _c("figures", "ranges", "--only", "shallow_rac_mps", "--format", ",", needle="names no format"),
    _c("figures", "ranges", "--only", "shallow_rac_mps", "--format", "xyz", needle="unknown format 'xyz'"),
    _c("figures", "ranges", "--only", "nope", needle="unknown figure 'nope'"),
    _c("figures", "nan_inf", "--only", "shallow_rac_mps", "--format", "nan", needle="unknown format 'nan'"),
    _c(
        "figures", "echo", "--only", LONG, needle="unknown figure 'xxxxxxxxxxxxxxxxxxxx...xxxxxxxx' (100000 characters)"
    ),
    _c("figures", "output", "--only", "shallow_rac_mps", "--out", "o", stdout="full", needle="cannot write"),
]


# ------------------------------------------------------------------ fixtures: the files the cases name


def _atlas_row() -> dict:
    from numerics.atlas.doc import committed_atlas

    row = dict(committed_atlas()[0])
    row.pop("pins")
    return row


def _store_with(path: Path, campaign: str, key: str, text: str) -> None:
    from numerics.campaigns.store import open_store

    with open_store(path, campaign=campaign):
        pass
    con = sqlite3.connect(str(path))
    con.execute("INSERT INTO store_rows (campaign, key, row) VALUES (?, ?, ?)", (campaign, key, text))
    con.commit()
    con.close()


def make_fixtures(folder: Path) -> None:
    """Every file the cases name, in ``folder``."""
    from numerics.atlas.db import case_key
    from numerics.depth_study import committed_spectra

    (folder / "text.txt").write_text("not a database\n")
    (folder / "bytes.bin").write_bytes(bytes(range(256)))
    (folder / "rows.json").write_text("[]\n")
    (folder / "other.json").write_text('[{"task": "ses"}]\n')
    (folder / "nested.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "digits.json").write_text('{"nodes": [' + "1" * 5000 + '], "edges": []}')
    (folder / "nan.json").write_text('{"nodes": [], "edges": [["x", "y", NaN]]}')
    (folder / "inf.json").write_text('{"nodes": [], "edges": [["x", "y", 1e400]]}')
    with open(folder / "huge.json", "wb") as fh:  # sparse: costs no disk
        fh.truncate(MAX_INPUT_BYTES + 1)
    shutil.copy(Path(__file__).parents[1] / "docs" / "experiments.json", folder / "experiments.json")
    (folder / "a_file").write_text("keep me")
    (folder / "d").mkdir()
    os.mkfifo(folder / "fifo")
    con = sqlite3.connect(str(folder / "foreign.sqlite"))
    con.execute("CREATE TABLE people (name TEXT)")
    con.commit()
    con.close()
    row = _atlas_row()
    _store_with(folder / "atlas.sqlite", "atlas", case_key(row), json.dumps(row))
    _store_with(folder / "garbled.sqlite", "atlas", "zz", "{garbled")
    _store_with(folder / "keyless.sqlite", "atlas", "zz", '{"M": 2}')
    _store_with(folder / "nested_row.sqlite", "atlas", "zz", "[" * 100_000 + "]" * 100_000)
    _store_with(folder / "digits_row.sqlite", "atlas", "zz", '{"M": ' + "1" * 5000 + "}")
    _store_with(folder / "boundless.sqlite", "atlas", case_key(row), json.dumps({**row, "upper_bounds": {}}))
    _store_with(folder / "spectra.sqlite", "spectra", "k", json.dumps(committed_spectra()[0]))
    _store_with(folder / "spectra_garbled.sqlite", "spectra", "k", "Expecting nothing")
    _store_with(folder / "spectra_digits.sqlite", "spectra", "k", '{"K": ' + "1" * 5000 + "}")
    _store_with(folder / "spectra_foreign.sqlite", "spectra", "k", '{"x": 1}')
    _store_with(folder / "train_foreign.sqlite", "train", "k", '{"x": 1}')


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """One folder of fixtures for every case (no case writes a file another reads)."""
    tmp = tmp_path_factory.mktemp("hostile")
    make_fixtures(tmp)
    return tmp


# ------------------------------------------------------------------ running a case


def _env() -> dict:
    return {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def _capper(limit: int):
    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return cap


def run_subprocess(case: Case, cwd: Path) -> tuple[int, str, float]:
    """(exit code, stderr, seconds) of ``python -m MODULE ARGV`` under the caps."""
    out = open("/dev/full", "w") if case.stdout == "full" else subprocess.DEVNULL
    start = time.monotonic()
    try:
        proc = subprocess.run(
            [sys.executable, "-m", case.module, *case.argv],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            errors="replace",
            cwd=cwd,
            timeout=TIME_CAP,
            preexec_fn=_capper(MEMORY_CAPS.get(case.module, MEMORY_CAP)),
            env=_env(),
        )
    finally:
        if out is not subprocess.DEVNULL:
            out.close()
    return proc.returncode, proc.stderr, time.monotonic() - start


class _Hung(Exception):
    pass


def _alarm(signum, frame):
    raise _Hung("the command did not answer within the alarm")


def run_in_process(case: Case, cwd: Path, capsys, monkeypatch) -> tuple[int, str]:
    """(exit code, stderr) of the command's ``main(argv)`` in this process, under an alarm."""
    monkeypatch.chdir(cwd)
    main = importlib.import_module(MAINS[case.module]).main
    full = open("/dev/full", "w") if case.stdout == "full" else None
    if full is not None:
        monkeypatch.setattr(sys, "stdout", full)
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(60)
    try:
        code = main(list(case.argv))
    except SystemExit as exc:
        code = exc.code
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        if full is not None:
            monkeypatch.setattr(sys, "stdout", sys.__stdout__)
            full.close()
    return code, capsys.readouterr().err


def check(case: Case, code, err: str, cwd: Path) -> None:
    name = COMMANDS[case.module]
    where = f"{case.module} {' '.join(a[:60] for a in case.argv)}: exit {code}, stderr {err[-1500:]!r}"
    assert "Traceback" not in err and "Exception ignored" not in err, where
    assert code == 2, where
    lines = err.splitlines()
    assert err.endswith("\n") and (len(lines) == 1 or case.only_last), where
    assert lines[-1].startswith(f"{name}: error: "), where
    assert case.needle in lines[-1], where
    assert "ran out of memory" not in lines[-1] and len(lines[-1]) < 2100, where
    for path in case.absent:
        assert not (cwd / path).exists(), f"{where}: {path} was left behind"


def _case_id(case: Case) -> str:
    return f"{COMMANDS[case.module]}-{case.category}-{CASES.index(case)}"


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_hostile_case_is_one_line_and_exit_2(case, folder, capsys, monkeypatch):
    if case.subprocess:
        code, err, _ = run_subprocess(case, folder)
    else:
        code, err = run_in_process(case, folder, capsys, monkeypatch)
    check(case, code, err, folder)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_hostile_case_as_the_attacker_ran_it(case, folder):
    """Each case as its own process, under a 2 GiB address-space cap: one line, exit 2, within seconds."""
    code, err, seconds = run_subprocess(case, folder)
    check(case, code, err, folder)
    assert seconds < 20, f"{case}: {seconds:.1f} s"


# ------------------------------------------------------------------ the fault scenarios

#: Faults covered by other test files: (command line, category) -> [(test, scenarios), ...], counting the scenarios of
#: the default run and of ``-m slow`` (test_startup_interrupt.py: SIGINT at 3 moments of 3 commands by default, at 10
#: moments of every command with -m slow).
_STARTUP = "tests/test_startup_interrupt.py::test_interrupt_anywhere_in_start_up (slow)"
_STARTUP_QUICK = "tests/test_startup_interrupt.py::test_interrupt_while_importing"
_ATLAS_REL = "tests/numerics/atlas/test_atlas_reliability.py::"
_CTRL_C = "tests/test_fuzz_cli.py::test_ctrl_c_is_one_line_and_exit_130"
ELSEWHERE: dict = {
    ("arch_measures", "work"): [
        (
            "tests/numerics/arch_measures/test_arch_measures.py::test_thirty_thousand_components_take_well_under_the_"
            "quadratic_time",
            1,
        ),
        ("tests/numerics/arch_measures/test_arch_measures.py::test_many_components_equal_cycle_enumeration", 1),
    ],
    ("atlas", "kill -9"): [
        (_ATLAS_REL + "test_killed_at_a_random_point_the_atlas_resumes_to_a_clean_runs_rows", 2),
        (_ATLAS_REL + "test_many_kills (slow)", 12),
        (_ATLAS_REL + "test_workers_die_within_seconds_when_the_parent_is_killed", 1),
        (_ATLAS_REL + "test_a_killed_dask_scheduler_is_one_line_and_a_rerun_completes (slow)", 1),
    ],
    ("atlas", "SIGINT"): [
        (_ATLAS_REL + "test_ctrl_c_stops_the_workers_and_says_how_many_cases_are_saved", 1),
        (_STARTUP, 10),
    ],
    ("atlas", "two writers"): [(_ATLAS_REL + "test_two_processes_share_one_database_and_count_truly", 1)],
    ("atlas", "memory plan"): [(_ATLAS_REL + "test_a_case_over_the_memory_plan_is_skipped_and_the_rest_runs", 1)],
    ("depth_study", "SIGINT"): [
        ("tests/numerics/depth_study/test_depth_study.py::test_ctrl_c_keeps_finished_rows_and_exits_130", 1),
        (_STARTUP, 10),
    ],
    ("sep_rank", "SIGINT"): [(_CTRL_C, 1), (_STARTUP_QUICK, 3), (_STARTUP, 10)],
    ("sep_rank", "memory plan"): [
        ("tests/test_memory_plan.py::test_certified_rank_within_its_budget_or_refused", 1),
        ("tests/test_memory_plan.py::test_random_rac_stays_within_rac_nbytes", 1),
    ],
    ("device_rank", "SIGINT"): [(_CTRL_C, 1), (_STARTUP, 10)],
    ("spectrum", "SIGINT"): [(_CTRL_C + " (slow)", 1), (_STARTUP, 10)],
    ("proofs", "SIGINT"): [(_CTRL_C + " (slow)", 1), (_STARTUP_QUICK, 3), (_STARTUP, 10)],
    ("networks", "SIGINT"): [(_STARTUP, 10)],
    ("arch_measures", "SIGINT"): [(_STARTUP, 10)],
    ("train", "SIGINT"): [(_STARTUP, 10)],
    ("figures", "SIGINT"): [
        (_STARTUP_QUICK, 3),
        (_STARTUP, 10),
        ("tests/test_startup_interrupt.py::test_interrupt_while_figures_loads_matplotlib (slow)", 40),
    ],
}


def _command(name: str, *args, cwd, **kw) -> subprocess.CompletedProcess:
    """``python -m numerics.NAME ARGS`` in ``cwd``, captured."""
    return subprocess.run(
        [sys.executable, "-m", f"numerics.{name}", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=_env(),
        timeout=300,
        **kw,
    )


_atlas = functools.partial(_command, "atlas")
_depth_study = functools.partial(_command, "depth_study")


def _disk_full(limit: int):
    """``preexec_fn``: files may grow to ``limit`` bytes, and a write beyond fails (``EFBIG``) instead of killing the
    process (``SIGXFSZ`` ignored): SQLite meets it as it meets a full disk."""

    def setup():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return setup


def _health(db: Path) -> tuple:
    con = sqlite3.connect(str(db))
    try:
        check = con.execute("PRAGMA integrity_check").fetchone()[0]
        dups = con.execute("SELECT COUNT(*) FROM (SELECT 1 FROM store_rows GROUP BY campaign, key HAVING COUNT(*) > 1)")
        return check, dups.fetchone()[0]
    finally:
        con.close()


def _stored(db: Path, campaign: str) -> dict:
    con = sqlite3.connect(str(db))
    try:
        return dict(con.execute("SELECT key, row FROM store_rows WHERE campaign=?", (campaign,)).fetchall())
    finally:
        con.close()


_ATLAS_GRID = ["--M", "2", "--R", "1-3", "--T", "2-12", "--depth", "1-2"]


_DS_GRID = ["--cells", "rnn", "--depth", "1-2", "--params", "40", "--gains", "1,2", "--seeds", "2", "--max-T", "2:8"]


@pytest.mark.parametrize(
    ("command", "grid", "campaign", "cases"),
    [("atlas", _ATLAS_GRID, "atlas", 36), ("depth_study", _DS_GRID, "spectra", 16)],
)
def test_a_full_disk_under_a_campaign_is_one_line_and_a_rerun_completes(tmp_path, command, grid, campaign, cases):
    db = tmp_path / "full.sqlite"
    r = _command(command, *grid, "--db", db.name, cwd=tmp_path, preexec_fn=_disk_full(300_000))
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"{command}: error: database '{db.name}': disk I/O error"), r.stderr
    if command == "atlas":
        assert "free some space and rerun the same command to resume" in last
    assert _health(db) == ("ok", 0)
    kept = _stored(db, campaign)
    assert 0 < len(kept) < cases  # the disk filled up part way
    r = _command(command, *grid, "--db", db, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    after = _stored(db, campaign)
    assert len(after) == cases and all(after[k] == v for k, v in kept.items())  # nothing lost, nothing changed
    assert _health(db) == ("ok", 0)


def _wait_rows(db: Path, n: int, proc, limit: float = 120) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
            try:
                if con.execute("SELECT COUNT(*) FROM store_rows").fetchone()[0] >= n:
                    return True
            finally:
                con.close()
        except sqlite3.OperationalError:
            pass
        time.sleep(0.02)
    return False


#: 288 cases, about 5 s on one core here.
_DS_LONG = ["--cells", "rnn", "lstm", "--depth", "1-3", "--params", "100,300", "--gains", "1,2,3", "--seeds", "2"]
_DS_LONG += ["--max-T", "2:14,3:8"]


@pytest.mark.slow
def test_kill_9_of_the_depth_study_loses_nothing_and_leaves_no_orphans(tmp_path):
    db = tmp_path / "k.sqlite"
    proc = subprocess.Popen(
        [sys.executable, "-m", "numerics.depth_study", "--db", str(db), *_DS_LONG, "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=_env(),
    )
    assert _wait_rows(db, 5, proc), "the study ended before the kill"
    workers = [int(c) for c in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()]
    proc.kill()
    proc.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(Path(f"/proc/{w}").exists() for w in workers):
        time.sleep(0.05)
    assert not [w for w in workers if Path(f"/proc/{w}").exists()], "workers outlived their parent"
    assert _health(db) == ("ok", 0)
    kept = _stored(db, "spectra")
    r = _depth_study("--db", db, *_DS_LONG, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    after = _stored(db, "spectra")
    assert all(after[k] == v for k, v in kept.items()) and len(after) > len(kept)
    clean = tmp_path / "clean.sqlite"
    assert _depth_study("--db", clean, *_DS_LONG, cwd=tmp_path).returncode == 0
    assert set(_stored(clean, "spectra")) == set(after)


@pytest.mark.slow
def test_two_depth_studies_on_one_database_share_the_work(tmp_path):
    db = tmp_path / "shared.sqlite"
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "numerics.depth_study", "--db", str(db), *_DS_LONG],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(),
        )
        for _ in range(2)
    ]
    ran = []
    for p in procs:
        _, err = p.communicate(timeout=600)
        assert p.returncode == 0 and "Traceback" not in err, err
        summary = err.strip().splitlines()[-1]
        ran.append(int(summary.split("ran ")[1].split(",")[0]))
    stored = _stored(db, "spectra")
    assert sum(ran) == len(stored) and _health(db) == ("ok", 0)  # every case computed once
    assert min(ran) > 0, ran  # and both did some of them


def _unshare_works() -> bool:
    if not shutil.which("unshare"):
        return False
    return subprocess.run(["unshare", "-rm", "true"], capture_output=True).returncode == 0


def test_exports_work_from_a_read_only_filesystem(tmp_path):
    if not _unshare_works():
        pytest.skip("unshare -rm (a user namespace, for a read-only mount) is not allowed here")
    make_fixtures(tmp_path)
    ro = tmp_path / "ro"
    ro.mkdir()
    py = sys.executable
    script = (
        f"mount -t tmpfs tmpfs {ro} && cp {tmp_path}/atlas.sqlite {tmp_path}/spectra.sqlite {ro}/ && "
        f"mount -o remount,ro {ro} && touch {ro}/x 2>/dev/null; "
        f"{py} -m numerics.atlas --export json --db {ro}/atlas.sqlite > {tmp_path}/atlas.out && "
        f"{py} -m numerics.depth_study --export json --db {ro}/spectra.sqlite > {tmp_path}/spectra.out && "
        f"{py} -m numerics.train --export json --db {ro}/atlas.sqlite; echo train=$?; ls {ro}"
    )
    r = subprocess.run(["unshare", "-rm", "sh", "-c", script], capture_output=True, text=True, timeout=120, env=_env())
    assert "Traceback" not in r.stderr, r.stderr
    assert json.loads((tmp_path / "atlas.out").read_text())[0]["rank"] == _atlas_row()["rank"], r.stderr
    assert len(json.loads((tmp_path / "spectra.out").read_text())) == 1, r.stderr
    # a store without train rows, read on the read-only filesystem: its one line, not "unable to open"
    assert "train: error: --db" in r.stderr and "holds no train rows" in r.stderr and "train=2" in r.stdout
    assert r.stdout.split()[-2:] == ["atlas.sqlite", "spectra.sqlite"]  # nothing written there (it cannot be)


def test_an_export_writes_nothing_into_a_writable_folder(folder):
    before = sorted(p.name for p in folder.iterdir())
    r = _atlas("--export", "csv", "--db", "atlas.sqlite", cwd=folder)
    assert r.returncode == 0 and r.stdout.count("\n") == 2, r.stderr
    assert sorted(p.name for p in folder.iterdir()) == before  # no -wal or -shm left behind


# ------------------------------------------------------------------ Ctrl-C during python -m figures


def _interrupt_figures(tmp: Path, delay: float) -> tuple[int, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "figures", "--out", str(tmp), "--format", "svg"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(),
    )
    time.sleep(delay)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    return proc.returncode, err


def _figures_outcome_is_one_line(code: int, err: str, delay: float) -> None:
    where = f"SIGINT after {delay:.2f} s: exit {code}, stderr {err!r}"
    assert "Exception ignored" not in err and "Traceback" not in err, where
    assert code in (130, -signal.SIGINT), where
    assert err in ("figures: interrupted\n", "figures: interrupted while starting\n"), where


def test_ctrl_c_while_figures_draw_is_one_line_and_exit_130(tmp_path):
    # past the imports (about a second), inside the drawing of some 30 figures (seconds)
    code, err = _interrupt_figures(tmp_path, 3.0)
    _figures_outcome_is_one_line(code, err, 3.0)


@pytest.mark.slow
def test_ctrl_c_at_random_moments_of_figures_is_never_lost(tmp_path):
    rng = random.Random(34)
    for i in range(10):
        delay = rng.uniform(1.5, 6.0)
        out = tmp_path / f"run{i}"
        code, err = _interrupt_figures(out, delay)
        _figures_outcome_is_one_line(code, err, delay)


def test_a_ctrl_c_swallowed_by_a_weakref_callback_still_ends_the_command(capsys):
    """The root of the lost Ctrl-C: a KeyboardInterrupt raised inside a weakref callback (matplotlib's) is handed
    to ``sys.unraisablehook`` and the work goes on. ``one_line_errors`` keeps it: one line, exit 130, nothing else."""
    import weakref

    from numerics.cli import one_line_errors, raise_if_interrupted

    class Thing:
        pass

    steps = []

    def interrupt(_ref):
        raise KeyboardInterrupt

    def work():
        thing = Thing()
        ref = weakref.ref(thing, interrupt)
        del thing  # the callback raises; Python reports it as unraisable and carries on
        assert ref() is None
        steps.append("went on")
        raise_if_interrupted()
        steps.append("not reached")

    assert one_line_errors("cmd", work) == 130
    assert capsys.readouterr().err == "cmd: interrupted\n" and steps == ["went on"]
    assert one_line_errors("cmd", lambda: None) == 0  # the next command starts clean


# ------------------------------------------------------------------ the count table of docs/reliability.md


#: Every fault scenario tested in this file, by (command line, category), default and slow runs together.
FAULTS_HERE = {
    ("atlas", "disk full"): 1,
    ("depth_study", "disk full"): 1,
    ("depth_study", "kill -9"): 1,
    ("depth_study", "two writers"): 1,
    ("figures", "SIGINT"): 12,  # one in the default run, ten at random moments (slow), the weakref callback
    ("atlas", "read-only filesystem"): 2,  # the export, and no -wal/-shm left in a writable folder
    ("depth_study", "read-only filesystem"): 1,
    ("train", "read-only filesystem"): 1,
}


def inventory() -> dict:
    """``{(command, category): scenarios}``: the hostile-input table, the fault scenarios here and elsewhere."""
    counts = Counter((COMMANDS[c.module], c.category) for c in CASES)
    for key, n in FAULTS_HERE.items():
        counts[key] += n
    for key, tests in ELSEWHERE.items():
        counts[key] += sum(n for _, n in tests)
    return dict(counts)


def test_inventory_covers_every_command_line_and_category():
    counts = inventory()
    assert {c for c, _ in counts} == set(COMMANDS.values())
    for command in COMMANDS.values():  # every command: hostile values, and its output into a full device
        assert counts.get((command, "output"), 0) >= 1, command
        assert counts.get((command, "ranges"), 0) + counts.get((command, "nan_inf"), 0) >= 1, command
    print()
    categories = sorted({k for _, k in counts})
    print("| command | " + " | ".join(categories) + " | all |")
    for command in COMMANDS.values():
        row = [counts.get((command, k), 0) for k in categories]
        print(f"| `{command}` | " + " | ".join(str(n) if n else "" for n in row) + f" | {sum(row)} |")
    print(f"total: {sum(counts.values())}")
