"""Records cut out of byte streams that arrive in chunks of any size (stdio lines, SSE events)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import anyio
import pytest

from mcp_catalog.export.framing import Splitter
from mcp_catalog.export.http import _TeeStream
from mcp_catalog.export.tap import Tap


def chunked(data: bytes, size: int) -> list[bytes]:
    return [data[i : i + size] for i in range(0, len(data), size)]


def split_all(sep: bytes, chunks: list[bytes]) -> tuple[list[bytes], int]:
    splitter = Splitter(sep)
    records = [record for chunk in chunks for record in splitter.feed(chunk)]
    return records, splitter.pending


@pytest.mark.parametrize("sep", [b"\n", b"\n\n"])
def test_every_chunking_gives_the_same_records(sep: bytes) -> None:
    records = [b'{"id":1}', b"", b"x" * 50, b"a\nb" if sep == b"\n\n" else b"ab", b"tail"]
    stream = sep.join(records) + sep + b"incomplete"
    for size in range(1, len(stream) + 1):
        got, pending = split_all(sep, chunked(stream, size))
        assert got == records, size
        assert pending == len(b"incomplete"), size


def test_separator_split_across_chunks() -> None:
    assert split_all(b"\n\n", [b"event one\n", b"\nevent two\n", b"\n"]) == ([b"event one", b"event two"], 0)


def test_three_newlines_end_one_event_and_leave_one_byte() -> None:
    assert split_all(b"\n\n", [b"a\n\n\nb"]) == ([b"a"], 2)


def test_nothing_complete_is_held_back_or_invented() -> None:
    splitter = Splitter(b"\n")
    assert splitter.feed(b"") == []
    assert splitter.feed(b"no newline yet") == []
    assert splitter.pending == len(b"no newline yet")
    assert splitter.feed(b"\n") == [b"no newline yet"]
    assert splitter.pending == 0


class Chunks:
    """An HTTP body as it might arrive off the socket."""

    def __init__(self, chunks: list[bytes]) -> None:
        self.chunks = chunks

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for chunk in self.chunks:
            yield chunk

    async def aclose(self) -> None:
        pass


def relay(chunks: list[bytes]) -> tuple[bytes, Tap]:
    tap = Tap()
    tap.note_request({"jsonrpc": "2.0", "id": 7, "method": "tools/list"})
    stream = _TeeStream(Chunks(chunks), tap, sse=True)

    async def collect() -> bytes:
        return b"".join([part async for part in stream])

    return anyio.run(collect), tap


def test_sse_with_crlf_relays_the_same_events_at_every_chunking() -> None:
    result = {"tools": [{"name": "t", "description": "line\r\nbreak", "inputSchema": {"type": "object"}}]}
    message = json.dumps({"jsonrpc": "2.0", "id": 7, "result": result}).encode()
    body = b"event: message\r\nid: 1\r\ndata: " + message + b"\r\n\r\n: keep-alive\r\n\r\n"
    expected = b"event: message\nid: 1\ndata: " + message + b"\n\n: keep-alive\n\n"
    for size in range(1, len(body) + 1):
        relayed, tap = relay(chunked(body, size))
        assert relayed.rstrip(b"\n") == expected.rstrip(b"\n"), size
        assert tap.fatal is None
        assert tap.last_list_result == result, size
