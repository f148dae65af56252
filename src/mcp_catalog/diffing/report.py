"""`catalog diff`: the review report of what changed since the definitions reviewed at a git ref.

The reviewed state is what was committed at the ref: tools.lock.json (which tools, which
hashes) and catalog/<id>.tools.json (their text). The lock's compare() classifies each tool
as new, removed, changed or renamed; this module adds how each changed field changed and
which lint findings the new version brings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from mcp_catalog import hashing
from mcp_catalog.config import Config
from mcp_catalog.diffing.gitref import GitRepo
from mcp_catalog.diffing.structure import RISK_RANK, Change, Risk, diff_tool, max_risk
from mcp_catalog.diffing.words import TextDiff, review_budget, word_diff
from mcp_catalog.drift import Kind, compare
from mcp_catalog.lint.finding import RANK, Finding
from mcp_catalog.lock import Lock, lock_tool, parse_lock
from mcp_catalog.snapshot import SUFFIX, Snapshot, Tool, parse_snapshot, read_snapshots

LintFn = Callable[[Tool, str], list[Finding]]
InstructionsLintFn = Callable[[str, str], list[Finding]]  # (instructions, server id)
ToolStatus = Literal["new", "removed", "changed", "renamed"]
ServerStatus = Literal["changed", "new", "removed", "no-snapshot"]
SEVERITY_RISK: dict[str, Risk] = {"error": "high", "warning": "medium", "info": "low"}
_STATUS_ORDER = {"changed": 0, "renamed": 1, "new": 2, "removed": 3}


@dataclass
class ToolDiff:
    name: str
    status: ToolStatus
    old_name: str | None = None
    fields: list[str] = field(default_factory=list)  # top-level members whose hash changed
    changes: list[Change] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)  # lint findings the new version adds
    # The new definition, for a new tool and a changed one whose reviewed text is not available (the old one
    # for a removed tool).
    definition: Tool | None = None
    old_available: bool = True  # False when the reviewed text could not be read at the ref
    notes: list[str] = field(default_factory=list)

    @property
    def risk(self) -> Risk | None:
        risks = [c.risk for c in self.changes] + [SEVERITY_RISK[f.severity] for f in self.findings]
        if self.status == "new" or (self.status != "removed" and not self.old_available):
            risks.append("medium")  # text a reviewer has to read whole
        return max_risk(risks)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "status": self.status, "risk": self.risk}
        if self.old_name is not None:
            out["oldName"] = self.old_name
        out["fields"] = self.fields
        out["changes"] = [c.to_json() for c in self.changes]
        out["findings"] = [f.to_json() for f in self.findings]
        if self.definition is not None:
            out["definition"] = self.definition
        out["oldDefinitionAvailable"] = self.old_available
        out["notes"] = self.notes
        return out


@dataclass
class ServerDiff:
    id: str
    status: ServerStatus
    tools: list[ToolDiff] = field(default_factory=list)
    instructions: TextDiff | None = None
    notes: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)  # lint findings the new instructions add
    # lock.ignore changed: (the pointers of the lock at the base, those of the config now)
    ignore: tuple[list[str], list[str]] | None = None

    def counts(self) -> Counter[str]:
        return Counter(t.status for t in self.tools)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "status": self.status,
            "counts": dict(self.counts()),
            "instructions": self.instructions.to_json() if self.instructions is not None else None,
            "instructionsFindings": [f.to_json() for f in self.findings],
            "ignore": None if self.ignore is None else {"old": self.ignore[0], "new": self.ignore[1]},
            "tools": [t.to_json() for t in self.tools],
            "notes": self.notes,
        }


@dataclass
class DiffReport:
    base: str
    commit: str | None
    servers: list[ServerDiff] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    servers_compared: int = 0
    tools_compared: int = 0
    # The working tree's lock already holds the changes (`catalog lock` was run): merging approves them.
    locked: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.servers)

    def counts(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for server in self.servers:
            total.update(server.counts())
        return total

    def to_json(self) -> dict[str, Any]:
        return {
            "base": self.base,
            "baseCommit": self.commit,
            "changed": self.changed,
            "locked": self.locked,
            "counts": dict(self.counts()),
            "serversCompared": self.servers_compared,
            "toolsCompared": self.tools_compared,
            "servers": [s.to_json() for s in self.servers],
            "notes": self.notes,
        }


# ---------------------------------------------------------------- the reviewed state at a ref


@dataclass
class Reviewed:
    """The lock and snapshots as committed at one commit."""

    base: str
    commit: str
    lock: Lock
    snapshots: dict[str, Snapshot | None]
    notes: list[str]


def read_reviewed(repo: GitRepo, base: str, lock_file: Path, catalog: Path, ids: Iterable[str]) -> Reviewed:
    commit = repo.commit(base)
    notes: list[str] = []
    label = f"{base}:{repo.relative(lock_file)}"
    text = repo.read(commit, lock_file)
    if text is None:
        lock = Lock()
        notes.append(f"{label} does not exist: nothing was locked there, so every tool is new")
    else:
        lock = parse_lock(Path(label), text)
    snapshots: dict[str, Snapshot | None] = {}
    for sid in sorted(set(ids) | lock.servers.keys()):
        path = catalog / f"{sid}{SUFFIX}"
        snap_text = repo.read(commit, path)
        snapshots[sid] = (
            None if snap_text is None
            else parse_snapshot(Path(f"{base}:{repo.relative(path)}"), snap_text, default_id=sid)
        )
    return Reviewed(base, commit, lock, snapshots, notes)


# ---------------------------------------------------------------- building the report


def _by_name(snap: Snapshot | None) -> dict[str, Tool]:
    return {} if snap is None else {str(t["name"]): t for t in snap.tools}


def added_findings(lint: LintFn | None, sid: str, old: Tool | None, new: Tool) -> list[Finding]:
    """Findings on new that old did not have at the same or a higher severity (counted per rule
    and pointer: a finding that rose, say to an error because another part of the tool changed,
    is new), most severe first, then in lint's order: a reviewer reads the errors before the
    warnings."""
    if lint is None:
        return []
    return _added(lint(new, sid), None if old is None else lambda: lint(old, sid))


def _added(new: list[Finding], old: Callable[[], list[Finding]] | None) -> list[Finding]:
    """The findings of new that the old version (its findings, worked out only when needed) did not have."""
    found = sorted(new, key=lambda f: -RANK[f.severity])
    if old is not None and found:
        before: dict[tuple[str, str], list[int]] = {}
        for f in old():
            before.setdefault((f.rule, f.pointer), []).append(RANK[f.severity])
        for ranks in before.values():
            ranks.sort(reverse=True)
        kept = []
        for finding in found:  # most severe first, each matched with the most severe left before
            left = before.get((finding.rule, finding.pointer))
            if left and left[0] >= RANK[finding.severity]:
                left.pop(0)
            else:
                kept.append(finding)
        found = kept
    return found


def _strip(tool: Tool, ignore: list[str]) -> Tool:
    return hashing.without_pointers(tool, ignore) if ignore else tool


def _covered(pointer: str, by: Iterable[str]) -> bool:
    """Whether one of the pointers `by` names pointer or a member it is in."""
    tokens = hashing.parse_pointer(pointer)
    return any(tokens[: len(t)] == t for t in map(hashing.parse_pointer, by))


def common_ignore(old: list[str], new: list[str]) -> list[str]:
    """The pointers that leave out what both ignore lists leave out: a member ignored at the base
    but not now, or now but not at the base, is compared (a widened ignore must not hide the
    change that comes with it)."""
    return sorted({p for p in old if _covered(p, new)} | {p for p in new if _covered(p, old)})


class _Builder:
    def __init__(self, reviewed: Reviewed, current: Mapping[str, Snapshot], config: Config,
                 lint: LintFn | None, lint_instructions: InstructionsLintFn | None = None) -> None:
        self.reviewed = reviewed
        self.current = current
        self.config = config
        self.lint = lint
        self.lint_instructions = lint_instructions

    def ignores(self, sid: str) -> tuple[list[str], list[str]]:
        """lock.ignore of a server: in the lock at the base, and in the config now."""
        locked = self.reviewed.lock.servers.get(sid)
        return sorted(set(locked.ignore)) if locked else [], sorted(set(self.config.lock_ignore.get(sid, [])))

    def instructions_findings(self, sid: str, old: str, new: str) -> list[Finding]:
        lint = self.lint_instructions
        if lint is None or not new:
            return []
        return _added(lint(new, sid), (lambda: lint(old, sid)) if old else None)

    def server(self, sid: str, kinds: list[Any]) -> ServerDiff | None:
        old_snap = self.reviewed.snapshots.get(sid)
        new_snap = self.current.get(sid)
        old_tools, new_tools = _by_name(old_snap), _by_name(new_snap)
        locked = self.reviewed.lock.servers.get(sid)
        old_ignore, new_ignore = self.ignores(sid)
        ignore = common_ignore(old_ignore, new_ignore) if locked is not None else new_ignore
        diff = ServerDiff(sid, "changed")
        for change in kinds:
            kind = change.kind
            if kind is Kind.SERVER_NOT_IN_LOCK:
                diff.status = "new"
                for name, tool in sorted(new_tools.items()):
                    diff.tools.append(self.new_tool(sid, name, tool))
                if new_snap is not None and new_snap.instructions:
                    diff.instructions = word_diff("", new_snap.instructions)
                    diff.findings = self.instructions_findings(sid, "", new_snap.instructions)
            elif kind is Kind.SERVER_NOT_IN_CONFIG:
                diff.status = "removed"
                diff.notes.append("locked, but no longer in the config")
                for name in sorted(locked.tools if locked else []):
                    diff.tools.append(ToolDiff(name, "removed", definition=old_tools.get(name),
                                               old_available=name in old_tools))
            elif kind is Kind.NO_SNAPSHOT:
                diff.status = "no-snapshot"
                diff.notes.append(f"configured{' and locked' if locked else ''}, but it has no snapshot: "
                                  "run `catalog export`")
            elif kind is Kind.IGNORE_CHANGED:
                diff.ignore = (old_ignore, new_ignore)
            elif kind is Kind.INSTRUCTIONS_CHANGED:
                old_text = old_snap.instructions if old_snap is not None else None
                new_text = new_snap.instructions if new_snap is not None else None
                if old_snap is None:
                    diff.notes.append("the instructions changed; the reviewed text is not at the base, so the new "
                                      "text is shown whole")
                elif locked is not None and hashing.instructions_hash(old_text) != locked.instructions_hash:
                    diff.notes.append(f"the instructions in the snapshot at {self.reviewed.base} differ from the lock "
                                      "there (committed without `catalog lock`), so the reviewed text is not "
                                      "available: the new text is shown whole")
                    old_text = None
                diff.instructions = word_diff(old_text or "", new_text or "")
                diff.findings = self.instructions_findings(sid, old_text or "", new_text or "")
            elif kind is Kind.NEW:
                diff.tools.append(self.new_tool(sid, change.tool, new_tools[change.tool]))
            elif kind is Kind.REMOVED:
                diff.tools.append(ToolDiff(change.tool, "removed", definition=old_tools.get(change.tool),
                                           old_available=change.tool in old_tools))
            elif kind in (Kind.CHANGED, Kind.RENAMED):
                old_name = change.old_name if kind is Kind.RENAMED else change.tool
                diff.tools.append(self.changed_tool(
                    sid, change.tool, old_name, kind, list(change.fields),
                    old_tools.get(old_name), new_tools[change.tool], ignore,
                ))
        if diff.ignore is not None:
            self.hidden_by_ignore(sid, diff, old_tools, new_tools, ignore)
        diff.tools.sort(key=lambda t: (-RISK_RANK.get(t.risk or "", 0), _STATUS_ORDER[t.status], t.name))
        return diff

    def hidden_by_ignore(self, sid: str, diff: ServerDiff, old_tools: dict[str, Tool], new_tools: dict[str, Tool],
                         ignore: list[str]) -> None:
        """The tools whose hash the new lock.ignore leaves as it was though they changed in what it
        now leaves out: listed as changed, with those changes."""
        listed = {t.name for t in diff.tools} | {t.old_name for t in diff.tools if t.old_name}
        for name in sorted(old_tools.keys() & new_tools.keys() - listed):
            old, new = old_tools[name], new_tools[name]
            if diff_tool(_strip(old, ignore), _strip(new, ignore)):
                diff.tools.append(self.changed_tool(sid, name, name, Kind.CHANGED, [], old, new, ignore))

    def new_tool(self, sid: str, name: str, tool: Tool) -> ToolDiff:
        return ToolDiff(name, "new", definition=tool, findings=added_findings(self.lint, sid, None, tool))

    def shown_whole(self, result: ToolDiff, sid: str, new: Tool, why: str, then: str = "") -> ToolDiff:
        """A changed tool whose reviewed text is not available: its new version is shown whole and
        linted whole, as a new tool's is."""
        result.old_available = False
        result.definition = new
        result.findings = added_findings(self.lint, sid, None, new)
        result.notes.append(f"{why}, so the reviewed definition is not available: the new version is shown whole{then}")
        return result

    def changed_tool(self, sid: str, name: str, old_name: str, kind: Kind, fields: list[str],
                     old: Tool | None, new: Tool, ignore: list[str]) -> ToolDiff:
        status: ToolStatus = "renamed" if kind is Kind.RENAMED else "changed"
        result = ToolDiff(name, status, old_name=old_name if kind is Kind.RENAMED else None, fields=fields)
        base = self.reviewed.base
        if old is None:
            return self.shown_whole(result, sid, new, f"the snapshot at {base} does not hold it")
        locked = self.reviewed.lock.servers.get(sid)
        entry = locked.tools.get(old_name) if locked else None
        result.changes = diff_tool(_strip(old, ignore), _strip(new, ignore))
        if kind is Kind.RENAMED:
            result.changes = [c for c in result.changes if c.pointer != "/name"]
        if entry is not None and lock_tool(old, locked.ignore if locked else ()).hash != entry.hash:
            why = f"the snapshot at {base} differs from the lock there (it was committed without `catalog lock`)"
            if not result.changes and kind is Kind.CHANGED:
                why += " and already holds this version"
            then = ", and after it the changes from that snapshot" if result.changes else ""
            self.shown_whole(result, sid, new, why, then)
        else:
            result.findings = added_findings(self.lint, sid, old, new)
            old_ignore, new_ignore = self.ignores(sid)
            if not result.changes and kind is Kind.CHANGED:
                result.notes.append(
                    "its definition did not change: its hash differs from the lock's because lock.ignore changed"
                    if old_ignore != new_ignore else
                    f"its hash differs from the lock's, but no change from the snapshot at {base} was found"
                )
        if kind is Kind.CHANGED and not result.fields:
            result.fields = sorted({c.field for c in result.changes})
        return result


def build_report(
    config: Config,
    catalog: Path,
    lock_file: Path,
    base: str = "HEAD",
    *,
    only: list[str] | None = None,
    lint: LintFn | None = None,
    lint_instructions: InstructionsLintFn | None = None,
) -> DiffReport:
    """Compare the current snapshots with what was reviewed at base."""
    current = read_snapshots(catalog)
    repo = GitRepo.find(catalog if catalog.exists() else lock_file.parent)
    ids = set(config.servers) | set(current)
    reviewed = read_reviewed(repo, base, lock_file, catalog, ids)
    working_lock = _working_lock(lock_file)
    drift = compare(reviewed.lock, current, config.servers, config.lock_ignore, only=only)
    report = DiffReport(
        base=base, commit=reviewed.commit, notes=list(reviewed.notes),
        servers_compared=len(drift.servers_checked), tools_compared=drift.tools_checked,
    )
    grouped: dict[str, list[Any]] = {}
    for change in drift.changes:
        grouped.setdefault(change.server, []).append(change)
    builder = _Builder(reviewed, current, config, lint, lint_instructions)
    with review_budget():  # word diffs share one bound on their matching (diffing/words.py)
        for sid in sorted(grouped):
            server = builder.server(sid, grouped[sid])
            if server is not None:
                report.servers.append(server)
    if report.changed:
        report.locked = _locked(working_lock, current, config, only)
    return report


def _working_lock(lock_file: Path) -> Lock | None:
    """The lock in the working tree, None when there is none; one that does not parse is an error
    naming it, as for `catalog check` (read as "not locked", it told a reviewer to lock again)."""
    from mcp_catalog.lock import read_lock

    return read_lock(lock_file) if lock_file.exists() else None


def _locked(lock: Lock | None, current: dict[str, Snapshot], config: Config, only: list[str] | None) -> bool:
    """Whether `catalog check` would pass: the lock in the working tree matches the snapshots."""
    return lock is not None and not compare(lock, current, config.servers, config.lock_ignore, only=only).changes
