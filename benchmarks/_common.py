"""Shared benchmark helpers: medians of repeated runs and synthetic catalogs."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
PY = sys.executable


# As an installed package runs: with its bytecode cached. A shell that sets
# PYTHONDONTWRITEBYTECODE would make every run compile the package's source again
# (about 50 ms at start-up) and measure something no user sees.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def median_seconds(fn: Callable[[], object], runs: int) -> float:
    fn()  # warm-up: bytecode written, files in the page cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def paired_times(ours: Callable[[], object], base: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall times of ours and of the baseline, run alternately so a busy moment hits both alike."""
    ours()
    base()
    t_ours: list[float] = []
    t_base: list[float] = []
    for _ in range(runs):
        for fn, times in ((base, t_base), (ours, t_ours)):
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
    return t_ours, t_base


def load_average() -> str:
    """The 1-minute load average and the CPU count: how shared the machine was."""
    try:
        return f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs"
    except OSError:  # pragma: no cover - not on every platform
        return "load average unknown"


def run(cmd: list[str], cwd: Path | None = None) -> None:
    result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=ENV)
    if result.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({result.returncode}): {result.stderr[-500:]}")


def tool(i: int) -> dict[str, Any]:
    """A realistic definition: title, description, nested schema, enum, annotations, _meta."""
    return {
        "name": f"tool_{i:05d}",
        "title": f"Tool {i}",
        "description": f"Search records of kind {i % 17} by text, date and owner; returns at most 50 rows.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Words to look for."},
                "since": {"type": "string", "format": "date", "description": "Only records after this day."},
                "owner": {"type": "object", "properties": {"id": {"type": "integer", "minimum": 1}},
                          "description": "Who owns the record."},
                "sort": {"type": "string", "enum": ["newest", "oldest", "relevance"], "default": "relevance"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 20},
            },
            "required": ["query"],
            "additionalProperties": False,
        },
        "annotations": {"readOnlyHint": i % 3 != 0, "openWorldHint": False},
        "_meta": {"com.example/team": f"team-{i % 5}"},
    }


def write_catalog(folder: Path, count: int, server: str = "big") -> Path:
    """A config, a snapshot of `count` tools and nothing else, in folder."""
    (folder / "catalog").mkdir(parents=True, exist_ok=True)
    (folder / "catalog.yaml").write_text(
        json.dumps({"servers": {server: {"command": "unused-offline"}}}), "utf-8"
    )
    snapshot = {"server": {"id": server}, "pages": count // 100 or 1, "tools": [tool(i) for i in range(count)]}
    path = folder / "catalog" / f"{server}.tools.json"
    path.write_text(json.dumps(snapshot, indent=2, sort_keys=True) + "\n", "utf-8")
    return path
