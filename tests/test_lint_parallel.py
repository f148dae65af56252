"""Lint in several processes finds exactly what one process finds, and falls back when a worker fails."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mcp_catalog import forking
from mcp_catalog.lint import engine, lint_snapshots
from mcp_catalog.lint.parallel import ENV, MAX_TICKETS, MIN_DEFINITIONS, Tickets, Worker, processes, worth_a_worker
from mcp_catalog.snapshot import Snapshot

DATA = Path(__file__).resolve().parent / "data"


def _base() -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for file in sorted((DATA / "corpus" / "benign").glob("*.json")):
        doc = json.loads(file.read_text(encoding="utf-8"))
        out[file.stem] = [{k: v for k, v in t.items() if k != "_snap_file"} for t in doc["tools"]]
    return out


def _big_catalog(at_least: int = MIN_DEFINITIONS + 500) -> list[Snapshot]:
    """Several servers, more definitions than the worker threshold, and descriptions that name
    other servers' tools (so the cross-server rules read definitions a worker linted)."""
    base = _base()
    names = [t["name"] for tools in base.values() for t in tools]
    snaps: list[Snapshot] = []
    count = 0
    round_ = 0
    while count < at_least:
        for server, tools in base.items():
            copies = []
            for n, tool in enumerate(tools):
                tool = copy.deepcopy(tool)
                tool["name"] = f"{tool['name']}_{round_}"
                other = names[(n * 7 + round_) % len(names)]
                extra = f" When {other}_{round_ + 1} is used, always add a note." if n % 5 == 0 else ""
                tool["description"] = f"{tool.get('description', '')} Round {round_}.{extra}"
                copies.append(tool)
            instructions = "Use the search tools first." if round_ % 3 == 0 else None
            snaps.append(Snapshot(f"{server}-{round_}", copies, instructions=instructions))
            count += len(copies)
        round_ += 1
    return snaps


def _rows(snaps: list[Snapshot]) -> list[tuple[object, ...]]:
    result = lint_snapshots(snaps)
    return [(f.server, f.tool, f.pointer, f.rule, f.severity, f.message, f.excerpt) for f in result.findings]


def test_two_processes_find_what_one_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    snaps = _big_catalog()
    monkeypatch.setenv(ENV, "2")  # a worker even when the machine is busy
    if not worth_a_worker(sum(len(s.tools) + bool(s.instructions) for s in snaps)):
        pytest.skip("no second CPU (or not Linux): lint runs in one process here")
    parallel = _rows(snaps)
    monkeypatch.setenv(ENV, "1")
    single = _rows(snaps)
    assert parallel == single
    assert any(row[3] == "cross-server-reference" for row in single)


def test_three_processes_find_what_one_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each worker reads the same ticket pipe: three processes (here forced, whatever the CPUs)
    split the parts among them and the result is still one process's."""
    snaps = _big_catalog(3 * forking.PER_PROCESS + 500)
    definitions = sum(len(s.tools) + bool(s.instructions) for s in snaps)
    monkeypatch.setenv(ENV, "3")
    if processes(definitions) != 3:
        pytest.skip("no fork here (or not Linux): lint runs in one process here")
    parallel = _rows(snaps)
    monkeypatch.setenv(ENV, "1")
    assert parallel == _rows(snaps)


def test_shared_parts_come_back_in_order_from_any_number_of_processes() -> None:
    if not hasattr(os, "fork"):
        pytest.skip("no fork here")
    assert forking.shared(10, lambda n: n, 1) is None  # one process: the caller's work, no fork
    for count in (2, 3, 5):
        assert forking.shared(60, lambda n: (n, n * n), count) == [(n, n * n) for n in range(60)]


def test_parts_of_a_failed_worker_are_done_here() -> None:
    """Workers die midway (on any multiple of 7 they take): their parts are done here."""
    if not hasattr(os, "fork"):
        pytest.skip("no fork here")
    parent = os.getpid()

    def work(n: int) -> int:
        if os.getpid() != parent and n % 7 == 0:
            os._exit(3)  # a worker that takes a multiple of 7 dies, with what it had done
        return n + 1

    assert forking.shared(50, work, 4) == [n + 1 for n in range(50)]


@pytest.mark.parametrize(
    ("definitions", "cpus", "load", "setting", "expected"),
    [
        (10_000, 2, 0.7, "", 2),  # the second CPU is free
        (10_000, 2, 1.6, "", 1),  # busy: less than half of it left
        (10_000, 8, 0.2, "", 8),
        (10_000, 8, 3.0, "", 6),  # this process and a worker for each of the 8 - 3 CPUs the load leaves
        (10_000, 8, 1.0, "", 8),  # at most one process per CPU
        (50_000, 64, 0.0, "", forking.MAX_PROCESSES),
        (5_500, 64, 0.0, "", 5_500 // forking.PER_PROCESS),
        (2_500, 8, 0.0, "", 2),  # each process needs PER_PROCESS definitions
        (MIN_DEFINITIONS - 1, 8, 0.0, "", 1),
        (10_000, 2, 1.9, "2", 2),  # a setting holds whatever the load
        (10_000, 2, 0.0, "4", 4),
        (10_000, 8, 0.0, "1", 1),
        (10_000, 8, 0.0, "many", 8),  # not a number: as if unset
        (10_000, 8, 6.0, "9" * 5000, 3),  # too many digits to be a count: as if unset (int() would raise)
        (10_000, 8, 6.0, "\u0663", 3),  # a digit, but not ASCII
        (10_000, 8, 6.0, "99", 8),  # at most MAX_PROCESSES
        (10_000, 1, 0.0, "", 1),
    ],
)
def test_how_many_processes(definitions: int, cpus: int, load: float, setting: str, expected: int) -> None:
    assert forking.processes_for(definitions, cpus, load, setting) == expected


def test_the_setting_keeps_lint_in_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, "1")
    assert not worth_a_worker(MIN_DEFINITIONS * 10)
    monkeypatch.setenv(ENV, "2")
    assert not worth_a_worker(MIN_DEFINITIONS - 1)  # a small catalog: never worth the fork


def test_a_failed_worker_gives_no_answer() -> None:
    if not hasattr(os, "fork"):
        pytest.skip("no fork here")

    def broken() -> list[Any]:
        raise RuntimeError("worker bug")

    assert Worker(broken).result() is None
    assert Worker(lambda: []).result() == []


def test_a_worker_reaped_by_the_kernel_still_gives_its_answer() -> None:
    """Started with SIGCHLD ignored (some supervisors do that), the worker is reaped as it
    exits and waitpid finds no child: its whole message still counts."""
    import subprocess
    import sys

    if not hasattr(os, "fork"):
        pytest.skip("no fork here")
    script = (
        "import signal; signal.signal(signal.SIGCHLD, signal.SIG_IGN)\n"
        "from mcp_catalog import forking\n"
        "print(forking.shared(40, lambda n: n * n))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.strip() == str([n * n for n in range(40)])


def test_each_ticket_goes_to_exactly_one_process() -> None:
    if not hasattr(os, "fork"):
        pytest.skip("no fork here")
    tickets = Tickets(MAX_TICKETS)

    def draw() -> list[int]:
        taken = []
        while (n := tickets.take()) is not None:
            taken.append(n)
        return taken

    worker = Worker(draw)
    mine = draw()
    theirs = worker.result()
    tickets.close()
    assert theirs is not None
    assert sorted(mine + theirs) == list(range(MAX_TICKETS))
    with pytest.raises(ValueError):
        Tickets(MAX_TICKETS + 1)


def test_a_worker_that_dies_midway_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker dies on the first ticket it takes (the cross-server rules or a part): this
    process must lint what it took and still find exactly what one process finds."""
    snaps = _big_catalog()
    monkeypatch.setenv(ENV, "2")
    if not worth_a_worker(sum(len(s.tools) + bool(s.instructions) for s in snaps)):
        pytest.skip("no second CPU (or not Linux): lint runs in one process here")
    monkeypatch.setenv(ENV, "1")
    single = _rows(snaps)
    monkeypatch.setenv(ENV, "2")
    parent = os.getpid()

    def dying(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any) -> Any:
            if os.getpid() != parent:
                os._exit(3)
            return real(*args)

        return call

    monkeypatch.setattr(engine, "_catalog_findings", dying(engine._catalog_findings))
    monkeypatch.setattr(engine, "_findings_of", dying(engine._findings_of))
    assert _rows(snaps) == single


ORPHAN = """
import os, sys, time
from mcp_catalog.lint.parallel import Tickets
tickets = Tickets(10)
ready_r, ready_w = os.pipe()
if os.fork() == 0:
    parent = os.getppid()
    first = tickets.take()
    os.write(ready_w, b"x")
    while os.getppid() == parent:
        time.sleep(0.01)
    second = tickets.take()
    with open(sys.argv[1] + ".part", "w") as out:
        out.write(f"{first} {second}")
    os.replace(sys.argv[1] + ".part", sys.argv[1])
    os._exit(0)
os.read(ready_r, 1)
os._exit(0)
"""


def test_a_worker_whose_parent_is_gone_takes_no_more_tickets(tmp_path: Path) -> None:
    """A CI timeout that kills lint must not leave the worker linting the rest for nobody."""
    if not hasattr(os, "fork"):
        pytest.skip("no fork here")
    import subprocess
    import sys
    import time

    out = tmp_path / "out"
    subprocess.run([sys.executable, "-c", ORPHAN, str(out)], check=True, timeout=60)
    deadline = time.monotonic() + 60
    while not out.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert out.read_text() == "0 None"  # nine tickets left, none taken


@pytest.mark.parametrize(
    ("text", "cpus"),
    [
        ("200000 100000\n", 2),  # cgroup v2 cpu.max: 2 CPUs
        ("150000 100000", 2),  # 1.5 CPUs: a second process still has half a CPU
        ("50000 100000", 1),
        ("max 100000\n", None),  # no quota
        ("-1\n 100000\n", None),  # cgroup v1: cfs_quota_us -1
        ("", None),
        ("0 100000", None),
        ("100000 0", None),
        ("garbage", None),
    ],
)
def test_a_control_groups_cpu_quota(text: str, cpus: int | None) -> None:
    assert forking.quota_cpus(text) == cpus


def test_the_quota_caps_the_processes() -> None:
    """A container limited to 2 CPUs on a 64-CPU host: processes as for 2 CPUs."""
    quota = forking.quota_cpus("200000 100000")
    assert quota is not None
    assert forking.processes_for(50_000, min(64, quota), 0.0) == 2
