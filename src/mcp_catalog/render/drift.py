"""Render check results: a short text report for people, JSON for machines."""

from __future__ import annotations

import json

from mcp_catalog.drift import Change, Drift, Kind
from mcp_catalog.render import tools_on_servers
from mcp_catalog.textsafe import shown_name

_LABEL = {
    Kind.NEW: "NEW",
    Kind.REMOVED: "REMOVED",
    Kind.CHANGED: "CHANGED",
    Kind.RENAMED: "RENAMED",
    Kind.INSTRUCTIONS_CHANGED: "INSTRUCTIONS CHANGED",
    Kind.IGNORE_CHANGED: "LOCK.IGNORE CHANGED",
    Kind.SERVER_NOT_IN_LOCK: "SERVER NOT IN LOCK",
    Kind.SERVER_NOT_IN_CONFIG: "SERVER NOT IN CONFIG",
    Kind.NO_SNAPSHOT: "NO SNAPSHOT",
}

_HINT = {
    Kind.SERVER_NOT_IN_LOCK: "run `catalog lock` after reviewing its snapshot",
    Kind.SERVER_NOT_IN_CONFIG: "locked but no longer configured; re-run `catalog lock`",
    Kind.NO_SNAPSHOT: "run `catalog export` for it",
    Kind.IGNORE_CHANGED: "lock.ignore in the config differs from the lock; re-run `catalog lock`",
}


def describe_change(change: Change) -> str:
    label = _LABEL[change.kind]
    if change.kind is Kind.CHANGED:
        return f"{label:8} {shown_name(change.tool or '')}: {', '.join(shown_name(f) for f in change.fields)}"
    if change.kind is Kind.RENAMED:
        return f"{label:8} {shown_name(change.old_name or '')} -> {shown_name(change.tool or '')}"
    if change.tool is not None:
        return f"{label:8} {shown_name(change.tool)}"
    hint = _HINT.get(change.kind)
    return f"{label}" + (f" ({hint})" if hint else "")


def to_text(drift: Drift, live: bool = False) -> str:
    failed = f"not checked: {len(drift.failed)} server{'s' * (len(drift.failed) != 1)} could not be exported"
    if drift.failed and not drift.changes:
        return failed
    if drift.clean:
        servers = len(drift.servers_checked)
        tools = drift.tools_checked
        return (f"ok: {tools_on_servers(tools, servers)} "
                f"match{'es' * (tools == 1)} the lock")
    lines: list[str] = []
    current = None
    for change in drift.changes:
        if change.server != current:
            current = change.server
            lines.append(f"{shown_name(current)}:")
        lines.append(f"  {describe_change(change)}")
    # --live wrote nothing: diff and lock read the snapshots, which do not hold these changes yet; a
    # server without a snapshot has nothing for them to read either.
    if live:
        first = "write them with `catalog export`, "
    elif any(change.kind is Kind.NO_SNAPSHOT for change in drift.changes):
        first = "export the servers without a snapshot (`catalog export`), "
    else:
        first = ""
    lines.append(f"drift: {len(drift.changes)} change{'s' * (len(drift.changes) != 1)}; "
                 f"{first}review with `catalog diff`, then `catalog lock` to approve")
    if drift.failed:
        lines.append(failed)
    return "\n".join(lines)


def to_json(drift: Drift) -> str:
    return json.dumps(drift.to_json(), indent=2, ensure_ascii=True)
