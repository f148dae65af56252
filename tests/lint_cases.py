"""Builders the lint rule tests share: a one-tool definition around a text, and what lint reports."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from mcp_catalog.lint import RANK, Finding, lint_snapshots, lint_tool
from mcp_catalog.snapshot import Snapshot


def text_findings(
    description: str, param: str | None = None, *, name: str = "sync_folder", param_name: str = "value"
) -> list[Finding]:
    """Lint a tool with this description (and, if given, one string parameter described by `param`)."""
    properties = {param_name: {"type": "string", "description": param}} if param is not None else {}
    tool = {"name": name, "description": description, "inputSchema": {"type": "object", "properties": properties}}
    return list(lint_tool(tool, "s"))


def text_levels(
    rule: str, description: str, param: str | None = None, *, name: str = "sync_folder", param_name: str = "value"
) -> set[str]:
    """The severities one rule reports on such a tool."""
    return {f.severity for f in text_findings(description, param, name=name, param_name=param_name) if f.rule == rule}


def severities(tool: dict[str, Any], rule: str) -> list[str]:
    """The severities one rule reports on a definition, linted as a one-server catalog."""
    return [f.severity for f in lint_snapshots([Snapshot("srv", [tool])]).findings if f.rule == rule]


def top(tool: dict[str, Any], rule: str) -> int:
    """The rank (RANK) of the worst finding of one rule on a definition; 0 for none."""
    return max((RANK[s] for s in severities(tool, rule)), default=0)


def annotated_tool(
    name: str, description: str, annotations: dict[str, Any] | None = None, **extra: Any
) -> dict[str, Any]:
    """A definition with an empty object schema and, if given, annotations."""
    tool: dict[str, Any] = {"name": name, "description": description, "inputSchema": {"type": "object"}, **extra}
    if annotations is not None:
        tool["annotations"] = annotations
    return tool


def worst_by_rule(tool: dict[str, Any], rules: Collection[str] | None = None) -> dict[str, str]:
    """The worst severity each rule (of `rules`, or every rule) reports on a definition linted alone."""
    worst: dict[str, str] = {}
    for f in lint_tool(tool, "srv"):
        if (rules is None or f.rule in rules) and (f.rule not in worst or RANK[f.severity] > RANK[worst[f.rule]]):
            worst[f.rule] = f.severity
    return worst


def rule_levels(description: str, name: str = "get_forecast") -> dict[str, str]:
    """worst_by_rule for a tool with this description and one described parameter."""
    schema = {"type": "object", "properties": {"city": {"type": "string", "description": "City name."}}}
    return worst_by_rule({"name": name, "description": description, "inputSchema": schema})
