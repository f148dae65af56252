"""The folder that keeps lint results: opened once, checked, and used only through that handle.

Whoever can write an entry decides what lint reports for its input, so the folder must be the
user's own: a real directory (not a symbolic link), owned by this user, writable by nobody
else, outside the git repository of what is linted and of the working directory (where a pull
request could bring one). Entries are opened relative to the checked folder, without following
links, and only regular files of this user under a size cap are read, so a swapped folder, a
planted link or a FIFO is never read or written through. Only names this module writes are
ever pruned.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
import time
from collections.abc import Iterable
from pathlib import Path

# Entries kept, the most recently used: a run's and each of its files' (a catalog of 14 servers
# makes 15), up to a total size (a 10,000-tool catalog's run entry is about 1 MB).
KEEP = 256
KEEP_BYTES = 64 * 1024 * 1024
MAX_ENTRY = 256 * 1024 * 1024  # bytes: a 10,000-tool catalog's entry is about 1 MB
_ENTRY = re.compile(r"[0-9a-f]{64}\.json")
_TEMP = re.compile(r"\.[0-9a-f]{64}\.[0-9a-z]+\.tmp")
_STALE_TEMP = 3600  # seconds: a temporary file this old was left by a writer that died


def supported() -> bool:
    """Whether this system has what the checks need: opening relative to a folder's descriptor,
    without following links (Linux and macOS; not Windows)."""
    return (
        hasattr(os, "O_NOFOLLOW")
        and hasattr(os, "O_DIRECTORY")
        and hasattr(os, "getuid")
        and {os.open, os.stat, os.unlink, os.rename} <= os.supports_dir_fd  # rename: os.replace's call
        and {os.utime, os.listdir} <= os.supports_fd
    )


class CacheDir:
    """An open, checked cache folder."""

    def __init__(self, fd: int, path: Path) -> None:
        self._fd = fd
        self.path = path

    @classmethod
    def open(cls, path: Path, near: Iterable[Path] = ()) -> CacheDir | str:
        """The folder (made if missing, private), or why it cannot be used. near: the files
        linted and the working directory: a folder inside the git repository of one of them
        could come with a pull request."""
        try:
            return cls._open(path, near)
        except (OSError, RuntimeError, ValueError) as exc:  # a path no check foresaw: no cache
            return f"cannot use it ({exc})"

    @classmethod
    def _open(cls, path: Path, near: Iterable[Path]) -> CacheDir | str:
        if not supported():
            return "this system cannot open a folder's files without following links"
        if not path.is_absolute():
            return "not an absolute path"
        if path.parent == path:
            return "the root of the file system"
        try:
            resolved = path.resolve()
        except RuntimeError:  # a loop of symbolic links
            return "a loop of symbolic links"
        for place in near:
            repository = _repository(place)
            if repository is not None and (resolved == repository or repository in resolved.parents):
                return f"inside the git repository {repository} (a pull request could bring its entries)"
        try:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
        except FileExistsError:
            pass  # something that is not a folder: said below
        except OSError as exc:
            return f"cannot create it ({exc.strerror or exc})"
        if path.is_symlink():
            return "a symbolic link (give the folder it points to)"
        if not path.is_dir():
            return "not a folder"
        try:
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except OSError as exc:
            return f"cannot open it ({exc.strerror or exc})"
        info = os.fstat(fd)  # the folder opened is the one checked, whatever happens to the path
        why = None
        if info.st_uid != os.getuid():
            why = "owned by another user"
        elif info.st_mode & 0o022:
            why = f"others may write to it (chmod 700 {path} if it is yours alone)"
        if why is not None:
            os.close(fd)
            return why
        return cls(fd, path)

    def close(self) -> None:
        fd, self._fd = self._fd, -1
        if fd >= 0:
            os.close(fd)

    def __enter__(self) -> CacheDir:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def read(self, key: str, suffix: str = ".json") -> bytes | None:
        """An entry's bytes, if it is a regular file of this user under the cap; marked as used."""
        try:
            fd = os.open(f"{key}{suffix}", os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=self._fd)
        except OSError:
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid() or info.st_size > MAX_ENTRY:
                return None
            chunks = []
            while chunk := os.read(fd, 1 << 20):
                chunks.append(chunk)
            with contextlib.suppress(OSError):
                os.utime(fd)  # recently used: kept longest
            return b"".join(chunks)
        except OSError:
            return None
        finally:
            os.close(fd)

    def write(self, key: str, data: bytes, *, durable: bool = True, suffix: str = ".json") -> None:
        """Replace an entry whole (a reader never sees half of one); errors are ignored. durable:
        synced to disk first (an entry cut short by a crash is caught when read, and linted again:
        a file's entry, one of many, does without the wait). suffix: another kind of file than a
        lint result (patterns.py's one table), which prune leaves alone."""
        temp = f".{key}.{secrets.token_hex(6)}.tmp"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        try:
            fd = os.open(temp, flags, 0o600, dir_fd=self._fd)
        except OSError:
            return
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                if durable:
                    os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(temp, f"{key}{suffix}", src_dir_fd=self._fd, dst_dir_fd=self._fd)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temp, dir_fd=self._fd)

    def prune(self, keep: set[str]) -> None:
        """Remove the least recently used entries beyond KEEP and KEEP_BYTES, never those in keep
        (the keys a run just read or wrote: its files' entries must outlive it, however many),
        and temporary files left by a writer that died. Once a run: it lists the folder."""
        entries: list[tuple[float, int, str]] = []
        now = time.time()
        try:
            listing = os.listdir(self._fd)
        except OSError:
            return
        for name in listing:
            try:
                info = os.stat(name, dir_fd=self._fd, follow_symlinks=False)
            except OSError:
                continue
            if _ENTRY.fullmatch(name):
                entries.append((info.st_mtime, info.st_size, name))
            elif _TEMP.fullmatch(name) and now - info.st_mtime > _STALE_TEMP:
                with contextlib.suppress(OSError):
                    os.unlink(name, dir_fd=self._fd)
        entries.sort(reverse=True)
        kept = total = 0
        for _, size, name in entries:
            if name[:-5] in keep or (kept < KEEP and total + size <= KEEP_BYTES):
                kept += 1
                total += size
                continue
            with contextlib.suppress(OSError):
                os.unlink(name, dir_fd=self._fd)


def _repository(path: Path) -> Path | None:
    """The git repository that holds path, if any: the nearest folder at or above it with `.git`
    in it (its work tree), or a `.git` folder itself."""
    try:
        resolved = path.resolve()
        for folder in (resolved, *resolved.parents):
            if folder.name == ".git" or (folder / ".git").exists():
                return folder
    except (OSError, RuntimeError):
        pass
    return None
