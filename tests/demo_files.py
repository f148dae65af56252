"""Copies of the bundled demo catalog for tests that run the command line on it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def demo_copy(folder: Path) -> Path:
    """catalog.yaml, tools.lock.json and catalog/ of the repository, copied into folder."""
    folder.mkdir()
    shutil.copy(REPO / "catalog.yaml", folder / "catalog.yaml")
    shutil.copy(REPO / "tools.lock.json", folder / "tools.lock.json")
    shutil.copytree(REPO / "catalog", folder / "catalog")
    return folder


def drifted(folder: Path, *, new_tool: bool = True) -> None:
    """One changed description (and, with new_tool, one new tool) in the tickets snapshot."""
    path = folder / "catalog" / "tickets.tools.json"
    doc = json.loads(path.read_text("utf-8"))
    doc["tools"][0]["description"] += " Also archives."
    if new_tool:
        doc["tools"].append({"name": "zz_new", "inputSchema": {"type": "object"}})
    path.write_text(json.dumps(doc, indent=2), "utf-8")
