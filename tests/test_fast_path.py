"""The start-up fast path (`lock`, `check` and `lint` without typer) behaves exactly as the typer commands.

Each command line runs twice in a fresh process, once through the console entry point (which
takes the fast path where it can) and once straight through the typer app, on identical copies
of the demo catalog: exit code, stdout, stderr and the files left behind must be equal.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from demo_files import demo_copy, drifted

# the console script pip installed beside this interpreter: what users and CI run
ENTRY = [str(Path(sys.executable).with_name("catalog"))]
TYPER = [
    sys.executable, "-c",
    "from mcp_catalog.cli._app import app; from mcp_catalog.cli._core import run_typer, shielded; "
    "shielded(lambda: run_typer(app, prog_name='catalog'))",
]


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def run(cmd: list[str], args: list[str], cwd: Path) -> tuple[int, str, str]:
    done = subprocess.run([*cmd, *args], cwd=cwd, capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


CASES = [
    ["check"],
    ["check", "--format", "json"],
    ["check", "--format=json", "tickets"],
    ["check", "notes", "tickets", "notes"],
    ["check", "-c", "catalog.yaml", "--lock", "tools.lock.json", "--catalog-dir", "catalog"],
    ["check", "--config=catalog.yaml", "nosuch"],
    ["check", "--lock", "missing.lock.json"],
    ["check", "--catalog-dir", "nowhere"],
    ["lock"],
    ["lock", "--format", "json"],
    ["lock", "--lock", "other.lock.json"],
    ["lock", "-c", "missing.yaml"],
    ["lint"],
    ["lint", "--format", "json"],
    ["lint", "--format=sarif", "--fail-on", "never"],
    ["lint", "catalog/tickets.tools.json", "--fail-on=warning", "catalog/notes.tools.json"],
    ["lint", "-c", "catalog.yaml", "--show-suppressed", "--format", "json"],
    ["lint", "--no-cache", "--max-length", "40", "--fail-on", "info"],
    ["lint", "-o", "report.sarif", "--format", "sarif"],
    ["lint", "--output=report.txt", "catalog"],
    ["lint", "nosuch.tools.json"],
    ["lint", "--config", "missing.yaml"],
    # typer's own: these are not for the fast path, and must still work through the entry point
    ["check", "--format", "xml"],
    ["check", "--config"],
    ["check", "--lock=", "x"],
    ["lock", "extra"],
    ["check", "--help"],
    ["check", "--", "tickets"],
    ["lint", "--format", "xml"],
    ["lint", "--max-length", "0"],
    ["lint", "--max-length=4x"],
    ["lint", "--fail-on"],
    ["lint", "--no-cache=yes"],
    ["lint", "--show-suppressed", "--show-suppressed"],
    ["lint", "", "catalog"],
    ["lint", "--help"],
    ["lint", "--", "catalog"],
]


@pytest.mark.parametrize("drift", [False, True], ids=["clean", "drift"])
@pytest.mark.parametrize("args", CASES, ids=" ".join)
def test_entry_point_and_typer_agree(tmp_path: Path, args: list[str], drift: bool) -> None:
    ours, theirs = demo_copy(tmp_path / "entry"), demo_copy(tmp_path / "typer")
    if drift:
        drifted(ours)
        drifted(theirs)
    got = run(ENTRY, args, ours)
    expected = run(TYPER, args, theirs)
    assert got == expected
    assert files(ours) == files(theirs)


def test_clean_check_and_drift_are_what_the_commands_say(tmp_path: Path) -> None:
    """The comparison above could agree on a broken answer: pin the answers themselves."""
    folder = demo_copy(tmp_path / "demo")
    assert run(ENTRY, ["check"], folder)[0] == 0
    drifted(folder)
    code, out, _ = run(ENTRY, ["check", "--format", "json"], folder)
    assert code == 1
    kinds = {(c["kind"], c.get("tool")) for c in json.loads(out)["changes"]}
    assert {("changed", json.loads((folder / "catalog" / "tickets.tools.json").read_text())["tools"][0]["name"]),
            ("new", "zz_new")} <= kinds


def test_a_closed_pipe_ends_both_ways_alike(tmp_path: Path) -> None:
    """`catalog check --format json | head -c0`: exit 1 and nothing on stderr, as typer does."""
    results = []
    for cmd, name in ((ENTRY, "entry"), (TYPER, "typer")):
        folder = demo_copy(tmp_path / name)
        read, write = os.pipe()
        os.close(read)
        try:
            done = subprocess.run([*cmd, "check", "--format", "json"], cwd=folder, stdout=write,
                                  stderr=subprocess.PIPE, text=True, timeout=60)
        finally:
            os.close(write)
        results.append((done.returncode, done.stderr))
    assert results[0] == results[1] == (1, "")


def test_the_fast_path_knows_every_option_the_typer_commands_declare() -> None:
    """A new option (or one read from the environment) must not be silently ignored: the fast
    path reads exactly the options of `lock`, and those of `check` but --live."""
    import typer.main

    from mcp_catalog.cli import _fast, _offline, app
    from mcp_catalog.cli._core import DEFAULT_CONFIG

    commands = typer.main.get_command(app).commands  # type: ignore[attr-defined]
    lint_options = [p for p in commands["lint"].params if p.param_type_name == "option"]
    declared = {flag for p in lint_options for flag in p.opts}
    assert declared - {"--help", "-h"} == set(_fast._LINT_OPTIONS) | set(_fast._LINT_FLAGS)
    assert all(p.envvar is None for p in lint_options)
    choices = {p.name: getattr(p.type, "choices", None) for p in lint_options}
    assert tuple(choices["output_format"]) == _offline.LINT_FORMATS and tuple(choices["fail_on"]) == _offline.FAIL_ON
    assert {p.name: p.default for p in lint_options if p.name in ("output_format", "fail_on")} == {
        "output_format": "text", "fail_on": None}
    for name, extra in (("lock", set()), ("check", {"--live"})):
        options = [p for p in commands[name].params if p.param_type_name == "option"]
        declared = {flag for p in options for flag in p.opts}
        assert declared - {"--help", "-h"} == set(_fast._OPTIONS) | extra, name
        assert all(p.envvar is None for p in options), name
        defaults = {p.name: p.default for p in options}
        assert defaults["config"] == DEFAULT_CONFIG and defaults["output_format"] == "text", defaults


def test_fast_path_does_not_import_typer(tmp_path: Path) -> None:
    folder = demo_copy(tmp_path / "demo")
    for args in (["check"], ["lock"], ["check", "--format", "json", "tickets"], ["lock", "-c", "catalog.yaml"],
                 ["lint", "--format", "json", "--fail-on", "never"], ["lint", "catalog", "--fail-on=never"]):
        done = subprocess.run([sys.executable, "-X", "importtime", "-m", "mcp_catalog", *args],
                              cwd=folder, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if "|" in line}
        assert "typer" not in imported and "mcp" not in imported
    # and a command line it leaves to typer does import it
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "mcp_catalog", "rules"],
                          cwd=folder, capture_output=True, text=True, timeout=60)
    assert "typer" in {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if "|" in line}
