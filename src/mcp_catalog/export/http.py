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

from mcp_catalog.export.tap import MAX_MESSAGE_BYTES, HttpTrouble, ProtocolViolation, Tap


def origin(url: httpx2.URL) -> tuple[str, str, int | None]:
    return (url.scheme, url.host, url.port)


class _TeeStream(httpx2.AsyncByteStream):
    """Passes the body through unchanged while feeding complete messages to the tap."""

    def __init__(self, inner: Any, tap: Tap, sse: bool) -> None:
        self.inner = inner
        self.tap = tap
        self.sse = sse
        self.buffer = b""
        self.data: list[bytes] = []
        self.size = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.inner:
            self._take(chunk)
            yield chunk
        if self.sse:
            self._take(b"\n\n")
        elif self.buffer.strip():
            self._emit(self.buffer)
            self.buffer = b""

    def _take(self, chunk: bytes) -> None:
        self.size += len(chunk)
        if self.size > MAX_MESSAGE_BYTES * 2:
            self.tap.fail(ProtocolViolation(f"server response exceeded {MAX_MESSAGE_BYTES * 2 // 2**20} MiB"))
            raise httpx2.ReadError("response too large")
        if not self.sse:
            self.buffer += chunk
            return
        self.buffer += chunk
        while True:
            cut = self.buffer.find(b"\n")
            if cut < 0:
                break
            line, self.buffer = self.buffer[:cut].rstrip(b"\r"), self.buffer[cut + 1 :]
            if not line:
                if self.data:
                    self._emit(b"\n".join(self.data))
                    self.data = []
            elif line.startswith(b"data:"):
                value = line[5:]
                self.data.append(value[1:] if value.startswith(b" ") else value)

    def _emit(self, body: bytes) -> None:
        try:
            self.tap.feed(body)
        except ProtocolViolation as exc:
            self.tap.fail(exc)

    async def aclose(self) -> None:
        await self.inner.aclose()


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
            except ValueError:
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
                url=str(request.url.copy_with(query=None)),
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
