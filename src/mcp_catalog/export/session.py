"""One server: connect with the SDK, negotiate, page through tools/list, build a Snapshot."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import anyio
import httpx2
import mcp.client.session as sdk_session
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.dispatcher import CallOptions
from mcp_types import Implementation

from mcp_catalog import __version__, redact
from mcp_catalog.config import ResolvedServer
from mcp_catalog.errors import ExportError
from mcp_catalog.export.errors import describe
from mcp_catalog.export.http import make_client
from mcp_catalog.export.listing import Listing
from mcp_catalog.export.stdio import StderrTail, child_environment, stdio_transport
from mcp_catalog.export.tap import MAX_MESSAGE_BYTES, ProtocolViolation, Tap
from mcp_catalog.snapshot import Snapshot
from mcp_catalog.textsafe import escape

CLIENT_INFO = Implementation(name="mcp-catalog", version=__version__)
# A listing is a few requests; a server that needs longer than this many request
# timeouts in total is treated as hung (a slow drip cannot hold CI forever).
DEADLINE_FACTOR = 10


class _Connection:
    """Everything one attempt needs, so errors can be explained after the SDK unwinds."""

    def __init__(self, server: ResolvedServer, mode: str) -> None:
        self.server = server
        self.mode = mode  # this attempt's, which after a legacy retry is not the configured one
        self.tap = Tap()
        self.stderr = StderrTail()
        self.http: httpx2.AsyncClient | None = None
        self.negotiated = False

    @contextlib.asynccontextmanager
    async def transport(self) -> AsyncIterator[Any]:
        s = self.server
        if s.command is not None:
            env = child_environment(s.env)
            async with stdio_transport(s.command, list(s.args), env, s.cwd, self.tap, self.stderr) as streams:
                yield streams
            return
        assert s.url is not None
        auth = _oauth(s) if s.auth is not None else None
        self.http = make_client(s.url, dict(s.headers), s.config.timeout, self.tap, auth)
        try:
            async with streamable_http_client(
                s.url, http_client=self.http, max_sse_event_size=MAX_MESSAGE_BYTES
            ) as streams:
                yield streams
        finally:
            with anyio.CancelScope(shield=True):
                await self.http.aclose()


def _oauth(server: ResolvedServer) -> httpx2.Auth:
    from mcp.client.auth.extensions.client_credentials import ClientCredentialsOAuthProvider

    assert server.auth is not None and server.url is not None
    a = server.auth
    return ClientCredentialsOAuthProvider(
        server_url=server.url,
        storage=_MemoryTokens(),
        client_id=a.client_id,
        client_secret=a.client_secret,
        token_endpoint_auth_method=a.token_endpoint_auth_method,
        scope=a.scope,
        issuer=a.issuer,
    )


class _MemoryTokens:
    """Tokens live only for this run: nothing is cached on disk."""

    def __init__(self) -> None:
        self.tokens: Any = None
        self.client_info: Any = None

    async def get_tokens(self) -> Any:
        return self.tokens

    async def set_tokens(self, tokens: Any) -> None:
        # The tokens the authorization server issued are credentials like the configured ones: a
        # server that echoes one must have it masked in messages and its listing refused.
        for name in ("access_token", "refresh_token", "id_token"):
            value = getattr(tokens, name, None)
            if isinstance(value, str):
                redact.register(value)
        self.tokens = tokens

    async def get_client_info(self) -> Any:
        return self.client_info

    async def set_client_info(self, client_info: Any) -> None:
        self.client_info = client_info


async def _list_page(client: Client, cursor: str | None, timeout: float) -> None:
    """Send one raw tools/list: the SDK stamps the envelope, the tap keeps the bytes."""
    session = client.session
    params: dict[str, Any] = {} if cursor is None else {"cursor": cursor}
    data: dict[str, Any] = {"method": "tools/list", "params": params}
    opts: CallOptions = {}
    session._stamp(data, opts)  # the SDK's per-era envelope and headers (private, pinned <3)
    opts["timeout"] = timeout
    params = data.get("params") or {}
    await session._dispatcher.send_raw_request("tools/list", params or None, opts)


async def _walk(client: Client, conn: _Connection, on_page: Any) -> Snapshot:
    cfg = conn.server.config
    listing = Listing()
    seen: set[str] = set()
    cursor: str | None = None
    conn.negotiated = True
    while True:
        if listing.pages >= cfg.max_pages:
            pages = f"{cfg.max_pages} page{'s' * (cfg.max_pages != 1)}"
            raise ProtocolViolation(f"still paginating after {pages} (max_pages); giving up")
        conn.tap.last_list_result = None
        await _list_page(client, cursor, cfg.timeout)
        if conn.tap.fatal is not None:
            raise conn.tap.fatal
        result = conn.tap.last_list_result
        if result is None:
            raise ProtocolViolation("tools/list answer could not be read")
        cursor = listing.add_page(
            result, conn.tap.last_list_duplicates, cfg.max_tools, conn.tap.last_list_bytes, cfg.max_mib
        )
        on_page(listing.pages, len(listing.tools))
        if cursor is None:  # absent means the end; "" is a real cursor
            break
        if cursor in seen:
            raise ProtocolViolation(f"server repeated a cursor it sent before (page {listing.pages}): pagination loop")
        seen.add(cursor)
    info = client.server_info
    _refuse_credentials(listing.tools, client.instructions, info)
    return Snapshot(
        server_id=cfg.id,
        tools=listing.tools,
        name=info.name if info else None,
        version=info.version if info else None,
        protocol_version=client.protocol_version,
        instructions=client.instructions,
        pages=listing.pages,
    )


def _strings(value: Any) -> list[str]:
    """Every string in a JSON value, member names included."""
    found: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            found.extend(k for k in item if isinstance(k, str))
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _refuse_credentials(tools: list[dict[str, Any]], instructions: str | None, info: Any) -> None:
    """A server that echoes one of our credentials into its definitions would have us write
    it into a file people commit; refuse the listing instead (fail closed)."""
    if not redact.has_secrets():
        return
    for tool in tools:
        if any(redact.contains_secret(text) for text in _strings(tool)):
            raise ProtocolViolation(
                f"tool '{escape(redact.clip(str(tool.get('name')), 100))}' contains the value of a configured "
                "credential; refusing to store it"
            )
    identity = [instructions, info.name if info else None, info.version if info else None]
    if any(redact.contains_secret(text) for text in _strings(identity)):
        raise ProtocolViolation("server instructions or identity contain the value of a configured credential")


async def _attempt(server: ResolvedServer, mode: str, on_page: Any) -> Snapshot:
    conn = _Connection(server, mode)
    cfg = server.config
    try:
        with anyio.fail_after(deadline(cfg.timeout, mode)):
            async with Client(
                conn.transport(),
                # "2026-07-28" also probes (auto): the SDK's pinned mode would invent the
                # discover result, and the snapshot would lose instructions and identity
                mode="auto" if mode == "2026-07-28" else mode,
                read_timeout_seconds=cfg.timeout,
                client_info=CLIENT_INFO,
                cache=None,
            ) as client:
                if mode == "2026-07-28" and client.protocol_version != "2026-07-28":
                    raise ProtocolViolation(
                        f"protocol is pinned to 2026-07-28 but the server speaks {escape(client.protocol_version)}"
                    )
                return await _walk(client, conn, on_page)
    except BaseException as exc:
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        if isinstance(exc, anyio.get_cancelled_exc_class()) and not isinstance(exc, TimeoutError):
            raise
        raise describe(exc, conn, server) from None


def deadline(timeout: float, mode: str) -> float:
    """A server's whole export: ten request timeouts, plus the era probe in auto mode (so a
    silent server is reported as the request timeout it is, not as a blown deadline)."""
    probe = sdk_session.DISCOVER_TIMEOUT_SECONDS if mode in ("auto", "2026-07-28") else 0.0
    return timeout * DEADLINE_FACTOR + probe


def set_discover_timeout(timeouts: list[float]) -> None:
    """The SDK's server/discover probe waits a process-wide 10 s on a silent legacy server.
    Shorten it to the longest timeout in this run: shorter would misjudge a slow modern server."""
    if timeouts:
        sdk_session.DISCOVER_TIMEOUT_SECONDS = min(10.0, max(timeouts))


async def export_one(server: ResolvedServer, on_page: Any = lambda pages, tools: None) -> Snapshot:
    """Export one server; raises ExportError with a one-line cause."""
    cfg = server.config
    mode = cfg.protocol
    try:
        return await _attempt(server, mode, on_page)
    except ExportError as exc:
        # A legacy stdio server may exit on the unknown server/discover probe; the SDK does
        # not respawn it, so try the handshake once on a fresh process.
        if mode == "auto" and server.command is not None and getattr(exc, "retry_legacy", False):
            return await _attempt(server, "legacy", on_page)
        raise
