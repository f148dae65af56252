"""Export progress when stderr is not a terminal (CI): one plain line per server as it finishes."""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import signal
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "fixtures"))

from helpers_hostile import ANSI, CLI, Run, base_env, run_catalog, stdio_entry, write_config

SECRET = "p-token-" + secrets.token_hex(12)
DONE = re.compile(r"^exported (?P<sid>[\w-]+): (?P<tools>\d+) tools? in (?P<pages>\d+) pages? \(\d+\.\d s\)$")
FAILED = re.compile(r"^failed (?P<sid>[\w-]+) after \d+\.\d s$")


def progress_lines(run: Run) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in run.stderr.splitlines():
        match = DONE.match(line) or FAILED.match(line)
        if match:
            found.setdefault(match["sid"], []).append(line)
    return found


def mixed_config(folder: Path) -> None:
    write_config(folder, {
        "paged": stdio_entry("ok", tools=5, page=2),
        "single": stdio_entry("ok", tools=1),
        "broken": stdio_entry("error"),
        "leaky": stdio_entry("leak-env", leak_var="P_TOKEN", env={"P_TOKEN": "${P_TOKEN}"}),
    })


def test_one_plain_line_per_server_off_a_terminal(tmp_path: Path) -> None:
    mixed_config(tmp_path)
    run = run_catalog("export", cwd=tmp_path, env={"P_TOKEN": SECRET})
    assert run.code == 3, run.describe()
    lines = progress_lines(run)
    assert sorted(lines) == ["broken", "leaky", "paged", "single"], run.describe()
    assert all(len(found) == 1 for found in lines.values()), run.describe()
    paged = DONE.match(lines["paged"][0])
    single = DONE.match(lines["single"][0])
    assert paged and (paged["tools"], paged["pages"]) == ("5", "3"), lines["paged"]
    assert single and (single["tools"], single["pages"]) == ("1", "1"), lines["single"]
    assert " 1 page (" in lines["single"][0]
    assert FAILED.match(lines["broken"][0]) and FAILED.match(lines["leaky"][0])
    # the cause is said once, by the error line; the progress line does not repeat it
    assert [line for line in run.error_lines() if "broken" in line], run.describe()
    assert "internal failure" not in lines["broken"][0]
    assert not ANSI.search(run.stderr), run.describe()
    assert SECRET not in run.stderr and SECRET not in run.stdout


def test_quiet_prints_no_progress_lines(tmp_path: Path) -> None:
    mixed_config(tmp_path)
    run = run_catalog("export", "--quiet", cwd=tmp_path, env={"P_TOKEN": SECRET})
    assert run.code == 3, run.describe()
    assert progress_lines(run) == {}, run.describe()
    assert len(run.error_lines()) == 2, run.describe()


def test_a_line_appears_while_other_servers_are_still_running(tmp_path: Path) -> None:
    """`late` answers tools/list only once the test saw `early`'s line: the line must be live."""
    gate = tmp_path / "gate"
    write_config(tmp_path, {
        "early": stdio_entry("ok", tools=2),
        "late": stdio_entry("ok", tools=3, timeout=60, extra_args=("--wait-file", str(gate))),
    })
    proc = subprocess.Popen([*CLI, "export"], cwd=tmp_path, env=base_env(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    seen: list[str] = []
    try:
        assert proc.stderr is not None
        for line in proc.stderr:
            seen.append(line.rstrip("\n"))
            if line.startswith("exported early:"):
                gate.touch()
        code = proc.wait(timeout=60)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    assert code == 0, "\n".join(seen)
    early = next(i for i, line in enumerate(seen) if DONE.match(line) and "early" in line)
    late = next(i for i, line in enumerate(seen) if DONE.match(line) and "late" in line)
    assert early < late, seen
