"""What a rule looks at: one walked definition (ToolView), or all of them (Catalog)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcp_catalog.lint.decode import hidden_in
from mcp_catalog.lint.finding import Severity
from mcp_catalog.lint.text import Text, make_text, split_identifier
from mcp_catalog.lint.walker import DESCRIPTION, NAME, TITLE, Field, walk_instructions, walk_tool

_CLAUSE_END = re.compile(r"[.!?\n<\[:;(]")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)")


@dataclass(slots=True)
class Hit:
    """Something a rule found: where (a Text and a span of its raw text) and what."""

    text: Text
    start: int  # positions in text.raw
    end: int
    message: str
    severity: Severity | None = None  # None: the rule's usual severity


class ToolView:
    """One definition, walked once and folded once, for every rule to share."""

    __slots__ = (
        "ascii",
        "blob",
        "controls",
        "index",
        "max_length",
        "name",
        "params",
        "path",
        "purpose",
        "server",
        "texts",
        "tool",
    )

    def __init__(
        self,
        server: str,
        tool: dict[str, Any] | None,
        *,
        instructions: str | None = None,
        path: Path | None = None,
        index: int | None = None,
        max_length: int = 1500,
    ) -> None:
        self.server = server
        self.max_length = max_length
        self.tool = tool
        self.path = path
        self.index = index
        fields: list[Field] = walk_tool(tool) if tool is not None else walk_instructions(instructions)
        texts = [make_text(f) for f in fields]
        pending = [t for t in texts if not t.raw.isascii() or len(t.raw) >= 24]
        while pending:
            found: list[Text] = []
            for text in pending:
                found.extend(hidden_in(text))
            texts.extend(found)
            pending = found
        self.texts = texts
        self.blob = "\n".join(t.norm for t in texts)
        self.ascii = all(t.raw.isascii() for t in texts)
        self.controls = any(_CONTROL.search(t.raw) for t in texts)
        name = tool.get("name") if tool is not None else None
        self.name: str | None = name if isinstance(name, str) else None
        self.params: dict[str, Any] = _root_properties(tool)
        self.purpose = _purpose(texts)

    @property
    def label(self) -> str:
        return f"{self.server}/{self.name}" if self.name is not None else f"{self.server} (instructions)"

    def has(self, triggers: tuple[str, ...]) -> bool:
        blob = self.blob
        return any(t in blob for t in triggers)


def _root_properties(tool: dict[str, Any] | None) -> dict[str, Any]:
    if tool is None:
        return {}
    schema = tool.get("inputSchema")
    if isinstance(schema, dict) and isinstance(schema.get("properties"), dict):
        return schema["properties"]  # type: ignore[no-any-return]
    return {}


def _purpose(texts: list[Text]) -> frozenset[str]:
    """Words that say what the tool is for: its name, titles and first sentence."""
    words: set[str] = set()
    for text in texts:
        if text.decoded_from is not None:
            continue
        kind = text.field.kind
        if kind in (NAME, TITLE):
            words.update(split_identifier(text.raw))
        elif kind == DESCRIPTION:
            # Only the opening clause: a payload glued on after "." or a tag must not define the purpose.
            first = _CLAUSE_END.split(text.norm, 1)[0][:120]
            words.update(split_identifier(first))
    return frozenset(words)


@dataclass
class Catalog:
    """Every definition being linted, for rules that compare servers."""

    views: list[ToolView]

    def by_server(self) -> dict[str, list[ToolView]]:
        out: dict[str, list[ToolView]] = {}
        for view in self.views:
            if view.tool is not None:
                out.setdefault(view.server, []).append(view)
        return out
