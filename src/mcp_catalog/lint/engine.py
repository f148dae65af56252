"""Run the rules over snapshots: walk each definition once, let every rule look, collect findings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mcp_catalog.lint.finding import RANK, Finding
from mcp_catalog.lint.registry import Rule, all_rules
from mcp_catalog.lint.suppress import SuppressionLike, apply
from mcp_catalog.lint.view import Catalog, Hit, ToolView
from mcp_catalog.textsafe import excerpt

if TYPE_CHECKING:
    from mcp_catalog.snapshot import Snapshot

DEFAULT_MAX_LENGTH = 1500
MAX_PER_RULE_AND_STRING = 5


@dataclass
class LintResult:
    findings: list[Finding]
    suppressed: list[Finding] = field(default_factory=list)
    # One-line remarks for the person running lint: suppressions to pin, stale or unused ones.
    notes: list[str] = field(default_factory=list)
    # Why each suppressed finding was accepted: "reason (catalog.yaml:12)".
    suppression_reasons: dict[Finding, str] = field(default_factory=dict)


def _finding(rule: Rule, view: ToolView, h: Hit) -> Finding:
    text = h.text
    message = h.message
    if text.decoded_from is not None:
        message = f"in text hidden in {text.decoded_from}: {message}"
    return Finding(
        server=view.server,
        tool=view.name if view.tool is not None else None,
        pointer=text.field.pointer,
        rule=rule.id,
        severity=h.severity or rule.severity,
        message=message,
        excerpt=excerpt(text.raw, h.start),
        path=view.path,
    )


def _lint_view(view: ToolView, rules: Sequence[Rule], out: list[Finding]) -> None:
    for rule in rules:
        if rule.triggers and not view.has(rule.triggers):
            continue
        if (rule.gate == "unicode" and view.ascii) or (rule.gate == "controls" and not view.controls):
            continue
        assert rule.tool_check is not None
        counts: dict[str, int] = {}
        for h in rule.tool_check(view):
            pointer = h.text.field.pointer
            counts[pointer] = counts.get(pointer, 0) + 1
            if counts[pointer] <= MAX_PER_RULE_AND_STRING:
                out.append(_finding(rule, view, h))


def _split(rules: Iterable[Rule]) -> tuple[list[Rule], list[Rule]]:
    tool_rules = [r for r in rules if r.tool_check is not None]
    catalog_rules = [r for r in rules if r.catalog_check is not None]
    return tool_rules, catalog_rules


def lint_tool(tool: dict[str, Any], server_id: str, *, max_length: int | None = None) -> list[Finding]:
    """Findings for one definition on its own (no cross-server rules, no suppressions)."""
    tool_rules, _ = _split(all_rules())
    view = ToolView(server_id, tool, max_length=max_length or DEFAULT_MAX_LENGTH)
    out: list[Finding] = []
    _lint_view(view, tool_rules, out)
    return _unique(out)


def views_of(snapshots: Sequence[Snapshot], max_length: int) -> list[ToolView]:
    views: list[ToolView] = []
    for snap in snapshots:
        if snap.instructions:
            views.append(
                ToolView(snap.server_id, None, instructions=snap.instructions, path=snap.path, max_length=max_length)
            )
        for index, tool in enumerate(snap.tools):
            views.append(ToolView(snap.server_id, tool, path=snap.path, index=index, max_length=max_length))
    return views


def lint_snapshots(
    snapshots: list[Snapshot],
    *,
    suppressions: Iterable[SuppressionLike] = (),
    max_length: int | None = None,
) -> LintResult:
    """Lint every tool (and the instructions) of every snapshot, then apply suppressions."""
    rules = all_rules()
    tool_rules, catalog_rules = _split(rules)
    views = views_of(snapshots, max_length or DEFAULT_MAX_LENGTH)
    out: list[Finding] = []
    for view in views:
        _lint_view(view, tool_rules, out)
    catalog = Catalog(views)
    for rule in catalog_rules:
        assert rule.catalog_check is not None
        for view, h in rule.catalog_check(catalog):
            out.append(_finding(rule, view, h))
    order = {id(v.path): n for n, v in enumerate(views)}
    position = {(v.server, v.name): n for n, v in enumerate(views)}
    findings = sorted(
        _unique(out),
        key=lambda f: (
            position.get((f.server, f.tool), order.get(id(f.path), 0)),
            f.pointer,
            -RANK[f.severity],
            f.rule,
        ),
    )
    subs = list(suppressions)
    if not subs:
        return LintResult(findings)
    tools = {(s.server_id, t["name"]): t for s in snapshots for t in s.tools if isinstance(t.get("name"), str)}
    applied = apply(findings, subs, tools, (r.id for r in rules))
    return LintResult(applied.kept, applied.suppressed, applied.notes, applied.reasons)


def _unique(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[object, ...]] = set()
    out: list[Finding] = []
    for f in findings:
        key = (f.server, f.tool, f.pointer, f.rule, f.message, f.excerpt)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out
