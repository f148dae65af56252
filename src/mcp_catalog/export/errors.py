"""Turn whatever escaped the SDK into one line a user can act on.

The SDK wraps failures in ExceptionGroups, reduces HTTP statuses to generic JSON-RPC
errors and logs stray output as tracebacks; the tap kept the real cause, so it wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import httpx2
from mcp import MCPError
from pydantic import ValidationError

from mcp_catalog.errors import ExportError
from mcp_catalog.export.tap import ProtocolViolation
from mcp_catalog.redact import clip, scrub
from mcp_catalog.textsafe import escape

if TYPE_CHECKING:
    from mcp_catalog.config import ResolvedServer

CONNECTION_CLOSED = -32000
REQUEST_TIMEOUT = -32001
UNSUPPORTED_VERSION = -32022


def _bare_url(url: str) -> str:
    """scheme://host:port/path: no credentials in userinfo or the query."""
    try:
        return str(httpx2.URL(scrub(url)).copy_with(query=None, username=None, password=None, fragment=None))
    except Exception:
        return "the configured url"


def leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for sub in exc.exceptions for leaf in leaves(sub)]
    return [exc]


def _pick(errors: list[BaseException]) -> BaseException:
    """The most telling leaf: our own findings, then MCP errors, then anything else."""
    for kind in (ProtocolViolation, MCPError, TimeoutError, httpx2.HTTPError, OSError):
        for err in errors:
            if isinstance(err, kind):
                return err
    return errors[0]


def _http_cause(conn: Any) -> str | None:
    tap = conn.tap
    if tap.redirect_refused:
        return str(tap.redirect_refused) + "; credentials were not sent there"
    trouble = tap.http_trouble
    if trouble is None:
        return None
    text = f"HTTP {trouble.status} from {trouble.url}"
    if trouble.www_authenticate:
        text += f"; WWW-Authenticate: {escape(clip(trouble.www_authenticate, 300))}"
    elif trouble.content_type and "json" not in trouble.content_type:
        text += f" ({escape(clip(trouble.content_type.split(';')[0], 60))} body)"
    return text


def cause_of(exc: BaseException, conn: Any, server: ResolvedServer) -> tuple[str, bool]:
    """(one-line cause, whether a legacy retry may help)."""
    if conn.tap.fatal is not None:
        return str(conn.tap.fatal), False
    all_errors = leaves(exc)
    err = _pick(all_errors)
    if isinstance(err, ProtocolViolation):
        return str(err), False
    for leaf in all_errors:
        if type(leaf).__name__ in ("OAuthTokenError", "OAuthFlowError", "OAuthRegistrationError"):
            return f"OAuth client credentials failed: {escape(clip(str(leaf), 300))}", False
    http = _http_cause(conn)
    if http is not None:
        if isinstance(err, MCPError) and err.code != -32603:  # a JSON-RPC error in the body says why
            http += f": server error {err.code}: {escape(clip(str(err.error.message), 200))}"
        return http, False
    stderr = conn.stderr.text()
    tail = f"; its stderr ends: {escape(clip(stderr, 200, keep_end=True))}" if stderr else ""
    timeout = server.config.timeout
    if isinstance(err, FileNotFoundError) and server.command is not None:
        return f"command '{escape(server.command)}' not found", False
    if isinstance(err, PermissionError) and server.command is not None:
        return f"command '{escape(server.command)}' is not executable", False
    if isinstance(err, MCPError):
        message = escape(clip(str(err.error.message), 200))
        if err.code == CONNECTION_CLOSED:
            return f"server closed the connection ({message}){tail}", not conn.negotiated
        if err.code == REQUEST_TIMEOUT:
            return f"no reply within {timeout:g} s (timeout){tail}", False
        if err.code == UNSUPPORTED_VERSION:
            data = err.error.data if isinstance(err.error.data, dict) else {}
            supported = escape(clip(str(data.get("supported", "?")), 120))
            return f"server does not support our protocol versions (it supports {supported})", False
        return f"server answered with error {err.code}: {message}", False
    if isinstance(err, TimeoutError):
        from mcp_catalog.export.session import deadline

        limit = deadline(timeout, conn.mode)
        return f"export did not finish within {limit:g} s (slow or hung server){tail}", False
    if isinstance(err, httpx2.ConnectError):
        return f"cannot connect to {escape(_bare_url(server.url or ''))}: {escape(clip(str(err), 200))}", False
    if isinstance(err, httpx2.TimeoutException):
        return f"HTTP request timed out after {timeout:g} s", False
    if isinstance(err, httpx2.HTTPError):
        return f"HTTP error: {escape(clip(str(err), 200))}", False
    if isinstance(err, ValidationError):
        return f"server reply does not conform to the protocol ({err.error_count()} problems){tail}", False
    if isinstance(err, RuntimeError) and "protocol version" in str(err).lower():
        return f"{escape(clip(str(err), 200))}", False
    return f"{type(err).__name__}: {escape(clip(str(err), 200))}{tail}", False


def describe(exc: BaseException, conn: Any, server: ResolvedServer) -> ExportError:
    cause, retry = cause_of(exc, conn, server)
    error = ExportError(scrub(f"server '{server.config.id}': {cause}"))
    error.retry_legacy = retry  # type: ignore[attr-defined]
    return error
