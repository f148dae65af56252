"""The stdio transport: runs the server with only the environment its entry declares.

The SDK's stdio client passes SHELL, USER and others through and parses lines itself; the
exporter needs an exact environment, the server's bytes (see tap.py) and its stderr tail
for error messages, so it runs the process here and hands the SDK session the messages.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import AsyncIterator, Mapping
from typing import Any

import anyio
import anyio.abc
import mcp_types as types
from mcp.shared.message import SessionMessage

from mcp_catalog.export.framing import Splitter
from mcp_catalog.export.tap import MAX_MESSAGE_BYTES, ProtocolViolation, Tap

# What a server may inherit from us: enough to find its interpreter and speak a locale.
INHERITED = ("PATH", "HOME", "LANG", "LANGUAGE", "TZ", "SYSTEMROOT", "PATHEXT")
STDERR_TAIL = 2000
GRACE_SECONDS = 2.0


def child_environment(declared: Mapping[str, str], parent: Mapping[str, str] | None = None) -> dict[str, str]:
    """PATH, HOME, locale variables and what the entry declares: nothing else reaches the server."""
    source = os.environ if parent is None else parent
    env = {k: v for k, v in source.items() if k in INHERITED or k.startswith("LC_")}
    env.update(declared)
    return env


class StderrTail:
    """The last few hundred characters the server wrote to stderr, for the error message."""

    def __init__(self) -> None:
        self.data = b""
        self.cut = False

    def add(self, chunk: bytes) -> None:
        data = self.data + chunk
        self.cut = self.cut or len(data) > STDERR_TAIL
        self.data = data[-STDERR_TAIL:]

    def text(self) -> str:
        """The last line, scrubbed while whole (the tail window may have cut a secret)."""
        from mcp_catalog.redact import edge_cut, scrub

        lines = self.data.decode("utf-8", "replace").strip().splitlines()
        if not lines:
            return ""
        last = scrub(lines[-1])
        return edge_cut(last, at_start=True) if self.cut and len(lines) == 1 else last


@contextlib.asynccontextmanager
async def stdio_transport(
    command: str,
    args: list[str],
    env: Mapping[str, str],
    cwd: str | None,
    tap: Tap,
    stderr: StderrTail,
) -> AsyncIterator[tuple[Any, Any]]:
    process = await anyio.open_process(
        [command, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=dict(env),
        cwd=cwd,
        start_new_session=True,
    )
    read_send, read_recv = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    write_send, write_recv = anyio.create_memory_object_stream[SessionMessage](0)

    async def reader() -> None:
        assert process.stdout is not None
        lines = Splitter(b"\n")
        try:
            async with read_send:
                async for chunk in process.stdout:
                    for line in lines.feed(chunk):
                        if line.strip():
                            await read_send.send(_to_session(tap, line))
                    if lines.pending > MAX_MESSAGE_BYTES:
                        raise ProtocolViolation(f"server sent a message over {MAX_MESSAGE_BYTES // 2**20} MiB")
        except ProtocolViolation as exc:
            tap.fail(exc)  # read_send is closed: the session sees the connection end
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream, OSError):
            pass

    async def writer() -> None:
        assert process.stdin is not None
        try:
            async with write_recv:
                async for session_message in write_recv:
                    data = session_message.message.model_dump(by_alias=True, exclude_unset=True, mode="json")
                    tap.note_request(data)
                    await process.stdin.send((_dumps(data) + "\n").encode("utf-8"))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            await read_send.aclose()

    async def drain_stderr() -> None:
        assert process.stderr is not None
        with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            async for chunk in process.stderr:
                stderr.add(chunk)

    async def watch_exit() -> None:
        # A child the server started (sh -c, npx) can hold stdout open after the server died;
        # the server's own exit ends the conversation, after a moment to drain its output.
        await process.wait()
        await anyio.sleep(0.5)
        await read_send.aclose()

    async with anyio.create_task_group() as tg:
        tg.start_soon(reader)
        tg.start_soon(writer)
        tg.start_soon(drain_stderr)
        tg.start_soon(watch_exit)
        try:
            yield read_recv, write_send
        finally:
            with anyio.CancelScope(shield=True):
                await write_send.aclose()
                await _stop(process)
                tg.cancel_scope.cancel()
                with anyio.move_on_after(GRACE_SECONDS), contextlib.suppress(Exception):
                    await process.aclose()  # close the pipes now, not in a finalizer after the loop ends


def _dumps(data: Any) -> str:
    import json

    return json.dumps(data, separators=(",", ":"))  # ASCII: a lone surrogate cursor survives exactly


def _to_session(tap: Tap, line: bytes) -> SessionMessage:
    message = tap.feed(line)
    try:
        return SessionMessage(types.jsonrpc_message_adapter.validate_python(message, by_name=False))
    except ValueError:
        raise ProtocolViolation("server sent a JSON object that is not a valid JSON-RPC message") from None


async def _stop(process: anyio.abc.Process) -> None:
    """Close stdin, give the server a moment, then end its whole process group."""
    if process.stdin is not None:
        with contextlib.suppress(Exception):
            await process.stdin.aclose()
    with anyio.move_on_after(GRACE_SECONDS):
        await process.wait()
    # Wrappers (sh -c, npx, uvx) leave children in the server's group: end them too.
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, sig)
        with anyio.move_on_after(GRACE_SECONDS):
            await process.wait()
            return
