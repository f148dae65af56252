"""`catalog check`: fail CI when any tool differs from the lock."""

from __future__ import annotations

from pathlib import Path

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import CatalogDirOption, ConfigOption, Format, LockOption


@app.command()
def check(
    server_ids: list[str] = typer.Argument(None, metavar="[ID]...", help="Servers to check (default: all)."),
    live: bool = typer.Option(
        False, "--live", help="Export afresh in memory (writes nothing) instead of reading snapshots."
    ),
    config: Path = ConfigOption,
    catalog: Path | None = CatalogDirOption,
    lockfile: Path | None = LockOption,
    output_format: Format = typer.Option(Format.text, "--format", help="text or json."),
) -> None:
    """Compare snapshots (or, with --live, what the servers send now) to the lock.

    Exit 0 when everything matches, 1 on any new, removed, changed or renamed tool.

    Exit 2 on a configuration or input error (a lock, snapshot or catalog.yaml that cannot be read).

    Exit 3 when a server cannot be exported (--live); --live writes nothing.
    """
    from mcp_catalog.cli import _offline

    raise typer.Exit(_offline.check(server_ids, live, config, catalog, lockfile, output_format))
