"""Start-up fast path: `catalog lock` and `catalog check` on snapshots without importing typer.

typer's import is about 90 ms of an offline check's 200 ms start, and CI runs `catalog check`
on every push. This reads only the plainest command lines of those two commands (the options
below, each once, values as separate words or `--name=value`) and runs the same bodies the
typer commands run (cli/_offline.py). Anything else (help, --live, an unknown or repeated
option, a value that looks like an option) returns None and typer parses the command line,
so typer stays the one authority on usage and its errors. A test runs both ways on the same
command lines and compares exit codes and output.
"""

from __future__ import annotations

import os
from pathlib import Path

from mcp_catalog.cli._core import DEFAULT_CONFIG, Format

# option -> parameter; the typer commands declare the same names (cli/_common.py, lock.py, check.py)
_OPTIONS = {
    "--config": "config", "-c": "config", "--catalog-dir": "catalog", "--lock": "lockfile", "--format": "format",
}
_FORMATS = {f.value: f for f in Format}


def _typer_would_rewrite(argv: list[str]) -> bool:
    """Whether typer would read these words differently than they are written: on Windows it
    expands ~, variables and globs in every word; a completion request is answered instead."""
    if any(name.endswith("_COMPLETE") for name in os.environ):
        return True
    return os.name == "nt" and any(ch in word for word in argv for ch in "~$%*?[")


def run(argv: list[str]) -> int | None:
    """The exit code of `catalog ARGV` when this path can run it; None to let typer parse it."""
    if not argv or argv[0] not in ("lock", "check") or _typer_would_rewrite(argv):
        return None
    command, words = argv[0], argv[1:]
    values: dict[str, str] = {}
    ids: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if not word.startswith("-"):
            if command == "lock":
                return None  # lock takes no arguments: typer says so
            ids.append(word)
            continue
        name, eq, value = word.partition("=") if word.startswith("--") else (word, "", "")
        key = _OPTIONS.get(name)
        if key is None or key in values:
            return None
        if not eq:
            if index == len(words):
                return None
            value = words[index]
            index += 1
        if not value or value.startswith("-"):
            return None
        values[key] = value
    output_format = _FORMATS.get(values.get("format", Format.text.value))
    if output_format is None:
        return None
    config = Path(values["config"]) if "config" in values else DEFAULT_CONFIG
    catalog = Path(values["catalog"]) if "catalog" in values else None
    lockfile = Path(values["lockfile"]) if "lockfile" in values else None

    from mcp_catalog.cli import _offline

    if command == "lock":
        return _offline.lock(config, catalog, lockfile, output_format)
    return _offline.check(ids or None, False, config, catalog, lockfile, output_format)
