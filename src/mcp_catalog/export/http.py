"""Streamable HTTP plumbing: an httpx2 client whose transport keeps what the SDK loses.

The SDK reduces a 401/403 to a generic JSON-RPC error and parses bodies into models; this
transport records the status and `WWW-Authenticate`, refuses to report a cross-origin
redirect as anything but what it is, and tees every JSON-RPC message into the Tap.

It also undoes gzip and deflate itself, before the tee, in pieces of at most 1 MiB and
within the same limits as a plain body: a few kilobytes that inflate to gigabytes stop at
64 MiB. The client asks for `identity`; a server that compresses anyway is still read.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx2

from mcp_catalog.export.framing import Splitter
from mcp_catalog.export.tap import MAX_MESSAGE_BYTES, HttpTrouble, ProtocolViolation, Tap
from mcp_catalog.redact import clip
from mcp_catalog.textsafe import escape

# The content codings undone here (the standard library's zlib); anything else is refused.
CODINGS = {"gzip": zlib.MAX_WBITS | 16, "x-gzip": zlib.MAX_WBITS | 16, "deflate": zlib.MAX_WBITS}
MAX_CODINGS = 2  # "gzip, gzip" at most: each more is one more inflation to pay for
PIECE = 1 << 20  # one decompression step's output at most
LIMIT_MIB = MAX_MESSAGE_BYTES // 2**20


def origin(url: httpx2.URL) -> tuple[str, str, int | None]:
    return (url.scheme, url.host, url.port)


def _too_large(tap: Tap, what: str) -> httpx2.ReadError:
    tap.fail(ProtocolViolation(f"server response exceeded {LIMIT_MIB} MiB{what}"))
    return httpx2.ReadError("response too large")


class _Inflate:
    """One content coding undone, in pieces of at most PIECE bytes."""

    def __init__(self, coding: str) -> None:
        self.coding = coding
        self.wbits = CODINGS[coding]
        self.zobj = zlib.decompressobj(self.wbits)
        self.started = False

    def feed(self, data: bytes) -> Iterator[bytes]:
        try:
            yield from self._feed(data)
        except zlib.error as exc:
            raise ProtocolViolation(f"server sent a {self.coding} body that does not decompress ({exc})") from None

    def _feed(self, data: bytes) -> Iterator[bytes]:
        if not self.started and data and self.coding == "deflate":
            self.started = True
            if not _zlib_header(data):  # "deflate" as raw deflate, which some servers send
                self.zobj = zlib.decompressobj(-zlib.MAX_WBITS)
        while True:
            piece = self.zobj.decompress(data, PIECE)
            if piece:
                yield piece
            data = self.zobj.unconsumed_tail
            if self.zobj.eof:
                rest = self.zobj.unused_data
                if not (self.wbits & 16 and rest.startswith(b"\x1f\x8b")):
                    return  # the end; trailing bytes are ignored, as every HTTP client does
                self.zobj = zlib.decompressobj(self.wbits)  # gzip: a body may hold several members
                data = rest
            elif not data and len(piece) < PIECE:  # input used up and no output held back
                return


def _zlib_header(data: bytes) -> bool:
    return len(data) < 2 or (data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0)


class _Decoded(httpx2.AsyncByteStream):
    """A response body with its content codings undone, each step bounded.

    The wire bytes and every step's output count against the limit of one response, so
    neither a bomb nor a stream of empty blocks can run on for long.
    """

    def __init__(self, inner: Any, tap: Tap, codings: list[str]) -> None:
        self.inner = inner
        self.tap = tap
        self.steps = [_Inflate(coding) for coding in reversed(codings)]  # undone last-applied first
        self.counts = [0] * (len(self.steps) + 1)

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.inner:
            for piece in self._through(chunk, 0):
                yield piece

    def _through(self, data: bytes, step: int) -> Iterator[bytes]:
        self.counts[step] += len(data)
        if self.counts[step] > MAX_MESSAGE_BYTES:
            raise _too_large(self.tap, " once decompressed" if step else "")
        if step == len(self.steps):
            yield data
            return
        try:
            for piece in self.steps[step].feed(data):
                yield from self._through(piece, step + 1)
        except ProtocolViolation as exc:
            self.tap.fail(exc)
            raise httpx2.DecodingError(str(exc)) from None

    async def aclose(self) -> None:
        await self.inner.aclose()


class _TeeStream(httpx2.AsyncByteStream):
    """Feeds every complete JSON-RPC message to the tap and hands the SDK the same message.

    A JSON body is passed on whole, an SSE stream event by event. What the SDK gets is the
    server's bytes, except where the tap says it could not parse them: lone surrogate
    escapes (valid JSON, refused by the SDK's parser) are replaced in the SDK's copy only;
    the tap keeps the original for the snapshot.
    """

    def __init__(self, inner: Any, tap: Tap, sse: bool) -> None:
        self.inner = inner
        self.tap = tap
        self.sse = sse
        self.events = Splitter(b"\n\n")
        self.body = bytearray()
        self.cr = b""  # a chunk's final CR, held back in case the next chunk starts with LF
        self.size = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.inner:
            self.size += len(chunk)
            if self.size > MAX_MESSAGE_BYTES:
                raise _too_large(self.tap, "")
            if self.sse:
                for event in self.events.feed(self._lf(chunk)):
                    yield self._relay_event(event)
            else:
                self.body += chunk
        if self.sse:
            for event in self.events.feed(self._lf(b"\n\n")):
                yield self._relay_event(event)
        elif self.body.strip():
            yield self._relay(bytes(self.body))

    def _lf(self, chunk: bytes) -> bytes:
        """CRLF line ends (sse-starlette's default) as LF, also where a chunk ends between the two."""
        data = self.cr + chunk
        self.cr = b"\r" if data.endswith(b"\r") else b""
        if self.cr:
            data = data[:-1]
        return data.replace(b"\r\n", b"\n") if b"\r" in data else data

    def _relay_event(self, event: bytes) -> bytes:
        """One SSE event (without its blank line), its data relayed; the rest passed on as is."""
        lines = event.split(b"\n")
        data = [line[5:][1:] if line[5:].startswith(b" ") else line[5:] for line in lines if line.startswith(b"data:")]
        if not data:
            return event + b"\n\n"
        relayed = self._relay(b"\n".join(data))
        kept = [line for line in lines if line and not line.startswith(b"data:")]
        return b"\n".join([*kept, *(b"data: " + line for line in relayed.split(b"\n"))]) + b"\n\n"

    def _relay(self, body: bytes) -> bytes:
        try:
            message = self.tap.feed(body)
        except ProtocolViolation as exc:
            self.tap.fail(exc)
            return body
        if b"\\ud" in body.lower():  # only then can a lone surrogate escape be in it
            return json.dumps(_replace_lone_surrogates(message)).encode()
        return body

    async def aclose(self) -> None:
        await self.inner.aclose()


def _replace_lone_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if isinstance(value, dict):
        return {_replace_lone_surrogates(k): _replace_lone_surrogates(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_replace_lone_surrogates(v) for v in value]
    return value


class TapTransport(httpx2.AsyncBaseTransport):
    def __init__(self, inner: httpx2.AsyncBaseTransport, tap: Tap, endpoint: str) -> None:
        self.inner = inner
        self.tap = tap
        self.endpoint = httpx2.URL(endpoint)

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        is_mcp = request.method == "POST" and origin(request.url) == origin(self.endpoint)
        if is_mcp:
            try:
                body = json.loads(request.content or b"null")
            except (ValueError, httpx2.RequestNotRead):  # a redirected request streams its body
                body = None
            if isinstance(body, dict):
                self.tap.note_request(body)
        response = await self.inner.handle_async_request(request)
        await self._decode(response)
        status = response.status_code
        if 300 <= status < 400 and "location" in response.headers:
            target = request.url.join(response.headers["location"])
            if origin(target) != origin(request.url):
                shown = f"{target.scheme}://{target.host}" + (f":{target.port}" if target.port else "")
                self.tap.redirect_refused = f"HTTP {status} redirect to another origin ({shown}); not followed"
        elif status >= 400 and is_mcp:
            self.tap.http_trouble = HttpTrouble(
                status=status,
                www_authenticate=response.headers.get("www-authenticate"),
                content_type=response.headers.get("content-type"),
                url=str(request.url.copy_with(query=None, username=None, password=None)),
            )
        if is_mcp and status < 300:
            self.tap.http_trouble = None  # an earlier 401 was answered (OAuth retry): not the cause
            kind = response.headers.get("content-type", "")
            if "json" in kind or "event-stream" in kind:
                response.stream = _TeeStream(response.stream, self.tap, sse="event-stream" in kind)
        return response

    async def _decode(self, response: httpx2.Response) -> None:
        """Undo the body's content codings here, bounded, so the tee sees what the server meant;
        httpx then finds no Content-Encoding and passes the decoded bytes on as they are."""
        codings = [c.strip().lower() for c in response.headers.get_list("content-encoding", split_commas=True)]
        codings = [c for c in codings if c and c != "identity"]
        unknown = [c for c in codings if c not in CODINGS]
        if unknown or len(codings) > MAX_CODINGS:
            await response.aclose()
            shown = escape(clip(", ".join(unknown or codings), 60))
            violation = ProtocolViolation(
                f"server sent a response in Content-Encoding '{shown}', which catalog does not decode "
                "(it asks for identity and reads gzip or deflate)"
            )
            self.tap.fail(violation)
            raise httpx2.DecodingError(str(violation))
        response.stream = _Decoded(response.stream, self.tap, codings)
        if codings:
            del response.headers["content-encoding"]
            response.headers.pop("content-length", None)

    async def aclose(self) -> None:
        await self.inner.aclose()


def make_client(
    endpoint: str, headers: dict[str, str], timeout: float, tap: Tap, auth: httpx2.Auth | None = None
) -> httpx2.AsyncClient:
    client = httpx2.AsyncClient(
        headers=headers,
        timeout=httpx2.Timeout(timeout),
        auth=auth,
        follow_redirects=False,
        transport=TapTransport(httpx2.AsyncHTTPTransport(), tap, endpoint),
    )
    if not any(name.lower() == "accept-encoding" for name in headers):
        # Listings are small; uncompressed, no proxy holds SSE events back to compress them
        # and the limits apply to the bytes on the wire. A configured header still wins.
        client.headers["Accept-Encoding"] = "identity"
    return client
