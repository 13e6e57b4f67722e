"""Ctrl-C while a command line is still starting: one line and exit 130, not an import traceback.

``python -m numerics.X`` (or ``-m figures``, ``-m proofs``) spends its first fraction of a second importing
numpy, scipy and the lab, before :func:`numerics.cli.one_line_errors` can catch ``KeyboardInterrupt``.
:func:`guard_startup` runs first in ``numerics/__init__.py`` and, only while Python is locating a ``-m``
module (``sys.argv[0] == "-m"`` then, as the Python documentation of ``-m`` states), replaces the SIGINT handler
by one that writes ``NAME: interrupted`` and exits 130 at once; :func:`end_startup` (called by ``one_line_errors``)
puts Python's handler back, so the command's own clean-up sees ``KeyboardInterrupt`` as before. An ``import
numerics`` in a notebook, a test or a worker process never sees the guard: there ``sys.argv[0]`` is a path.

A command whose work would import large packages on first use imports them before calling ``one_line_errors``,
inside the guard (``python -m figures``: matplotlib, PIL, networkx; ``figures.__main__.RENDER_IMPORTS``): a
``KeyboardInterrupt`` raised in the middle of an import is not reliably one line and exit 130. Seen there: an
abort at exit (``Fatal Python error: PyThreadState_Get``, Python finalising a half-initialised extension), a
second traceback from a half-built object's ``__del__``, and a Ctrl-C swallowed by a weakref callback of the
import lock (``Exception ignored in: <function _get_module_lock...>``) after which the command ran to the end.
The guard's ``os._exit`` runs no finaliser, ``__del__`` or callback, so none of these can follow it.

Only modules the interpreter has loaded before any user code (``os``, ``sys``, ``_signal``): it must cost nothing
before the imports it guards.
"""

# The C module behind `signal`, loaded by the interpreter itself: `import signal` builds enums for about a
# millisecond, during which Ctrl-C would still be Python's traceback.
import _signal as signal
import os
import sys

__all__ = ["guard_startup", "end_startup", "EXIT_INTERRUPTED"]

#: The shell's code for "ended by SIGINT" (128 + 2); the same code ``one_line_errors`` returns.
EXIT_INTERRUPTED = 130


def _command_name() -> str:
    argv = getattr(sys, "orig_argv", [])
    module = argv[argv.index("-m") + 1] if "-m" in argv[:-1] else "python"
    return module.rsplit(".", 1)[-1]


def _interrupted(signum, frame) -> None:
    # os.write and os._exit: nothing here may depend on a half-imported module or run interpreter clean-up
    # that could raise a second traceback.
    os.write(2, f"{_command_name()}: interrupted while starting\n".encode())
    os._exit(EXIT_INTERRUPTED)


def guard_startup() -> None:
    """Install the start-up SIGINT handler, only while a ``-m`` module is being located (see the module doc)."""
    if sys.argv[:1] == ["-m"] and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _interrupted)


def end_startup() -> None:
    """Give SIGINT back to Python (``KeyboardInterrupt``) if :func:`guard_startup` had taken it."""
    if signal.getsignal(signal.SIGINT) is _interrupted:
        try:
            signal.signal(signal.SIGINT, signal.default_int_handler)
        except ValueError:  # not the main thread, which alone may set handlers; it will at its own call
            pass
