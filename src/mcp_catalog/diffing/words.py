"""Word-level diff of prose (descriptions, titles, instructions).

A rug pull usually appends a paragraph or slips a clause into a long description; a
line diff marks the whole line as changed, a word diff shows exactly the words. Every
character that is not a letter, digit or whitespace is its own token, so one inserted
invisible character shows up as one inserted token.
"""

from __future__ import annotations

import difflib
import re
import string
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from itertools import accumulate
from typing import Literal

Op = Literal["=", "-", "+"]

_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")
# Past this many changed tokens a side, the matcher is not tried on the whole change (_anchored).
_MAX_TOKENS = 4000
REVIEW_BUDGET = 50_000_000  # the same over a whole review: several seconds at worst
# The matcher's work on one text, counted as the candidate pairs it may visit (_Budgeted): past
# it, the change is anchored on words each side holds once (_anchored), and a stretch between
# anchors that would pass it too is one replacement. About a tenth of a second of matching; an
# honest description's changes take about a hundred thousand at most.
_BUDGET = 1_000_000
# A run of spaces this long on one line is padding, and a change to it is shown.
PADDING = 24


@dataclass(frozen=True)
class Segment:
    op: Op
    text: str


@dataclass(frozen=True)
class TextDiff:
    segments: tuple[Segment, ...]

    @property
    def added_words(self) -> int:
        return sum(_words(s.text) for s in self.segments if s.op == "+")

    @property
    def removed_words(self) -> int:
        return sum(_words(s.text) for s in self.segments if s.op == "-")

    @property
    def changed(self) -> bool:
        return any(s.op != "=" for s in self.segments)

    @property
    def whitespace_only(self) -> bool:
        """Changed, though the words read the same: a change a reader could take for none."""
        old = "".join(s.text for s in self.segments if s.op != "+")
        new = "".join(s.text for s in self.segments if s.op != "-")
        return old != new and old.split() == new.split()

    def to_json(self) -> list[dict[str, str]]:
        return [{"op": s.op, "text": s.text} for s in self.segments]


def _words(text: str) -> int:
    """Words, plus every symbol that is not ASCII punctuation (an invisible character counts)."""
    return sum(1 for tok in _TOKEN.findall(text) if not tok.isspace() and tok not in string.punctuation)


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _key(token: str) -> str:
    """What a token is matched by. Re-indenting is not a change worth showing, but a long run of
    padding (text pushed out of view) is, so only ordinary whitespace runs are normalised."""
    if not token.isspace():
        return token
    runs = token.replace("\r", "").split("\n")
    if max(len(run) for run in runs) > PADDING:
        return token
    return "\n" * min(len(runs) - 1, 2) or " "


def word_diff(old: str, new: str) -> TextDiff:
    if old == new:
        return TextDiff((Segment("=", old),) if old else ())
    a, b = tokens(old), tokens(new)
    keys_a, keys_b = _keys(a), _keys(b)
    ends = head, tail = _ends(keys_a, keys_b)
    review = _REVIEW.get()
    if len(a) - head - tail <= _MAX_TOKENS and len(b) - head - tail <= _MAX_TOKENS:
        budget = _grant(review)
        try:
            return TextDiff(tuple(_tidy(_diff(a, b, keys_a, keys_b, ends, budget))))
        except _TooCostly:
            pass
        finally:
            _spend(review, budget)
    # A long or costly change: anchored on the words each side holds once (_anchored). A clause
    # slipped into a text of any length is still shown as that clause.
    budget = _grant(review)
    try:
        return TextDiff(tuple(_tidy(_diff(a, b, keys_a, keys_b, ends, budget, anchored=True))))
    finally:
        _spend(review, budget)


# What is left of the budget of the review under way (review_budget), shared by all its texts.
_REVIEW: ContextVar[list[int] | None] = ContextVar("review_budget", default=None)


@contextmanager
def review_budget(total: int = REVIEW_BUDGET) -> Iterator[None]:
    """Bound the matcher's work over a whole review too: a server that changes a thousand tools
    to such texts would otherwise cost a thousand times one. Past it, changes are still exact,
    anchored on words each side holds once, with coarser stretches between."""
    token = _REVIEW.set([total])
    try:
        yield
    finally:
        _REVIEW.reset(token)


@dataclass
class _Budget:
    """What the matcher may still do for one text (left: below 0 once it has run out)."""

    left: int
    granted: int


def _grant(review: list[int] | None) -> _Budget:
    """This text's budget: _BUDGET, or less when the review's is nearly spent."""
    amount = _BUDGET if review is None else min(_BUDGET, review[0])
    return _Budget(amount, amount)


def _spend(review: list[int] | None, budget: _Budget) -> None:
    if review is not None:
        review[0] = max(0, review[0] - (budget.granted - max(0, budget.left)))


def _keys(items: list[str]) -> list[str]:
    return [_key(t) if t[0].isspace() else t for t in items]


class _TooCostly(Exception):
    """The matcher would have taken longer than a review should wait."""


class _Budgeted(difflib.SequenceMatcher[str]):
    """difflib's matcher with a bound on its work, so that a hostile text cannot stall a review.

    On repetitive text (a thousand lines of `x` against `x`/`y` alternating) the matcher takes
    time quadratic in the length times the number of matches: half a minute for 4 KB. Each
    search for the longest match over a[alo:ahi] visits, for every token there, at most as many
    places of b as b holds that token: that sum is charged before the search, and a text whose
    charges pass the budget raises _TooCostly. The count is the same on every machine.
    """

    def __init__(self, a: list[str], b: list[str], budget: _Budget) -> None:
        super().__init__(None, a, b, autojunk=False)
        counts = Counter(b)
        self._charged = [0, *accumulate(counts.get(token, 0) + 1 for token in a)]
        self._size = len(a)
        self._budget = budget

    def find_longest_match(
        self, alo: int = 0, ahi: int | None = None, blo: int = 0, bhi: int | None = None
    ) -> difflib.Match:
        end = self._size if ahi is None else ahi
        self._budget.left -= self._charged[end] - self._charged[alo]
        if self._budget.left < 0:
            raise _TooCostly
        return super().find_longest_match(alo, end, blo, bhi)


def _ends(keys_a: list[str], keys_b: list[str]) -> tuple[int, int]:
    """How many keys the two sides share at the start and, after those, at the end. A shared
    head ending in a space gives that space back, to let the matcher place it:
    `word{+ inserted+} next` reads best."""
    head = 0
    limit = min(len(keys_a), len(keys_b))
    while head < limit and keys_a[head] == keys_b[head]:
        head += 1
    if 0 < head < limit and keys_a[head - 1].isspace():
        head -= 1
    tail = 0
    while tail < limit - head and keys_a[-1 - tail] == keys_b[-1 - tail]:
        tail += 1
    return head, tail


def _diff(
    a: list[str],
    b: list[str],
    keys_a: list[str],
    keys_b: list[str],
    ends: tuple[int, int],
    budget: _Budget,
    *,
    anchored: bool = False,
) -> list[Segment]:
    """Segments from matching keys, exact on both sides: "=" and "-" spell a, "=" and "+" spell b.

    Keys let re-indented text match word for word, but two matched whitespace tokens can still
    differ; `_matched` turns those into a removal and an insertion rather than one side's text.
    `ends`: the keys both share at the start and at the end (_ends); most edits append or insert,
    so the matcher only sees the part that changed. _TooCostly when matching that part would pass
    the budget; `anchored`: it is matched by _anchored, within the budget.
    """
    head, tail = ends
    raw: list[Segment] = []
    if head:
        raw += _matched(a[:head], b[:head])
    mid_a, mid_b = slice(head, len(a) - tail), slice(head, len(b) - tail)
    opcodes: Sequence[Opcode]
    if anchored:
        opcodes = _anchored(keys_a[mid_a], keys_b[mid_b], budget)
    else:
        opcodes = _Budgeted(keys_a[mid_a], keys_b[mid_b], budget).get_opcodes()
    for tag, i1, i2, j1, j2 in opcodes:
        i1, i2, j1, j2 = i1 + head, i2 + head, j1 + head, j2 + head
        if tag == "equal":
            raw += _matched(a[i1:i2], b[j1:j2])
            continue
        if i2 > i1:
            raw.append(Segment("-", "".join(a[i1:i2])))
        if j2 > j1:
            raw.append(Segment("+", "".join(b[j1:j2])))
    if tail:
        raw += _matched(a[len(a) - tail:], b[len(b) - tail:])
    return raw


Opcode = tuple[str, int, int, int, int]


def _anchored(a: list[str], b: list[str], budget: _Budget) -> list[Opcode]:
    """Opcodes for a text the matcher could not afford: the keys that each side holds exactly
    once are matched in order (the longest such chain), and only the stretches between them go
    to the matcher, sharing one budget; a stretch past it is one replacement. A clause slipped
    into a long, much edited text is then still shown as itself, not inside a whole-text
    replacement that a report clips."""
    count_a, count_b = Counter(a), Counter(b)
    where_b = {key: j for j, key in enumerate(b) if count_b[key] == 1}
    pairs = [(i, where_b[key]) for i, key in enumerate(a) if count_a[key] == 1 and key in where_b]
    out: list[Opcode] = []
    i0 = j0 = 0
    for i, j in [*_rising(pairs), (len(a), len(b))]:
        out += _stretch(a, b, (i0, i, j0, j), budget)
        if i < len(a):
            out.append(("equal", i, i + 1, j, j + 1))
        i0, j0 = i + 1, j + 1
    return out


def _stretch(a: list[str], b: list[str], span: tuple[int, int, int, int], budget: _Budget) -> list[Opcode]:
    """Opcodes for a[i0:i1] against b[j0:j1], between two anchors: what they share at either end
    is equal, the rest goes to the matcher while the budget lasts."""
    i0, i1, j0, j1 = span
    head, tail = _ends(a[i0:i1], b[j0:j1])
    out: list[Opcode] = [("equal", i0, i0 + head, j0, j0 + head)] if head else []
    i0, j0, i1, j1 = i0 + head, j0 + head, i1 - tail, j1 - tail
    if i0 == i1 or j0 == j1:
        out += [("replace", i0, i1, j0, j1)] if i0 != i1 or j0 != j1 else []
    else:
        try:
            found = _Budgeted(a[i0:i1], b[j0:j1], budget).get_opcodes()
            out += [(tag, x1 + i0, x2 + i0, y1 + j0, y2 + j0) for tag, x1, x2, y1, y2 in found]
        except _TooCostly:  # spent: the stretches after this one are replacements too
            out.append(("replace", i0, i1, j0, j1))
    return out + ([("equal", i1, i1 + tail, j1, j1 + tail)] if tail else [])


def _rising(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of pairs whose second members rise (the first already do): patience sorting."""
    tops: list[int] = []  # the smallest second member that ends a rising run of each length
    ends: list[int] = []  # the index in pairs of that run's last pair
    before: list[int] = []  # for each pair, the index of the pair before it in its run (-1: none)
    for index, (_, j) in enumerate(pairs):
        length = bisect_left(tops, j)
        if length == len(tops):
            tops.append(j)
            ends.append(index)
        else:
            tops[length] = j
            ends[length] = index
        before.append(ends[length - 1] if length else -1)
    chain: list[tuple[int, int]] = []
    index = ends[-1] if ends else -1
    while index >= 0:
        chain.append(pairs[index])
        index = before[index]
    return chain[::-1]


def _matched(a: list[str], b: list[str]) -> list[Segment]:
    """Tokens paired by equal keys: runs of identical ones are "=", and a pair that differs (a
    space matched with a tab, say) is its own removal and insertion."""
    out: list[Segment] = []
    same: list[str] = []
    for old, new in zip(a, b, strict=True):
        if old == new:
            same.append(old)
            continue
        if same:
            out.append(Segment("=", "".join(same)))
            same.clear()
        out += [Segment("-", old), Segment("+", new)]
    if same:
        out.append(Segment("=", "".join(same)))
    return out


def _tidy(segments: list[Segment]) -> list[Segment]:
    """Fold whitespace-only equal runs between changes into them, then merge neighbours.

    `[-a-]{+x+} [-b-]{+y+}` reads worse than `[-a b-]{+x y+}`.
    """
    folded: list[Segment] = []
    for index, seg in enumerate(segments):
        between = 0 < index < len(segments) - 1
        if seg.op == "=" and seg.text.isspace() and between and "\n" not in seg.text:
            prev, nxt = segments[index - 1], segments[index + 1]
            if prev.op != "=" and nxt.op != "=":
                folded.append(Segment("-", seg.text))
                folded.append(Segment("+", seg.text))
                continue
        folded.append(seg)
    # Group each run of changes as all deletions, then all insertions.
    out: list[Segment] = []
    run: list[Segment] = []

    def flush() -> None:
        for op in ("-", "+"):
            text = "".join(s.text for s in run if s.op == op)
            if text:
                out.append(Segment(op, text))
        run.clear()

    for seg in folded:
        if seg.op == "=":
            flush()
            if out and out[-1].op == "=":
                out[-1] = Segment("=", out[-1].text + seg.text)
            else:
                out.append(seg)
        else:
            run.append(seg)
    flush()
    return out


@dataclass(frozen=True)
class Elided:
    """Unchanged words left out of a rendered diff."""

    words: int


def with_context(diff: TextDiff, words: int = 12) -> list[Segment | Elided]:
    """The diff as a reader sees it: re-indenting left unmarked next to real changes (see
    `_unmark_reindent`), and long unchanged runs cut to `words` words on each side of a change."""
    segments = _unmark_reindent(diff.segments)
    out: list[Segment | Elided] = []
    for index, seg in enumerate(segments):
        if seg.op != "=":
            out.append(seg)
            continue
        toks = tokens(seg.text)
        keep_head = words if index > 0 else 0
        keep_tail = words if index < len(segments) - 1 else 0
        if len(segments) == 1:
            keep_head, keep_tail = words, 0
        head, tail = _take(toks, keep_head), _take(toks[::-1], keep_tail)[::-1]
        hidden = len(toks) - len(head) - len(tail)
        hidden_words = sum(1 for t in toks[len(head): len(toks) - len(tail)] if not t.isspace())
        if hidden <= 0 or hidden_words < 4:
            out.append(seg)
            continue
        if head:
            out.append(Segment("=", "".join(head)))
        out.append(Elided(hidden_words))
        if tail:
            out.append(Segment("=", "".join(tail)))
    return out


def indent(spaces: str) -> bool:
    """What may open a line and still read as indentation: ordinary spaces, not padding."""
    return len(spaces) <= PADDING and not spaces.strip(" ")


def _reindent(removed: str, added: str) -> bool:
    """One whitespace run replaced by another that only indents lines differently: the same line
    breaks, the same blanks ending the line before them, and ordinary spaces opening each line. A
    tab, a no-break space, a carriage return, trailing spaces or a blank line more are changes a
    reader is shown, though the diff matched them."""
    if not (removed.isspace() and added.isspace()):
        return False
    old, new = removed.split("\n"), added.split("\n")
    return removed == added or (
        len(old) == len(new) > 1 and old[0] == new[0] and all(indent(line) for line in old[1:] + new[1:])
    )


def _unmark_reindent(segments: tuple[Segment, ...]) -> list[Segment]:
    """What a reader is shown when other words changed: a re-indent as the new whitespace, unmarked.

    A re-wrapped paragraph would otherwise bury the real change in markers. That is a lone
    whitespace change between unchanged text, or a removed run of whitespace that only re-indents
    the whitespace an insertion starts or ends with (`city.{+ <IMPORTANT>…+}` rather than
    `city.[- -]{+ <IMPORTANT>… +}`). The segments themselves stay exact, and when only
    whitespace changed every change is shown.
    """
    runs: list[tuple[str, str] | Segment] = []  # (removed, added) for each run of changes
    for seg in segments:
        if seg.op == "=":
            runs.append(seg)
        elif runs and isinstance(runs[-1], tuple):
            removed, added = runs[-1]
            runs[-1] = (removed + seg.text, added) if seg.op == "-" else (removed, added + seg.text)
        else:
            runs.append((seg.text, "") if seg.op == "-" else ("", seg.text))
    if all((run[0] + run[1]).isspace() for run in runs if isinstance(run, tuple)):
        return list(segments)
    out: list[Segment] = []

    def put(op: Op, text: str) -> None:
        if text and op == "=" and out and out[-1].op == "=":
            out[-1] = Segment("=", out[-1].text + text)
        elif text:
            out.append(Segment(op, text))

    for run in runs:
        if isinstance(run, Segment):
            put("=", run.text)
            continue
        removed, added = run
        if _reindent(removed, added):
            put("=", added)
            continue
        body = added.rstrip()
        if _reindent(removed, added[len(body):]):  # the trailing edge first: it reads as text added
            put("+", body)
            put("=", added[len(body):])
            continue
        body = added.lstrip()
        if _reindent(removed, added[: len(added) - len(body)]):
            put("=", added[: len(added) - len(body)])
            put("+", body)
            continue
        put("-", removed)
        put("+", added)
    return out


def _take(toks: list[str], words: int) -> list[str]:
    """Leading tokens holding `words` words (whitespace between them included)."""
    taken: list[str] = []
    count = 0
    for tok in toks:
        if not tok.isspace():
            if count == words:
                break
            count += 1
        taken.append(tok)
    return taken if words else []
