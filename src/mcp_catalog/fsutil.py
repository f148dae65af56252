"""Atomic file writes: a reader (or a second writer) never sees a torn file."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from mcp_catalog.errors import InputError, reason


def write_text_atomic(path: Path, text: str, *, as_named: bool = False) -> None:
    """Write to a temp file beside path, fsync, then rename over it.

    Two concurrent writers each rename a complete file, so the last one wins whole.
    On any failure the old file is untouched and no temp file is left behind.

    `as_named`, for a path the user named for output (`lint --output`), is where a shell's `>`
    would write: through a symbolic link (the link stays, its file is replaced), and into
    something that is not a regular file (a pipe, `/dev/stdout`, a device, `>(command)`) as it
    is, where a rename would put a file in its place (as root, even over a device in /dev).
    Without it, whatever is at path is replaced: the lock and snapshots sit in a repository,
    where a planted link must not make `catalog lock` write outside it.
    """
    if as_named:
        target = _regular_target(path)
        if target is None:
            _write_through(path, text)
            return
        path = target
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)  # (`lint --output reports/lint.sarif` in a fresh CI checkout)
        import tempfile  # here: read-only commands never pay for its import

        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        if exc.errno in (errno.EEXIST, errno.ENOTDIR):  # a file where a folder of the path should be
            raise InputError(f"{path}: cannot write: a part of {folder} is a file, not a folder") from None
        raise InputError(f"{path}: cannot write: {reason(exc)}") from None
    try:
        os.fchmod(fd, _mode_for(path))
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


def _regular_target(path: Path) -> Path | None:
    """The file to replace for path (where a link leads, if it is one); None when path is
    something other than a regular file, to be written through."""
    try:
        mode = os.stat(path).st_mode
    except OSError:  # not there (or a link to nothing): made as a file, where the link leads
        mode = stat.S_IFREG
    if not stat.S_ISREG(mode):
        return None
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def _write_through(path: Path, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    except OSError as exc:
        raise InputError(f"{path}: cannot write: {reason(exc)}") from None


def _mode_for(path: Path) -> int:
    """The permissions of the file replaced (a lock kept at 0600 stays so), else what the umask
    gives a new file: mkstemp's 0600 would surprise a team sharing the repository."""
    try:
        st = os.lstat(path)
    except OSError:
        st = None
    if st is not None and stat.S_ISREG(st.st_mode):
        return stat.S_IMODE(st.st_mode) & 0o777  # not setuid, setgid or sticky bits a checkout gave it
    return 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
