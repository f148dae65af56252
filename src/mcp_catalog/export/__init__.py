"""Export: connect to MCP servers with the official SDK and capture tools/list as sent.

This is the only package that imports `mcp` (about a second of import time), so the
offline commands never load it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from mcp_catalog.config import ServerConfig
from mcp_catalog.snapshot import Snapshot

MAX_CONCURRENT = 8


@dataclass
class Outcome:
    server_id: str
    snapshot: Snapshot | None = None
    error: str | None = None
    seconds: float = 0.0  # this server's own export, not the wait for a free slot


class Progress(Protocol):
    """What export_servers reports while it runs (progress.py shows it)."""

    def page(self, server_id: str, pages: int, tools: int) -> None: ...

    def finished(self, outcome: Outcome) -> None: ...


def export_servers(
    servers: Sequence[ServerConfig],
    progress: Progress | None = None,
    base_dir: Path = Path(),
) -> list[Outcome]:
    """Export servers concurrently; each outcome holds a complete snapshot or a one-line error.

    Every `${VAR}` is resolved before any connection is made: a missing variable is a
    configuration error (exit 2) that names it, and nothing is exported.
    """
    import anyio

    from mcp_catalog.config import ResolvedServer, resolve_server
    from mcp_catalog.errors import CatalogError, ConfigError, combined

    _quiet_sdk_logs()
    from mcp_catalog.export.session import export_one, set_discover_timeout

    resolved: list[ResolvedServer] = []
    missing: list[ConfigError] = []
    for server in servers:  # every server's missing variables said at once, before any connection
        try:
            resolved.append(resolve_server(server, base_dir=base_dir))
        except ConfigError as exc:
            missing.append(exc)
    if missing:
        raise combined(missing)
    set_discover_timeout([s.timeout for s in servers])
    outcomes = {s.id: Outcome(s.id) for s in servers}
    limiter = anyio.CapacityLimiter(MAX_CONCURRENT)

    async def run(server: ResolvedServer) -> None:
        sid = server.config.id
        async with limiter:
            outcome = outcomes[sid]
            start = anyio.current_time()

            def on_page(pages: int, tools: int) -> None:
                if progress is not None:
                    progress.page(sid, pages, tools)

            try:
                outcome.snapshot = await export_one(server, on_page)
            except CatalogError as exc:
                outcome.error = str(exc)
            outcome.seconds = anyio.current_time() - start
            if progress is not None:
                progress.finished(outcome)

    async def main() -> None:
        async with anyio.create_task_group() as tg:
            for server in resolved:
                tg.start_soon(run, server)

    anyio.run(main)
    return [outcomes[s.id] for s in servers]


def _quiet_sdk_logs() -> None:
    """The SDK logs server misbehaviour with tracebacks (and may echo server text); every
    failure here is reported once, escaped, by our own error line instead."""
    import logging

    for name in ("mcp", "httpx2", "httpx", "httpcore", "anyio"):
        logger = logging.getLogger(name)
        logger.handlers = [logging.NullHandler()]
        logger.propagate = False
