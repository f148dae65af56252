"""Lint in forked worker processes for a big catalog (the machinery: mcp_catalog.forking).

What lint finds in one definition depends only on that definition and the run's settings, so
lint shares its parts with workers by tickets (engine.py): one for each free CPU by default;
MCP_CATALOG_LINT_WORKERS=1 keeps lint in one process, =N uses N processes whatever the load.
"""

from __future__ import annotations

from mcp_catalog import forking
from mcp_catalog.forking import MAX_TICKETS, MIN_DEFINITIONS, Tickets, Worker

__all__ = ["ENV", "MAX_TICKETS", "MIN_DEFINITIONS", "Tickets", "Worker", "processes", "worth_a_worker"]

ENV = "MCP_CATALOG_LINT_WORKERS"


def processes(definitions: int) -> int:
    """How many processes lint this many definitions (1: no worker)."""
    return forking.processes(definitions, ENV)


def worth_a_worker(definitions: int) -> bool:
    """Whether to lint with forked workers."""
    return processes(definitions) > 1
