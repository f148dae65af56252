"""Whether output goes to a person's terminal.

A command started with a descriptor closed (`catalog lint >&-`) has `sys.stdout` or
`sys.stderr` set to None: it is no terminal, and nothing should fail on asking.
"""

from __future__ import annotations

from typing import IO


def is_terminal(stream: IO[str] | None) -> bool:
    return stream is not None and stream.isatty()
