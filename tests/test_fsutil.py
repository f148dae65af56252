"""Writing a file atomically without replacing what is not a plain file."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from mcp_catalog.errors import InputError
from mcp_catalog.fsutil import write_text_atomic


def test_a_new_file_and_a_replaced_one(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "report.json"
    write_text_atomic(path, "one\n")
    write_text_atomic(path, "two\n")
    assert path.read_text() == "two\n"
    assert [p.name for p in path.parent.iterdir()] == ["report.json"]  # no temporary file left


def test_a_replaced_file_keeps_its_permissions_and_a_new_one_follows_the_umask(tmp_path: Path) -> None:
    kept = tmp_path / "tools.lock.json"
    kept.write_text("old\n")
    kept.chmod(0o600)  # a team that keeps its lock private
    write_text_atomic(kept, "new\n")
    assert kept.read_text() == "new\n" and kept.stat().st_mode & 0o777 == 0o600
    kept.chmod(0o754)
    write_text_atomic(kept, "newer\n")
    assert kept.stat().st_mode & 0o777 == 0o754
    old = os.umask(0o027)
    try:
        write_text_atomic(tmp_path / "fresh.json", "x\n")
    finally:
        os.umask(old)
    assert (tmp_path / "fresh.json").stat().st_mode & 0o777 == 0o640  # not mkstemp's 0600


def test_a_link_stays_a_link_and_its_file_is_replaced(tmp_path: Path) -> None:
    real = tmp_path / "reports" / "lint.json"
    real.parent.mkdir()
    real.write_text("old\n")
    link = tmp_path / "latest.json"
    link.symlink_to(real)
    write_text_atomic(link, "new\n", as_named=True)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "new\n"
    dangling = tmp_path / "next.json"
    dangling.symlink_to(tmp_path / "reports" / "next-target.json")
    write_text_atomic(dangling, "made\n", as_named=True)
    assert dangling.is_symlink() and (tmp_path / "reports" / "next-target.json").read_text() == "made\n"


def test_a_planted_link_is_replaced_not_followed(tmp_path: Path) -> None:
    """The lock and snapshots live in a repository: a link planted there (to a file of the
    user's, say) must not make catalog write outside it."""
    outside = tmp_path / "outside.txt"
    outside.write_text("the user's file\n")
    lock = tmp_path / "repo" / "tools.lock.json"
    lock.parent.mkdir()
    lock.symlink_to(outside)
    write_text_atomic(lock, "{}\n")
    assert not lock.is_symlink() and lock.read_text() == "{}\n"
    assert outside.read_text() == "the user's file\n"


def test_a_pipe_is_written_to_not_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    write_text_atomic(fifo, "through the pipe\n", as_named=True)
    reader.join(timeout=30)
    assert got == ["through the pipe\n"]
    assert fifo.is_fifo()


def test_a_device_is_written_to_not_replaced() -> None:
    device = Path("/dev/null")
    if not device.exists():
        pytest.skip("no /dev/null here")
    before = os.stat(device)
    write_text_atomic(device, "discarded\n", as_named=True)
    after = os.stat(device)
    assert (after.st_ino, after.st_mode, after.st_rdev) == (before.st_ino, before.st_mode, before.st_rdev)


def test_a_device_that_refuses_is_a_clear_error() -> None:
    full = Path("/dev/full")
    if not full.exists():
        pytest.skip("no /dev/full here")
    before = os.stat(full)
    with pytest.raises(InputError, match="/dev/full: cannot write: No space left on device"):
        write_text_atomic(full, "x" * 100_000, as_named=True)
    assert os.stat(full).st_rdev == before.st_rdev and os.stat(full).st_ino == before.st_ino


def test_lint_writes_its_report_through_a_link_and_into_a_pipe(tmp_path: Path) -> None:
    import json
    import subprocess
    import sys

    catalog = Path(__file__).resolve().parent.parent / "catalog"
    real = tmp_path / "real.json"
    link = tmp_path / "report.json"
    link.symlink_to(real)
    command = [sys.executable, "-m", "mcp_catalog", "lint", str(catalog), "--format", "json", "--fail-on", "never"]
    done = subprocess.run([*command, "-o", str(link)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and json.loads(real.read_text())["findings"]
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    done = subprocess.run([*command, "-o", str(fifo)], capture_output=True, text=True, timeout=120)
    reader.join(timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(got[0])["findings"] and fifo.is_fifo()
