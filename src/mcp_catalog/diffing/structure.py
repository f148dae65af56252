"""What changed inside one tool definition, field by field.

The lock says *which* top-level members changed; this says *how*: a word diff for prose,
a structural diff for schemas (properties, required, type, enum, default,
additionalProperties), and annotation changes ranked by what they let a client do.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from mcp_catalog.diffing.words import TextDiff, word_diff

Risk = Literal["high", "medium", "low"]
RISK_RANK: dict[str, int] = {"low": 1, "medium": 2, "high": 3}


class _Absent:
    """A member that is not there (distinct from JSON null)."""

    _instance: _Absent | None = None

    def __new__(cls) -> _Absent:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "ABSENT"

    def __bool__(self) -> bool:
        return False


ABSENT: Any = _Absent()

# Kinds of change; renderers phrase each one.
TEXT = "text"  # prose changed: see .text
ADDED = "added"
REMOVED = "removed"
CHANGED = "changed"
PROPERTY_ADDED = "property-added"
PROPERTY_REMOVED = "property-removed"
REQUIRED_ADDED = "required-added"
REQUIRED_REMOVED = "required-removed"
TYPE_CHANGED = "type-changed"
ENUM_ADDED = "enum-added"
ENUM_REMOVED = "enum-removed"
DEFAULT_CHANGED = "default-changed"
ADDITIONAL_LOOSENED = "additional-properties-loosened"
ADDITIONAL_TIGHTENED = "additional-properties-tightened"
ANNOTATION = "annotation"

# MCP's defaults for the behaviour hints: a client reads an absent hint as this value.
HINT_DEFAULTS: dict[str, bool] = {
    "readOnlyHint": False,
    "destructiveHint": True,
    "idempotentHint": False,
    "openWorldHint": True,
}

_PROSE_KEYS = frozenset({"description", "title", "$comment"})
_SCHEMA_MAPS = frozenset({"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"})
_SCHEMA_ONE = frozenset({
    "items", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems",
    "unevaluatedProperties", "additionalItems", "contentSchema",
})
_SCHEMA_LIST = frozenset({"anyOf", "oneOf", "allOf", "prefixItems"})


@dataclass(frozen=True)
class Change:
    """One change inside a tool. `pointer` is an RFC 6901 pointer into the definition."""

    pointer: str
    kind: str
    risk: Risk
    old: Any = ABSENT
    new: Any = ABSENT
    key: str | None = None  # the property, enum value, annotation or member concerned
    text: TextDiff | None = None

    @property
    def field(self) -> str:
        """The top-level member this change is in (`description`, `inputSchema`, ...)."""
        return unescape_token(self.pointer.split("/")[1]) if self.pointer.count("/") >= 1 else ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "pointer": self.pointer, "field": self.field, "kind": self.kind, "risk": self.risk,
        }
        if self.key is not None:
            out["key"] = self.key
        if self.old is not ABSENT:
            out["old"] = self.old
        if self.new is not ABSENT:
            out["new"] = self.new
        if self.text is not None:
            out["text"] = self.text.to_json()
            out["addedWords"] = self.text.added_words
            out["removedWords"] = self.text.removed_words
        return out


def escape_token(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def unescape_token(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def _at(pointer: str, token: str | int) -> str:
    return f"{pointer}/{escape_token(str(token))}"


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _get(mapping: Mapping[str, Any], key: str) -> Any:
    return mapping.get(key, ABSENT)


# ---------------------------------------------------------------- generic JSON


def diff_value(old: Any, new: Any, pointer: str, *, risk: Risk = "low") -> Iterator[Change]:
    """Leaf-level differences between two JSON values."""
    if old is not ABSENT and new is not ABSENT and type(old) is type(new) and old == new:
        return
    if old is ABSENT:
        yield Change(pointer, ADDED, risk, new=new)
    elif new is ABSENT:
        yield Change(pointer, REMOVED, risk, old=old)
    elif isinstance(old, dict) and isinstance(new, dict):
        for key in _keys(old, new):
            yield from diff_value(_get(old, key), _get(new, key), _at(pointer, key), risk=risk)
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            yield from diff_value(a, b, _at(pointer, index), risk=risk)
    elif isinstance(old, str) and isinstance(new, str) and (" " in old or " " in new or len(new) > 40):
        yield Change(pointer, TEXT, "medium", old=old, new=new, text=word_diff(old, new))
    else:
        yield Change(pointer, CHANGED, risk, old=old, new=new)


def _keys(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """New order first, then what was removed: stable and close to how the server lists them."""
    return list(new) + [k for k in old if k not in new]


def _prose(old: Any, new: Any, pointer: str) -> Iterator[Change]:
    if isinstance(old, str) and isinstance(new, str):
        if old != new:
            yield Change(pointer, TEXT, "medium", old=old, new=new, text=word_diff(old, new))
    elif isinstance(new, str) and old is ABSENT:
        yield Change(pointer, TEXT, "medium", new=new, text=word_diff("", new))
    else:
        yield from diff_value(old, new, pointer, risk="medium")


# ---------------------------------------------------------------- JSON Schema


def diff_schema(old: Any, new: Any, pointer: str) -> Iterator[Change]:
    """Structural differences between two JSON Schemas (inputSchema, outputSchema, nested)."""
    if not (isinstance(old, dict) and isinstance(new, dict)):
        yield from diff_value(old, new, pointer, risk="medium")
        return
    for key in _keys(old, new):
        a, b = _get(old, key), _get(new, key)
        if a is not ABSENT and b is not ABSENT and type(a) is type(b) and a == b:
            continue
        at = _at(pointer, key)
        if key == "properties" and _both(a, b, dict):
            yield from _properties(a or {}, b or {}, at)
        elif key == "required" and _both(a, b, list):
            yield from _set_change(a or [], b or [], at, REQUIRED_ADDED, REQUIRED_REMOVED, "medium")
        elif key == "enum" and isinstance(a, list) and isinstance(b, list):
            yield from _set_change(a, b, at, ENUM_ADDED, ENUM_REMOVED, "medium")
        elif key == "type":
            yield Change(at, TYPE_CHANGED, "medium", old=a, new=b)
        elif key == "default":
            yield Change(at, DEFAULT_CHANGED, "medium", old=a, new=b)
        elif key == "additionalProperties":
            yield from _additional(a, b, at)
        elif key in _PROSE_KEYS:
            yield from _prose(a, b, at)
        elif key in _SCHEMA_MAPS and _both(a, b, dict):
            for name in _keys(a or {}, b or {}):
                sub_a, sub_b = _get(a or {}, name), _get(b or {}, name)
                if sub_a is ABSENT or sub_b is ABSENT:
                    yield from diff_value(sub_a, sub_b, _at(at, name), risk="medium")
                else:
                    yield from diff_schema(sub_a, sub_b, _at(at, name))
        elif key in _SCHEMA_ONE and isinstance(a, dict) and isinstance(b, dict):
            yield from diff_schema(a, b, at)
        elif key in _SCHEMA_LIST and isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for index, (sub_a, sub_b) in enumerate(zip(a, b, strict=True)):
                yield from diff_schema(sub_a, sub_b, _at(at, index))
        else:
            yield from diff_value(a, b, at, risk="medium")


def _both(a: Any, b: Any, kind: type) -> bool:
    return (a is ABSENT or isinstance(a, kind)) and (b is ABSENT or isinstance(b, kind))


def _properties(old: dict[str, Any], new: dict[str, Any], pointer: str) -> Iterator[Change]:
    for name in _keys(old, new):
        at = _at(pointer, name)
        if name not in old:
            yield Change(at, PROPERTY_ADDED, "medium", new=new[name], key=name)
        elif name not in new:
            yield Change(at, PROPERTY_REMOVED, "low", old=old[name], key=name)
        else:
            yield from diff_schema(old[name], new[name], at)


def _set_change(old: list[Any], new: list[Any], pointer: str, added: str, removed: str,
                risk: Risk) -> Iterator[Change]:
    before = {_canon(v): v for v in old}
    after = {_canon(v): v for v in new}
    for key, value in after.items():
        if key not in before:
            yield Change(pointer, added, risk, new=value, key=value if isinstance(value, str) else key)
    for key, value in before.items():
        if key not in after:
            yield Change(pointer, removed, "low", old=value, key=value if isinstance(value, str) else key)
    if before.keys() == after.keys() and old != new:
        yield Change(pointer, CHANGED, "low", old=old, new=new)  # order or repeats only


def _allows_more(old: Any, new: Any) -> bool | None:
    """True if additionalProperties `new` accepts more than `old`, False if less, None if unclear."""
    def openness(value: Any) -> int:
        if value is False:
            return 0
        if value is ABSENT or value is True or value == {}:
            return 2
        return 1  # a schema: some extra properties, of some shape

    a, b = openness(old), openness(new)
    return None if a == b else b > a


def _additional(old: Any, new: Any, pointer: str) -> Iterator[Change]:
    looser = _allows_more(old, new)
    if looser is True:
        yield Change(pointer, ADDITIONAL_LOOSENED, "high", old=old, new=new)
    elif looser is False:
        yield Change(pointer, ADDITIONAL_TIGHTENED, "low", old=old, new=new)
    elif isinstance(old, dict) and isinstance(new, dict):
        yield from diff_schema(old, new, pointer)
    else:
        yield from diff_value(old, new, pointer, risk="medium")


# ---------------------------------------------------------------- annotations


def _hint(value: Any, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def annotation_risk(key: str, old: Any, new: Any) -> Risk:
    """How much more a client may let the tool do after this hint changed.

    A client reads an absent hint as MCP's default, so removing `readOnlyHint: true` is the
    same as setting it to false.
    """
    if key not in HINT_DEFAULTS:
        return "low"
    default = HINT_DEFAULTS[key]
    was, now = _hint(old, default), _hint(new, default)
    if key == "readOnlyHint":
        return "high" if was and not now else "low"
    if key == "destructiveHint":
        if now and (not was or (new is True and old is not True)):
            return "high"
        return "low"
    if key == "openWorldHint":
        if now and (not was or (new is True and old is not True)):
            return "medium"
        return "low"
    return "low"  # idempotentHint: retry safety, not permission


def diff_annotations(old: Any, new: Any, pointer: str) -> Iterator[Change]:
    if not (isinstance(old, dict) or old is ABSENT) or not (isinstance(new, dict) or new is ABSENT):
        yield from diff_value(old, new, pointer, risk="medium")
        return
    a, b = old or {}, new or {}
    found: list[Change] = []
    for key in _keys(a, b):
        va, vb = _get(a, key), _get(b, key)
        if va is not ABSENT and vb is not ABSENT and type(va) is type(vb) and va == vb:
            continue
        at = _at(pointer, key)
        if key == "title":
            found.extend(_prose(va, vb, at))
        else:
            found.append(Change(at, ANNOTATION, annotation_risk(key, va, vb), old=va, new=vb, key=key))
    found.sort(key=lambda c: -RISK_RANK[c.risk])
    yield from found


# ---------------------------------------------------------------- a whole tool


def diff_tool(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[Change]:
    """Every change from old to new, riskiest annotation changes first within annotations."""
    changes: list[Change] = []
    for key in _keys(old, new):
        a, b = _get(old, key), _get(new, key)
        if a is not ABSENT and b is not ABSENT and type(a) is type(b) and a == b:
            continue
        at = _at("", key)
        if key in ("description", "title"):
            changes.extend(_prose(a, b, at))
        elif key in ("inputSchema", "outputSchema"):
            changes.extend(diff_schema(a, b, at) if a is not ABSENT and b is not ABSENT
                           else diff_value(a, b, at, risk="medium"))
        elif key == "annotations":
            changes.extend(diff_annotations(a, b, at))
        elif key == "name":
            changes.append(Change(at, CHANGED, "medium", old=a, new=b))
        else:
            changes.extend(diff_value(a, b, at))
    return changes


def max_risk(risks: Sequence[str]) -> Risk | None:
    if not risks:
        return None
    best = max(risks, key=lambda r: RISK_RANK[r])
    return "high" if best == "high" else "medium" if best == "medium" else "low"
