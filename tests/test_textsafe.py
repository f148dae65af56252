"""textsafe.escape: its quick path for printable text gives what the character loop gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mcp_catalog import textsafe
from mcp_catalog.textsafe import escape, neutralize, plain


def _one_by_one(text: str, keep_newlines: bool = False) -> str:
    """The definition: every character on its own."""
    return textsafe._each(text, keep_newlines)


def test_every_assigned_plane() -> None:
    """Planes 0-2, the tags and the ends of the private-use planes (planes 3-13 are unassigned
    or CJK extensions: the same categories as tested here)."""
    points = [*range(0x30000), *range(0xE0000, 0xE0200), *range(0xF0000, 0xF0010), *range(0x10FFF0, 0x110000)]
    for cp in points:
        ch = chr(cp)
        assert escape(ch) == _one_by_one(ch), hex(cp)
        assert escape("ab" + ch + "c", keep_newlines=True) == _one_by_one("ab" + ch + "c", True), hex(cp)


_ANY = st.characters(blacklist_categories=())  # surrogates, private use and unassigned included


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet=_ANY, max_size=40) | st.text(max_size=40), keep=st.booleans())
def test_any_text(text: str, keep: bool) -> None:
    assert escape(text, keep_newlines=keep) == _one_by_one(text, keep)


def test_what_must_change_does() -> None:
    assert escape("a\\b") == "a\\\\b"
    assert escape("safe\u00adword") == "safe\\xadword"  # soft hyphen (a format character)
    assert escape("x\u2800y\u3164") == "x\\u2800y\\u3164"  # blank, yet printable to Python
    assert escape("x\u202ey\u200b") == "x\\u202ey\\u200b"
    assert escape("plain é 漢字 text") == "plain é 漢字 text"


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet=_ANY, max_size=40) | st.text(max_size=40))
def test_plain_is_what_neutralize_leaves_alone(text: str) -> None:
    assert plain(text) == (neutralize(text) == text)
    assert plain(neutralize(text))  # whatever went in, what comes out is safe to print


def test_blank_yet_printable_characters_are_not_plain() -> None:
    for ch in "\u3164\u2800\u115f\u1160\u17b4\u17b5\uffa0":
        assert ch.isprintable() and not plain(f"a{ch}b") and neutralize(f"a{ch}b") != f"a{ch}b"
