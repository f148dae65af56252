"""Lint speed: `lint_snapshots` and `catalog lint` on a 10,000-tool catalog.

    python benchmarks/bench_lint.py [CORPUS_DIR] [--tools N] [--runs R] [--profile] [--no-cli]

The catalog is built from the real definitions in CORPUS_DIR/benign/*.json (default: the copy in
tests/data/corpus), cycled until N tools. Every copy gets its own name and has one word of its
description replaced by another ordinary word (a different position or word per copy), so no two
names and no two descriptions are equal: the text every rule reads most is new for every tool.
Parameter descriptions and schemas repeat, as they do in real catalogs (a server describes
`owner` or `repo` the same way on every tool). The catalog is written as one snapshot file.

Figures, all measured in the same run (the machine may be shared, so compare ratios):
  - json.loads of the catalog text: the floor any linter pays to read it (median of R runs);
  - lint_snapshots on the parsed snapshot, in process, in one process (MCP_CATALOG_LINT_WORKERS=1)
    and with forked workers, as many processes as there are CPUs here (=2, =3, ... up to 4; by
    default lint forks one worker for each free CPU, see src/mcp_catalog/forking.py): the first
    run, then the median of R runs;
  - `catalog lint FILE --format json --no-cache` in a fresh process, wall time (median of 3 runs),
    each way, next to `python -c pass` for the interpreter start-up;
  - the same command with the cache (in the temporary folder), run once to fill it, then the
    median of 3: a catalog linted again, as a developer does while reviewing it; and the same in
    text and SARIF (the time their rendering adds); and the catalog as 10 servers' files, one of
    which changes before each run (the other nine files' own findings come from the cache).
The load average is printed before and after: with another busy process on a 2-CPU machine the
worker gets less of a CPU (and takes fewer parts), and every figure moves; by default lint then
runs in one process (=N uses N processes whatever the load).
The findings are summarised by count and a digest, so a change that should not alter what lint
finds can be checked on this catalog too (every way must print the same).
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import os
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from _common import PY, REPO
from mcp_catalog.lint import LintResult, lint_snapshots
from mcp_catalog.lint.cache import DIR_ENV as CACHE_DIR
from mcp_catalog.lint.cache import OFF_ENV as CACHE_OFF
from mcp_catalog.lint.parallel import ENV, processes, worth_a_worker
from mcp_catalog.snapshot import read_paths

# Ordinary words of API descriptions, swapped into the copies.
VOCABULARY = (
    "record", "entry", "item", "page", "list", "value", "field", "report", "table", "column", "folder",
    "ticket", "project", "account", "comment", "label", "branch", "release", "version", "event", "message",
    "channel", "member", "team", "group", "region", "zone", "metric", "sample", "result", "object",
    "document", "section", "summary", "detail", "option", "status", "filter", "order",
)


def base_tools(corpus: Path) -> list[dict[str, Any]]:
    tools: list[dict[str, Any]] = []
    for file in sorted((corpus / "benign").glob("*.json")):
        for tool in json.loads(file.read_text(encoding="utf-8"))["tools"]:
            tools.append({k: v for k, v in tool.items() if k != "_snap_file"})
    return tools


def vary(description: str, round_: int) -> str:
    """The description with one word replaced: position and word both depend on the copy."""
    words = description.split(" ")
    word = VOCABULARY[round_ % len(VOCABULARY)]
    if not description.strip():
        return word
    index = (round_ * 7) % len(words)
    if words[index] == word:
        word = VOCABULARY[(round_ + 1) % len(VOCABULARY)]
    words[index] = word
    return " ".join(words)


def build(corpus: Path, count: int) -> dict[str, Any]:
    base = base_tools(corpus)
    tools = []
    seen: set[str] = set()
    for n in range(count):
        tool = copy.deepcopy(base[n % len(base)])
        round_ = n // len(base)
        tool["name"] = f"{tool['name']}_{n}"
        description = vary(tool.get("description", ""), round_) if round_ else tool.get("description", "")
        while description in seen:  # two words swapped to the same text: append until unique
            description += f" {VOCABULARY[len(description) % len(VOCABULARY)]}"
        seen.add(description)
        tool["description"] = description
        tools.append(tool)
    return {"server": {"id": "big"}, "tools": tools}


def timed(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """(first run, median of the next `runs` runs) in seconds."""
    times = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times[0], statistics.median(times[1:])


def digest(result: LintResult) -> str:
    """A short hash of every finding (without the snapshot path, which is a temporary folder)."""
    rows = [json.dumps({**f.to_json(), "path": None}, sort_keys=True) for f in result.findings]
    return hashlib.sha256("\n".join(rows).encode()).hexdigest()[:16]


def wall(cmd: list[str], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
        times.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{' '.join(cmd)} failed ({done.returncode}): {done.stderr[-500:]}")
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path, nargs="?", default=REPO / "tests" / "data" / "corpus")
    parser.add_argument("--tools", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--no-cli", action="store_true", help="skip the fresh-process `catalog lint` timing")
    args = parser.parse_args(argv)
    if not any((args.corpus / "benign").glob("*.json")):
        parser.error(f"no catalogs in {args.corpus / 'benign'}: CORPUS_DIR is a corpus folder with benign/*.json")
    doc = build(args.corpus, args.tools)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.tools.json"
        text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        snaps = read_paths([path])
        tools = sum(len(s.tools) for s in snaps)
        print(f"catalog: {tools} tools, {len(text) / 1e6:.1f} MB of JSON, "
              f"{len({t['description'] for t in doc['tools']})} distinct descriptions")

        _, loads = timed(lambda: json.loads(text), args.runs)
        print(f"json.loads of the catalog text:   {loads:7.3f} s")
        with _setting("2"):
            worker = worth_a_worker(tools)
        cpus = min(4, len(os.sched_getaffinity(0))) if worker else 1
        ways = [("one process", "1")] + [(f"{n} processes", str(n)) for n in range(2, cpus + 1)]
        print(f"load average {os.getloadavg()[0]:.2f}; by default lint would now use {processes(tools)} process(es)")
        if not worker:
            print("(lint runs in one process here: no second CPU, not Linux, or a small catalog)")
        for n, (label, setting) in enumerate(ways):
            results: list[LintResult] = []

            def once(out: list[LintResult] = results) -> None:
                out.append(lint_snapshots(snaps))

            with _setting(setting):
                first, median = timed(once, args.runs)
            if n == 0:  # later ways start with the process's caches warm: no first run of their own
                print(f"lint_snapshots, {label}, first run: {first:7.3f} s")
            print(f"lint_snapshots, {label}, median of {args.runs}: {median:7.3f} s  "
                  f"({median / tools * 1e6:.0f} us per tool, {median / loads:.1f}x json.loads)")
            print(f"  findings: {len(results[-1].findings)}, digest {digest(results[-1])}")
        if args.profile:
            import cProfile
            import pstats

            with _setting("1"), cProfile.Profile() as prof:
                lint_snapshots(snaps)
            pstats.Stats(prof).sort_stats("tottime").print_stats(40)
        if not args.no_cli:
            start_up = wall([PY, "-c", "pass"])
            command = [PY, "-m", "mcp_catalog", "lint", str(path), "--format", "json", "--fail-on", "never"]
            for label, setting in ways:
                with _setting(setting):
                    cli = wall([*command, "--no-cache"])
                print(f"fresh process `catalog lint --format json --no-cache`, {label}: {cli:7.3f} s "
                      f"(python -c pass: {start_up:.3f} s)")
            # The same catalog linted again: the result kept by the first run (docs/commands/lint.md, Cache).
            saved = {name: os.environ.pop(name, None) for name in (CACHE_DIR, CACHE_OFF)}
            os.environ[CACHE_DIR] = str(Path(tmp) / "cache")
            try:
                wall(command, runs=1)
                again = wall(command)
                formats = {fmt: wall([*command[:-4], "--format", fmt, *command[-2:]]) for fmt in ("text", "sarif")}
            finally:
                for name, value in saved.items():
                    os.environ.pop(name, None)
                    if value is not None:
                        os.environ[name] = value
            print(f"fresh process `catalog lint --format json`, linted again (cache): {again:7.3f} s")
            for fmt, took in formats.items():
                print(f"fresh process `catalog lint --format {fmt}`, linted again (cache): {took:7.3f} s")
            partly = _one_file_changed(Path(tmp), doc, command)
            print(f"fresh process `catalog lint --format json`, the catalog as 10 files, one changed: {partly:7.3f} s")
        print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


def _one_file_changed(tmp: Path, doc: dict[str, Any], command: list[str]) -> float:
    """The catalog as 10 servers' files; after a first lint, one file changes before each timed
    run (a new description each time): the other nine files' findings come from the cache."""
    folder = tmp / "ten"
    folder.mkdir()
    # Each real definition's copies stay on one server (`<name>_<n>` names are near-duplicates of
    # each other: across servers they would all be reported as shadowing, unlike a real catalog).
    bases = sorted({tool["name"].rsplit("_", 1)[0] for tool in doc["tools"]})
    server = {base: n % 10 for n, base in enumerate(bases)}
    parts: list[list[dict[str, Any]]] = [[] for _ in range(10)]
    for tool in doc["tools"]:
        parts[server[tool["name"].rsplit("_", 1)[0]]].append(tool)
    for n, tools in enumerate(parts):
        part = {"server": {"id": f"s{n}"}, "tools": tools}
        (folder / f"s{n}.tools.json").write_text(json.dumps(part, indent=2), encoding="utf-8")
    here = [*command[:4], str(folder), *command[5:]]
    saved = {name: os.environ.pop(name, None) for name in (CACHE_DIR, CACHE_OFF)}
    os.environ[CACHE_DIR] = str(tmp / "cache-ten")
    try:
        afresh = wall([*here, "--no-cache"], runs=1)
        print(f"fresh process `catalog lint --format json --no-cache`, the catalog as 10 files: {afresh:7.3f} s")
        wall(here, runs=1)
        times = []
        for run in range(3):
            part = json.loads((folder / "s3.tools.json").read_text(encoding="utf-8"))
            part["tools"][0]["description"] = f"Changed {run}: " + str(part["tools"][0].get("description"))
            (folder / "s3.tools.json").write_text(json.dumps(part, indent=2), encoding="utf-8")
            times.append(wall(here, runs=1))
        return statistics.median(times)
    finally:
        for name, value in saved.items():
            os.environ.pop(name, None)
            if value is not None:
                os.environ[name] = value


@contextmanager
def _setting(value: str | None) -> Iterator[None]:
    """MCP_CATALOG_LINT_WORKERS set to value (None: unset) for the block, in this process and its children."""
    saved = os.environ.get(ENV)
    if value is None:
        os.environ.pop(ENV, None)
    else:
        os.environ[ENV] = value
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop(ENV, None)
        else:
            os.environ[ENV] = saved


if __name__ == "__main__":
    raise SystemExit(main())
