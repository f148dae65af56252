"""`catalog tools`: the provider-ready tool list, with collision-proof server-prefixed names."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

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
from mcp_catalog.errors import EXIT_OK, CatalogError, InputError

if TYPE_CHECKING:
    from mcp_catalog.naming import ProviderName
    from mcp_catalog.snapshot import Tool


class TargetName(enum.StrEnum):
    anthropic = "anthropic"
    openai = "openai"
    mcp = "mcp"


IdsArgument = typer.Argument(metavar="[ID]...", help="Servers to include (default: all).", show_default=False)
TargetOption = typer.Option(
    "--target", help="Required: anthropic (Messages API), openai (function tools) or mcp (tool objects).",
    show_default=False,
)
DeferOption = typer.Option(
    "--defer-except", metavar="NAME",
    help="With --target anthropic: mark every tool defer_loading except these (repeatable; "
    "a provider name or server/tool).",
    show_default=False,
)
FormatOption = typer.Option(
    "--format", help="json: mapping, target and tools (keys sorted); text: a table of names for people."
)


def _schema(tool: Tool) -> Any:
    """The parameters' schema as providers take it: an object schema. One with no root type (which
    MCP requires to be "object") gets it, as providers refuse it otherwise; any other is kept."""
    schema = tool.get("inputSchema")
    if not isinstance(schema, dict):
        return {"type": "object", "properties": {}}
    return schema if "type" in schema else {"type": "object", **schema}


def provider_tool(target: TargetName, named: ProviderName, tool: Tool) -> dict[str, Any]:
    """One tool in the target's shape, under its provider name."""
    description = tool.get("description")
    if target is TargetName.mcp:
        return {**tool, "name": named.name}
    if target is TargetName.openai:
        function: dict[str, Any] = {"name": named.name}
        if isinstance(description, str):
            function["description"] = description
        function["parameters"] = _schema(tool)
        return {"type": "function", "function": function}
    shaped: dict[str, Any] = {"name": named.name}
    if isinstance(description, str):
        shaped["description"] = description
    shaped["input_schema"] = _schema(tool)
    return shaped


def _warn_if_incomplete(target: TargetName, path: Path | None, server_id: str, tool: Tool) -> None:
    """What the provider list cannot carry as the server sent it, said on stderr (the list is
    still printed: lint is where such a tool is reported, as schema-root and tool-name)."""
    from mcp_catalog.textsafe import shown_name

    where = f"warning: {path}: {shown_name(server_id)}/{shown_name(str(tool.get('name')))}"
    if tool.get("name") == "":
        err(f"{where}: the tool's name is empty")
    if target is not TargetName.mcp and "description" in tool and not isinstance(tool["description"], str):
        err(f"{where}: description is not a string; left out")
    schema = tool.get("inputSchema")
    if not isinstance(schema, dict):
        state = "missing" if "inputSchema" not in tool else "null" if schema is None else "not an object"
        given = "passed on as the server sent it" if target is TargetName.mcp else "given as an empty object schema"
        err(f"{where}: inputSchema is {state}; {given}")
    elif "type" not in schema:
        given = "passed on as the server sent it" if target is TargetName.mcp else 'given with "type": "object"'
        err(f'{where}: inputSchema has no root type (MCP requires "type": "object"); {given}')
    elif schema["type"] != "object":
        err(f"{where}: inputSchema's root is not an object schema, which providers expect; passed on as it is")


def _deferred(names: list[ProviderName], hot: list[str]) -> set[str]:
    """Provider names to mark defer_loading: all but the hot ones (each must name a tool)."""
    keep: set[str] = set()
    for wanted in hot:
        found = [n.name for n in names if wanted in (n.name, f"{n.server_id}/{n.tool_name}")]
        if not found:
            from mcp_catalog.textsafe import quoted_name

            named = quoted_name(wanted)
            raise CatalogError(
                f"--defer-except {named} matches no tool; give a provider name "
                "(see --format text) or server/tool"
            )
        keep.update(found)
    return {n.name for n in names} - keep


@app.command()
def tools(
    server_ids: Annotated[list[str] | None, IdsArgument] = None,
    target: Annotated[TargetName | None, TargetOption] = None,
    defer_except: Annotated[list[str] | None, DeferOption] = None,
    config: Path = ConfigOption,
    catalog: Path | None = CatalogDirOption,
    output_format: Annotated[Format, FormatOption] = Format.json,
) -> None:
    """Print the tool list for a provider, every name prefixed with its server id.

    Names follow the target's rules (anthropic and openai: [A-Za-z0-9_-], at most 64;
    mcp: also '.', at most 128) and never collide: a name that had to be changed ends with
    a hash of its server id and original name. "mapping" leads each name back to its tool.
    """

    def body() -> int:
        from mcp_catalog.jsonio import dumps_pretty
        from mcp_catalog.naming import TARGETS, assign
        from mcp_catalog.snapshot import read_snapshots

        if target is None:
            raise CatalogError("--target is required: anthropic, openai or mcp")
        if defer_except and target is not TargetName.anthropic:
            raise CatalogError("--defer-except applies to --target anthropic only")
        cfg = load(config)
        servers = [s.id for s in select_servers(cfg, server_ids)]
        folder = catalog_dir(config, catalog)
        snaps = read_snapshots(folder)
        missing = [sid for sid in servers if sid not in snaps]
        if missing:
            raise InputError(f"{folder}: no snapshot for server {missing[0]!r}; run `catalog export` first")
        if not server_ids:
            for extra in sorted(snaps.keys() - cfg.servers.keys()):
                err(f"warning: {snaps[extra].path}: server {extra!r} is not configured; left out")
        pairs = [(sid, tool) for sid in servers for tool in snaps[sid].tools]
        for sid, tool in pairs:
            _warn_if_incomplete(target, snaps[sid].path, sid, tool)
        names = assign(TARGETS[target.value], [(sid, str(tool["name"])) for sid, tool in pairs])
        deferred = _deferred(names, defer_except) if defer_except else set()
        shaped = []
        for named, (_, tool) in zip(names, pairs, strict=True):
            item = provider_tool(target, named, tool)
            if named.name in deferred:
                item["defer_loading"] = True
            shaped.append(item)
        if output_format is Format.json:
            mapping = {n.name: {"server": n.server_id, "tool": n.tool_name} for n in names}
            out(dumps_pretty({"target": target.value, "tools": shaped, "mapping": mapping}))
        else:
            out(_table(names, deferred))
        return EXIT_OK

    guarded(body)


def _table(names: list[ProviderName], deferred: set[str]) -> str:
    from mcp_catalog.textsafe import escape

    if not names:
        return "no tools"
    width = max(len(n.name) for n in names)
    lines = []
    for n in names:
        notes = [note for note, on in (("renamed", n.altered), ("deferred", n.name in deferred)) if on]
        tail = f"  ({', '.join(notes)})" if notes else ""
        lines.append(f"{n.name:<{width}}  {escape(n.server_id)}/{escape(n.tool_name)}{tail}")
    return "\n".join(lines)
