"""The hostile-input table of issues 11 and 34 and the files it names: every command run the attacker of issue 34
tried (the 196 that held and the 16 that failed), kept as a :class:`Case` in :data:`CASES`, or in the test named in
``ELSEWHERE`` of tests/cli/test_faults_inventory.py.

:data:`CASES` is a table of hostile argv by command line and category (huge, zero and negative sizes; NaN and inf;
malformed lists and ranges; bad paths; hostile file contents: deep nesting, 5000-digit integers, FIFOs, devices,
files over the size cap, garbled or foreign database rows, foreign SQLite files; a full stdout; very long values).
:func:`make_fixtures` writes every file the cases name. tests/cli/test_faults_hostile.py runs the table; the fault
scenarios that use the same files are in tests/cli/test_faults_scenarios.py.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path

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


def case_id(case: Case) -> str:
    """The test id of a case: ``command-category-index``."""
    return f"{COMMANDS[case.module]}-{case.category}-{CASES.index(case)}"


def env() -> dict:
    """The environment of every command the fault tests start: one thread for the numeric libraries."""
    return {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


# ------------------------------------------------------------------ fixtures: the files the cases name


def atlas_row() -> dict:
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
    shutil.copy(Path(__file__).parents[2] / "docs" / "experiments.json", folder / "experiments.json")
    (folder / "a_file").write_text("keep me")
    (folder / "d").mkdir()
    os.mkfifo(folder / "fifo")
    con = sqlite3.connect(str(folder / "foreign.sqlite"))
    con.execute("CREATE TABLE people (name TEXT)")
    con.commit()
    con.close()
    row = atlas_row()
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
