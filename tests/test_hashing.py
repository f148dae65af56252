"""Tool definition hash v1: every published vector, RFC 8785 number cases, and properties."""

from __future__ import annotations

import copy
import hashlib
import json
import math
import struct
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mcp_catalog import hashing
from mcp_catalog.hashing import (
    NoCanonicalForm,
    canonical_bytes,
    definition_hash,
    definition_hashes,
    field_hashes,
    hash_json_text,
    instructions_hash,
    set_hash,
    set_hash_of,
    set_lines,
    tool_hashes,
    tool_hashes_many,
    without_pointers,
)
from mcp_catalog.jsonio import loads_strict

VECTORS = json.loads((Path(__file__).parent / "data" / "tool-definition-hash-v1.json").read_text("utf-8"))


def _about(vector: dict[str, Any]) -> str:
    return str(vector["about"])[:60]


# --- the published vectors -------------------------------------------------------------------


@pytest.mark.parametrize("vector", VECTORS["definitions"], ids=_about)
def test_definition_vectors(vector: dict[str, Any]) -> None:
    value = loads_strict(vector["input"])
    assert canonical_bytes(value).decode("utf-8") == vector["canonical"]
    # the writer the fast path falls back to
    assert hashing._slow(value).decode("utf-8") == vector["canonical"]
    assert definition_hash(value) == vector["hash"]
    assert hash_json_text(vector["input"]) == vector["hash"]
    assert tool_hashes(value).hash == vector["hash"]
    assert tool_hashes(value).fields == field_hashes(value)


@pytest.mark.parametrize("vector", VECTORS["sets"], ids=_about)
def test_set_vectors(vector: dict[str, Any]) -> None:
    tools = [tool for page in vector["pages"] for tool in loads_strict(page)]
    assert set_lines(tools) == vector["lines"]
    assert set_hash(tools) == vector["setHash"]
    assert set_hash_of((t["name"], definition_hash(t)) for t in tools) == vector["setHash"]


@pytest.mark.parametrize("vector", VECTORS["instructions"], ids=_about)
def test_instructions_vectors(vector: dict[str, Any]) -> None:
    assert instructions_hash(vector["instructions"]) == vector["hash"]


@pytest.mark.parametrize("vector", VECTORS["invalid"], ids=_about)
def test_invalid_vectors(vector: dict[str, Any]) -> None:
    if "input" in vector:
        with pytest.raises(NoCanonicalForm):
            hash_json_text(vector["input"])
    else:
        tools = [tool for page in vector["pages"] for tool in loads_strict(page)]
        with pytest.raises(ValueError, match="no string name"):
            set_hash(tools)


def test_every_vector_section_was_run() -> None:
    assert {k for k in VECTORS if k != "about"} == {"definitions", "sets", "instructions", "invalid"}
    assert len(VECTORS["definitions"]) >= 8 and len(VECTORS["invalid"]) >= 4


# --- numbers: RFC 8785 appendix B (IEEE double bits -> ECMAScript text) ------------------------

APPENDIX_B = [
    ("0000000000000000", "0"),
    ("8000000000000000", "0"),
    ("0000000000000001", "5e-324"),
    ("8000000000000001", "-5e-324"),
    ("7fefffffffffffff", "1.7976931348623157e+308"),
    ("ffefffffffffffff", "-1.7976931348623157e+308"),
    ("4340000000000000", "9007199254740992"),
    ("c340000000000000", "-9007199254740992"),
    ("4430000000000000", "295147905179352830000"),
    ("44b52d02c7e14af5", "9.999999999999997e+22"),
    ("44b52d02c7e14af6", "1e+23"),
    ("44b52d02c7e14af7", "1.0000000000000001e+23"),
    ("444b1ae4d6e2ef4e", "999999999999999700000"),
    ("444b1ae4d6e2ef4f", "999999999999999900000"),
    ("444b1ae4d6e2ef50", "1e+21"),
    ("3eb0c6f7a0b5ed8c", "9.999999999999997e-7"),
    ("3eb0c6f7a0b5ed8d", "0.000001"),
    ("41b3de4355555553", "333333333.3333332"),
    ("41b3de4355555554", "333333333.33333325"),
    ("41b3de4355555555", "333333333.3333333"),
    ("41b3de4355555556", "333333333.3333334"),
    ("41b3de4355555557", "333333333.33333343"),
    ("becbf647612f3696", "-0.0000033333333333333333"),
    ("43143ff3c1cb0959", "1424953923781206.2"),
]


@pytest.mark.parametrize(("bits", "expected"), APPENDIX_B)
def test_numbers_as_ecmascript_writes_them(bits: str, expected: str) -> None:
    value = struct.unpack(">d", bytes.fromhex(bits))[0]
    assert canonical_bytes(value) == expected.encode()
    assert canonical_bytes([value]) == f"[{expected}]".encode()  # inside a container: the fast path's rewrite
    assert canonical_bytes({"k": [value, "1.0e+5 in a string stays"]}) == (
        f'{{"k":[{expected},"1.0e+5 in a string stays"]}}'.encode()
    )


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (2**53, "9007199254740992"),
        (2**53 + 1, "9007199254740992"),  # ties to even, as a JSON parser reads it
        (-(2**53) - 3, "-9007199254740996"),
        (9007199254740991, "9007199254740991"),
        (10**21, "1e+21"),
        (12345678901234567890, "12345678901234567000"),
        (1.0, "1"),
        (-0.0, "0"),
        (1e16, "10000000000000000"),
        (1e-5, "0.00001"),
        (1e-7, "1e-7"),
        (0.25, "0.25"),
    ],
)
def test_integers_past_2_53_and_python_floats(value: float, expected: str) -> None:
    assert canonical_bytes(value) == expected.encode()
    assert canonical_bytes({"a": value, "b": "x"}) == f'{{"a":{expected},"b":"x"}}'.encode()


@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan, 10**400])
def test_numbers_with_no_json_form(value: float) -> None:
    with pytest.raises(NoCanonicalForm):
        canonical_bytes({"x": [value]})


def test_a_number_too_large_for_a_double_in_json_text() -> None:
    with pytest.raises(NoCanonicalForm):
        hash_json_text('{"name":"n","maximum":1e400}')


# --- strings, surrogates, member order -------------------------------------------------------


def test_unpaired_surrogates_are_lowercase_escapes_and_pairs_are_characters() -> None:
    assert canonical_bytes("x\udeady") == b'"x\\udeady"'
    assert canonical_bytes({"\ud800": ["\udbff!"]}) == b'{"\\ud800":["\\udbff!"]}'
    # A pair held as two code points is the same JSON string as the character.
    assert canonical_bytes("\ud83d\ude00") == canonical_bytes("\U0001f600") == "\"\U0001f600\"".encode()


def test_member_names_sort_by_utf16_code_units_at_every_depth() -> None:
    value = {"\ufb33": 1, "\U0001f600": 2, "a": {"\ufb33": 3, "\U0001f600": 4}}
    assert canonical_bytes(value) == '{"a":{"\U0001f600":4,"\ufb33":3},"\U0001f600":2,"\ufb33":1}'.encode()
    assert tool_hashes(value).hash == definition_hash(value)


def test_one_name_written_two_ways_has_no_canonical_form() -> None:
    with pytest.raises(NoCanonicalForm):
        canonical_bytes({"x": {"\U0001f600": 1, "\ud83d\ude00": 2}})
    with pytest.raises(NoCanonicalForm):
        tool_hashes({"\U0001f600": 1, "\ud83d\ude00": 2})


def test_control_characters_and_what_stays_as_itself() -> None:
    text = "\x00\x08\t\n\x0b\x0c\r\x1b\x1f\x7f\"\\/\u2028\u00e9"
    expected = '"\\u0000\\b\\t\\n\\u000b\\f\\r\\u001b\\u001f\x7f\\"\\\\/\u2028\u00e9"'
    assert canonical_bytes(text) == expected.encode()
    assert canonical_bytes({"k": [text]}) == ('{"k":[' + expected + "]}").encode()


def test_not_json_values_have_no_canonical_form() -> None:
    with pytest.raises(NoCanonicalForm):
        canonical_bytes({"x": {1, 2}})
    with pytest.raises(NoCanonicalForm):
        bad: dict[Any, Any] = {"name": "x", 3: "y"}
        tool_hashes(bad)


def test_repeated_member_names_anywhere_have_no_canonical_form() -> None:
    with pytest.raises(NoCanonicalForm, match="repeated"):
        hash_json_text('{"name":"x","inputSchema":{"properties":{"a":{"type":"string","type":"number"}}}}')


def test_instructions_with_an_unpaired_surrogate_hash_as_whatwg_utf8() -> None:
    # The recipe's UTF-8 is the WHATWG encoder's: an unpaired surrogate becomes U+FFFD.
    assert instructions_hash("a\udeadb") == hashlib.sha256("a\ufffdb".encode()).hexdigest()
    assert instructions_hash("\ud83d\ude00") == hashlib.sha256("\U0001f600".encode()).hexdigest()
    assert instructions_hash("") == hashlib.sha256(b"").hexdigest()


def test_set_hash_orders_by_utf16_and_needs_string_names() -> None:
    tools = [{"name": "\ufb33"}, {"name": "\U0001f600"}, {"name": "b"}]
    assert [line.split(":")[0] for line in set_lines(tools)] == ["b", "\U0001f600", "\ufb33"]
    assert set_hash([]) == hashing.EMPTY_SET_HASH == hashlib.sha256(b"").hexdigest()
    with pytest.raises(ValueError):
        set_hash([{"name": "a"}, "not a definition"])


# --- lock.ignore pointers ---------------------------------------------------------------------


def test_without_pointers_removes_members_and_leaves_the_original_alone() -> None:
    tool: dict[str, Any] = {
        "name": "t",
        "_meta": {"com.example/nonce": "1", "a/b": 1, "m~n": 2, "keep": 3},
        "inputSchema": {"required": ["a", "b", "c"]},
    }
    original = copy.deepcopy(tool)
    pointers = ["/_meta/com.example~1nonce", "/_meta/a~1b", "/_meta/m~0n", "/inputSchema/required/0",
                "/inputSchema/required/2", "/missing/deeper", "/inputSchema/required/9",
                "/inputSchema/required/-"]
    out = without_pointers(tool, pointers)
    assert out == {"name": "t", "_meta": {"keep": 3}, "inputSchema": {"required": ["b"]}}
    assert tool == original
    out["_meta"]["keep"] = 4
    assert tool["_meta"]["keep"] == 3  # a deep copy


def test_without_pointers_parent_and_child_and_leading_zero_index() -> None:
    tool = {"name": "t", "a": {"b": [1, 2]}}
    assert without_pointers(tool, ["/a/b/0", "/a"]) == {"name": "t"}
    assert without_pointers(tool, ["/a", "/a/b"]) == {"name": "t"}
    assert without_pointers(tool, ["/a/b/01"]) == tool  # "01" is not an array index
    assert without_pointers(tool, []) == tool
    with pytest.raises(ValueError):
        without_pointers(tool, [""])
    with pytest.raises(ValueError):
        without_pointers(tool, ["a"])


# --- properties ---------------------------------------------------------------------------------

# Every code point, surrogates included (they reach us as \u escapes in JSON text).
_chars = st.characters(min_codepoint=0, max_codepoint=0x10FFFF, exclude_categories=())
_text = st.one_of(
    st.text(_chars, max_size=8),
    st.sampled_from(["", "a", "\ud83d", "\ude00", "\U0001f600", "\ufb33", "\ue000", "1.0", "e+5", '"\\']),
)
_numbers = st.one_of(
    st.integers(min_value=-(10**25), max_value=10**25),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([0.0, -0.0, 1.0, 1e16, 1e21, 1e-7, 2**53 + 1, 5e-324]),
)
_scalars = st.one_of(st.none(), st.booleans(), _numbers, _text)
json_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_text, inner, max_size=5),
    max_leaves=25,
)
definitions = st.dictionaries(_text, json_values, min_size=1, max_size=6)
PROPS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _ecmascript_number(x: float) -> str:
    """ECMA-262 Number::toString, written out from the spec (independent of the module)."""
    if x == 0:
        return "0"
    if x < 0:
        return "-" + _ecmascript_number(-x)
    _, digit_tuple, exponent = Decimal(repr(x)).normalize().as_tuple()
    digits = "".join(map(str, digit_tuple))
    k = len(digits)
    n = k + int(exponent)
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * -n + digits
    e = n - 1
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"


def _reference(value: Any) -> str:
    """A deliberately plain JCS, as a JavaScript engine would compute it (UTF-16 strings)."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int | float):
        return _ecmascript_number(float(value))
    if isinstance(value, str):
        units = value.encode("utf-16-be", "surrogatepass")
        value = units.decode("utf-16-be", "surrogatepass")  # pairs are characters
        out = []
        for ch in value:
            if ch in '"\\':
                out.append("\\" + ch)
            elif ch in "\b\t\n\f\r":
                out.append(json.dumps(ch)[1:-1])
            elif ord(ch) < 0x20 or 0xD800 <= ord(ch) <= 0xDFFF:
                out.append(f"\\u{ord(ch):04x}")
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'
    if isinstance(value, list):
        return "[" + ",".join(_reference(v) for v in value) + "]"
    names = sorted(value, key=lambda n: n.encode("utf-16-be", "surrogatepass"))
    return "{" + ",".join(_reference(n) + ":" + _reference(value[n]) for n in names) + "}"


def _unique_names(value: Any) -> bool:
    """False where two member names are one JSON string (a pair as one or two code points)."""
    if isinstance(value, dict):
        units = [n.encode("utf-16-be", "surrogatepass") for n in value]
        return len(set(units)) == len(units) and all(_unique_names(v) for v in value.values())
    if isinstance(value, list):
        return all(_unique_names(v) for v in value)
    return True


@PROPS
@given(json_values)
def test_matches_an_independent_reference(value: Any) -> None:
    assume(_unique_names(value))
    expected = _reference(value)
    assert canonical_bytes(value).decode("utf-8") == expected
    assert hashing._slow(value).decode("utf-8") == expected


TRICKY = [
    {"a": 'x\\"1.0e+5\\', "b": [1.0, 'q"', "\\", 2e-7, "\\\\"], "c": {"d\\": 10**17}},
    {"description": "emoji \U0001f600 in a value only", "n": [3.0, {"\ufb33": 1, "z": 0.5}]},
    {"\U0001f600": 1.0, "\ufb33": {"\U0001f601": "\\\"", "\uffff": -0.0}},
    ['":1.0,"', 1.0, '\\', '\\":1e+16', 1e16, 9007199254740993],
    {"s": "\udead", "t": 1.0, "\U0001f600": "\ud83d\ude00"},
]


@pytest.mark.parametrize("value", TRICKY)
def test_escapes_and_number_like_text_next_to_numbers(value: Any) -> None:
    expected = _reference(value).encode("utf-8")
    assert canonical_bytes(value) == expected
    assert hashing._slow(value) == expected
    if isinstance(value, dict):
        assert tool_hashes(value) == hashing.ToolHashes(
            hashlib.sha256(expected).hexdigest(),
            {n: hashlib.sha256(_reference(v).encode("utf-8")).hexdigest() for n, v in value.items()},
        )


@PROPS
@given(definitions)
def test_tool_hashes_agree_with_definition_and_field_hashes(tool: dict[str, Any]) -> None:
    assume(_unique_names(tool))
    hashes = tool_hashes(tool)
    assert hashes.hash == definition_hash(tool)
    assert hashes.fields == field_hashes(tool)
    assert set(hashes.fields) == set(tool)


@PROPS
@given(st.lists(definitions, max_size=6))
def test_a_catalog_at_a_time_gives_what_each_tool_alone_gives(tools: list[dict[str, Any]]) -> None:
    """The batch functions clear most tools in one scan; any tool they do not clear must still
    come out exactly as the per-tool path writes it (numbers, surrogates, non-BMP names)."""
    def outcome(fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except NoCanonicalForm:
            return NoCanonicalForm

    # where a tool has no canonical form (a name spelled two ways), both ways must refuse
    assert outcome(definition_hashes, tools) == outcome(lambda: [definition_hash(t) for t in tools])
    assert outcome(tool_hashes_many, tools) == outcome(lambda: [tool_hashes(t) for t in tools])


def test_a_catalog_at_a_time_with_one_tool_for_the_slow_writer() -> None:
    plain = {"name": "a", "inputSchema": {"type": "object", "maximum": 5}}
    needs_rewrite = {"name": "b", "inputSchema": {"maximum": 1.0, "big": 2**60}}
    surrogate = {"name": "c", "description": "\ud800 alone"}
    non_bmp_name = {"name": "d", "inputSchema": {"\U0001f600": 1, "\uffff": 2}}
    non_bmp_top = {"name": "e", "\U0001f600": 1, "\uffff": 2}
    tools = [plain, needs_rewrite, surrogate, non_bmp_name, non_bmp_top, plain]
    assert definition_hashes(tools) == [definition_hash(tool) for tool in tools]
    assert tool_hashes_many(tools) == [tool_hashes(tool) for tool in tools]
    rewritten = '{"inputSchema":{"big":1152921504606847000,"maximum":1},"name":"b"}'
    assert canonical_bytes(needs_rewrite).decode() == rewritten
    assert definition_hashes([]) == [] and tool_hashes_many([]) == []
    spelled_twice = {"name": "f", "inputSchema": {"\U0001f600": 1, "\ud83d\ude00": 2}}
    for batch in (definition_hashes, tool_hashes_many):
        with pytest.raises(NoCanonicalForm):
            batch([plain, spelled_twice])


def _reorder(value: Any, data: st.DataObject) -> Any:
    if isinstance(value, dict):
        names = data.draw(st.permutations(list(value)))
        return {n: _reorder(value[n], data) for n in names}
    if isinstance(value, list):
        return [_reorder(v, data) for v in value]
    return value


@PROPS
@given(
    definitions,
    st.data(),
    st.sampled_from([None, 0, 2, "\t", "\r\n "]),
    st.sampled_from([(",", ":"), (" , ", " : "), (",\n", ":\t")]),
    st.booleans(),
)
def test_member_order_and_whitespace_never_change_the_hash(
    tool: dict[str, Any],
    data: st.DataObject,
    indent: int | str | None,
    separators: tuple[str, str],
    ascii_only: bool,
) -> None:
    assume(_unique_names(tool))
    text = json.dumps(_reorder(tool, data), indent=indent, separators=separators, ensure_ascii=ascii_only)
    assert hash_json_text(text) == definition_hash(tool)
    assert tool_hashes(loads_strict(text)) == tool_hashes(tool)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for name, item in value.items():
            out.extend(_paths(item, (*prefix, name)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.extend(_paths(item, (*prefix, index)))
    return out


def _different(old: Any, data: st.DataObject) -> Any:
    """A JSON value that is certainly not equal to old."""
    if isinstance(old, bool) or old is None:
        return data.draw(st.sampled_from([v for v in (True, False, None) if v is not old]))
    if isinstance(old, int | float):
        return "changed"
    if isinstance(old, str):
        return old + data.draw(st.sampled_from(["x", " ", "\u200b", "\udead"]))
    if isinstance(old, list):
        return [*old, None] if data.draw(st.booleans()) or not old else old[:-1]
    return None


def _mutate(tool: dict[str, Any], data: st.DataObject) -> tuple[dict[str, Any], str | None]:
    """Change one thing somewhere; returns the new tool and the top-level member that changed."""
    new = copy.deepcopy(tool)
    path = data.draw(st.sampled_from(_paths(new)[1:] or [()]))
    kind = data.draw(st.sampled_from(["replace", "add", "remove"]))
    parent: Any = new
    for step in path[:-1]:
        parent = parent[step]
    if not path:  # an empty definition: add a member
        new["added"] = 1
        return new, "added"
    target = parent[path[-1]]
    if kind == "add" and isinstance(target, dict):
        target[data.draw(_text.filter(lambda n: _unique_names({**target, n: 0}) and n not in target))] = 0
    elif kind == "remove":
        del parent[path[-1]]
    else:
        parent[path[-1]] = _different(target, data)
    return new, path[0]


@PROPS
@given(definitions, st.data())
def test_any_change_anywhere_changes_the_hash_and_only_its_field(
    tool: dict[str, Any], data: st.DataObject
) -> None:
    assume(_unique_names(tool))
    new, member = _mutate(tool, data)
    assume(_unique_names(new))
    assert _reference(new) != _reference(tool)  # the mutation is a real change
    assert definition_hash(new) != definition_hash(tool)
    old_fields, new_fields = field_hashes(tool), field_hashes(new)
    changed = {n for n in old_fields.keys() | new_fields.keys() if old_fields.get(n) != new_fields.get(n)}
    assert changed == {member}
