"""Atomic file writes: a reader (or a second writer) never sees a torn file."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from mcp_catalog.errors import InputError, reason


def write_text_atomic(path: Path, text: str) -> None:
    """Write to a temp file beside path, fsync, then rename over it.

    Two concurrent writers each rename a complete file, so the last one wins whole.
    On any failure the old file is untouched and no temp file is left behind.
    """
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        import tempfile  # here: read-only commands never pay for its import

        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise InputError(f"{path}: cannot write: {reason(exc)}") from None
    try:
        os.fchmod(fd, 0o666 & ~_umask())  # mkstemp's 0600 would surprise a team sharing the repo
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise InputError(f"{path}: cannot write: {reason(exc)}") from None
        raise
    with contextlib.suppress(OSError):
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
