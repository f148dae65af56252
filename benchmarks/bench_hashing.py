"""Hashing speed, in process: the tool definition hash of 10,000 definitions against its floor.

The floor is `json.loads` + SHA-256 of the same snapshot bytes. Rows:
  - tool_hashes: what `catalog lock` computes per tool (definition hash and field hashes);
  - definition_hash alone, and the naive field_hashes + definition_hash (two canonicalizations);
  - rfc8785.dumps on its own (where it can: it refuses integers past 2**53 and lone surrogates);
  - the same with a float in every schema (`"default": 1.0`: Python and ECMAScript write it
    differently, so the number is rewritten) and with an emoji in every schema (the slow writer).

    python benchmarks/bench_hashing.py [--tools 10000] [--runs 7]
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import rfc8785

from _common import tool
from mcp_catalog import hashing


def best_and_median(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times)


def variant(tools: list[dict[str, Any]], extra: dict[str, Any]) -> list[dict[str, Any]]:
    out = copy.deepcopy(tools)
    for t in out:
        t["inputSchema"]["properties"]["extra"] = extra
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()

    tools = [tool(i) for i in range(args.tools)]
    data = json.dumps({"server": {"id": "big"}, "tools": tools}, indent=2, sort_keys=True).encode()
    floats = variant(tools, {"type": "number", "default": 1.0, "description": "Temperature."})
    emoji = variant(tools, {"type": "string", "description": "Mood \U0001f600, if any."})

    rows: list[tuple[str, Callable[[], object]]] = [
        ("floor: json.loads + sha256", lambda: (json.loads(data), hashlib.sha256(data).hexdigest())),
        ("tool_hashes", lambda: [hashing.tool_hashes(t) for t in tools]),
        ("definition_hash", lambda: [hashing.definition_hash(t) for t in tools]),
        ("field_hashes + definition_hash",
         lambda: [(hashing.field_hashes(t), hashing.definition_hash(t)) for t in tools]),
        ("rfc8785.dumps + sha256", lambda: [hashlib.sha256(rfc8785.dumps(t)).hexdigest() for t in tools]),
        ("tool_hashes, a float in each", lambda: [hashing.tool_hashes(t) for t in floats]),
        ("tool_hashes, an emoji in each", lambda: [hashing.tool_hashes(t) for t in emoji]),
    ]
    print(f"{args.tools} definitions, {len(data) / 1e6:.1f} MB of snapshot; best and median of {args.runs} runs")
    floor = 0.0
    for label, fn in rows:
        best, median = best_and_median(fn, args.runs)
        floor = floor or best
        print(f"  {label:32} best {best * 1000:6.0f} ms  median {median * 1000:6.0f} ms  "
              f"{best / floor:4.2f}x floor")


if __name__ == "__main__":
    main()
