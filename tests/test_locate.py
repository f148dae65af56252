"""lint/locate.py: the line and column of a JSON pointer, against a plain full scan (the oracle)."""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mcp_catalog.lint.locate import Locator

DATA = Path(__file__).resolve().parent / "data"


def _oracle(text: str) -> tuple[dict[str, int], list[int]]:
    """Every pointer's position, by walking the parsed document beside a scan of the text: the
    member name's position for members, the value's for items and the root."""
    where: dict[str, int] = {}
    decoder = json.JSONDecoder()
    ws = re.compile(r"[ \t\n\r]*")
    string = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)

    def skip(pos: int) -> int:
        m = ws.match(text, pos)
        return m.end() if m else pos

    def value(pos: int, pointer: str) -> int:
        pos = skip(pos)
        where.setdefault(pointer, pos)
        if text[pos] == "{":
            pos = skip(pos + 1)
            if text[pos] == "}":
                return pos + 1
            while True:
                pos = skip(pos)
                key_at = pos
                m = string.match(text, pos)
                assert m is not None
                key = json.loads(m.group(0))
                child = pointer + "/" + key.replace("~", "~0").replace("/", "~1")
                pos = skip(m.end()) + 1  # the ':'
                pos = skip(value(pos, child))
                where[child] = key_at
                if text[pos] == ",":
                    pos += 1
                    continue
                return pos + 1
        if text[pos] == "[":
            pos = skip(pos + 1)
            if text[pos] == "]":
                return pos + 1
            index = 0
            while True:
                pos = skip(value(pos, f"{pointer}/{index}"))
                index += 1
                if text[pos] == ",":
                    pos += 1
                    continue
                return pos + 1
        return decoder.raw_decode(text, pos)[1]

    value(0, "")
    return where, [0] + [m.end() for m in re.finditer("\n", text)]


def _expected(where: dict[str, int], lines: list[int], pointer: str) -> tuple[int, int] | None:
    probe = pointer
    while probe not in where:
        if not probe:
            return None
        probe = probe.rsplit("/", 1)[0]
    line = bisect_right(lines, where[probe])
    return line, where[probe] - lines[line - 1] + 1


def _check(text: str, extra: list[str]) -> None:
    where, lines = _oracle(text)
    pointers = sorted(where) + extra
    locator = Locator(text)
    for pointer in pointers[::-1]:  # deepest first as well as shallow first: listing is lazy
        assert locator.find(pointer) == _expected(where, lines, pointer), pointer
    fresh = Locator(text)
    for pointer in pointers:
        assert fresh.find(pointer) == _expected(where, lines, pointer), pointer
    for wanted in (pointers, pointers[::3], extra):  # listed in one pass; the others lazily
        guided = Locator(text, wanted)
        for pointer in pointers:
            assert guided.find(pointer) == _expected(where, lines, pointer), pointer


def test_every_pointer_of_real_catalogs() -> None:
    for path in sorted((DATA / "corpus" / "benign").glob("*.json"))[:6]:
        doc = json.loads(path.read_text(encoding="utf-8"))
        for text in (json.dumps(doc, indent=2, ensure_ascii=False), json.dumps(doc), json.dumps(doc, indent="\t")):
            _check(text, ["/tools/0/inputSchema/properties/missing/description", "/nope", "/tools/99999"])


_KEYS = st.text(alphabet=st.sampled_from(list('ab~/"\\ é\n\u2028')), max_size=4)
_JSON: Any = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_KEYS, inner, max_size=4),
    max_leaves=25,
)


@settings(max_examples=300, deadline=None)
@given(doc=_JSON, indent=st.sampled_from([None, 0, 1, 2, "\t"]), ascii_only=st.booleans(), probe=_KEYS)
def test_generated_documents(doc: Any, indent: int | str | None, ascii_only: bool, probe: str) -> None:
    text = json.dumps(doc, indent=indent, ensure_ascii=ascii_only)
    _check("\n " + text + " \n", [f"/{probe}", f"/0/{probe}"])
