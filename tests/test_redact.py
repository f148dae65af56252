"""redact.scrub: whole secrets and any piece of eight characters or more never leave the process."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

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


def test_a_value_that_may_not_be_secret_is_masked_whole_but_not_piece_by_piece() -> None:
    redact.register("127.0.0.1:9000", pieces=False)
    assert redact.scrub("cannot connect to http://127.0.0.1:9000/mcp") == "cannot connect to http://***/mcp"
    assert redact.scrub("listening on http://127.0.0.1:8000/api") == "listening on http://127.0.0.1:8000/api"


def test_config_masks_pieces_only_of_what_surely_is_a_secret(tmp_path: Path) -> None:
    """A long env value under a plain name is masked whole; a credential header, an auth secret
    or an env value whose name says token is masked piece by piece too; a host and a folder are
    places, not credentials, and stay readable."""
    from mcp_catalog.config import parse_config, resolve_server

    path = tmp_path / "catalog.yaml"
    text = (
        "servers:\n"
        "  a:\n    url: http://${HOST}/mcp\n    headers:\n      Authorization: Bearer ${API_TOKEN}\n"
        "  b:\n    command: python\n    env:\n      WORKDIR: ${WORKDIR}\n      TOKEN: ${PLAIN}\n"
    )
    config = parse_config(path, text)
    environ = {"HOST": "127.0.0.1:9000", "API_TOKEN": "tok-ABCDEFGHIJKLMNOP", "WORKDIR": "/home/runner/work/app",
               "PLAIN": "value-QRSTUVWXYZ-123"}
    for server in config.servers.values():
        resolve_server(server, environ)
    assert redact.scrub("reading /home/runner/work/other") == "reading /home/runner/work/other"
    assert redact.scrub("at 127.0.0.1:9000") == "at 127.0.0.1:9000"
    assert redact.scrub("bad token tok-ABCDEFGH") == "bad token ***"
    assert redact.scrub("got value-QRSTUVWX") == "got ***"
