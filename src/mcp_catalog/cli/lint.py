"""`catalog lint`: report poisoning signals in snapshots; exit 1 at or above --fail-on."""

from __future__ import annotations

import enum
from pathlib import Path

import typer

from mcp_catalog.cli._app import app


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
    output: str | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write the report to FILE instead of stdout."
    ),
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
    from mcp_catalog.cli._offline import lint as lint_body

    raise typer.Exit(
        lint_body(
            list(paths or ()),
            config,
            output_format.value,
            output,
            fail_on.value if fail_on is not None else None,
            show_suppressed,
            max_length,
            no_cache,
        )
    )
