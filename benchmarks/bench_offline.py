"""Offline speed: `catalog lock` and `catalog check` on a 10,000-tool catalog, and cold start.

Each figure is the median of several fresh processes, run alternately with a floor that does
the least possible work on the same input (after one warm-up run of each), with the package's
bytecode cached as an installed package has it:
  - lock/check floor: a Python process that json-loads the same files and SHA-256s their bytes;
  - cold-start floor: `python -c pass`.

    python benchmarks/bench_offline.py [--tools 10000] [--runs 7]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

from _common import PY, REPO, load_average, paired_times, run, write_catalog

FLOOR = (
    "import hashlib, json, sys\n"
    "for name in sys.argv[1:]:\n"
    "    data = open(name, 'rb').read(); json.loads(data); hashlib.sha256(data).hexdigest()\n"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    catalog = [PY, "-m", "mcp_catalog"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        snapshot = write_catalog(folder, args.tools)
        run([*catalog, "lock"], cwd=folder)
        lock = folder / "tools.lock.json"
        rows = [
            ("catalog lock", [*catalog, "lock"], [PY, "-c", FLOOR, str(snapshot)]),
            ("catalog check", [*catalog, "check"], [PY, "-c", FLOOR, str(snapshot), str(lock)]),
        ]
        print(f"{args.tools} tools, median (best) of {args.runs} fresh processes; {load_average()}")
        for label, ours, floor in rows:
            r_ours, r_floor = paired_times(
                lambda o=ours: run(o, cwd=folder), lambda f=floor: run(f, cwd=folder), args.runs  # type: ignore[misc]
            )
            print(f"  {label:14} {_ms(r_ours)}   floor {_ms(r_floor)}"
                  f"   ratio {statistics.median(r_ours) / statistics.median(r_floor):4.2f}x")
    r_check, r_pass = paired_times(
        lambda: run([*catalog, "check"], cwd=REPO), lambda: run([PY, "-c", "pass"]), args.runs
    )
    print(f"cold start, demo catalog: catalog check {_ms(r_check)}   python -c pass {_ms(r_pass)}")
    print(f"finished at {load_average()}")


def _ms(times: list[float]) -> str:
    return f"{statistics.median(times) * 1000:5.0f} ms ({min(times) * 1000:4.0f})"


if __name__ == "__main__":
    main()
