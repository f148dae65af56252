"""`catalog lint`: report poisoning signals in snapshots; exit 1 at or above --fail-on."""

from __future__ import annotations

import enum
import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import err, guarded, out
from mcp_catalog.errors import EXIT_OK, EXIT_POLICY, InputError

if TYPE_CHECKING:
    from mcp_catalog.config import Config
    from mcp_catalog.lint import LintResult


class LintFormat(str, enum.Enum):
    text = "text"
    json = "json"
    sarif = "sarif"


class FailOn(str, enum.Enum):
    error = "error"
    warning = "warning"
    info = "info"
    never = "never"


@app.command(short_help="Lint tool definitions for poisoning signals (see `catalog rules`).")
def lint(
    paths: list[Path] = typer.Argument(
        None,
        metavar="[PATH]...",
        help='Snapshot files or folders; any {"tools": [...]} JSON file works '
        "(default: catalog/ beside catalog.yaml, else ./catalog).",
    ),
    config: Path | None = typer.Option(
        None,
        "--config",
        "-c",
        help="catalog.yaml with lint settings and suppressions (default: ./catalog.yaml if it exists).",
    ),
    output_format: LintFormat = typer.Option(LintFormat.text, "--format", help="text, json or sarif."),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write the report to FILE instead of stdout."),
    fail_on: FailOn | None = typer.Option(
        None,
        "--fail-on",
        help="Exit 1 on a finding at or above this severity (default: lint.fail_on, else error).",
    ),
    show_suppressed: bool = typer.Option(False, "--show-suppressed", help="Also list suppressed findings."),
    max_length: int | None = typer.Option(
        None,
        "--max-length",
        min=1,
        help="Description length that counts as overlong (default: lint.max_length, else 1500).",
    ),
    no_cache: bool = typer.Option(
        False,
        "--no-cache",
        help="Lint afresh, without reading or keeping results in the cache (see docs/commands/lint.md; "
        "MCP_CATALOG_NO_CACHE=1 does the same).",
    ),
) -> None:
    """Lint tool definitions for poisoning signals: hidden characters, instructions to the model,
    sensitive files, exfiltration channels, shadowing, schema and annotation problems.

    Exit 0 when no finding reaches --fail-on, 1 when one does, 2 on a usage or input error.
    """

    def body() -> int:
        from mcp_catalog.lint import RANK
        from mcp_catalog.lint.cache import default_dir, lint_paths

        cfg = _config(config)
        targets = list(paths) if paths else [_default_dir(cfg)]
        linted = lint_paths(
            targets,
            suppressions=cfg.suppressions if cfg is not None else (),
            max_length=max_length or (cfg.max_length if cfg is not None else None),
            cache=None if no_cache else default_dir(),
        )
        result, tools = linted.result, linted.tools
        if linted.note is not None:
            err(f"warning: {linted.note}")
        for note in result.notes:
            err(f"warning: {note}")
        report = _render(output_format, result, tools, show_suppressed, to_file=output is not None)
        if output is not None:
            from mcp_catalog.fsutil import write_text_atomic

            write_text_atomic(output, report)
            from mcp_catalog.render.findings_text import summary

            err(f"{summary(result, tools)}; report written to {output}")
        else:
            out(report)
        threshold = (
            fail_on.value if fail_on is not None else (cfg.fail_on if cfg is not None and cfg.fail_on else "error")
        )
        failing = any(RANK[f.severity] >= RANK[threshold] for f in result.findings)
        return EXIT_POLICY if failing else EXIT_OK

    guarded(body)


def _config(given: Path | None) -> Config | None:
    """The config if one was named, or ./catalog.yaml if it exists; lint works without any."""
    from mcp_catalog.cli._common import load

    if given is not None:
        return load(given)
    default = Path("catalog.yaml")
    return load(default) if default.is_file() else None


def _default_dir(cfg: Config | None) -> Path:
    folder = cfg.path.parent / "catalog" if cfg is not None else Path("catalog")
    if not folder.is_dir():
        raise InputError(f"{folder}: no such folder; run `catalog export` first, or name snapshot files to lint")
    return folder


def _render(fmt: LintFormat, result: LintResult, tools: int, show_suppressed: bool, *, to_file: bool) -> str:
    if fmt is LintFormat.json:
        from mcp_catalog.render.findings_json import to_json

        return to_json(result, show_suppressed=show_suppressed, tools=tools)
    if fmt is LintFormat.sarif:
        from mcp_catalog import __version__
        from mcp_catalog.lint import all_rules
        from mcp_catalog.render.findings_sarif import to_sarif

        return to_sarif(result, all_rules(), version=__version__)
    from mcp_catalog.render.findings_text import to_text
    from mcp_catalog.streams import is_terminal

    tty = is_terminal(sys.stdout) and not to_file
    width = shutil.get_terminal_size((120, 24)).columns if tty else 120
    color = tty and "NO_COLOR" not in os.environ
    return to_text(result, show_suppressed=show_suppressed, tools=tools, width=max(80, width), color=color)
