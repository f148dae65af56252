"""The typer app: every command module registers itself on `app` when imported here."""

from __future__ import annotations

import inspect

import typer

app = typer.Typer(
    name="catalog",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        from mcp_catalog import __version__
        from mcp_catalog.cli._core import out

        out(f"catalog {__version__}")  # as every report: a version nobody can read is exit 2
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Review, lint and pin the tool definitions your AI agents get from MCP servers.

    Exit codes: 0 clean, 1 policy failed (drift, findings), 2 usage or configuration
    error, 3 a server could not be exported.
    """


def _register() -> None:
    # Imported for their side effect: each module adds its command to `app`.
    import importlib

    for name in ("export", "lock", "check", "lint", "rules", "diff", "tools", "init"):
        try:
            importlib.import_module(f"mcp_catalog.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"mcp_catalog.cli.{name}":
                raise
    app.info.help = reflowed(inspect.getdoc(_root) or "")
    for command in app.registered_commands:
        if command.help is None and command.callback is not None:
            command.help = reflowed(inspect.getdoc(command.callback) or "")


def reflowed(doc: str) -> str:
    """A docstring with each paragraph on one line: typer keeps a paragraph's line breaks, and
    the terminal then wraps the long lines again ("at most 64;" alone on a line)."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in doc.split("\n\n"))


_register()
