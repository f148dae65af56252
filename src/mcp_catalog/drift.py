"""Compare current definitions with the lock: what is new, removed, changed or renamed."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mcp_catalog import hashing
from mcp_catalog.lock import Lock, ServerLock, ToolLock, hash_server, lock_tool
from mcp_catalog.snapshot import Snapshot


class Kind(str, enum.Enum):
    NEW = "new"
    REMOVED = "removed"
    CHANGED = "changed"
    RENAMED = "renamed"
    INSTRUCTIONS_CHANGED = "instructions_changed"
    IGNORE_CHANGED = "ignore_changed"
    SERVER_NOT_IN_LOCK = "server_not_in_lock"
    SERVER_NOT_IN_CONFIG = "server_not_in_config"
    NO_SNAPSHOT = "no_snapshot"


@dataclass(frozen=True)
class Change:
    server: str
    kind: Kind
    tool: str | None = None
    old_name: str | None = None  # RENAMED: the name in the lock
    fields: tuple[str, ...] = ()  # CHANGED: top-level members that differ

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"server": self.server, "kind": self.kind.value}
        if self.tool is not None:
            out["tool"] = self.tool
        if self.old_name is not None:
            out["oldName"] = self.old_name
        if self.kind is Kind.CHANGED:
            out["fields"] = list(self.fields)
        return out


@dataclass
class Drift:
    changes: list[Change] = field(default_factory=list)
    servers_checked: list[str] = field(default_factory=list)
    tools_checked: int = 0
    failed: dict[str, str] = field(default_factory=dict)  # --live: servers that could not be exported

    @property
    def clean(self) -> bool:
        return not self.changes and not self.failed

    def to_json(self) -> dict[str, Any]:
        return {
            "clean": self.clean,
            "serversChecked": self.servers_checked,
            "toolsChecked": self.tools_checked,
            "changes": [c.to_json() for c in self.changes],
            "failed": [{"server": sid, "error": why} for sid, why in sorted(self.failed.items())],
        }


def compare_server(sid: str, locked: ServerLock, snap: Snapshot, ignore: list[str]) -> list[Change]:
    """What differs between one server's lock entry and its current definitions.

    Only definition hashes are computed for every tool; field hashes (to name what changed)
    only for tools whose hash differs, so a clean check costs one hash per tool.
    """
    changes: list[Change] = []
    pointers = sorted(set(ignore))
    if sorted(locked.ignore) != pointers:
        changes.append(Change(sid, Kind.IGNORE_CHANGED))
    tools = {str(t["name"]): t for t in snap.tools}
    digests = hash_server(snap, pointers, hashing.definition_hashes)
    hashes = {str(t["name"]): digest for t, digest in zip(snap.tools, digests, strict=True)}
    if locked.instructions_hash != hashing.instructions_hash(snap.instructions):
        changes.append(Change(sid, Kind.INSTRUCTIONS_CHANGED))
    if locked.set_hash == hashing.set_hash_of(hashes.items()):
        return changes  # the common case: nothing to walk
    old = locked.tools
    current: dict[str, ToolLock] = {}

    def fields_of(name: str) -> Mapping[str, str]:
        if name not in current:
            current[name] = lock_tool(tools[name], pointers)
        return current[name].fields

    for name in sorted(old.keys() & hashes.keys()):
        if old[name].hash != hashes[name]:
            changes.append(Change(sid, Kind.CHANGED, name, fields=_changed_fields(old[name].fields, fields_of(name))))
    removed = sorted(old.keys() - hashes.keys())
    added = sorted(hashes.keys() - old.keys())
    # A rename: same definition apart from the name, so every other field hash matches.
    by_body: dict[tuple[tuple[str, str], ...], list[str]] = {}
    for name in removed:
        by_body.setdefault(_body(old[name].fields), []).append(name)
    renamed_old: set[str] = set()
    for name in added:
        candidates = by_body.get(_body(fields_of(name)))
        if candidates:
            was = candidates.pop(0)
            renamed_old.add(was)
            changes.append(Change(sid, Kind.RENAMED, name, old_name=was))
        else:
            changes.append(Change(sid, Kind.NEW, name))
    changes.extend(Change(sid, Kind.REMOVED, name) for name in removed if name not in renamed_old)
    return changes


def _body(fields: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((k, v) for k, v in fields.items() if k != "name"))


def _changed_fields(old: Mapping[str, str], new: Mapping[str, str]) -> tuple[str, ...]:
    return tuple(sorted(k for k in old.keys() | new.keys() if old.get(k) != new.get(k)))


def compare(
    lock: Lock,
    snapshots: Mapping[str, Snapshot],
    configured: Iterable[str],
    ignore: Mapping[str, list[str]],
    *,
    only: Iterable[str] | None = None,
) -> Drift:
    """Drift of every configured and locked server (or only the given ids)."""
    configured_ids = set(configured)
    ids = set(only) if only is not None else configured_ids | lock.servers.keys()
    drift = Drift()
    for sid in sorted(ids):
        if sid not in configured_ids:
            drift.changes.append(Change(sid, Kind.SERVER_NOT_IN_CONFIG))
            continue
        snap = snapshots.get(sid)
        if snap is None:  # first, as its fix comes first: `catalog lock` needs a snapshot
            drift.changes.append(Change(sid, Kind.NO_SNAPSHOT))
            continue
        if sid not in lock.servers:
            drift.changes.append(Change(sid, Kind.SERVER_NOT_IN_LOCK))
            continue
        drift.servers_checked.append(sid)
        drift.tools_checked += len(snap.tools)
        drift.changes.extend(compare_server(sid, lock.servers[sid], snap, ignore.get(sid, [])))
    return drift
