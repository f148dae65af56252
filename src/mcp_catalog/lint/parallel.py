"""A second process for a big catalog: a forked worker lints the last part of the definitions.

What lint finds in one definition depends only on that definition and the run's settings, so
the work splits cleanly in two: the worker lints the definitions from some point on and sends
back their findings in order, while this process lints the ones before it. The result is the
list one process would make (the cross-server rules still run here, over every definition).

A worker is only started where it pays: on Linux (fork is cheap and safe there; macOS and
Windows start processes differently), with a second CPU to run on that is not already busy
(the load average is below the CPU count by more than a half: on a busy machine the two
processes would take turns and only add the worker's overhead), no other threads in the
process (a forked copy of a thread's lock may never be released), and a catalog big enough
that the fork costs little next to the work. MCP_CATALOG_LINT_WORKERS=1 keeps lint in one
process; =2 starts the worker whatever the load (the other conditions still hold). If the
worker fails in any way, its part is linted here: the answer never depends on it.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable

from mcp_catalog.lint.finding import Finding

MIN_DEFINITIONS = 2000  # below this, one process is as quick (a fork costs a few milliseconds)
ENV = "MCP_CATALOG_LINT_WORKERS"


def worth_a_worker(definitions: int) -> bool:
    """Whether to lint in two processes."""
    setting = os.environ.get(ENV, "").strip()
    if definitions < MIN_DEFINITIONS or setting == "1":
        return False
    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        return False
    try:
        cpus = len(os.sched_getaffinity(0))
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return False
    return cpus >= 2 and (setting == "2" or load < cpus - 0.5)


class Worker:
    """A forked copy of this process that runs `work` and sends its findings back through a pipe."""

    def __init__(self, work: Callable[[], list[Finding]]) -> None:
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read)
            os.close(write)
            raise
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
        self._read = read

    def result(self) -> list[Finding] | None:
        """The worker's findings, or None when it failed."""
        with os.fdopen(self._read, "rb") as pipe:
            data = pipe.read()
        pid, self._pid = self._pid, None
        if pid is None:
            return None
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            return None
        try:
            found = pickle.loads(data)
        except Exception:  # a truncated message: that part is linted here instead
            return None
        return found if isinstance(found, list) else None

    def stop(self) -> None:
        """End the worker if it is still running (the caller gave up, e.g. on Ctrl-C)."""
        pid, self._pid = self._pid, None
        if pid is None:
            return
        with contextlib.suppress(OSError):
            os.close(self._read)
        try:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
