"""Forked worker processes for work that splits into independent parts (lint, hashing).

On a catalog of thousands of definitions, linting or hashing each one depends on that one
alone, so the work splits cleanly: it is cut into numbered parts, and this process and its
forked workers each take the next part from a shared pipe of tickets whenever they are free
(none waits for another when one runs slower, on a machine doing other work too). Each worker
sends back what its parts gave; the caller assembles the result in order, the same as one
process makes. If a worker fails in any way, the parts it took are done here, so the answer
never depends on it; a worker whose parent is gone stops taking tickets.

Workers are only started where they pay: on Linux (fork is cheap and safe there; macOS and
Windows start processes differently), no other threads in the process (a forked copy of a
thread's lock may never be released), and enough work that the forks cost little next to it
(MIN_DEFINITIONS, and PER_PROCESS definitions for each process). One worker for each CPU the
load average leaves (the load rounded to the nearest whole number, as other programs' share: a
run that has just started is not in it yet), at most one process per CPU and MAX_PROCESSES in
all; a worker that gets little CPU takes few tickets, but its start and the work every process
repeats cost something. The CPUs are those this process may run on, and no more than its
container's CPU quota (the control group at /sys/fs/cgroup: a container limited to 2 CPUs on a
64-CPU host; a limit set on a host's service slice is not read). An environment variable set
to 1 keeps the work in one process; N > 1 uses N processes whatever the load (still at most
MAX_PROCESSES, and one per PER_PROCESS definitions).
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

# pickle, signal and threading are imported where used: `catalog check` on a small catalog,
# which never forks, should not pay for them at start-up.

T = TypeVar("T")
R = TypeVar("R")
MAX_TICKETS = 255  # one byte each: a read of one byte from a pipe is never split between readers
MIN_DEFINITIONS = 2000  # below this, one process is as quick (a fork costs a few milliseconds)
PER_PROCESS = 1000  # each process repeats some work (what a run learns first): give it enough
MAX_PROCESSES = 8  # each worker copies the parts of the catalog it reads (reference counts): bound the memory


def processes(definitions: int, env: str) -> int:
    """How many processes share work on this many definitions, this one included (env: the
    variable that can say 1, one process, or N, that many whatever the load)."""
    setting = os.environ.get(env, "").strip()
    if definitions < MIN_DEFINITIONS or setting == "1":
        return 1
    import threading

    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        return 1
    try:
        cpus = len(os.sched_getaffinity(0))
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return 1
    quota = cpu_quota()
    return processes_for(definitions, min(cpus, quota) if quota else cpus, load, setting)


# Where Linux control groups (v2, then v1) give this process's CPU quota and its period.
_QUOTAS = (
    ("/sys/fs/cgroup/cpu.max",),
    ("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "/sys/fs/cgroup/cpu/cpu.cfs_period_us"),
    ("/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us", "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us"),
)


def cpu_quota() -> int | None:
    """The CPUs a control group allows this process (its quota over its period, rounded up),
    None when none is set or it cannot be read: a container on a big host shows the host's CPUs."""
    for files in _QUOTAS:
        try:
            text = " ".join(Path(path).read_text(encoding="ascii") for path in files)
        except (OSError, ValueError):
            continue
        return quota_cpus(text)
    return None


def quota_cpus(text: str) -> int | None:
    """CPUs from "QUOTA PERIOD" as cpu.max (or the two v1 files) say it; "max" or -1: no quota."""
    words = text.split()
    if len(words) != 2 or not all(w.isascii() and w.isdigit() and len(w) <= 18 for w in words):
        return None
    quota, period = int(words[0]), int(words[1])
    return max(1, math.ceil(quota / period)) if quota > 0 and period > 0 else None


def processes_for(definitions: int, cpus: int, load: float, setting: str = "") -> int:
    """processes() for a machine with this many CPUs and this load average; setting: the
    environment variable's value ("" when unset; anything but a whole number of up to four ASCII
    digits counts as unset)."""
    if definitions < MIN_DEFINITIONS or cpus < 1:
        return 1
    wanted = int(setting) if setting.isascii() and setting.isdigit() and len(setting) <= 4 else 0
    if wanted == 0:
        # This process, and a worker for each CPU the load leaves: cpus - round(load), 0.5 rounding up.
        wanted = min(cpus, 1 + max(0, cpus - math.floor(load + 0.5)))
    return max(1, min(wanted, MAX_PROCESSES, max(2, definitions // PER_PROCESS)))


def cut(count: int, parts: int = MAX_TICKETS) -> list[tuple[int, int]]:
    """[0, count) in at most `parts` slices of about equal size."""
    n = min(parts, count)
    return [(count * i // n, count * (i + 1) // n) for i in range(n)]


def shared(parts: int, work: Callable[[int], R], count: int = 2) -> list[R] | None:
    """[work(0), ..., work(parts - 1)], the parts shared by tickets among `count` processes,
    this one and forked workers; None when no worker could be started (the caller then does the
    work itself). An exception in a part done here propagates; a part a worker could not
    finish is done here."""
    if count < 2:
        return None
    try:
        tickets = Tickets(parts)
    except (OSError, ValueError):
        return None

    def worker_share() -> dict[int, R]:
        taken: dict[int, R] = {}
        while (n := tickets.take()) is not None:
            taken[n] = work(n)
        return taken

    done: dict[int, R] = {}
    workers: list[Worker[dict[int, R]]] = []
    try:
        try:
            for _ in range(count - 1):
                workers.append(Worker(worker_share))
        except OSError:
            if not workers:
                return None
        try:
            while (n := tickets.take()) is not None:
                done[n] = work(n)
            for worker in workers:  # each finishes on its own: reading them in turn never deadlocks
                theirs = worker.result() or {}
                done.update((n, found) for n, found in theirs.items() if n not in done)
        finally:
            for worker in workers:
                worker.stop()
    finally:
        tickets.close()
    return [done[n] if n in done else work(n) for n in range(parts)]


class Tickets:
    """Numbered tickets in a pipe that this process and its forked workers all read: each
    ticket goes to exactly one of them, whichever asks first. Made before the forks."""

    def __init__(self, count: int) -> None:
        if not 0 <= count <= MAX_TICKETS:
            raise ValueError(f"{count} tickets: at most {MAX_TICKETS}")
        read, write = os.pipe()
        try:
            os.write(write, bytes(range(count)))  # far below the pipe's buffer: one write, never blocks
        finally:
            os.close(write)
        self._read: int | None = read
        self._owner = os.getpid()

    def take(self) -> int | None:
        """The next ticket, or None when all are taken (or, in the worker, when the process
        that made the tickets is gone: nobody would read what it found)."""
        if self._read is None:
            return None
        if os.getpid() != self._owner and os.getppid() != self._owner:
            return None
        data = os.read(self._read, 1)
        return data[0] if data else None

    def close(self) -> None:
        read, self._read = self._read, None
        if read is not None:
            os.close(read)


class Worker(Generic[T]):
    """A forked copy of this process that runs `work` and sends its result back through a pipe."""

    def __init__(self, work: Callable[[], T]) -> None:
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read)
            os.close(write)
            raise
        import pickle

        if pid == 0:  # the worker: never returns into the caller's code
            code = 1
            try:
                os.close(read)
                data = pickle.dumps(work(), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as pipe:
                    pipe.write(data)
                code = 0
            finally:
                os._exit(code)
        os.close(write)
        self._pid: int | None = pid
        self._read: int | None = read

    def result(self) -> T | None:
        """The worker's result, or None when it failed."""
        read, self._read = self._read, None
        if read is None:
            return None
        with os.fdopen(read, "rb") as pipe:  # closes the descriptor, also on Ctrl-C
            data = pipe.read()
        pid, self._pid = self._pid, None
        if pid is None:
            return None
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:  # SIGCHLD ignored: the kernel reaped it; a whole message says it finished
            status = 0
        if os.waitstatus_to_exitcode(status) != 0:
            return None
        import pickle

        try:
            found: T = pickle.loads(data)
        except Exception:  # a truncated message: that part is linted here instead
            return None
        return found

    def stop(self) -> None:
        """End the worker if it is still running (the caller gave up, e.g. on Ctrl-C)."""
        pid, self._pid = self._pid, None
        read, self._read = self._read, None
        if read is not None:
            with contextlib.suppress(OSError):
                os.close(read)
        if pid is None:
            return
        import signal

        try:
            os.kill(pid, signal.SIGKILL)  # it has nothing to clean up (it ends with os._exit), nor can it refuse
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
