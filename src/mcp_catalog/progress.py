"""Export progress on stderr: a live display on a terminal, plain lines elsewhere (CI logs)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mcp_catalog.export import ProgressFn


@contextmanager
def export_progress(server_ids: list[str], enabled: bool = True) -> Iterator[ProgressFn]:
    if not enabled or not sys.stderr.isatty():
        yield lambda sid, pages, tools: None
        return
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    with Progress(
        SpinnerColumn(), TextColumn("{task.fields[sid]}"), TextColumn("{task.fields[pages]} pages"),
        TextColumn("{task.fields[tools]} tools"), TimeElapsedColumn(), console=console, transient=True,
    ) as progress:
        tasks = {sid: progress.add_task(sid, total=None, sid=sid, pages=0, tools=0) for sid in server_ids}

        def update(sid: str, pages: int, tools: int) -> None:
            progress.update(tasks[sid], pages=pages, tools=tools)

        yield update
