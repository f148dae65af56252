"""The bodies of `catalog lock` and `catalog check`, free of typer: the typer commands and the
start-up fast path (cli/_fast.py) both call them, so the two ways run the same code."""

from __future__ import annotations

import json
from pathlib import Path

from mcp_catalog.cli._core import Format, catalog_dir, err, load, lock_path, out, run_body, select_servers
from mcp_catalog.errors import EXIT_EXPORT, EXIT_OK, EXIT_POLICY, InputError


def lock(config: Path, catalog: Path | None, lockfile: Path | None, output_format: Format) -> int:
    def body() -> int:
        from mcp_catalog.lock import build_lock, write_lock
        from mcp_catalog.snapshot import SUFFIX, read_snapshots_for, settle_all

        cfg = load(config)
        folder = catalog_dir(config, catalog)
        # counted: hashing encodes every tool anyway, and settles the check for repeated names
        snaps = read_snapshots_for(folder, list(cfg.servers), explicit=catalog is not None, counted=True)
        missing = [sid for sid in cfg.servers if sid not in snaps]
        if missing:
            raise InputError(f"{folder}: no snapshot for server {missing[0]!r}; run `catalog export` first")
        for extra in sorted(folder.glob(f"*{SUFFIX}")):
            if extra.name[: -len(SUFFIX)] not in cfg.servers:
                err(f"warning: {extra}: not a configured server; not locked")
        built = build_lock({sid: snaps[sid] for sid in cfg.servers}, cfg.lock_ignore)
        settle_all(snaps.values())
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

    return run_body(body)


def check(
    server_ids: list[str] | None,
    live: bool,
    config: Path,
    catalog: Path | None,
    lockfile: Path | None,
    output_format: Format,
) -> int:
    def body() -> int:
        from mcp_catalog.drift import compare
        from mcp_catalog.lock import read_lock
        from mcp_catalog.render import drift as render
        from mcp_catalog.snapshot import Snapshot, read_snapshots_for, settle_all

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
                                       explicit=catalog is not None, counted=True)
        only = [s.id for s in selected] if server_ids else None
        if live:
            only = [s.id for s in selected if s.id in snaps] + (
                [] if server_ids else [sid for sid in locked.servers if sid not in cfg.servers]
            )
        drift = compare(locked, snaps, cfg.servers, cfg.lock_ignore, only=only)
        settle_all(snaps.values())  # hashing settled the rest (see snapshot.parse_snapshot)
        drift.failed = failed
        out(render.to_json(drift) if output_format is Format.json else render.to_text(drift))
        if failed:
            return EXIT_EXPORT
        return EXIT_OK if drift.clean else EXIT_POLICY

    return run_body(body, collect_cycles=live)
