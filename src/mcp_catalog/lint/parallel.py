"""Lint in a forked second process for a big catalog (the machinery: mcp_catalog.forking).

What lint finds in one definition depends only on that definition and the run's settings, so
lint shares its parts with a worker by tickets (engine.py); MCP_CATALOG_LINT_WORKERS=1 keeps
lint in one process, =2 starts the worker whatever the load.
"""

from __future__ import annotations

from mcp_catalog import forking
from mcp_catalog.forking import MAX_TICKETS, MIN_DEFINITIONS, Tickets, Worker

__all__ = ["ENV", "MAX_TICKETS", "MIN_DEFINITIONS", "Tickets", "Worker", "worth_a_worker"]

ENV = "MCP_CATALOG_LINT_WORKERS"


def worth_a_worker(definitions: int) -> bool:
    """Whether to lint in two processes."""
    return forking.worth_a_worker(definitions, ENV)
