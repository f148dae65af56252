"""Page through `tools/list` to the end, keeping each tool exactly as sent."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mcp_catalog.export.tap import ProtocolViolation
from mcp_catalog.jsonio import route_to
from mcp_catalog.redact import clip
from mcp_catalog.textsafe import escape


@dataclass
class Listing:
    tools: list[dict[str, Any]] = field(default_factory=list)
    pages: int = 0
    size: int = 0  # bytes of every page received, as sent
    _where: dict[str, str] = field(default_factory=dict)

    def add_page(
        self, result: Any, duplicates: list[tuple[str, dict[str, Any]]], max_tools: int, size: int = 0, max_mib: int = 0
    ) -> str | None:
        """Validate one page of `size` bytes and keep its tools; returns the next cursor or None at the end.

        Everything a listing keeps (tools, cursors) is in its pages, so their total bounds its memory."""
        self.pages += 1
        page = self.pages
        self.size += size
        if max_mib and self.size > max_mib * 2**20:
            raise ProtocolViolation(
                f"server sent more than {max_mib} MiB of tools/list pages (page {page}, max_mib); "
                "raise it in the config"
            )
        if not isinstance(result, dict):
            raise ProtocolViolation(f"page {page}: tools/list result is not an object")
        tools = result.get("tools")
        if not isinstance(tools, list):
            raise ProtocolViolation(f"page {page}: tools/list result has no tools array")
        for position, tool in enumerate(tools, 1):
            where = f"page {page}, tool {position}"
            if not isinstance(tool, dict):
                raise ProtocolViolation(f"{where} is not an object")
            name = tool.get("name")
            if not isinstance(name, str):
                shown = "no name" if name is None else f"a non-string name ({type(name).__name__})"
                raise ProtocolViolation(f"{where} has {shown}")
            label = f"tool '{escape(clip(name, 100))}' ({where})"
            if not isinstance(tool.get("inputSchema"), dict):
                raise ProtocolViolation(f"{label}: inputSchema is not an object")
            if name in self._where:
                raise ProtocolViolation(
                    f"tool name '{escape(clip(name, 100))}' appears twice ({self._where[name]} and {where})"
                )
            self._where[name] = where
        if duplicates:
            culprit = _find_duplicate_holder(tools, duplicates)
            raise ProtocolViolation(
                f"{culprit}: repeated JSON member name '{escape(clip(duplicates[0][0], 60))}' "
                "(no canonical form, so it can never be pinned)"
            )
        self.tools.extend(tools)
        if len(self.tools) > max_tools:
            raise ProtocolViolation(f"server listed more than {max_tools} tools (max_tools); raise it in the config")
        cursor = result.get("nextCursor")
        if cursor is not None and not isinstance(cursor, str):
            raise ProtocolViolation(f"page {page}: nextCursor is not a string")
        return cursor


def _find_duplicate_holder(tools: list[Any], duplicates: list[tuple[str, dict[str, Any]]]) -> str:
    """Name the tool whose raw text repeated a member (walked only on this rare path)."""
    route = route_to(tools, duplicates[0][1])
    if route and isinstance(route[0], int) and isinstance(tools[route[0]], dict):
        tool = tools[route[0]]
        return f"tool '{escape(clip(str(tool.get('name')), 100))}' (tool {route[0] + 1} of its page)"
    return "a tools/list page"
