"""The console entry point ends the process without tearing down the interpreter (cli._core.leave):
its exit status and output must be what a normal `sys.exit` would have given."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize(
    ("code", "status", "stderr"),
    [
        ("None", 0, ""),
        ("0", 0, ""),
        ("3", 3, ""),
        ("256", 0, ""),
        ("-1", 255, ""),
        ("'no such server'", 1, "no such server\n"),
    ],
)
def test_leave_exits_as_sys_exit_would_and_flushes_what_was_written(code: str, status: int, stderr: str) -> None:
    script = f"from mcp_catalog.cli._core import leave; print('report', end=''); leave({code})"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    plain = subprocess.run(
        [sys.executable, "-c", f"import sys; print('report', end=''); sys.exit({code})"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    # the same as sys.exit gives (the oracle), and what that is, spelled out
    assert (done.returncode, done.stdout, done.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert (done.returncode, done.stdout, done.stderr) == (status, "report", stderr)


def test_output_left_for_a_closed_pipe_ends_with_status_1_and_no_message() -> None:
    """`catalog lint | head -c0`: the report is still in the buffer when the process ends."""
    script = "from mcp_catalog.cli._core import leave; import sys; sys.stdout.write('x' * 1000); leave(0)"
    read, write = os.pipe()
    os.close(read)  # nobody will read
    try:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # buffered, as usual
        done = subprocess.run([sys.executable, "-c", script], stdout=write, stderr=subprocess.PIPE, env=env, timeout=60)
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (1, b"")


@pytest.mark.parametrize("code", [0, 1])
def test_output_left_for_stdout_that_cannot_take_it_ends_with_status_2_and_the_reason(code: int) -> None:
    """Output still buffered at the end, on a descriptor open for reading only (EBADF): the
    report is lost, so 2 and one line, whatever the command's own status was."""
    script = f"from mcp_catalog.cli._core import leave; import sys; sys.stdout.write('x' * 1000); leave({code})"
    read_only = os.open(os.devnull, os.O_RDONLY)
    try:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # buffered, as usual
        done = subprocess.run([sys.executable, "-c", script], stdout=read_only, stderr=subprocess.PIPE, env=env,
                              text=True, timeout=60)
    finally:
        os.close(read_only)
    message = "error: cannot write the report to standard output: Bad file descriptor\n"
    assert (done.returncode, done.stderr) == (2, message)


def test_a_command_started_with_stdout_or_stderr_closed_ends_without_a_traceback(tmp_path: Path) -> None:
    """`catalog lock >&-` still locks (exit 0); `catalog check >&-` cannot print its report (exit 2
    and one line: tests/test_unwritable_report.py); lint with -o and export without stderr work;
    none prints a traceback."""
    root = Path(__file__).resolve().parent.parent
    shutil.copy(root / "catalog.yaml", tmp_path / "catalog.yaml")
    shutil.copytree(root / "catalog", tmp_path / "catalog")

    def run(command: str, closing: str) -> tuple[int, str]:
        shell = f'exec "$0" -m mcp_catalog {command} {closing}'
        done = subprocess.run(["sh", "-c", shell, sys.executable], cwd=tmp_path, capture_output=True, text=True,
                              timeout=60)
        return done.returncode, done.stderr

    code, stderr = run("lock", ">&-")
    assert code == 0 and "Traceback" not in stderr and "wrote" in stderr, stderr
    assert (tmp_path / "tools.lock.json").is_file()
    unwritable = "error: cannot write the report to standard output: it is closed\n"
    assert run("check", ">&-") == (2, unwritable)
    assert run("check", "2>&-")[0] == 0
    # commands typer runs, which ask whether output goes to a terminal
    assert run("lint --fail-on never", ">&-") == (2, unwritable)
    code, stderr = run("lint --fail-on never -o report.txt", ">&-")
    assert code == 0 and "report written" in stderr, stderr
    assert "Findings" in (tmp_path / "report.txt").read_text(encoding="utf-8")
    assert run("export", "2>&-")[0] == 0  # the demo servers, with no stderr to report progress on


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["lint", "--fail-on", "bogus"], "error: Invalid value for '--fail-on': 'bogus' is not one of"),
        (["check", "--nope"], "error: No such option: --nope (see `catalog check --help`)"),
        (["nocmd"], "error: No such command 'nocmd'. (see `catalog --help`)"),
    ],
)
def test_a_usage_error_is_one_line_and_exits_2(args: list[str], message: str) -> None:
    entry = Path(sys.executable).with_name("catalog")
    done = subprocess.run([str(entry), *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(message), done.stderr


def test_the_command_alone_still_shows_the_help() -> None:
    entry = Path(sys.executable).with_name("catalog")
    done = subprocess.run([str(entry)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "Usage: catalog" in done.stdout + done.stderr and "export" in done.stdout + done.stderr


def test_help_paragraphs_are_reflowed_for_the_terminal() -> None:
    """typer keeps a docstring paragraph's line breaks, and the terminal wraps the long lines again
    ("at most 64;" alone on a line): every command's help is given as one line per paragraph."""
    from mcp_catalog.cli._app import app, reflowed

    assert reflowed("One\n  two.\n\nThree\nfour.") == "One two.\n\nThree four."
    helps = [app.info.help] + [command.help for command in app.registered_commands]
    assert len(helps) == 9 and all(isinstance(h, str) and h for h in helps)
    for text in helps:
        assert isinstance(text, str)
        assert all("\n" not in paragraph for paragraph in text.split("\n\n")), text
    env = {**os.environ, "COLUMNS": "80", "NO_COLOR": "1"}
    entry = Path(sys.executable).with_name("catalog")
    shown = subprocess.run([str(entry), "tools", "--help"], capture_output=True, text=True, timeout=60, env=env)
    # the paragraph wraps only where the terminal is full: no line of it ends far short of 80 columns
    lines = [line.rstrip() for line in shown.stdout.splitlines()]
    start = next(i for i, line in enumerate(lines) if "Names follow" in line)
    paragraph = lines[start : lines.index("", start)]
    assert len(paragraph) >= 2 and all(len(line) > 60 for line in paragraph[:-1]), paragraph
