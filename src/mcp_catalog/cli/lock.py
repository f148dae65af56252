"""`catalog lock`: hash the reviewed snapshots into tools.lock.json."""

from __future__ import annotations

import json
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
)
from mcp_catalog.errors import EXIT_OK, InputError


@app.command()
def lock(
    config: Path = ConfigOption,
    catalog: Path | None = CatalogDirOption,
    lockfile: Path | None = LockOption,
    output_format: Format = typer.Option(Format.text, "--format", help="text or json."),
) -> None:
    """Hash every configured server's snapshot into the lock (review its diff in the PR)."""

    def body() -> int:
        from mcp_catalog.lock import build_lock, write_lock
        from mcp_catalog.snapshot import SUFFIX, read_snapshots_for

        cfg = load(config)
        folder = catalog_dir(config, catalog)
        snaps = read_snapshots_for(folder, list(cfg.servers), explicit=catalog is not None)
        missing = [sid for sid in cfg.servers if sid not in snaps]
        if missing:
            raise InputError(f"{folder}: no snapshot for server {missing[0]!r}; run `catalog export` first")
        for extra in sorted(folder.glob(f"*{SUFFIX}")):
            if extra.name[: -len(SUFFIX)] not in cfg.servers:
                err(f"warning: {extra}: not a configured server; not locked")
        built = build_lock({sid: snaps[sid] for sid in cfg.servers}, cfg.lock_ignore)
        path = lock_path(config, lockfile)
        changed = write_lock(path, built)
        tools = sum(len(s.tools) for s in built.servers.values())
        if output_format is Format.json:
            out(json.dumps({"lock": str(path), "changed": changed, "servers": len(built.servers), "tools": tools}))
        else:
            verb = "wrote" if changed else "unchanged:"
            count = len(built.servers)
            err(f"{verb} {path} ({tools} tools on {count} server{'s' * (count != 1)})")
        return EXIT_OK

    guarded(body)
