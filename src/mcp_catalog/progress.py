"""Export progress on stderr: a live display on a terminal, one plain line per server elsewhere.

A CI log cannot redraw a display, and a run that waits on a slow server should still show
which servers are done, so off a terminal each server gets one line as it finishes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from mcp_catalog.redact import scrub
from mcp_catalog.streams import is_terminal
from mcp_catalog.textsafe import escape

if TYPE_CHECKING:
    from mcp_catalog.export import Outcome, Progress


class _Silent:
    def page(self, server_id: str, pages: int, tools: int) -> None:
        pass

    def finished(self, outcome: Outcome) -> None:
        pass


class _Lines(_Silent):
    """One line per server as it finishes; why a server failed is said once, by the error line."""

    def finished(self, outcome: Outcome) -> None:
        sid, took = escape(outcome.server_id), f"{outcome.seconds:.1f} s"
        snap = outcome.snapshot
        if snap is None:
            line = f"failed {sid} after {took}"
        else:
            tools, pages = len(snap.tools), snap.pages
            line = f"exported {sid}: {tools} tool{'s' * (tools != 1)} in {pages} page{'s' * (pages != 1)} ({took})"
        sys.stderr.write(scrub(line) + "\n")
        sys.stderr.flush()


@contextmanager
def export_progress(server_ids: list[str], enabled: bool = True) -> Iterator[Progress]:
    if not enabled or sys.stderr is None:  # quiet, or started with stderr closed
        yield _Silent()
        return
    if not is_terminal(sys.stderr):
        yield _Lines()
        return
    from rich.console import Console
    from rich.progress import Progress as Display
    from rich.progress import SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    with Display(
        SpinnerColumn(), TextColumn("{task.fields[sid]}"), TextColumn("{task.fields[pages]} pages"),
        TextColumn("{task.fields[tools]} tools"), TimeElapsedColumn(), TextColumn("{task.fields[state]}"),
        console=console, transient=True,
    ) as display:
        tasks = {sid: display.add_task(sid, total=None, sid=sid, pages=0, tools=0, state="") for sid in server_ids}

        class Live:
            def page(self, server_id: str, pages: int, tools: int) -> None:
                display.update(tasks[server_id], pages=pages, tools=tools)

            def finished(self, outcome: Outcome) -> None:
                state = "failed" if outcome.snapshot is None else "done"  # stops the spinner and the clock
                display.update(tasks[outcome.server_id], total=1, completed=1, state=state)

        yield Live()
