"""`catalog check`: fail CI when any tool differs from the lock."""

from __future__ import annotations

from pathlib import Path

import typer

from mcp_catalog.cli import app
from mcp_catalog.cli._common import (
    CatalogDirOption,
    ConfigOption,
    Format,
    LockOption,
    catalog_dir,
    err,
    guarded,
    load,
    lock_path,
    out,
    select_servers,
)
from mcp_catalog.errors import EXIT_EXPORT, EXIT_OK, EXIT_POLICY


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

    Exit 3 when a server cannot be exported (--live); --live writes nothing.
    """

    def body() -> int:
        from mcp_catalog.drift import compare
        from mcp_catalog.lock import read_lock
        from mcp_catalog.render import drift as render
        from mcp_catalog.snapshot import Snapshot, read_snapshots_for

        cfg = load(config)
        selected = select_servers(cfg, server_ids)
        locked = read_lock(lock_path(config, lockfile))
        failed: dict[str, str] = {}
        snaps: dict[str, Snapshot]
        if live:
            from mcp_catalog.export import export_servers

            snaps = {}
            for outcome in export_servers(selected, base_dir=cfg.base_dir):
                if outcome.snapshot is None:
                    failed[outcome.server_id] = outcome.error or "export failed"
                    err(f"error: {outcome.error}")
                else:
                    snaps[outcome.server_id] = outcome.snapshot
        else:
            snaps = read_snapshots_for(catalog_dir(config, catalog), [s.id for s in selected],
                                       explicit=catalog is not None)
        only = [s.id for s in selected] if server_ids else None
        if live:
            only = [s.id for s in selected if s.id in snaps] + (
                [] if server_ids else [sid for sid in locked.servers if sid not in cfg.servers]
            )
        drift = compare(locked, snaps, cfg.servers, cfg.lock_ignore, only=only)
        drift.failed = failed
        out(render.to_json(drift) if output_format is Format.json else render.to_text(drift))
        if failed:
            return EXIT_EXPORT
        return EXIT_OK if drift.clean else EXIT_POLICY

    guarded(body)
