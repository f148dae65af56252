"""Shared helpers for rules: hits from folded spans, sentences, negation."""

from __future__ import annotations

import re
from collections.abc import Iterable

from mcp_catalog.lint.finding import Severity
from mcp_catalog.lint.prefilter import Expression
from mcp_catalog.lint.text import Text
from mcp_catalog.lint.view import Hit
from mcp_catalog.lint.walker import PROSE_KINDS as PROSE_KINDS

_NEGATION_BEFORE = re.compile(
    r"\b(?:not|never|no|without|nor|cannot|can't|won't|don't|doesn't|isn't|aren't|refuses?|rejects?|"
    r"excluding|except|outside|instead\s+of|other\s+than|avoid|blocks?|denies|deny)\b"
)
_NEGATION_AFTER = re.compile(
    r"^[^.!?\n]{0,60}?\b(?:(?:is|are|will\s+be|get|gets|be)\s+(?:\w+\s+)?(?:rejected|refused|denied|blocked|"
    r"excluded|ignored|skipped|not\s+(?:read|returned|accessed|opened|touched|sent|included))|"
    r"never\s+(?:leaves?|read|returned|sent|touched|opened|accessed)|not\s+(?:read|returned|included))"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")


def hit(text: Text, start: int, end: int, message: str, severity: Severity | None = None) -> Hit:
    """A Hit from a span of text.norm (mapped back to text.raw)."""
    return Hit(text, text.raw_pos(start), text.raw_pos(max(start, end - 1)) + 1, message, severity)


def sentence(norm: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence (or line) holding norm[start:end]."""
    lo = 0
    for m in _SENTENCE_END.finditer(norm, max(0, start - 400), start):
        lo = m.end()
    m2 = _SENTENCE_END.search(norm, end)
    hi = m2.start() if m2 else len(norm)
    return lo, hi


def negated(norm: str, start: int, end: int, window: int = 48) -> bool:
    """True when the span is denied: "never reads X", "X is rejected", "does not access X"."""
    lo, hi = sentence(norm, start, end)
    before = norm[max(lo, start - window) : start]
    if _NEGATION_BEFORE.search(before):
        return True
    return bool(_NEGATION_AFTER.search(norm[end:hi]))


def quote(s: str, limit: int = 60) -> str:
    """Attacker text for a message: escaped, shortened."""
    from mcp_catalog.textsafe import escape

    body = escape(s)
    return body if len(body) <= limit else body[: limit - 1] + "…"


def raw_span(text: Text, start: int, end: int) -> str:
    """The original text behind norm[start:end], trimmed: what a message should quote."""
    return text.raw[text.raw_pos(start) : text.raw_pos(max(start, end - 1)) + 1].strip()


def by_first_letter(alternation: str) -> str:
    """A quicker form of an alternation of plain words, "(?:pass|put|add|...)": the words grouped
    by their first letter, "(?:p(?:ass|ut)|a(?:dd)|...)", keeping their order within a group.

    `re` tries an alternation's branches one after another at every position of the text; grouped,
    a position costs one test per first letter instead of one per word. It matches the same text
    the same way: at any position only the words starting with the letter there can match, and
    those are tried in their original order.
    """
    if not (alternation.startswith("(?:") and alternation.endswith(")")):
        raise ValueError(f"not a group of words: {alternation!r}")
    words = alternation[3:-1].split("|")
    if not all(word.isalpha() and word.isascii() for word in words):
        raise ValueError(f"not a group of plain words: {alternation!r}")
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(word[1:])
    return "(?:" + "|".join(f"{first}(?:{'|'.join(rests)})" for first, rests in groups.items()) + ")"


def top_alternatives(source: str) -> tuple[str, ...]:
    """The alternatives of an expression's outermost alternation, "a|b(c|d)" -> ("a", "b(c|d)").

    Each must compile on its own: a split inside a group, a class or an escape would leave one
    unbalanced, so a wrong split cannot go unnoticed.
    """
    pieces: list[str] = []
    depth = 0
    start = 0
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":  # a class: "]" right after "[" or "[^" is a member
            i += 2 if source.startswith("[^", i) else 1
            i += source[i] == "]"
            while source[i] != "]":
                i += 2 if source[i] == "\\" else 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            pieces.append(source[start:i])
            start = i + 1
        i += 1
    pieces.append(source[start:])
    for piece in pieces:
        re.compile(piece)
    return tuple(pieces)


def leftmost(alternatives: Iterable[Expression], text: str) -> re.Match[str] | None:
    """What `search` finds with the alternation of the expressions' sources, "a|b|c": the leftmost
    match, and at a tie the earlier alternative's (an alternation tries its branches in order at each
    position). Apart, each alternative is tried only on text holding the words it needs."""
    best: re.Match[str] | None = None
    for alternative in alternatives:
        found = alternative.search(text)
        if found is not None and (best is None or found.start() < best.start()):
            best = found
    return best


def has_words_for(expression: Expression, text: str) -> bool:
    """Whether text holds the words every match of the expression holds: the test `search` makes
    before running the expression. False also rules out a match in any stretch of the text bounded by
    non-word characters (a sentence), since that stretch's words are words of the text."""
    return expression._possible(text, 0, len(text))


def in_prose(text: Text, triggers: tuple[str, ...]) -> bool:
    """A prose string that contains one of the triggers (the cheap check before a big regex)."""
    if text.field.kind not in PROSE_KINDS:
        return False
    norm = text.norm
    return any(t in norm for t in triggers)
