"""Errors and the exit codes they map to.

Every command shares one exit-code contract, so errors carry their code and the CLI
only has to print the one-line message.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_POLICY = 1
EXIT_USAGE = 2
EXIT_EXPORT = 3


class CatalogError(Exception):
    """An expected failure with a one-line, secret-free message."""

    exit_code = EXIT_USAGE


class ConfigError(CatalogError):
    """catalog.yaml (or a client config) is malformed or refers to a missing variable."""


class InputError(CatalogError):
    """A local file (snapshot, lock) is missing, malformed or unwritable."""


class ExportError(CatalogError):
    """A server could not be exported: connection, auth, timeout or protocol error."""

    exit_code = EXIT_EXPORT


def reason(exc: OSError | UnicodeDecodeError) -> str:
    """Why a file could not be read or written (or git run), for after its path: "Is a
    directory", not "[Errno 21] Is a directory: 'c'" (the path is said already)."""
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
