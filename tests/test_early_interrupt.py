"""Ctrl-C while `catalog` is still loading its modules ends as an interrupt later does: status 130
and `error: interrupted`, never Python's traceback (cli.entry, __main__.py).

Each run starts the command with Python's import-time report on (PYTHONPROFILEIMPORTTIME: one
line on stderr as each module finishes loading) and waits for the first module loaded after
`mcp_catalog.cli`: from then on the command's own code runs. SIGINT follows 0 to 40 ms later,
so it lands while the command loads its modules (most of its first 40 ms) or, on a fast run,
later. Python's own start, before any of catalog's code runs, is Python's (docs/index.md) and
is not tried here. Only outcomes are asserted, never a time.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from demo_files import demo_copy

pytestmark = pytest.mark.skipif(os.name == "nt", reason="SIGINT and fork")

ENTRY = [str(Path(sys.executable).with_name("catalog"))]  # the console script
MODULE = [sys.executable, "-m", "mcp_catalog"]
DELAYS_MS = range(0, 41, 5)


def module_name(line: str) -> str | None:
    """The module an import-time line names ("import time:   368 |   368 |   __future__")."""
    return line.rsplit("|", 1)[-1].strip() if line.startswith("import time:") else None


def _sigint_default() -> None:
    """A test run started in the background (`pytest &`) ignores SIGINT, and a process started with
    it ignored keeps ignoring it: the command gets it as from a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def interrupted(cmd: list[str], cwd: Path, delay_ms: int) -> tuple[int, str]:
    """Exit code and stderr of a run sent SIGINT `delay_ms` after catalog's own code started."""
    env = {**os.environ, "PYTHONPROFILEIMPORTTIME": "1"}
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                            preexec_fn=_sigint_default)
    assert proc.stderr is not None
    try:
        seen: list[str] = []
        started = False
        for raw in proc.stderr:
            seen.append(raw.decode("utf-8", "replace"))
            if started:
                break
            started = module_name(seen[-1]) == "mcp_catalog.cli"
        time.sleep(delay_ms / 1000)
        proc.send_signal(signal.SIGINT)  # a process that already ended is not signalled
        rest = proc.stderr.read().decode("utf-8", "replace")
        code = proc.wait(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stderr.close()
    return code, "".join(seen) + rest


@pytest.mark.parametrize(
    ("cmd", "args"),
    [(ENTRY, ["check"]), (MODULE, ["check"]), (ENTRY, ["rules"])],
    ids=["console-script check", "python-m check", "console-script rules (typer)"],
)
def test_ctrl_c_while_loading_is_one_line_and_130(tmp_path: Path, cmd: list[str], args: list[str]) -> None:
    folder = demo_copy(tmp_path / "demo")
    codes = []
    for delay in DELAYS_MS:
        code, stderr = interrupted([*cmd, *args], folder, delay)
        assert "Traceback" not in stderr and "Exception ignored" not in stderr, (delay, stderr)
        said = [line for line in stderr.splitlines() if line.strip() and module_name(line) is None]
        # interrupted, or finished first (the demo catalog is clean)
        assert (code, said) in ((130, ["error: interrupted"]), (0, [])), (delay, code, stderr)
        codes.append(code)
    assert 130 in codes  # the test did interrupt the command (at 0 ms it has most of its work ahead)


SCRIPT = """
import os, sys, weakref
import mcp_catalog.cli as cli
from mcp_catalog.cli._core import shielded

class Thing:
    pass

def callback(_ref):
    raise KeyboardInterrupt  # as a Ctrl-C landing in the import machinery's weak reference callbacks

def drop():
    thing = Thing()
    ref = weakref.ref(thing, callback)
    del thing  # the callback runs now, and Python cannot raise what it raises

def command():
    drop()
    print("carried on")
    sys.exit(0)

def forking_command():
    pid = os.fork()
    if pid == 0:  # as lint's forked worker, which gets the terminal's Ctrl-C too
        drop()
        os.write(1, b"worker carried on\\n")
        os._exit(0)
    os.waitpid(pid, 0)
    print("carried on")
    sys.exit(0)

class Interrupting:
    def __set_name__(self, owner, name):
        raise KeyboardInterrupt  # as a Ctrl-C landing while a module being imported defines a class

def defining_command():
    class Owner:
        attribute = Interrupting()  # Python 3.11 raises a RuntimeError around the KeyboardInterrupt
    print("carried on")

mode = sys.argv[1]
cli.main = {
    "ignored": command, "forked": forking_command,
    "class": defining_command, "class-shielded": lambda: shielded(defining_command),
}[mode.removeprefix("plain-")]
cli.main() if mode.startswith("plain-") else cli.entry()
"""


def run_script(mode: str) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def test_a_ctrl_c_python_can_only_report_as_ignored_ends_the_command() -> None:
    # what Python does on its own: a traceback, and the interrupt is lost
    code, stdout, stderr = run_script("plain-ignored")
    assert code == 0 and stdout == "carried on\n"
    assert "Exception ignored" in stderr and "KeyboardInterrupt" in stderr
    # through the console entry: the command ends as interrupted
    assert run_script("ignored") == (130, "", "error: interrupted\n")
    # in a forked worker it is left to the parent (which had the same Ctrl-C from the terminal)
    assert run_script("forked") == (0, "worker carried on\ncarried on\n", "")


def test_a_ctrl_c_while_a_class_is_defined_is_an_interrupt() -> None:
    """Python 3.11 turns it into a RuntimeError (later versions raise the KeyboardInterrupt)."""
    code, stdout, stderr = run_script("plain-class")
    assert code != 0 and stdout == "" and "Traceback" in stderr and "KeyboardInterrupt" in stderr
    # before main() is in place (entry alone), and inside it (shielded)
    assert run_script("class") == (130, "", "error: interrupted\n")
    assert run_script("class-shielded") == (130, "", "error: interrupted\n")
