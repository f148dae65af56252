"""What a rule looks at: one walked definition (ToolView), or all of them (Catalog)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mcp_catalog.lint.finding import Severity
from mcp_catalog.lint.text import Text, split_identifier
from mcp_catalog.lint.walker import DESCRIPTION, NAME, TITLE

if TYPE_CHECKING:
    from mcp_catalog.lint.run import FieldTexts, Group, Shape

_CLAUSE_END = re.compile(r"[.!?\n<\[:;(]")


@dataclass(slots=True)
class Hit:
    """Something a rule found: where (a Text and a span of its raw text) and what."""

    text: Text
    start: int  # positions in text.raw
    end: int
    message: str
    severity: Severity | None = None  # None: the rule's usual severity
    # A hit that depends on the other rules (a second opinion): its severity when another rule
    # reports a warning or an error on the same definition, and when none does (None: dropped).
    # The engine settles it (engine._settle) and names that rule in the message.
    corroborated: Severity | None = None
    alone: Severity | None = None
    backers: tuple[str, ...] = ()  # set by the engine on a hit it raised: the rules that raised it
    # Whether the hit can be a second opinion on the definition (engine._settle): not a rule's remark
    # on form, such as a hint written as a string.
    opinion: bool = True


class ToolView:
    """One definition, walked once and folded once, for every rule to share.

    The strings come as `FieldTexts` (one per walked string, with the text decoded from it),
    shared with every other definition of the run that has the same string at the same place.
    Everything else is worked out only when a rule asks for it.
    """

    __slots__ = (
        "_blob",
        "_fields",
        "_own",
        "_purpose",
        "_texts",
        "groups",
        "index",
        "max_length",
        "name",
        "params",
        "path",
        "server",
        "shape",
        "tool",
    )

    def __init__(
        self,
        server: str,
        tool: dict[str, Any] | None,
        fields: list[FieldTexts] | Callable[[], list[FieldTexts]],
        groups: list[Group],
        *,
        path: Path | None = None,
        index: int | None = None,
        max_length: int = 1500,
        shape: Shape | None = None,
        own: list[FieldTexts] | None = None,
    ) -> None:
        self.server = server
        self.tool = tool
        self._fields = fields  # or how to make them, for a definition only the cross-server rules read
        self.groups = groups  # the strings again, in groups whose rule results are kept together
        self.path = path
        self.index = index
        self.max_length = max_length
        self.shape = shape
        name = tool.get("name") if tool is not None else None
        self.name: str | None = name if isinstance(name, str) else None
        self.params: dict[str, Any] = shape.params if shape is not None else _root_properties(tool)
        self._own = own  # strings not shared through the shape (None: every string)
        self._texts: list[Text] | None = None
        self._blob: str | None = None
        self._purpose: frozenset[str] | None = None

    @property
    def fields(self) -> list[FieldTexts]:
        """Every walked string of the definition, in order."""
        fields = self._fields
        if callable(fields):
            fields = self._fields = fields()
        return fields

    @property
    def own(self) -> list[FieldTexts]:
        """The strings not shared with other definitions through the shape."""
        return self.fields if self._own is None else self._own

    @property
    def label(self) -> str:
        return f"{self.server}/{self.name}" if self.name is not None else f"{self.server} (instructions)"

    @property
    def texts(self) -> list[Text]:
        """Every string, then the text decoded from them, then the text decoded from that."""
        if self._texts is None:
            texts = [f.levels[0][0] for f in self.fields]
            deeper = [f for f in self.fields if len(f.levels) > 1]
            for level in range(1, max((len(f.levels) for f in deeper), default=0)):
                for f in deeper:
                    if level < len(f.levels):
                        texts.extend(f.levels[level])
            self._texts = texts
        return self._texts

    @property
    def blob(self) -> str:
        if self._blob is None:
            self._blob = "\n".join(t.norm for t in self.texts)
        return self._blob

    @property
    def ascii(self) -> bool:
        return all(f.ascii for f in self.fields)

    @property
    def controls(self) -> bool:
        return any(f.controls for f in self.fields)

    @property
    def purpose(self) -> frozenset[str]:
        """Words that say what the tool is for: its name, titles and first sentence."""
        if self._purpose is None:
            own = purpose_words([f.levels[0][0] for f in self.own])
            self._purpose = own if self.shape is None else own | self.shape.purpose
        return self._purpose

    @property
    def param_names(self) -> frozenset[str]:
        """The top-level parameter names, lower-cased."""
        if self.shape is not None:
            return self.shape.param_names
        return frozenset(p.lower() for p in self.params)

    def parts(self, compute: Callable[[FieldTexts], frozenset[str]]) -> list[frozenset[str]]:
        """compute() over every string of the definition, as a few sets: the first is shared by
        every definition of the same shape (the same object), the others are this one's own."""
        own = [f.derived(compute) for f in self.own]
        return own if self.shape is None else [self.shape.union(compute), *own]

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


def purpose_words(texts: list[Text]) -> frozenset[str]:
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
