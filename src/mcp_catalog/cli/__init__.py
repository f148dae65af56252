"""The `catalog` command line: parse, call one library function, render, exit.

Each command lives in its own module and registers itself on the typer `app` (cli/_app.py).
`lock` and `check` on snapshots are also matched by a small argv reader (cli/_fast.py) that
runs the same bodies without importing typer, so CI's offline check starts quickly; anything
it does not recognise goes to typer. Nothing here imports the `mcp` SDK: only `catalog export`
and `catalog check --live` pay for it.
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> None:
    from mcp_catalog.cli import _fast
    from mcp_catalog.cli._core import run_typer, shielded

    def run() -> None:
        code = _fast.run(sys.argv[1:])
        if code is not None:
            sys.exit(code)
        from mcp_catalog.cli._app import app

        run_typer(app)

    shielded(run)


def entry() -> None:
    """The `catalog` console script and `python -m mcp_catalog`: main(), then the process ends
    without tearing down the interpreter (cli._core.leave). main() alone ends with SystemExit,
    for callers in the same process."""
    from mcp_catalog.cli._core import leave

    try:
        main()
    except SystemExit as done:
        leave(done.code)
    leave(0)


def __getattr__(name: str) -> Any:
    """`mcp_catalog.cli.app` (the typer app), imported on first use."""
    if name == "app":
        from mcp_catalog.cli._app import app

        return app
    raise AttributeError(name)
