"""The one strict JSON reader (raising for files, recording for the wire), and string writing."""

from __future__ import annotations

import gc
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcp_catalog.jsonio import (
    DuplicateMemberError,
    NestingError,
    NumberError,
    dumps_pretty,
    encode_string,
    loads_counted,
    loads_recording,
    loads_strict,
)

DEEP = '{"a":' * 100_000 + "1" + "}" * 100_000


def test_strict_refuses_a_repeated_name_and_names_it() -> None:
    with pytest.raises(DuplicateMemberError) as info:
        loads_strict('{"tools": [{"name": "a", "description": "x", "description": "y"}]}')
    assert info.value.name == "description"


def test_recording_keeps_the_repeat_and_the_object_holding_it() -> None:
    value, repeats = loads_recording(b'{"result": {"tools": [{"name": "a", "name": "b"}]}, "id": 1}')
    assert [name for name, _ in repeats] == ["name"]
    holder = repeats[0][1]
    assert holder is value["result"]["tools"][0]
    assert holder == {"name": "b"}  # what json keeps; the caller decides what to do with it


def test_recording_without_repeats_reports_none() -> None:
    value, repeats = loads_recording('{"a": {"b": [1, 2]}, "c": "d"}')
    assert value == {"a": {"b": [1, 2]}, "c": "d"}
    assert repeats == []


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_both_refuse_non_json_constants(literal: str) -> None:
    for reader in (loads_strict, loads_recording):
        with pytest.raises(NumberError) as info:
            reader(f'{{"n": {literal}}}')
        assert info.value.text == literal
    assert str(info.value) == f"{literal} is not valid JSON"


@pytest.mark.parametrize("number", ["1e400", "-1e400", "9" * 400])
def test_recording_refuses_numbers_no_double_can_hold(number: str) -> None:
    with pytest.raises(NumberError):
        loads_recording(f'{{"n": {number}}}')


def test_exact_values_survive_both_readers() -> None:
    text = '{"big": 123456789012345678901234567890, "past53": 9007199254740993, "neg0": -0.0, "e": 1E2, "s": "\\ud800"}'
    for value in (loads_strict(text), loads_recording(text)[0]):
        assert value["big"] == 123456789012345678901234567890
        assert value["past53"] == 9007199254740993
        assert str(value["neg0"]) == "-0.0"
        assert value["e"] == 100.0
        assert value["s"] == "\ud800"


def test_nesting_past_the_recursion_limit_is_a_value_error() -> None:
    for reader in (loads_strict, loads_recording):
        with pytest.raises(NestingError):
            reader(DEEP)


def test_cycle_collector_is_restored_after_a_failed_parse() -> None:
    assert gc.isenabled()
    with pytest.raises(ValueError):
        loads_strict('{"a": 1, "a": 2}')
    with pytest.raises(ValueError):
        loads_recording("not json")
    assert gc.isenabled()


@given(st.text())
def test_encode_string_writes_a_string_as_dumps_pretty_does(text: str) -> None:
    """The writers that build JSON text directly (the lock) must match the pretty printer."""
    assert encode_string(text) == dumps_pretty(text).rstrip("\n")


# JSON text built piece by piece, so that member names may repeat and strings may hold colons,
# written plainly or as \u003a escapes.
_names = st.sampled_from(["a", "b", "a:b", ":", "\\u003a", "\\u003A", 'q\\":', "\\\\"])
_strings = st.lists(st.sampled_from(["x", ":", "\\u003a", "\\u003A", " : ", '\\"', "\\\\", "é"]), max_size=4).map(
    lambda parts: '"' + "".join(parts) + '"'
)


def _objects(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    member = st.tuples(_names, st.sampled_from([":", " : ", ":\n"]), children).map(lambda m: f'"{m[0]}"{m[1]}{m[2]}')
    return st.lists(member, max_size=4).map(lambda members: "{" + ", ".join(members) + "}")


_values = st.recursive(
    st.one_of(_strings, st.sampled_from(["1", "true", "null", "-2.5e3"])),
    lambda children: st.one_of(
        _objects(children), st.lists(children, max_size=3).map(lambda v: "[" + ",".join(v) + "]")
    ),
    max_leaves=12,
)


@given(_objects(_values))
def test_counted_read_finds_exactly_the_repeats_the_strict_read_refuses(text: str) -> None:
    """loads_counted's promise: an encoding of the value holds as many ':' as the text exactly
    when no member name repeats (or the count is None: the strict reader has already checked)."""
    try:
        strict = loads_strict(text)
        repeated = False
    except DuplicateMemberError:
        repeated = True
    if repeated and ("\\u003a" in text or "\\u003A" in text):
        with pytest.raises(DuplicateMemberError):
            loads_counted(text)
        return
    value, colons = loads_counted(text)
    if colons is None:
        assert not repeated and value == strict
        return
    encoded = json.dumps(value, ensure_ascii=False).count(":")
    assert (encoded != colons) == repeated
    if not repeated:
        assert value == strict
