"""Start-up fast path: `catalog lock`, `catalog check` and `catalog lint` on snapshots without
importing typer.

typer's import is about 90 ms of an offline check's 200 ms start, CI runs `catalog check`
on every push, and a catalog linted again takes a few hundred milliseconds in all. This reads
only the plainest command lines of those commands (the options below, each once, values as
separate words or `--name=value`, lint's two flags as they are) and runs the same bodies the
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
# lint's options (cli/lint.py) -> parameter, and its flags
_LINT_OPTIONS = {
    "--config": "config", "-c": "config", "--format": "format", "--output": "output", "-o": "output",
    "--fail-on": "fail_on", "--max-length": "max_length",
}
_LINT_FLAGS = {"--show-suppressed": "show_suppressed", "--no-cache": "no_cache"}


def _typer_would_rewrite(argv: list[str]) -> bool:
    """Whether typer would read these words differently than they are written: on Windows it
    expands ~, variables and globs in every word; a completion request is answered instead."""
    if any(name.endswith("_COMPLETE") for name in os.environ):
        return True
    return os.name == "nt" and any(ch in word for word in argv for ch in "~$%*?[")


def run(argv: list[str]) -> int | None:
    """The exit code of `catalog ARGV` when this path can run it; None to let typer parse it."""
    if not argv or argv[0] not in ("lock", "check", "lint") or _typer_would_rewrite(argv):
        return None
    command, words = argv[0], argv[1:]
    options = _LINT_OPTIONS if command == "lint" else _OPTIONS
    flags = _LINT_FLAGS if command == "lint" else {}
    values: dict[str, str] = {}
    ids: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if not word.startswith("-"):
            if command == "lock" or not word:
                return None  # lock takes no arguments, and an empty path is typer's to judge
            ids.append(word)
            continue
        if word in flags:
            if flags[word] in values:
                return None
            values[flags[word]] = ""
            continue
        name, eq, value = word.partition("=") if word.startswith("--") else (word, "", "")
        key = options.get(name)
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
    if command == "lint":
        return _lint(ids, values)
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


def _lint(paths: list[str], values: dict[str, str]) -> int | None:
    from mcp_catalog.cli import _offline

    output_format = values.get("format", "text")
    fail_on = values.get("fail_on")
    length = values.get("max_length")
    if output_format not in _offline.LINT_FORMATS or (fail_on is not None and fail_on not in _offline.FAIL_ON):
        return None
    if length is not None and not (length.isascii() and length.isdecimal() and int(length) >= 1):
        return None  # typer says what is wrong with it
    return _offline.lint(
        [Path(p) for p in paths],
        Path(values["config"]) if "config" in values else None,
        output_format,
        values.get("output"),
        fail_on,
        "show_suppressed" in values,
        int(length) if length is not None else None,
        "no_cache" in values,
    )
