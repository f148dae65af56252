"""`catalog lock`: hash the reviewed snapshots into tools.lock.json."""

from __future__ import annotations

from pathlib import Path

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import CatalogDirOption, ConfigOption, Format, LockOption


@app.command()
def lock(
    config: Path = ConfigOption,
    catalog: Path | None = CatalogDirOption,
    lockfile: Path | None = LockOption,
    output_format: Format = typer.Option(Format.text, "--format", help="text or json."),
) -> None:
    """Hash every configured server's snapshot into the lock (review its diff in the PR)."""
    from mcp_catalog.cli import _offline

    raise typer.Exit(_offline.lock(config, catalog, lockfile, output_format))
