"""The `catalog` command line: parse, call one library function, render, exit.

Each command lives in its own module and registers itself on the typer `app` (cli/_app.py).
`lock` and `check` on snapshots are also matched by a small argv reader (cli/_fast.py) that
runs the same bodies without importing typer, so CI's offline check starts quickly; anything
it does not recognise goes to typer. Nothing here imports the `mcp` SDK: only `catalog export`
and `catalog check --live` pay for it.

This module imports nothing at its top that is not loaded already when Python starts: the
console script imports it before entry() can catch a Ctrl-C, and typing alone takes milliseconds
(it is imported later, inside entry(), by the modules that use it).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, NoReturn

EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it


def main() -> None:
    from mcp_catalog.cli import _fast
    from mcp_catalog.cli._core import run_typer, shielded

    def run() -> None:
        code = _fast.run(sys.argv[1:])
        if code is not None:
            sys.exit(code)
        from mcp_catalog.cli._app import app

        run_typer(app)

    shielded(run)


def entry() -> None:
    """The `catalog` console script and `python -m mcp_catalog`: main(), then the process ends
    without tearing down the interpreter (cli._core.leave). main() alone ends with SystemExit,
    for callers in the same process.

    A Ctrl-C is caught from this function's first line, not only once main() is running: the
    imports before it take tens of milliseconds, and an interrupt there ends as one later does
    (one line, 130), not with Python's traceback. So does one that Python can only report as
    "Exception ignored" (raised in a weak reference callback of the import machinery, say).
    """
    try:
        sys.unraisablehook = _unraisable_hook(os.getpid())
        from mcp_catalog.cli._core import leave

        try:
            main()
        except SystemExit as done:
            leave(done.code)
        leave(0)
    except (KeyboardInterrupt, RuntimeError) as exc:
        if not is_interrupt(exc):
            raise
        exit_interrupted()


def is_interrupt(exc: BaseException) -> bool:
    """A Ctrl-C: KeyboardInterrupt, or the RuntimeError Python 3.11 puts around one that lands in
    a `__set_name__` call while a module defines its classes (ipaddress, under pathlib)."""
    return isinstance(exc, KeyboardInterrupt) or (
        isinstance(exc, RuntimeError) and isinstance(exc.__cause__, KeyboardInterrupt)
    )


def exit_interrupted() -> NoReturn:
    """End the process as an interrupt ends a command (cli._core.shielded): "error: interrupted"
    on stderr, status 130. It needs no module that may not be imported yet, and a second Ctrl-C
    while it runs only ends it sooner."""
    said = False
    while True:
        try:
            if not said:
                said = True
                for stream, text in ((sys.stdout, ""), (sys.stderr, "error: interrupted\n")):
                    if stream is not None:
                        try:
                            stream.write(text)
                            stream.flush()
                        except (OSError, ValueError):  # closed, or the reader went away: nothing to say
                            pass
            os._exit(EXIT_INTERRUPTED)
        except KeyboardInterrupt:
            continue


def _unraisable_hook(pid: int) -> Callable[[sys.UnraisableHookArgs], None]:
    """Python's hook for exceptions it cannot raise, except that a Ctrl-C ends the command: it
    would otherwise print a traceback and be lost. In a forked worker (lint on a big catalog)
    it is ignored: the parent had the same Ctrl-C and stops its worker."""

    def hook(info: sys.UnraisableHookArgs) -> None:
        if info.exc_value is None or not is_interrupt(info.exc_value):
            sys.__unraisablehook__(info)
        elif os.getpid() == pid:
            exit_interrupted()

    return hook


def __getattr__(name: str) -> Any:
    """`mcp_catalog.cli.app` (the typer app), imported on first use."""
    if name == "app":
        from mcp_catalog.cli._app import app

        return app
    raise AttributeError(name)
