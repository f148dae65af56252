"""Naming: tool names outside what MCP allows."""

from __future__ import annotations

from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.registry import Example, text_rule
from mcp_catalog.lint.rules._util import quote
from mcp_catalog.lint.text import Text
from mcp_catalog.lint.view import Hit
from mcp_catalog.lint.walker import NAME

_VALID = compiled(r"[A-Za-z0-9_.-]{1,128}")
_BAD_CHAR = compiled(r"[^A-Za-z0-9_.-]")


@text_rule(
    "tool-name",
    "naming",
    "warning",
    summary="Tool name outside the MCP rules: 1-128 characters of A-Z, a-z, 0-9, `_`, `-` and `.`.",
    why="Clients, HTTP headers (Mcp-Name) and provider APIs accept only these characters; a name "
    "with spaces, slashes or Unicode is renamed, rejected or confused with another tool, and "
    "lookalike letters are a classic way to impersonate one.",
    fix="Rename the tool within the allowed characters.",
    bad=Example({"name": "read file", "description": "Reads a file.", "inputSchema": {"type": "object"}}),
    good=Example({"name": "read_file", "description": "Reads a file.", "inputSchema": {"type": "object"}}),
    levels="error when the name holds characters outside ASCII; warning otherwise",
    kinds=frozenset({NAME}),
)
def tool_name(text: Text, _: None) -> Iterator[Hit]:
    if text.decoded_from is not None:
        return
    name = text.raw
    if _VALID.fullmatch(name):
        return
    if not name:
        yield Hit(text, 0, 0, "tool name is empty")
    elif len(name) > 128:
        yield Hit(text, 128, len(name), f"tool name is {len(name)} characters long (at most 128)")
    else:
        m = _BAD_CHAR.search(name)
        pos = m.start() if m else 0
        yield Hit(
            text,
            pos,
            pos + 1,
            f'tool name "{quote(name)}" has characters outside A-Z a-z 0-9 _ - .',
            "warning" if name.isascii() else "error",
        )
