"""What lint says about its input files, beyond their findings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcp_catalog.lint.cache import lint_paths


def _snapshot(folder: Path, server: str, name: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    tool = {"name": name, "description": "Reads a record.", "inputSchema": {"type": "object"}}
    (folder / f"{server}.tools.json").write_text(json.dumps({"server": {"id": server}, "tools": [tool]}), "utf-8")


@pytest.mark.parametrize("cached", [False, True], ids=["no-cache", "cache"])
def test_one_server_id_in_two_files_is_said_once(tmp_path: Path, cached: bool) -> None:
    _snapshot(tmp_path / "a", "x", "read_record")
    _snapshot(tmp_path / "b", "x", "read_other")
    _snapshot(tmp_path / "b", "y", "read_third")
    cache = tmp_path / "cache" if cached else None
    for _ in range(2 if cached else 1):  # with a cache: the second run's result comes from it
        linted = lint_paths([tmp_path / "a", tmp_path / "b"], cache=cache)
        notes = [n for n in linted.result.notes if "server id" in n]
        assert len(notes) == 1 and "'x' is in 2 files" in notes[0], linted.result.notes
        assert str(tmp_path / "a" / "x.tools.json") in notes[0] and str(tmp_path / "b" / "x.tools.json") in notes[0]
    assert not cached or linted.cached


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="named pipes")
def test_a_named_pipe_in_a_folder_is_not_read(tmp_path: Path) -> None:
    import os

    _snapshot(tmp_path / "cat", "x", "read_record")
    os.mkfifo(tmp_path / "cat" / "stuck.tools.json")  # reading it would wait for a writer for ever
    linted = lint_paths([tmp_path / "cat"])
    assert linted.tools == 1
