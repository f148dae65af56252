"""A forked second process for work that splits into independent parts (lint, hashing).

On a catalog of thousands of definitions, linting or hashing each one depends on that one
alone, so the work splits cleanly: it is cut into numbered parts, and this process and a forked
worker each take the next part from a shared pipe of tickets whenever they are free (neither
waits for the other when one runs slower, on a machine doing other work too). The worker sends
back what its parts gave; the caller assembles the result in order, the same as one process
makes. If the worker fails in any way, the parts it took are done here, so the answer never
depends on it; a worker whose parent is gone stops taking tickets.

A worker is only started where it pays: on Linux (fork is cheap and safe there; macOS and
Windows start processes differently), with a second CPU to run on that is not already busy
(the load average is below the CPU count by more than a half: a worker that gets little CPU
takes few tickets, but its start and the work both processes repeat cost something), no other
threads in the process (a forked copy of a thread's lock may never be released), and enough
work that the fork costs little next to it. An environment variable set to 1 keeps the work in
one process; 2 starts the worker whatever the load (the other conditions still hold).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from typing import Generic, TypeVar

# pickle, signal and threading are imported where used: `catalog check` on a small catalog,
# which never forks, should not pay for them at start-up.

T = TypeVar("T")
R = TypeVar("R")
MAX_TICKETS = 255  # one byte each: a read of one byte from a pipe is never split between readers
MIN_DEFINITIONS = 2000  # below this, one process is as quick (a fork costs a few milliseconds)


def worth_a_worker(definitions: int, env: str) -> bool:
    """Whether to share work on this many definitions with a forked worker (env: the variable
    that can say 1, one process, or 2, a worker whatever the load)."""
    setting = os.environ.get(env, "").strip()
    if definitions < MIN_DEFINITIONS or setting == "1":
        return False
    import threading

    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        return False
    try:
        cpus = len(os.sched_getaffinity(0))
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return False
    return cpus >= 2 and (setting == "2" or load < cpus - 0.5)


def cut(count: int, parts: int = MAX_TICKETS) -> list[tuple[int, int]]:
    """[0, count) in at most `parts` slices of about equal size."""
    n = min(parts, count)
    return [(count * i // n, count * (i + 1) // n) for i in range(n)]


def shared(parts: int, work: Callable[[int], R]) -> list[R] | None:
    """[work(0), ..., work(parts - 1)], the parts shared with a forked worker by tickets; None
    when no worker could be started (the caller then does the work itself). An exception in a
    part done here propagates; a part the worker could not finish is done here."""
    try:
        tickets = Tickets(parts)
    except (OSError, ValueError):
        return None

    def worker_share() -> dict[int, R]:
        done: dict[int, R] = {}
        while (n := tickets.take()) is not None:
            done[n] = work(n)
        return done

    mine: dict[int, R] = {}
    try:
        try:
            worker: Worker[dict[int, R]] = Worker(worker_share)
        except OSError:
            return None
        try:
            while (n := tickets.take()) is not None:
                mine[n] = work(n)
            theirs = worker.result() or {}
        finally:
            worker.stop()
    finally:
        tickets.close()
    return [mine[n] if n in mine else theirs[n] if n in theirs else work(n) for n in range(parts)]


class Tickets:
    """Numbered tickets in a pipe that this process and a forked worker both read: each ticket
    goes to exactly one of them, whichever asks first. Made before the fork."""

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
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
