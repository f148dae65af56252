"""Strict JSON reading and deterministic writing.

Python's json keeps the last of two repeated member names silently; a definition with
repeated names has no canonical form, so we refuse it and say where it was.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

from mcp_catalog.gcpause import no_cycle_collection
from mcp_catalog.textsafe import needs_escape


class DuplicateMemberError(ValueError):
    """A JSON object repeats a member name."""

    def __init__(self, name: str) -> None:
        super().__init__(f"repeated JSON member name {name!r}")
        self.name = name


class NestingError(ValueError):
    """Nested deeper than the parser's recursion limit."""

    def __init__(self) -> None:
        super().__init__("nested too deeply")


class NumberError(ValueError):
    """A number with no exact double: a NaN/Infinity literal, or (when checked) one out of range."""

    def __init__(self, text: str, literal: bool) -> None:
        super().__init__(f"{text} is not valid JSON" if literal else f"number {text} is out of range")
        self.text = text


# (name, the object that repeats it): the object lets a caller say whose definition it was.
Repeats = list[tuple[str, dict[str, Any]]]


def _object_hook(repeats: Repeats | None) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """Build objects at C speed; repeated names raise (repeats is None) or are recorded."""

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)  # only a length mismatch needs the slow look
        if len(obj) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    if repeats is None:
                        raise DuplicateMemberError(key)
                    repeats.append((key, obj))
                seen.add(key)
        return obj

    return hook


def _reject_constant(name: str) -> Any:
    raise NumberError(name, literal=True)


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise NumberError(text, literal=False)
    return value


def _double_sized_int(text: str) -> int:
    value = int(text)
    if len(text) > 309:  # past any double: no canonical form
        try:
            float(value)
        except OverflowError:
            raise NumberError(text[:20] + "...", literal=False) from None
    return value


def _parse(text: str | bytes, repeats: Repeats | None, check_numbers: bool, *, hook: bool = True) -> Any:
    try:
        with no_cycle_collection():
            return json.loads(
                text,
                object_pairs_hook=_object_hook(repeats) if hook else None,
                parse_constant=_reject_constant,
                parse_float=_finite_float if check_numbers else None,  # None: json's own, at C speed
                parse_int=_double_sized_int if check_numbers else None,
            )
    except RecursionError:
        raise NestingError() from None


def loads_strict(text: str | bytes) -> Any:
    """Parse JSON, rejecting repeated member names and NaN/Infinity.

    Big integers stay exact Python ints, and lone surrogate escapes survive as code points,
    so the hash can apply RFC 8785's rules to exactly what was sent.
    """
    return _parse(text, None, check_numbers=False)


def loads_counted(text: str) -> tuple[Any, int | None]:
    """loads_strict for a caller that encodes the whole value anyway (lock and check hash it),
    with the check for repeated names left to that caller: the value, parsed at full C speed,
    and the number of ':' in text (None: already checked here, nothing left to compare).

    The value repeats no member name exactly when an encoding of it (json's, any separators)
    holds as many ':' as text: outside strings a ':' only separates a member from its value, a
    ':' inside a string survives parsing, and a dropped repeat takes at least its own separator
    with it. An escaped colon (\\u003a) would count on one side only, so such text is read by
    loads_strict. A caller whose count differs reads the text with loads_strict for the error.
    """
    if "\\u003a" in text or "\\u003A" in text:
        return loads_strict(text), None
    return _parse(text, None, check_numbers=False, hook=False), text.count(":")


def loads_recording(text: str | bytes) -> tuple[Any, Repeats]:
    """Parse one message a server sent: the same reader as loads_strict, but repeated names
    are recorded rather than raised (only the caller knows whether they land in a definition),
    and numbers no double can hold raise NumberError (they have no canonical form)."""
    repeats: Repeats = []
    return _parse(text, repeats, check_numbers=True), repeats


def route_to(value: Any, target: object) -> list[str | int] | None:
    """The keys and indices from value down to target (found by identity: one of the objects
    Repeats names), or None: for saying where a repeat was, on that rare path only."""
    stack: list[tuple[Any, list[str | int]]] = [(value, [])]
    while stack:
        item, route = stack.pop()
        if item is target:
            return route
        if isinstance(item, dict):
            stack.extend((child, [*route, key]) for key, child in item.items() if isinstance(child, (dict, list)))
        elif isinstance(item, list):
            stack.extend((child, [*route, n]) for n, child in enumerate(item) if isinstance(child, (dict, list)))
    return None


_NON_ASCII = re.compile(r"[^\x00-\x7e]")
_encode_basestring = json.encoder.encode_basestring  # C; what json.dumps(ensure_ascii=False) uses


def _json_escape(match: re.Match[str]) -> str:
    ch = match.group()
    if not needs_escape(ch):
        return ch
    cp = ord(ch)
    if cp > 0xFFFF:
        cp -= 0x10000
        return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"
    return f"\\u{cp:04x}"


def dumps_pretty(value: Any) -> str:
    """Two-space indent, sorted keys, trailing newline: stable, reviewable diffs.

    Readable text stays readable, but invisible, bidi and control characters are written
    as \\u escapes, so a reviewer reading the file in a pull request sees them.
    """
    text = json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return _NON_ASCII.sub(_json_escape, text) + "\n"


def encode_string(text: str) -> str:
    """One JSON string exactly as dumps_pretty writes it (for writers that build text directly)."""
    if text.isascii() and "\x7f" not in text:  # nothing for _json_escape: json's C string encoder alone
        return _encode_basestring(text)
    return _NON_ASCII.sub(_json_escape, json.dumps(text, ensure_ascii=False))


# One token of JSON with comments, in the order tried: a string (to the end of the text if it
# is never closed: json then names where it started), a comment, punctuation, or a run of
# anything else up to the next of those (numbers, literals, a stray '/'). Whitespace is skipped.
_JSONC_TOKEN = re.compile(
    r'(?P<string>"[^"\\]*(?:\\.[^"\\]*)*"?)'
    r"|(?P<line>//[^\r\n]*)"
    r"|(?P<block>/\*)"
    r"|(?P<punct>[,\[\]{}:])"
    r'|(?P<other>[^\s"/,\[\]{}:]+|/)',
    re.S,
)
_TRAILING = re.compile(r",\s*[\]}]")
_NOT_NEWLINE = re.compile(r"[^\n]")


def strip_jsonc(text: str) -> str:
    """Blank out // and /* */ comments and trailing commas (VS Code's mcp.json is JSONC).

    Each removed character becomes a space (newlines stay), so json's line and column in an
    error point at the user's own text. A comma is trailing when it follows a value and only
    whitespace and comments stand between it and the `]` or `}`; `[,]` stays an error.
    Raises json.JSONDecodeError for a /* comment that is never closed.
    """
    if "/" not in text and not _TRAILING.search(text):
        return text  # nothing to do (a match inside a string only costs the slow path)
    blank: list[tuple[int, int]] = []  # spans to blank out
    after_value = False  # the last token ended a value: a comma after it may be trailing
    comma = -1  # position of a comma after a value with only comments since, else -1
    pos = 0
    while (match := _JSONC_TOKEN.search(text, pos)) is not None:
        kind, start, pos = match.lastgroup, match.start(), match.end()
        if kind == "block":
            end = text.find("*/", pos)
            if end < 0:
                raise json.JSONDecodeError("Unterminated comment starting at", text, start)
            pos = end + 2
        if kind == "line" or kind == "block":
            blank.append((start, pos))
            continue
        closes = kind == "punct" and match.group() in "]}"
        if closes and comma >= 0:
            blank.append((comma, comma + 1))
        comma = start if kind == "punct" and match.group() == "," and after_value else -1
        after_value = closes or kind == "string" or kind == "other"
    out: list[str] = []
    done = 0  # text[:done] is in out
    for start, end in sorted(blank):
        out.append(text[done:start])
        out.append(_NOT_NEWLINE.sub(" ", text[start:end]))
        done = end
    out.append(text[done:])
    return "".join(out)


def duplicate_key_where(text: str) -> str | None:
    """`:LINE: duplicate key 'KEY' (first at line N)`, to follow a file's name in a message, for the
    first key repeated in one object of text (comments blanked out); None when there is none."""
    found = first_duplicate_key(text)
    if found is None:
        return None
    from mcp_catalog.textsafe import quoted_name

    key, first, line = found
    return f":{line}: duplicate key {quoted_name(key)} (first at line {first})"


def first_duplicate_key(text: str) -> tuple[str, int, int] | None:
    """The first key repeated within one object of a JSON text (comments blanked out), with the
    lines of its first and second occurrence: for an error message that points at both (the
    parser's hook sees a finished object, not where its keys were)."""
    objects: list[dict[str, int] | None] = []  # the open containers: an object's keys and lines, None for an array
    line, counted = 1, 0
    pending: tuple[str, int] | None = None  # a string token that a `:` would make a key
    for match in _JSONC_TOKEN.finditer(text):
        kind, token = match.lastgroup, match.group()
        if kind == "punct":
            if token == ":" and pending is not None and objects and objects[-1] is not None:
                key, start = pending
                line += text.count("\n", counted, start)
                counted = start
                keys = objects[-1]
                if key in keys:
                    return key, keys[key], line
                keys[key] = line
            elif token in "{[":
                objects.append({} if token == "{" else None)
            elif token in "}]" and objects:
                objects.pop()
        pending = None
        if kind == "string":
            try:
                pending = (json.loads(token), match.start())
            except ValueError:
                pending = None
    return None
