"""Argument parsing and failure handling shared by the command lines.

Bad input is one line on stderr and exit code 2 (no usage dump, no traceback); Ctrl-C is one line
``NAME: interrupted`` and exit code 130; a closed stdout (``| head``) ends quietly, a full one (``> /dev/full``) is
one line and exit code 2. Input files (``--graph``, ``--rows``) are read by :func:`read_json_file`, which refuses
what is not a regular file, or is larger than :data:`MAX_INPUT_BYTES`, before reading it. docs/reliability.md
states what each command promises.
"""

from __future__ import annotations

import _signal  # the C module `signal` wraps, as in numerics._startup: no enums to build
import argparse
import difflib
import errno
import json
import os
import re
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager

from numerics._allocator import keep_freed_memory
from numerics._input_files import MAX_INPUT_BYTES, MAX_JSON_DEPTH, check_input_file, read_json_file
from numerics._quoting import quote, quote_path
from numerics._startup import EXIT_INTERRUPTED, end_startup

__all__ = [
    "OneLineParser",
    "exact_int_output",
    "positive_int",
    "nonnegative_int",
    "even_int",
    "workers_int",
    "parse_values",
    "int_list",
    "add_rac_sizes",
    "one_line_errors",
    "report_main",
    "as_options",
    "quote",
    "quote_path",
    "check_input_file",
    "read_json_file",
    "raise_if_interrupted",
    "EXIT_USAGE",
    "EXIT_INTERRUPTED",
    "MAX_VALUES",
    "MAX_INPUT_BYTES",
    "MAX_JSON_DEPTH",
]

#: Exit code of bad input (argparse's).
EXIT_USAGE = 2
#: Most values one list or range option may expand to (``--T 2-100000000000000000000`` is refused at once).
MAX_VALUES = 10_000
#: Longest message line: longer ones (a value echoed in full) are cut in the middle.
_MAX_LINE = 4000
#: ``errno`` values of a write that found no room (a full disk, ``> /dev/full``, a quota, a file-size limit).
_NO_ROOM = frozenset(
    code for code in (getattr(errno, name, None) for name in ("ENOSPC", "EDQUOT", "EFBIG")) if code is not None
)


class OneLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (user text with newlines included) and exit code 2.

    Abbreviated options are refused (``allow_abbrev=False``): argparse would read ``--t 6`` as ``--trials 6``
    when ``--T 6`` was meant."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def parse_known_args(self, args=None, namespace=None):
        # argparse reports a missing required option before an unknown one: `--depht 3` would read "required:
        # --depth". The typo is the thing to fix, so it is named first.
        for arg in sys.argv[1:] if args is None else args:
            if arg == "--":
                break
            flag = arg.split("=", 1)[0]
            if flag.startswith("--") and len(flag) > 2 and flag not in self._option_string_actions:
                close = _closest_option(flag, list(self._option_string_actions))
                self.error(f"unrecognized arguments: {flag}" + (f" (did you mean {close}?)" if close else ""))
        return super().parse_known_args(args, namespace)

    def error(self, message):
        text = " ".join(message.encode("unicode_escape").decode("ascii").split())
        if len(text) > 400:
            text = text[:300] + " ... " + text[-60:]
        self.exit(EXIT_USAGE, f"{self._name()}: error: {text} (see --help)\n")

    def _name(self) -> str:
        return self.prog.split()[-1].split(".")[-1]

    def _print_message(self, message, file=None):
        # --help or --version into a full device or a closed pipe: the same one line (or silence) as the output of
        # a command (one_line_errors), not Python's complaint when it flushes stdout at exit.
        if not message:
            return
        file = file or sys.stderr
        try:
            file.write(message)
            if file is sys.stdout:
                file.flush()
        except AttributeError:  # no stream at all (pythonw): as argparse, say nothing
            pass
        except BrokenPipeError:
            _stdout_to_devnull()
            self.exit(0)
        except OSError as exc:
            if exc.errno not in _NO_ROOM or file is not sys.stdout:
                return  # as argparse: a message that cannot be written is dropped
            _stdout_to_devnull()
            self.exit(EXIT_USAGE, f"{self._name()}: {_no_room(exc)}\n")


def _closest_option(flag: str, known: list) -> str | None:
    """The option a mistyped ``flag`` most likely meant: the same letters in another case (``--t`` for ``--T``),
    the one option it abbreviates, or the nearest spelling."""
    same_case = [k for k in known if k.lower() == flag.lower()]
    prefixed = [k for k in known if k.startswith(flag)]
    close = (
        same_case or (prefixed if len(prefixed) == 1 else []) or difflib.get_close_matches(flag, known, n=1, cutoff=0.8)
    )
    return close[0] if close else None


def _int(name: str, low: int, *, even: bool = False, high: int | None = None):
    rule = (
        f"must be an {'even ' if even else ''}integer >= {low}"
        if high is None
        else f"must be an integer from {low} to {high}"
    )

    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            digits = text.strip().lstrip("+-").replace("_", "")
            too_long = digits.isdigit()  # Python refuses to parse more than 4300 digits
            raise argparse.ArgumentTypeError(
                f"--{name} {rule}, got {quote(text)}" + (" (far too large)" if too_long else "")
            ) from None
        if v < low or (even and v % 2) or (high is not None and v > high):
            raise argparse.ArgumentTypeError(f"--{name} {rule}, got {quote(text)}")
        return v

    return conv


def positive_int(name: str):
    """An argparse type for an int >= 1 named ``--name`` in its messages."""
    return _int(name, 1)


def nonnegative_int(name: str):
    """An argparse type for an int >= 0."""
    return _int(name, 0)


def workers_int(name: str = "workers"):
    """An argparse type for a count of local worker processes, 1 to :data:`numerics.campaigns.run.MAX_WORKERS`."""
    from numerics.campaigns.run import MAX_WORKERS

    return _int(name, 1, high=MAX_WORKERS)


def even_int(name: str, low: int = 2):
    """An argparse type for an even int >= ``low``: one rule, one message (``--T 0`` and ``--T 1`` alike)."""
    return _int(name, low, even=True)


#: Advice of the library that names its API (``default_prime()``), said as the option to leave out.
_API_ADVICE = (
    (
        re.compile(r"\(try (?:numerics\.)?(?:[\w]+\.)*default_prime\(\d*\)\)"),
        "(leave out {flag} to use the default prime)",
    ),
    (re.compile(r"try (?:numerics\.)?(?:[\w]+\.)*default_prime\(\d*\)"), "leave out {flag} to use the default prime"),
    (
        re.compile(r"\((?:numerics\.)?(?:[\w]+\.)*default_prime\(\d*\) is the largest"),
        "(the default prime, used when {flag} is left out, is the largest",
    ),
)


def as_options(message: str, options: Mapping[str, str]) -> str:
    """Say an API message in the command line's words: ``T=5`` becomes ``--T 5``, ``method='exact'`` becomes
    ``--method exact`` for every parameter named in ``options`` (``{"cls": "--class", ...}``).

    The library names values as ``name=value``; the command line quotes the option the user typed. A parameter
    name with an underscore (``max_T``: never a word of prose) becomes its option wherever it stands alone
    ("lower max_T" reads "lower --max-T"); a key of ``options`` with a space in it is a phrase replaced as it
    stands (``{"lower seeds, depths or max_T": "lower --seeds, --depth or --max-T"}``). Advice to call
    ``default_prime()`` becomes advice to leave out the option that ``p`` or ``prime`` maps to.
    """
    for name, flag in options.items():
        if " " in name:
            message = message.replace(name, flag)
    for name, flag in options.items():
        if " " in name:
            continue

        def spelled(m: re.Match[str], flag: str = flag) -> str:
            return f"{flag} {m.group(1) if m.group(1) is not None else m.group(2)}"

        message = re.sub(rf"(?<![\w-]){re.escape(name)}=(?:'([^']*)'|([^\s,;:)]+))", spelled, message)
        if "_" in name:
            message = re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w=(])", flag, message)
    prime = options.get("p") or options.get("prime")
    if prime:
        for pattern, text in _API_ADVICE:
            message = pattern.sub(text.format(flag=prime), message)
    return message


def add_rac_sizes(p: argparse.ArgumentParser, *, M: int, R: int, M_help: str = "input dimension") -> None:
    """``--depth``, ``--T``, ``--M`` and ``--R`` of a depth-L RAC (the thesis' L, T, M, R), with the command's
    defaults for M and R."""
    p.add_argument("--depth", type=positive_int("depth"), required=True, help="number of layers L (>= 1)")
    p.add_argument("--T", type=even_int("T"), required=True, help="sequence length, even and >= 2")
    p.add_argument("--M", type=positive_int("M"), default=M, help=f"{M_help} (default {M})")
    p.add_argument("--R", type=positive_int("R"), default=R, help=f"hidden channels per layer (default {R})")


def parse_values(text: str, name: str) -> list[int]:
    """``"2,3,5-7"`` -> ``[2, 3, 5, 6, 7]`` (sorted, no repeats, every value >= 1); ``ValueError`` naming the
    option ``--name`` otherwise."""
    out: set[int] = set()
    for part in text.split(","):
        lo, sep, hi = part.strip().partition("-")
        try:
            a, b = int(lo), int(hi) if sep else int(lo)
        except ValueError:
            raise ValueError(
                f"--{name} {quote(text)} is not a list like 2,3 or a range like 1-6 "
                f"(values >= 1, at most {MAX_VALUES} of them)"
            ) from None
        if b < a:
            raise ValueError(f"--{name} range {quote(part.strip())} is empty; write A-B with A <= B")
        if a < 1:
            raise ValueError(f"--{name} must be >= 1, got {quote(text)}")
        if b - a + 1 + len(out) > MAX_VALUES:
            raise ValueError(
                f"--{name} {quote(text)} expands to more than {MAX_VALUES} values; give a shorter list or range"
            )
        out.update(range(a, b + 1))
    return sorted(out)


def int_list(name: str):
    """An argparse type for :func:`parse_values`: ``N``, ``A-B`` or comma-separated lists of them."""

    def conv(text: str) -> list[int]:
        try:
            return parse_values(text, name)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return conv


def _say(name: str, text: str) -> None:
    text = " ".join(text.split())
    if len(text) > _MAX_LINE:  # a value echoed in full (a node of a graph file, a long argument): its ends
        text = f"{text[: _MAX_LINE - 300]} ... ({len(text) - _MAX_LINE + 100} characters left out) ... {text[-200:]}"
    print(f"{name}: {text}", file=sys.stderr, flush=True)


def _stdout_to_devnull() -> None:
    """Point file descriptor 1 at /dev/null: Python flushes stdout again at exit, and would complain a second time
    about a closed pipe or a full device."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # no real stdout (a test's capture): nothing to flush at exit
        pass


def _no_room(exc: OSError) -> str:
    """The one line for a write that found no room: where (a file, or the standard output) and what to do."""
    where = f"{exc.filename!r}" if exc.filename else "the standard output"
    return f"error: cannot write {where}: {exc.strerror or exc}; free some space or send the output elsewhere"


#: Set when a Ctrl-C was swallowed by Python (raised inside a weakref callback or a ``__del__``, where Python
#: prints "Exception ignored ..." and carries on): :func:`raise_if_interrupted` raises it again.
_SWALLOWED = threading.Event()
#: Set by the command's SIGINT handler when a Ctrl-C arrives, whatever became of its ``KeyboardInterrupt``: a C
#: extension hit by it mid-call may drop it and raise an error of its own with no cause (matplotlib's bounding-box
#: converter: ``ValueError: Invalid bounding box``, once in CI), which then counts as the interrupt.
_SIGNALLED = threading.Event()


def raise_if_interrupted() -> None:
    """Raise ``KeyboardInterrupt`` if a Ctrl-C arrived since the command started, whether or not its own
    ``KeyboardInterrupt`` got through (see :func:`one_line_errors`). Call it between the steps of long work
    (``python -m figures`` does, between figures); work that catches a Ctrl-C in order to go on must not."""
    if _SWALLOWED.is_set() or _SIGNALLED.is_set():
        raise KeyboardInterrupt


@contextmanager
def _keep_swallowed_interrupts() -> Iterator[None]:
    """While a command runs, a ``KeyboardInterrupt`` that Python could not raise (it landed in a weakref callback,
    e.g. matplotlib's, or a ``__del__``; Python passes it to ``sys.unraisablehook``, which prints "Exception
    ignored ..." and goes on) is kept silently for :func:`raise_if_interrupted`; every other unraisable
    exception goes to the previous hook."""
    previous = sys.unraisablehook

    def hook(unraisable) -> None:
        if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
            _SWALLOWED.set()
            return
        previous(unraisable)

    def on_sigint(signum, frame) -> None:
        _SIGNALLED.set()
        raise KeyboardInterrupt

    _SWALLOWED.clear()
    _SIGNALLED.clear()
    sys.unraisablehook = hook
    # Only Python's own handler is replaced, and only in the main thread (which alone may set handlers).
    take_sigint = (
        threading.current_thread() is threading.main_thread()
        and _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler
    )
    if take_sigint:
        _signal.signal(_signal.SIGINT, on_sigint)
    try:
        yield
    finally:
        sys.unraisablehook = previous
        if take_sigint:
            _signal.signal(_signal.SIGINT, _signal.default_int_handler)


def one_line_errors(
    name: str,
    work: Callable[[], object],
    options: Mapping[str, str] | None = None,
    *,
    on_interrupt: Callable[[], str] | None = None,
) -> int:
    """Run ``work()`` and turn every way it can end into an exit code, with at most one line on stderr.

    * returns normally: 0 (``work``'s return value is ignored);
    * ``ValueError``/``TypeError`` (bad input, :class:`racs.memory.TooLargeError`): ``NAME: error: ...``, 2;
      ``options`` maps API parameter names to the flags (:func:`as_options`) so the line quotes what was typed;
    * ``MemoryError`` (a plan that undercounted; should not happen): ``NAME: error: ran out of memory ...``, 2;
    * Ctrl-C (``KeyboardInterrupt``, or any exception raised from one): ``NAME: interrupted`` (or ``NAME: `` + ``on_interrupt()``, e.g.
      ``"interrupted; 12 cases saved in DB"``, after whatever clean-up ``work`` did in its ``finally``), 130;
      a Ctrl-C that Python swallowed in a weakref callback or ``__del__`` counts too, at the next
      :func:`raise_if_interrupted` or when ``work`` returns, and so does any exception raised after a Ctrl-C
      arrived (a C extension may drop the ``KeyboardInterrupt`` and raise its own error);
    * stdout closed by the reader (``| head``): no message, 0;
    * no room to write (``> /dev/full``, a full disk, a quota: ``ENOSPC``, ``EDQUOT``, ``EFBIG``): ``NAME: error:
      cannot write the standard output: No space left on device; ...``, 2.

    Ctrl-C before this call, while the command was still importing, is :mod:`numerics._startup`'s; from here on
    it is ``KeyboardInterrupt`` again. The C allocator keeps freed memory for the next temporaries
    (:func:`numerics._allocator.keep_freed_memory`).
    """
    keep_freed_memory()  # before end_startup: a Ctrl-C in it is still the start-up handler's one line, not a traceback
    end_startup()
    with _keep_swallowed_interrupts():
        return _run_work(name, work, options, on_interrupt)


def _run_work(name, work, options, on_interrupt) -> int:
    def interrupted() -> int:
        _say(name, on_interrupt() if on_interrupt is not None else "interrupted")
        return EXIT_INTERRUPTED

    try:
        try:
            work()
        except SystemExit:
            sys.stdout.flush()  # --help into a full device: said below, not at exit
            raise
        if _SWALLOWED.is_set():  # not a Ctrl-C that ``work`` caught itself (the atlas saves and says so)
            raise KeyboardInterrupt
        sys.stdout.flush()
    except KeyboardInterrupt:
        return interrupted()
    except BrokenPipeError:
        _stdout_to_devnull()
        return 0
    except Exception as exc:
        if _from_interrupt(exc) or _SIGNALLED.is_set():
            return interrupted()
        if isinstance(exc, OSError) and exc.errno in _NO_ROOM:
            _stdout_to_devnull()
            _say(name, _no_room(exc))
            return EXIT_USAGE
        if isinstance(exc, MemoryError):
            _say(name, f"error: ran out of memory ({exc or 'no detail'}); lower the sizes")
            return EXIT_USAGE
        if isinstance(exc, (ValueError, TypeError)):
            _say(name, "error: " + as_options(" ".join(str(exc).split()), options or {}))
            return EXIT_USAGE
        raise
    return 0


def _from_interrupt(exc: BaseException | None) -> bool:
    """Whether ``exc`` was raised because of a Ctrl-C: a C extension hit by ``KeyboardInterrupt`` mid-call may
    raise e.g. ``SystemError`` *from* it (seen once in ``python -m proofs``, from inside ``Fraction``
    arithmetic)."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, KeyboardInterrupt):
            return True
        seen.add(id(exc))
        # Only what it was raised *from*: an error of a clean-up that ran during the interrupt (its context) is
        # a bug of its own and keeps its traceback.
        exc = exc.__cause__
    return False


def report_main(
    name: str,
    parser: argparse.ArgumentParser,
    run,
    format_table,
    argv=None,
    options: Mapping[str, str] | None = None,
    *,
    on_interrupt: Callable[[], str] | None = None,
) -> int:
    """Parse, ``run(args)`` to a JSON-ready report, print it as a table or (``--json``) JSON; every failure as
    :func:`one_line_errors` (Ctrl-C while parsing too)."""

    def work():
        args = parser.parse_args(argv)
        report = run(args)
        print(json.dumps(report) if args.json else format_table(report))

    return one_line_errors(name, work, options, on_interrupt=on_interrupt)


_INT_DIGITS_LOCK = threading.Lock()
# How many blocks are open, and the limit to restore when the last one closes (saved when the first one opens).
_INT_DIGITS_USERS: list[int] = [0, 0]


@contextmanager
def exact_int_output() -> Iterator[Callable]:
    """Yield ``lift(x=None) -> x``, which lifts Python's limit on integer-decimal conversion (4300 digits) until
    the block ends, where the limit is restored: JSON output and the atlas store keep a bound of 6000 digits
    (``end_state`` at depth 10^4) exact. A command line lifts it after parsing its input (user text keeps the
    limit: ``--T`` of 5000 digits stays "far too large"). Command lines only; the library never changes this
    global. Blocks may overlap (threads, nested calls): the limit saved by the first is restored when the last
    one ends."""
    with _INT_DIGITS_LOCK:
        if _INT_DIGITS_USERS[0] == 0:
            _INT_DIGITS_USERS[1] = sys.get_int_max_str_digits()
        _INT_DIGITS_USERS[0] += 1

    def lift(x=None):
        sys.set_int_max_str_digits(0)
        return x

    try:
        yield lift
    finally:
        with _INT_DIGITS_LOCK:
            _INT_DIGITS_USERS[0] -= 1
            if _INT_DIGITS_USERS[0] == 0:
                sys.set_int_max_str_digits(_INT_DIGITS_USERS[1])
