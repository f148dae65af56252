"""Review speed: `catalog diff`'s comparison and reports, on honest and on hostile changes.

    python benchmarks/bench_diff.py [CORPUS_DIR] [--tools N] [--runs R]

Honest: N changed tools built from the real definitions in CORPUS_DIR/benign/*.json (default:
the copy in tests/data/corpus), each with a word swapped in its description and a sentence
added, and one parameter added. The comparison (diffing.structure.diff_tool, within one review's
budget) and each report (text, markdown, JSON) are timed, median of R runs, next to the
baseline a reviewer would otherwise read: difflib.unified_diff of the two definitions, pretty
JSON, line by line (what `git diff` of the snapshot shows), in the same run, as a ratio.

Hostile: 200 changed tools whose description turns from 2,000 lines of `x` into `x` and `y`
alternating (difflib alone takes about 35 s on one such pair), and 100 new tools with a
225 KB description. No baseline can be run on these in reasonable time: the figures are ours
alone, and the matcher's work is bounded (docs/commands/diff.md).
"""

from __future__ import annotations

import argparse
import copy
import difflib
import json
from pathlib import Path
from typing import Any

from _common import REPO, median_seconds
from mcp_catalog.diffing.report import DiffReport, ServerDiff, ToolDiff
from mcp_catalog.diffing.structure import diff_tool
from mcp_catalog.diffing.words import review_budget
from mcp_catalog.render import diff_json, diff_markdown, diff_text


def honest_pairs(corpus: Path, count: int) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    base = [t for f in sorted((corpus / "benign").glob("*.json")) for t in json.loads(f.read_text("utf-8"))["tools"]]
    pairs = []
    for n in range(count):
        old = {k: v for k, v in copy.deepcopy(base[n % len(base)]).items() if k != "_snap_file"}
        old["name"] = f"{old['name']}_{n}"
        new = copy.deepcopy(old)
        words = str(new.get("description", "")).split(" ")
        words[(n * 7) % len(words)] = "changed"
        new["description"] = " ".join(words) + f" Also see release {n}."
        schema = new.setdefault("inputSchema", {"type": "object"})
        if isinstance(schema, dict):
            schema.setdefault("properties", {})[f"extra_{n}"] = {"type": "string", "description": "An extra note."}
        pairs.append((old, new))
    return pairs


def report_of(pairs: list[tuple[dict[str, Any], dict[str, Any]]], fresh: list[dict[str, Any]]) -> DiffReport:
    with review_budget():
        tools = [ToolDiff(new["name"], "changed", fields=["description", "inputSchema"], changes=diff_tool(old, new))
                 for old, new in pairs]
    tools += [ToolDiff(tool["name"], "new", definition=tool) for tool in fresh]
    return DiffReport(base="HEAD", commit=None, servers=[ServerDiff("bench", "changed", tools=tools)])


def line_diff(pairs: list[tuple[dict[str, Any], dict[str, Any]]]) -> int:
    lines = 0
    for old, new in pairs:
        a = json.dumps(old, indent=2, ensure_ascii=False).splitlines()
        b = json.dumps(new, indent=2, ensure_ascii=False).splitlines()
        lines += sum(1 for _ in difflib.unified_diff(a, b, lineterm=""))
    return lines


def measure(label: str, pairs: list[tuple[dict[str, Any], dict[str, Any]]], fresh: list[dict[str, Any]],
            runs: int, baseline: bool) -> None:
    compare = median_seconds(lambda: report_of(pairs, fresh), runs)
    report = report_of(pairs, fresh)
    print(f"{label}: comparison {compare:.3f} s")
    for name, render in (("text", lambda: diff_text.render(report)), ("markdown", lambda: diff_markdown.render(report)),
                         ("json", lambda: diff_json.render(report))):
        took = median_seconds(render, runs)
        print(f"  {name:8} report {took:.3f} s ({len(render()) / 1e6:.1f} MB)")
    if baseline:
        base = median_seconds(lambda: line_diff(pairs), runs)
        print(f"  baseline, difflib.unified_diff of the pretty JSON: {base:.3f} s; "
              f"comparison / baseline {compare / base:.2f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path, nargs="?", default=REPO / "tests" / "data" / "corpus")
    parser.add_argument("--tools", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    if not any((args.corpus / "benign").glob("*.json")):
        parser.error(f"no catalogs in {args.corpus / 'benign'}")
    measure(f"honest, {args.tools} changed tools", honest_pairs(args.corpus, args.tools), [], args.runs, True)
    hostile = [({"name": f"h{k}", "description": "\n".join(["x"] * 2000)},
                {"name": f"h{k}", "description": "\n".join(["x", "y"] * 1000)}) for k in range(200)]
    fresh = [{"name": f"n{k}", "description": "word " * 45_000} for k in range(100)]
    measure("hostile, 200 changed tools of 2,000 alternating lines and 100 new ones of 225 KB", hostile, fresh,
            args.runs, False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
