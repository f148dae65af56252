"""The console entry point ends the process without tearing down the interpreter (cli._core.leave):
its exit status and output must be what a normal `sys.exit` would have given."""

from __future__ import annotations

import os
import subprocess
import sys

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
    assert (done.returncode, done.stdout, done.stderr) == (status, "report", stderr)
    assert (plain.returncode, plain.stdout, plain.stderr) == (status, "report", stderr)


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
