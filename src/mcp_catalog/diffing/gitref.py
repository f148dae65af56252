"""Read files as they were committed at a git ref.

The lock holds hashes only; the reviewed text of each definition is the snapshot that was
committed with it. Every failure here is a one-line InputError, never a traceback.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from mcp_catalog.errors import InputError, reason

_TIMEOUT = 60


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "LANG": "C"}
    try:
        return subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, timeout=_TIMEOUT, env=env, check=False
        )
    except FileNotFoundError:
        raise InputError("git is not installed; catalog diff reads reviewed definitions from git") from None
    except subprocess.TimeoutExpired:
        raise InputError(f"git {args[0]} took longer than {_TIMEOUT}s in {cwd}") from None
    except OSError as exc:
        raise InputError(f"cannot run git in {cwd}: {reason(exc)}") from None


def _first_line(data: bytes) -> str:
    text = data.decode("utf-8", "replace").strip()
    return text.splitlines()[0] if text else "unknown error"


@dataclass(frozen=True)
class GitRepo:
    root: Path

    @classmethod
    def find(cls, folder: Path) -> GitRepo:
        """The repository holding folder (the nearest existing ancestor of it)."""
        start = folder.resolve()
        while not start.is_dir() and start != start.parent:
            start = start.parent
        result = _run(["rev-parse", "--show-toplevel"], start)
        if result.returncode != 0:
            detail = _first_line(result.stderr)
            if "not a git repository" in detail.lower():
                raise InputError(
                    f"{folder}: not inside a git repository; catalog diff reads the reviewed definitions "
                    "from git (use `catalog check` to compare with tools.lock.json alone)"
                )
            raise InputError(f"{folder}: git: {detail}")
        return cls(Path(result.stdout.decode("utf-8", "replace").strip()).resolve())

    def commit(self, ref: str) -> str:
        """The commit id ref names; an unknown ref is an error that says how to get it."""
        if not ref or ref.startswith("-") or "\n" in ref or "\x00" in ref:
            raise InputError(f"{ref!r} is not a git ref")
        verify = ["rev-parse", "--verify", "--quiet", "--end-of-options"]
        result = _run([*verify, f"{ref}^{{commit}}"], self.root)
        if result.returncode != 0:
            if ref == "HEAD" and _run([*verify, "HEAD"], self.root).returncode != 0:
                raise InputError(
                    f"{self.root}: the repository has no commits yet, so nothing was reviewed; "
                    "commit catalog/ and tools.lock.json first"
                )
            if _run([*verify, ref], self.root).returncode == 0:  # a tree or a blob, say: it names no commit
                raise InputError(f"git ref {ref!r} names no commit; give a commit, branch or tag to compare with")
            raise InputError(
                f"unknown git ref {ref!r} in {self.root} (in CI, a shallow checkout may lack it: "
                "fetch it, or check out with fetch-depth: 0)"
            )
        return result.stdout.decode().strip()

    def relative(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self.root).as_posix()
        except ValueError:
            raise InputError(f"{path} is outside the git repository at {self.root}") from None

    def read(self, commit: str, path: Path) -> str | None:
        """The text of path (a working-tree path) at commit, or None if it did not exist there."""
        rel = self.relative(path)
        result = _run(["cat-file", "blob", f"{commit}:{rel}"], self.root)
        if result.returncode != 0:
            # cat-file says "Not a valid object name" for a path missing at that commit.
            probe = _run(["ls-tree", "--name-only", commit, "--", rel], self.root)
            if probe.returncode == 0 and not probe.stdout.strip():
                return None
            raise InputError(f"{commit[:12]}:{rel}: git: {_first_line(result.stderr)}")
        try:
            return result.stdout.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError(f"{commit[:12]}:{rel}: not UTF-8 text") from None
