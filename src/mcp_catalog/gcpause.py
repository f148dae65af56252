"""Pause the cycle collector while a big, acyclic structure is built or walked.

Parsing a 10,000-tool catalog creates hundreds of thousands of dicts and lists and no
garbage cycles; every collection the allocations trigger would only re-scan what is alive,
which costs about as much as the parse itself.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def no_cycle_collection() -> Iterator[None]:
    """Disable the cycle collector for the block (nested use is safe); reference counting still frees."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
