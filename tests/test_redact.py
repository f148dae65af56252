"""redact.scrub: whole secrets and any piece of eight characters or more never leave the process."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcp_catalog import redact

SECRET = "sk-SUPERSECRET-canary-1234567890"


@pytest.fixture(autouse=True)
def _registry() -> Iterator[None]:
    redact.clear()
    yield
    redact.clear()


def _pieces(secret: str, size: int = 8) -> set[str]:
    return {secret[i : i + size] for i in range(len(secret) - size + 1)}


def test_a_prefix_a_server_echoes_is_masked_and_other_text_is_kept() -> None:
    redact.register(SECRET)
    assert redact.scrub("bad token sk-SUPERSECR") == "bad token ***"
    assert redact.scrub(f"token {SECRET} refused") == "token *** refused"
    assert redact.scrub(f"middle [{SECRET[7:20]}] end") == "middle [***] end"
    assert redact.scrub("sk-SUPER is seven plus one") == "*** is seven plus one"
    assert redact.scrub("sk-SUPE is seven") == "sk-SUPE is seven"  # shorter pieces stay readable
    assert redact.scrub("nothing to hide here") == "nothing to hide here"


def test_without_secrets_the_text_is_returned_as_is() -> None:
    text = "sk-SUPERSECRET-canary-1234567890"
    assert redact.scrub(text) is text


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet="ab*-xy0", min_size=9, max_size=40),
    st.lists(st.tuples(st.text(alphabet="ab*-xy0 ", max_size=12), st.integers(0, 40), st.integers(0, 40)), max_size=6),
)
def test_no_piece_of_eight_survives_whatever_surrounds_it(secret: str, parts: list[tuple[str, int, int]]) -> None:
    """Pieces of the secret amid other text from the same small alphabet (so that masks and
    neighbours can form new pieces): none of eight characters or more is left."""
    redact.register(secret)
    text = "".join(filler + secret[lo:hi] for filler, lo, hi in parts)
    scrubbed = redact.scrub(text)
    assert not any(piece in scrubbed for piece in _pieces(secret)), (secret, text, scrubbed)
