"""What every command shares that needs no typer: output streams, paths, config loading and
running a command body to its exit code. The start-up fast path (cli/_fast.py) runs `lock` and
`check` through this module alone, so typer's import (about 90 ms) is paid only when needed."""

from __future__ import annotations

import contextlib
import enum
import errno
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from mcp_catalog import redact
from mcp_catalog.cli import EXIT_INTERRUPTED, is_interrupt  # there: entry() needs them before this module loads
from mcp_catalog.errors import EXIT_USAGE, CatalogError, reason

if TYPE_CHECKING:
    from mcp_catalog.config import Config

DEFAULT_CONFIG = Path("catalog.yaml")


class Format(str, enum.Enum):
    text = "text"
    json = "json"


def catalog_dir(config_path: Path, given: Path | None) -> Path:
    return given if given is not None else config_path.parent / "catalog"


def lock_path(config_path: Path, given: Path | None) -> Path:
    return given if given is not None else config_path.parent / "tools.lock.json"


def load(config_path: Path) -> Config:
    from mcp_catalog.config import load_config

    config = load_config(config_path)
    for warning in config.warnings:
        err(f"warning: {warning}")
    return config


def err(message: str) -> None:
    """One line to stderr: secrets scrubbed, and nothing that could act on the terminal
    (file names and lock keys can be attacker text too)."""
    from mcp_catalog.textsafe import neutralize

    stream = sys.stderr
    if stream is None:  # started with stderr closed (`2>&-`): nowhere to say it
        return
    try:
        stream.write(neutralize(redact.scrub(message)) + "\n")
        stream.flush()
    except (OSError, ValueError):  # stderr is full, broken or closed: nowhere to say it either
        _silence(stream)  # and the flush at exit must not fail on what stayed in its buffer


class StdoutError(CatalogError):
    """Standard output cannot take the report: it is closed (`catalog check >&-`), the disk is
    full, or another write error. Exit 2 with the reason, whatever the command found: a job that
    reads exit 1 as drift or findings must not take a report nobody could read for one. A
    reader that went away (`catalog lint | head -1`) is not this: see shielded()."""

    def __init__(self, why: str) -> None:
        super().__init__(f"cannot write the report to standard output: {why}")


def out(text: str) -> None:
    """Text to stdout, with any resolved secret scrubbed; StdoutError when it cannot be written."""
    stream = sys.stdout
    if stream is None:  # started with stdout closed (`>&-`)
        raise StdoutError("it is closed")
    text = redact.scrub(text)
    try:
        stream.write(text if text.endswith("\n") else text + "\n")
        stream.flush()
    except BrokenPipeError:
        raise
    except OSError as exc:
        # what stayed in the buffer would fail at exit and be reported a second time
        _silence(stream)
        raise StdoutError(reason(exc)) from None


def _silence(stream: TextIO | None) -> None:
    """Point the stream's descriptor at /dev/null, so that the flush at exit (leave) cannot fail again on
    what a failed write left in its buffer: with output buffered (no PYTHONUNBUFFERED, as users run it),
    it always stays there."""
    if stream is not None:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())


def run_body(fn: Callable[[], int], *, collect_cycles: bool = False) -> int:
    """Call a command body; a CatalogError becomes its one-line message and exit code.

    Offline commands run with the cycle collector paused: they build one big acyclic catalog
    and exit, and a collection would only re-scan it (a tenth of `catalog lock`'s time on
    10,000 tools). A command that talks to servers (an event loop, for a while) passes
    collect_cycles=True.
    """
    from mcp_catalog.gcpause import no_cycle_collection

    try:
        with contextlib.nullcontext() if collect_cycles else no_cycle_collection():
            return fn()
    except CatalogError as exc:
        for line in getattr(exc, "messages", [str(exc)]):  # several errors found at once: a line each
            err(f"error: {line}")
        return exc.exit_code
    except RecursionError:
        err("error: input nested too deeply to process")
        return EXIT_USAGE
    except KeyboardInterrupt:
        err("error: interrupted")
        return EXIT_INTERRUPTED


def shielded(fn: Callable[[], None]) -> None:
    """Run the whole command line: no traceback reaches the user.

    A reader that went away (`catalog lint | head -1`, a broken pipe) ends the command quietly
    with 1, as click (under typer) does and as Python's documentation advises: it is no error of
    the command (the user chose to read less), so nothing is said, but the status is not 0,
    because the report was not delivered whole (a drift report cut short must not pass a job
    that runs with `set -o pipefail`). A report that cannot be written at all is 2 (StdoutError).
    """
    try:
        fn()
    except CatalogError as exc:  # raised outside a command body (out() in --version)
        err(f"error: {exc}")
        sys.exit(exc.exit_code)
    except BrokenPipeError:
        _silence(sys.stdout)
        sys.exit(1)
    except SystemExit:
        raise
    except OSError as exc:
        if not _stdout_fails() and (exc.filename is not None or exc.errno not in _WRITE_ERRORS):
            err(f"error: internal error: {type(exc).__name__}: {exc}")
            sys.exit(EXIT_USAGE)
        # standard output (help text, which typer writes) is full or broken
        _silence(sys.stdout)
        err(f"error: {StdoutError(reason(exc))}")
        sys.exit(EXIT_USAGE)
    except BaseException as exc:
        if is_interrupt(exc):  # Ctrl-C, or one Python 3.11 wraps as it lands in a class's creation
            err("error: interrupted")
            sys.exit(EXIT_INTERRUPTED)
        err(f"error: internal error: {type(exc).__name__}: {exc}")
        sys.exit(EXIT_USAGE)


# What a write to a full, broken or closed stream raises (help text to /dev/full: ENOSPC); not a missing file or
# folder (`catalog init` in a deleted working folder stays an internal error, as it is).
_WRITE_ERRORS = frozenset({errno.ENOSPC, errno.EIO, errno.EBADF, errno.EDQUOT, errno.EFBIG})


def _stdout_fails() -> bool:
    """Whether standard output cannot take what is written to it (after an OSError: was it the stream's?)."""
    stream = sys.stdout
    if stream is None:
        return True
    try:
        stream.flush()
    except (OSError, ValueError):
        return True
    return False


def run_typer(app: Any, prog_name: str | None = None) -> NoReturn:
    """typer's command line, with a usage error (an unknown option, a bad value) said in one
    line like every other error, instead of typer's framed panel; `catalog` alone still shows
    the help."""
    import typer

    if sys.stdout is None:  # started with stdout closed: the help would vanish, exit 0 (shielded() says why, exit 2)
        sys.stdout = _ClosedStdout()
    try:
        code = app(prog_name=prog_name, standalone_mode=False)
    except typer.Abort:  # end of input at a prompt (catalog asks none)
        err("error: interrupted")
        sys.exit(EXIT_INTERRUPTED)
    except Exception as exc:
        # click's usage errors (typer vendors click in some versions: matched by what they carry)
        status = getattr(exc, "exit_code", None)
        if not callable(getattr(exc, "format_message", None)) or not isinstance(status, int):
            raise
        if type(exc).__name__ == "NoArgsIsHelpError":  # `catalog` alone: the help, as typer shows it
            from typer import rich_utils

            rich_utils.rich_format_error(exc)  # type: ignore[arg-type]
            sys.exit(status)
        ctx = getattr(exc, "ctx", None)
        path = getattr(ctx, "command_path", None)  # none for an option missing its value
        hint = f" (see `{path if isinstance(path, str) and path else prog_name or 'catalog'} --help`)"
        err(f"error: {' '.join(str(exc.format_message()).split())}{hint}")  # type: ignore[attr-defined]
        sys.exit(status)
    sys.exit(code if isinstance(code, int) else 0)


class _ClosedStdout:
    """sys.stdout for a process started with it closed (`catalog --help >&-`): any write is a
    StdoutError, as out() makes it, and there is nothing to flush."""

    def write(self, text: str) -> int:
        raise StdoutError("it is closed")

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def leave(code: object) -> NoReturn:
    """End the process with `sys.exit(code)`'s status, without tearing down the interpreter.

    Freeing a 10,000-tool catalog and a run's caches object by object takes a fifth of a second
    at exit, for nothing: the process ends. Every command has finished its work and closed its
    files, worker processes and servers by now; the output is flushed here.
    """
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # sys.exit("message"): Python prints it and exits 1
        err(str(code))
        status = 1
    for stream in (sys.stdout, sys.stderr):
        if stream is None:  # started with the descriptor closed (`catalog lock >&-`): nothing to flush
            continue
        try:
            stream.flush()
        except BrokenPipeError:  # the reader went away (`catalog lint | head`): see shielded()
            status = status or 1
        except (OSError, ValueError) as exc:
            if stream is sys.stdout and isinstance(exc, OSError):  # see StdoutError
                err(f"error: {StdoutError(reason(exc))}")
                status = EXIT_USAGE
            else:  # stderr, or a stream closed in the process
                status = status or 1
    os._exit(status & 0xFF)  # as the process's exit status would be: 256 is 0, -1 is 255


def select_servers(config: Config, ids: list[str] | None) -> list[Any]:
    """The servers named on the command line (all when none), in config order."""
    from mcp_catalog.errors import ConfigError

    if not ids:
        return list(config.servers.values())
    unknown = [i for i in ids if i not in config.servers]
    if unknown:
        known = ", ".join(config.servers) or "none"
        raise ConfigError(f"{config.path}: no server {unknown[0]!r} (configured: {known})")
    return [config.servers[i] for i in dict.fromkeys(ids)]
