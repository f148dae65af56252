"""Streamable HTTP plumbing: an httpx2 client whose transport keeps what the SDK loses.

The SDK reduces a 401/403 to a generic JSON-RPC error and parses bodies into models; this
transport records the status and `WWW-Authenticate`, refuses to report a cross-origin
redirect as anything but what it is, and tees every JSON-RPC message into the Tap.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx2

from mcp_catalog.export.framing import Splitter
from mcp_catalog.export.tap import MAX_MESSAGE_BYTES, HttpTrouble, ProtocolViolation, Tap


def origin(url: httpx2.URL) -> tuple[str, str, int | None]:
    return (url.scheme, url.host, url.port)


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
                self.tap.fail(ProtocolViolation(f"server response exceeded {MAX_MESSAGE_BYTES // 2**20} MiB"))
                raise httpx2.ReadError("response too large")
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

    async def aclose(self) -> None:
        await self.inner.aclose()


def make_client(
    endpoint: str, headers: dict[str, str], timeout: float, tap: Tap, auth: httpx2.Auth | None = None
) -> httpx2.AsyncClient:
    return httpx2.AsyncClient(
        headers=headers,
        timeout=httpx2.Timeout(timeout),
        auth=auth,
        follow_redirects=False,
        transport=TapTransport(httpx2.AsyncHTTPTransport(), tap, endpoint),
    )
