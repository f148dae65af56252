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


class ConfigErrors(ConfigError):
    """Several configuration errors found at once (every variable that is not set): each is said on its own line."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__(messages[0] + (f" (and {len(messages) - 1} more)" if len(messages) > 1 else ""))
        self.messages = messages


def combined(errors: list[ConfigError]) -> ConfigError:
    """One error for several: the only one, or all of them, each with its own line."""
    lines = [line for error in errors for line in getattr(error, "messages", [str(error)])]
    return errors[0] if len(errors) == 1 else ConfigErrors(list(dict.fromkeys(lines)))


class InputError(CatalogError):
    """A local file (snapshot, lock) is missing, malformed or unwritable."""


class ExportError(CatalogError):
    """A server could not be exported: connection, auth, timeout or protocol error."""

    exit_code = EXIT_EXPORT


def reason(exc: OSError | UnicodeDecodeError) -> str:
    """Why a file could not be read or written (or git run), for after its path: "Is a
    directory", not "[Errno 21] Is a directory: 'c'" (the path is said already)."""
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
