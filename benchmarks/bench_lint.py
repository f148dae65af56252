"""Lint speed: how long `lint_snapshots` takes over N tools (default 10,000).

    python benchmarks/bench_lint.py CORPUS_DIR [--tools N] [--repeat R] [--profile]

Tools are the real definitions of CORPUS_DIR/benign/*.json, cycled until N, each renamed and
given a unique description suffix so no two definitions are the same (no cache can help).
They are spread over servers of 50 tools, as a large catalog would be. The time is the best of
R runs of lint_snapshots, in one process, after one warm-up run.
"""

from __future__ import annotations

import argparse
import copy
import json
import time
from pathlib import Path
from typing import Any

from mcp_catalog.lint import lint_snapshots
from mcp_catalog.snapshot import Snapshot


def build(corpus: Path, count: int) -> list[Snapshot]:
    base: list[dict[str, Any]] = []
    for file in sorted((corpus / "benign").glob("*.json")):
        for tool in json.loads(file.read_text(encoding="utf-8"))["tools"]:
            base.append({k: v for k, v in tool.items() if k != "_snap_file"})
    tools = []
    for n in range(count):
        tool = copy.deepcopy(base[n % len(base)])
        tool["name"] = f"t{n}_{tool['name']}"
        tool["description"] = f"{tool.get('description', '')} (variant {n})"
        tools.append(tool)
    return [Snapshot(f"server{i // 50}", tools[i:i + 50]) for i in range(0, count, 50)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--tools", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    snaps = build(args.corpus, args.tools)
    lint_snapshots(snaps[:2])  # warm-up: imports, regex compilation
    if args.profile:
        import cProfile
        import pstats

        with cProfile.Profile() as prof:
            lint_snapshots(snaps)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
    best = float("inf")
    findings = 0
    for _ in range(args.repeat):
        start = time.perf_counter()
        result = lint_snapshots(snaps)
        best = min(best, time.perf_counter() - start)
        findings = len(result.findings)
    print(f"lint_snapshots: {args.tools} tools in {best:.3f} s ({best / args.tools * 1e6:.0f} us per tool), "
          f"{findings} findings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
