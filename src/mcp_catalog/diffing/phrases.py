"""One sentence per change, shared by the text and markdown reports.

Attacker text (property names, values) reaches the sentence only through `quote`, which
each renderer supplies for its medium, so the wording lives in one place and the escaping
in the renderer that knows its medium.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from mcp_catalog.diffing import structure as s
from mcp_catalog.diffing.words import TextDiff

Quote = Callable[[str], str]

_EFFECT = {
    ("readOnlyHint", "high"): "clients may no longer treat it as read-only: it may now change things",
    ("destructiveHint", "high"): "it now says it may destroy or overwrite data",
    ("openWorldHint", "medium"): "it now says it reaches an open world (the internet, other systems)",
}
_LIMIT = 160


def value_text(value: Any) -> str:
    """A JSON value on one line, cut to a readable length."""
    if value is s.ABSENT:
        return "(absent)"
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= _LIMIT else text[: _LIMIT - 1] + "…"


def where(change: s.Change) -> str:
    """The pointer below the top-level field: `/properties/body/description` in inputSchema."""
    parts = change.pointer.split("/")
    return "/".join(parts[2:]) if len(parts) > 2 else ""


def location(change: s.Change) -> str:
    """Where to show a change: its pointer below the field, without the last token when the
    sentence names it already (`property 'x' added`, `readOnlyHint: true → false`)."""
    below = where(change)
    if change.kind in _NAMED_KINDS:
        below = below.rpartition("/")[0]
    return below


_NAMED_KINDS = frozenset({
    s.PROPERTY_ADDED, s.PROPERTY_REMOVED, s.REQUIRED_ADDED, s.REQUIRED_REMOVED, s.TYPE_CHANGED,
    s.ENUM_ADDED, s.ENUM_REMOVED, s.DEFAULT_CHANGED, s.ADDITIONAL_LOOSENED, s.ADDITIONAL_TIGHTENED,
    s.ANNOTATION,
})


def schema_type(schema: Any) -> str | None:
    if isinstance(schema, dict):
        kind = schema.get("type")
        if isinstance(kind, str):
            return kind
        if isinstance(kind, list):
            return "|".join(str(k) for k in kind)
    return None


def describe(change: s.Change, quote: Quote) -> str:
    """The sentence for one change; every piece of attacker text passes through quote."""
    v: Callable[[Any], str] = lambda value: quote(value_text(value))  # noqa: E731
    key = quote(change.key) if change.key is not None else ""
    kind = change.kind
    if kind == s.PROPERTY_ADDED:
        typ = schema_type(change.new)
        return f"property {key} added" + (f" ({quote(typ)})" if typ else "")
    if kind == s.PROPERTY_REMOVED:
        return f"property {key} removed"
    if kind == s.REQUIRED_ADDED:
        return f"{key} is now required"
    if kind == s.REQUIRED_REMOVED:
        return f"{key} is no longer required"
    if kind == s.TYPE_CHANGED:
        return f"type {v(change.old)} → {v(change.new)}"
    if kind == s.ENUM_ADDED:
        return f"enum value {v(change.new)} added"
    if kind == s.ENUM_REMOVED:
        return f"enum value {v(change.old)} removed"
    if kind == s.DEFAULT_CHANGED:
        return f"default {v(change.old)} → {v(change.new)}"
    if kind == s.ADDITIONAL_LOOSENED:
        return (f"additionalProperties {v(change.old)} → {v(change.new)}: "
                "it now accepts arguments that the schema does not declare")
    if kind == s.ADDITIONAL_TIGHTENED:
        return f"additionalProperties {v(change.old)} → {v(change.new)}: fewer undeclared arguments accepted"
    if kind == s.ANNOTATION:
        effect = _EFFECT.get((change.key or "", change.risk))
        return f"{key}: {v(change.old)} → {v(change.new)}" + (f": {effect}" if effect else "")
    if kind == s.ADDED:
        return f"added: {v(change.new)}"
    if kind == s.REMOVED:
        return f"removed (was {v(change.old)})"
    if kind == s.TEXT and change.text is not None:
        return f"text changed (+{change.text.added_words} / -{change.text.removed_words} words)"
    return f"{v(change.old)} → {v(change.new)}"


_TAGS = re.compile("[\U000e0020-\U000e007e]{2,}")


def hidden_tags(text: str) -> list[str]:
    """What runs of Unicode tag characters spell (they map one-to-one onto ASCII): a payload a
    reviewer cannot see but a model can read."""
    return ["".join(chr(ord(ch) - 0xE0000) for ch in run) for run in _TAGS.findall(text)]


def added_hidden_tags(diff: TextDiff) -> list[str]:
    return [found for seg in diff.segments if seg.op == "+" for found in hidden_tags(seg.text)]


def parameters(schema: Any) -> list[tuple[str, str | None, bool]]:
    """(name, type, required) of each top-level input property, for showing a new tool."""
    if not isinstance(schema, dict) or not isinstance(schema.get("properties"), dict):
        return []
    listed = schema.get("required")
    required: list[Any] = listed if isinstance(listed, list) else []
    return [(str(name), schema_type(prop), name in required) for name, prop in schema["properties"].items()]
