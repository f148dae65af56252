"""Strict JSON reading and deterministic writing.

Python's json keeps the last of two repeated member names silently; a definition with
repeated names has no canonical form, so we refuse it and say where it was.
"""

from __future__ import annotations

import json
import re
from typing import Any

from mcp_catalog.gcpause import no_cycle_collection
from mcp_catalog.textsafe import needs_escape


class DuplicateMemberError(ValueError):
    """A JSON object repeats a member name."""

    def __init__(self, name: str) -> None:
        super().__init__(f"repeated JSON member name {name!r}")
        self.name = name


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)  # C speed; only a length mismatch needs the slow look
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateMemberError(key)
            seen.add(key)
    return obj


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def loads_strict(text: str | bytes) -> Any:
    """Parse JSON, rejecting repeated member names and NaN/Infinity.

    Big integers stay exact Python ints, and lone surrogate escapes survive as code points,
    so the hash can apply RFC 8785's rules to exactly what was sent.
    """
    try:
        with no_cycle_collection():
            return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_reject_constant)
    except RecursionError:
        raise ValueError("nested too deeply") from None


_NON_ASCII = re.compile(r"[^\x00-\x7e]")


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
    return _NON_ASCII.sub(_json_escape, json.dumps(text, ensure_ascii=False))


def strip_jsonc(text: str) -> str:
    """Remove // and /* */ comments and trailing commas (VS Code's mcp.json is JSONC)."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            stop = n if end < 0 else end + 2
            out.append(" " + "\n" * text.count("\n", i, stop))  # keep line numbers
            i = stop
        elif ch == ",":
            j = i + 1
            while j < n and text[j] in " \t\r\n":
                j += 1
            if j < n and text[j] in "}]":
                i += 1  # trailing comma
            else:
                out.append(ch)
                i += 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)
