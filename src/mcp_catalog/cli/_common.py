"""What the typer commands share: option definitions and the typer side of running a body.

Everything that needs no typer is in _core.py (re-exported here for the command modules).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

import typer

from mcp_catalog.cli._core import (
    DEFAULT_CONFIG,
    Format,
    catalog_dir,
    err,
    load,
    lock_path,
    out,
    run_body,
    select_servers,
)
from mcp_catalog.errors import EXIT_USAGE

__all__ = [
    "CatalogDirOption", "ConfigOption", "Format", "LockOption", "catalog_dir", "err", "fail", "guarded",
    "load", "lock_path", "out", "select_servers",
]

ConfigOption = typer.Option(
    DEFAULT_CONFIG, "--config", "-c",
    help="catalog.yaml, or an MCP client config (.mcp.json, claude_desktop_config.json).",
)
CatalogDirOption = typer.Option(
    None, "--catalog-dir", help="Folder of snapshots (default: catalog/ beside the config)."
)
LockOption = typer.Option(None, "--lock", help="Lock file (default: tools.lock.json beside the config).")


def fail(message: str, code: int = EXIT_USAGE) -> NoReturn:
    err(f"error: {message}")
    raise typer.Exit(code)


def guarded(fn: Callable[[], int], *, collect_cycles: bool = False) -> NoReturn:
    """Call a command body (see _core.run_body) and exit with its code."""
    raise typer.Exit(run_body(fn, collect_cycles=collect_cycles))
