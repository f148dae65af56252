"""What every command shares: options, error handling, exit codes, output streams."""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import typer

from mcp_catalog import redact
from mcp_catalog.errors import EXIT_USAGE, CatalogError

if TYPE_CHECKING:
    from mcp_catalog.config import Config

F = TypeVar("F", bound=Callable[..., Any])


class Format(str, enum.Enum):
    text = "text"
    json = "json"


ConfigOption = typer.Option(
    Path("catalog.yaml"), "--config", "-c",
    help="catalog.yaml, or an MCP client config (.mcp.json, claude_desktop_config.json).",
)
CatalogDirOption = typer.Option(
    None, "--catalog-dir", help="Folder of snapshots (default: catalog/ beside the config)."
)
LockOption = typer.Option(None, "--lock", help="Lock file (default: tools.lock.json beside the config).")


def catalog_dir(config_path: Path, given: Path | None) -> Path:
    return given if given is not None else config_path.parent / "catalog"


def lock_path(config_path: Path, given: Path | None) -> Path:
    return given if given is not None else config_path.parent / "tools.lock.json"


def load(config_path: Path) -> Config:
    from mcp_catalog.config import load_config

    config = load_config(config_path)
    for warning in config.warnings:
        err(f"warning: {warning}")
    return config


def err(message: str) -> None:
    """One line to stderr: secrets scrubbed, and nothing that could act on the terminal
    (file names and lock keys can be attacker text too)."""
    from mcp_catalog.textsafe import neutralize

    sys.stderr.write(neutralize(redact.scrub(message)) + "\n")
    sys.stderr.flush()


def out(text: str) -> None:
    """Text to stdout, with any resolved secret scrubbed."""
    text = redact.scrub(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()


def fail(message: str, code: int = EXIT_USAGE) -> NoReturn:
    err(f"error: {message}")
    raise typer.Exit(code)


def run_app(app: typer.Typer) -> None:
    """Run the app; no traceback reaches the user (expected failures are handled by `guarded`)."""
    try:
        app(standalone_mode=True)
    except KeyboardInterrupt:
        err("error: interrupted")
        sys.exit(130)
    except SystemExit:
        raise
    except BaseException as exc:
        err(f"error: internal error: {type(exc).__name__}: {exc}")
        sys.exit(EXIT_USAGE)


def guarded(fn: Callable[[], int]) -> NoReturn:
    """Call a command body, turning CatalogError into its exit code."""
    try:
        code = fn()
    except CatalogError as exc:
        err(f"error: {exc}")
        raise typer.Exit(exc.exit_code) from None
    except RecursionError:
        err("error: input nested too deeply to process")
        raise typer.Exit(EXIT_USAGE) from None
    raise typer.Exit(code)


def select_servers(config: Config, ids: list[str] | None) -> list[Any]:
    """The servers named on the command line (all when none), in config order."""
    from mcp_catalog.errors import ConfigError

    if not ids:
        return list(config.servers.values())
    unknown = [i for i in ids if i not in config.servers]
    if unknown:
        known = ", ".join(config.servers) or "none"
        raise ConfigError(f"{config.path}: no server {unknown[0]!r} (configured: {known})")
    return [config.servers[i] for i in dict.fromkeys(ids)]
