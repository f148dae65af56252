"""A cheap and exact pre-check: which rules' regular expressions can match a string at all.

Most strings in a catalog are honest prose that no rule's expression matches, yet Python's `re`
tries every branch of a long alternation at every position of the text. This module reads each
expression (its parse tree) and derives what any match must contain: `\\bignore\\W+...` can only
match where the word "ignore" stands alone, `https?://` only where "://" occurs. A string is
reduced once to its set of words (and a few literal fragments such as "://" or "<!--"), and a
rule whose requirements are absent is not run on it.

The derivation only ever weakens a requirement when unsure (a word becomes "somewhere inside a
word", an unknown construct requires nothing), so skipping a rule is never wrong; tests check
this against every string of the corpus and against generated strings.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from functools import reduce
from itertools import pairwise
from operator import or_
from re import _constants as _c  # type: ignore[attr-defined]
from re import _parser as _p  # type: ignore[attr-defined]
from typing import Any, Protocol

from mcp_catalog.lint.patterns import compiled

# An atom is something a string can be tested for cheaply.
WORD = 0  # a whole word: a maximal run of \w characters equal to the text
PART = 1  # text inside one word (a substring made of \w characters)
RAW = 2  # any substring
PAIR = 3  # two whole words in a row, with only non-word characters between them ("a b")
Atom = tuple[int, str]
Clause = frozenset[Atom]  # at least one of these atoms is present
Conjunction = list[Clause]  # every clause holds

_CAP = 64  # largest finite set of strings expanded from a stretch of the expression
_CLAUSES = 8  # clauses kept per conjunction
_FILED = 16  # alternatives beyond which a requirement is tested through an index (Needs)
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)
_NONWORD_CATEGORIES = (_c.CATEGORY_NOT_WORD, _c.CATEGORY_SPACE, _c.CATEGORY_LINEBREAK)
_LEFT_EDGES = (_c.AT_BOUNDARY, _c.AT_BEGINNING, _c.AT_BEGINNING_LINE, _c.AT_BEGINNING_STRING)
_RIGHT_EDGES = (_c.AT_BOUNDARY, _c.AT_END, _c.AT_END_LINE, _c.AT_END_STRING)

# Words so common in honest descriptions that requiring them filters little.
_COMMON = frozenset(
    {
        "a", "an", "and", "any", "are", "as", "at", "be", "by", "can", "do", "for", "from", "get", "has", "have",
        "if", "in", "is", "it", "its", "list", "may", "more", "no", "not", "of", "on", "one", "only", "or",
        "other", "set", "that", "the", "their", "them", "then", "this", "to", "use", "used", "user", "uses",
        "using", "when", "which", "will", "with", "you", "your", "all", "each", "every", "also", "new", "file",
        "data", "name", "id", "value", "return", "returns", "first", "must", "should", "need", "what", "add",
        "call", "run", "time", "page", "so", "such", "than", "these", "those", "was", "were", "how", "about",
        "into", "out", "up",
    }
)


class Unsupported(Exception):
    """A construct the derivation does not model (case-insensitive matching, for example)."""


def is_word_char(ch: str) -> bool:
    """What `\\w` matches in a str pattern."""
    return ch.isalnum() or ch == "_"


# ------------------------------------------------------------------------------ derivation


def _class_is_nonword(members: Sequence[tuple[Any, Any]]) -> bool:
    """A character class that can only match characters outside \\w."""
    if any(op is _c.NEGATE for op, _ in members):
        return any(op is _c.CATEGORY and av is _c.CATEGORY_WORD for op, av in members)
    for op, av in members:
        if op is _c.LITERAL:
            if is_word_char(chr(av)):
                return False
        elif op is _c.CATEGORY:
            if av not in _NONWORD_CATEGORIES:
                return False
        elif op is _c.RANGE:
            lo, hi = av
            if hi - lo > 256 or any(is_word_char(chr(c)) for c in range(lo, hi + 1)):
                return False
        else:
            return False
    return True


def _excludes_word(assertion: Any) -> bool:
    """A lookaround `(?<![\\w...])` / `(?![\\w...])`: the neighbouring character is not in \\w."""
    items = assertion.data
    if len(items) != 1 or items[0][0] is not _c.IN:
        return False
    members = items[0][1]
    return not any(op is _c.NEGATE for op, _ in members) and any(
        op is _c.CATEGORY and av is _c.CATEGORY_WORD for op, av in members
    )


def _only_nonword(items: Sequence[tuple[Any, Any]]) -> bool:
    """Every character this sequence can match is outside \\w (it may also match nothing)."""
    for op, av in items:
        if op is _c.LITERAL:
            if is_word_char(chr(av)):
                return False
        elif op is _c.IN:
            if not _class_is_nonword(av):
                return False
        elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            continue
        elif op in _REPEATS:
            if not _only_nonword(av[2].data):
                return False
        elif op is _c.SUBPATTERN:
            if not _only_nonword(av[3].data):
                return False
        elif op is _c.BRANCH:
            if not all(_only_nonword(alt.data) for alt in av[1]):
                return False
        else:
            return False
    return True


def _edge(op: Any, av: Any, side: int) -> bool | None:
    """Does this item put a non-word character (or the text's edge) next to its `side` neighbour?

    side -1: the item stands before the neighbour (its last character matters); side 1: after it.
    True: always; False: not always; None: the item can be empty or zero-width, look further.
    """
    if op is _c.LITERAL:
        return not is_word_char(chr(av))
    if op is _c.IN:
        return _class_is_nonword(av)
    if op is _c.AT:
        if av is _c.AT_NON_BOUNDARY:
            return False
        return True if av in (_LEFT_EDGES if side == -1 else _RIGHT_EDGES) else None
    if op in (_c.ASSERT, _c.ASSERT_NOT):
        direction, sub = av
        if op is _c.ASSERT_NOT and direction == side and _excludes_word(sub):
            return True
        return None
    if op is _c.SUBPATTERN:
        return _seq_edge(av[3].data, side)
    if op is _c.BRANCH:
        results = [_seq_edge(alt.data, side) for alt in av[1]]
        if any(r is False for r in results):
            return False
        return True if all(r is True for r in results) else None
    if op in _REPEATS:
        lo, _, sub = av
        inner = _seq_edge(sub.data, side)
        if lo >= 1:
            return inner
        # Optional: when present its edge character decides, when absent the next item does.
        return None if inner is True or _only_nonword(sub.data) else False
    return False


def _seq_edge(items: Sequence[tuple[Any, Any]], side: int) -> bool | None:
    order = reversed(items) if side == -1 else iter(items)
    for op, av in order:
        result = _edge(op, av, side)
        if result is not None:
            return result
    return None


def _bounded(items: Sequence[tuple[Any, Any]], index: int, side: int, outer: bool) -> bool:
    """Whether the character beside position `index` (before it for side -1) is never in \\w."""
    span = range(index - 1, -1, -1) if side == -1 else range(index, len(items))
    for k in span:
        op, av = items[k]
        result = _edge(op, av, side)
        if result is not None:
            return result
    return outer


_LANGS: dict[tuple[int, int], tuple[Any, frozenset[str] | None]] = {}  # (op, id(argument)) -> (argument, language)


def _lang(op: Any, av: Any) -> frozenset[str] | None:
    """The finite set of strings an item matches, when it is small; None otherwise."""
    if op is _c.LITERAL:
        return frozenset(chr(av))
    key = (int(op), id(av))
    seen = _LANGS.get(key)
    if seen is not None and seen[0] is av:
        return seen[1]
    found = _item_lang(op, av)
    _LANGS[key] = (av, found)  # the parse tree is walked many times over during a derivation
    return found


def _item_lang(op: Any, av: Any) -> frozenset[str] | None:
    if op is _c.LITERAL:
        return frozenset(chr(av))
    if op is _c.IN:
        if len(av) > 8 or any(o is not _c.LITERAL for o, _ in av):
            return None
        return frozenset(chr(a) for _, a in av)
    if op is _c.SUBPATTERN:
        _check_flags(av[1])
        return _seq_lang(av[3].data)
    if op is _c.BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            lang = _seq_lang(alt.data)
            if lang is None or len(out) + len(lang) > _CAP:
                return None
            out |= lang
        return frozenset(out)
    if op in _REPEATS:
        lo, hi, sub = av
        if hi > 2:
            return None
        inner = _seq_lang(sub.data)
        if inner is None:
            return None
        result: set[str] = set()
        power = {""}
        for count in range(hi + 1):
            if count >= lo:
                result |= power
            if count < hi:
                power = {a + b for a in power for b in inner}
                if len(power) > _CAP:
                    return None
        return frozenset(result) if len(result) <= _CAP else None
    return None


def _seq_lang(items: Sequence[tuple[Any, Any]]) -> frozenset[str] | None:
    strings = {""}
    for op, av in items:
        lang = _lang(op, av)
        if lang is None or len(strings) * len(lang) > _CAP:
            return None
        strings = {a + b for a in strings for b in lang}
    return frozenset(strings)


def _check_flags(flags: int) -> None:
    if flags & (re.IGNORECASE | re.LOCALE | re.ASCII):
        raise Unsupported("inline flags")


def probability(atom: Atom) -> float:
    """A rough guess of how often an atom occurs in honest text: only used to pick good ones."""
    kind, text = atom
    if kind == PAIR:
        first, second = text.split(" ")
        return 0.3 * min(probability((WORD, first)), probability((WORD, second)))
    if kind == RAW:
        if len(text) == 1:
            return 0.6 if text in ":.,()-'/ \n\"" else 0.15
        return 0.1 if any(is_word_char(ch) for ch in text) else 0.03
    if text in _COMMON or len(text) <= 2:
        base = 0.5
    elif len(text) == 3:
        base = 0.1
    else:
        base = 0.03
    return base if kind == WORD else min(1.0, base * 3)


def clause_probability(clause: Clause) -> float:
    # fsum: the same total in any order (a set's order changes from one process to the next)
    return min(1.0, math.fsum(probability(a) for a in clause))


def _atom(text: str, left: bool, right: bool) -> Atom:
    """The most telling atom a match of `text` must contain (left/right: its neighbours are non-word)."""
    candidates: list[Atom] = []
    start = None
    for pos, ch in enumerate(text + "\0"):
        if pos < len(text) and is_word_char(ch):
            if start is None:
                start = pos
            continue
        if start is not None:
            bounded = (start > 0 or left) and (pos < len(text) or right)
            candidates.append((WORD if bounded else PART, text[start:pos]))
            start = None
    if len(candidates) != 1 or candidates[0][1] != text:
        candidates.append((RAW, text))
    # A RAW atom costs a scan of the text, a word is a set lookup: RAW only when clearly better.
    return min(candidates, key=lambda a: (probability(a) * (4 if a[0] == RAW else 1), -len(a[1])))


def _wordy(strings: Iterable[str]) -> bool:
    return all(s and all(is_word_char(ch) for ch in s) for s in strings)


def _conjunction(items: Sequence[tuple[Any, Any]], left: bool, right: bool) -> Conjunction:
    """Clauses every match of this sequence satisfies (left/right: the sequence's neighbours are non-word)."""
    clauses: Conjunction = []
    # The last stretch of whole words seen: (index after it, its strings); kept while only
    # non-word characters follow, so that a next whole word makes a PAIR with it.
    words_before: tuple[int, set[str]] | None = None
    i = 0
    while i < len(items):
        op, av = items[i]
        lang = _lang(op, av)
        if lang is not None:
            strings: set[str] = {""}
            j = i
            while j < len(items):
                step = _lang(*items[j])
                if step is None or len(strings) * len(step) > _CAP:
                    break
                strings = {a + b for a in strings for b in step}
                j += 1
            if "" not in strings:
                lb = _bounded(items, i, -1, left)
                rb = _bounded(items, j, 1, right)
                clauses.append(frozenset(_atom(s, lb, rb) for s in strings))
                if words_before is not None and rb and _wordy(strings) and _apart(items, words_before[0], i):
                    pairs = {(PAIR, f"{a} {b}") for a in words_before[1] for b in strings}
                    if len(pairs) <= _CAP:
                        clauses.append(frozenset(pairs))
                whole = lb and _wordy(strings)
                words_before = (j, strings) if whole else None
            elif not _only_nonword(items[i:j]):
                words_before = None
            i = max(j, i + 1)
            continue
        if not _only_nonword(items[i : i + 1]):
            words_before = None
        lb = _bounded(items, i, -1, left)
        rb = _bounded(items, i + 1, 1, right)
        if op is _c.SUBPATTERN:
            _check_flags(av[1])
            clauses += _conjunction(av[3].data, lb, rb)
        elif op is _c.ATOMIC_GROUP:
            clauses += _conjunction(av.data, lb, rb)
        elif op is _c.BRANCH:
            alternatives = [_conjunction(alt.data, lb, rb) for alt in av[1]]
            if all(alternatives):
                best = [min(alt, key=clause_probability) for alt in alternatives]
                clauses.append(frozenset().union(*best))
        elif op in _REPEATS and av[0] >= 1:
            _, hi, sub = av
            # The first repetition: its left neighbour is ours; its right one is the next repetition.
            body_right = rb and (hi == 1 or _seq_edge(sub.data, 1) is True)
            clauses += _conjunction(sub.data, lb, body_right)
        i += 1
    return clauses


def _apart(items: Sequence[tuple[Any, Any]], start: int, end: int) -> bool:
    """items[start:end] match only non-word characters, and at least one (or a word boundary)."""
    return _only_nonword(items[start:end]) and _bounded(items, end, -1, False)


def _alternatives(items: list[tuple[Any, Any]]) -> list[list[tuple[Any, Any]]]:
    """The top-level branches of an expression, each spelled out as a whole sequence."""
    for i, (op, av) in enumerate(items):
        if op is _c.SUBPATTERN and not av[1] and not av[2] and _lang(op, av) is None:
            return _alternatives(items[:i] + list(av[3].data) + items[i + 1 :])
        if op is _c.BRANCH and _lang(op, av) is None:
            return [items[:i] + list(alt.data) + items[i + 1 :] for alt in av[1]]
    return [items]


class Source(Protocol):
    """A compiled expression, or anything with its source and flags."""

    @property
    def pattern(self) -> str: ...

    @property
    def flags(self) -> int: ...


def key_of(pattern: Source) -> str:
    """How derived.py names an expression: a digest of its source and flags."""
    return hashlib.sha256(f"{pattern.flags}:{pattern.pattern}".encode()).hexdigest()[:20]


def derive(pattern: Source) -> list[Conjunction] | None:
    """Conjunctions one of which every match satisfies; None when some match needs nothing.

    The rules' expressions are derived ahead of time (derived.py: `python -m
    mcp_catalog.lint.regenerate`, and a test checks it is current);
    any other expression, or one changed since, is derived here (parsing costs a little time).
    """
    from mcp_catalog.lint.derived import DERIVED

    key = key_of(pattern)
    if key in DERIVED:
        table = DERIVED[key]
        return None if table is None else [[frozenset((k, t) for k, t in clause) for clause in c] for c in table]
    return derive_now(pattern)


def derive_now(pattern: Source) -> list[Conjunction] | None:
    if pattern.flags & (re.IGNORECASE | re.LOCALE | re.ASCII):
        return None
    try:
        tree = _p.parse(pattern.pattern, pattern.flags)
        out: list[Conjunction] = []
        for alternative in _alternatives(list(tree.data)):
            conjunction = _conjunction(alternative, False, False)
            if not conjunction:
                return None
            # The most telling clauses are enough; fewer atoms make every string cheaper to test.
            out.append(sorted(conjunction, key=clause_probability)[:_CLAUSES])
    except (Unsupported, RecursionError):
        return None
    finally:
        _LANGS.clear()
    return out


# ------------------------------------------------------------------------------ testing strings

_ASCII_NONWORD = str.maketrans({chr(c): " " for c in range(128) if not is_word_char(chr(c))})
# The same for ASCII text as bytes: a byte table translates in one pass, far quicker than a str table.
_ASCII_NONWORD_BYTES = bytes(c if c < 128 and is_word_char(chr(c)) else 32 for c in range(256))
_WORDS = re.compile(r"\w+")


class Needs:
    """A compiled requirement: the text must satisfy one of several conjunctions of clauses."""

    __slots__ = ("_by_bit", "alternatives", "first")

    def __init__(self, alternatives: list[list[int]]) -> None:
        self.alternatives = alternatives
        # Every alternative needs its first clause: when none of them holds, nothing can match.
        self.first = reduce(or_, (alt[0] for alt in alternatives), 0)
        # A long list (an expression of hundreds of branches) is filed by the atoms of each
        # alternative's first clause: a string holds few of them, so only their alternatives are tried.
        self._by_bit: dict[int, list[list[int]]] | None = None
        if len(alternatives) > _FILED:
            by_bit: dict[int, list[list[int]]] = {}
            for alt in alternatives:
                bits = alt[0]
                while bits:
                    low = bits & -bits
                    by_bit.setdefault(low, []).append(alt)
                    bits ^= low
            self._by_bit = by_bit

    def test(self, mask: int) -> bool:
        present = mask & self.first
        if not present:
            return False
        if self._by_bit is None:
            candidates: Iterable[list[int]] = self.alternatives
        else:
            candidates = []
            while present:
                low = present & -present
                candidates.extend(self._by_bit[low])
                present ^= low
        for alternative in candidates:
            for clause in alternative:
                if not mask & clause:
                    break
            else:
                return True
        return False


def _key_char(raw: str) -> str:
    """The character a RAW atom is filed under: one that prose rarely holds (a letter is in every
    text, so "it's" is filed under its apostrophe), the first of them when there are several."""
    for ch in raw:
        if not ch.isalnum() and ch not in " _":
            return ch
    return raw[0]


class Atoms:
    """The atoms of a set of requirements, each given a bit, and the mask of a text's atoms."""

    def __init__(self) -> None:
        self.bits: dict[Atom, int] = {}
        self._words: dict[str, int] = {}
        self._parts: list[tuple[str, int]] = []
        self._raws: dict[str, list[tuple[str, int]]] = {}  # by their rarest character (see _key_char)
        self._pairs: dict[tuple[str, str], int] = {}
        self._byte_pairs: dict[tuple[bytes, bytes], int] = {}  # _pairs for ASCII text split as bytes
        self._tokens: dict[str, int] = {}  # a word's atoms, remembered across runs
        self._byte_tokens: dict[bytes, int] = {}  # the same for words of ASCII text, as bytes
        self.version = 0  # changes when atoms are added: masks worked out before are incomplete
        self._prefixes: dict[str, int] = {}  # see _part_prefixes
        self._prefixes_version = -1

    def bit(self, atom: Atom) -> int:
        if atom not in self.bits:
            bit = 1 << len(self.bits)
            self.bits[atom] = bit
            kind, text = atom
            if kind == WORD:
                self._words[text] = self._words.get(text, 0) | bit
            elif kind == PART:
                self._parts.append((text, bit))
            elif kind == PAIR:
                first, second = text.split(" ")
                self._pairs[first, second] = self._pairs.get((first, second), 0) | bit
                if first.isascii() and second.isascii():
                    key = (first.encode(), second.encode())
                    self._byte_pairs[key] = self._byte_pairs.get(key, 0) | bit
            else:
                self._raws.setdefault(_key_char(text), []).append((text, bit))
            self._tokens.clear()
            self._byte_tokens.clear()
            self.version += 1
        return self.bits[atom]

    def compile(self, conjunctions: Iterable[Conjunction]) -> Needs:
        return Needs([[reduce(or_, (self.bit(a) for a in clause), 0) for clause in c] for c in conjunctions])

    def _token(self, token: str) -> int:
        bits = self._words.get(token, 0)
        if self._parts:
            # Every PART atom in the word: from each position, extend while the text read is the start of some
            # atom (most positions stop after a letter or two), taking the bits of each atom met.
            prefixes = self._part_prefixes()
            get = prefixes.get
            end = len(token)
            for start in range(end):
                for stop in range(start + 1, end + 1):
                    found = get(token[start:stop])
                    if found is None:
                        break
                    bits |= found
        if len(self._tokens) > 200_000:
            self._tokens.clear()
        self._tokens[token] = bits
        return bits

    def _byte_token(self, token: bytes) -> int:
        bits = self._token(token.decode("ascii"))
        if len(self._byte_tokens) > 200_000:
            self._byte_tokens.clear()
        self._byte_tokens[token] = bits
        return bits

    def _part_prefixes(self) -> dict[str, int]:
        """Every start of a PART atom, mapped to the bits of the atoms it is (0 for a start that is none): what
        _token walks. Rebuilt when atoms are added. (A regular expression of all the atoms, tried at each
        position, took 30 times as long, most of a first lint, and a second to compile.)"""
        if self._prefixes_version != self.version:
            prefixes: dict[str, int] = {}
            for text, _bit in self._parts:
                for stop in range(1, len(text)):
                    prefixes.setdefault(text[:stop], 0)
            for text, bit in self._parts:
                prefixes[text] = prefixes.get(text, 0) | bit
            self._prefixes = prefixes
            self._prefixes_version = self.version
        return self._prefixes

    def mask(self, text: str) -> int:
        """The atoms present in text (a folded, lower-case string)."""
        if text.isascii():
            # Words as bytes: the same words as the str split below, found several times faster.
            words: list[bytes] | list[str] = text.encode("ascii").translate(_ASCII_NONWORD_BYTES).split()
            tokens: dict[Any, int] = self._byte_tokens
            pairs: dict[Any, int] = self._byte_pairs
            missing: Any = self._byte_token
        else:
            words = _WORDS.findall(text)
            tokens = self._tokens
            pairs = self._pairs
            missing = self._token
        found = list(map(tokens.get, words))
        if None in found:
            found = [missing(w) if b is None else b for w, b in zip(words, found, strict=True)]
        # Most words are no atom (0): skipping them saves building a new large integer per word.
        mask = reduce(or_, filter(None, found), 0)
        if pairs and len(words) > 1:
            mask = reduce(or_, map(pairs.__getitem__, filter(pairs.__contains__, pairwise(words))), mask)
        raws = self._raws
        for key in filter(text.__contains__, raws):
            for raw, bit in raws[key]:
                if len(raw) == 1 or raw in text:
                    mask |= bit
        return mask


class Expression:
    """A compiled regular expression that first asks whether a string can match it at all.

    For a rule that tries several expressions on the same string, or runs an expensive one on
    each sentence, most calls are on strings that lack the words any match needs; those return
    no match without running the expression. The answer is always the expression's own.
    """

    __slots__ = ("_needs", "_ready", "compiled", "flags", "pattern")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.compiled = compiled(source, flags)
        self.pattern = self.compiled.pattern
        self.flags = self.compiled.flags
        self._needs: Needs | None = None
        self._ready = False
        _EXPRESSIONS.append(self)

    def prepare(self) -> None:
        """Derive the requirement (done before a run, so that importing the rules stays cheap)."""
        if not self._ready:
            derived = derive(self.compiled)
            self._needs = None if derived is None else ATOMS.compile(derived)
            self._ready = True

    def _possible(self, string: str, pos: int, endpos: int) -> bool:
        self.prepare()
        if self._needs is None:
            return True
        if pos > 0 or endpos < len(string):
            # A match within [pos, endpos) holds its words within that slice too.
            string = string[max(pos, 0) : endpos]
        return self._needs.test(mask_of(string))

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos) if self._possible(string, pos, endpos) else None

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos) if self._possible(string, pos, endpos) else iter(())


ATOMS = Atoms()  # the atoms of every rule's requirement and every Expression's
_EXPRESSIONS: list[Expression] = []
_MASKS: dict[int, tuple[str, int, int]] = {}  # id(string) -> (string, atoms version, mask)


def all_expressions() -> list[Expression]:
    return list(_EXPRESSIONS)


def prepare_expressions() -> None:
    for expression in _EXPRESSIONS:
        expression.prepare()


def mask_of(string: str) -> int:
    """ATOMS in string; remembered for the strings tested most recently."""
    atoms = ATOMS
    seen = _MASKS.get(id(string))
    if seen is not None and seen[0] is string and seen[1] == atoms.version:
        return seen[2]
    mask = atoms.mask(string)
    if len(_MASKS) >= 4096:
        _MASKS.clear()
    _MASKS[id(string)] = (string, atoms.version, mask)
    return mask


def table_source(patterns: Iterable[Source]) -> str:
    """The text of derived.py for these expressions (JSON in a string: quick to load)."""
    table: dict[str, list[list[list[Atom]]] | None] = {}
    for pattern in patterns:
        found = derive_now(pattern)
        table[key_of(pattern)] = None if found is None else [[sorted(c) for c in conj] for conj in found]
    body = json.dumps(table, indent=0, ensure_ascii=True, sort_keys=True)  # in key order: a change diffs small
    assert '"""' not in body
    return "\n".join(
        [
            '"""Requirements derived from the rules\' expressions by prefilter.derive_now, ahead of time.',
            "",
            "Generated by `python -m mcp_catalog.lint.regenerate`; a test checks that it is current. An",
            "expression missing here (new or changed) is derived when first used, which only costs time.",
            '"""',
            "",
            "import json",
            "from typing import Any",
            "",
            'DERIVED: dict[str, Any] = json.loads(r"""',
            body,
            '""")',
            "",
        ]
    )


def explain(pattern: Source) -> str:
    """The derived requirement in words, for tests and for tuning an expression."""
    found = derive(pattern)
    if found is None:
        return "(no requirement)"
    names = {WORD: "word", PART: "part", RAW: "raw", PAIR: "pair"}
    return "\n or ".join(
        " and ".join("(" + " | ".join(f"{names[k]}:{t!r}" for k, t in sorted(clause)) + ")" for clause in c)
        for c in found
    )
