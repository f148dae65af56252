"""`catalog init`: write catalog.yaml from an existing MCP client config."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from mcp_catalog.cli._app import app
from mcp_catalog.cli._common import Format, err, guarded, out
from mcp_catalog.errors import EXIT_OK, ConfigError

DEFAULT_CONFIG = Path("catalog.yaml")
SourceOption = typer.Option(
    "--from",
    help="Client config to read. Default: whichever of .mcp.json, .vscode/mcp.json, .cursor/mcp.json "
    "or claude_desktop_config.json is in the current folder.",
)


def _as_typed(path: Path) -> Path:
    """path relative to the current folder when it is inside it: what the user would type."""
    try:
        here = Path.cwd()
    except OSError:  # the current folder was removed: nothing to be relative to
        return path
    absolute = path if path.is_absolute() else here / path
    return absolute.relative_to(here) if absolute.is_relative_to(here) else path


@app.command()
def init(
    source: Annotated[Path | None, SourceOption] = None,
    config: Annotated[Path, typer.Option("--config", "-c", help="catalog.yaml to write.")] = DEFAULT_CONFIG,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing catalog.yaml.")] = False,
    fmt: Annotated[Format, typer.Option("--format", help="Output format of the summary.")] = Format.text,
) -> None:
    """Write catalog.yaml from an MCP client config, moving literal secrets to ${VAR} references."""

    def body() -> int:
        from mcp_catalog.fsutil import write_text_atomic
        from mcp_catalog.initcfg import find_client_config, init_from

        if config.exists() and not force:
            raise ConfigError(f"{config} already exists; pass --force to overwrite it")
        path = _as_typed(source if source is not None else find_client_config(Path.cwd()))
        result = init_from(path, config)
        write_text_atomic(config, result.text)
        to_set = result.variables
        if fmt is Format.json:
            out(json.dumps({
                "config": str(config),
                "source": str(path),
                "servers": result.servers,
                "variables": [
                    {"name": v.name, "usedAt": v.used_at, "replacedLiteral": v.replaced_literal}
                    for v in to_set
                ],
                "notes": result.notes,
            }, indent=2))
        else:
            for note in result.notes:
                err(f"note: {note}")
            from mcp_catalog.textsafe import escape

            names = ", ".join(result.servers)
            # paths are the user's, but a folder's name can hold a line break or an escape: shown escaped
            written, source_shown = escape(str(config)), escape(str(path))
            lines = [f"wrote {written} with {len(result.servers)} server(s) from {source_shown}: {names}"]
            if result.replaced:
                lines.append(
                    f"replaced {result.replaced} literal secret(s) with ${{VAR}} references; "
                    f"the values are still in {escape(str(path))}, so move them out of it too"
                )
            if to_set:
                lines.append("set these environment variables before `catalog export`:")
                for var in to_set:
                    origin = " (was a literal)" if var.replaced_literal else ""
                    lines.append(f"  {var.name}{origin}: {', '.join(var.used_at)}")
            lines.append("next: catalog export && catalog lint && catalog lock")
            out("\n".join(lines))
        return EXIT_OK

    guarded(body)
