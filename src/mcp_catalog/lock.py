"""tools.lock.json: one hash per approved tool, reviewed in pull requests.

The lock stores hashes only (no text), so it is small and its diff says exactly which
tools and which top-level fields a change touches.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from mcp_catalog import forking, hashing
from mcp_catalog.errors import InputError, reason
from mcp_catalog.fsutil import write_text_atomic
from mcp_catalog.gcpause import no_cycle_collection
from mcp_catalog.jsonio import DuplicateMemberError, encode_string, loads_strict
from mcp_catalog.snapshot import Snapshot, settle

T = TypeVar("T")

LOCK_VERSION = 1
HASH_NAME = "tool-definition-hash-v1"
_HEX64 = re.compile(r"[0-9a-f]{64}")
_HEX_RUN = re.compile(r"[0-9a-f]*")
_CONFLICT = re.compile(r"^(<<<<<<<|=======|>>>>>>>)( |\r?$)", re.M)
ToolLock = hashing.ToolHashes  # a tool's entry: its definition hash and its field hashes


@dataclass
class ServerLock:
    set_hash: str
    instructions_hash: str | None
    tools: dict[str, ToolLock]
    ignore: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "setHash": self.set_hash,
            "instructionsHash": self.instructions_hash,
            "tools": {
                name: {"hash": t.hash, "fields": dict(t.fields)} for name, t in sorted(self.tools.items())
            },
        }
        if self.ignore:
            out["ignore"] = list(self.ignore)
        return out


@dataclass
class Lock:
    servers: dict[str, ServerLock] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": LOCK_VERSION,
            "hash": HASH_NAME,
            "servers": {sid: s.to_json() for sid, s in sorted(self.servers.items())},
        }


def lock_tool(tool: Mapping[str, Any], ignore: Iterable[str] = (), snap: Snapshot | None = None) -> ToolLock:
    """One tool's lock entry; with snap, a tool that has no canonical form is named in the error."""
    pointers = list(ignore)
    definition = hashing.without_pointers(tool, pointers) if pointers else tool
    try:
        hashes = hashing.tool_hashes(definition)
    except hashing.NoCanonicalForm as exc:
        if snap is None:
            raise
        raise no_canonical_form(snap, str(tool["name"]), exc) from None
    return hashes


HashAll = Callable[[Sequence[Any], list[int] | None], list[T]]


def hash_server(snap: Snapshot, pointers: list[str], hash_all: HashAll[T]) -> list[T]:
    """hash_all over a server's definitions (the ignored members removed), a catalog at a time;
    a tool that has no canonical form is named in the error. A snapshot read with counted=True
    is settled here, with the count of the encoding hashing made anyway."""
    definitions = [hashing.without_pointers(t, pointers) for t in snap.tools] if pointers else snap.tools
    colons: list[int] | None = [] if snap.pending is not None and not pointers else None
    try:
        with no_cycle_collection():
            found = _hash_shared(definitions, hash_all, colons)
    except hashing.NoCanonicalForm as exc:
        settle(snap, None)  # a repeated member name is the first thing to report
        for tool in snap.tools:  # which tool: only an unpinnable catalog pays for the second pass
            lock_tool(tool, pointers, snap)
        where = snap.path or f"server {snap.server_id!r}"
        raise InputError(f"{where}: a tool has no canonical form ({exc}), so it cannot be pinned") from None
    settle(snap, colons[0] if colons else None)
    return found


HASH_WORKERS_ENV = "MCP_CATALOG_HASH_WORKERS"  # 1: hash in one process; N: N processes whatever the load


def _hash_shared(definitions: Sequence[Any], hash_all: HashAll[T], colons: list[int] | None) -> list[T]:
    """hash_all over the definitions, a big catalog's parts shared with forked workers
    (mcp_catalog.forking; with one worker, about a quarter of the hashing time on 10,000 tools)."""
    count = forking.processes(len(definitions), HASH_WORKERS_ENV)
    if count > 1:
        parts = forking.cut(len(definitions))

        def part(n: int) -> tuple[list[T], list[int] | None]:
            counted: list[int] | None = [] if colons is not None else None
            return hash_all(definitions[slice(*parts[n])], counted), counted

        done = forking.shared(len(parts), part, count)
        if done is not None:
            if colons is not None and all(counted for _, counted in done):
                colons.append(sum(counted[0] for _, counted in done if counted))
            return [h for found, _ in done for h in found]
    return hash_all(definitions, colons)


def lock_server(snap: Snapshot, ignore: Iterable[str] = ()) -> ServerLock:
    pointers = sorted(set(ignore))
    hashes = hash_server(snap, pointers, hashing.tool_hashes_many)
    tools = dict(zip(snap.tool_names(), hashes, strict=True))  # names are strings: parse_snapshot checks
    return ServerLock(
        set_hash=set_hash_of(tools),
        instructions_hash=hashing.instructions_hash(snap.instructions),
        tools=tools,
        ignore=pointers,
    )


def no_canonical_form(snap: Snapshot, tool: str, exc: Exception) -> InputError:
    from mcp_catalog.textsafe import quoted_name

    where = snap.path or f"server {snap.server_id!r}"
    name = quoted_name(tool)
    return InputError(f"{where}: tool {name} has no canonical form ({exc}), so it cannot be pinned")


def set_hash_of(tools: Mapping[str, ToolLock]) -> str:
    """The recipe's set hash from already computed definition hashes (no re-hashing)."""
    return hashing.set_hash_of((name, t.hash) for name, t in tools.items())


def build_lock(snapshots: Mapping[str, Snapshot], ignore: Mapping[str, list[str]]) -> Lock:
    return Lock({sid: lock_server(snap, ignore.get(sid, ())) for sid, snap in snapshots.items()})


def lock_text(lock: Lock) -> str:
    """The lock as `dumps_pretty` would write it, built directly: json's indenting encoder
    is pure Python and takes most of a second on 10,000 tools."""
    parts = ['{\n  "hash": ', encode_string(HASH_NAME), ',\n  "servers": {']
    formats: dict[tuple[str, ...], _EntryFormat] = {}  # tools share their field names: one format each
    servers = sorted(lock.servers.items())
    if not servers:
        parts.append("}")
    for s_index, (sid, server) in enumerate(servers):
        parts.append(f"\n    {encode_string(sid)}: {{")
        if server.ignore:
            pointers = ",".join(f"\n        {encode_string(p)}" for p in server.ignore)
            parts.append(f'\n      "ignore": [{pointers}\n      ],')
        ih = "null" if server.instructions_hash is None else encode_string(server.instructions_hash)
        parts.append(f'\n      "instructionsHash": {ih},\n      "setHash": {encode_string(server.set_hash)},')
        parts.append('\n      "tools": {')
        entries = []
        for name, tool in sorted(server.tools.items()):
            names = tuple(tool.fields)
            entry = formats.get(names)
            if entry is None:
                entry = formats[names] = _EntryFormat(names)
            entries.append(entry.text % (encode_string(name), *entry.values(tool.fields), tool.hash))
        parts.append(",".join(entries))
        parts.append("\n      }" if entries else "}")
        parts.append("\n    }" + ("," if s_index < len(servers) - 1 else "\n  }"))
    parts.append(f',\n  "version": {LOCK_VERSION}\n}}\n')
    return "".join(parts)


class _EntryFormat:
    """A %-format of one tool's entry for a given set of field names, and their values in order."""

    def __init__(self, names: tuple[str, ...]) -> None:
        ordered = sorted(names)
        body = ",".join(f'\n            {encode_string(k).replace("%", "%%")}: "%s"' for k in ordered)
        self.text = (
            '\n        %s: {\n          "fields": {' + body + ("\n          }" if ordered else "}")
            + ',\n          "hash": "%s"\n        }'
        )
        self.ordered = ordered

    def values(self, fields: Mapping[str, str]) -> list[str]:
        return [fields[k] for k in self.ordered]


def write_lock(path: Path, lock: Lock) -> bool:
    """Write the lock; returns False (and leaves the file alone) when nothing changed."""
    text = lock_text(lock)
    encoded = text.encode("utf-8")
    try:
        old = path.read_bytes()  # bytes: a 10,000-tool lock is compared in milliseconds
    except OSError:
        old = b""
    if old == encoded or (b"\r\n" in old and old.replace(b"\r\n", b"\n") == encoded):  # a CRLF checkout
        return False
    write_text_atomic(path, text)
    return True


# ---------------------------------------------------------------- reading


def _bad(path: Path, why: str) -> InputError:
    """An error naming the lock file; what it quotes of the file (a server's or a tool's name) has its control and
    invisible characters escaped, so the message stays one line."""
    from mcp_catalog.textsafe import escape  # only on an error path

    return InputError(f"{path}: {escape(why)}")


def _hex(path: Path, value: Any, where: str) -> str:
    if not isinstance(value, str) or not _HEX64.fullmatch(value):
        raise _bad(path, f"{where} must be 64 lowercase hex characters")
    return value


def read_lock(path: Path) -> Lock:
    try:
        text = path.read_bytes().decode("utf-8")  # no newline translation: JSON needs none, and it is slow
    except FileNotFoundError:
        raise _bad(path, "no lock file; run `catalog lock` to create it") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise _bad(path, f"cannot read: {reason(exc)}") from None
    return parse_lock(path, text)


def _all_hex(values: list[Any]) -> bool:
    """Every value a 64-hex string, checked in one C-speed pass (90,000 of them in a big lock)."""
    try:
        joined = "".join(values)
    except TypeError:  # a value that is not a string
        return False
    return set(map(len, values)) <= {64} and _HEX_RUN.fullmatch(joined) is not None


# What the lock holds, and nothing else: a member added by hand (a note, a misspelt "ignores") would be
# read as if it did something.
_LOCK_MEMBERS = frozenset({"version", "hash", "servers"})
_SERVER_MEMBERS = frozenset({"setHash", "instructionsHash", "tools", "ignore"})
_TOOL_MEMBERS = frozenset({"hash", "fields"})


def _no_other_members(path: Path, where: str, found: dict[str, Any], known: frozenset[str]) -> None:
    other = sorted(found.keys() - known)
    if other:
        from mcp_catalog.textsafe import shown_name

        raise _bad(path, f"{where} has a member a lock does not have: '{shown_name(other[0])}' (expected "
                         f"{', '.join(sorted(known))}); re-run `catalog lock` and review")


def _tools_of(path: Path, where: str, entries: dict[str, Any]) -> dict[str, ToolLock]:
    """The tool entries of one server, checked: one pass for the shapes, one for all the hex."""
    fields: list[Any] = [entry.get("fields") if type(entry) is dict else None for entry in entries.values()]
    digests: list[Any] = [entry.get("hash") if type(entry) is dict else None for entry in entries.values()]
    values = [*digests, *itertools.chain.from_iterable(f.values() for f in fields if type(f) is dict)]
    shapes_ok = all(type(e) is dict and e.keys() <= _TOOL_MEMBERS for e in entries.values())
    if not shapes_ok or not all(type(f) is dict for f in fields) or not _all_hex(values):
        for name, entry in entries.items():  # only a bad lock pays for finding the entry to name
            tw = f"{where}.tools.{name}"
            if not isinstance(entry, dict):
                raise _bad(path, f"{tw} must be an object")
            _no_other_members(path, tw, entry, _TOOL_MEMBERS)
            if "fields" not in entry:  # without them check could not say which member changed
                raise _bad(path, f'{tw} has no "fields"; re-run `catalog lock` and review')
            if not isinstance(entry["fields"], dict):
                raise _bad(path, f"{tw}.fields must be an object")
            _hex(path, entry.get("hash"), f"{tw}.hash")
            for key, value in entry["fields"].items():
                _hex(path, value, f"{tw}.fields.{key}")
    return {name: ToolLock(hash=digest, fields=f) for name, digest, f in zip(entries, digests, fields, strict=True)}


def _json_value(value: Any) -> str:
    """A scalar of the lock as JSON writes it, for a message (a long one cut); what kind of thing anything else is."""
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return encode_string(value[:60])
    if type(value) is int and not -(10**12) < value < 10**12:
        return "a number of many digits"
    if isinstance(value, float) and not math.isfinite(value):
        return "a number out of range"
    return repr(value)[:60]


def parse_lock(path: Path, text: str) -> Lock:
    has_marker = "<<<<<<<" in text or ">>>>>>>" in text or "=======" in text  # fast filter first
    if has_marker and _CONFLICT.search(text):
        raise _bad(path, "has merge-conflict markers; resolve them by re-running `catalog lock` and reviewing")
    try:
        doc = loads_strict(text)
    except DuplicateMemberError as exc:
        raise _bad(path, str(exc)) from None
    except ValueError as exc:
        raise _bad(path, f"not valid JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise _bad(path, "not a lock: expected a JSON object")
    for member in ("version", "hash", "servers"):
        if member not in doc:
            raise _bad(path, f'not a lock: no "{member}" member')
    version = doc["version"]
    if type(version) is not int or version != LOCK_VERSION:  # not true, not 1.0: the number this catalog wrote
        raise _bad(path, f"unsupported lock version {_json_value(version)} (this catalog reads version 1)")
    if doc["hash"] != HASH_NAME:
        raise _bad(path, f"unsupported hash {_json_value(doc['hash'])} (expected {HASH_NAME!r})")
    _no_other_members(path, "the lock", doc, _LOCK_MEMBERS)
    servers = doc.get("servers")
    if not isinstance(servers, dict):
        raise _bad(path, '"servers" must be an object')
    lock = Lock()
    for sid, raw in servers.items():
        where = f"servers.{sid}"
        if not isinstance(raw, dict) or not isinstance(raw.get("tools"), dict):
            raise _bad(path, f"{where} must be an object with a tools object")
        _no_other_members(path, where, raw, _SERVER_MEMBERS)
        tools = _tools_of(path, where, raw["tools"])
        ih = raw.get("instructionsHash")
        ignore = raw.get("ignore", [])
        # (what catalog.yaml's lock.ignore holds, which is checked there; a lock written before that check may hold
        # a "~" that is not ~0 or ~1, read as itself, as it was hashed)
        if not isinstance(ignore, list) or not all(isinstance(p, str) and p.startswith("/") for p in ignore):
            raise _bad(path, f"{where}.ignore must be a list of JSON pointers (/member/...)")
        set_hash = _hex(path, raw.get("setHash"), f"{where}.setHash")
        if set_hash != set_hash_of(tools):
            # check trusts setHash for its fast path: a lock must agree with itself
            raise _bad(path, f"{where}.setHash does not match its tools' hashes; re-run `catalog lock` and review")
        lock.servers[sid] = ServerLock(
            set_hash=set_hash,
            instructions_hash=None if ih is None else _hex(path, ih, f"{where}.instructionsHash"),
            tools=tools,
            ignore=list(ignore),
        )
    return lock
