"""The rules' own shortcuts return what their plain expressions return: a quick test that rules
out a match holds wherever the expression matches, and an expression tried in a quicker form (its
alternatives apart, its words grouped) finds the same matches."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcp_catalog.lint.rules import annotations, crosstool, exfil, hidden_chars
from mcp_catalog.lint.rules import instructions as ins
from mcp_catalog.lint.rules._util import (
    Split,
    by_first_letter,
    hit,
    in_prose,
    quote,
    raw_span,
    sentence,
    top_alternatives,
)
from mcp_catalog.lint.text import Text, make_text
from mcp_catalog.lint.view import Hit
from mcp_catalog.lint.walker import DESCRIPTION, Field

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))
from lint_corpus import corpus_strings

RELAXED = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
)


CORPUS = corpus_strings()

# Words the rules' expressions are made of, so that generated text often comes close to a match.
_WORDS = (
    "when if once after while before every time each the a this your its any all other another tool tools "
    "function functions command server servers plugin plugins send_email fetch.page my-tool `notes` 'sidenote' "
    '"body" must should always never shall has have to need needs is are required will call calling use using '
    "invoke run execute trigger assistant model ai agent llm you send forward copy include add append replace "
    "values with result response output input field parameter key pass put paste provide insert sent into as "
    "in under via conversation history chat system prompt instructions previous prior earlier messages so far "
    "name version of ascii codes from tool calls results modify behavior side effects on buggy broken ignore "
    "first read file set"
)
_VOCABULARY = sorted(set(_WORDS.split()))
_SEPARATORS = (" ", " ", " ", ", ", ". ", "\n", "-", "_", "'", "  ")
_PHRASES = st.lists(st.tuples(st.sampled_from(_VOCABULARY), st.sampled_from(_SEPARATORS)), max_size=40).map(
    lambda parts: "".join(word + sep for word, sep in parts)
)


def _generated(*patterns: re.Pattern[str]) -> st.SearchStrategy[str]:
    """Text made of the rules' words, or holding a match of one of the patterns amid other text."""
    matches = st.one_of(*(st.from_regex(p) for p in patterns))
    return _PHRASES | st.tuples(_PHRASES, matches, _PHRASES).map(lambda t: f"{t[0]} {t[1].lower()} {t[2]}")


def _span(m: re.Match[str] | None) -> tuple[int, int, tuple[str | None, ...]] | None:
    return None if m is None else (m.start(), m.end(), m.groups())


_TOOL_REF = re.compile(ins._TOOL_REF)
_TARGET = re.compile(ins._TARGET.pattern)
GATES: list[tuple[str, Callable[[str], bool], re.Pattern[str]]] = [
    ("a reference to other tools", ins._refers_to_tools, _TOOL_REF),
    ("an order to call a tool", ins._orders_a_call, ins._MUST_CALL.compiled),
]


@pytest.mark.parametrize(("what", "gate", "pattern"), GATES, ids=[g[0] for g in GATES])
def test_a_quick_test_holds_wherever_the_expression_matches(
    what: str, gate: Callable[[str], bool], pattern: re.Pattern[str]
) -> None:
    missed = [t[:80] for t in CORPUS if pattern.search(t) is not None and not gate(t)]
    assert not missed, (what, missed[:3])
    assert any(gate(t) for t in CORPUS) and not all(gate(t) for t in CORPUS)

    @RELAXED
    @given(_generated(pattern))
    def check(text: str) -> None:
        if pattern.search(text) is not None:
            assert gate(text), (what, text)

    check()


SPLITS = [
    ("tool-behavior", ins._BEHAVIOUR_SPLIT, re.compile(ins._BEHAVIOUR.pattern)),
    ("context-harvest", ins._HARVEST_SPLIT, re.compile(ins._HARVEST.pattern)),
    ("tool-preference", ins._PREFERENCE_SPLIT, re.compile(ins._PREFERENCE.pattern)),
]


def _compiled(split: Split) -> list[re.Pattern[str]]:
    return [re.compile(source.pattern, source.flags) for source in split.sources]


@pytest.mark.parametrize(("rule", "split", "whole"), SPLITS, ids=[s[0] for s in SPLITS])
def test_alternatives_tried_apart_find_what_the_alternation_finds(
    rule: str, split: Split, whole: re.Pattern[str]
) -> None:
    found = 0
    for text in CORPUS:
        expected = _span(whole.search(text))
        found += expected is not None
        assert _span(split.search(text)) == expected, (rule, text[:120])
        if rule == "tool-behavior":
            assert _span(ins._behaviour(text)) == expected, text[:120]
    assert found  # the corpus has matches to compare

    @RELAXED
    @given(_generated(*_compiled(split)))
    def check(text: str) -> None:
        expected = _span(whole.search(text))
        assert _span(split.search(text)) == expected, text
        if rule == "tool-behavior":
            assert _span(ins._behaviour(text)) == expected, text

    check()


def test_the_grouped_argument_expression_finds_every_match_the_plain_one_finds() -> None:
    def matches(pattern: re.Pattern[str], text: str) -> list[Any]:
        return [_span(m) for m in pattern.finditer(text)]

    assert any(matches(_TARGET, t) for t in CORPUS)
    for text in CORPUS:
        assert matches(ins._TARGET_QUICK, text) == matches(_TARGET, text), text[:120]

    @RELAXED
    @given(_generated(_TARGET))
    def check(text: str) -> None:
        assert matches(ins._TARGET_QUICK, text) == matches(_TARGET, text), text

    check()


_SHORT_WORDS = st.text(st.sampled_from("abcp"), min_size=1, max_size=4)


@RELAXED
@given(st.lists(_SHORT_WORDS, min_size=1, max_size=8), st.text(st.sampled_from("abcp _"), max_size=30))
def test_words_grouped_by_first_letter_match_as_the_plain_alternation(words: list[str], text: str) -> None:
    plain = "(?:" + "|".join(words) + ")"
    grouped = by_first_letter(plain)
    for tail in ("", r"\b", r"\w*\s", "b"):  # what follows decides which word can match, and where
        a, b = re.compile(plain + tail), re.compile(grouped + tail)
        assert [_span(m) for m in a.finditer(text)] == [_span(m) for m in b.finditer(text)]
        assert [m.group() for m in a.finditer(text)] == [m.group() for m in b.finditer(text)]


@pytest.mark.parametrize("source", ["pass|put", "(?:set\\s+aside|put)", "(?:a.b)", "(?:)"])
def test_grouping_refuses_anything_but_a_group_of_plain_words(source: str) -> None:
    with pytest.raises(ValueError):
        by_first_letter(source)


def _text(raw: str) -> Text:
    return make_text(Field("/description", raw, DESCRIPTION, "tool"))


def _hits(found: Iterable[Hit]) -> list[tuple[int, int, str, str | None]]:
    return [(h.start, h.end, h.message, h.severity) for h in found]


def _data_to_parameter_plainly(text: Text, params: frozenset[str]) -> Iterator[Hit]:
    """The rule written plainly: every target expression match (one that spans two sentences tried
    again from the second), then a source in its sentence, then the honest exceptions."""
    if not in_prose(text, ins._T_DATA_TO_PARAMETER):
        return
    norm = text.norm
    pos = 0
    while (m := _TARGET.search(norm, pos)) is not None:
        pos = m.end()
        breaks = [b.end() for b in ins._SENTENCE_BREAK.finditer(norm, m.start(), m.end())]
        if breaks:
            pos = breaks[-1]
            continue
        param = m.group("param").strip(".")
        named = param in params or bool(m.group("q")) or bool(m.group("kind"))
        if not named or param in ins._FILLER_WORDS or norm.startswith("'s", m.end("param")):
            continue
        lo, hi = sentence(norm, m.start(), m.end())
        if ins._SOURCE.compiled.search(norm, lo, hi) is None:
            continue
        carried = norm[m.start() : m.start("param")]
        if ins._IDENTIFIER.search(carried) and not ins._PRIVATE.search(carried):
            continue
        if ins._quoted_example(norm, m.start()):
            continue
        if ins._PUT_FORBIDDEN.search(norm, max(lo, m.start() - 30), m.start()):
            continue
        if ins._PATH_PARAM.search(param) and ins._TOOL_WRITES.search(norm, max(lo, m.start() - 20), m.start("param")):
            continue
        yield hit(
            text,
            m.start(),
            m.end(),
            f'instructs the model to put outside data into the argument "{quote(param)}": '
            f'"{quote(raw_span(text, lo, hi), 100)}"',
        )
        break


def _parameter_sets(norm: str) -> list[frozenset[str]]:
    return [frozenset(), frozenset({"sidenote", "notes", "body"}), frozenset(re.findall(r"[a-z_][a-z0-9_.-]+", norm))]


def test_data_to_parameter_finds_what_the_plain_rule_finds() -> None:
    found = 0
    for norm in CORPUS:
        text = _text(norm)
        for params in _parameter_sets(norm):
            expected = _hits(_data_to_parameter_plainly(text, params))
            found += bool(expected)
            assert _hits(ins.data_to_parameter(text, params)) == expected, norm[:120]
    assert found

    @RELAXED
    @given(_generated(_TARGET, ins._SOURCE.compiled))
    def check(raw: str) -> None:
        text = _text(raw)
        for params in _parameter_sets(text.norm):
            assert _hits(ins.data_to_parameter(text, params)) == _hits(_data_to_parameter_plainly(text, params)), raw

    check()


_URL_PIECES = st.lists(
    st.sampled_from(["://", "http", "https", "xhttps", "ftp", "wss", "ws", "a.b", "/p?q=1", " ", ")", "_", "é", "\n"]),
    max_size=16,
).map("".join)


def test_urls_are_found_as_the_expression_finds_them() -> None:
    def spans(found: Iterable[re.Match[str]]) -> list[tuple[int, int]]:
        return [m.span() for m in found]

    assert any(spans(exfil._URL.finditer(t)) for t in CORPUS)
    for text in CORPUS:
        assert spans(exfil._urls(text)) == spans(exfil._URL.finditer(text)), text[:120]

    @RELAXED
    @given(_URL_PIECES | st.tuples(_URL_PIECES, st.from_regex(exfil._URL), _URL_PIECES).map("".join))
    def check(text: str) -> None:
        assert spans(exfil._urls(text)) == spans(exfil._URL.finditer(text)), text

    check()


@RELAXED
@given(st.sampled_from(exfil._CAPTURE_HOSTS) | st.text(st.sampled_from("abcdeghiklnoprstw.-"), max_size=20),
       st.sampled_from(["", "x.", "a-", "sub."]), st.sampled_from(["", ".x", "x", ":80"]))
def test_a_capture_host_is_recognised_as_the_list_says(host: str, before: str, after: str) -> None:
    for candidate in (host, before + host, host + after, before + host + after):
        listed = any(
            candidate == h or candidate.endswith("." + h) or h in candidate for h in exfil._CAPTURE_HOSTS
        )
        assert (exfil._CAPTURE_HOST.search(candidate) is not None) == listed, candidate


def test_the_direction_characters_expression_finds_exactly_the_listed_characters() -> None:
    listed = hidden_chars._BIDI_CONTROL | hidden_chars._BIDI_MARK
    found = {cp for cp in range(0x30000) if hidden_chars._BIDI.match(chr(cp))}
    assert found == listed


def test_a_word_outside_ascii_holds_a_letter_the_quick_test_finds() -> None:
    for cp in range(0x80, 0x30000):
        ch = chr(cp)
        is_letter = hidden_chars._WORD.fullmatch(ch * 2) is not None
        assert (hidden_chars._NON_ASCII_LETTER.match(ch) is not None) == is_letter, hex(cp)


_NAME_PIECES = st.lists(
    st.sampled_from(["search", "_", ".", "-", "v", "2", "10", "\u0663", "new", "ex", "tex", "pro", "safe", "x", "\n"]),
    max_size=8,
).map("".join)


@RELAXED
@given(_NAME_PIECES)
def test_a_name_key_drops_the_same_suffix_as_the_plain_expression(name: str) -> None:
    low = crosstool._PREFIX.sub("", name.lower())
    assert crosstool._key(name) == crosstool._NOT_ALNUM.sub("", crosstool._SUFFIX.sub("", low))


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("a|b(c|d)", ("a", "b(c|d)")),
        (r"[|\]]x|\||(?:e|f)g", (r"[|\]]x", r"\|", "(?:e|f)g")),
        (r"[]|]|[^]|]", ("[]|]", "[^]|]")),
        ("(?P<q>a|b)(?P=q)", ("(?P<q>a|b)(?P=q)",)),
    ],
)
def test_only_the_outer_alternation_is_split(source: str, expected: tuple[str, ...]) -> None:
    assert top_alternatives(source) == expected


def test_every_split_expression_is_its_alternatives_joined_and_each_compiles() -> None:
    for rule, split, whole in SPLITS:
        each = split.sources
        for source in each:
            re.compile(source.pattern, source.flags)  # a split inside a group or class would not
        if rule != "context-harvest":  # its verbs are grouped (tested above to match alike)
            assert "|".join(p.pattern for p in each) == whole.pattern, rule


_PLAIN_ADVERB = object()


def _word_plainly(word: str) -> object:
    """What a leading word is, worked out afresh: an adverb to read past, a write verb, or None."""
    if word in annotations._ADVERBS:
        return _PLAIN_ADVERB
    if word in annotations.WRITES:
        return word
    for stem in (annotations._without_verb_ending(word), word[:-1], word[:-2]):
        if stem in annotations.WRITES:
            return stem
    return None


def _lead_verb_plainly(description: str) -> str | None:
    text, matches = annotations._first_matches(description)
    for m in matches:
        kind = _word_plainly(m.group().lower())
        if kind is _PLAIN_ADVERB:
            continue
        if text.startswith("-", m.end()) and m.end() + 1 < len(text) and text[m.end() + 1].isalpha():
            # a hyphenated compound is its last part's verb, or no verb
            after = annotations._LETTERS.match(text.lower(), m.end() + 1)
            if after is not None and isinstance(_word_plainly(after.group()), str):
                continue
            return None
        return kind if isinstance(kind, str) else None
    return None


_LEAD_WORDS = sorted(annotations._ADVERBS | annotations.WRITES | {"gets", "deleted", "removing", "lists", "x"})


@RELAXED
@given(st.lists(st.sampled_from(_LEAD_WORDS), max_size=6), st.sampled_from([" ", ". ", "_", "-", "\n"]))
def test_a_description_leads_with_the_verb_it_led_with_before_first_words_were_remembered(
    words: list[str], sep: str
) -> None:
    description = sep.join(words)
    for text in (description, description.title(), description.upper()):
        assert annotations._lead_verb(text) == _lead_verb_plainly(text), text


@settings(max_examples=300, deadline=None)
@given(servers=st.lists(st.sampled_from("abcde"), max_size=40))
def test_name_shadowing_compares_each_tool_with_the_first_three_of_other_servers(servers: list[str]) -> None:
    """crosstool.rivals finds them without a pass over the group per tool: the same as one."""
    from dataclasses import dataclass

    from mcp_catalog.lint.rules.crosstool import rivals

    @dataclass(eq=False)
    class Tool:
        server: str

    group = [Tool(s) for s in servers]
    got = [(view, others) for view, others in rivals(group)]
    assert [view for view, _ in got] == group
    for view, others in got:
        plain = [o for o in group if o.server != view.server][:3]
        assert [id(o) for o in others] == [id(o) for o in plain]
