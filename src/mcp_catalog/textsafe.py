"""Make attacker-controlled text safe to print.

Tool definitions come from servers we do not trust; printed raw they can move the
cursor, hide text or reorder it (bidi). Everything not plainly visible becomes an escape.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Visible-looking but dangerous: bidi controls, zero-width and other invisible formatters.
_ALWAYS_ESCAPE = {
    0x00AD,  # soft hyphen
    0x034F,  # combining grapheme joiner
    0x061C,  # arabic letter mark
    0x115F,
    0x1160,
    0x17B4,
    0x17B5,
    0x180E,
    0x3164,
    0xFFA0,
    0x2800,  # braille blank
}


def needs_escape(ch: str) -> bool:
    """True for characters that are invisible, control or direction-changing."""
    cp = ord(ch)
    if cp < 0x20 or 0x7F <= cp < 0xA0:
        return True
    if cp in _ALWAYS_ESCAPE:
        return True
    if 0xD800 <= cp <= 0xDFFF:  # lone surrogate
        return True
    cat = unicodedata.category(ch)
    # Cf: format (ZW*, bidi, tags), Co: private use, Cn: unassigned, Zl/Zp: line/para separators
    return cat in ("Cf", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and ch != " ")


def escape_char(ch: str) -> str:
    cp = ord(ch)
    if ch == "\n":
        return "\\n"
    if ch == "\t":
        return "\\t"
    if ch == "\r":
        return "\\r"
    if cp <= 0xFF:
        return f"\\x{cp:02x}"
    if cp <= 0xFFFF:
        return f"\\u{cp:04x}"
    return f"\\U{cp:08x}"


# What escape() changes in text that str.isprintable() accepts: the backslash and _ALWAYS_ESCAPE.
# (isprintable() is false exactly for categories Cc, Cf, Cs, Co, Cn, Zs but the space, Zl, Zp,
# which needs_escape covers: so printable text without these needs no change.)
_ALWAYS = re.escape("".join(map(chr, sorted(_ALWAYS_ESCAPE))))
_HIDDEN = re.compile(f"[{_ALWAYS}]")
_SPECIAL = re.compile(f"[{_ALWAYS}\\\\]")


def plain(text: str) -> bool:
    """Whether nothing in text acts on a terminal or hides (what neutralize leaves as it is)."""
    return text.isprintable() and (text.isascii() or not _HIDDEN.search(text))


def escape(text: str, *, keep_newlines: bool = False) -> str:
    """Return text with every control, bidi and invisible character written as an escape."""
    if text.isprintable() and not _SPECIAL.search(text):
        return text  # the common case, in C; _each gives the same
    # Printable ASCII but the backslash is left as it is, in C; each other character is looked
    # at alone, as _each does (a description with line breaks was escaped a character at a time).
    return _CANDIDATE.sub(_kept_newline if keep_newlines else _escaped_match, text)


_CANDIDATE = re.compile(r"[^\x20-\x5b\x5d-\x7e]")  # not printable ASCII, or a backslash


@lru_cache(maxsize=4096)
def _shown(ch: str) -> str:
    if ch == "\\":
        return "\\\\"
    return escape_char(ch) if needs_escape(ch) else ch


def _escaped_match(match: re.Match[str]) -> str:
    return _shown(match.group())


def _kept_newline(match: re.Match[str]) -> str:
    ch = match.group()
    return ch if ch == "\n" else _shown(ch)


def _each(text: str, keep_newlines: bool) -> str:
    """escape() one character at a time: the definition, which tests hold escape() to."""
    out: list[str] = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif keep_newlines and ch == "\n":
            out.append(ch)
        elif needs_escape(ch):
            out.append(escape_char(ch))
        else:
            out.append(ch)
    return "".join(out)


NAME_LIMIT = 120  # characters of a name shown in a report line


def shown_name(text: str, limit: int = NAME_LIMIT) -> str:
    """A server id, tool name or pointer for a report line: escaped, cut after `limit` characters with its length
    told (a hostile server's name of 200,000 characters would flood a CI log), an empty one shown as ''."""
    if not text:
        return "''"
    if len(text) <= limit:
        return escape(text)
    return f"{escape(text[:limit])}… ({len(text):,} characters)"


def quoted_name(text: str) -> str:
    """shown_name in quotes for a message, an empty one as ''."""
    return f"'{shown_name(text)}'" if text else "''"


INSTRUCTIONS = "(instructions)"  # what reports put where a tool's name goes, for the server's instructions


def tool_label(name: str | None, *, cut: bool = True) -> str:
    """A tool's name in a report line (escaped; cut when long unless cut=False), or (instructions) for the
    server's: a tool that a server names "(instructions)" is shown quoted, not taken for them."""
    if name is None:
        return INSTRUCTIONS
    shown = shown_name(name) if cut else escape(name)
    return f"'{shown}'" if shown == INSTRUCTIONS else shown


def excerpt(text: str, start: int = 0, width: int = 80) -> str:
    """An escaped window of text around start, with ellipses where it was cut."""
    lo = max(0, start - width // 4)
    hi = min(len(text), lo + width)
    body = escape(text[lo:hi])
    return ("…" if lo > 0 else "") + body + ("…" if hi < len(text) else "")


def neutralize(text: str) -> str:
    """Escape only what could act on a terminal (controls, bidi, invisibles), leaving
    backslashes alone: for whole messages whose parts may already be escaped."""
    if plain(text):
        return text
    return "".join(escape_char(ch) if needs_escape(ch) else ch for ch in text)
