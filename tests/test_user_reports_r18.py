"""What testers reported in round 18 (a new user's view of the command line), each pinned by a test."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def _catalog(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mcp_catalog", *args], capture_output=True, text=True, cwd=tmp_path)


def test_a_snapshot_of_a_server_not_configured_is_named_by_check_as_by_lock(tmp_path: Path) -> None:
    folder = tmp_path / "catalog"
    folder.mkdir()
    for server in ("srv", "zz"):
        doc = {"server": {"id": server}, "pages": 1,
               "tools": [{"name": "search", "description": "Search.", "inputSchema": {"type": "object"}}]}
        (folder / f"{server}.tools.json").write_text(json.dumps(doc), encoding="utf-8")
    (tmp_path / "catalog.yaml").write_text("servers:\n  srv:\n    command: python\n", encoding="utf-8")
    locked = _catalog(tmp_path, "lock")
    assert locked.returncode == 0
    assert f"warning: {Path('catalog') / 'zz.tools.json'}: not a configured server; not locked" in locked.stderr
    checked = _catalog(tmp_path, "check")
    assert checked.returncode == 0 and checked.stdout.startswith("ok: 1 tool on 1 server")
    assert f"warning: {Path('catalog') / 'zz.tools.json'}: not a configured server; not checked" in checked.stderr
    assert "srv.tools.json" not in checked.stderr
    one = _catalog(tmp_path, "check", "srv")  # only srv asked for: the others are not this run's business
    assert one.returncode == 0 and "warning" not in one.stderr
