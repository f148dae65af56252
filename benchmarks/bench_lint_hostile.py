"""Lint on texts built to be slow: does a rule's work grow with the text, or with its square?

    python benchmarks/bench_lint_hostile.py [--size BYTES] [--runs R] [--top N]

A hostile server controls every string lint reads. A rule that, for each match, reads the whole
sentence around it is quadratic on one endless sentence full of matches; an expression that backs
into a long run is quadratic too. This benchmark repeats, without sentence ends, each unit that
makes a rule work: every rule's own bad example, each resource word the sensitive-resource rule
knows, and a few fragments (terminal escapes, blanks, markup, escapes, URLs, runs of letters and of
identifier parts). Each unit fills a tool's description, its title, its annotations' title and one
parameter's description (rules that read only titles read them too), at SIZE characters (default
8,000) and at four times that.

Every unit is linted once at each size; the slowest units are then timed again (median of R
runs). Printed for each: lint time at both sizes, the growth (about 4 when linear, 16 when
quadratic), and the time at 4 x SIZE against json.loads of the same snapshot text, the floor any
linter pays to read it, measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import time
from collections.abc import Iterator
from typing import Any

from _common import median_seconds

os.environ.setdefault("MCP_CATALOG_LINT_WORKERS", "1")  # one definition: no worker would be forked anyway

from mcp_catalog.lint import lint_snapshots
from mcp_catalog.lint.registry import all_rules
from mcp_catalog.lint.rules.sensitive import RESOURCES
from mcp_catalog.lint.run import ruleset
from mcp_catalog.snapshot import Snapshot

FRAGMENTS = ("\x1b[", "\x1b[8m", " ", "\n", " \n", "<!--", "-->", "<", "://", "@", "=", "%41", "\\u0041", "QUFB",
             "0x41", "\u200b", "{", "[", "(", "a.", ". ", "'", '"', "gur ", "$(", "user ", "you ", "a", "_a")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def units() -> list[str]:
    found: set[str] = set(FRAGMENTS)
    for rule in all_rules():
        if rule.bad is not None:
            for text in _strings(rule.bad.tool):
                if len(text) > 8:
                    found.add(re.sub(r"[.!?\n]", " ", text) + " ")
    for res in RESOURCES:
        found.update(hint + " " for hint in res.hints)
    return sorted(found)


def tool_of(unit: str, size: int) -> dict[str, Any]:
    text = (unit * (size // len(unit) + 1))[:size]
    return {"name": "t", "title": text, "description": text, "annotations": {"title": text},
            "inputSchema": {"type": "object", "properties": {"p": {"type": "string", "description": text}}}}


def lint_once(tool: dict[str, Any]) -> float:
    start = time.perf_counter()
    lint_snapshots([Snapshot("s", [tool])])
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=8000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()
    ruleset()  # rules compiled before the first timing
    small, large = args.size, 4 * args.size
    scan = sorted(((lint_once(tool_of(u, large)), u) for u in units()), reverse=True)
    print(f"{len(scan)} units, each as {small:,} and {large:,} characters in four fields; slowest {args.top}:")
    print(f"  {'unit':42} {'lint ' + format(small, ','):>12} {'lint ' + format(large, ','):>13} {'growth':>7} "
          f"{'vs json.loads':>14}")
    for _, unit in scan[: args.top]:
        t_small = median_seconds(lambda u=unit: lint_snapshots([Snapshot("s", [tool_of(u, small)])]), args.runs)
        tool = tool_of(unit, large)
        t_large = median_seconds(lambda t=tool: lint_snapshots([Snapshot("s", [t])]), args.runs)
        doc = json.dumps({"tools": [tool]})
        floor = median_seconds(lambda d=doc: json.loads(d), max(args.runs, 5))
        shown = repr(unit)[:40]
        print(f"  {shown:42} {t_small:11.3f}s {t_large:12.3f}s {t_large / t_small:6.1f}x {t_large / floor:13.0f}x")
    print(f"all {len(scan)} units at {large:,} characters: {sum(t for t, _ in scan):.1f} s in all, "
          f"slowest {scan[0][0]:.3f} s")


if __name__ == "__main__":
    main()
