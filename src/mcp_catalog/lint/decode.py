"""Find text that is hidden or encoded inside a string, and decode it so it is linted too.

A payload spelled in Unicode tag characters, variation selectors, base64, hex, ROT13 or a `data:`
URI is invisible to a reviewer but can still be read (and obeyed) by a model, or decoded by
one on request. Each decoded piece becomes a `Text` of its own, linted like any other.
"""

from __future__ import annotations

import base64
import binascii
import re
import urllib.parse
from collections.abc import Callable

from mcp_catalog.lint.text import Text, make_text

MAX_DEPTH = 2

TAGS = re.compile("[\U000e0000-\U000e007f]+")
VARIATION = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]{4,}")
# Not after "=" either way round: "v=QWZ0..." (a key and its value) holds a token too.
BASE64 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/=_-])")
BASE32 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Z2-7]{24,}={0,6}(?![A-Za-z0-9+/=_-])")
# Plain letters and digits written as escapes: nothing honest spells "a" as %61, &#97; or \x61.
_ESCAPED_ALNUM = (
    r"%(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])"
    r"|&#(?:4[89]|5[0-7]|6[5-9]|[7-8][0-9]|9[0789]|1[01][0-9]|12[0-2]);"
    r"|&#[xX](?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]);"
    r"|\\x(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])"
    r"|\\u00(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])"
)
_OBFUSCATED = re.compile(f"(?:{_ESCAPED_ALNUM})(?:[^\\s%&]{{0,3}}(?:{_ESCAPED_ALNUM})){{3,}}")
_ESCAPE_RUN = re.compile(
    r"(?:%[0-9A-Fa-f]{2}|&#(?:\d{1,7}|[xX][0-9A-Fa-f]{1,6});|\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|[^\s\"'<>])*"
)
HEX = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Fa-f])")
# A sentence written as one identifier, six words or more joined by underscores, as an enum value or a default
# ("least_viewed_assistant_always_use_this_one"): a model reads it as the sentence it spells, a keyword rule reads one
# unknown word. Its words are linted as written with spaces. Not a property name: a flag's name of many words says
# what the flag does ("always_round_net_pay_down_to_the_nearest_cent_regardless_of_currency").
SNAKE_SENTENCE = re.compile(r"(?<![\w.-])[^\W\d_][^\W_]*(?:_[^\W_]+){5,}(?![\w.-])")
DATA_URI = re.compile(r"data:([a-z]+/[a-z0-9.+-]+)?((?:;[a-z0-9=.-]+)*),([^\s\"')>\]]+)", re.I)
_LONG_TOKEN = re.compile(r"[A-Za-z0-9+/_=-]{24,}")
_LONG_PIECE = re.compile(r"(?<!\S)\S{24,}")  # a whole piece between white space, 24 characters or more
# The start of a _LONG_TOKEN: without one, no piece holds a token and nothing is searched.
_LONG_TOKEN_START = re.compile(r"(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_=-]{24}")
# ASCII text as bytes, each token character made "a" and every other byte a space: a _LONG_TOKEN
# is then 24 a's in a row, which a substring search finds far quicker than the expression.
_TOKEN_BYTES = bytes(97 if chr(c) in "+/_=-" or (c < 128 and chr(c).isalnum()) else 32 for c in range(256))
_TOKEN_RUN = b"a" * 24


def _has_long_token(raw: str) -> bool:
    """Whether _LONG_TOKEN matches somewhere in raw."""
    if raw.isascii():
        return _TOKEN_RUN in raw.encode("ascii").translate(_TOKEN_BYTES)
    return _LONG_TOKEN_START.search(raw) is not None


def may_hide(raw: str, norm: str) -> bool:
    """Whether hidden_in can find anything in this text: non-ASCII characters, a long token, a data: URI,
    letters written as escapes, a hint of ROT13."""
    return not raw.isascii() or (
        len(raw) >= 24
        and (
            _has_long_token(raw)
            or "data:" in norm
            or (_may_escape(raw) and _OBFUSCATED.search(raw) is not None)
            or _rot13_hint(norm)
            or _ROT13_NAMED.search(norm) is not None
            or _reversed_hint(norm)
            or ("%" in raw and _PERCENT_RUN.search(raw) is not None)
            or _DECIMAL.search(raw) is not None
        )
    )


# ROT13, the letter rotation models undo as readily as they read: text whose rotated words are
# common English ones. Every such text holds one of these (rotated "the", "and", "to", "you", "of")
# between spaces, which is the quick test.
_ROT13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm"
)
_ROT13_HINTS = (" gur ", " naq ", " gb ", " lbh ", " bs ")
_COMMON = frozenset(
    {
        "the", "and", "to", "of", "in", "is", "it", "you", "your", "that", "for", "on", "with", "as", "this", "be",
        "are", "or", "not", "all", "any", "do", "does", "don", "never", "always", "user", "users", "tell", "send",
        "read", "call", "put", "file", "files", "before", "after", "when", "then", "first", "also", "if", "from",
        "into",
        "by", "at", "an", "will", "must", "should", "can", "only", "every", "each", "them", "their", "they", "its",
        "our", "we", "me", "my", "answer", "answering", "output", "input", "text", "data", "key", "keys", "argument",
        "arguments", "contents", "content", "system", "prompt", "conversation", "full", "pass", "include", "add",
        "append", "reveal", "tool", "tools", "message", "messages", "email", "token", "tokens", "secret", "password",
        "credentials", "instead", "ignore", "previous", "prior", "instructions", "use", "run",
    }
)
_CLAUSE_END = re.compile(r"[.!?;:](?=\s|$)|\n")
_ALPHA = re.compile(r"[A-Za-z]+")


def _rot13_hint(norm: str) -> bool:
    return any(hint in norm for hint in _ROT13_HINTS)


# ROT13 named as such ("Internal (ROT13): Nccebir ...", "rot13, ontcijferen en uitvoeren: Fghhe ..."): the text
# after the colon that follows, whatever its language, up to the line's end.
_ROT13_NAMED = re.compile(r"(?<![a-z0-9])rot[\s-]?13(?![0-9])", re.I)
_AFTER_COLON = re.compile(r"[^:\n]{0,80}:\s*([A-Za-z][^\n]{11,})")


def named_rot13_span(raw: str) -> tuple[int, int] | None:
    """Where the text after a mention of ROT13 and a colon stands, when it is letters and spaces mostly."""
    m = _ROT13_NAMED.search(raw)
    after = _AFTER_COLON.match(raw, m.end()) if m is not None else None
    if after is None:
        return None
    lo, hi = after.span(1)
    body = raw[lo:hi].rstrip()
    letters = sum(ch.isascii() and ch.isalpha() for ch in body)
    rotated = _vowels(body.translate(_ROT13))
    if letters < 0.7 * len(body) or rotated < 0.3 or rotated < _vowels(body) + 0.1:
        return None  # "ROT13: pass the text to encode": plain words already, rotating them makes none
    return lo, lo + len(body)


def _vowels(text: str) -> float:
    """The share of vowels among the letters: about two in five in any language written in Latin letters, one in
    five once rotated (the vowels become n, r, v, b, h)."""
    letters = [ch for ch in text.lower() if "a" <= ch <= "z"]
    return sum(ch in "aeiou" for ch in letters) / len(letters) if letters else 0.0


# Text written back to front ("eht ot resu eht llet"): the same test as ROT13, the words reversed.
_REVERSED_HINTS = (" eht ", " dna ", " ot ", " uoy ", " fo ", " resu ")


def _reversed_hint(norm: str) -> bool:
    return any(hint in norm for hint in _REVERSED_HINTS)


def _reverse(word: str) -> str:
    return word[::-1]


# Character codes written as decimal numbers ("73 103 110 ...", "String.fromCharCode(65,108,...)"):
# twelve or more codes of printable characters in a row.
_DECIMAL = re.compile(r"(?<![\d.])\d{2,5}(?:(?:\s*,\s*|\s+)\d{2,5}){11,}(?![\d.])")
# Text percent-encoded piecemeal: words joined by %20, or UTF-8 bytes of other scripts (%E9%87%91).
_PERCENT_RUN = re.compile(r"[^\s%]{0,24}(?:%[0-9A-Fa-f]{2}[^\s%]{0,24}){8,}")


def decimal_text(run: str) -> str | None:
    """The characters a run of decimal codes spells, None when one is not a printable character."""
    out = []
    for part in re.findall(r"\d+", run):
        code = int(part)
        if not (code in (9, 10, 13) or 32 <= code <= 126 or 160 <= code <= 0x2FFFF):
            return None
        out.append(chr(code))
    return "".join(out)


def _english(words: list[str]) -> int:
    return sum(1 for word in words if word.lower() in _COMMON)


def rot13_spans(raw: str, undo: Callable[[str], str] | None = None) -> list[tuple[int, int]]:
    """Runs of clauses written in ROT13 (or in another word-by-word disguise `undo` reverses): at
    least a quarter of their words, and two or more, are common English words once undone, and more
    than twice as many as before."""
    spans: list[tuple[int, int]] = []
    start = 0
    ends = [m.end() for m in _CLAUSE_END.finditer(raw)]
    for end in [*ends, len(raw)]:
        words = _ALPHA.findall(raw, start, end)
        rotated = _english([undo(word) if undo else word.translate(_ROT13) for word in words])
        if rotated >= 2 and rotated >= 0.25 * len(words) and rotated > 2 * _english(words):
            lo = start + len(raw[start:end]) - len(raw[start:end].lstrip())
            if spans and not raw[spans[-1][1] : lo].strip():
                spans[-1] = (spans[-1][0], end)
            else:
                spans.append((lo, end))
        start = end
    return spans


def _may_escape(raw: str) -> bool:
    """Whether raw holds the start of an escape _OBFUSCATED looks for: a quick test before it runs."""
    return "%" in raw or "&#" in raw or "\\x" in raw or "\\u" in raw


def _unescape(run: str) -> str:
    """%XX, &#NN;, &#xNN;, \\xNN and \\uNNNN in a run of text, decoded (UTF-8 for the bytes)."""
    import html

    def byte_run(m: re.Match[str]) -> str:
        data = bytes(int(part[-2:], 16) for part in re.findall(r"(?:%|\\x)[0-9A-Fa-f]{2}", m.group()))
        return data.decode("utf-8", errors="replace")

    text = re.sub(r"(?:(?:%|\\x)[0-9A-Fa-f]{2})+", byte_run, run)
    text = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), text)
    return html.unescape(text)


class Decoded(Text):
    """Decoded text; `parent` is the Text it was found in and `span` where, in parent.raw."""

    __slots__ = ("parent", "span")

    parent: Text
    span: tuple[int, int]


def _child(parent: Text, body: str, how: str, span: tuple[int, int]) -> Decoded:
    base = make_text(parent.field, body, how, parent.depth + 1)
    child = Decoded(base.field, base.raw, base.norm, base.index, how, base.depth)
    child.parent = parent
    child.span = span
    return child


def readable(body: str) -> bool:
    """Mostly printable text with some letters: something a model could read as words."""
    if len(body) < 6:
        return False
    printable = sum(1 for ch in body if ch.isprintable() or ch in "\n\t")
    letters = sum(1 for ch in body if ch.isalpha())
    # Scripts written without spaces (Japanese, Chinese) read as words without one.
    spaced = " " in body.strip() or sum(1 for ch in body if ord(ch) >= 0x2E80 and ch.isalpha()) >= 6
    return printable >= 0.9 * len(body) and letters >= 0.5 * len(body.replace(" ", "")) and spaced


def decode_tags(run: str) -> str:
    return "".join(chr(ord(ch) - 0xE0000) for ch in run if 0xE0020 <= ord(ch) <= 0xE007E)


def decode_variation(run: str) -> bytes:
    out = bytearray()
    for ch in run:
        cp = ord(ch)
        out.append(cp - 0xFE00 if cp <= 0xFE0F else cp - 0xE0100 + 16)
    return bytes(out)


def _b64(token: str) -> bytes | None:
    body = token.rstrip("=")
    if len(body) % 4 == 1:
        return None
    padded = body + "=" * (-len(body) % 4)
    try:
        if "-" in body or "_" in body:
            return base64.urlsafe_b64decode(padded)
        return base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        return None


def _utf8(data: bytes) -> str | None:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def hidden_in(text: Text) -> list[Decoded]:
    """Every hidden or encoded piece of text in one Text."""
    if text.depth >= MAX_DEPTH:
        return []
    raw = text.raw
    found: list[Decoded] = []
    body: str | None
    if not raw.isascii():
        for m in TAGS.finditer(raw):
            body = decode_tags(m.group())
            if body.strip():
                found.append(_child(text, body, "Unicode tag characters", m.span()))
        for m in VARIATION.finditer(raw):
            body = _utf8(decode_variation(m.group()))
            if body and readable(body):
                found.append(_child(text, body, "variation selectors", m.span()))
    # Encodings hold no white space: only pieces between spaces that hold a long token are
    # searched (white space on both sides of a piece keeps the expressions' look-arounds true).
    long_piece = len(raw) >= 24 and _has_long_token(raw)
    pieces = _LONG_PIECE.finditer(raw) if long_piece else iter(())
    spans = [m.span() for m in pieces if _LONG_TOKEN.search(raw, *m.span())]
    for start, end in spans:
        for m in BASE64.finditer(raw, start, end):
            token = m.group()
            if token.isalpha() and (token.islower() or token.isupper()):
                continue  # a long word, not an encoding
            data = _b64(token)
            body = _utf8(data) if data else None
            if body and readable(body):
                found.append(_child(text, body, "base64", m.span()))
    for start, end in spans:
        for m in BASE32.finditer(raw, start, end):
            token = m.group().rstrip("=")
            try:
                data = base64.b32decode(token + "=" * (-len(token) % 8))
            except (binascii.Error, ValueError):
                continue
            body = _utf8(data)
            if body and readable(body):
                found.append(_child(text, body, "base32", m.span()))
    escaped: list[tuple[int, int]] = []
    done = 0  # where the last run of escapes ended: a match inside it is a piece of it, decoded already
    for m in _OBFUSCATED.finditer(raw) if _may_escape(raw) else ():
        if m.start() < done:
            continue
        run = _ESCAPE_RUN.match(raw, m.start())
        end = run.end() if run is not None and run.end() > m.end() else m.end()
        done = end
        body = _unescape(raw[m.start() : end])
        escaped.append((m.start(), end))
        if body and readable(body):
            found.append(_child(text, body, "escaped characters", (m.start(), end)))
    for start, end in spans:
        for m in HEX.finditer(raw, start, end):
            body = _utf8(bytes.fromhex(m.group()))
            if body and readable(body):
                found.append(_child(text, body, "hex", m.span()))
    if long_piece and text.field.kind == "value" and "_" in raw:
        for start, end in spans:
            for m in SNAKE_SENTENCE.finditer(raw, start, end):
                body = m.group().replace("_", " ")
                if readable(body):
                    found.append(_child(text, body, "words joined by underscores", m.span()))
    rotated = rot13_spans(raw) if _rot13_hint(text.norm) else []
    named = named_rot13_span(raw) if not rotated and _ROT13_NAMED.search(text.norm) else None
    for lo, hi in [*rotated, *([named] if named else [])]:
        body = raw[lo:hi].translate(_ROT13)
        if readable(body):
            found.append(_child(text, body, "ROT13", (lo, hi)))
    if _reversed_hint(text.norm):
        for lo, hi in rot13_spans(raw, _reverse):
            body = raw[lo:hi][::-1].strip()
            if readable(body):
                found.append(_child(text, body, "reversed text", (lo, hi)))
    if len(raw) >= 24:
        for m in _DECIMAL.finditer(raw):
            body = decimal_text(m.group())
            if body and readable(body):
                found.append(_child(text, body, "character codes", m.span()))
    if "%" in raw:
        for m in _PERCENT_RUN.finditer(raw):
            if any(a <= m.start() < b for a, b in escaped):
                continue  # part of a run of escapes, decoded already
            body = urllib.parse.unquote(m.group())
            if body and readable(body):
                found.append(_child(text, body, "percent-encoded text", m.span()))
    if "data:" in text.norm:
        for m in DATA_URI.finditer(raw):
            params, payload = m.group(2) or "", m.group(3)
            if ";base64" in params.lower():
                data = _b64(payload)
                body = _utf8(data) if data else None
            else:
                body = urllib.parse.unquote(payload)
            if body and readable(body):
                found.append(_child(text, body, "a data: URI", m.span()))
        # a data: URI's base64 payload is also a base64 token: decoded once, as the URI's
        uris = [c.span for c in found if c.decoded_from == "a data: URI"]
        found = [c for c in found if c.decoded_from != "base64" or not any(a <= c.span[0] < b for a, b in uris)]
    return found
