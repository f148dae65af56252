"""`catalog export`: capture what each server really sends into catalog/<id>.tools.json."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import (
    CatalogDirOption,
    ConfigOption,
    Format,
    catalog_dir,
    err,
    guarded,
    load,
    out,
    select_servers,
)
from mcp_catalog.errors import EXIT_EXPORT, EXIT_OK, InputError
from mcp_catalog.streams import is_terminal


@app.command()
def export(
    server_ids: list[str] = typer.Argument(None, metavar="[ID]...", help="Servers to export (default: all)."),
    config: Path = ConfigOption,
    catalog: Path | None = CatalogDirOption,
    output_format: Format = typer.Option(Format.text, "--format", help="text or json (summary on stdout)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress display or progress lines."),
) -> None:
    """Connect to each server, page through tools/list, and write its snapshot.

    A snapshot is written only once its whole listing arrived.

    On any failure the old one stays as it was and the exit code is 3.
    """

    def body() -> int:
        from mcp_catalog.export import export_servers
        from mcp_catalog.progress import export_progress
        from mcp_catalog.snapshot import save_snapshot

        cfg = load(config)
        servers = select_servers(cfg, server_ids)
        if not servers and not quiet:
            err(f"warning: {cfg.path}: no servers configured; nothing to export")
        folder = catalog_dir(config, catalog)
        if catalog is None:
            _refuse_a_folder_leading_out(folder)
        with export_progress([s.id for s in servers], enabled=not quiet) as progress:
            outcomes = export_servers(servers, progress, base_dir=cfg.base_dir)
        summary = []
        failed = False
        for outcome in outcomes:
            if outcome.snapshot is None:
                failed = True
                err(f"error: {outcome.error}")
                summary.append({"server": outcome.server_id, "ok": False, "error": outcome.error})
                continue
            path, written = save_snapshot(folder, outcome.snapshot)
            snap = outcome.snapshot
            if not quiet and is_terminal(sys.stderr):
                pages = f"{snap.pages} page{'s' * (snap.pages != 1)}"
                tools = f"{len(snap.tools)} tool{'s' * (len(snap.tools) != 1)}"
                err(f"exported {snap.server_id}: {tools} in {pages} -> {path}{'' if written else ' (unchanged)'}")
            elif not quiet:  # off a terminal the progress line gave the counts as the server finished
                err(f"wrote {path}" if written else f"unchanged: {path}")
            summary.append(
                {"server": snap.server_id, "ok": True, "tools": len(snap.tools), "pages": snap.pages,
                 "path": str(path), "protocolVersion": snap.protocol_version, "seconds": round(outcome.seconds, 3)}
            )
        if output_format is Format.json:
            out(json.dumps({"servers": summary}, indent=2))
        return EXIT_EXPORT if failed else EXIT_OK

    guarded(body, collect_cycles=True)


def _refuse_a_folder_leading_out(folder: Path) -> None:
    """The default catalog/ folder, when it is a link to outside the project: a pull request can
    plant one, and export in CI would then write server-chosen files wherever it leads. Naming the
    folder with --catalog-dir says it is meant."""
    import os

    from mcp_catalog.textsafe import escape

    if not folder.is_symlink():
        return
    project = Path(os.path.realpath(folder.parent))
    target = Path(os.path.realpath(folder))
    if target != project and project not in target.parents:
        raise InputError(
            f"{escape(str(folder))}: a link to {escape(str(target))}, outside the project; not writing snapshots "
            "there (name it with --catalog-dir if it is meant)"
        )
