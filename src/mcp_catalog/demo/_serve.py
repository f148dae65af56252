"""Shared plumbing for the demo servers: static tool lists served in fixed-size pages."""

from __future__ import annotations

import base64
from typing import Any

import anyio
import mcp_types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError


def _cursor(offset: int) -> str:
    return base64.urlsafe_b64encode(f"offset:{offset}".encode()).decode()


def _offset(cursor: str) -> int:
    try:
        kind, _, number = base64.urlsafe_b64decode(cursor.encode()).decode().partition(":")
        if kind != "offset":
            raise ValueError(kind)
        return int(number)
    except ValueError:
        raise MCPError(code=types.INVALID_PARAMS, message="Invalid cursor") from None


def build(name: str, version: str, tools: list[dict[str, Any]], page: int, instructions: str | None) -> Server:
    """A lowlevel SDK server that lists `tools` `page` at a time, in a stable order."""

    models = [types.Tool.model_validate(tool, by_name=False) for tool in tools]

    async def list_tools(
        ctx: ServerRequestContext, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        start = _offset(params.cursor) if params is not None and params.cursor is not None else 0
        if start > len(tools):
            raise MCPError(code=types.INVALID_PARAMS, message="Invalid cursor")
        end = start + page
        return types.ListToolsResult(tools=models[start:end], next_cursor=_cursor(end) if end < len(tools) else None)

    async def call_tool(ctx: ServerRequestContext, params: types.CallToolRequestParams) -> types.CallToolResult:
        text = f"{params.name} is a demo tool; nothing was done."
        return types.CallToolResult(content=[types.TextContent(type="text", text=text)])

    return Server(
        name, version=version, instructions=instructions, on_list_tools=list_tools, on_call_tool=call_tool
    )


def run_stdio(server: Server) -> None:
    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)
