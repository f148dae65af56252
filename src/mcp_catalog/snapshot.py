"""The snapshot file `catalog/<id>.tools.json`: the one place that knows its format.

A snapshot is what one server sent, every member kept, sorted by tool name, with no
run-to-run noise, so `git diff` of it shows only real change.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcp_catalog.errors import InputError, reason
from mcp_catalog.fsutil import write_text_atomic
from mcp_catalog.jsonio import DuplicateMemberError, dumps_pretty, loads_counted, loads_strict

SUFFIX = ".tools.json"

Tool = dict[str, Any]


@dataclass
class Snapshot:
    """One server's tool listing, as sent."""

    server_id: str
    tools: list[Tool]
    name: str | None = None
    version: str | None = None
    protocol_version: str | None = None
    instructions: str | None = None
    pages: int = 1
    path: Path | None = field(default=None, compare=False)
    # Read with counted=True: the check for repeated member names is still to finish (settle).
    pending: Pending | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        server: dict[str, Any] = {"id": self.server_id}
        for key, value in (
            ("name", self.name),
            ("version", self.version),
            ("protocolVersion", self.protocol_version),
            ("instructions", self.instructions),
        ):
            if value is not None:
                server[key] = value
        return {"server": server, "pages": self.pages, "tools": sort_tools(self.tools)}

    def tool_names(self) -> list[str]:
        return [t["name"] for t in self.tools]


@dataclass(frozen=True)
class Pending:
    """What finishes a counted read: the file and its text, and the ':' an encoding of its
    tools must hold."""

    path: Path
    text: str
    colons: int


def settle(snap: Snapshot, tools_colons: int | None) -> None:
    """Finish a counted read, given the number of ':' in an encoding of the snapshot's tools
    (None: not encoded; the text is read again, strictly). A repeated member name raises the
    same error a strict read gives."""
    pending = snap.pending
    if pending is None:
        return
    if tools_colons != pending.colons:
        parse_snapshot(pending.path, pending.text)
    snap.pending = None


def settle_all(snaps: Iterable[Snapshot]) -> None:
    """Finish every counted read not finished by hashing (a server check did not hash)."""
    for snap in snaps:
        settle(snap, None)


def sort_tools(tools: list[Tool]) -> list[Tool]:
    return sorted(tools, key=lambda t: str(t.get("name", "")))


def snapshot_path(folder: Path, server_id: str) -> Path:
    return folder / f"{server_id}{SUFFIX}"


def write_snapshot(folder: Path, snap: Snapshot) -> Path:
    return save_snapshot(folder, snap)[0]


def save_snapshot(folder: Path, snap: Snapshot) -> tuple[Path, bool]:
    """Write the snapshot unless the file already holds exactly that text; True when written.
    An unchanged file keeps its time stamp, so tools that watch it see no change either."""
    path = snapshot_path(folder, snap.server_id)
    text = dumps_pretty(snap.to_json())
    data = text.encode("utf-8")
    try:
        # the size first: a planted file of gigabytes is not read to learn that it differs
        # (through a link too: reading where it leads writes nothing; a changed snapshot replaces the link)
        same = path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        same = False
    if same:
        return path, False
    write_text_atomic(path, text)
    return path, True


def _fail(path: Path, why: str) -> InputError:
    return InputError(f"{path}: {why}")


def parse_snapshot(path: Path, text: str, *, default_id: str | None = None, counted: bool = False) -> Snapshot:
    """Parse snapshot text; also accepts any `{"tools": [...]}` document (other scanners' shape).

    counted=True is for a caller that encodes every tool anyway (lock, check): repeated member
    names are then found by comparing counts (jsonio.loads_counted), and the snapshot is pending
    until `settle` is called with the count of the tools' encoding.
    """
    if text.startswith("\ufeff"):  # the byte order mark some editors add: JSON readers may ignore it (RFC 8259)
        text = text[1:]
    doc, colons = _parsed(path, text, counted)
    try:
        return _snapshot_of(path, text, doc, colons, default_id)
    except InputError:
        if colons is not None:  # a repeat may be what made the document wrong: it is the error
            _parsed(path, text, counted=False)
        raise


def _parsed(path: Path, text: str, counted: bool) -> tuple[Any, int | None]:
    try:
        return loads_counted(text) if counted else (loads_strict(text), None)
    except DuplicateMemberError as exc:
        where = _repeat_place(text)
        raise _fail(path, f"{exc}{where}; a definition with repeated names has no canonical form") from None
    except ValueError as exc:
        raise _fail(path, f"not valid JSON: {exc}") from None


def _repeat_place(text: str) -> str:
    """Where the first repeated member name is, for the error: " at line N, in tool I ('name')".
    Read again, recording repeats instead of raising (an error path: its cost does not matter)."""
    from mcp_catalog.jsonio import loads_recording, route_to
    from mcp_catalog.lint.locate import Locator
    from mcp_catalog.lint.walker import escape_token
    from mcp_catalog.redact import clip
    from mcp_catalog.textsafe import escape

    try:
        doc, repeats = loads_recording(text)
    except ValueError:
        return ""
    # the first repeat still in the document (a repeated member can drop an object with a repeat)
    found = next(((name, route) for name, holder in repeats[:20] if (route := route_to(doc, holder)) is not None), None)
    if found is None:
        return ""
    name, route = found
    pointer = "".join("/" + escape_token(str(token)) for token in [*route, name])
    try:
        line, _ = Locator(text, [pointer]).find(pointer) or (0, 0)
    except ValueError:
        line = 0
    place = f" at line {line}" if line else ""
    tools = doc.get("tools") if isinstance(doc, dict) else None
    if len(route) >= 2 and route[0] == "tools" and isinstance(tools, list) and isinstance(route[1], int):
        tool = tools[route[1]]
        label = tool.get("name") if isinstance(tool, dict) else None
        place += f", in tool {route[1]}" + (f" ('{escape(clip(label, 100))}')" if isinstance(label, str) else "")
    return place


def _snapshot_of(path: Path, text: str, doc: Any, colons: int | None, default_id: str | None) -> Snapshot:
    if not isinstance(doc, dict) or not isinstance(doc.get("tools"), list):
        raise _fail(path, 'not a snapshot: expected a JSON object with a "tools" array')
    server = doc.get("server", {})
    if not isinstance(server, dict):
        raise _fail(path, '"server" must be an object')
    for key in ("id", "name", "version", "protocolVersion", "instructions"):
        if key in server and server[key] is not None and not isinstance(server[key], str):
            raise _fail(path, f'"server.{key}" must be a string')
    pages = doc.get("pages", 1)
    if not isinstance(pages, int) or isinstance(pages, bool) or pages < 0:
        raise _fail(path, '"pages" must be a non-negative integer')
    seen: dict[str, int] = {}
    for index, tool in enumerate(doc["tools"]):
        if not isinstance(tool, dict):
            raise _fail(path, f"tools[{index}] is not an object")
        name = tool.get("name")
        if not isinstance(name, str):
            raise _fail(path, f"tools[{index}] has no string name")
        if name in seen:
            raise _fail(path, f"tool {name!r} appears twice (tools[{seen[name]}] and tools[{index}])")
        seen[name] = index
    server_id = server.get("id") or default_id or _id_from_path(path)
    pending = None
    if colons is not None:  # the ':' the tools must account for: all but the rest of the document's
        pending = Pending(path, text, colons - json.dumps({**doc, "tools": []}, ensure_ascii=False).count(":"))
    return Snapshot(
        server_id=server_id,
        tools=doc["tools"],
        name=server.get("name"),
        version=server.get("version"),
        protocol_version=server.get("protocolVersion"),
        instructions=server.get("instructions"),
        pages=pages,
        path=path,
        pending=pending,
    )


def _id_from_path(path: Path) -> str:
    name = path.name
    return name[: -len(SUFFIX)] if name.endswith(SUFFIX) else path.stem


def read_snapshot(path: Path, *, counted: bool = False) -> Snapshot:
    return snapshot_from(path, read_file(path), counted=counted)


def read_file(path: Path) -> bytes:
    """A snapshot file's bytes, or an input error naming it."""
    try:
        return path.read_bytes()  # no newline translation: JSON needs none, and it is slow
    except FileNotFoundError:
        raise _fail(path, "no such file") from None
    except OSError as exc:
        raise _fail(path, f"cannot read: {reason(exc)}") from None


def snapshot_from(path: Path, data: bytes, *, counted: bool = False) -> Snapshot:
    """The snapshot in a file's bytes (read_file): what it holds depends on its name too."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise _fail(path, "not UTF-8 text") from None
    snap = parse_snapshot(path, text, counted=counted)
    expected = _id_from_path(path)
    if path.name.endswith(SUFFIX) and snap.server_id != expected:
        settle(snap, None)  # a repeated "id" is the error to report, if that is the cause
        raise _fail(path, f"holds server {snap.server_id!r} but is named for {expected!r}")
    return snap


def read_snapshots(folder: Path) -> dict[str, Snapshot]:
    """Every `*.tools.json` in folder, by server id. A missing folder is an empty catalog."""
    if not folder.exists():
        return {}
    if not folder.is_dir():
        raise _fail(folder, "not a folder")
    snaps: dict[str, Snapshot] = {}
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        snap = read_snapshot(path)
        snaps[snap.server_id] = snap
    return snaps


def read_snapshots_for(
    folder: Path, ids: list[str], *, explicit: bool = False, counted: bool = False
) -> dict[str, Snapshot]:
    """The snapshots of these servers only (an unrelated broken file is not our business).

    A missing file is simply absent (drift reports it); a missing folder named explicitly
    is an input error. counted: see parse_snapshot.
    """
    if not folder.is_dir():
        if explicit or folder.exists():
            raise _fail(folder, "no such folder of snapshots")
        return {}
    found: dict[str, Snapshot] = {}
    for sid in ids:
        path = snapshot_path(folder, sid)
        if path.exists():
            found[sid] = read_snapshot(path, counted=counted)
    return found


def snapshot_files(paths: list[Path]) -> list[Path]:
    """The files read_paths reads: files as named, folders' every `*.tools.json`, else every
    `*.json` (regular files only); a file named twice (`catalog catalog/x.tools.json`) once, where
    it first came."""
    import os

    out: list[Path] = []
    seen: set[str] = set()
    for path in paths:
        # In a folder, only regular files: a named pipe there would block the read for ever (one
        # named on the command line is read, as `cat` would: `catalog lint <(curl ...)` is a pipe).
        try:
            folder = path.is_dir()
        except OSError as exc:  # a name too long for the file system, a loop of links: said as a read would say it
            raise _fail(path, f"cannot read: {reason(exc)}") from None
        in_folder = (sorted(path.glob(f"*{SUFFIX}")) or sorted(path.glob("*.json"))) if folder else None
        for file in [path] if in_folder is None else [f for f in in_folder if f.is_file()]:
            real = os.path.realpath(file)
            if real not in seen:
                seen.add(real)
                out.append(file)
    return out


def read_paths(paths: list[Path]) -> list[Snapshot]:
    """Snapshots from files or folders (see snapshot_files)."""
    return [read_snapshot(f) for f in snapshot_files(paths)]
