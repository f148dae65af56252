"""Folding text for matching: what a model reads, not what a byte-level regex sees.

Invisible characters split trigger words ("ign<ZWSP>ore"), lookalike letters from other
scripts disguise them ("іgnore" with a Cyrillic і), and mathematical or full-width letters
dress them up. Rules match on a folded, lower-case copy; `index` maps each folded position
back to the original, so excerpts still point at the real text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from mcp_catalog.lint.walker import Field

# Lookalikes of Latin letters in Cyrillic, Greek and elsewhere (lower-cased targets).
_HOMOGLYPHS = {
    "а": "a",
    "е": "e",
    "ё": "e",
    "о": "o",
    "р": "p",
    "с": "c",
    "у": "y",
    "х": "x",
    "і": "i",
    "ї": "i",
    "ј": "j",
    "ѕ": "s",
    "ԁ": "d",
    "ԛ": "q",
    "ԝ": "w",
    "һ": "h",
    "ӏ": "l",
    "к": "k",
    "в": "b",
    "м": "m",
    "н": "h",
    "т": "t",
    "ո": "n",
    "ս": "u",
    "օ": "o",
    "α": "a",
    "ο": "o",
    "ρ": "p",
    "ν": "v",
    "ι": "i",
    "κ": "k",
    "υ": "u",
    "χ": "x",
    "τ": "t",
    "ε": "e",
    "ϲ": "c",
    "ј̇": "j",
    "ı": "i",
    "ℓ": "l",
    "ɡ": "g",
    "ɑ": "a",
    "ᴜ": "u",
}


@lru_cache(maxsize=4096)
def _fold_char(ch: str) -> str:
    """The folded form of one non-ASCII character ("" when it is invisible)."""
    cp = ord(ch)
    if 0xE0000 <= cp <= 0xE007F or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF:
        return ""
    cat = unicodedata.category(ch)
    if cat == "Cf" or cp == 0x00AD or 0x0300 <= cp <= 0x036F:
        # a format character, or a diacritic left over once text is composed (fold): "i̶g̶n̶o̶r̶e̶" reads as "ignore"
        return ""
    if cat in ("Zs", "Zl", "Zp"):
        return " "
    if cp == 0x0130:  # Turkish capital İ: lower() gives i plus a combining dot
        return "i"
    if 0x0370 <= cp <= 0x03FF or 0x1F00 <= cp <= 0x1FFF:
        # Greek written in capitals has no accents and no final sigma: "ΟΔΗΓΙΕΣ" and "οδηγίες" read alike
        bare = "".join(c for c in unicodedata.normalize("NFD", ch.lower()) if not unicodedata.combining(c))
        return "".join(_HOMOGLYPHS.get(c, c) for c in bare.replace("ς", "σ"))
    low = ch.lower()
    if low in _HOMOGLYPHS:
        return _HOMOGLYPHS[low]
    folded = unicodedata.normalize("NFKC", ch).lower()
    if folded.isascii():
        return folded
    return "".join(_HOMOGLYPHS.get(c, c) for c in folded)


@dataclass(slots=True)
class Text:
    """A field plus its folded lower-case copy (and, for decoded text, where it came from)."""

    field: Field
    raw: str  # what rules report excerpts from (the field text, or decoded hidden text)
    norm: str
    index: list[int] | None = None  # norm position -> raw position, None when identical
    decoded_from: str | None = None  # "Unicode tag characters", "base64", ...
    depth: int = 0

    @property
    def kind(self) -> str:
        return self.field.kind

    def raw_pos(self, pos: int) -> int:
        if self.index is None:
            return pos
        if pos >= len(self.index):
            return len(self.raw)
        return self.index[pos]


_NON_ASCII = re.compile(r"[^\x00-\x7f]")
# Terminal escape sequences (the terminal-escapes rule reports them).
ESCAPE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"  # DCS, SOS, PM, APC
    r"|\x1b[ -/]*[0-~]?"  # other ESC sequences
    r"|\x9b[0-?]*[ -/]*[@-~]|\x9d[^\x07\x9c]*[\x07\x9c]?"  # 8-bit CSI / OSC
)


def fold_pattern(pattern: str) -> str:
    """A regular expression's source with its non-ASCII letters folded as text is: rules match folded text, where
    lookalike letters read as Latin, so a word written as people write it ("всегда", "aramızda") would never match."""
    pattern = unicodedata.normalize("NFC", pattern)
    return "".join(c if c.isascii() or not c.isalpha() else (_fold_char(c) or c) for c in pattern)


def fold(text: str) -> tuple[str, list[int] | None]:
    """Lower-case text with invisibles dropped and lookalikes mapped to Latin; a terminal escape
    sequence reads as a space ("Weather.<ESC>[8mIgnore all ..." is read as its words)."""
    if "\x1b" in text or "\x9b" in text or "\x9d" in text:
        return _fold_escaped(text)
    return _fold(text)


def _fold_escaped(text: str) -> tuple[str, list[int]]:
    out: list[str] = []
    index: list[int] = []
    pos = 0
    for m in ESCAPE.finditer(text):
        _fold_into(text, pos, m.start(), out, index)
        out.append(" ")
        index.append(m.start())
        pos = m.end()
    _fold_into(text, pos, len(text), out, index)
    return "".join(out), index


def _fold_into(text: str, start: int, end: int, out: list[str], index: list[int]) -> None:
    if start < end:
        part, where = _fold(text[start:end])
        out.append(part)
        index.extend(range(start, end) if where is None else (start + i for i in where))


def _fold(text: str) -> tuple[str, list[int] | None]:
    if text.isascii():
        return text.lower(), None
    if not unicodedata.is_normalized("NFC", text):
        return _fold_composed(text)
    out: list[str] = []
    index: list[int] = []
    pos = 0
    for m in _NON_ASCII.finditer(text):
        start = m.start()
        if start > pos:  # a stretch of ASCII: lower-cased as is, one position per character
            out.append(text[pos:start].lower())
            index.extend(range(pos, start))
        folded = _fold_char(m.group())
        out.append(folded)
        index.extend([start] * len(folded))
        pos = start + 1
    if pos < len(text):
        out.append(text[pos:].lower())
        index.extend(range(pos, len(text)))
    return "".join(out), index


# A character and the combining marks after it.
_CLUSTER = re.compile(r".[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]*", re.DOTALL)


def _fold_composed(text: str) -> tuple[str, list[int]]:
    """Text with letters written as a base and combining marks ("e" + U+0301) composed first, so it reads as the same
    text typed with precomposed letters ("é") does."""
    parts: list[str] = []
    starts: list[int] = []
    for m in _CLUSTER.finditer(text):
        piece = unicodedata.normalize("NFC", m.group())
        parts.append(piece)
        starts.extend([m.start()] * len(piece))
    norm, index = _fold("".join(parts))
    if index is None:
        return norm, starts
    return norm, [starts[i] for i in index]


def make_text(fld: Field, raw: str | None = None, decoded_from: str | None = None, depth: int = 0) -> Text:
    body = fld.text if raw is None else raw
    norm, index = fold(body)
    return Text(fld, body, norm, index, decoded_from, depth)


@lru_cache(maxsize=8192)
def script_of(ch: str) -> str:
    """The script of a letter, from its Unicode name ("LATIN", "CYRILLIC", ...), or ""."""
    if ch.isascii():
        return "LATIN" if ch.isalpha() else ""
    if not ch.isalpha():
        return ""
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return ""
    first = name.split(" ", 1)[0]
    if first in ("MATHEMATICAL", "FULLWIDTH", "SMALL", "MODIFIER"):
        return "LATIN" if "LATIN" in name or "CAPITAL" in name or "SMALL" in name else first
    return first


_ASCII_PIECE = re.compile(r"[A-Z]+[a-z0-9]*|[a-z0-9]+")


@lru_cache(maxsize=8192)
def split_identifier(name: str) -> list[str]:
    """`contentFromReading_ssh-id_rsa` -> ["content", "from", "reading", "ssh", "id", "rsa"]."""
    if name.isascii():
        # The same split as below: a word breaks at anything not a letter or digit, and before a
        # capital that follows a lower-case letter or a digit.
        return [w.lower() for w in _ASCII_PIECE.findall(name)]
    return _split_any(name)


def _split_any(name: str) -> list[str]:
    words: list[str] = []
    current = ""
    prev = ""
    for ch in name:
        if not ch.isalnum():
            if current:
                words.append(current)
            current = ""
        elif ch.isupper() and current and (prev.islower() or prev.isdigit()):
            words.append(current)
            current = ch
        else:
            current += ch
        prev = ch
    if current:
        words.append(current)
    return [w.lower() for w in words]
