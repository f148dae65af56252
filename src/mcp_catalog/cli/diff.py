"""`catalog diff`: what changed since the definitions reviewed at a git ref."""

from __future__ import annotations

import enum
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import (
    CatalogDirOption,
    ConfigOption,
    LockOption,
    catalog_dir,
    guarded,
    load,
    lock_path,
    out,
    select_servers,
)
from mcp_catalog.errors import EXIT_OK, EXIT_POLICY


class DiffFormat(enum.StrEnum):
    text = "text"
    markdown = "markdown"
    json = "json"


DEFAULT_CONFIG = Path("catalog.yaml")
IdsArgument = typer.Argument(metavar="[ID]...", help="Servers to compare (default: all).", show_default=False)
BaseOption = typer.Option(
    "--base", metavar="REF",
    help="Git ref holding the reviewed lock and snapshots (a branch, tag or commit).",
)
FormatOption = typer.Option(
    "--format", help="text (terminal), markdown (pull request comments, job summaries) or json."
)
NoLintOption = typer.Option(
    "--no-lint", help="Do not list the lint findings each new version (of a tool or of the instructions) adds."
)


@app.command()
def diff(
    server_ids: Annotated[list[str] | None, IdsArgument] = None,
    base: Annotated[str, BaseOption] = "HEAD",
    config: Path = ConfigOption,
    catalog: Path | None = CatalogDirOption,
    lockfile: Path | None = LockOption,
    output_format: Annotated[DiffFormat, FormatOption] = DiffFormat.text,
    no_lint: Annotated[bool, NoLintOption] = False,
) -> None:
    """Show what changed since the definitions reviewed at a git ref, per tool and per field.

    The reviewed state is tools.lock.json and catalog/ as committed at --base (default HEAD).

    The new state is catalog/ as it is now.

    Exit 0 when nothing changed; 1 when something did (a tool, a server's instructions or lock.ignore, a server
    added, removed or without a snapshot in catalog/); 2 on an error (not in a git repository, an unknown ref, a
    lock or snapshot that does not parse, at the ref or in the working tree).
    """

    def body() -> int:
        from mcp_catalog.diffing.report import InstructionsLintFn, LintFn, build_report

        cfg = load(config)
        only = [s.id for s in select_servers(cfg, server_ids)] if server_ids else None
        lint: LintFn | None = None
        lint_instructions: InstructionsLintFn | None = None
        if not no_lint:
            from mcp_catalog.lint.engine import diff_linters

            lint, lint_instructions = diff_linters(max_length=cfg.max_length)
        report = build_report(
            cfg, catalog_dir(config, catalog), lock_path(config, lockfile), base, only=only, lint=lint,
            lint_instructions=lint_instructions,
        )
        if output_format is DiffFormat.json:
            from mcp_catalog.render import diff_json

            out(diff_json.render(report))
        elif output_format is DiffFormat.markdown:
            from mcp_catalog.render import diff_markdown

            out(diff_markdown.render(report))
        else:
            from mcp_catalog.render import diff_text
            from mcp_catalog.streams import is_terminal

            color = is_terminal(sys.stdout) and "NO_COLOR" not in os.environ
            out(diff_text.render(report, color=color))
        return EXIT_POLICY if report.changed else EXIT_OK

    guarded(body)
