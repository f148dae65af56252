"""Compare current definitions with the lock: what is new, removed, changed or renamed."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mcp_catalog.lock import Lock, ServerLock, lock_server
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

    @property
    def clean(self) -> bool:
        return not self.changes

    def to_json(self) -> dict[str, Any]:
        return {
            "clean": self.clean,
            "serversChecked": self.servers_checked,
            "toolsChecked": self.tools_checked,
            "changes": [c.to_json() for c in self.changes],
        }


def compare_server(sid: str, locked: ServerLock, current: ServerLock) -> list[Change]:
    changes: list[Change] = []
    if sorted(locked.ignore) != sorted(current.ignore):
        changes.append(Change(sid, Kind.IGNORE_CHANGED))
    if locked.set_hash == current.set_hash and locked.instructions_hash == current.instructions_hash:
        return changes  # the common case: nothing to walk
    if locked.instructions_hash != current.instructions_hash:
        changes.append(Change(sid, Kind.INSTRUCTIONS_CHANGED))
    old, new = locked.tools, current.tools
    for name in sorted(old.keys() & new.keys()):
        if old[name].hash != new[name].hash:
            changes.append(Change(sid, Kind.CHANGED, name, fields=_changed_fields(old[name].fields, new[name].fields)))
    removed = sorted(old.keys() - new.keys())
    added = sorted(new.keys() - old.keys())
    # A rename: same definition apart from the name, so every other field hash matches.
    by_body: dict[tuple[tuple[str, str], ...], list[str]] = {}
    for name in removed:
        by_body.setdefault(_body(old[name].fields), []).append(name)
    renamed_old: set[str] = set()
    for name in added:
        candidates = by_body.get(_body(new[name].fields))
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
        if sid not in lock.servers:
            drift.changes.append(Change(sid, Kind.SERVER_NOT_IN_LOCK))
            continue
        snap = snapshots.get(sid)
        if snap is None:
            drift.changes.append(Change(sid, Kind.NO_SNAPSHOT))
            continue
        drift.servers_checked.append(sid)
        drift.tools_checked += len(snap.tools)
        current = lock_server(snap, ignore.get(sid, ()))
        drift.changes.extend(compare_server(sid, lock.servers[sid], current))
    return drift
