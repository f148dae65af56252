"""Export speed: `catalog export` of a 10,000-tool stdio server at 100 tools a page,
side by side in the same run with a bare SDK loop (bare_sdk_loop.py) over the same server.

Both are fresh processes timed end to end (start-up, server spawn, every page, teardown;
ours also validates every tool and writes the snapshot). Runs alternate to share noise.

    python benchmarks/bench_export.py [--tools 10000] [--page 100] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from _common import PY, REPO, run

SERVER = REPO / "tests" / "fixtures" / "catalog_server.py"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", type=int, default=10_000)
    parser.add_argument("--page", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    server = [PY, str(SERVER), "--generate", str(args.tools), "--page", str(args.page)]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "catalog.yaml").write_text(
            json.dumps({"servers": {"big": {"command": server[0], "args": server[1:], "timeout": 120}}})
        )
        ours, bare = [], []
        for _ in range(args.runs):
            start = time.perf_counter()
            run([PY, "-m", "mcp_catalog", "export", "-q"], cwd=folder)
            ours.append(time.perf_counter() - start)
            start = time.perf_counter()
            run([PY, str(REPO / "benchmarks" / "bare_sdk_loop.py"), *server])
            bare.append(time.perf_counter() - start)
        exported = json.loads((folder / "catalog" / "big.tools.json").read_text())
        assert len(exported["tools"]) == args.tools, "export lost tools"
    t_ours, t_bare = statistics.median(ours), statistics.median(bare)
    print(f"{args.tools} tools, {args.page} a page, median of {args.runs} fresh processes")
    print(f"  catalog export  {t_ours:6.2f} s")
    print(f"  bare SDK loop   {t_bare:6.2f} s")
    print(f"  ratio           {t_ours / t_bare:6.2f}x")


if __name__ == "__main__":
    main()
