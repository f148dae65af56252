"""Shared helpers for rules: hits from folded spans, sentences, negation."""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from mcp_catalog.lint.finding import Severity
from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.prefilter import ATOMS, Needs, derive, mask_of
from mcp_catalog.lint.prefilter import Source as SourceLike
from mcp_catalog.lint.text import Text, fold
from mcp_catalog.lint.view import Hit
from mcp_catalog.lint.walker import PROSE_KINDS as PROSE_KINDS

_NEGATION_BEFORE = compiled(
    r"\b(?:not|never|no|without|nor|cannot|can't|won't|don't|doesn't|isn't|aren't|refuses?|rejects?|"
    r"excluding|except|outside|instead\s+of|other\s+than|avoid|blocks?|denies|deny)\b"
)
_NEGATION_AFTER = compiled(
    r"^[^.!?\n]{0,60}?\b(?:(?:is|are|will\s+be|get|gets|be)\s+(?:\w+\s+)?(?:rejected|refused|denied|blocked|"
    r"excluded|ignored|skipped|not\s+(?:read|returned|accessed|opened|touched|sent|included))|"
    r"never\s+(?:leaves?|read|returned|sent|touched|opened|accessed)|not\s+(?:read|returned|included))"
)
_SENTENCE_END = compiled(r"[.!?](?=\s|$)|\n")


def hit(text: Text, start: int, end: int, message: str, severity: Severity | None = None) -> Hit:
    """A Hit from a span of text.norm (mapped back to text.raw)."""
    return Hit(text, text.raw_pos(start), text.raw_pos(max(start, end - 1)) + 1, message, severity)


SENTENCE_REACH = 400  # characters a sentence reaches on each side of what a rule found


def sentence(norm: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence (or line) holding norm[start:end], at most SENTENCE_REACH characters
    on each side: a hostile text of one endless sentence with a match every few characters would
    otherwise have each match read the whole text (quadratic: minutes for 100 KB)."""
    lo = max(0, start - SENTENCE_REACH)
    for m in _SENTENCE_END.finditer(norm, lo, start):
        lo = m.end()
    reach = min(len(norm), end + SENTENCE_REACH)
    m2 = _SENTENCE_END.search(norm, end, reach)
    hi = m2.start() if m2 else reach
    return lo, hi


def sentences_around(norm: str, lo: int, hi: int) -> tuple[int, int]:
    """The sentence norm[lo:hi] (bounds from `sentence`) with the sentences on either side: a justification
    or a cover story often stands apart from the order it goes with."""
    before = sentence(norm, max(0, lo - 2), max(0, lo - 1))[0] if lo > 1 else lo
    after = sentence(norm, min(len(norm), hi + 1), min(len(norm), hi + 2))[1] if hi + 2 <= len(norm) else hi
    return before, after


# Quotation marks a quote opened on a line leaves unbalanced: “...”, and with `wide`, «...», 「...」, 『...』.
_QUOTE_PAIRS = (("\u201c", "\u201d"),)
_WIDE_QUOTE_PAIRS = (*_QUOTE_PAIRS, ("\u00ab", "\u00bb"), ("\u300c", "\u300d"), ("\u300e", "\u300f"))


def in_quotes(norm: str, start: int, wide: bool = False) -> bool:
    """norm[start] stands inside double quotation marks opened on its line (with `wide`, also guillemets and
    CJK brackets): an order shown as an example, not given."""
    line = norm[norm.rfind("\n", 0, start) + 1 : start]
    pairs = _WIDE_QUOTE_PAIRS if wide else _QUOTE_PAIRS
    return line.count('"') % 2 == 1 or any(line.count(opening) > line.count(closing) for opening, closing in pairs)


def longest_first(words: Iterable[str]) -> list[str]:
    """Distinct words for an alternation, longest first (a longer word wins over its prefix) and then in order:
    the same expression, and the same derived table, every run."""
    return sorted(set(words), key=lambda w: (-len(w), w))


def folded_words(cell: str) -> list[str]:
    """The words of a table's cell ("a|b c"), folded as text is (Cyrillic and Greek letters that look Latin are
    read as Latin), longest first."""
    return longest_first(fold(word)[0] for word in cell.split("|"))


def word_alternation(words: Iterable[str]) -> str:
    """An alternation of the words, longest first, each space in a word matching any run of spaces."""
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in longest_first(words))


# A negation that asserts: "never skip reading X", "do not fail to include X", "don't forget X".
_NOT_NEGATED = compiled(r"\s*(?:to\s+)?(?:skip|skipping|fail|failing|forget|forgetting|neglect|omit|miss|hesitate)\b")
# Where a new clause starts: a negation before it does not reach the span after it.
_CLAUSE_BREAK = compiled(r"\b(?:but|however|yet|although|though|whereas|then|instead)\b|;")


def negated(norm: str, start: int, end: int, window: int = 48) -> bool:
    """True when the span is denied: "never reads X", "X is rejected", "does not access X".

    Not when the negation is of a failure ("never skip reading X", "don't forget X") or sits
    in an earlier clause ("it never reads X, but include Y": Y is not denied)."""
    lo, hi = sentence(norm, start, end)
    lo = max(lo, start - window)
    for m in _CLAUSE_BREAK.finditer(norm, lo, start):
        lo = m.end()
    last = None
    for last in _NEGATION_BEFORE.finditer(norm, lo, start):  # noqa: B007 (the last one is wanted)
        pass
    if last is not None:
        return _NOT_NEGATED.match(norm, last.end(), start) is None
    return bool(_NEGATION_AFTER.search(norm[end:hi]))


# A text about detecting attacks, which may quote one as an example: a verb of detecting and what
# it detects, both. A word like "identifier", "screenshot" or "spam-scanned" alone is not enough.
_DETECTING = compiled(
    r"\b(?:detect\w*|classif\w*|flag(?:s|ged|ging)?|scan(?:s|ner|ners|ning)?|recogni[sz]\w*|guard(?:s|rails?)?|"
    r"sanitiz\w*|firewall|moderat\w*|lint(?:s|er|ing)?|audit(?:s|ing|or|ors)?|scores?|check(?:s|er|ing)?|"
    r"screen(?:s|ed|ing)?|catch(?:es|ing)?|reports?\s+(?:phrases|patterns|wordings?|strings))\b"
)
_ATTACKS = compiled(
    r"\b(?:injections?|poison\w*|jailbreak\w*|malicious|attacks?|suspicious|unsafe|exfiltrat\w*|phishing|"
    r"manipulat\w*|adversarial|secrecy|risky|dangerous|harmful|hidden\s+(?:instructions?|text|orders?)|"
    r"(?:tool\s+)?(?:descriptions|definitions)\s+(?:that|which)\s+(?:tell|ask|instruct|order))\b"
)


def about_detecting(norm: str, lo: int, hi: int) -> bool:
    """norm[lo:hi] speaks of detecting attacks ("flags prompt injection", "scans for poisoning")."""
    return _DETECTING.search(norm, lo, hi) is not None and _ATTACKS.search(norm, lo, hi) is not None


def detector_text(norm: str) -> bool:
    """The text opens (its first sentence) by saying it detects attacks: a scanner, a guard."""
    end = min(len(norm), 200)
    stop = _SENTENCE_END.search(norm, 0, end)
    return about_detecting(norm, 0, stop.end() if stop else end)


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

    Groups, classes and escapes are skipped over; tests check that every piece of every expression
    split this way compiles, and that the pieces joined give the expression back.
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
    return tuple(pieces)


@dataclass(frozen=True)
class Source:
    """An expression's text, uncompiled: enough for a rule's `needs`, whose word test is derived
    from the text (and read from derived.py); compiling it would cost start-up time for nothing."""

    pattern: str
    flags: int = 0


class WordTest:
    """Whether a text holds the words every match of an expression holds: the test an Expression
    makes before it runs. False also rules out a match in any stretch of the text bounded by
    non-word characters (a sentence), since that stretch's words are words of the text."""

    __slots__ = ("_needs", "_ready", "source")

    def __init__(self, source: SourceLike) -> None:
        self.source = source
        self._needs: Needs | None = None
        self._ready = False

    def __call__(self, text: str) -> bool:
        needs = self.needs()
        return needs is None or needs.test(mask_of(text))

    def needs(self) -> Needs | None:
        """The compiled requirement (None: none), derived when first asked for."""
        if not self._ready:
            derived = derive(self.source)
            self._needs = None if derived is None else ATOMS.compile(derived)
            self._ready = True
        return self._needs


class Split:
    """The alternatives of an expression, "a|b|c", tried apart: each only on text that holds the
    words it needs, and compiled only when first tried (in a small catalog most never are).

    `search` finds what `search` with the whole alternation finds: the leftmost match, and at a tie
    the earlier alternative's (an alternation tries its branches in order at each position). Only
    a match's span and named groups mean what they mean in the whole expression.
    """

    def __init__(self, alternatives: Iterable[str], flags: int = 0) -> None:
        self.sources = tuple(Source(alternative, flags) for alternative in alternatives)
        self._tests = [WordTest(source) for source in self.sources]
        self._compiled: list[re.Pattern[str] | None] = [None] * len(self.sources)

    def search(self, text: str, only: Iterable[int] | None = None) -> re.Match[str] | None:
        """The whole alternation's first match; with `only`, that of those alternatives alone."""
        best: re.Match[str] | None = None
        mask, version = -1, -1  # the text's atoms, worked out when first needed (again if atoms were added since)
        for index in range(len(self.sources)) if only is None else only:
            needs = self._tests[index].needs()
            if needs is not None:  # the word test, inline: most alternatives fail on its first clause
                if version != ATOMS.version:
                    mask, version = mask_of(text), ATOMS.version
                if not mask & needs.first or not needs.test(mask):
                    continue
            expression = self._compiled[index]
            if expression is None:
                source = self.sources[index]
                expression = self._compiled[index] = compiled(source.pattern, source.flags)
            found = expression.search(text)
            if found is not None and (best is None or found.start() < best.start()):
                best = found
        return best


class Gated:
    """A compiled expression whose alternatives are first tried apart (Split), each only on text
    that holds its words: on most strings none can match, and the whole expression is then run
    from the leftmost match on, not tried at every position of the string. `search` and
    `finditer` give exactly what the compiled expression's give (no match starts before the
    leftmost one). `sources` go in a rule's `needs`, so their word tests are derived ahead of time.
    """

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        self._compiled: re.Pattern[str] | None = None
        self._split = Split(top_alternatives(pattern), flags)
        self.sources = self._split.sources

    @property
    def compiled(self) -> re.Pattern[str]:
        """The whole expression, compiled when first needed: only once an alternative matched (importing the rules
        compiled four of these, a third of the import, for catalogs that mostly never match one)."""
        if self._compiled is None:
            self._compiled = compiled(self.pattern, self.flags)
        return self._compiled

    def search(self, text: str) -> re.Match[str] | None:
        first = self._split.search(text)
        return None if first is None else self.compiled.search(text, first.start())

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        first = self._split.search(text)
        return iter(()) if first is None else self.compiled.finditer(text, first.start())


def in_prose(text: Text, triggers: tuple[str, ...]) -> bool:
    """A prose string that contains one of the triggers (the cheap check before a big regex)."""
    if text.field.kind not in PROSE_KINDS:
        return False
    norm = text.norm
    return any(t in norm for t in triggers)


class Lazy:
    """A table's alternation, compiled when first used: the tables of other languages are read only around a word
    they name, so most runs never compile most of them (a fresh process pays each compile)."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        self._compiled: re.Pattern[str] | None = None

    def get(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = compiled(self.pattern, self.flags)
        return self._compiled

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.get().finditer(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.get().search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.get().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.get().fullmatch(string, pos, endpos)


def lazy_words(cell: str) -> Lazy:
    """The words of a table's cell as an alternation (see folded_words, word_alternation), compiled when first used."""
    return Lazy(word_alternation(folded_words(cell)))


# Word edges for the tables of other languages, whose words are read in any script.
UNSPACED_FROM = 0x2E80  # CJK and after: words join, so a word may start anywhere
_CLITICS = frozenset("והבלכשמ" "وفبلك")  # a letter Hebrew and Arabic join to the word after it ("ואין", "وللمستخدم")


def word_char(ch: str) -> bool:
    """Part of a word: a letter or digit, or a mark joined to one (a Devanagari or Thai vowel sign)."""
    return ch.isalnum() or unicodedata.category(ch).startswith("M")


def starts_word(norm: str, start: int, end: int = 0) -> bool:
    """norm[start:] starts a word (a stem may go on), or stands in a script written without spaces."""
    return ord(norm[start]) >= UNSPACED_FROM or start == 0 or not word_char(norm[start - 1])


def whole_word(norm: str, start: int, end: int) -> bool:
    """norm[start:end] is a whole word (short words such as "ne", "al", "ya" would otherwise start many), a joined
    Hebrew or Arabic letter before it aside; any part of a word in a script written without spaces."""
    if ord(norm[start]) >= UNSPACED_FROM:
        return True
    joined = start >= 1 and norm[start - 1] in _CLITICS and (start == 1 or not word_char(norm[start - 2]))
    return (start == 0 or not word_char(norm[start - 1]) or joined) and (end >= len(norm) or not word_char(norm[end]))


def whole_or_thai(norm: str, start: int, end: int) -> bool:
    """whole_word, or any part of a text in Thai, which is written without spaces below the CJK block."""
    return "\u0e00" <= norm[start] <= "\u0e7f" or whole_word(norm, start, end)


def starts_or_thai(norm: str, start: int, end: int) -> bool:
    """starts_word, or any part of a text in Thai."""
    return "\u0e00" <= norm[start] <= "\u0e7f" or starts_word(norm, start, end)


def find_word(
    expression: Lazy | re.Pattern[str],
    norm: str,
    lo: int,
    hi: int,
    edge: Callable[[str, int, int], bool] = starts_word,
) -> re.Match[str] | None:
    """The first of the first 20 matches in norm[lo:hi] that `edge` accepts (by default, one that starts a word;
    whole_word for a whole word)."""
    for count, m in enumerate(expression.finditer(norm, lo, hi)):
        if count >= 20:
            break
        if edge(norm, m.start(), m.end()):
            return m
    return None


# A tool's name in prose: a snake_case identifier ("forward_thread", "gia_han_luu_kho").
TOOL_ID = compiled(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


# (a full stop ends a clause only before a space or the end: not inside "rules.example.com" or "v1.2")
CLAUSE_END = compiled(r"[!?;。！？；\n]|\.(?=\s|$)")


def clause(norm: str, start: int, end: int, reach: int) -> tuple[int, int]:
    """The clause around norm[start:end] in the tables' sense (up to a full stop, a semicolon or a line's end, in
    any script), at most `reach` characters on each side."""
    before = [m.end() for m in CLAUSE_END.finditer(norm, max(0, start - reach), start)]
    after = CLAUSE_END.search(norm, end, min(len(norm), end + reach))
    lo = before[-1] if before else max(0, start - reach)
    return lo, after.start() if after else min(len(norm), end + reach)


# An option that tells the model to take it every time: "choose this one no matter which repository the user named",
# "least_viewed_assistant_always_use_this_one", "助手默认必须选择此项"; not a hint for when it fits ("use this one when
# outliers skew the average", "pick this one if unsure").
_TAKE_THIS = compiled(
    r"\b(?:choose|pick|select|use|take)\s+this\s+(?:one|option|value|entry|item)\b"
    r"(?!\s+(?:if|when|whenever|unless|for|only)\b)"
)
_EVERY_TIME = compiled(
    r"\b(?:always|must|no\s+matter|regardless|whatever|every\s+time|in\s+all\s+cases|by\s+default)\b"
)
# (not recommended or conditional: "推荐选择此项", "이 옵션을 선택하면 ...")
_TAKE_THIS_CJK = compiled(
    r"(?<!推荐)(?<!推薦)(?<!建议)(?<!建議)(?:选择|选用|選擇|选)(?:此项|此选项|此選項|这个选项|這個選項|这一项)"
    r"|この(?:選択肢|項目|オプション)を選(?!ぶと|べば|んだ場合)|이\s*(?:옵션|항목)을\s*선택(?!하면|하시면|할\s*경우|시)"
)
_EVERY_TIME_CJK = compiled(r"必须|必須|一律|默认|默認|始终|始終|总是|總是|必ず|常に|반드시|항상|무조건")


def take_this_always(norm: str) -> re.Match[str] | None:
    """Where a text tells the model to take this option every time (see _TAKE_THIS)."""
    m = _TAKE_THIS.search(norm)
    if m is not None and _EVERY_TIME.search(norm) is not None:
        return m
    m = _TAKE_THIS_CJK.search(norm)
    if m is not None and _EVERY_TIME_CJK.search(norm) is not None:
        return m
    return None
