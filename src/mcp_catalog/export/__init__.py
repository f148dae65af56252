"""Export: connect to MCP servers with the official SDK and capture tools/list as sent.

This is the only package that imports `mcp` (about a second of import time), so the
offline commands never load it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mcp_catalog.config import ServerConfig
from mcp_catalog.snapshot import Snapshot

MAX_CONCURRENT = 8


@dataclass
class Outcome:
    server_id: str
    snapshot: Snapshot | None = None
    error: str | None = None


ProgressFn = Callable[[str, int, int], None]  # (server id, pages, tools so far)


def export_servers(
    servers: Sequence[ServerConfig],
    on_page: ProgressFn | None = None,
) -> list[Outcome]:
    """Export servers concurrently; each outcome holds a complete snapshot or a one-line error.

    Variables are resolved here, per server, so a missing one fails only that server's
    export (with the variable's name), never another's.
    """
    import anyio

    from mcp_catalog.config import resolve_server
    from mcp_catalog.errors import CatalogError
    from mcp_catalog.export.session import export_one

    outcomes = {s.id: Outcome(s.id) for s in servers}
    limiter = anyio.CapacityLimiter(MAX_CONCURRENT)

    async def run(server: ServerConfig) -> None:
        async with limiter:
            outcome = outcomes[server.id]
            try:
                resolved = resolve_server(server)

                def progress(pages: int, tools: int) -> None:
                    if on_page is not None:
                        on_page(server.id, pages, tools)

                outcome.snapshot = await export_one(resolved, progress)
            except CatalogError as exc:
                outcome.error = str(exc)

    async def main() -> None:
        async with anyio.create_task_group() as tg:
            for server in servers:
                tg.start_soon(run, server)

    anyio.run(main)
    return [outcomes[s.id] for s in servers]
