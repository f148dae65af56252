"""A report that cannot be written to stdout is exit 2 and one line on stderr, for every command
and whatever the command found: closed (`>&-`), a descriptor open for reading only (EBADF), a
full device (ENOSPC). A reader that went away (a broken pipe) stays a quiet 1, and a report that
is written still gives 0 when clean and 1 on drift.

Each case runs the installed console script (or `python -m mcp_catalog`) in a fresh process
under `sh`, which sets up the descriptors, on a copy of the repository's demo catalog.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from demo_files import demo_copy, drifted

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX shell redirections")

ENTRY = [str(Path(sys.executable).with_name("catalog"))]  # the console script, as users and CI run it
MODULE = [sys.executable, "-m", "mcp_catalog"]
PREFIX = "error: cannot write the report to standard output: "
CLOSED = ">&-"
READ_ONLY = "1</dev/null"  # a descriptor the process cannot write to: EBADF
FULL = ">/dev/full"  # every write fails with ENOSPC (Linux, most BSDs)


def drift(folder: Path) -> None:
    """One changed description in the tickets snapshot: check and diff exit 1 on it."""
    drifted(folder, new_tool=False)


def git_repo(folder: Path) -> None:
    """The demo committed as the reviewed state (what `catalog diff` compares with)."""
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}
    for args in (["init", "-q"], ["add", "-A"], ["-c", "commit.gpgsign=false", "commit", "-q", "-m", "reviewed"]):
        subprocess.run(["git", *args], cwd=folder, env=env, check=True, capture_output=True, timeout=60)


def run(args: list[str], cwd: Path, redirect: str = "", cmd: list[str] = ENTRY) -> tuple[int, str, str]:
    """`catalog ARGS REDIRECT` through sh: exit code, stdout, stderr."""
    done = subprocess.run(["sh", "-c", f'exec "$@" {redirect}', "sh", *cmd, *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def assert_unwritable(result: tuple[int, str, str], reason: str) -> None:
    code, _, stderr = result
    assert "Traceback" not in stderr, stderr
    assert code == 2, (code, stderr)
    assert stderr.endswith(f"{PREFIX}{reason}\n"), stderr
    assert stderr.count(PREFIX) == 1, stderr


# what each command exits with when its report is written (the demo catalog has lint findings)
COMMANDS = [
    (["check"], 0),
    (["check", "--format", "json"], 0),
    (["lint"], 1),
    (["lint", "--fail-on", "never", "--format", "sarif"], 0),
    (["lock", "--format", "json"], 0),
    (["tools", "--target", "mcp"], 0),
    (["rules"], 0),
    (["rules", "exfil-url", "--format", "json"], 0),
    (["--version"], 0),
    (["--help"], 0),  # typer prints the help: it would vanish with exit 0
    (["lint", "--help"], 0),
    (["tools", "-h"], 0),
]


@pytest.mark.parametrize(("args", "written"), COMMANDS, ids=[" ".join(a) for a, _ in COMMANDS])
def test_a_closed_stdout_is_exit_2_whatever_the_command_found(tmp_path: Path, args: list[str], written: int) -> None:
    folder = demo_copy(tmp_path / "demo")
    code, stdout, _ = run(args, folder)
    assert code == written and stdout.strip()  # the oracle: the report, and the command's own status
    assert_unwritable(run(args, folder, CLOSED), "it is closed")


@pytest.mark.parametrize("cmd", [ENTRY, MODULE], ids=["console-script", "python-m"])
def test_check_with_drift_is_2_not_1_when_its_report_cannot_be_written(tmp_path: Path, cmd: list[str]) -> None:
    folder = demo_copy(tmp_path / "demo")
    assert run(["check"], folder, cmd=cmd)[0] == 0
    drift(folder)
    code, stdout, _ = run(["check"], folder, cmd=cmd)
    assert code == 1 and "CHANGED" in stdout  # drift, with a readable stdout
    assert_unwritable(run(["check"], folder, CLOSED, cmd=cmd), "it is closed")
    assert_unwritable(run(["check", "--format", "json"], folder, READ_ONLY, cmd=cmd), "Bad file descriptor")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("args", [["check"], ["lint"], ["rules"]], ids=" ".join)
def test_a_full_device_is_exit_2_with_its_reason(tmp_path: Path, args: list[str]) -> None:
    folder = demo_copy(tmp_path / "demo")
    drift(folder)  # check would exit 1, lint exits 1 on the demo's findings
    assert_unwritable(run(args, folder, FULL), "No space left on device")


def test_lint_to_a_read_only_descriptor_is_exit_2(tmp_path: Path) -> None:
    folder = demo_copy(tmp_path / "demo")
    assert_unwritable(run(["lint", "--format", "json"], folder, READ_ONLY), "Bad file descriptor")


def test_diff_and_init_cannot_write_their_report(tmp_path: Path) -> None:
    folder = demo_copy(tmp_path / "demo")
    git_repo(folder)
    drift(folder)
    code, stdout, _ = run(["diff", "--no-lint"], folder)
    assert code == 1 and "Also archives" in stdout
    assert_unwritable(run(["diff", "--no-lint"], folder, CLOSED), "it is closed")
    assert_unwritable(run(["diff", "--format", "markdown", "--no-lint"], folder, READ_ONLY), "Bad file descriptor")

    (folder / "client.json").write_text('{"mcpServers": {"a": {"command": "srv"}}}', "utf-8")
    assert_unwritable(run(["init", "--from", "client.json", "--config", "new.yaml"], folder, CLOSED), "it is closed")
    assert (folder / "new.yaml").is_file()  # the config was written: only its summary was lost


def test_lock_without_a_report_on_stdout_is_not_affected(tmp_path: Path) -> None:
    """Text `lock` says what it wrote on stderr: with stdout closed it still succeeds."""
    folder = demo_copy(tmp_path / "demo")
    code, _, stderr = run(["lock"], folder, CLOSED)
    assert code == 0 and "unchanged: tools.lock.json" in stderr


def test_with_stderr_closed_too_the_exit_is_2_and_nothing_breaks(tmp_path: Path) -> None:
    folder = demo_copy(tmp_path / "demo")
    drift(folder)
    for args in (["check"], ["lint"], ["rules"]):
        code, _, stderr = run(args, folder, f"{CLOSED} 2>&-")
        assert (code, stderr) == (2, ""), args
    # stderr open but unwritable is not the report: text `lock` says what it did there, and
    # still exits 0; check's report on stdout is written and it exits 1 on the drift
    assert run(["lock", "--lock", "other.lock.json"], folder, "2</dev/null")[:2] == (0, "")
    assert (folder / "other.lock.json").is_file()
    code, stdout, _ = run(["check"], folder, "2</dev/null")
    assert code == 1 and "CHANGED" in stdout


def test_export_summary_that_cannot_be_written_is_exit_2(tmp_path: Path) -> None:
    """The snapshots are written; the JSON summary is not, and that decides the status."""
    folder = demo_copy(tmp_path / "demo")
    code, _, stderr = run(["export", "--format", "json"], folder, CLOSED)
    assert_unwritable((code, "", stderr), "it is closed")
    # the demo copy's snapshots already hold what the servers send: kept, not rewritten
    assert "unchanged: catalog" in stderr and "wrote catalog" not in stderr


def test_a_reader_that_went_away_is_still_a_quiet_1(tmp_path: Path) -> None:
    """`catalog lint | head -c0`: exit 1, nothing on stderr (see cli._core.shielded)."""
    folder = demo_copy(tmp_path / "demo")
    for args in (["lint", "--fail-on", "never"], ["rules"]):
        read, write = os.pipe()
        os.close(read)
        try:
            done = subprocess.run([*ENTRY, *args], cwd=folder, stdout=write, stderr=subprocess.PIPE, text=True,
                                  timeout=120)
        finally:
            os.close(write)
        assert (done.returncode, done.stderr) == (1, ""), args
